/**
 * Pieces shared by the rolls, wizards and complex-action routes: response schemas of a stored roll
 * and of reasons, and the permission checks on resources that hang off a campaign.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAnyGm, requireAuth, requireGm, type GmPrincipal, type Principal } from '../../../auth/guards';
import { ForbiddenError, NotFoundError } from '../../../http/errors';
import { AGGREGATES } from '../../../domain/history/steps';

export const reasonSchema = z.object({
  rule: z.string(),
  code: z.string(),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
});

export const diceRollSchema = z.object({ sides: z.number().int(), purpose: z.string(), dice: z.array(z.number().int()) });

export const rollSchema = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    crewId: z.string().nullable(),
    characterId: z.string().nullable(),
    wizardId: z.string().nullable(),
    eventId: z.string().nullable(),
    who: z.string(),
    purpose: z.string(),
    kind: z.string(),
    sides: z.number().int(),
    dice: z.array(z.number().int()),
    band: z.string().nullable(),
    quality: z.number().int().nullable(),
    hidden: z.boolean(),
    undone: z.boolean().describe('An undo reverted the step that made it: show it as undone, never as a valid roll.'),
    history: z
      .enum(AGGREGATES)
      .nullable()
      .describe("The history whose step made it, where it is undone: `dice` (the campaign's rolls: POST /api/rolls/:id/undo), a crew's, a wizard's ledger, a complex action's; null for a roll of no step."),
    reasons: z.array(reasonSchema),
    result: z
      .object({ value: z.unknown(), rolls: z.array(diceRollSchema) })
      .catchall(z.unknown())
      .describe("The rule's whole result (`value`), its dice by purpose, and links (e.g. `supersededBy` for a re-rolled d12)."),
    createdAt: z.string(),
  })
  .describe('A roll the server made and stored.');

/** Who rolled and why, and the roll's links, on every roll body. */
export const rollLinksShape = {
  crewId: z.string().min(1).max(64).optional().describe('The crew the roll belongs to.'),
  characterId: z.string().min(1).max(64).optional().describe('The character who rolls (their crew is implied).'),
  who: z.string().trim().min(1).max(120).optional().describe('Shown as who rolled (default: the character, else "GM").'),
  purpose: z.string().trim().min(1).max(120).optional().describe('Why (shown).'),
  hidden: z.boolean().optional().describe('A GM-only roll: never sent to players.'),
};

/** A threshold in % (any integer the rules accept; ≤ 0 never succeeds). */
export const d100ThresholdSchema = z.number().int().min(-1000).max(1000);
export const contestantSchema = z.strictObject({ threshold: d100ThresholdSchema, attribute: z.number().int().min(-100).max(100) });

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
    if (found === null || found.crewId !== principal.crewId) throw new ForbiddenError();
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
    if (crewId !== undefined && crewId !== principal.crewId) throw new ForbiddenError();
    return { crewId: principal.crewId, player: true };
  }
  await requireGm(request, campaignId);
  return { crewId, player: false };
}

export async function wizardCampaign(request: FastifyRequest, id: string): Promise<string | null> {
  const row = await request.server.db.wizard.findUnique({ where: { id }, select: { campaignId: true } });
  return row?.campaignId ?? null;
}
