/** `%text%` for ILIKE, with the text's own `\`, `%` and `_` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
