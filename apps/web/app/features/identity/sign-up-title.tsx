import { ROLES } from '@meridian/contracts/roles';
import { Text, VisuallyHidden } from '@mantine/core';

/** Sign-up (docs/product.md): "Affiliate" when the preselected role is 3, "Advertise" when 4, else "Sign Up". */
export function signUpTitle(roleId: number | null): string {
  if (roleId === ROLES.Affiliate) return 'Affiliate';
  if (roleId === ROLES.Advertiser) return 'Advertise';
  return 'Sign Up';
}

/**
 * The modal's heading: the title the seed gives, and over "Affiliate" or "Advertise" the words "Sign
 * up", so the heading says what the dialog does (the dialog's name reads "Sign up, Affiliate").
 */
export function SignUpTitle({ roleId }: { roleId: number | null }) {
  const title = signUpTitle(roleId);
  if (title === 'Sign Up') return title;
  return (
    <>
      <Text span display="block" size="sm" fw={700} tt="uppercase" c="dimmed" lts="0.06em">
        Sign up
      </Text>
      <VisuallyHidden>, </VisuallyHidden>
      {title}
    </>
  );
}
