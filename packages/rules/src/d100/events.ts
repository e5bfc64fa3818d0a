import { z } from 'zod';
import type { DiceRoll, Outcome } from '../core/outcome';
import type { Reason } from '../core/reason';
import { ok } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { RulesRevision } from '../core/revision';
import type { TableRules } from '../core/tableRules';
import { scriptedRoller } from '../dice/roller';
import { applyOnStoredDice, type SkippedStep } from '../dice/storedDice';
import { COMPLEX_ACTION_MAX_MILESTONES, complexActionSchema, createComplexAction, rollComplexAction, type ComplexAction, type ComplexActionEntry } from './complex';
import { rollD100GroupHelpers, type D100GroupHelp } from './group';
import { rollOpposedComplexAction } from './opposedComplex';

/**
 * A complex action's history (C3–C6): the events the GM's screen sends, applied one after the
 * other to the tracker. The API stores each with the dice it consumed; `replayComplexAction` with
 * those dice rebuilds the tracker exactly (undo replays the events kept).
 */

const threshold = z.number().int().min(-1000).max(1000);
const contestant = z.strictObject({ threshold, attribute: z.number().int().min(-100).max(100) });

export const complexActionEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('complex_action_created'),
    start: z.number().int().min(1).max(1000),
    failureThreshold: z.number().int().min(1).max(1000).nullable(),
    milestones: z.array(z.strictObject({ crossed: z.number().int().min(1).max(1000), label: z.string().max(120).optional() })).max(COMPLEX_ACTION_MAX_MILESTONES),
  }),
  /** The tracker as it stood when its history began (kept before its steps were, or imported without them). */
  z.strictObject({ type: z.literal('complex_action_restored'), tracker: complexActionSchema }),
  /** C3: one test at `threshold`. */
  z.strictObject({ type: z.literal('complex_roll'), threshold }),
  /** C5: one opposed round. */
  z.strictObject({ type: z.literal('complex_opposed_roll'), actor: contestant, opponent: contestant }),
  /** C6 feeding C3: the helpers roll first, their ±10 % make the test's threshold. */
  z.strictObject({ type: z.literal('complex_group_roll'), leadThreshold: threshold, helpers: z.array(threshold).max(20) }),
]);
export type ComplexActionEvent = z.infer<typeof complexActionEventSchema>;

export interface AppliedComplexActionEvent {
  readonly tracker: ComplexAction;
  /** The roll's entry in the tracker's own log (none for the creation). */
  readonly entry: ComplexActionEntry | null;
  /** C6: the helpers' roll, before the tracker's own. */
  readonly helpers: { readonly value: D100GroupHelp; readonly rolls: readonly DiceRoll[]; readonly reasons: readonly Reason[] } | null;
  /** The tracker's own dice (the helpers' are in `helpers`). */
  readonly rolls: readonly DiceRoll[];
  /** Every die consumed, in order (the helpers' first). */
  readonly dice: readonly number[];
}

const diceOf = (rolls: readonly DiceRoll[]): number[] => rolls.flatMap((r) => [...r.dice]);

