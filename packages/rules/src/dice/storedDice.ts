import type { Outcome } from '../core/outcome';
import type { Refusal } from '../core/reason';
import { scriptedRoller, type Roller } from './roller';

/**
 * A step replayed on the dice it stored (undo, revert, import): whether it still applies. Every
 * history that replays by steps (a crew's, a wizard's, a complex action's) asks it the same way,
 * so "no longer applies" has one meaning: the rules refuse it, or it asks for other dice.
 */

/** A step a replay left out, and why: the rules' refusal, or `'dice'` when its stored dice no longer fit. */
export interface SkippedStep {
  /** Its index in the history given. */
  readonly index: number;
  readonly why: Refusal | 'dice';
}

/** Thrown by the replay's roller only: a step asks for a die it did not store, or one of another size. */
class StoredDiceMismatch extends Error {}

/** The stored dice in order, as `scriptedRoller`, but failing with its own error so it is told apart from a bug. */
function storedDiceRoller(dice: readonly number[]): Roller & { remaining(): number } {
  const inner = scriptedRoller(dice);
  return {
    roll(sides) {
      try {
        return inner.roll(sides);
      } catch (error) {
        throw new StoredDiceMismatch(error instanceof Error ? error.message : String(error));
      }
    },
    remaining: () => inner.remaining(),
  };
}

/**
 * Applies one stored step on exactly the dice it stored: the rules' outcome, or `'dice'` when it
 * asks for fewer, more, or other dice than it stored. Any other throw is a bug and goes on.
 */
export function applyOnStoredDice<T>(dice: readonly number[], apply: (roller: Roller) => Outcome<T>): Outcome<T> | 'dice' {
  const roller = storedDiceRoller(dice);
  let applied: Outcome<T>;
  try {
    applied = apply(roller);
  } catch (error) {
    if (!(error instanceof StoredDiceMismatch)) throw error;
    return 'dice';
  }
  if (applied.ok && roller.remaining() !== 0) return 'dice';
  return applied;
}
