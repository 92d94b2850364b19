/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same sequence, so the demo
 * data is the same on every run with that seed and anchor time.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A key of `weights`, drawn in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** `count` distinct items of `items` (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An instant in [from, to). */
  between(from: Date, to: Date): Date;
  /** A version-4-shaped UUID. */
  uuid(): string;
  /** `length` lower-case hex digits. */
  hex(length: number): string;
  /** `length` characters of [A-Za-z0-9]. */
  alphanumeric(length: number): string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    hex,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    sample(items, count) {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i += 1) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    between: (from, to) => new Date(from.getTime() + Math.floor(next() * (to.getTime() - from.getTime()))),
    uuid: () => {
      const h = hex(32);
      const variant = '89ab'[int(0, 3)];
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    alphanumeric: (length) => Array.from({ length }, () => ALPHANUMERIC[int(0, ALPHANUMERIC.length - 1)]).join(''),
  };
}