/** Applies one event: a creation (no tracker yet) or a roll on the tracker. */
export function applyComplexActionEvent(
  tracker: ComplexAction | null,
  event: ComplexActionEvent,
  deps: RuleDeps,
): Outcome<AppliedComplexActionEvent> {
  if (event.type === 'complex_action_created') {
    const created = createComplexAction({ start: event.start, failureThreshold: event.failureThreshold, milestones: event.milestones });
    if (!created.ok) return created;
    return ok({ tracker: created.value, entry: null, helpers: null, rolls: [], dice: [] }, created.reasons);
  }
  if (event.type === 'complex_action_restored') return ok({ tracker: event.tracker as ComplexAction, entry: null, helpers: null, rolls: [], dice: [] });
  if (tracker === null) throw new Error(`complex action: ${event.type} before its creation`);
  const rule = deps;
  switch (event.type) {
    case 'complex_roll': {
      const out = rollComplexAction(tracker, { threshold: event.threshold }, rule);
      if (!out.ok) return out;
      return ok({ tracker: out.value.tracker, entry: out.value.entry, helpers: null, rolls: out.rolls, dice: diceOf(out.rolls) }, out.reasons, out.rolls);
    }
    case 'complex_opposed_roll': {
      const out = rollOpposedComplexAction(tracker, { actor: event.actor, opponent: event.opponent }, rule);
      if (!out.ok) return out;
      return ok({ tracker: out.value.tracker, entry: out.value.entry, helpers: null, rolls: out.rolls, dice: diceOf(out.rolls) }, out.reasons, out.rolls);
    }
    case 'complex_group_roll': {
      const help = rollD100GroupHelpers({ leadThreshold: event.leadThreshold, helpers: event.helpers }, rule);
      const out = rollComplexAction(tracker, { threshold: help.value.threshold }, rule);
      if (!out.ok) return out;
      const helpers = { value: help.value, rolls: help.rolls, reasons: help.reasons };
      return ok(
        { tracker: out.value.tracker, entry: out.value.entry, helpers, rolls: out.rolls, dice: [...diceOf(help.rolls), ...diceOf(out.rolls)] },
        [...help.reasons, ...out.reasons],
        [...help.rolls, ...out.rolls],
      );
    }
  }
}

/** One stored event: what was asked, the dice it consumed, the table rules it was played with. */
export interface StoredComplexActionEvent {
  readonly event: ComplexActionEvent;
  readonly dice: readonly number[];
  readonly table?: TableRules;
  /** The rules revision it was applied under (../core/revision.ts; absent: the latest). */
  readonly revision?: RulesRevision;
}

/**
 * The tracker the stored events make, each with its own dice (nobody re-rolls). Throws when an
 * event consumes other dice than it stored (the history does not replay).
 */
export function replayComplexAction(history: readonly StoredComplexActionEvent[], table: TableRules): Outcome<ComplexAction> {
  let tracker: ComplexAction | null = null;
  for (const [index, stored] of history.entries()) {
    const roller = scriptedRoller(stored.dice);
    const applied = applyComplexActionEvent(tracker, stored.event, { roller, table: stored.table ?? table, revision: stored.revision });
    if (!applied.ok) return applied;
    if (roller.remaining() !== 0) throw new Error(`replay: event ${index} (${stored.event.type}) left ${roller.remaining()} stored dice unused`);
    tracker = applied.value.tracker;
  }
  if (tracker === null) throw new Error('replay: a complex action history starts with its creation');
  return ok(tracker);
}

export interface ComplexActionSkippingReplay {
  readonly tracker: ComplexAction;
  /** The steps left out, in order (none when the history replays whole). */
  readonly skipped: readonly SkippedStep[];
}

/**
 * Replays a history as `replayComplexAction` does, but a roll that no longer applies — the rules
 * now refuse it (the action already ended), or it consumes other dice than it stored — is left out
 * and the replay goes on from the tracker before it. Reverting an earlier roll uses it to tell the
 * GM which later rolls no longer apply. Throws when the history's start itself does not apply.
 */
export function replayComplexActionSkipping(history: readonly StoredComplexActionEvent[], table: TableRules): ComplexActionSkippingReplay {
  let tracker: ComplexAction | null = null;
  const skipped: SkippedStep[] = [];
  for (const [index, stored] of history.entries()) {
    const before: ComplexAction | null = tracker;
    const applied: Outcome<AppliedComplexActionEvent> | 'dice' = applyOnStoredDice(stored.dice, (roller) => applyComplexActionEvent(before, stored.event, { roller, table: stored.table ?? table, revision: stored.revision }));
    if (applied !== 'dice' && applied.ok) tracker = applied.value.tracker;
    else if (before === null) throw new Error('replay: the complex action history’s start does not apply');
    else skipped.push({ index, why: applied === 'dice' ? 'dice' : applied.error });
  }
  if (tracker === null) throw new Error('replay: a complex action history starts with its creation');
  return { tracker, skipped };
}
