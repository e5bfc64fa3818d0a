/**
 * A crew's history as the API shows it: every step (its `Step`s) with its reasons, its rolls and
 * whether it was undone. Players never get a hidden step (a hidden entanglement roll, a held
 * entanglement, a GM-notes edit) nor a hidden roll; what they read of the others is built by the
 * crew's player view (./playerView.ts `eventForPlayer`).
 */
import { composeNetChanges, playerNetChanges, type NetChange, type Reason } from '@temps-mort/rules';
import type { Answer, crewEventSchema, DowntimeChangesAnswer } from '@temps-mort/contract';
import type { Prisma } from '../../generated/prisma/client';
import { stepNetChanges } from '../history/campaignHistory';
import { HISTORY_MOVES, movedSeq } from '../history/steps';
import { parseJson } from '../rolls/store';
import type { Db } from './repository';
import { eventForPlayer, loadPlayerKnowledge } from './playerView';

/** A step and its rolls as the API answers them are the contract's (crewHistory.ts `crewEventSchema`, `crewRollSchema`). */
export type { CrewRollView } from '@temps-mort/contract';
export type CrewEventView = Answer<typeof crewEventSchema>;

export const eventInclude = {
  // Roll ids of a step are `<event id>-r<nnn>`: their order is the order rolled.
  rolls: { orderBy: { id: 'asc' } },
  undoneBy: { select: { seq: true } },
  undoes: { select: { seq: true } },
} as const satisfies Prisma.StepInclude;

export type EventRow = Prisma.StepGetPayload<{ include: typeof eventInclude }>;

function json<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function eventView(row: EventRow): CrewEventView {
  return {
    seq: row.seq,
    type: row.type,
    payload: json<Record<string, unknown>>(row.payload, {}),
    dice: json<number[]>(row.dice, []),
    detail: json<Record<string, unknown>>(row.detail, {}),
    reasons: json<Reason[]>(row.reasons, []),
    hidden: row.hidden,
    undone: row.undoneById !== null,
    undoneBy: row.undoneBy?.seq ?? null,
    // An undo a redo took back no longer marks its step: its payload still names it.
    undoes: row.undoes?.seq ?? movedSeq(row),
    rolls: row.rolls.map((r) => ({
      id: r.id,
      who: r.who,
      characterId: r.characterId,
      purpose: r.purpose,
      kind: r.kind,
      sides: r.sides,
      dice: json<number[]>(r.dice, []),
      band: r.band,
      quality: r.quality,
      hidden: r.hidden,
      undone: row.undoneById !== null,
      reasons: json<Reason[]>(r.reasons, []),
      createdAt: r.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

// A step as a player reads it is built in ./playerView.ts (`eventForPlayer`).

export interface HistoryQuery {
  /** Only these types. */
  readonly types?: readonly string[];
  /** Only steps after this seq. */
  readonly after?: number;
  /** Only steps before this seq. */
  readonly before?: number;
  readonly limit: number;
  /** Oldest first (default) or newest first. */
  readonly order?: 'asc' | 'desc';
  readonly forPlayer: boolean;
}

export async function crewHistory(db: Db, crewId: string, query: HistoryQuery): Promise<CrewEventView[]> {
  const seq: Prisma.IntFilter = {};
  if (query.after !== undefined) seq.gt = query.after;
  if (query.before !== undefined) seq.lt = query.before;
  const rows = await db.step.findMany({
    where: {
      crewId,
      ...(query.types && query.types.length > 0 ? { type: { in: [...query.types] } } : {}),
      ...(query.after !== undefined || query.before !== undefined ? { seq } : {}),
      ...(query.forPlayer ? { hidden: false } : {}),
    },
    include: eventInclude,
    orderBy: { seq: query.order ?? 'asc' },
    take: query.limit,
  });
  const views = rows.map(eventView);
  if (!query.forPlayer) return views;
  const knowledge = await loadPlayerKnowledge(db, crewId);
  return knowledge === null ? [] : views.map((view) => eventForPlayer(view, knowledge));
}

/** One step by seq (for the write routes' answers). */
export async function crewEventBySeq(db: Db, crewId: string, seq: number): Promise<CrewEventView | null> {
  const row = await db.step.findUnique({ where: { aggregate_aggregateId_seq: { aggregate: 'crew', aggregateId: crewId, seq } }, include: eventInclude });
  return row ? eventView(row) : null;
}

/** What a crew's last downtime changed (GET /api/crews/:crewId/downtime/changes): the contract's answer. */
export type { DowntimeChangesAnswer as DowntimeChangesView } from '@temps-mort/contract';

/**
 * The net changes of the crew's last downtime: those its steps kept at write time (`detail.changes`:
 * the rules' diff of the whole crew, `crewNetChanges`) composed by the rules (`composeNetChanges`),
 * over the steps kept (not undone) from its last `start` to the `advance` that ended it — or to now
 * while it runs. A player composes only the steps their history shows (no hidden step), and of
 * each only what players may know (`playerNetChanges`: no clock they cannot follow whole, no count
 * of held entanglements); ./playerView.ts then takes out whatever names a GM-only thing.
 */
export async function downtimeChanges(db: Db, crewId: string, forPlayer: boolean): Promise<DowntimeChangesAnswer> {
  const start = await db.step.findFirst({ where: { crewId, type: 'start', undoneById: null }, orderBy: { seq: 'desc' }, select: { seq: true, detail: true } });
  if (!start) return { downtime: 0, changes: [] };
  const rows = await db.step.findMany({
    where: { crewId, seq: { gte: start.seq }, undoneById: null, type: { notIn: [...HISTORY_MOVES] }, ...(forPlayer ? { hidden: false } : {}) },
    orderBy: { seq: 'asc' },
    select: { type: true, detail: true },
  });
  const steps: NetChange[][] = [];
  for (const row of rows) {
    const changes = stepNetChanges(row.detail);
    steps.push(forPlayer ? playerNetChanges(changes) : changes);
    if (row.type === 'advance' && parseJson<{ phase?: unknown } | null>(row.detail, null)?.phase === 'done') break;
  }
  const downtime = parseJson<{ downtime?: unknown } | null>(start.detail, null)?.downtime;
  return { downtime: typeof downtime === 'number' ? downtime : 0, changes: composeNetChanges(steps) };
}
