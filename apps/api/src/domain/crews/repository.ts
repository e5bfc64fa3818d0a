/**
 * Crews in the database, as the rules engine's model.
 *
 * `loadCrew` reads the crew row, its factions, cohorts, characters (with their healing clock and
 * long-term projects, rows of `Clock`) and its Downtime row, and returns the reducer's
 * `DowntimeState`. `saveCrewState` writes a `DowntimeState` back: the crew row, then exactly the
 * child rows the model has (created, updated when changed, deleted when gone), then the Downtime
 * row. save ∘ load is the identity on canonical crews (see ./canonical.ts).
 *
 * The tables have no position column, so the order of the model's lists (factions, cohorts,
 * characters, each character's projects) is kept in the Downtime row's `state` JSON under
 * `layout`, with the `requires` links a foreign key cannot hold (a project that requires a project
 * that no longer exists, which the rules refuse to work on and a replay must see again).
 */
import { z } from 'zod';
import {
  DOWNTIME_PHASES,
  characterSchema,
  cohortSchema,
  crewSchema,
  factionSchema,
  tableRulesFrom,
  type AcquireAssetRoll,
  type Character,
  type CharacterDowntime,
  type Clock,
  type Cohort,
  type Crew,
  type DowntimeState,
  type Faction,
  type Overindulgence,
  type PendingEntanglementRoll,
  type TableRules,
} from '@temps-mort/rules';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { canonicalClock, canonicalState } from './canonical';
import { mustReadBack } from '../readBack';

/** The client or a transaction's client: every domain function takes either. */
export type Db = PrismaClient | Prisma.TransactionClient;

const layoutSchema = z.object({
  factions: z.array(z.string()),
  cohorts: z.array(z.string()),
  characters: z.array(z.string()),
  /** characterId → its projects' ids, in order. */
  projects: z.record(z.string(), z.array(z.string())),
  /** clockId → the project it requires, when that project is not a clock of the crew. */
  requires: z.record(z.string(), z.string()),
});
type Layout = z.infer<typeof layoutSchema>;

const characterDowntimeSchema = z.object({
  used: z.number().int().min(0),
  trained: z.array(z.string()),
  freePlay: z.number().int().min(0),
  pendingAsset: z.custom<AcquireAssetRoll>((v) => typeof v === 'object' && v !== null).nullable(),
  pendingOverindulgence: z.custom<Overindulgence>((v) => typeof v === 'object' && v !== null).nullable(),
  loadBeforeJail: z.number().int().nullable(),
}) satisfies z.ZodType<CharacterDowntime>;

/** The Downtime row's `state`: the reducer's state without its crew, plus the lists' layout. */
const storedStateSchema = z.object({
  phase: z.enum(DOWNTIME_PHASES as [DowntimeState['phase'], ...DowntimeState['phase'][]]),
  downtime: z.number().int().min(0),
  seasonBonus: z.boolean(),
  entanglementRolled: z.boolean(),
  extraEntanglementRolls: z.number().int().min(0),
  /** E1: a roll waiting for the GM's pick (the rules' EntanglementRoll, written by the reducer). */
  pendingEntanglementRoll: z.custom<PendingEntanglementRoll>((v) => typeof v === 'object' && v !== null).nullable().optional(),
  characters: z.record(z.string(), characterDowntimeSchema),
  events: z.number().int().min(0),
  layout: layoutSchema.optional(),
});

