/**
 * Frostgrave wizards the server can no longer read. A wizard is readable when its stored state —
 * the rules' whole `WizardState`, its only copy (decision 014) — parses with `wizardStateSchema`,
 * and its ledger reads: every step the ledger shows has a detail the ledger can show
 * (../domain/backup/ledgerDetail.ts), and the ledger view is built from them.
 *
 * A repair, in one transaction, as a crew's:
 *
 * 1. **Replay.** The state is rebuilt from its history as undo rebuilds it: the steps kept from
 *    its last baseline on, each with the dice it consumed, under its own table rules.
 * 2. **Clamp**, when no replay gives a readable state: the wizard is brought inside the model
 *    (./clamp.ts), each change reported, and a `wizard_restored` step starts its history again
 *    from the repaired state, so that undo, export and import replay to it (the ledger before it
 *    stays as it was; undo stops there).
 *
 * A pending collection that does not parse cannot be rebuilt (its dice and the rows it walked are
 * in that state), nor can a ledger step whose detail does not read: they are reported, never
 * guessed.
 */
import { applyWizardEvent, endOfGameSchema, pendingDebtCollectionSchema, replayWizard, scriptedRoller, wizardSchema, wizardStateSchema, type WizardState } from '@temps-mort/rules';
import { ledgerDetailSchema } from '../domain/wizards/ledgerDetail';
import type { Db } from '../domain/crews/repository';
import { appendStep, HISTORY_MOVES } from '../domain/history/steps';
import { campaignTableRules, parseJson } from '../domain/rolls/store';
import { historyOf, keptSinceWizardBaseline, parseWizardEvent } from '../domain/wizards/history';
import { storedStep } from '../domain/history/replay';
import { getLedger } from '../domain/wizards/ledger';
import { saveWizardState, type WizardRow } from '../domain/wizards/model';
import { clampToSchema, errorText, issueTexts, type Change } from './clamp';
import { committedIf, type Transact } from './transaction';

const NOT_JSON = Symbol('not JSON');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The wizard's name as stored, for the reports ('' when the state does not say). */
export function storedWizardName(text: string): string {
  const state = parseJson<unknown>(text, NOT_JSON);
  const name = isObject(state) && isObject(state.wizard) ? state.wizard.name : undefined;
  return typeof name === 'string' ? name : '';
}

function stateProblems(text: string): string[] {
  const state = parseJson<unknown>(text, NOT_JSON);
  if (state === NOT_JSON) return ['its stored state is not JSON'];
  const parsed = wizardStateSchema.safeParse(state);
  return parsed.success ? [] : issueTexts(parsed.error, state);
}

/** The steps the ledger shows (not undone, not undos or redos) whose detail it cannot show. */
async function ledgerStepProblems(db: Db, wizardId: string): Promise<string[]> {
  const steps = await db.step.findMany({
    where: { ...historyOf(wizardId), undoneById: null, type: { notIn: [...HISTORY_MOVES] } },
    orderBy: { seq: 'asc' },
    select: { seq: true, type: true, detail: true, createdAt: true },
  });
  return steps.flatMap((step) => {
    const detail = parseJson<unknown>(step.detail, NOT_JSON);
    const read = detail === NOT_JSON ? null : ledgerDetailSchema.safeParse(detail);
    const why = read === null ? ['is not JSON'] : read.success ? [] : issueTexts(read.error, detail);
    return why.map((w) => `ledger step ${step.seq} (${step.type} of ${step.createdAt.toISOString().slice(0, 10)}) detail ${w}`);
  });
}

/** Why the server cannot read the wizard; empty when it can. */
export async function wizardReadProblems(db: Db, wizardId: string): Promise<string[]> {
  const row = await db.wizard.findUnique({ where: { id: wizardId } });
  if (row === null) return [];
  const problems = [...stateProblems(row.state), ...(await ledgerStepProblems(db, wizardId))];
  if (problems.length > 0) return problems;
  // The ledger view itself, as its route reads it.
  try {
    await getLedger(db, wizardId);
    return [];
  } catch (error) {
    return [`its ledger: ${errorText(error)}`];
  }
}

// ------------------------------------------------------------------------------------------------
// 1. Replay.

/** The state its history rebuilds (from its last baseline, as undo does), when that one reads. */
async function replayedState(tx: Db, row: WizardRow): Promise<WizardState | null> {
  try {
    const kept = await keptSinceWizardBaseline(tx, row.id);
    const replayed = replayWizard(kept.map((s) => storedStep(s, parseWizardEvent)), await campaignTableRules(tx, row.campaignId));
    return replayed.ok && wizardStateSchema.safeParse(replayed.value).success ? replayed.value : null;
  } catch {
    // No baseline, a step that no longer parses, or one that consumes other dice than it stored.
    return null;
  }
}

