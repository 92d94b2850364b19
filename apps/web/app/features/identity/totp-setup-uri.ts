/**
 * The `otpauth://` address an authenticator app reads from the QR code (Key Uri Format): the site
 * as issuer, the person's email as the account, the secret the user pool handed out. Amplify's own
 * `getSetupUri` leaves spaces in the site name unescaped, so the address is made here.
 */
export function totpSetupUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
