/**
 * The history screen's data: pages of steps, newest first, under a filter; "load more" asks for
 * the steps before the oldest one fetched (`before=`); new steps arrive live.
 *
 * - The step types of the filter go to the API (`type=`); "rolls only" is applied here, so under it
 *   a page may take several requests (at most MAX_SCANS) to find PAGE steps with dice.
 * - Live: the crew's stream (useCrewLive, opened by the route) replaces the cached sheet on every
 *   step. Each time the sheet changes (`sheetStamp`), the steps after the newest one seen are
 *   fetched (every type, `after=`), the matching ones go on top, and an undo among them marks the
 *   step it reverted as undone (with its rolls), wherever it is in the list; a redo marks its undo
 *   undone and the step the undo had undone kept again.
 * - A new filter starts over; answers to an older filter are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHistory, type HistoryEvent } from './api';
import { matches, typesOf, type HistoryFilter } from './groups';

/** Steps shown per page. */
export const PAGE = 25;
/** Rows asked per request when "rolls only" filters here. */
export const SCAN = 100;
export const MAX_SCANS = 10;

export interface HistoryState {
  /** The steps on screen, newest first. */
  readonly events: readonly HistoryEvent[];
  readonly status: 'loading' | 'ready' | 'error';
  readonly error: unknown;
  readonly loadingMore: boolean;
  /** Older steps may exist. */
  readonly hasMore: boolean;
  /** Steps added live since the screen opened (for the polite announcement). */
  readonly fresh: number;
}

export interface UseHistoryResult extends HistoryState {
  readonly loadMore: () => Promise<void>;
}

const INITIAL: HistoryState = { events: [], status: 'loading', error: null, loadingMore: false, hasMore: false, fresh: 0 };

interface Page {
  readonly events: HistoryEvent[];
  /** The oldest seq fetched (matching or not), for the next `before=`. */
  readonly oldest: number | undefined;
  readonly hasMore: boolean;
  /** The newest seq of the first request (every type when the filter names none). */
  readonly top: number | undefined;
}

async function loadPage(crewId: string, filter: HistoryFilter, before: number | undefined, signal: AbortSignal): Promise<Page> {
  const types = typesOf(filter.groups);
  const limit = filter.rollsOnly ? SCAN : PAGE;
  const scans = filter.rollsOnly ? MAX_SCANS : 1;
  const found: HistoryEvent[] = [];
  let cursor = before;
  let more = true;
  let top: number | undefined;
  for (let i = 0; i < scans && more && found.length < PAGE; i++) {
    const rows = await fetchHistory(crewId, { ...(types.length > 0 ? { type: types.join(',') } : {}), limit, order: 'desc', ...(cursor !== undefined ? { before: cursor } : {}) }, signal);
    if (i === 0) top = rows[0]?.seq;
    more = rows.length === limit;
    const last = rows[rows.length - 1];
    if (last) cursor = last.seq;
    found.push(...rows.filter((e) => matches(filter, e)));
  }
  return { events: found, oldest: cursor, hasMore: more, top };
}

function markUndone(events: readonly HistoryEvent[], undo: HistoryEvent): readonly HistoryEvent[] {
  if (undo.type === 'redo') return markRedone(events, undo);
  if (undo.type !== 'undo' || undo.undoes === null) return events;
  return events.map((e) =>
    e.seq === undo.undoes ? { ...e, undone: true, undoneBy: undo.seq, rolls: e.rolls.map((r) => ({ ...r, undone: true })) } : e,
  );
}

/** A redo takes its undo back (marked undone by it) and the step the undo had undone is kept again, with its rolls. */
function markRedone(events: readonly HistoryEvent[], redo: HistoryEvent): readonly HistoryEvent[] {
  const undo = redo.undoes;
  const redone = redo.type === 'redo' ? redo.detail.redone : null;
  return events.map((e) => {
    if (e.seq === undo) return { ...e, undone: true, undoneBy: redo.seq };
    if (e.seq === redone) return { ...e, undone: false, undoneBy: null, rolls: e.rolls.map((r) => ({ ...r, undone: false })) };
    return e;
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function useHistory(crewId: string, filter: HistoryFilter, sheetStamp: unknown): UseHistoryResult {
  const [state, setState] = useState<HistoryState>(INITIAL);
  /** Bumped by every new filter: answers for an older one are dropped. */
  const generation = useRef(0);
  /** The newest seq seen, any type (null until the first page is in). */
  const latest = useRef<number | null>(null);
  const oldest = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  /** Live pulls run one after the other. */
  const pulling = useRef<Promise<void>>(Promise.resolve());
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const filterKey = `${filter.groups.join(',')}|${filter.rollsOnly}`;

  useEffect(() => {
    const gen = ++generation.current;
    const abort = new AbortController();
    controller.current?.abort();
    controller.current = abort;
    latest.current = null;
    oldest.current = undefined;
    setState(INITIAL);
    const current = filterRef.current;
    void (async () => {
      try {
        const page = await loadPage(crewId, current, undefined, abort.signal);
        let newest = page.top ?? 0;
        if (current.groups.length > 0) {
          const [last] = await fetchHistory(crewId, { limit: 1, order: 'desc' }, abort.signal);
          newest = last?.seq ?? 0;
        }
        if (gen !== generation.current) return;
        latest.current = newest;
        oldest.current = page.oldest;
        setState({ events: page.events, status: 'ready', error: null, loadingMore: false, hasMore: page.hasMore, fresh: 0 });
      } catch (error) {
        if (gen !== generation.current || isAbort(error)) return;
        setState({ ...INITIAL, status: 'error', error });
      }
    })();
    return () => abort.abort();
  }, [crewId, filterKey]);

  const loadMore = useCallback(async () => {
    const gen = generation.current;
    const signal = controller.current?.signal ?? new AbortController().signal;
    setState((s) => ({ ...s, loadingMore: true, error: null }));
    try {
      const page = await loadPage(crewId, filterRef.current, oldest.current, signal);
      if (gen !== generation.current) return;
      oldest.current = page.oldest;
      setState((s) => {
        const known = new Set(s.events.map((e) => e.seq));
        return { ...s, events: [...s.events, ...page.events.filter((e) => !known.has(e.seq))], loadingMore: false, hasMore: page.hasMore };
      });
    } catch (error) {
      if (gen !== generation.current || isAbort(error)) return;
      setState((s) => ({ ...s, loadingMore: false, error }));
    }
  }, [crewId]);

  // Something changed on the crew (a live step, a reconnect's refetch): fetch what is new.
  useEffect(() => {
    if (sheetStamp === undefined) return;
    pulling.current = pulling.current.then(async () => {
      const gen = generation.current;
      for (;;) {
        const after = latest.current;
        if (after === null) return; // the first page is not in yet: it will have these steps
        let rows: readonly HistoryEvent[];
        try {
          rows = await fetchHistory(crewId, { after, limit: SCAN, order: 'asc' });
        } catch {
          return; // the next change (or a reload) catches up
        }
        if (gen !== generation.current || rows.length === 0) return;
        latest.current = rows[rows.length - 1]?.seq ?? after;
        const shown = filterRef.current;
        setState((s) => {
          let events = s.events;
          for (const row of rows) events = markUndone(events, row);
          const known = new Set(events.map((e) => e.seq));
          const added = rows.filter((e) => matches(shown, e) && !known.has(e.seq)).reverse();
          return { ...s, events: [...added, ...events], fresh: s.fresh + added.length };
        });
        if (rows.length < SCAN) return;
      }
    });
  }, [crewId, sheetStamp]);

  return { ...state, loadMore };
}
