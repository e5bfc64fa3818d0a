import type { RuleDeps } from '../core/deps';
import type { Outcome } from '../core/outcome';
import type { ComplexAction, ComplexActionOppositionEntry, ComplexActionStep, ComplexMovement } from './complex';
import { applyComplexMovement, complexActionRefusal, recordComplexStep } from './complex';
import type { D100Opposition, D100OppositionInput } from './opposition';
import { rollD100Opposition } from './opposition';

/**
 * C5: how one opposition moves an opposed complex action. The actor wins → lowered by the tens of
 * the actor's die; the opponent wins → raised by the tens of the opponent's die; a tie
 * (« en cas d'égalité, l'action n'évolue pas ») or both failing (no winner either) → no change.
 */
export function opposedComplexMovement(opposition: Pick<D100Opposition, 'winner' | 'actor' | 'opponent'>): ComplexMovement {
  if (opposition.winner === 'actor') return { kind: 'lower', n: opposition.actor.die };
  if (opposition.winner === 'opponent') return { kind: 'raise', n: opposition.opponent.die };
  return { kind: 'none' };
}

/**
 * C5 opposed complex action: one opposed test (C2: the actor rolls first, then the opponent) moves
 * the steps one way or the other. A raise is capped at the start count and counts toward the
 * failure threshold like any raise (C4). Refused once the action succeeded or failed.
 */
export function rollOpposedComplexAction(
  tracker: ComplexAction,
  input: D100OppositionInput,
  deps: RuleDeps,
): Outcome<ComplexActionStep> {
  const refused = complexActionRefusal(tracker);
  if (refused) return refused;
  const rolled = rollD100Opposition(input, deps);
  const opposition = rolled.value;
  const moved = applyComplexMovement(tracker, opposedComplexMovement(opposition), deps.table);
  const entry: ComplexActionOppositionEntry = {
    kind: 'opposition',
    roll: tracker.history.length + 1,
    actor: { threshold: input.actor.threshold, attribute: input.actor.attribute, die: opposition.actor.die, success: opposition.actor.success },
    opponent: { threshold: input.opponent.threshold, attribute: input.opponent.attribute, die: opposition.opponent.die, success: opposition.opponent.success },
    winner: opposition.winner,
    ...moved.entry,
  };
  return recordComplexStep(moved, entry, rolled.reasons, rolled.rolls);
}
