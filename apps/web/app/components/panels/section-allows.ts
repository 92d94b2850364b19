import type { RoleName } from '@meridian/contracts/roles';
import type { PanelSection } from './section-types';

/** Whether someone holding these roles may open the section (inside a panel that already admitted them). */
export function sectionAllows(section: Pick<PanelSection, 'roles'>, roles: readonly RoleName[]): boolean {
  return !section.roles || section.roles.some((role) => roles.includes(role));
}
