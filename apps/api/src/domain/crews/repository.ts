/**
 * Crews in the database, as the rules engine's model: one row per crew whose `state` is the
 * reducer's whole `DowntimeState` (the crew, its factions, cohorts, characters with their clocks,
 * and its downtime) as one JSON document, the only copy of it (decision 014). Its history
 * (its `Step`s, ./events.ts) replays to the same state. The GM notes, which the rules do not know,
 * sit beside it: `gmNotes`, and `characterNotes` by character id.
 *
 * `loadCrew` reads it through the rules' schemas; `saveCrewState` writes a state already brought to
 * its canonical form (./canonical.ts) and checked against the same schema, so what a write answers
 * is what a later read loads — and keeps it for the next load of that very text (./keptStates.ts).
 */
import { z } from 'zod';
import {
  DOWNTIME_PHASES,
  crewSchema,
  initialDowntimeState,
  tableRulesFrom,
  type AcquireAssetRoll,
  type CharacterDowntime,
  type Crew,
  type DowntimeState,
  type Overindulgence,
  type PendingEntanglementRoll,
  type TableRules,
} from '@temps-mort/rules';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { canonicalState } from './canonical';
import { keepState, stateOfText } from './keptStates';
import { readableText } from '../readBack';

/** The client or a transaction's client: every domain function takes either. */
export type Db = PrismaClient | Prisma.TransactionClient;

const characterDowntimeSchema = z.object({
  used: z.number().int().min(0),
  trained: z.array(z.string()),
  freePlay: z.number().int().min(0),
  pendingAsset: z.custom<AcquireAssetRoll>((v) => typeof v === 'object' && v !== null).nullable(),
  pendingOverindulgence: z.custom<Overindulgence>((v) => typeof v === 'object' && v !== null).nullable(),
  loadBeforeJail: z.number().int().nullable(),
}) satisfies z.ZodType<CharacterDowntime>;

