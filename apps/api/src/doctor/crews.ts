/**
 * Crews the server can no longer read, and their repair.
 *
 * A crew is readable when `loadCrew` runs and the crew it gives passes the rules' `crewSchema`
 * (the schema the crew sheet is answered with). A repair, one transaction each:
 *
 * 1. **Replay.** The crew is rebuilt from its history as undo rebuilds it: the steps not undone,
 *    with the dice each consumed, under the table rules each was played with and the rules
 *    revision each was applied under (`replayDowntime`).
 *    A stored step that no longer validates — its payload no longer parses, the rules now refuse
 *    it, it consumes other dice, or it leaves a crew the model refuses — is skipped and marked
 *    undone by an "undo" step appended to the history (so undo, export and import go on replaying
 *    the same history); every skipped step is reported.
 * 2. **Clamp**, when no replay gives a readable crew (its creation no longer validates, or the
 *    rebuilt crew does not read back): the stored crew is brought inside the model (./clamp.ts):
 *    numbers to their bounds, lists to their caps (the newest items go), reserved keys and unknown
 *    fields removed… and a current downtime that does not read is reset to idle, each change
 *    reported. The history is left as it was.
 *
 * Nothing is written when neither works: the report says why, and a backup restores by hand.
 */
import {
  crewSchema,
  downtimeEventSchema,
  emptyCrew,
  initialDowntimeState,
  reason,
  replayDowntime,
  rulesRevisionSchema,
  tableRulesFrom,
  type DowntimeEvent,
  type DowntimeState,
  type RulesRevision,
  type StoredDowntimeEvent,
  type TableRules,
} from '@temps-mort/rules';
import { loadCrew, saveCrewState, storedCrewStateSchema, type Db } from '../domain/crews/repository';
import { HISTORY_MOVES, recordUndo } from '../domain/history/steps';
import { parseJson } from '../domain/rolls/store';
import { clampToSchema, errorText, issueTexts, type Change } from './clamp';
import { committedIf, type Transact } from './transaction';

/** Why the server cannot read the crew; empty when it can. */
export async function crewReadProblems(db: Db, crewId: string): Promise<string[]> {
  try {
    const loaded = await loadCrew(db, crewId);
    if (loaded === null) return [];
    const parsed = crewSchema.safeParse(loaded.state.crew);
    return parsed.success ? [] : issueTexts(parsed.error, loaded.state.crew);
  } catch (error) {
    return [errorText(error)];
  }
}

// ------------------------------------------------------------------------------------------------
// 1. Replay.

/** A step of the history a repair skipped, and why. */
export interface DroppedStep {
  readonly seq: number;
  readonly type: string;
  readonly why: string;
}

interface HistoryStep {
  readonly id: string;
  readonly seq: number;
  readonly type: string;
  readonly hidden: boolean;
  /** The step as the replay takes it; undefined when it no longer reads. */
  readonly stored: StoredDowntimeEvent | undefined;
  readonly invalid?: string;
}

const NOT_JSON = Symbol('not JSON');

function storedStep(row: { payload: string; dice: string; tableRules: string | null; rulesRevision: number }): { stored: StoredDowntimeEvent } | { invalid: string } {
  const payload = parseJson<unknown>(row.payload, NOT_JSON);
  const dice = parseJson<unknown>(row.dice, NOT_JSON);
  const table = row.tableRules === null ? null : parseJson<unknown>(row.tableRules, NOT_JSON);
  if (payload === NOT_JSON || dice === NOT_JSON || table === NOT_JSON) return { invalid: 'is not JSON' };
  const event = downtimeEventSchema.safeParse(payload);
  if (!event.success) return { invalid: `no longer validates: ${issueTexts(event.error, payload).slice(0, 3).join('; ')}` };
  if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d))) return { invalid: 'has stored dice that are not dice' };
  const revision = rulesRevisionSchema.safeParse(row.rulesRevision);
  if (!revision.success) return { invalid: `was applied under rules revision ${row.rulesRevision}, which this version does not know` };
  try {
    return { stored: { event: event.data as DowntimeEvent, dice, ...(table === null ? {} : { table: tableRulesFrom(table) }), revision: revision.data as RulesRevision } };
  } catch (error) {
    return { invalid: `has table rules that no longer validate: ${errorText(error)}` };
  }
}

