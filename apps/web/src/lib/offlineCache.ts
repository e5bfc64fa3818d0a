/**
 * Keeps the last crew sheet (and the crew's recent rolls) in the service worker's data cache from
 * the page itself, so the sheet shows offline even when the worker did not see the request: on a
 * phone's first visit (the worker takes control only after the page loaded) and after live
 * updates (which arrive over SSE, not through a cached request). Same cache, keys and headers as
 * public/sw.js. Does nothing where Cache Storage is missing (plain http on a LAN address, tests).
 */
import { whenIdle } from './whenIdle';

export const DATA_CACHE = 'tm-data-v1';
export const CACHED_AT_HEADER = 'x-tm-cached-at';
const KIND_HEADER = 'x-tm-kind';

export type OfflineKind = 'sheet' | 'rolls';

export async function keepForOffline(path: string, body: unknown, kind: OfflineKind, now = Date.now()): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(DATA_CACHE);
    for (const old of await cache.keys()) {
      const cached = await cache.match(old);
      if (cached?.headers.get(KIND_HEADER) === kind) await cache.delete(old);
    }
    const headers = { 'content-type': 'application/json; charset=utf-8', [CACHED_AT_HEADER]: String(now), [KIND_HEADER]: kind };
    await cache.put(path, new Response(JSON.stringify(body), { status: 200, headers }));
  } catch {
    // Storage full or refused: the sheet simply will not be there offline.
  }
}

/**
 * `keepForOffline` once the browser is idle, stamped with the time it was called: the copy is not
 * urgent, and on a phone its Cache Storage work would otherwise compete with the sheet's first paint.
 */
export function keepWhenIdle(path: string, body: unknown, kind: OfflineKind): void {
  const now = Date.now();
  const keep = () => void keepForOffline(path, body, kind, now);
  whenIdle(keep, 2_000, 0);
}

/** What `keepForOffline` (or the service worker) kept at `path`, and when; null when nothing is. */
export async function readKept(path: string): Promise<{ readonly body: unknown; readonly cachedAt: number } | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const cached = await caches.match(path, { cacheName: DATA_CACHE, ignoreVary: true });
    if (!cached) return null;
    const cachedAt = Number(cached.headers.get(CACHED_AT_HEADER));
    return { body: (await cached.json()) as unknown, cachedAt: Number.isFinite(cachedAt) && cachedAt > 0 ? cachedAt : 0 };
  } catch {
    return null;
  }
}
