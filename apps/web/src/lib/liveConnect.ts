/**
 * Live updates over Server-Sent Events (GET /api/crews/:id/stream; a player adds `?token=`, since
 * EventSource cannot send an Authorization header).
 *
 * Who reconnects:
 * - a dropped connection (network error): the BROWSER retries by itself and sends `Last-Event-ID`,
 *   so the server replays what was missed. We only report `reconnecting` (or `offline`).
 * - a failed connection (an HTTP error, a server restart answering 5xx): the browser gives up
 *   (readyState CLOSED). We open a new EventSource after a backoff (1 s, 2 s, 4 s … 30 s). A new
 *   EventSource sends no Last-Event-ID header, so the last id goes in the URL (`resumeParam`, the
 *   API reads `?lastEventId=`), and `onReconnect` fires when it opens (refetch, to be safe).
 * - the device goes offline/online (window events): `offline` at once; back online, a closed
 *   stream is reopened without waiting for the backoff.
 */

import { takeEarlyStream } from './liveEarly';

/** `connecting` until the stream first opens or fails (not "lost": nothing was lost yet). */
export type LiveState = 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface LiveMessage {
  /** The SSE event name (`message` when the server sent none). */
  readonly type: string;
  /** `data`, parsed as JSON when it is JSON. */
  readonly data: unknown;
  /** The SSE id (the crew event's seq), '' when none. */
  readonly id: string;
}

/** The part of the EventSource constructor we use (tests pass a fake). */
export interface EventSourceLike extends EventTarget {
  readonly readyState: number;
  onopen: ((this: EventSource, ev: Event) => unknown) | null;
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
  close(): void;
}
export type EventSourceCtor = new (url: string, init?: EventSourceInit) => EventSourceLike;

const OPEN = 1;
const CLOSED = 2;

export interface LiveOptions {
  readonly url: string;
  readonly onMessage: (message: LiveMessage) => void;
  readonly onStateChange?: (state: LiveState) => void;
  /** The stream opened again after being lost or failing: catch up (refetch). */
  readonly onReconnect?: () => void;
  /** Named events to listen to besides `message`. */
  readonly events?: readonly string[];
  /** Query parameter carrying the last event id when WE reopen the stream (e.g. `lastEventId`). */
  readonly resumeParam?: string;
  readonly EventSource?: EventSourceCtor;
  readonly initialDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Consecutive failed attempts after which we say `offline` rather than `reconnecting`. Default 3. */
  readonly offlineAfter?: number;
  /** For tests: timers, the online flag and the window to watch. */
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
  readonly isOnline?: () => boolean;
  readonly windowTarget?: EventTarget | null;
}

export interface LiveConnection {
  readonly state: () => LiveState;
  /** Milliseconds the scheduled manual reconnect waits, null when none is scheduled. */
  readonly nextDelay: () => number | null;
  readonly lastEventId: () => string;
  close(): void;
}

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export function connectLive(options: LiveOptions): LiveConnection {
  const Found = options.EventSource ?? (globalThis.EventSource as unknown as EventSourceCtor | undefined);
  if (typeof Found !== 'function') {
    // No EventSource here (a very old browser, a test without one): no live updates, said as offline.
    options.onStateChange?.('offline');
    return { state: () => 'offline', nextDelay: () => null, lastEventId: () => '', close() {} };
  }
  const Source: EventSourceCtor = Found;
  const initialDelay = options.initialDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const offlineAfter = options.offlineAfter ?? 3;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  const win = options.windowTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.windowTarget;
  const eventNames = ['message', ...(options.events ?? [])];

  let state: LiveState = 'connecting';
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let delay: number | null = null;
  let failures = 0;
  let everOpened = false;
  let lost = false;
  let closed = false;
  let lastId = '';

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };

  const onEvent = (event: Event) => {
    const message = event as MessageEvent;
    if (message.lastEventId) lastId = message.lastEventId;
    options.onMessage({ type: event.type, data: parse(message.data), id: message.lastEventId ?? '' });
  };

  const detach = () => {
    if (!source) return;
    for (const name of eventNames) source.removeEventListener(name, onEvent);
    source.onopen = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  const schedule = () => {
    if (closed || timer !== null) return;
    delay = Math.min(maxDelay, initialDelay * 2 ** Math.max(0, failures - 1));
    timer = setTimer(() => {
      timer = null;
      delay = null;
      open();
    }, delay);
  };

  const failed = () => {
    failures += 1;
    if (everOpened) lost = true;
    setState(!isOnline() || failures >= offlineAfter ? 'offline' : 'reconnecting');
  };

  function open() {
    if (closed) return;
    detach();
    let url = options.url;
    if (options.resumeParam && lastId !== '') {
      url += `${url.includes('?') ? '&' : '?'}${options.resumeParam}=${encodeURIComponent(lastId)}`;
    }
    // The first time, the stream the boot script opened for this URL (lib/liveEarly.ts), if any.
    const early = options.EventSource || everOpened || failures > 0 ? null : takeEarlyStream(url);
    const es = early?.source ?? new Source(url);
    source = es;
    for (const name of eventNames) es.addEventListener(name, onEvent);
    es.onopen = () => {
      failures = 0;
      setState('online');
      if (lost) options.onReconnect?.();
      lost = false;
      everOpened = true;
    };
    es.onerror = () => {
      if (source !== es) return;
      failed();
      if (es.readyState === CLOSED) {
        // The browser gave up on this one: our turn.
        detach();
        schedule();
      }
    };
    if (early) adopt(es, early.kept);
  }

  /** An early stream may have opened, spoken or failed already: as if we had been listening. */
  function adopt(es: EventSourceLike, kept: readonly Event[]) {
    if (es.readyState === OPEN) es.onopen?.call(es as unknown as EventSource, new Event('open'));
    for (const event of kept) if (source === es) onEvent(event);
    if (es.readyState === CLOSED && source === es) es.onerror?.call(es as unknown as EventSource, new Event('error'));
  }

  const onOffline = () => {
    if (everOpened) lost = true;
    setState('offline');
  };
  const onOnline = () => {
    if (source === null || source.readyState === CLOSED) {
      if (timer !== null) clearTimer(timer);
      timer = null;
      delay = null;
      open();
    }
    if (state === 'offline') setState(everOpened || failures > 0 ? 'reconnecting' : 'connecting');
  };
  win?.addEventListener('offline', onOffline);
  win?.addEventListener('online', onOnline);

  if (!isOnline()) state = 'offline';
  open();

  return {
    state: () => state,
    nextDelay: () => delay,
    lastEventId: () => lastId,
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      win?.removeEventListener('offline', onOffline);
      win?.removeEventListener('online', onOnline);
      detach();
    },
  };
}
