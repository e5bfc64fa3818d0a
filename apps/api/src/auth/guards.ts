/**
 * Permission checks for routes. Each one resolves the caller (auth/principal.ts) and throws
 * UnauthorizedError (401: no valid credentials), ForbiddenError (403: signed in, not allowed) or
 * NotFoundError (404: the resource does not exist) — the error handler turns them into responses.
 *
 * Checks run in that order: a caller without credentials gets 401 before anything is looked up,
 * so an anonymous caller learns nothing about which ids exist.
 *
 * ```ts
 * app.post('/crews/:crewId/payoff', { schema }, async (request) => {
 *   await requireCrewGm(request, request.params.crewId);      // writes: the GM of the crew's campaign
 *   …
 * });
 * app.get('/crews/:crewId', { schema }, async (request) => {
 *   const who = await requireCrewReader(request, request.params.crewId); // GM or this crew's link
 *   const forPlayer = who.kind === 'player';                   // → redact hidden rolls, gmNotes
 * });
 * ```
 */
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../http/errors';
import type { GmPrincipal, PlayerPrincipal, Principal } from './principal';

export type { GmPrincipal, PlayerPrincipal, Principal } from './principal';

/** The caller, or null. */
export function getPrincipal(request: FastifyRequest): Promise<Principal | null> {
  return request.server.principals.of(request);
}

/** Any signed-in caller (GM or player link); 401 otherwise. */
export async function requireAuth(request: FastifyRequest): Promise<Principal> {
  const principal = await getPrincipal(request);
  if (principal === null) throw new UnauthorizedError();
  return principal;
}

/** A GM of any campaign (for routes that act on "my campaign"); 401 / 403 for a player. */
export async function requireAnyGm(request: FastifyRequest): Promise<GmPrincipal> {
  const principal = await requireAuth(request);
  if (principal.kind !== 'gm') throw new ForbiddenError();
  return principal;
}

/** The GM of `campaignId`: 401 without credentials, 403 for a player or another campaign's GM, 404 if no such campaign. */
export async function requireGm(request: FastifyRequest, campaignId: string): Promise<GmPrincipal> {
  const principal = await requireAnyGm(request);
  if (principal.campaignId === campaignId) return principal;
  const exists = await request.server.db.campaign.findUnique({ where: { id: campaignId }, select: { id: true } });
  if (exists === null) throw new NotFoundError('campaign', campaignId);
  throw new ForbiddenError();
}

/** The GM of the campaign that owns `crewId` (every crew write): 401 / 403 / 404 if no such crew. */
export async function requireCrewGm(request: FastifyRequest, crewId: string): Promise<GmPrincipal> {
  const principal = await requireAnyGm(request);
  const crew = await request.server.db.crew.findUnique({ where: { id: crewId }, select: { campaignId: true } });
  if (crew === null) throw new NotFoundError('crew', crewId);
  if (crew.campaignId !== principal.campaignId) throw new ForbiddenError();
  return principal;
}

/** The GM of the campaign that owns `wizardId`: 401 / 403 / 404 if no such wizard. */
export async function requireWizardGm(request: FastifyRequest, wizardId: string): Promise<GmPrincipal> {
  const principal = await requireAnyGm(request);
  const wizard = await request.server.db.wizard.findUnique({ where: { id: wizardId }, select: { campaignId: true } });
  if (wizard === null) throw new NotFoundError('wizard', wizardId);
  if (wizard.campaignId !== principal.campaignId) throw new ForbiddenError();
  return principal;
}

/**
 * What a player link reads beyond nothing: its own crew, and the wizard it follows (if any). The
 * GM of the campaign reads both.
 */
const READABLE = {
  crew: {
    byLink: (link: PlayerPrincipal, id: string) => link.crewId !== null && link.crewId === id,
    campaignOf: (request: FastifyRequest, id: string) => request.server.db.crew.findUnique({ where: { id }, select: { campaignId: true } }),
  },
  wizard: {
    byLink: (link: PlayerPrincipal, id: string) => link.wizardId === id,
    campaignOf: (request: FastifyRequest, id: string) => request.server.db.wizard.findUnique({ where: { id }, select: { campaignId: true } }),
  },
} as const;

/**
 * Who may read a crew or a wizard: the GM of its campaign, or a player link of this very crew (or
 * following this very wizard). 401 without credentials, 403 for any other link or another
 * campaign's GM, 404 if there is no such thing (GM only: a link is only ever checked against what
 * it names, so it learns nothing about other ids).
 */
async function requireReader(request: FastifyRequest, resource: keyof typeof READABLE, id: string): Promise<Principal> {
  const principal = await requireAuth(request);
  const readable = READABLE[resource];
  if (principal.kind === 'player') {
    if (!readable.byLink(principal, id)) throw new ForbiddenError();
    return principal;
  }
  const found = await readable.campaignOf(request, id);
  if (found === null) throw new NotFoundError(resource, id);
  if (found.campaignId !== principal.campaignId) throw new ForbiddenError();
  return principal;
}

/** Who may read a crew: its GM, or its player links. */
export function requireCrewReader(request: FastifyRequest, crewId: string): Promise<Principal> {
  return requireReader(request, 'crew', crewId);
}

/** Who may read a wizard and its ledger (nothing of a wizard is GM-only): its GM, or a link following it. */
export function requireWizardReader(request: FastifyRequest, wizardId: string): Promise<Principal> {
  return requireReader(request, 'wizard', wizardId);
}

/**
 * The crew a player link opens: 403 for a link that only follows a wizard (it reads that wizard
 * and nothing of any crew — never "the crew-less rolls" by a null matching a null).
 */
export function crewOfLink(link: PlayerPrincipal): string {
  if (link.crewId === null) throw new ForbiddenError();
  return link.crewId;
}

/** True when the caller must not see GM-only data (hidden rolls, held entanglements, gmNotes). */
export function isPlayer(principal: Principal): boolean {
  return principal.kind === 'player';
}
