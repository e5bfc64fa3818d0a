/**
 * What a route is, before its shapes: its method, its path and who may call it. Plain strings, no
 * zod: the web's client imports the endpoints at run time (./endpoints.ts), and the players' sheet
 * loads no zod (decision 016). The shapes of each route (params, query, body, answer) are in the
 * route table (./index.ts), under the same name; TypeScript refuses a name in one and not the other.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The things a route may be about, each named by one path param: `campaign` by `:campaignId`,
 * `crew` by `:crewId`, the others by `:id`.
 */
export type Resource = 'campaign' | 'crew' | 'wizard' | 'roll' | 'complexAction' | 'collection' | 'shareLink' | 'proposal' | 'rollRequest';

/**
 * Who may call a route:
 * - `anyone`: no credentials needed (signing in);
 * - `signedIn`: the GM or any player link;
 * - `player`: a player link only;
 * - `gm`: any signed-in GM (the route acts on their own account, or the campaign open in their session);
 * - `gm:<resource>`: a GM of the campaign that owns the resource the path names — its owner or a
 *   co-GM, whichever campaign their session has open (issue 37: membership) — 401, 403, 404;
 * - `reader:<resource>`: such a GM, or a player link that may read it — a crew's own link, a link
 *   following the wizard, a link of the crew a roll or a complex action belongs to; for a
 *   campaign's lists, its GM or any of its crew links (they read their own crew's entries);
 * - `character:<resource>`: a player link given to a character, acting for that character only —
 *   `character:character` for the character the path names (`:crewId`, `:characterId`), otherwise
 *   the character the proposal or roll request is for (issue 36: a crew's link only watches).
 */
export type Who =
  | 'anyone'
  | 'signedIn'
  | 'player'
  | 'gm'
  | `gm:${Resource}`
  | `reader:${'campaign' | 'crew' | 'wizard' | 'roll' | 'complexAction'}`
  | `character:${'character' | 'proposal' | 'rollRequest'}`;

export interface Endpoint {
  readonly method: Method;
  /** From the site's root, params as `:name` (e.g. `/api/crews/:crewId`). */
  readonly path: string;
  readonly who: Who;
}

/** The param that names each resource in a path. */
export const RESOURCE_PARAM: Readonly<Record<Resource, string>> = {
  campaign: 'campaignId',
  crew: 'crewId',
  wizard: 'id',
  roll: 'id',
  complexAction: 'id',
  collection: 'id',
  shareLink: 'id',
  proposal: 'id',
  rollRequest: 'id',
};

/** Whether only a GM may call the route (its OpenAPI security: the GM's session alone). */
export function gmOnly(who: Who): boolean {
  return who === 'gm' || who.startsWith('gm:');
}

/** `path` with its `:params` filled in (each encoded). */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
