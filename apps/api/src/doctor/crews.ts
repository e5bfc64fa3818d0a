/**
 * Crews the server can no longer read, and their repair.
 *
 * A crew is readable when `loadCrew` runs and the crew it gives passes the rules' `crewSchema`
 * (the schema the crew sheet is answered with). A repair, one transaction each:
 *
 * 1. **Replay.** The crew is rebuilt from its history as undo rebuilds it: the steps not undone,
 *    with the dice each consumed, under the table rules each was played with (`replayDowntime`).
 *    A stored step that no longer validates — its payload no longer parses, the rules now refuse
 *    it, it consumes other dice, or it leaves a crew the model refuses — is skipped and marked
 *    undone by an "undo" step appended to the history (so undo, export and import go on replaying
 *    the same history); every skipped step is reported.
 * 2. **Clamp**, when no replay gives a readable crew (its creation no longer validates, or the
 *    rebuilt crew does not read back): the stored rows are brought inside the model (./clamp.ts):
 *    numbers to their bounds, lists to their caps (the newest items go), reserved keys and unknown
 *    fields removed… each change reported. The history is left as it was.
 *
 * Nothing is written when neither works: the report says why, and a backup restores by hand.
 */
import {
  crewSchema,
  characterSchema,
  cohortSchema,
  downtimeEventSchema,
  emptyCrew,
  factionSchema,
  reason,
  replayDowntime,
  tableRulesFrom,
  type DowntimeEvent,
  type DowntimeState,
  type StoredDowntimeEvent,
  type TableRules,
} from '@temps-mort/rules';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client';
import { loadCrew, saveCrewState, type Db } from '../domain/crews/repository';
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

function storedStep(row: { payload: string; dice: string; tableRules: string | null }): { stored: StoredDowntimeEvent } | { invalid: string } {
  const payload = parseJson<unknown>(row.payload, NOT_JSON);
  const dice = parseJson<unknown>(row.dice, NOT_JSON);
  const table = row.tableRules === null ? null : parseJson<unknown>(row.tableRules, NOT_JSON);
  if (payload === NOT_JSON || dice === NOT_JSON || table === NOT_JSON) return { invalid: 'is not JSON' };
  const event = downtimeEventSchema.safeParse(payload);
  if (!event.success) return { invalid: `no longer validates: ${issueTexts(event.error, payload).slice(0, 3).join('; ')}` };
  if (!Array.isArray(dice) || !dice.every((d) => Number.isInteger(d))) return { invalid: 'has stored dice that are not dice' };
  try {
    return { stored: { event: event.data as DowntimeEvent, dice, ...(table === null ? {} : { table: tableRulesFrom(table) }) } };
  } catch (error) {
    return { invalid: `has table rules that no longer validate: ${errorText(error)}` };
  }
}