// ------------------------------------------------------------------------------------------------
// 2. Clamp.

type ClampPlan = { readonly ok: true; readonly state: WizardState; readonly changes: Change[] } | { readonly ok: false; readonly why: string; readonly changes: Change[] };

/** The wizard brought inside the model; the pending collection only as it is (never guessed). */
function planClamp(text: string): ClampPlan {
  const value = parseJson<unknown>(text, NOT_JSON);
  if (!isObject(value)) return { ok: false, why: 'its stored state is not a JSON object: nothing to rebuild it from', changes: [] };
  const { wizard, collection, endOfGame, ...unknown } = value;
  const pending = pendingDebtCollectionSchema.nullable().safeParse(collection);
  if (!pending.success) {
    const issues = issueTexts(pending.error, collection).join('; ');
    return { ok: false, why: `its pending collection cannot be rebuilt (its dice and the rows it walked are in that state): ${issues}`, changes: [] };
  }
  const clamped = clampToSchema(wizardSchema, wizard);
  if (!clamped.ok) return { ok: false, why: `no safe change fixes: ${clamped.problems.join('; ')}`, changes: [...clamped.changes] };
  const extra = Object.keys(unknown);
  // An unreadable stage reads as a game whose end was never recorded: its next check needs a settle.
  const stage = endOfGameSchema.safeParse(endOfGame);
  const changes = [
    ...clamped.changes,
    ...(stage.success ? [] : [{ path: 'state.endOfGame', problem: issueTexts(stage.error, endOfGame).join('; '), fix: 'set to playing' }]),
    ...(extra.length === 0 ? [] : [{ path: 'state', problem: `Unrecognized key(s): ${extra.join(', ')}`, fix: `removed ${extra.join(', ')}` }]),
  ];
  return { ok: true, state: { wizard: clamped.value, collection: pending.data, endOfGame: stage.success ? stage.data : 'playing' }, changes };
}

/** A `wizard_restored` step: the history starts again from the repaired state (the reducer's own baseline). */
async function restartHistory(tx: Db, row: WizardRow, state: WizardState, now: Date): Promise<{ ok: true } | { ok: false; why: string }> {
  const table = await campaignTableRules(tx, row.campaignId);
  const event = { type: 'wizard_restored', state } as const;
  const applied = applyWizardEvent(null, event, { roller: scriptedRoller([]), table });
  if (!applied.ok) return { ok: false, why: `the rules refuse the repaired wizard (${applied.error.rule} ${applied.error.code})` };
  await appendStep(tx, {
    campaignId: row.campaignId,
    ...historyOf(row.id),
    type: event.type,
    payload: event,
    dice: [],
    detail: { ...applied.value.detail, repair: 'doctor' },
    reasons: [...applied.reasons],
    hidden: false,
    table,
    at: now,
  });
  return { ok: true };
}

// ------------------------------------------------------------------------------------------------
// The repair.

export type WizardRepair =
  /** Its state rebuilt, clamped, or already readable; `lost`: the ledger's steps that cannot be rebuilt. */
  | { readonly how: 'replay'; readonly lost: readonly string[] }
  | { readonly how: 'clamp'; readonly changes: readonly Change[]; readonly lost: readonly string[] }
  | { readonly how: 'readable'; readonly lost: readonly string[] }
  /** Nothing written. */
  | { readonly how: 'none'; readonly changes: readonly Change[]; readonly why: string };

/** Repairs one wizard: its state by replay if it can, else by clamping it, in one transaction; what it cannot rebuild is reported. */
export async function repairWizard(transact: Transact, wizardId: string, now: Date): Promise<WizardRepair> {
  const answer = await committedIf(transact, async (tx): Promise<({ ok: true } & Exclude<WizardRepair, { how: 'none' }>) | { ok: false; why: string; changes: Change[] }> => {
    const row = await tx.wizard.findUniqueOrThrow({ where: { id: wizardId } });
    const lost = await ledgerStepProblems(tx, wizardId);
    if (stateProblems(row.state).length === 0) return { ok: true, how: 'readable', lost };
    const replayed = await replayedState(tx, row);
    if (replayed !== null) {
      await saveWizardState(tx, row, replayed);
      return { ok: true, how: 'replay', lost };
    }
    const plan = planClamp(row.state);
    if (!plan.ok) return plan;
    const saved = await saveWizardState(tx, row, plan.state);
    const restarted = await restartHistory(tx, saved, plan.state, now);
    if (!restarted.ok) return { ok: false, why: restarted.why, changes: plan.changes };
    return { ok: true, how: 'clamp', changes: plan.changes, lost };
  });
  if (!answer.ok) return { how: 'none', changes: answer.changes, why: answer.why };
  const { ok: _ok, ...done } = answer;
  return done;
}