/** `Crew.state`: the reducer's whole state, the crew included. */
export const storedCrewStateSchema = z.object({
  crew: crewSchema,
  phase: z.enum(DOWNTIME_PHASES as [DowntimeState['phase'], ...DowntimeState['phase'][]]),
  downtime: z.number().int().min(0),
  seasonBonus: z.boolean(),
  entanglementRolled: z.boolean(),
  extraEntanglementRolls: z.number().int().min(0),
  /** E1: a roll waiting for the GM's pick (the rules' EntanglementRoll, written by the reducer). */
  pendingEntanglementRoll: z.custom<PendingEntanglementRoll>((v) => typeof v === 'object' && v !== null).nullable().optional(),
  characters: z.record(z.string(), characterDowntimeSchema),
  events: z.number().int().min(0),
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

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Stored ${what} is not JSON`);
  }
}

const notesSchema = z.record(z.string(), z.string());

/** Every character's notes, '' when it has none (the sheet shows one per character). */
function notesOf(state: DowntimeState, stored: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(state.crew.characters.map((c) => [c.id, stored[c.id] ?? '']));
}

function readState(text: string): DowntimeState {
  const { pendingEntanglementRoll, ...rest } = storedCrewStateSchema.parse(parseJson(text, 'crew state'));
  return canonicalState({ ...rest, ...(pendingEntanglementRoll ? { pendingEntanglementRoll } : {}) });
}

/** The crew as the rules see it, with its downtime; null when there is no such crew. */
export async function loadCrew(db: Db, crewId: string): Promise<StoredCrew | null> {
  const row = await db.crew.findUnique({ where: { id: crewId }, include: { campaign: { select: { tableRules: true } } } });
  if (!row) return null;
  const state = stateOfText(crewId, row.state, readState);
  return {
    state,
    campaignId: row.campaignId,
    version: row.version,
    gmNotes: row.gmNotes,
    characterNotes: notesOf(state, notesSchema.parse(parseJson(row.characterNotes, 'character notes'))),
    table: tableRulesFrom(parseJson(row.campaign.tableRules, 'table rules')),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export interface SaveNotes {
  /** The crew's GM notes, when they change. */
  readonly gmNotes?: string;
  /** Characters' GM notes by id, when they change. */
  readonly characterNotes?: Readonly<Record<string, string>>;
  /** The crew as `loadCrew` read it earlier in the same transaction: its notes are not read again. */
  readonly basis?: StoredCrew;
}

/** What `saveCrewState` wrote, as a later `loadCrew` in the same transaction would read it. */
export interface SavedCrew {
  readonly state: DowntimeState;
  readonly version: number;
  readonly updatedAt: Date;
  readonly gmNotes: string;
  readonly characterNotes: Readonly<Record<string, string>>;
}

function storedText(crewId: string, state: DowntimeState): string {
  return readableText(storedCrewStateSchema, state, `crew ${crewId}'s state`);
}

/** Keeps the notes of the characters the crew has, and only non-empty ones. */
function notesText(state: DowntimeState, notes: Readonly<Record<string, string>>): string {
  const kept = state.crew.characters.flatMap((c) => (notes[c.id] ? [[c.id, notes[c.id]] as const] : []));
  return JSON.stringify(Object.fromEntries(kept));
}

/**
 * Writes a state over the crew's row (which must exist), with the notes that change. Does not touch
 * the crew's version (the caller bumps it with its concurrency check). Returns the canonical state.
 */
export async function saveCrewState(db: Db, crewId: string, input: DowntimeState, notes: SaveNotes = {}): Promise<DowntimeState> {
  return (await saveCrewStateReturning(db, crewId, input, notes)).state;
}

/** `saveCrewState`, answering also the crew row's version, updatedAt and notes after the save. */
export async function saveCrewStateReturning(db: Db, crewId: string, input: DowntimeState, notes: SaveNotes = {}): Promise<SavedCrew> {
  const state = canonicalState(input);
  if (state.crew.id !== crewId) throw new Error(`saveCrewState: state of crew ${crewId} saved over ${state.crew.id}`);
  const before =
    notes.basis?.state.crew.id === crewId
      ? notes.basis.characterNotes
      : notesSchema.parse(parseJson((await db.crew.findUniqueOrThrow({ where: { id: crewId }, select: { characterNotes: true } })).characterNotes, 'character notes'));
  const characterNotes = notesOf(state, { ...before, ...notes.characterNotes });
  const text = storedText(crewId, state);
  const updated = await db.crew.update({
    where: { id: crewId },
    data: {
      state: text,
      characterNotes: notesText(state, characterNotes),
      ...(notes.gmNotes !== undefined ? { gmNotes: notes.gmNotes } : {}),
    },
    select: { version: true, updatedAt: true, gmNotes: true },
  });
  return { state: keepState(crewId, text, state), version: updated.version, updatedAt: updated.updatedAt, gmNotes: updated.gmNotes, characterNotes };
}

/** Creates the crew row (its state is the crew's, before any step) for a new crew. */
export async function insertCrewRow(db: Db, campaignId: string, crew: Crew, now?: Date): Promise<void> {
  const state = canonicalState(initialDowntimeState(crew));
  await db.crew.create({ data: { id: crew.id, campaignId, state: storedText(crew.id, state), ...(now ? { createdAt: now } : {}) } });
}

/** A character of one of the campaign's crews, found by id (null when none of them has it). */
export async function findCharacter(db: Db, campaignId: string, characterId: string): Promise<{ crewId: string; name: string } | null> {
  const rows = await db.crew.findMany({ where: { campaignId }, select: { id: true, state: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  for (const row of rows) {
    const crew = readSummary(row.state);
    const character = crew?.characters?.find((c) => c?.id === characterId);
    if (character) return { crewId: row.id, name: typeof character.name === 'string' ? character.name : '' };
  }
  return null;
}

interface Summary {
  readonly name?: unknown;
  readonly tier?: unknown;
  readonly characters?: readonly ({ readonly id?: unknown; readonly name?: unknown } | null)[];
}

/** The few fields a list needs, read without the schemas: a list never fails on one unreadable crew (pnpm db:doctor names it). */
function readSummary(text: string): Summary | undefined {
  try {
    const crew = (JSON.parse(text) as { crew?: Summary } | null)?.crew;
    return typeof crew === 'object' && crew !== null ? { ...crew, characters: Array.isArray(crew.characters) ? crew.characters : [] } : undefined;
  } catch {
    return undefined;
  }
}

/** The crews' names and tiers, oldest first (a campaign's list of crews). */
export async function crewSummaries(db: Pick<PrismaClient, 'crew'> | Prisma.TransactionClient, campaignId: string): Promise<{ id: string; name: string; tier: number; version: number }[]> {
  const rows = await db.crew.findMany({ where: { campaignId }, select: { id: true, state: true, version: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows.map((row) => {
    const crew = readSummary(row.state);
    return { id: row.id, name: typeof crew?.name === 'string' ? crew.name : '', tier: typeof crew?.tier === 'number' ? crew.tier : 0, version: row.version };
  });
}
