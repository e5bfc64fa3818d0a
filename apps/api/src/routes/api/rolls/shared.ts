/**
 * Pieces shared by the rolls, wizards and complex-action routes: the schemas of a stored roll and
 * of reasons (from the contract), and the permission checks on resources that hang off a campaign.
 */
import type { FastifyRequest } from 'fastify';
import { crewOfLink, requireAnyGm, requireAuth, requireGm, type GmPrincipal, type Principal } from '../../../auth/guards';
import { ForbiddenError, NotFoundError } from '../../../http/errors';

// The roll schemas are the contract's (@temps-mort/contract rolls.ts), re-exported for the routes.
export { contestantSchema, d100ThresholdSchema, diceRollSchema, reasonSchema, rollLinksShape, rollSchema } from '@temps-mort/contract';

/** The GM of the campaign that owns a resource: 401, 403 (a player, another campaign's GM), 404. */
export async function requireOwnerGm(
  request: FastifyRequest,
  resource: string,
  id: string,
  campaignOf: () => Promise<string | null>,
): Promise<GmPrincipal> {
  const gm = await requireAnyGm(request);
  const campaignId = await campaignOf();
  if (campaignId === null) throw new NotFoundError(resource, id);
  if (campaignId !== gm.campaignId) throw new ForbiddenError();
  return gm;
}

/**
 * A reader of a resource of a campaign, maybe linked to a crew: its GM, or a player link of that
 * crew (a resource without a crew is the GM's only). 401 / 403 / 404 (never 404 to a player).
 */
export async function requireOwnerReader(
  request: FastifyRequest,
  resource: string,
  id: string,
  owner: () => Promise<{ campaignId: string; crewId: string | null } | null>,
): Promise<Principal> {
  const principal = await requireAuth(request);
  const found = await owner();
  if (principal.kind === 'player') {
    if (found === null || found.crewId !== crewOfLink(principal)) throw new ForbiddenError();
    return principal;
  }
  if (found === null) throw new NotFoundError(resource, id);
  if (found.campaignId !== principal.campaignId) throw new ForbiddenError();
  return principal;
}

/**
 * Whose entries of a campaign's list a reader sees (rolls, complex actions): its GM, any crew's
 * (`crewId` filters when given); a player link, its own crew's only (403 for another campaign or
 * crew). 401 / 403 / 404 as `requireGm` for the GM.
 */
export async function requireListReader(
  request: FastifyRequest,
  campaignId: string,
  crewId: string | undefined,
): Promise<{ readonly crewId: string | undefined; readonly player: boolean }> {
  const principal = await requireAuth(request);
  if (principal.kind === 'player') {
    if (principal.campaignId !== campaignId) throw new ForbiddenError();
    const own = crewOfLink(principal);
    if (crewId !== undefined && crewId !== own) throw new ForbiddenError();
    return { crewId: own, player: true };
  }
  await requireGm(request, campaignId);
  return { crewId, player: false };
}

export async function wizardCampaign(request: FastifyRequest, id: string): Promise<string | null> {
  const row = await request.server.db.wizard.findUnique({ where: { id }, select: { campaignId: true } });
  return row?.campaignId ?? null;
}
