/**
 * The crew's history as GET /api/crews/:id/history answers it (apps/api/src/routes/api/crews/
 * schemas.ts, `crewEventSchema`): each step with its reasons, its dice, its rolls and whether it
 * was undone or is hidden from players; and reverting a step, redoing an undo (…/history/:seq/revert,
 * …/redo).
 */
import type { CrewStepAnswer, RedoBody, RevertBody, RevertPreview } from '@temps-mort/contract';
import { api } from '../../lib/api';

export type { HistoryEvent, HistoryRoll } from '../../lib/history';
import type { HistoryEvent } from '../../lib/history';

export interface HistoryQuery {
  /** Only these event types (none: every type). */
  readonly types?: readonly string[];
  readonly before?: number;
  readonly after?: number;
  readonly limit: number;
  readonly order: 'asc' | 'desc';
}

export function historyPath(crewId: string, query: HistoryQuery): string {
  const params = new URLSearchParams({ order: query.order, limit: String(query.limit) });
  if (query.types && query.types.length > 0) params.set('type', query.types.join(','));
  if (query.before !== undefined) params.set('before', String(query.before));
  if (query.after !== undefined) params.set('after', String(query.after));
  return `/api/crews/${encodeURIComponent(crewId)}/history?${params}`;
}

export async function fetchHistory(crewId: string, query: HistoryQuery, signal?: AbortSignal): Promise<HistoryEvent[]> {
  const answer = await api.get<{ events: HistoryEvent[] }>(historyPath(crewId, query), { signal });
  return answer.events;
}

/** What reverting step `seq` would do (GET …/history/:seq/revert): the GM confirms it. */
export function fetchRevertPreview(crewId: string, seq: number, signal?: AbortSignal): Promise<RevertPreview> {
  return api.get<RevertPreview>(`/api/crews/${encodeURIComponent(crewId)}/history/${seq}/revert`, { signal });
}

/** Reverts step `seq` with the later steps that no longer apply (`alsoRevert`: all those the preview listed). */
export function revertStep(crewId: string, seq: number, body: RevertBody): Promise<CrewStepAnswer> {
  return api.post<CrewStepAnswer>(`/api/crews/${encodeURIComponent(crewId)}/history/${seq}/revert`, body);
}

/** Takes back the undo step `seq`: what it undid is redone. */
export function redoStep(crewId: string, seq: number, body: RedoBody): Promise<CrewStepAnswer> {
  return api.post<CrewStepAnswer>(`/api/crews/${encodeURIComponent(crewId)}/history/${seq}/redo`, body);
}
