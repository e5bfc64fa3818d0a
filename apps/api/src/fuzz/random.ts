/**
 * The fuzz campaign's only source of choices: a seeded generator (mulberry32), so a run is the
 * same run every time for a given seed (no Math.random anywhere in the fuzz).
 */
export interface Random {
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A generator of its own, derived from this one (for a sub-task that must not shift the rest). */
  fork(): Random;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    int: (n) => Math.floor(next() * n),
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    fork: () => seededRandom(Math.floor(next() * 4294967296)),
  };
  return random;
}
