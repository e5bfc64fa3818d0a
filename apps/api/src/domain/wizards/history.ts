/**
 * A wizard's history in the campaign's one log (aggregate "wizard", decision 014): every write on
 * a wizard — its creation, the GM's edits of the sheet and the warband, the ledger's favours,
 * pay-offs, settlements and collections — is one event of the rules' reducer (`applyWizardEvent`,
 * packages/rules/src/debt/events.ts), applied in one transaction: the version read checked, the
 * state saved, the step written with the dice it consumed and the table rules in force, its d20s
 * stored as rolls of the step. Undo replays the steps kept with their own dice (nobody re-rolls).
 */
import type { Reason, Roller, TableRules, WizardEvent, WizardEventDetail, WizardState } from '@temps-mort/rules';
import { applyWizardEvent, checkEndOfGameOrder, reason, replayWizard, wizardEventSchema, wizardNetChanges } from '@temps-mort/rules';
import type { PrismaClient, Step } from '../../generated/prisma/client';
import { RuleRefusalError } from '../../http/errors';
import { appendStep, rollStepInclude } from '../history/steps';
import { keptSinceBaseline, undoByReplay } from '../history/undo';
import { campaignTableRules, rollView, storeRoll, type Db, type RollView } from '../rolls/store';
import { loadWizardAt, saveWizardState, wizardStateOf, type WizardRow } from './model';
import { commitStep } from '../history/write';

/** The wizard's history in the one log. */
export const historyOf = (wizardId: string) => ({ aggregate: 'wizard', aggregateId: wizardId }) as const;

/** The events that start a history: never undone (delete the wizard instead), and nothing before them is replayed. */
export const BASELINES = ['wizard_created', 'wizard_restored'] as const;

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

/** Writes one step of the wizard's history (in the caller's transaction). */
export function recordWizardStep(
  tx: Db,
  row: WizardRow,
  step: { readonly id?: string; readonly event: WizardEvent; readonly dice: readonly number[]; readonly detail: WizardEventDetail; readonly reasons: readonly Reason[]; readonly table: TableRules | null },
) {
  return appendStep(tx, {
    ...(step.id === undefined ? {} : { id: step.id }),
    campaignId: row.campaignId,
    ...historyOf(row.id),
    type: step.event.type,
    payload: step.event,
    dice: step.dice,
    detail: step.detail,
    reasons: step.reasons,
    hidden: false,
    table: step.table,
  });
}

/**
 * Applies `event` to the wizard at the version the client read: a rule's refusal is a 422 naming
 * the rule (nothing written), a stale version a 409 with the current wizard. A step out of the
 * seed's end-of-game order (F4 settle, then one F6 check per game) is refused here, before the
 * reducer: the reducer itself replays without that check, so that steps stored before it was made
 * (a check with no settle) still replay for undo, import and the doctor.
 */
export function applyWizardStep(db: PrismaClient, roller: Roller, wizardId: string, version: number, event: WizardEvent, options: WizardStepOptions = {}): Promise<WizardStepDone> {
  return commitStep(db, async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    const table = await campaignTableRules(tx, row.campaignId);
    const before = wizardStateOf(row);
    const outOfOrder = checkEndOfGameOrder(before, event.type);
    if (outOfOrder) throw new RuleRefusalError(outOfOrder.error);
    const applied = applyWizardEvent(before, event, { roller, table });
    if (!applied.ok) throw new RuleRefusalError(applied.error);
    const { state, dice } = applied.value;
    // What the step moved, for the campaign's history.
    const detail = { ...applied.value.detail, changes: wizardNetChanges(before.wizard, state.wizard) };
    const saved = await saveWizardState(tx, row, state);
    const reasons = [...applied.reasons];
    const step = await recordWizardStep(tx, saved, { ...(options.stepId === undefined ? {} : { id: options.stepId }), event, dice, detail, reasons, table });
    const rolls = options.purpose === undefined ? [] : await storeStepRoll(tx, saved, state, step.id, options.purpose, { reasons, rolls: applied.rolls, detail });
    return { row: saved, state, stepId: step.id, detail, reasons, rolls };
  });
}

/** The wizard's events as stored, for a replay. */
export const parseWizardEvent = (payload: unknown): WizardEvent => wizardEventSchema.parse(payload) as WizardEvent;

/** The steps kept since the wizard's last baseline, oldest first. */
export function keptSinceWizardBaseline(tx: Db, wizardId: string): Promise<Step[]> {
  return keptSinceBaseline(tx, historyOf(wizardId), BASELINES);
}

/**
 * Undo, as a crew's (../history/undo.ts): the wizard's last step since its baseline not yet undone
 * is marked undone and the wizard becomes the replay of the steps kept, each with the dice it
 * consumed. Its rolls stay listed, marked undone. The creation (or the state the history began
 * with) is never undone: `D7 nothing_to_undo_in_ledger`.
 */
export function undoWizardStep(db: PrismaClient, wizardId: string, version: number): Promise<{ row: WizardRow; reasons: Reason[]; undoneRolls: RollView[] }> {
  return commitStep(db, async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    const table = await campaignTableRules(tx, row.campaignId);
    let saved = row;
    const why = (step: Pick<Step, 'seq' | 'type'>) => reason('D7', 'ledger_step_undone', { seq: step.seq, type: step.type });
    const { target } = await undoByReplay(tx, {
      ref: historyOf(wizardId),
      baselines: BASELINES,
      nothing: { rule: 'D7', code: 'nothing_to_undo_in_ledger', values: {} },
      parse: parseWizardEvent,
      replay: (history) => replayWizard(history, table),
      save: async (state) => {
        saved = await saveWizardState(tx, row, state);
      },
      reason: why,
      table,
    });
    const undoneRolls = await tx.roll.findMany({ where: { stepId: target.id }, include: rollStepInclude, orderBy: { id: 'asc' } });
    return { row: saved, reasons: [why(target)], undoneRolls: undoneRolls.map(rollView) };
  });
}
