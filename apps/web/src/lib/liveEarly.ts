/**
 * A player's live stream, opened by the boot script (src/boot.ts) long before the app's
 * JavaScript has arrived: on a phone the stream's round trips then overlap the download and the
 * hydration instead of following them. What the stream says meanwhile is kept; lib/liveConnect.ts
 * takes the stream over (`takeEarlyStream`, same URL, once) and hears what was kept first.
 *
 * Part of the inlined boot script: nothing here may import the app (lib/crew.ts and its API).
 */
import type { EventSourceLike } from './liveConnect';

/** The crew stream's named events (lib/crew.ts `CREW_STREAM_EVENTS`; a test keeps them equal). */
export const EARLY_STREAM_EVENTS = ['sheet', 'crew', 'roll', 'complex_action', 'wizard', 'proposal', 'roll_request', 'players', 'deleted', 'revoked'] as const;

/**
 * lib/crew.ts `crewStreamUrl` for a player link (a test keeps them equal): the route crew.stream
 * written out, since the route table's endpoints would grow the inlined boot script fourfold.
 */
export const earlyStreamUrl = (crewId: string, token: string): string => `/api/crews/${encodeURIComponent(crewId)}/stream?${new URLSearchParams({ token })}`;

/** Nobody took the stream (the app failed to start, another route drew): it does not stay open. */
const UNCLAIMED_MS = 60_000;

export interface EarlyStream {
  readonly url: string;
  readonly source: EventSourceLike;
  /** What the stream said before the app took it, in order. */
  readonly kept: readonly Event[];
}

interface Pending extends EarlyStream {
  readonly release: () => void;
}

declare global {
  interface Window {
    /** Set by the boot script; taken once by lib/liveConnect.ts. */
    __tmStream?: Pending | undefined;
  }
}

/**
 * Opens the stream at `url` and keeps its events until the app takes it (as `url`). `shownVersion`:
 * the sheet version the page shows already (a page the server drew), so the stream does not send
 * that sheet again — on a phone, its ~8 kB would share the link with the app's JavaScript.
 */
export function openEarlyStream(url: string, shownVersion?: number): void {
  if (typeof EventSource !== 'function' || window.__tmStream) return;
  const source = new EventSource(shownVersion === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}version=${shownVersion}`);
  const kept: Event[] = [];
  const keep = (event: Event) => void kept.push(event);
  const names = ['message', ...EARLY_STREAM_EVENTS];
  for (const name of names) source.addEventListener(name, keep);
  const timer = setTimeout(() => {
    if (window.__tmStream?.source !== source) return;
    window.__tmStream = undefined;
    source.close();
  }, UNCLAIMED_MS);
  const release = () => {
    clearTimeout(timer);
    for (const name of names) source.removeEventListener(name, keep);
  };
  window.__tmStream = { url, source, kept, release };
}

/**
 * The stream the boot script opened for `url`, without taking it (null when none): it speaks for
 * the page until the app takes it over (features/crew/liveStateStore.ts).
 */
export function peekEarlyStream(url: string): EventSourceLike | null {
  const early = typeof window === 'undefined' ? undefined : window.__tmStream;
  return early?.url === url ? early.source : null;
}

/** The stream the boot script opened for `url`, once (its events no longer kept); null otherwise. */
export function takeEarlyStream(url: string): EarlyStream | null {
  const early = typeof window === 'undefined' ? undefined : window.__tmStream;
  if (!early || early.url !== url) return null;
  window.__tmStream = undefined;
  early.release();
  return early;
}
