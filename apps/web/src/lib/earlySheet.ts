/**
 * A player's crew sheet, asked for before the app's JavaScript has even arrived.
 *
 * The boot script (src/boot.ts, inlined into index.html's <head> by the build) calls
 * `sendEarlySheet` while the page is still parsing: on a phone the app's JavaScript takes a second
 * to arrive, and the sheet's request travels meanwhile. When the app starts, lib/api.ts `request`
 * takes the answer over (`takeEarly`) instead of asking again — same path, same token, same
 * headers, once.
 *
 * - The crew of the link is known on this device (a reload, the installed app): GET crew.sheet.
 * - A first visit knows only the token: GET crew.linkSheet (the sheet and its crew in one request).
 */
import { crewOfToken, playerPath, resolvePlayerToken } from './shareToken';

// The routes crew.sheet and crew.linkSheet, written out: the route table's endpoints would grow the
// inlined boot script from 4 kB to 17 kB (a test keeps them equal to `urlOf`'s).
export const crewSheetPath = (crewId: string): string => `/api/crews/${encodeURIComponent(crewId)}`;
/** The sheet a player link opens, without knowing its crew. */
export const sharedSheetPath = '/api/share/sheet';

export interface EarlySheet {
  readonly path: string;
  readonly token: string;
  /** The link's crew when this device knows it (then a kept sheet may be painted at once). */
  readonly crewId: string | null;
  readonly response: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by the boot script (src/boot.ts); read once by `takeEarly`. */
    __tmEarly?: EarlySheet | undefined;
  }
}

/** The headers `request` sends for a player's GET: the early request must be the same request. */
export function playerGetHeaders(token: string): Record<string, string> {
  return { accept: 'application/json', authorization: `Bearer ${token}` };
}

/** On a player route with a token: sends the sheet's request and leaves it for the app. */
export function sendEarlySheet(pathname: string, send: typeof fetch = (input, init) => fetch(input, init)): EarlySheet | null {
  const route = playerPath(pathname);
  if (!route) return null;
  const token = resolvePlayerToken(route.token);
  if (!token) return null;
  const crewId = crewOfToken(token);
  const path = crewId === null ? sharedSheetPath : crewSheetPath(crewId);
  const response = send(path, { method: 'GET', headers: playerGetHeaders(token), credentials: 'same-origin' });
  // Nobody may ever take it (another route rendered): a failure must not be an unhandled rejection.
  response.catch(() => undefined);
  const early: EarlySheet = { path, token, crewId, response };
  window.__tmEarly = early;
  return early;
}

/** The early answer for this exact request, once; null when there is none (the caller fetches). */
export function takeEarly(method: string, path: string, token: string | null | undefined): Promise<Response> | null {
  const early = window.__tmEarly;
  if (!early || method !== 'GET' || early.path !== path || early.token !== token) return null;
  window.__tmEarly = undefined;
  return early.response;
}
