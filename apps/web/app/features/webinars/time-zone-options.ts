let known: string[] | null = null;

/** Every IANA zone this browser knows, plus UTC and any `extra` zone (a session's own), sorted. */
export function timeZoneOptions(...extra: string[]): string[] {
  known ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...extra.filter(Boolean)])].sort((a, b) => a.localeCompare(b));
}
