/** Whether any field of a flat form differs from where it started (compared with Object.is). */
export function valuesChanged<T extends object>(initial: T, current: T): boolean {
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)]) as Set<keyof T>;
  for (const key of keys) if (!Object.is(initial[key], current[key])) return true;
  return false;
}
