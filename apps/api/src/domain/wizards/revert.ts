/**
 * Revert any step of a wizard's history, and redo an undo (issue 34, "undo any step"; the generic
 * half: ../history/revert.ts). The wizard's own part: its replay (the rules'
 * `replayWizardSkipping`, each step on its own dice), its save, its answer — as its undo's
 * (./history.ts `undoWizardStep`): the wizard, why, and the rolls of the steps taken back.
 */
import { reason, replayWizardSkipping, wizardNetChanges, type Reason, type WizardEvent, type WizardState } from '@temps-mort/rules';
import type { PrismaClient } from '../../generated/prisma/client';
import { checkChoice, planRedo, planRevert, recordRedo, recordRevert, revertPreview, revertReason, type ReplayRevert, type RevertPreview } from '../history/revert';
import { rollStepInclude } from '../history/steps';
import { campaignTableRules, rollView, type RollView } from '../rolls/store';
import type { TableRules } from '@temps-mort/rules';
import { BASELINES, historyOf, parseWizardEvent } from './history';
import { findWizard, loadWizardAt, saveWizardState, wizardStateOf, wizardView, type WizardView } from './model';
import { commitStep } from '../history/write';

function wizardReplay(wizardId: string, table: TableRules): ReplayRevert<WizardEvent, WizardState> {
  return {
    ref: historyOf(wizardId),
    baselines: BASELINES,
    parse: parseWizardEvent,
    replay: (history) => replayWizardSkipping(history, table),
  };
}

/** What reverting step `seq` would do, nothing written (404, 422 as the revert would answer). */
export async function previewWizardRevert(db: PrismaClient, wizardId: string, seq: number): Promise<RevertPreview> {
  const row = await findWizard(db, wizardId);
  const revert = await planRevert(db, wizardReplay(wizardId, await campaignTableRules(db, row.campaignId)), seq);
  return revertPreview(row.version, revert, wizardNetChanges(wizardStateOf(row).wizard, revert.state.wizard));
}

/** What a revert or a redo answers: as an undo does. */
export interface WizardRevertAnswer {
  readonly wizard: WizardView;
  readonly reasons: Reason[];
  /** The rolls of the steps taken back: they stay listed, marked undone. */
  readonly undoneRolls: RollView[];
}

export interface WizardRevertInput {
  readonly wizardId: string;
  readonly version: number;
  readonly seq: number;
  /** The later steps that no longer apply, as the preview listed them: the GM chose they go too. */
  readonly alsoRevert: readonly number[];
}

/**
 * Reverts step `seq` and the later steps the GM confirmed (`alsoRevert`, exactly those that no
 * longer apply, or 422), in one transaction: the wizard saved as the replay of the steps kept, one
 * "undo" step per step taken back (409 on a stale version).
 */
export function revertWizardStep(db: PrismaClient, input: WizardRevertInput): Promise<WizardRevertAnswer> {
  return commitStep(db, async (tx) => {
    const row = await loadWizardAt(tx, input.wizardId, input.version);
    const table = await campaignTableRules(tx, row.campaignId);
    const revert = await planRevert(tx, wizardReplay(input.wizardId, table), input.seq);
    checkChoice(revert, input.alsoRevert);
    const saved = await saveWizardState(tx, row, revert.state);
    const why = revertReason(revert, reason('D7', 'ledger_step_reverted', { seq: revert.target.seq, type: revert.target.type }));
    await recordRevert(tx, revert, { table, reason: why, detail: () => ({}) });
    const takenBack = [revert.target, ...revert.noLongerApply.map((n) => n.step)];
    const rolls = await tx.roll.findMany({ where: { stepId: { in: takenBack.map((s) => s.id) } }, include: rollStepInclude, orderBy: { id: 'asc' } });
    return { wizard: wizardView(saved), reasons: takenBack.map(why), undoneRolls: rolls.map(rollView) };
  });
}

/**
 * Redoes the undo step `seq` (one transaction): its step kept again, the wizard saved as the replay
 * with it; 422 when a step kept since would no longer apply, or the undo was already redone.
 */
export function redoWizardStep(db: PrismaClient, input: { readonly wizardId: string; readonly version: number; readonly seq: number }): Promise<WizardRevertAnswer> {
  return commitStep(db, async (tx) => {
    const row = await loadWizardAt(tx, input.wizardId, input.version);
    const table = await campaignTableRules(tx, row.campaignId);
    const redo = await planRedo(tx, wizardReplay(input.wizardId, table), input.seq);
    const saved = await saveWizardState(tx, row, redo.state);
    const why = reason('D7', 'step_redone', { seq: redo.target.seq, type: redo.target.type });
    await recordRedo(tx, redo, { table, reason: why, detail: {} });
    return { wizard: wizardView(saved), reasons: [why], undoneRolls: [] };
  });
}