/** What a crew read gives: the state the rules work on, and what the sheet adds around it. */
export interface StoredCrew {
  readonly state: DowntimeState;
  readonly campaignId: string;
  /** The crew's version (optimistic concurrency). */
  readonly version: number;
  /** GM-only notes (never sent to players). */
  readonly gmNotes: string;
  /** GM-only notes per character id. */
  readonly characterNotes: Readonly<Record<string, string>>;
  /** The campaign's table rules. */
  readonly table: TableRules;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const crewInclude = {
  factions: true,
  cohorts: true,
  characters: { include: { clocks: true } },
  downtime: true,
  campaign: { select: { tableRules: true } },
} as const satisfies Prisma.CrewInclude;

type CrewRow = Prisma.CrewGetPayload<{ include: typeof crewInclude }>;
type CharacterRow = CrewRow['characters'][number];
type ClockRow = CharacterRow['clocks'][number];

function parseJson(text: string | null, what: string): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Stored ${what} is not JSON`);
  }
}

/** Rows in the layout's order; rows the layout does not know come last, oldest first. */
function ordered<T extends { id: string; createdAt: Date }>(rows: readonly T[], order: readonly string[] | undefined): T[] {
  const index = new Map((order ?? []).map((id, i) => [id, i]));
  return [...rows].sort((a, b) => {
    const ia = index.get(a.id) ?? Number.MAX_SAFE_INTEGER;
    const ib = index.get(b.id) ?? Number.MAX_SAFE_INTEGER;
    if (ia !== ib) return ia - ib;
    return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

function clockOf(row: ClockRow, layout: Layout | undefined): Clock {
  const requires = row.requiresId ?? layout?.requires[row.id] ?? null;
  return canonicalClock({ id: row.id, name: row.name, segments: row.segments, filled: row.filled, requires });
}

function characterOf(row: CharacterRow, layout: Layout | undefined): Character {
  const healingRow = row.clocks.find((c) => c.kind === 'healing');
  if (!healingRow) throw new Error(`Character ${row.id} has no healing clock`);
  const projects = ordered(
    row.clocks.filter((c) => c.kind === 'project'),
    layout?.projects[row.id],
  );
  const character = characterSchema.parse({
    id: row.id,
    name: row.name,
    status: row.status,
    attributes: parseJson(row.attributes, 'attributes'),
    skills: parseJson(row.skills, 'skills'),
    harm: parseJson(row.harm, 'harm'),
    trauma: parseJson(row.trauma, 'trauma'),
    vice: parseJson(row.vice, 'vice'),
    load: row.load,
    coin: row.coin,
    pools: parseJson(row.pools, 'pools'),
    traits: parseJson(row.traits, 'traits'),
    comfort: parseJson(row.comfort, 'comfort'),
    fear: row.fear,
    destiny: row.destiny,
    healing: { id: healingRow.id, name: healingRow.name, segments: healingRow.segments, filled: healingRow.filled },
    projects: [],
  });
  // zod gave back plain values; the clocks keep their canonical `requires`.
  return { ...character, healing: clockOf(healingRow, layout), projects: projects.map((p) => clockOf(p, layout)) };
}

function crewOf(row: CrewRow, layout: Layout | undefined): Crew {
  const shape = crewSchema.shape;
  return {
    id: row.id,
    name: row.name,
    tier: shape.tier.parse(row.tier),
    hold: shape.hold.parse(row.hold),
    rep: row.rep,
    coin: row.coin,
    heat: shape.heat.parse(row.heat),
    wanted: shape.wanted.parse(row.wanted),
    atWar: row.atWar,
    claims: shape.claims.parse(parseJson(row.claims, 'claims')),
    prisonClaims: shape.prisonClaims.parse(parseJson(row.prisonClaims, 'prison claims')),
    unpaidTithes: shape.unpaidTithes.parse(parseJson(row.unpaidTithes, 'unpaid tithes')),
    pendingEntanglements: shape.pendingEntanglements.parse(parseJson(row.pendingEntanglements, 'pending entanglements')),
    assets: shape.assets.parse(parseJson(row.assets, 'assets')),
    factions: ordered(row.factions, layout?.factions).map(
      (f): Faction => factionSchema.parse({ id: f.id, name: f.name, tier: f.tier, status: f.status }),
    ),
    cohorts: ordered(row.cohorts, layout?.cohorts).map(
      (c): Cohort => cohortSchema.parse({ id: c.id, name: c.name, kind: c.kind, quality: c.quality }),
    ),
    characters: ordered(row.characters, layout?.characters).map((c) => characterOf(c, layout)),
  };
}

/** The crew as the rules see it, with its downtime; null when there is no such crew. */
export async function loadCrew(db: Db, crewId: string): Promise<StoredCrew | null> {
  const row = await db.crew.findUnique({ where: { id: crewId }, include: crewInclude });
  if (!row) return null;
  const stored = row.downtime ? storedStateSchema.parse(parseJson(row.downtime.state, 'downtime state')) : null;
  const layout = stored?.layout;
  const crew = crewOf(row, layout);
  const state: DowntimeState = stored
    ? {
        crew,
        phase: stored.phase,
        downtime: stored.downtime,
        seasonBonus: stored.seasonBonus,
        entanglementRolled: stored.entanglementRolled,
        extraEntanglementRolls: stored.extraEntanglementRolls,
        ...(stored.pendingEntanglementRoll ? { pendingEntanglementRoll: stored.pendingEntanglementRoll } : {}),
        characters: stored.characters,
        events: stored.events,
      }
    : { crew, phase: 'idle', downtime: 0, seasonBonus: false, entanglementRolled: false, extraEntanglementRolls: 0, characters: {}, events: 0 };
  const loaded: StoredCrew = {
    state: canonicalState(state),
    campaignId: row.campaignId,
    version: row.version,
    gmNotes: row.gmNotes,
    characterNotes: Object.fromEntries(row.characters.map((c) => [c.id, c.gmNotes])),
    table: tableRulesFrom(parseJson(row.campaign.tableRules, 'table rules')),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  rowsRead.set(loaded, row);
  return loaded;
}

/** The rows each `loadCrew` result was made of, for a `saveCrewState` in the same transaction. */
const rowsRead = new WeakMap<StoredCrew, CrewRow>();

// ------------------------------------------------------------------------------------------------
// Saving.

function crewData(crew: Crew) {
  return {
    name: crew.name,
    tier: crew.tier,
    hold: crew.hold,
    rep: crew.rep,
    coin: crew.coin,
    heat: crew.heat,
    wanted: crew.wanted,
    atWar: crew.atWar,
    claims: JSON.stringify(crew.claims),
    prisonClaims: JSON.stringify(crew.prisonClaims),
    unpaidTithes: JSON.stringify(crew.unpaidTithes),
    pendingEntanglements: JSON.stringify(crew.pendingEntanglements),
    assets: JSON.stringify(crew.assets),
  };
}

function characterData(c: Character) {
  return {
    name: c.name,
    status: c.status,
    attributes: JSON.stringify(c.attributes),
    skills: JSON.stringify(c.skills),
    harm: JSON.stringify(c.harm),
    trauma: JSON.stringify(c.trauma),
    vice: c.vice === null ? null : JSON.stringify(c.vice),
    load: c.load,
    coin: c.coin,
    pools: JSON.stringify(c.pools),
    traits: JSON.stringify(c.traits),
    comfort: c.comfort === null ? null : JSON.stringify(c.comfort),
    fear: c.fear,
    destiny: c.destiny,
  };
}

function changed<D extends Record<string, unknown>>(row: Record<string, unknown>, data: D): boolean {
  return Object.keys(data).some((key) => row[key] !== data[key]);
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

/** A crew whose ids collide cannot be stored one row per item: a programmer error upstream. */
function assertStorable(crew: Crew): void {
  const clocks = crew.characters.flatMap((c) => [c.healing.id, ...c.projects.map((p) => p.id)]);
  for (const [what, ids] of [
    ['faction', crew.factions.map((f) => f.id)],
    ['cohort', crew.cohorts.map((c) => c.id)],
    ['character', crew.characters.map((c) => c.id)],
    ['clock', clocks],
  ] as const) {
    const twice = duplicates(ids);
    if (twice.length > 0) throw new Error(`Crew ${crew.id}: ${what} id(s) used twice: ${twice.join(', ')}`);
  }
}

/** Creates, updates and deletes the rows of one list so that they are exactly the model's items. */
async function syncRows<M extends { id: string }, D extends Record<string, unknown>>(options: {
  rows: readonly ({ id: string } & Record<string, unknown>)[];
  items: readonly M[];
  data: (item: M) => D;
  create: (id: string, data: D) => Promise<unknown>;
  update: (id: string, data: D) => Promise<unknown>;
  remove: (ids: string[]) => Promise<unknown>;
}): Promise<void> {
  const wanted = new Set(options.items.map((i) => i.id));
  const gone = options.rows.filter((r) => !wanted.has(r.id)).map((r) => r.id);
  if (gone.length > 0) await options.remove(gone);
  const existing = new Map(options.rows.map((r) => [r.id, r]));
  for (const item of options.items) {
    const data = options.data(item);
    const row = existing.get(item.id);
    if (!row) await options.create(item.id, data);
    else if (changed(row, data)) await options.update(item.id, data);
  }
}

export interface SaveNotes {
  /** The crew's GM notes, when they change. */
  readonly gmNotes?: string;
  /** Characters' GM notes by id, when they change. */
  readonly characterNotes?: Readonly<Record<string, string>>;
  /**
   * The crew as `loadCrew` read it earlier in the SAME transaction, with no write to its factions,
   * cohorts, characters or clocks since: its rows are compared instead of reading them again (one
   * query less per step).
   */
  readonly basis?: StoredCrew;
}

/**
 * Writes a state over the crew's rows (which must exist): the crew row, its factions, cohorts,
 * characters and their clocks made exactly the model's, and the Downtime row. Does not touch the
 * crew's version (the caller bumps it with its concurrency check). Returns the canonical state.
 */
export async function saveCrewState(db: Db, crewId: string, input: DowntimeState, notes: SaveNotes = {}): Promise<DowntimeState> {
  return (await saveCrewStateReturning(db, crewId, input, notes)).state;
}

/** What `saveCrewState` wrote, as a later `loadCrew` in the same transaction would read it. */
export interface SavedCrew {
  readonly state: DowntimeState;
  readonly version: number;
  readonly updatedAt: Date;
  readonly gmNotes: string;
  readonly characterNotes: Readonly<Record<string, string>>;
}

/** `saveCrewState`, answering also the crew row's version, updatedAt and notes after the save. */
export async function saveCrewStateReturning(db: Db, crewId: string, input: DowntimeState, notes: SaveNotes = {}): Promise<SavedCrew> {
  const state = canonicalState(input);
  const crew = state.crew;
  if (crew.id !== crewId) throw new Error(`saveCrewState: state of crew ${crew.id} saved over ${crewId}`);
  assertStorable(crew);
  const basis = notes.basis === undefined ? undefined : rowsRead.get(notes.basis);
  const current =
    basis?.id === crewId
      ? basis
      : await db.crew.findUniqueOrThrow({
          where: { id: crewId },
          include: { factions: true, cohorts: true, characters: { include: { clocks: true } } },
        });

  const updated = await db.crew.update({
    where: { id: crewId },
    data: { ...crewData(crew), ...(notes.gmNotes !== undefined ? { gmNotes: notes.gmNotes } : {}) },
    select: { version: true, updatedAt: true, gmNotes: true },
  });

  await syncRows({
    rows: current.factions,
    items: crew.factions,
    data: (f: Faction) => ({ name: f.name, tier: f.tier, status: f.status }),
    create: (id, data) => db.faction.create({ data: { id, crewId, ...data } }),
    update: (id, data) => db.faction.update({ where: { id }, data: { ...data, version: { increment: 1 } } }),
    remove: (ids) => db.faction.deleteMany({ where: { id: { in: ids } } }),
  });
  await syncRows({
    rows: current.cohorts,
    items: crew.cohorts,
    data: (c: Cohort) => ({ name: c.name, kind: c.kind, quality: c.quality }),
    create: (id, data) => db.cohort.create({ data: { id, crewId, ...data } }),
    update: (id, data) => db.cohort.update({ where: { id }, data: { ...data, version: { increment: 1 } } }),
    remove: (ids) => db.cohort.deleteMany({ where: { id: { in: ids } } }),
  });

  const characterNotes = notes.characterNotes ?? {};
  await syncRows({
    rows: current.characters,
    items: crew.characters,
    data: (c: Character) => ({
      ...characterData(c),
      ...(characterNotes[c.id] !== undefined ? { gmNotes: characterNotes[c.id] } : {}),
    }),
    create: (id, data) => db.character.create({ data: { id, crewId, ...data } }),
    update: (id, data) => db.character.update({ where: { id }, data: { ...data, version: { increment: 1 } } }),
    remove: (ids) => db.character.deleteMany({ where: { id: { in: ids } } }),
  });

  // Clocks: the characters that stayed keep theirs; deleted characters took theirs (cascade).
  const kept = new Set(crew.characters.map((c) => c.id));
  const clockRows = current.characters.filter((c) => kept.has(c.id)).flatMap((c) => c.clocks);
  const clocks = crew.characters.flatMap((c) => [
    { clock: c.healing, characterId: c.id, kind: 'healing' as const },
    ...c.projects.map((p) => ({ clock: p, characterId: c.id, kind: 'project' as const })),
  ]);
  await syncRows({
    rows: clockRows,
    items: clocks.map((c) => ({ ...c, id: c.clock.id })),
    data: ({ clock, characterId, kind }) => ({ characterId, kind, name: clock.name, segments: clock.segments, filled: clock.filled }),
    create: (id, data) => db.clock.create({ data: { id, ...data } }),
    update: (id, data) => db.clock.update({ where: { id }, data: { ...data, version: { increment: 1 } } }),
    remove: (ids) => db.clock.deleteMany({ where: { id: { in: ids } } }),
  });

  // `requires` once every clock exists; a link to a clock the crew no longer has is kept in the layout.
  const clockIds = new Set(clocks.map((c) => c.clock.id));
  const dangling: Record<string, string> = {};
  const requiresBefore = new Map(clockRows.map((r) => [r.id, r.requiresId]));
  for (const { clock } of clocks) {
    const requires = clock.requires ?? null;
    const linked = requires !== null && clockIds.has(requires) ? requires : null;
    if (requires !== null && linked === null) dangling[clock.id] = requires;
    if ((requiresBefore.get(clock.id) ?? null) !== linked) {
      await db.clock.update({ where: { id: clock.id }, data: { requiresId: linked } });
    }
  }

  const layout: Layout = {
    factions: crew.factions.map((f) => f.id),
    cohorts: crew.cohorts.map((c) => c.id),
    characters: crew.characters.map((c) => c.id),
    projects: Object.fromEntries(crew.characters.map((c) => [c.id, c.projects.map((p) => p.id)])),
    requires: dangling,
  };
  const { crew: _crew, ...rest } = state;
  const downtime = {
    phase: state.phase,
    number: state.downtime,
    activitiesUsed: JSON.stringify(Object.fromEntries(Object.entries(state.characters).map(([id, cd]) => [id, cd.used]))),
    seasonBonus: state.seasonBonus,
    state: JSON.stringify(mustReadBack(storedStateSchema, { ...rest, layout }, `crew ${crewId}'s downtime`)),
  };
  await db.downtime.upsert({
    where: { crewId },
    create: { crewId, ...downtime },
    update: { ...downtime, version: { increment: 1 } },
  });
  const notesBefore = new Map(current.characters.map((c) => [c.id, c.gmNotes]));
  return {
    state,
    version: updated.version,
    updatedAt: updated.updatedAt,
    gmNotes: updated.gmNotes,
    characterNotes: Object.fromEntries(crew.characters.map((c) => [c.id, characterNotes[c.id] ?? notesBefore.get(c.id) ?? ''])),
  };
}

/** Creates the crew row (minimal: `saveCrewState` fills it) for a new crew. */
export async function insertCrewRow(db: Db, campaignId: string, crew: Crew, now?: Date): Promise<void> {
  await db.crew.create({
    data: { id: crew.id, campaignId, ...crewData(crew), ...(now ? { createdAt: now } : {}) },
  });
}