/** The steps a replay takes (not undone, not undos), in order. */
async function readHistory(db: Db, crewId: string): Promise<HistoryStep[]> {
  const rows = await db.crewEvent.findMany({
    where: { crewId, undoneById: null, type: { not: 'undo' } },
    orderBy: { seq: 'asc' },
    select: { id: true, seq: true, type: true, hidden: true, payload: true, dice: true, tableRules: true },
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

/** Marks a skipped step undone by an "undo" step, as the app's undo records one. */
async function markUndone(tx: Db, crewId: string, step: DroppedStep & { id: string; hidden: boolean }, table: TableRules, now: Date): Promise<void> {
  const last = await tx.crewEvent.findFirst({ where: { crewId }, orderBy: { seq: 'desc' }, select: { seq: true } });
  const undo = await tx.crewEvent.create({
    data: {
      crewId,
      seq: (last?.seq ?? 0) + 1,
      type: 'undo',
      payload: JSON.stringify({ type: 'undo', seq: step.seq }),
      dice: '[]',
      detail: JSON.stringify({ undone: step.seq, type: step.type, repair: 'doctor', problem: step.why }),
      reasons: JSON.stringify([reason('D7', 'step_undone', { seq: step.seq, type: step.type })]),
      tableRules: JSON.stringify(table),
      hidden: step.hidden,
      createdAt: now,
    },
    select: { id: true },
  });
  await tx.crewEvent.update({ where: { id: step.id }, data: { undoneById: undo.id } });
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

const crewInclude = {
  factions: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  cohorts: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  characters: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { clocks: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } } },
  downtime: true,
} as const satisfies Prisma.CrewInclude;
type CrewRows = Prisma.CrewGetPayload<{ include: typeof crewInclude }>;

/** The JSON columns of a crew row, with what an unreadable one becomes (its list emptied). */
const CREW_JSON = ['claims', 'prisonClaims', 'unpaidTithes', 'pendingEntanglements', 'assets'] as const;
const crewRowSchema = crewSchema.pick({
  name: true,
  tier: true,
  hold: true,
  rep: true,
  coin: true,
  heat: true,
  wanted: true,
  atWar: true,
  claims: true,
  prisonClaims: true,
  unpaidTithes: true,
  pendingEntanglements: true,
  assets: true,
});

/** A character's JSON columns, and what an unreadable one becomes. */
const CHARACTER_JSON = { attributes: {}, skills: {}, harm: [], trauma: [], vice: null, pools: undefined, traits: [], comfort: null } as const;

/** What a clamp plans for a crew: the edits (for the report) and the writes (for the repair). */
interface RowPlan {
  readonly changes: Change[];
  /** What no edit can fix. */
  readonly problems: string[];
  readonly writes: ((tx: Db) => Promise<unknown>)[];
}

const labelled = (label: string, changes: readonly Change[]): Change[] =>
  changes.map((c) => ({ ...c, path: c.path === '(whole value)' ? label : `${label} ${c.path}` }));

/** Reads the JSON columns; an unreadable one takes its empty value, recorded as a change. */
function readColumns<K extends string>(
  row: { readonly [P in NoInfer<K>]: string | null },
  empties: Readonly<Record<K, unknown>>,
  label: string,
  plan: RowPlan,
): Record<K, unknown> {
  const out = {} as Record<K, unknown>;
  for (const key of Object.keys(empties) as K[]) {
    const text = row[key];
    const value = text === null ? null : parseJson<unknown>(text, NOT_JSON);
    if (value === NOT_JSON && empties[key] === undefined) plan.problems.push(`${label} ${key}: not JSON`);
    else if (value === NOT_JSON) plan.changes.push({ path: `${label} ${key}`, problem: 'not JSON', fix: `reset to ${JSON.stringify(empties[key])}` });
    out[key] = value === NOT_JSON ? empties[key] : value;
  }
  return out;
}

/** Clamps each row with `schema`, then the list to its cap (`list`): the rows to update and delete. */
function planList<R extends { id: string }, M extends { id: string }>(options: {
  rows: readonly R[];
  label: (row: R) => string;
  model: (row: R) => unknown;
  schema: z.ZodType<M>;
  list: z.ZodType<M[]>;
  listLabel: string;
  plan: RowPlan;
}): { kept: { row: R; value: M; changed: boolean }[]; removed: R[] } {
  const kept: { row: R; value: M; changed: boolean }[] = [];
  for (const row of options.rows) {
    const before = options.plan.changes.length;
    const clamped = clampToSchema(options.schema, options.model(row));
    options.plan.changes.push(...labelled(options.label(row), clamped.changes));
    if (!clamped.ok) options.plan.problems.push(...clamped.problems.map((p) => `${options.label(row)} ${p}`));
    else kept.push({ row, value: clamped.value, changed: options.plan.changes.length > before });
  }
  const capped = clampToSchema(options.list, kept.map((k) => k.value));
  if (!capped.ok) return { kept, removed: [] };
  options.plan.changes.push(...labelled(options.listLabel, capped.changes));
  const ids = new Set(capped.value.map((m) => m.id));
  return { kept: kept.filter((k) => ids.has(k.row.id)), removed: kept.filter((k) => !ids.has(k.row.id)).map((k) => k.row) };
}

function planCrewRows(crew: CrewRows): RowPlan {
  const plan: RowPlan = { changes: [], problems: [], writes: [] };
  const label = `crew "${crew.name}"`;

  // The crew row.
  const json = readColumns(crew, Object.fromEntries(CREW_JSON.map((k) => [k, []])) as Record<(typeof CREW_JSON)[number], unknown>, label, plan);
  const fields = { name: crew.name, tier: crew.tier, hold: crew.hold, rep: crew.rep, coin: crew.coin, heat: crew.heat, wanted: crew.wanted, atWar: crew.atWar, ...json };
  const row = clampToSchema(crewRowSchema, fields);
  plan.changes.push(...labelled(label, row.changes));
  if (!row.ok) plan.problems.push(...row.problems.map((p) => `${label} ${p}`));
  else if (row.changes.length > 0 || plan.changes.length > 0) {
    const value = row.value;
    plan.writes.push((tx) =>
      tx.crew.update({
        where: { id: crew.id },
        data: {
          ...value,
          claims: JSON.stringify(value.claims),
          prisonClaims: JSON.stringify(value.prisonClaims),
          unpaidTithes: JSON.stringify(value.unpaidTithes),
          pendingEntanglements: JSON.stringify(value.pendingEntanglements),
          assets: JSON.stringify(value.assets),
        },
      }),
    );
  }

  // Factions and cohorts: one row each.
  const factions = planList({
    rows: crew.factions,
    label: (f) => `faction "${f.name}"`,
    model: (f) => ({ id: f.id, name: f.name, tier: f.tier, status: f.status }),
    schema: factionSchema,
    list: crewSchema.shape.factions,
    listLabel: 'factions',
    plan,
  });
  for (const { row: f, value, changed } of factions.kept) {
    if (changed) plan.writes.push((tx) => tx.faction.update({ where: { id: f.id }, data: { name: value.name, tier: value.tier, status: value.status, version: { increment: 1 } } }));
  }
  if (factions.removed.length > 0) plan.writes.push((tx) => tx.faction.deleteMany({ where: { id: { in: factions.removed.map((f) => f.id) } } }));

  const cohorts = planList({
    rows: crew.cohorts,
    label: (c) => `cohort "${c.name}"`,
    model: (c) => ({ id: c.id, name: c.name, kind: c.kind, quality: c.quality }),
    schema: cohortSchema,
    list: crewSchema.shape.cohorts,
    listLabel: 'cohorts',
    plan,
  });
  for (const { row: c, value, changed } of cohorts.kept) {
    if (changed) plan.writes.push((tx) => tx.cohort.update({ where: { id: c.id }, data: { name: value.name, kind: value.kind, quality: value.quality, version: { increment: 1 } } }));
  }
  if (cohorts.removed.length > 0) plan.writes.push((tx) => tx.cohort.deleteMany({ where: { id: { in: cohorts.removed.map((c) => c.id) } } }));

  // Characters, with their healing clock and projects (rows of Clock).
  const characters = planList({
    rows: crew.characters,
    label: (c) => `character "${c.name}"`,
    model: (c) => {
      const columns = readColumns(c, CHARACTER_JSON, `character "${c.name}"`, plan);
      const healing = c.clocks.find((k) => k.kind === 'healing');
      const clock = (k: (typeof c.clocks)[number]) => ({ id: k.id, name: k.name, segments: k.segments, filled: k.filled });
      return {
        id: c.id,
        name: c.name,
        status: c.status,
        ...columns,
        load: c.load,
        coin: c.coin,
        fear: c.fear,
        destiny: c.destiny,
        healing: healing === undefined ? undefined : clock(healing),
        projects: c.clocks.filter((k) => k.kind === 'project').map(clock),
      };
    },
    schema: characterSchema,
    list: crewSchema.shape.characters,
    listLabel: 'characters',
    plan,
  });
  for (const { row: c, value, changed } of characters.kept) {
    if (!changed) continue;
    const { healing, projects } = value;
    const text = (v: unknown) => (v === null ? null : JSON.stringify(v));
    plan.writes.push(async (tx) => {
      await tx.character.update({
        where: { id: c.id },
        data: {
          name: value.name,
          status: value.status,
          attributes: JSON.stringify(value.attributes),
          skills: JSON.stringify(value.skills),
          harm: JSON.stringify(value.harm),
          trauma: JSON.stringify(value.trauma),
          vice: text(value.vice),
          load: value.load,
          coin: value.coin,
          pools: JSON.stringify(value.pools),
          traits: JSON.stringify(value.traits),
          comfort: text(value.comfort),
          fear: value.fear,
          destiny: value.destiny,
          version: { increment: 1 },
        },
      });
      for (const clock of [healing, ...projects]) {
        await tx.clock.update({ where: { id: clock.id }, data: { name: clock.name, segments: clock.segments, filled: clock.filled } });
      }
      const keep = new Set([healing.id, ...projects.map((p) => p.id)]);
      const gone = c.clocks.filter((k) => !keep.has(k.id)).map((k) => k.id);
      if (gone.length > 0) await tx.clock.deleteMany({ where: { id: { in: gone } } });
    });
  }
  if (characters.removed.length > 0) plan.writes.push((tx) => tx.character.deleteMany({ where: { id: { in: characters.removed.map((c) => c.id) } } }));
  return plan;
}

async function readCrewRows(db: Db, crewId: string): Promise<CrewRows> {
  return db.crew.findUniqueOrThrow({ where: { id: crewId }, include: crewInclude });
}

/** What a clamp would change, without writing: the doctor's listing names the exact parts. */
export async function crewRowProblems(db: Db, crewId: string): Promise<string[]> {
  const plan = planCrewRows(await readCrewRows(db, crewId));
  return [...plan.changes.map((c) => `${c.path}: ${c.problem}`), ...plan.problems];
}

/** Clamps the crew's rows in `tx`; the changes, or why the crew still does not read. */
async function repairByClamp(tx: Db, crewId: string): Promise<{ ok: true; changes: Change[] } | { ok: false; why: string; changes: Change[] }> {
  const crew = await readCrewRows(tx, crewId);
  const plan = planCrewRows(crew);
  if (plan.problems.length > 0) return { ok: false, why: `no safe change fixes: ${plan.problems.join('; ')}`, changes: plan.changes };
  for (const write of plan.writes) await write(tx);
  let problems = await crewReadProblems(tx, crewId);
  if (problems.length > 0 && crew.downtime !== null) {
    // The rows are the model's now: what still fails is the current downtime's stored progress.
    await tx.downtime.delete({ where: { crewId } });
    plan.changes.push({
      path: `crew "${crew.name}" downtime`,
      problem: problems.join('; '),
      fix: `the current downtime (phase ${crew.downtime.phase}, downtime ${crew.downtime.number}) reset: idle`,
    });
    problems = await crewReadProblems(tx, crewId);
  }
  if (problems.length > 0) return { ok: false, why: `it still does not read: ${problems.join('; ')}`, changes: plan.changes };
  return { ok: true, changes: plan.changes };
}

// ------------------------------------------------------------------------------------------------
// The repair.

export type CrewRepair =
  | { readonly repaired: true; readonly how: 'replay'; readonly dropped: readonly DroppedStep[] }
  | { readonly repaired: true; readonly how: 'clamp'; readonly changes: readonly Change[]; readonly replayProblem: string }
  | { readonly repaired: false; readonly replayProblem: string; readonly clampProblem: string };

/** Repairs one crew: by replay if it can, else by clamping its rows; each try is one transaction. */
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