/** The steps a replay takes (not undone, not undos or redos), in order. */
async function readHistory(db: Db, crewId: string): Promise<HistoryStep[]> {
  const rows = await db.step.findMany({
    where: { crewId, undoneById: null, type: { notIn: [...HISTORY_MOVES] } },
    orderBy: { seq: 'asc' },
    select: { id: true, seq: true, type: true, hidden: true, payload: true, dice: true, tableRules: true, rulesRevision: true },
  });
  return rows.map((row) => {
    const step = storedStep(row);
    return { id: row.id, seq: row.seq, type: row.type, hidden: row.hidden, ...('stored' in step ? step : { stored: undefined, invalid: step.invalid }) };
  });
}

type Replayed = { readonly ok: true; readonly state: DowntimeState } | { readonly ok: false; readonly why: string };

/** The crew rebuilt from these steps, when the rules take them all and the model takes the result. */
function replay(crewId: string, steps: readonly HistoryStep[], table: TableRules): Replayed {
  try {
    const replayed = replayDowntime(emptyCrew(crewId), steps.map((s) => s.stored as StoredDowntimeEvent), table);
    if (!replayed.ok) return { ok: false, why: `is now refused by the rules (${replayed.error.rule} ${replayed.error.code})` };
    const crew = crewSchema.safeParse(replayed.value.crew);
    if (!crew.success) return { ok: false, why: `leaves a crew the model refuses: ${issueTexts(crew.error, replayed.value.crew).slice(0, 3).join('; ')}` };
    return { ok: true, state: replayed.value };
  } catch (error) {
    // replayDowntime throws when a step consumes other dice than it stored.
    return { ok: false, why: `no longer replays: ${errorText(error)}` };
  }
}

type ReplayPlan =
  | { readonly ok: true; readonly state: DowntimeState; readonly dropped: readonly (HistoryStep & { why: string })[] }
  | { readonly ok: false; readonly why: string };

/**
 * The history's steps kept, greedily in order: each is kept when the replay of the kept ones and
 * it still works. A binary search finds the first step that breaks the replay (a replay that
 * fails at a step fails for every longer history), so a healthy history costs one replay.
 */
function planReplay(crewId: string, history: readonly HistoryStep[], table: TableRules): ReplayPlan {
  const first = history[0];
  if (first === undefined || first.type !== 'crew_created') return { ok: false, why: 'its history does not start with its creation' };
  // Without its creation, no later step has a crew to apply to.
  if (first.invalid !== undefined) return { ok: false, why: `its creation (step ${first.seq}) ${first.invalid}` };
  const dropped: (HistoryStep & { why: string })[] = history.filter((s) => s.invalid !== undefined).map((s) => ({ ...s, why: s.invalid ?? '' }));
  let kept: HistoryStep[] = [];
  let rest = history.filter((s) => s.invalid === undefined);
  let state: DowntimeState | undefined;
  while (rest.length > 0) {
    const all = replay(crewId, [...kept, ...rest], table);
    if (all.ok) {
      kept = [...kept, ...rest];
      state = all.state;
      break;
    }
    let [good, bad, why] = [0, rest.length, all.why];
    while (bad - good > 1) {
      const mid = Math.floor((good + bad) / 2);
      const tried = replay(crewId, [...kept, ...rest.slice(0, mid)], table);
      if (tried.ok) good = mid;
      else [bad, why] = [mid, tried.why];
    }
    dropped.push({ ...(rest[good] as HistoryStep), why });
    kept = [...kept, ...rest.slice(0, good)];
    rest = rest.slice(good + 1);
  }
  if (kept[0]?.id !== first.id) {
    const creation = dropped.find((s) => s.id === first.id);
    return { ok: false, why: `its creation (step ${first.seq}) ${creation?.why ?? 'no longer validates'}` };
  }
  if (state === undefined) {
    const last = replay(crewId, kept, table);
    if (!last.ok) return { ok: false, why: `the steps kept ${last.why}` };
    state = last.state;
  }
  return { ok: true, state, dropped: dropped.sort((a, b) => a.seq - b.seq) };
}

