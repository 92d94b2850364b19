/** The longest name a passkey gets. */
export const PASSKEY_NAME_MAX = 60;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|HeadlessChrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const PLATFORMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * A new passkey's default name (docs/decisions/2026-11-27-passkeys.md): where it was added, from the
 * browser's User-Agent ("Chrome on Windows", "Safari on iPhone"), "Passkey" when that says nothing;
 * a name the user already has gets a number ("Chrome on Windows (2)").
 */
export function defaultPasskeyName(userAgent: string | undefined, taken: readonly string[]): string {
  const agent = userAgent ?? '';
  const browser = first(BROWSERS, agent);
  const platform = first(PLATFORMS, agent);
  const base =
    browser && platform ? `${browser} on ${platform}` : (browser ?? (platform ? `Passkey on ${platform}` : 'Passkey'));
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base} (${n})`)) n += 1;
  return `${base} (${n})`;
}
