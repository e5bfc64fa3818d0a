import { D12_ROLL_BOUNDS } from '../d12/bounds';
import type { FieldBounds } from './schema';

/**
 * The numbers a d100 roll is asked with, as the API's bodies take them and the web's fields bound
 * them (the contract builds its schemas from these: the web may not import the contract's values).
 * A threshold in % is any integer within sanity limits (C1: ≤ 0 never succeeds, ≥ 100 always
 * does), an opposition's attribute −100..+100 (C2), and a group action has up to 20 helpers (C6).
 */
export const D100_ROLL_BOUNDS = {
  threshold: { min: -1000, max: 1000 },
  attribute: { min: -100, max: 100 },
  helpers: { min: 0, max: 20 },
} as const satisfies Readonly<Record<string, FieldBounds>>;

/**
 * A complex action's numbers as the API takes them (C3/C4). A count of steps takes 0 so that the
 * rules refuse it with their reason (C3, C4): `COMPLEX_ACTION_LEAST_STEPS` is the least a form
 * offers. `oddsRolls` is how far the odds look ahead (the next n rolls).
 */
export const COMPLEX_ACTION_BOUNDS = {
  start: { min: 0, max: 100 },
  failureThreshold: { min: 0, max: 100 },
  milestoneCrossed: { min: 0, max: 100 },
  oddsRolls: { min: 0, max: 50 },
} as const satisfies Readonly<Record<string, FieldBounds>>;

/** C3/C4: an action has at least one step, a failure threshold and a milestone at least 1 (the rule's). */
export { COMPLEX_ACTION_LEAST_STEPS } from '../d100/complex';

/**
 * A d12 effect's numbers as the API takes them: the points one blow may take (two full pools of
 * 12), the hours of one rest (a month at most), and the points put back in one pool (T1: 0–12).
 */
export const D12_EFFECT_BOUNDS = {
  damage: { min: 0, max: 24 },
  restHours: { min: 0, max: 24 * 30 },
  restAllocation: D12_ROLL_BOUNDS.pool,
} as const satisfies Readonly<Record<string, FieldBounds>>;
