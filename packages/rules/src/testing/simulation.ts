import { expect } from 'vitest';

/** Draws used by every exact-vs-simulation check (issue 2: 100 000 draws from the seeded roller). */
export const SIMULATION_DRAWS = 100_000;

/**
 * Asserts a simulated frequency agrees with an exact probability within `k` standard errors
 * (binomial standard error of the mean, plus a hair for p = 0 or 1).
 */
export function expectCloseToExact(exact: number, hits: number, draws = SIMULATION_DRAWS, k = 4): void {
  const observed = hits / draws;
  const stderr = Math.sqrt((exact * (1 - exact)) / draws) + 1e-9;
  expect(Math.abs(observed - exact), `observed ${observed} vs exact ${exact}`).toBeLessThanOrEqual(k * stderr);
}

/** Runs `draw` `draws` times and counts the outcomes by key. */
export function tally<K>(draws: number, draw: (i: number) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (let i = 0; i < draws; i++) {
    const key = draw(i);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
