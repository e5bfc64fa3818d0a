/**
 * A wizard as the one step machinery drives it (../history/aggregate.ts, ../history/apply.ts,
 * ../history/moves.ts): its state is the rules' `WizardState`, replayed by `replayWizardSkipping`
 * from its creation (or the state its history began with). A step answers the wizard after it, why,
 * and its d20s (one roll of the step); a move answers the wizard, why, and the rolls of the steps
 * taken back (they stay listed, marked undone). Each is told to the campaign's GM screens and the
 * links that follow the wizard (./live.ts).
 */
import {
  applyWizardEvent,
  checkEndOfGameOrder,
  replayWizardSkipping,
  wizardNetChanges,
  type Reason,
  type WizardEvent,
  type WizardEventDetail,
  type WizardState,
} from '@temps-mort/rules';
import type { WizardUndoAnswer } from '@temps-mort/contract';
import { RuleRefusalError } from '../../http/errors';
import { storedAsRow, type AggregateDescription, type PlannedStep, type StepDeps, type StepWriter } from '../history/aggregate';
import { applyStep } from '../history/apply';
import { rollsOfSteps } from '../history/moves';
import { rollView, storeRoll, type Db, type RollView } from '../rolls/store';
import { BASELINES, parseWizardEvent } from './history';
import { tellWizard } from './live';
import { findWizard, saveWizardState, wizardStateOf, wizardView, type WizardRow } from './model';

/** What an undo, a revert or a redo answers (the contract's): the wizard, why, and the rolls of the steps taken back — they stay listed, marked undone. */
export type WizardMoveAnswer = WizardUndoAnswer;

export const wizardAggregate: AggregateDescription<WizardRow, WizardState, WizardEvent, WizardMoveAnswer> = {
  aggregate: 'wizard',
  baselines: BASELINES,
  nothingToUndo: { rule: 'D7', code: 'nothing_to_undo_in_ledger', values: {} },
  undoneCode: 'ledger_step_undone',
  revertedCode: 'ledger_step_reverted',
  parse: parseWizardEvent,
  ...storedAsRow(findWizard, wizardView),
  state: wizardStateOf,
  replay: (_id, history, table) => replayWizardSkipping(history, table),
  netChanges: (before, after) => wizardNetChanges(before.wizard, after.wizard),
  async saveMove(tx, row, state) {
    await saveWizardState(tx, row, state);
    return { detail: {} };
  },
  async answerMove(tx, row, done) {
    return { wizard: wizardView(await findWizard(tx, row.id)), reasons: [...done.reasons], undoneRolls: await rollsOfSteps(tx, done.takenBack) };
  },
  publish: (hub, answer) => tellWizard(hub, answer.wizard),
};

// ─── a step ─────────────────────────────────────────────────────────────────────────────────────

/** What one applied event gives the route: the wizard after it, its step, what it showed, why, its rolls. */
export interface WizardStepDone {
  readonly row: WizardRow;
  readonly state: WizardState;
  readonly stepId: string;
  readonly detail: WizardEventDetail;
  readonly reasons: Reason[];
  readonly rolls: RollView[];
}

export interface WizardStepOptions {
  /** The step's id, when the event names it (a collection's start is its collection's id). */
  readonly stepId?: string;
  /** What the d20s are for, as the roll lists show it (none: the event rolls nothing). */
  readonly purpose?: string;
}

/** The d20s of a step: one roll of the step (an intimidation's two dice, a collection's check and table). */
async function storeStepRoll(tx: Db, row: WizardRow, state: WizardState, stepId: string, purpose: string, applied: { readonly reasons: readonly Reason[]; readonly rolls: Parameters<typeof storeRoll>[1]['rolls']; readonly detail: WizardEventDetail }): Promise<RollView[]> {
  if (applied.rolls.length === 0) return [];
  const { detail } = applied;
  const band =
    detail.kind === 'favour' && detail.favour.kind === 'intimidation'
      ? detail.favour.success
        ? 'success'
        : 'failure'
      : detail.kind === 'collection'
        ? detail.collection.status === 'skipped' || detail.collection.status === 'not_called'
          ? 'not_called'
          : 'called'
        : null;
  const value = detail.kind === 'favour' ? detail.favour : detail.kind === 'collection' ? withoutId(detail.collection) : detail;
  const link = detail.kind === 'collection' ? { collectionId: stepId } : { favourId: stepId };
  const stored = await storeRoll(tx, {
    campaignId: row.campaignId,
    wizardId: row.id,
    eventId: stepId,
    who: state.wizard.name,
    purpose,
    kind: 'd20',
    rolls: applied.rolls,
    band,
    reasons: applied.reasons,
    value,
    extra: link,
  });
  return [rollView(stored)];
}

function withoutId<T extends { readonly id: string }>(value: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = value;
  return rest;
}

interface WizardIntent extends WizardStepOptions {
  readonly event: WizardEvent;
}

interface WizardPlan extends PlannedStep<WizardState> {
  readonly event: WizardEvent;
  readonly eventDetail: WizardEventDetail;
  readonly rolls: Parameters<typeof storeRoll>[1]['rolls'];
  /** What its d20s are for (none: it stores no roll). */
  readonly purpose?: string;
}

/**
 * A wizard's step. A step out of the seed's end-of-game order (F4 settle, then one F6 check per
 * game) is refused here, before the reducer: the reducer itself replays without that check, so
 * that steps stored before it was made (a check with no settle) still replay for undo, import and
 * the doctor.
 */
const wizardSteps: StepWriter<WizardRow, WizardState, WizardIntent, WizardPlan, WizardRow, WizardStepDone> = {
  plan(row, { event, stepId, purpose }, { roller, table }) {
    const before = wizardStateOf(row);
    const outOfOrder = checkEndOfGameOrder(before, event.type);
    if (outOfOrder) throw new RuleRefusalError(outOfOrder.error);
    const applied = applyWizardEvent(before, event, { roller, table });
    if (!applied.ok) throw new RuleRefusalError(applied.error);
    const { state, dice, detail } = applied.value;
    return {
      type: event.type,
      payload: event,
      event,
      state,
      dice,
      detail,
      eventDetail: detail,
      reasons: [...applied.reasons],
      hidden: false,
      rolls: applied.rolls,
      ...(stepId === undefined ? {} : { id: stepId }),
      ...(purpose === undefined ? {} : { purpose }),
    };
  },
  save: (tx, row, planned) => saveWizardState(tx, row, planned.state),
  async answer(tx, _row, saved, step, planned) {
    const reasons = [...planned.reasons];
    const rolls = planned.purpose === undefined ? [] : await storeStepRoll(tx, saved, planned.state, step.id, planned.purpose, { reasons, rolls: planned.rolls, detail: planned.eventDetail });
    return { row: saved, state: planned.state, stepId: step.id, detail: planned.eventDetail, reasons, rolls };
  },
  publish: (hub, done) => tellWizard(hub, done.row),
};

/**
 * Applies `event` to the wizard at the version the client read: a rule's refusal is a 422 naming
 * the rule (nothing written), a stale version a 409 with the current wizard; told after the commit.
 */
export function applyWizardStep(deps: StepDeps, wizardId: string, version: number, event: WizardEvent, options: WizardStepOptions = {}): Promise<WizardStepDone> {
  return applyStep(deps, wizardAggregate, wizardSteps, { id: wizardId, version, intent: { event, ...options } });
}
