/**
 * The players' crew sheet, started as early as possible: src/main.tsx calls `startPlayerSheet`
 * before React renders, so the sheet's request leaves while React boots, and the route's queries
 * join it (same keys, same fetchers).
 *
 * - The crew of the link is known on this device (a reload, the installed app): GET
 *   /api/crews/:id, and meanwhile the sheet kept for offline use is shown at once (its "updated at"
 *   is when it was kept) until the network answers.
 * - A first visit knows only the token: GET /api/share/sheet answers the sheet in one request (no
 *   /api/auth/me first); its crew is remembered on the device.
 *
 * Both requests usually left earlier still, from the boot script in index.html (src/boot.ts):
 * lib/api.ts takes their answers over (lib/earlySheet.ts).
 */
import { crewKey, fetchCrewSheet, fetchSharedSheet, keptCrewSheet, sharedCrewKey } from '../../lib/crew';
import type { QueryClient } from '../../lib/query';
import { crewOfToken, playerPath, rememberCrewOf, resolvePlayerToken } from '../../lib/shareToken';

/** First visit: the link's sheet, put where the live page reads it (`crewKey`); resolves with its crew id. */
export async function fetchSharedCrew(client: QueryClient, token: string, signal?: AbortSignal): Promise<string> {
  const sheet = await fetchSharedSheet(token, signal);
  rememberCrewOf(token, sheet.id);
  client.setData(crewKey(sheet.id), sheet);
  return sheet.id;
}

/** Starts the sheet's request (and shows the one kept for offline use meanwhile) when this page is a player's sheet. */
export function startPlayerSheet(client: QueryClient, pathname: string = window.location.pathname): void {
  const route = playerPath(pathname);
  if (!route) return;
  const token = resolvePlayerToken(route.token);
  if (!token) return;
  const crewId = crewOfToken(token);
  if (crewId === null) {
    client.fetch(sharedCrewKey(token), (signal) => fetchSharedCrew(client, token, signal)).catch(() => undefined);
    return;
  }
  const key = crewKey(crewId);
  client.fetch(key, (signal) => fetchCrewSheet(crewId, token, signal)).catch(() => undefined);
  void keptCrewSheet(crewId).then((kept) => {
    if (kept) client.setPlaceholder(key, kept);
  });
}
