/**
 * A player's share token. It arrives in the link (`/s/<token>`, or an older link's `/share#token=<token>`),
 * is kept for the tab in sessionStorage and sent as `Authorization: Bearer` (and as `?token=` on the
 * event stream, which cannot send headers).
 *
 * The installed PWA starts at `/` in a new session, where sessionStorage is empty, and offline it
 * cannot ask the API which crew a token opens: so the last player link and its crew are also
 * remembered on the device (localStorage `tm.playerLink`), and `/` sends a device that is not a
 * GM's back to it. `forgetPlayerLink()` (the "forget this link" button, or a 401 from a revoked
 * link) removes both, and the service worker's copies of the link's page (lib/keptPage.ts).
 */
import { forgetKeptPages } from './keptPage';

const SESSION_KEY = 'tm.shareToken';
const DEVICE_KEY = 'tm.playerLink';

/** Share tokens are URL-safe random strings (as the API checks them); anything else is not one. */
export function looksLikeShareToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value);
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode)
  }
}

interface PlayerLink {
  readonly token: string;
  readonly crewId: string | null;
}

function readDevice(): PlayerLink | null {
  const raw = safe(() => localStorage.getItem(DEVICE_KEY), null);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PlayerLink>;
    if (!looksLikeShareToken(parsed.token)) return null;
    return { token: parsed.token, crewId: typeof parsed.crewId === 'string' ? parsed.crewId : null };
  } catch {
    return null;
  }
}

export function getShareToken(): string | null {
  const token = safe(() => sessionStorage.getItem(SESSION_KEY), null);
  return looksLikeShareToken(token) ? token : null;
}

/** Keeps the token for this tab (and remembers it on the device, see above). */
export function setShareToken(token: string): void {
  if (!looksLikeShareToken(token)) return;
  safe(() => sessionStorage.setItem(SESSION_KEY, token), undefined);
  const known = readDevice();
  const link: PlayerLink = { token, crewId: known?.token === token ? known.crewId : null };
  safe(() => localStorage.setItem(DEVICE_KEY, JSON.stringify(link)), undefined);
}

/** The crew a token opens, once the API said so (lets the sheet load without asking again, and offline). */
export function rememberCrewOf(token: string, crewId: string): void {
  safe(() => localStorage.setItem(DEVICE_KEY, JSON.stringify({ token, crewId } satisfies PlayerLink)), undefined);
}

export function crewOfToken(token: string): string | null {
  const known = readDevice();
  return known?.token === token ? known.crewId : null;
}

/** The link this device last opened, for the installed app's start. */
export function rememberedPlayerToken(): string | null {
  return readDevice()?.token ?? null;
}

export function forgetPlayerLink(): void {
  safe(() => sessionStorage.removeItem(SESSION_KEY), undefined);
  safe(() => localStorage.removeItem(DEVICE_KEY), undefined);
  forgetKeptPages();
}

/** `#token=abc…` → 'abc…' (the API's share URLs carry the token in the fragment). */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const token = params.get('token');
  return looksLikeShareToken(token) ? token : null;
}

/** The token this page was opened with: the path, the fragment, this tab's, or this device's. */
export function resolvePlayerToken(fromPath: string | undefined): string | null {
  const token =
    (looksLikeShareToken(fromPath) ? fromPath : null) ?? tokenFromHash(window.location.hash) ?? getShareToken() ?? rememberedPlayerToken();
  if (token) setShareToken(token);
  return token;
}

/** The player routes (`/s/:token`, `/s`, `/share`) → the token in the path (or undefined). */
export function playerPath(pathname: string): { readonly token: string | undefined } | null {
  const match = /^\/(?:s(?:\/([^/]+))?|share)\/?$/.exec(pathname);
  return match ? { token: match[1] ? decodeURIComponent(match[1]) : undefined } : null;
}
