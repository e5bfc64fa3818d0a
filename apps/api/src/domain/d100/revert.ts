/**
 * Revert any roll of a complex action's history, and redo an undo (issue 34, "undo any step"; the
 * generic half: ../history/revert.ts). The tracker's own part: its replay (the rules'
 * `replayComplexActionSkipping`, each roll on its own dice), its save, its answer — as its undo's
 * (./complexActions.ts `undoComplexAction`): the tracker, why, and the rolls taken back.
 */
import { complexActionNetChanges, reason, replayComplexActionSkipping, type ComplexAction, type ComplexActionEvent, type Reason, type TableRules } from '@temps-mort/rules';
import type { PrismaClient } from '../../generated/prisma/client';
import { checkChoice, planRedo, planRevert, recordRedo, recordRevert, revertPreview, revertReason, type ReplayRevert, type RevertPreview } from '../history/revert';
import { rollStepInclude } from '../history/steps';
import { keptSinceBaseline } from '../history/undo';
import { campaignTableRules, parseJson, rollView, type RollView } from '../rolls/store';
import { COMPLEX_ACTION_BASELINES, complexActionHistoryOf, complexActionView, findComplexAction, loadComplexActionAt, parseComplexActionEvent, saveTracker, trackerOf, type ComplexActionView } from './complexActions';
import { commitStep } from '../history/write';

function trackerReplay(id: string, table: TableRules): ReplayRevert<ComplexActionEvent, ComplexAction> {
  return {
    ref: complexActionHistoryOf(id),
    baselines: COMPLEX_ACTION_BASELINES,
    parse: parseComplexActionEvent,
    replay: (history) => {
      const replayed = replayComplexActionSkipping(history, table);
      return { state: replayed.tracker, skipped: replayed.skipped };
    },
  };
}

/** What reverting roll `seq` would do, nothing written (404, 422 as the revert would answer). */
export async function previewComplexActionRevert(db: PrismaClient, id: string, seq: number): Promise<RevertPreview> {
  const row = await findComplexAction(db, id);
  const revert = await planRevert(db, trackerReplay(id, await campaignTableRules(db, row.campaignId)), seq);
  return revertPreview(row.version, revert, complexActionNetChanges(trackerOf(row), revert.state));
}

/** What a revert or a redo answers: as an undo does, with the rolls it took back (for the crew's phones). */
export interface ComplexRevertAnswer {
  readonly complexAction: ComplexActionView;
  readonly reasons: readonly Reason[];
  readonly undoneRolls: readonly RollView[];
}

/**
 * Reverts roll `seq` and the later rolls the GM confirmed (`alsoRevert`, exactly those that no
 * longer apply, or 422), in one transaction: the tracker saved as the replay of the rolls kept,
 * one "undo" step per roll taken back (409 on a stale version).
 */
export function revertComplexActionStep(db: PrismaClient, input: { readonly id: string; readonly version: number; readonly seq: number; readonly alsoRevert: readonly number[] }): Promise<ComplexRevertAnswer> {
  return commitStep(db, async (tx) => {
    const row = await loadComplexActionAt(tx, input.id, input.version);
    const table = await campaignTableRules(tx, row.campaignId);
    const revert = await planRevert(tx, trackerReplay(input.id, table), input.seq);
    checkChoice(revert, input.alsoRevert);
    await saveTracker(tx, row, revert.state);
    const why = revertReason(revert, reason('D7', 'complex_roll_reverted', { seq: revert.target.seq, type: revert.target.type }));
    await recordRevert(tx, revert, { table, reason: why, detail: () => ({}) });
    const takenBack = [revert.target, ...revert.noLongerApply.map((n) => n.step)];
    const rolls = await tx.roll.findMany({ where: { stepId: { in: takenBack.map((s) => s.id) } }, include: rollStepInclude, orderBy: { id: 'asc' } });
    return { complexAction: complexActionView(await findComplexAction(tx, input.id)), reasons: takenBack.map(why), undoneRolls: rolls.map(rollView) };
  });
}

/**
 * Redoes the undo step `seq` (one transaction): its roll kept again, the tracker saved as the
 * replay with it; 422 when a roll kept since would no longer apply, or the undo was already redone.
 */
export function redoComplexActionStep(db: PrismaClient, input: { readonly id: string; readonly version: number; readonly seq: number }): Promise<ComplexRevertAnswer> {
  return commitStep(db, async (tx) => {
    const row = await loadComplexActionAt(tx, input.id, input.version);
    const table = await campaignTableRules(tx, row.campaignId);
    const redo = await planRedo(tx, trackerReplay(input.id, table), input.seq);
    await saveTracker(tx, row, redo.state);
    const why = reason('D7', 'step_redone', { seq: redo.target.seq, type: redo.target.type });
    await recordRedo(tx, redo, { table, reason: why, detail: {} });
    const rolls = await tx.roll.findMany({ where: { stepId: redo.target.id }, include: rollStepInclude, orderBy: { id: 'asc' } });
    return { complexAction: complexActionView(await findComplexAction(tx, input.id)), reasons: [why], undoneRolls: rolls.map(rollView) };
  });
}

/**
 * What the GM's « Annuler cette étape » and « Rétablir » name on the action's rolls: each roll of
 * the tracker's log (numbered from the ones its start already held) by its step, and the undos not
 * taken back, newest first.
 */
export async function complexActionSteps(db: PrismaClient, id: string): Promise<{ rolls: { roll: number; seq: number; type: string }[]; undos: { seq: number; undid: { seq: number; type: string } }[] }> {
  await findComplexAction(db, id);
  const [kept, undos] = await Promise.all([
    keptSinceBaseline(db, complexActionHistoryOf(id), COMPLEX_ACTION_BASELINES),
    db.step.findMany({ where: { ...complexActionHistoryOf(id), type: 'undo', undoneById: null }, orderBy: { seq: 'desc' } }),
  ]);
  const [start, ...rolls] = kept;
  const before = start === undefined ? 0 : (parseJson<{ tracker?: { history?: unknown[] } } | null>(start.payload, null)?.tracker?.history?.length ?? 0);
  return {
    rolls: rolls.map((step, i) => ({ roll: before + i + 1, seq: step.seq, type: step.type })),
    undos: undos.map((undo) => {
      const undid = parseJson<{ undone?: unknown; type?: unknown } | null>(undo.detail, null);
      return { seq: undo.seq, undid: { seq: typeof undid?.undone === 'number' ? undid.undone : 0, type: typeof undid?.type === 'string' ? undid.type : '' } };
    }),
  };
}
