import { z } from 'zod';

/** A URL whose scheme is one of `protocols` ('https:'). */
export const urlString = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

/** One bad environment key and what is wrong with it. */
export interface ConfigProblem {
  key: string;
  message: string;
}

/** Keys that only work together: the missing one of each pair whose other key is set. */
export function pairProblems(
  input: Record<string, string | undefined>,
  pairs: readonly (readonly [string, string])[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const pair of pairs) {
    const missing = pair.filter((key) => !input[key]);
    if (missing.length === 1) {
      problems.push({
        key: missing[0] ?? '',
        message: `is required when ${pair.find((k) => k !== missing[0])} is set`,
      });
    }
  }
  return problems;
}
