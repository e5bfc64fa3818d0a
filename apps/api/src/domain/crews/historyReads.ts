/**
 * What the history routes and the crew's live stream read of a crew (routes/api/history,
 * live/crewStream.ts): whether it exists, what its last downtime changed for a caller, and the
 * snapshot a stream opens with — one read transaction, so the last seq, the sheet and the backlog
 * agree.
 */
import type { Reason } from '@temps-mort/rules';
import type { PrismaClient } from '../../generated/prisma/client';
import type { CrewLiveData } from './live';
import { downtimeChanges, type DowntimeChangesView } from './history';
import { downtimeChangesForPlayer, loadPlayerKnowledge, type PlayerKnowledge } from './playerView';
import { loadCrew, type Db, type StoredCrew } from './repository';

/** Whether the crew exists (a stream checks it before it opens, so an unknown crew is a plain 404). */
export async function crewExists(db: Db, crewId: string): Promise<boolean> {
  return (await db.crew.count({ where: { id: crewId } })) > 0;
}

/** What the crew's last downtime changed, for a player through the crew's player view (no change of a GM-only thing). */
export async function downtimeChangesFor(db: Db, crewId: string, forPlayer: boolean): Promise<DowntimeChangesView> {
  const changes = await downtimeChanges(db, crewId, forPlayer);
  if (!forPlayer) return changes;
  const knowledge = await loadPlayerKnowledge(db, crewId);
  return knowledge === null ? { downtime: changes.downtime, changes: [] } : downtimeChangesForPlayer(changes, knowledge);
}

/** A step after the stream's resume point, as stored (its sheet is the snapshot's). */
export type BacklogStep = Omit<CrewLiveData, 'sheet'>;

export interface CrewStreamSnapshot {
  /** The last step's seq (0: none). */
  readonly last: number;
  /** The crew now; null when it was deleted meanwhile. */
  readonly stored: StoredCrew | null;
  /** The steps after `resumeAfter`, oldest first (none without it). */
  readonly backlog: readonly BacklogStep[];
  /** What players know of the crew, its former clocks included: for a player's backlog only. */
  readonly knowledge: PlayerKnowledge | null;
}

/** Where a stream opens: the crew now and, when it resumes after `resumeAfter`, the steps since. */
export async function crewStreamSnapshot(db: PrismaClient, crewId: string, options: { readonly resumeAfter: number | undefined; readonly forPlayer: boolean }): Promise<CrewStreamSnapshot> {
  const { resumeAfter, forPlayer } = options;
  return db.$transaction(async (tx) => {
    const last = await tx.step.findFirst({ where: { crewId }, orderBy: { seq: 'desc' }, select: { seq: true } });
    const stored = await loadCrew(tx, crewId);
    // A player's backlog names steps of long ago: what they know of the crew, its former clocks included.
    const knowledge = forPlayer && resumeAfter !== undefined ? await loadPlayerKnowledge(tx, crewId) : null;
    const rows =
      resumeAfter === undefined
        ? []
        : await tx.step.findMany({
            where: { crewId, seq: { gt: resumeAfter } },
            orderBy: { seq: 'asc' },
            select: { seq: true, type: true, hidden: true, reasons: true },
          });
    const backlog = rows.map((e) => ({ seq: e.seq, type: e.type, hidden: e.hidden, reasons: JSON.parse(e.reasons) as Reason[] }));
    return { last: last?.seq ?? 0, stored, backlog, knowledge };
  });
}