async function campaignTable(db: Db, crewId: string): Promise<TableRules> {
  const crew = await db.crew.findUniqueOrThrow({ where: { id: crewId }, select: { campaign: { select: { tableRules: true } } } });
  return tableRulesFrom(parseJson<unknown>(crew.campaign.tableRules, {}));
}

/** Marks a skipped step undone by an "undo" step, as the app's undo records one (saying why). */
async function markUndone(tx: Db, crewId: string, step: DroppedStep & { id: string; hidden: boolean }, table: TableRules, now: Date): Promise<void> {
  const { campaignId } = await tx.crew.findUniqueOrThrow({ where: { id: crewId }, select: { campaignId: true } });
  await recordUndo(
    tx,
    { ...step, campaignId, aggregate: 'crew', aggregateId: crewId },
    { reason: reason('D7', 'step_undone', { seq: step.seq, type: step.type }), table, at: now, detail: { repair: 'doctor', problem: step.why } },
  );
}

/** Replays the crew in `tx`; the steps skipped, or why no replay gives a readable crew. */
async function repairByReplay(tx: Db, crewId: string, now: Date): Promise<{ ok: true; dropped: DroppedStep[] } | { ok: false; why: string }> {
  const table = await campaignTable(tx, crewId);
  const plan = planReplay(crewId, await readHistory(tx, crewId), table);
  if (!plan.ok) return plan;
  try {
    await saveCrewState(tx, crewId, plan.state);
  } catch (error) {
    return { ok: false, why: `the rebuilt crew cannot be stored: ${errorText(error)}` };
  }
  for (const step of plan.dropped) await markUndone(tx, crewId, step, table, now);
  const problems = await crewReadProblems(tx, crewId);
  if (problems.length > 0) return { ok: false, why: `the rebuilt crew does not read back: ${problems.join('; ')}` };
  return { ok: true, dropped: plan.dropped.map(({ seq, type, why }) => ({ seq, type, why })) };
}

// ------------------------------------------------------------------------------------------------
// 2. Clamp.

/** The stored state without its crew: the current downtime's progress. */
const progressSchema = storedCrewStateSchema.omit({ crew: true });

type ClampPlan =
  | { readonly ok: true; readonly state: DowntimeState; readonly changes: Change[] }
  | { readonly ok: false; readonly problems: string[]; readonly changes: Change[] };

/** The crew's lists' items by their names ('character "Nyx" attributes.x'); the rest under the crew's. */
const ITEM = /^(character|faction|cohort)s\.("(?:[^"\\]|\\.)*")(?:\.(.*))?$/;

const labelled = (label: string, changes: readonly Change[]): Change[] =>
  changes.map((c) => {
    if (c.path === '(whole value)') return { ...c, path: label };
    const item = ITEM.exec(c.path);
    return { ...c, path: item ? `${item[1]} ${item[2]}${item[3] ? ` ${item[3]}` : ''}` : `${label} ${c.path}` };
  });

/**
 * The crew brought inside the model (numbers to their bounds, lists to their caps, reserved keys
 * and unknown fields removed…); when the current downtime's progress does not read, the downtime
 * is reset to idle (its number kept), which is recorded too.
 */
