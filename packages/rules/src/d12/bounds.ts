import { D12_MAX_TRAIT, D12_MAX_VALUE, D12_MIN_VALUE } from './sheet';

/** A whole-number range, both ends included. */
export interface D12Bound {
  readonly min: number;
  readonly max: number;
}

/**
 * The numbers a d12 roll may be asked with (T7: 1d12 + pool + trait + modifier against a
 * threshold). A pool is an attribute's points, 0–12 (T1); a trait gives +0 (none) to +3 (T5); the
 * modifier (±3 left by a critical, T8, or the GM's own) and the threshold are the GM's, within sanity
 * limits; `willing` is how many pool points the player would give (T9), at most a whole pool. The
 * API validates its roll and odds requests with these, and the web bounds its fields with the same.
 */
export const D12_ROLL_BOUNDS = {
  pool: { min: D12_MIN_VALUE, max: D12_MAX_VALUE },
  traitBonus: { min: 0, max: D12_MAX_TRAIT },
  modifier: { min: -20, max: 20 },
  threshold: { min: -50, max: 100 },
  willing: { min: 0, max: D12_MAX_VALUE },
} as const satisfies Readonly<Record<string, D12Bound>>;

export type D12RollBoundField = keyof typeof D12_ROLL_BOUNDS;

/** Whether `n` is a whole number within the field's bounds. */
export function d12WithinBounds(field: D12RollBoundField, n: number): boolean {
  const { min, max } = D12_ROLL_BOUNDS[field];
  return Number.isInteger(n) && n >= min && n <= max;
}
