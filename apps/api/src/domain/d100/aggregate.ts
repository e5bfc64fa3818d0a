/**
 * A complex action (its tracker) as the one step machinery drives it (../history/aggregate.ts,
 * ../history/apply.ts, ../history/moves.ts): its state is the rules' `ComplexAction`, replayed by
 * `replayComplexActionSkipping` from its creation (or the tracker its history began with). A roll
 * answers the tracker, why and its d100s; a move the tracker, why, and the rolls it took back (or
 * kept again, for a redo) — each told with the tracker to its crew's phones (./live.ts).
 */
import {
  applyComplexActionEvent,
  complexActionNetChanges,
  complexActionRefusal,
  replayComplexActionSkipping,
  type AppliedComplexActionEvent,
  type ComplexAction,
  type ComplexActionEvent,
} from '@temps-mort/rules';
import type { ComplexActionAnswer, ComplexRollAnswer } from '@temps-mort/contract';
import type { ComplexAction as ComplexActionRow } from '../../generated/prisma/client';
import { RuleRefusalError } from '../../http/errors';
import { storedAsRow, type AggregateDescription, type PlannedStep, type StepWriter } from '../history/aggregate';
import { rollsOfSteps } from '../history/moves';
import { rollView, storeRoll, type RollView } from '../rolls/store';
import {
  COMPLEX_ACTION_BASELINES,
  complexActionView,
  ensureHistory,
  findComplexAction,
  parseComplexActionEvent,
  saveTracker,
  trackerOf,
} from './complexActions';
import { publishTracker } from './live';

/** What an undo, a revert or a redo gives: the contract's answer, and the rolls it moved for the crew's phones. */
export interface TrackerMoveAnswer extends ComplexActionAnswer {
  readonly undoneRolls: readonly RollView[];
}

export const complexActionAggregate: AggregateDescription<ComplexActionRow, ComplexAction, ComplexActionEvent, TrackerMoveAnswer> = {
  aggregate: 'complex_action',
  baselines: COMPLEX_ACTION_BASELINES,
  nothingToUndo: { rule: 'D7', code: 'no_roll_to_undo', values: {} },
  undoneCode: 'roll_undone',
  revertedCode: 'complex_roll_reverted',
  parse: parseComplexActionEvent,
  ...storedAsRow(findComplexAction, complexActionView),
  state: trackerOf,
  replay: (_id, history, table) => {
    const replayed = replayComplexActionSkipping(history, table);
    return { state: replayed.tracker, skipped: replayed.skipped };
  },
  netChanges: complexActionNetChanges,
  async saveMove(tx, row, tracker) {
    await saveTracker(tx, row, tracker);
    return { detail: {} };
  },
  async answerMove(tx, row, done) {
    const moved = done.kind === 'redo' ? [done.target] : done.takenBack;
    return { complexAction: complexActionView(await findComplexAction(tx, row.id)), reasons: done.reasons, undoneRolls: await rollsOfSteps(tx, moved) };
  },
  publish: (hub, answer) => publishTracker(hub, answer.complexAction, answer.undoneRolls),
};

// ─── a roll ─────────────────────────────────────────────────────────────────────────────────────

/** A roll's answer (the contract's): the tracker after it, why, and its rolls (the helpers', then the test's). */
export type ComplexRollResult = ComplexRollAnswer;

/** A roll as the GM asks for it: the event, and who rolls (the GM when unnamed). */
export interface TrackerRoll {
  readonly event: ComplexActionEvent;
  readonly who?: string | undefined;
  /** The character who rolls (a roll request answered from their phone): the rolls are theirs. */
  readonly characterId?: string | undefined;
}

interface TrackerPlan extends PlannedStep<ComplexAction> {
  readonly event: ComplexActionEvent;
  readonly who: string;
  readonly characterId: string | null;
  readonly applied: AppliedComplexActionEvent;
}

/**
 * A roll on the tracker (C3, C5, C6 feeding C3): refused once the tracker is finished (422 C3 /
 * C4, nothing written); its d100s stored as the step's rolls — the helpers', then the test's.
 */
export const trackerRolls: StepWriter<ComplexActionRow, ComplexAction, TrackerRoll, TrackerPlan, ComplexActionRow, ComplexRollResult> = {
  plan(row, { event, who, characterId }, { roller, table }) {
    const tracker = trackerOf(row);
    const refused = complexActionRefusal(tracker);
    if (refused && !refused.ok) throw new RuleRefusalError(refused.error);
    const applied = applyComplexActionEvent(tracker, event, { roller, table });
    if (!applied.ok) throw new RuleRefusalError(applied.error);
    return { type: event.type, payload: event, event, who: who ?? 'GM', characterId: characterId ?? null, state: applied.value.tracker, dice: applied.value.dice, detail: {}, reasons: applied.reasons, hidden: false, applied: applied.value };
  },
  async save(tx, row, planned) {
    await saveTracker(tx, row, planned.state);
    // A tracker kept before its history was starts it now, before this roll's step.
    await ensureHistory(tx, row);
    return row;
  },
  async answer(tx, row, _saved, step, planned) {
    const { helpers, rolls, entry } = planned.applied;
    const stored: RollView[] = [];
    if (helpers !== null) {
      const help = await storeRoll(tx, {
        campaignId: row.campaignId,
        crewId: row.crewId,
        characterId: planned.characterId,
        eventId: step.id,
        who: planned.who,
        purpose: `C6 ${row.name}`,
        kind: 'd100_group',
        rolls: helpers.rolls,
        reasons: helpers.reasons,
        value: helpers.value,
        extra: { complexActionId: row.id },
      });
      stored.push(rollView(help));
    }
    if (entry === null) throw new Error(`complex action ${row.id}: a roll without its entry`);
    const band = entry.kind === 'test' ? (entry.success ? 'success' : 'failure') : entry.winner;
    const main = await storeRoll(tx, {
      campaignId: row.campaignId,
      crewId: row.crewId,
      characterId: planned.characterId,
      eventId: step.id,
      who: planned.who,
      purpose: `${planned.event.type === 'complex_opposed_roll' ? 'C5' : 'C3'} ${row.name}`,
      kind: 'd100_complex',
      rolls,
      band,
      // The threshold it was rolled at, as for every d100 roll (an opposed round has two: none).
      quality: entry.kind === 'test' ? entry.threshold : null,
      reasons: planned.reasons,
      value: { entry, status: planned.state.status, remaining: planned.state.remaining, totalRaised: planned.state.totalRaised },
      extra: { complexActionId: row.id },
    });
    stored.push(rollView(main));
    return { complexAction: complexActionView(await findComplexAction(tx, row.id)), reasons: planned.reasons, rolls: stored };
  },
  publish: (hub, result) => publishTracker(hub, result.complexAction, result.rolls),
};