function planClamp(text: string): ClampPlan {
  const value = parseJson<unknown>(text, NOT_JSON);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problems: ['the stored crew is not a JSON object'], changes: [] };
  const { crew, ...progress } = value as Record<string, unknown>;
  const name = (crew as { name?: unknown } | undefined)?.name;
  const label = `crew "${typeof name === 'string' ? name : '?'}"`;
  const clamped = clampToSchema(crewSchema, crew);
  const changes = labelled(label, clamped.changes);
  if (!clamped.ok) return { ok: false, problems: clamped.problems.map((p) => `${label} ${p}`), changes };
  const read = progressSchema.safeParse(progress);
  if (read.success) return { ok: true, state: { ...(read.data as Omit<DowntimeState, 'crew'>), crew: clamped.value }, changes };
  const number = typeof progress.downtime === 'number' && Number.isInteger(progress.downtime) && progress.downtime >= 0 ? progress.downtime : 0;
  changes.push({
    path: `${label} downtime`,
    problem: issueTexts(read.error, progress).slice(0, 3).join('; '),
    fix: `the current downtime (phase ${String(progress.phase)}, downtime ${number}) reset: idle`,
  });
  return { ok: true, state: { ...initialDowntimeState(clamped.value), downtime: number }, changes };
}

async function storedText(db: Db, crewId: string): Promise<string> {
  return (await db.crew.findUniqueOrThrow({ where: { id: crewId }, select: { state: true } })).state;
}

/** What a clamp would change, without writing: the doctor's listing names the exact parts. */
export async function crewRowProblems(db: Db, crewId: string): Promise<string[]> {
  const plan = planClamp(await storedText(db, crewId));
  return [...plan.changes.map((c) => `${c.path}: ${c.problem}`), ...(plan.ok ? [] : plan.problems)];
}

/** Clamps the crew in `tx`; the changes, or why the crew still does not read. */
async function repairByClamp(tx: Db, crewId: string): Promise<{ ok: true; changes: Change[] } | { ok: false; why: string; changes: Change[] }> {
  const plan = planClamp(await storedText(tx, crewId));
  if (!plan.ok) return { ok: false, why: `no safe change fixes: ${plan.problems.join('; ')}`, changes: plan.changes };
  try {
    await saveCrewState(tx, crewId, plan.state);
  } catch (error) {
    return { ok: false, why: `the clamped crew cannot be stored: ${errorText(error)}`, changes: plan.changes };
  }
  const problems = await crewReadProblems(tx, crewId);
  if (problems.length > 0) return { ok: false, why: `it still does not read: ${problems.join('; ')}`, changes: plan.changes };
  return { ok: true, changes: plan.changes };
}

// ------------------------------------------------------------------------------------------------
// The repair.

export type CrewRepair =
  | { readonly repaired: true; readonly how: 'replay'; readonly dropped: readonly DroppedStep[] }
  | { readonly repaired: true; readonly how: 'clamp'; readonly changes: readonly Change[]; readonly replayProblem: string }
  | { readonly repaired: false; readonly replayProblem: string; readonly clampProblem: string };

/** Repairs one crew: by replay if it can, else by clamping it; each try is one transaction. */
export async function repairCrew(transact: Transact, crewId: string, now: Date): Promise<CrewRepair> {
  const bump = (tx: Db) => tx.crew.update({ where: { id: crewId }, data: { version: { increment: 1 } } });
  const replayed = await committedIf(transact, async (tx) => {
    const answer = await repairByReplay(tx, crewId, now);
    if (answer.ok) await bump(tx);
    return answer;
  });
  if (replayed.ok) return { repaired: true, how: 'replay', dropped: replayed.dropped };
  const clamped = await committedIf(transact, async (tx) => {
    const answer = await repairByClamp(tx, crewId);
    if (answer.ok) await bump(tx);
    return answer;
  });
  if (clamped.ok) return { repaired: true, how: 'clamp', changes: clamped.changes, replayProblem: replayed.why };
  return { repaired: false, replayProblem: replayed.why, clampProblem: clamped.why };
}
