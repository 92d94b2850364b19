import { ROLES } from '@meridian/contracts/roles';

/** Sign-up (docs/product.md): "Affiliate" when the preselected role is 3, "Advertise" when 4, else "Sign Up". */
export function signUpTitle(roleId: number | null): string {
  if (roleId === ROLES.Affiliate) return 'Affiliate';
  if (roleId === ROLES.Advertiser) return 'Advertise';
  return 'Sign Up';
}
