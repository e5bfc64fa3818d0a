import { COMPLEX_ACTION_BOUNDS, COMPLEX_ACTION_LEAST_STEPS, D100_SIDES } from '@temps-mort/rules';

/**
 * A d100 threshold's −/+ buttons stay on a die's faces, 0..100 % (UI only: the field takes any
 * threshold of D100_ROLL_BOUNDS, and past the faces a roll always fails or always succeeds).
 */
export const THRESHOLD_STEPPER = { min: 0, max: D100_SIDES } as const;

/** C3/C4: a count of steps offers 1 and up (the API takes 0 so that the rules refuse it with their reason). */
export const STEP_COUNT_FIELD = { min: COMPLEX_ACTION_LEAST_STEPS, max: COMPLEX_ACTION_BOUNDS.start.max } as const;

/** The odds look 1..50 rolls ahead (UI only: the API takes 0, which would tell nothing). */
export const LOOK_AHEAD_STEPPER = { min: 1, max: COMPLEX_ACTION_BOUNDS.oddsRolls.max } as const;
