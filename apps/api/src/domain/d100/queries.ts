/**
 * Complex actions as their reader reads them: the GM whole, a player link of the tracker's crew
 * through the trackers' player view (./playerView.ts); and the odds from where a tracker stands.
 * Who may read at all is the route's `who` (the route table); this only shapes what they get.
 */
import type { ComplexActionSteps } from '@temps-mort/contract';
import type { PrismaClient } from '../../db/client';
import { keptSinceBaseline } from '../history/replay';
import { parseJson } from '../rolls/store';
import { COMPLEX_ACTION_BASELINES, complexActionHistoryOf, complexOdds, findComplexAction, getComplexAction, listComplexActions, type ComplexActionView, type ComplexOddsView } from './complexActions';
import { complexActionForPlayer } from './playerView';

/** The campaign's complex actions, newest first (of one crew when `crewId` is given: a player link's own). */
export async function readComplexActions(db: PrismaClient, campaignId: string, crewId: string | undefined, player: boolean): Promise<ComplexActionView[]> {
  const views = await listComplexActions(db, campaignId, crewId);
  return player ? views.map(complexActionForPlayer) : views;
}

/** One complex action. */
export async function readComplexAction(db: PrismaClient, id: string, player: boolean): Promise<ComplexActionView> {
  const view = await getComplexAction(db, id);
  return player ? complexActionForPlayer(view) : view;
}

/** What the odds route is asked: a test's threshold (C3), or an opposition's thresholds (C5). */
export interface TrackerOddsQuery {
  readonly rolls: number;
  readonly threshold?: number | undefined;
  readonly actorThreshold?: number | undefined;
  readonly actorAttribute: number;
  readonly opponentThreshold?: number | undefined;
  readonly opponentAttribute: number;
}

/** C3/C4 exact odds from where the tracker stands, or C5's with actor and opponent (the query's refinement asks for one or the other). */
export function readTrackerOdds(db: PrismaClient, id: string, q: TrackerOddsQuery): Promise<ComplexOddsView> {
  if (q.threshold !== undefined) return complexOdds(db, id, { threshold: q.threshold, rolls: q.rolls });
  return complexOdds(db, id, {
    rolls: q.rolls,
    actor: { threshold: q.actorThreshold as number, attribute: q.actorAttribute },
    opponent: { threshold: q.opponentThreshold as number, attribute: q.opponentAttribute },
  });
}

/**
 * What the GM's « Annuler ce jet » and « Rétablir » name on the action's rolls: each roll of the
 * tracker's log (numbered from the ones its start already held) by its step, and the undos not
 * taken back, newest first, each with the number its roll had (its entry's, as the card showed it).
 */
export async function complexActionSteps(db: PrismaClient, id: string): Promise<ComplexActionSteps> {
  await findComplexAction(db, id);
  const [kept, undos] = await Promise.all([
    keptSinceBaseline(db, complexActionHistoryOf(id), COMPLEX_ACTION_BASELINES),
    db.step.findMany({ where: { ...complexActionHistoryOf(id), type: 'undo', undoneById: null }, orderBy: { seq: 'desc' } }),
  ]);
  const [start, ...rolls] = kept;
  const before = start === undefined ? 0 : (parseJson<{ tracker?: { history?: unknown[] } } | null>(start.payload, null)?.tracker?.history?.length ?? 0);
  const undid = undos.map((undo) => {
    const detail = parseJson<{ undone?: unknown; type?: unknown } | null>(undo.detail, null);
    return { undo: undo.seq, seq: typeof detail?.undone === 'number' ? detail.undone : 0, type: typeof detail?.type === 'string' ? detail.type : '' };
  });
  const rollOf = await undoneRollNumbers(db, id, undid.map((u) => u.seq));
  return {
    rolls: rolls.map((step, i) => ({ roll: before + i + 1, seq: step.seq, type: step.type })),
    undos: undid.map((u) => ({ seq: u.undo, undid: { seq: u.seq, type: u.type, roll: rollOf.get(u.seq) ?? null } })),
  };
}

/** The number each undone step's roll had when it was rolled (its d100 entry's), by step seq. */
async function undoneRollNumbers(db: PrismaClient, id: string, seqs: readonly number[]): Promise<Map<number, number>> {
  if (seqs.length === 0) return new Map();
  const steps = await db.step.findMany({ where: { ...complexActionHistoryOf(id), seq: { in: [...seqs] } }, select: { id: true, seq: true } });
  const rolls = await db.roll.findMany({ where: { stepId: { in: steps.map((s) => s.id) }, kind: 'd100_complex' }, select: { stepId: true, result: true } });
  const seqOf = new Map(steps.map((s) => [s.id, s.seq]));
  const numbers = new Map<number, number>();
  for (const roll of rolls) {
    const n = parseJson<{ value?: { entry?: { roll?: unknown } } } | null>(roll.result, null)?.value?.entry?.roll;
    const seq = roll.stepId === null ? undefined : seqOf.get(roll.stepId);
    if (typeof n === 'number' && seq !== undefined) numbers.set(seq, n);
  }
  return numbers;
}
