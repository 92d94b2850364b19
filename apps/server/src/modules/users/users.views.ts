import { isRoleId, roleNameById } from '@meridian/contracts/roles';
import type { UserRecord } from './users.repository';

/** Role ids as the audit log writes them: "Admin, Sales". */
export const roleList = (ids: readonly number[]) =>
  ids.map((id) => (isRoleId(id) ? roleNameById[id] : String(id))).join(', ');

/** How the audit log names a user: "Ada Lovelace (ada@example.com)". */
export const auditSubjectOf = (user: UserRecord) => ({
  type: 'user' as const,
  id: user.id,
  label: `${`${user.firstName} ${user.lastName}`.trim() || user.email} (${user.email})`,
});
