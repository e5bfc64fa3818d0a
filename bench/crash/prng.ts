/**
 * A small seeded generator (mulberry32), so that a campaign's choices — which write each client
 * makes, when the server is killed — replay from the printed seed. The server's own dice are
 * crypto-random, so a replay makes the same requests, not necessarily the same answers.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An independent generator derived from this one (one per client, so clients do not interleave draws). */
  fork(): Prng;
}

export function prng(seed: number): Prng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    pick<T>(list: readonly T[]): T {
      const item = list[int(list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    fork: () => prng(Math.floor(next() * 4294967296)),
  };
}
