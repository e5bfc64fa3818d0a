/**
 * The crew's history as GET /api/crews/:id/history answers it (apps/api/src/routes/api/crews/
 * schemas.ts, `crewEventSchema`): each step with its reasons, its dice, its rolls and whether it
 * was undone or is hidden from players.
 */
import type { Reason } from '@temps-mort/rules';
import { api } from '../../lib/api';

export interface HistoryRoll {
  readonly id: string;
  readonly who: string;
  readonly characterId: string | null;
  readonly purpose: string;
  readonly kind: string;
  readonly sides: number;
  readonly dice: readonly number[];
  readonly band: string | null;
  readonly quality: number | null;
  readonly hidden: boolean;
  readonly undone: boolean;
  readonly reasons: readonly Reason[];
  readonly createdAt: string;
}

export interface HistoryEvent {
  /** Position in the crew's history (1 = `crew_created`); also the live stream's event id. */
  readonly seq: number;
  /** A `DowntimeEventType`, or "undo". */
  readonly type: string;
  readonly payload: Readonly<Record<string, unknown>>;
  /** Every die the step consumed, in order. */
  readonly dice: readonly number[];
  readonly detail: Readonly<Record<string, unknown>>;
  readonly reasons: readonly Reason[];
  readonly hidden: boolean;
  readonly undone: boolean;
  readonly undoneBy: number | null;
  /** For an undo step: the step it reverted. */
  readonly undoes: number | null;
  readonly rolls: readonly HistoryRoll[];
  readonly createdAt: string;
}

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
