import { senderMailboxes } from '../../src/modules/sender-mailboxes/sender-mailboxes.tables';
import type { OwnershipFixture } from './ownership-fixture';

/** A saved mailbox of the owner (the secret sealed as the module seals it), addressed by `?adminId=`. */
export const fixture: OwnershipFixture = {
  resource: 'sender-mailbox',
  async create(t, ownerId) {
    await t.database.db.orm
      .insert(senderMailboxes)
      .values({
        userId: ownerId,
        email: `owner${ownerId}@gmail.com`,
        provider: 'gmail',
        smtpHost: 'smtp.gmail.com',
        smtpPort: 465,
        smtpSecurity: 'tls',
        authMethod: 'password',
        secret: t.services.secrets.encrypt('abcd efgh ijkl mnop', `mail.credentials:${ownerId}`),
        verifiedAt: new Date(),
      })
      // One mailbox per user: the owner's earlier row (another route's turn) serves as well.
      .onConflictDoNothing();
    return { query: { adminId: ownerId } };
  },
};
