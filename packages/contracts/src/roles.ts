/**
 * Roles (docs/product.md, The business and its people): one id, one meaning. A user may hold several; the landing page after
 * sign-in is the first of admin, sales, email marketing, affiliate, advertiser.
 */
export const ROLES = {
  Admin: 1,
  Sales: 2,
  Affiliate: 3,
  Advertiser: 4,
  EmailMarketing: 5,
} as const;

export type RoleName = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleName];

export const roleNameById: Record<RoleId, RoleName> = {
  1: 'Admin',
  2: 'Sales',
  3: 'Affiliate',
  4: 'Advertiser',
  5: 'EmailMarketing',
};

/** Labels people see (the sign-up option list calls role 4 "Digital Billboard"). */
export const roleLabels: Record<RoleName, string> = {
  Admin: 'Admin',
  Sales: 'Sales',
  Affiliate: 'Affiliate',
  Advertiser: 'Digital Billboard',
  EmailMarketing: 'Email Marketing',
};

export const landingPathByRole: Record<RoleName, string> = {
  Admin: '/admin/dashboard',
  Sales: '/sales/dashboard',
  EmailMarketing: '/emailMarketing/dashboard',
  Affiliate: '/affiliate/dashboard',
  Advertiser: '/advertising/dashboard',
};

const LANDING_ORDER: RoleName[] = ['Admin', 'Sales', 'EmailMarketing', 'Affiliate', 'Advertiser'];

/** Where a user with these roles lands after signing in; "/" with none. */
export function landingPath(roles: readonly RoleName[]): string {
  const first = LANDING_ORDER.find((role) => roles.includes(role));
  return first ? landingPathByRole[first] : '/';
}

/** Roles a visitor may ask for at sign-up; the others are granted by an admin. */
export const SELF_SIGN_UP_ROLE_IDS: readonly RoleId[] = [ROLES.Affiliate, ROLES.Advertiser];

export function isRoleId(value: number): value is RoleId {
  return value in roleNameById;
}
