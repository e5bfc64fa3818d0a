/**
 * Who is calling, as the route registrar (../http/route.ts) checks it. Each check resolves the
 * caller (auth/principal.ts) and throws UnauthorizedError (401: no valid credentials) or
 * ForbiddenError (403: signed in, not allowed); the registrar adds the 404s of the resources a
 * path names, and the membership checks (a GM reaches the campaigns they are a member of).
 *
 * Checks run in that order: a caller without credentials gets 401 before anything is looked up,
 * so an anonymous caller learns nothing about which ids exist.
 */
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import type { GmPrincipal, PlayerPrincipal, Principal } from './principal';

export type { GmInCampaign, GmPrincipal, PlayerPrincipal, Principal } from './principal';

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

/** Any signed-in GM; 401 / 403 for a player. */
export async function requireAnyGm(request: FastifyRequest): Promise<GmPrincipal> {
  const principal = await requireAuth(request);
  if (principal.kind !== 'gm') throw new ForbiddenError();
  return principal;
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
