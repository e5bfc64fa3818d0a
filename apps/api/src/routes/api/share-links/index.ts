/**
 * Players' read-only share links (the token is shown only in the answer that creates it).
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | POST   /api/crews/:crewId/share-links | GM of the crew | a new link → `{ id, url, token, … }` (201); it may name a character of the crew and a wizard of the campaign |
 * | GET    /api/crews/:crewId/share-links | GM of the crew | the crew's links, revoked ones included, never a token |
 * | POST   /api/wizards/:id/share-links | GM of the wizard | a wizard's own link (no crew: it opens the wizard's ledger only) (201) |
 * | GET    /api/wizards/:id/share-links | GM of the wizard | the wizard's own links, revoked ones included, never a token |
 * | POST   /api/share-links/:id/rotate | GM of the crew (or wizard) | revokes the link, returns a new one (same label, character and wizard) (201) |
 * | DELETE /api/share-links/:id | GM of the crew (or wizard) | revokes the link (204, idempotent) |
 *
 * A wizard's own link is for a Frostgrave table without a crew; a crew's link may follow a wizard too.
 */
import { issuedShareLinkSchema, shareLinkCreateSchema, shareLinkSchema, wizardShareLinkCreateSchema } from '@temps-mort/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyGm, requireCrewGm, requireWizardGm } from '../../../auth/guards';
import { announceRevoked, createShareLink, findShareLink, listShareLinks, revokeShareLink, type ShareLinkInfo } from '../../../auth/shareLinks';
import { requireSystem } from '../../../domain/campaigns/campaigns';
import { loadCrew } from '../../../domain/crews/repository';
import { BadRequestError, NotFoundError } from '../../../http/errors';
import { crewParams, errorResponses, idParams, noContent } from '../../../http/schemas';
import { gmOnly } from '../../../plugins/openapi';

export { issuedShareLinkSchema, shareLinkSchema } from '@temps-mort/contract';

function view(link: ShareLinkInfo): z.infer<typeof shareLinkSchema> {
  return {
    id: link.id,
    crewId: link.crewId,
    label: link.label,
    characterId: link.characterId,
    wizardId: link.wizardId,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt === null ? null : link.revokedAt.toISOString(),
  };
}

/** The crew's state names the character (characters live in it, not in a table of their own). */
async function crewHasCharacter(app: FastifyInstance, crewId: string, characterId: string): Promise<boolean> {
  const stored = await loadCrew(app.db, crewId);
  return stored !== null && stored.state.crew.characters.some((c) => c.id === characterId);
}

/** The GM of what the link opens: its crew's, or for a wizard's own link the wizard's (401 / 403 / 404). */
async function requireLinkGm(request: FastifyRequest, link: ShareLinkInfo): Promise<void> {
  if (link.crewId !== null) await requireCrewGm(request, link.crewId);
  else if (link.wizardId !== null) await requireWizardGm(request, link.wizardId);
  // Neither (its wizard deleted since): nothing it opens, nothing to act on.
  else throw new NotFoundError('share_link', link.id);
}

const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/crews/:crewId/share-links',
    {
      schema: {
        tags: ['share-links'],
        summary: 'Create a read-only link for players',
        security: gmOnly,
        params: crewParams,
        body: shareLinkCreateSchema,
        response: { 201: issuedShareLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { crewId } = request.params;
      const gm = await requireCrewGm(request, crewId);
      const { label, characterId = null, wizardId = null } = request.body ?? {};
      if (characterId !== null && !(await crewHasCharacter(app, crewId, characterId))) throw new BadRequestError('body.characterId', 'not a character of this crew');
      if (wizardId !== null && (await app.db.wizard.count({ where: { id: wizardId, campaignId: gm.campaignId } })) === 0) {
        throw new BadRequestError('body.wizardId', 'not a wizard of this campaign');
      }
      const link = await createShareLink(app.db, {
        crewId,
        label: label === undefined || label === '' ? null : label,
        characterId,
        wizardId,
        publicUrl: app.config.publicUrl,
        now: app.clock(),
      });
      return reply.code(201).send({ ...view(link), token: link.token, url: link.url });
    },
  );

  app.get(
    '/crews/:crewId/share-links',
    {
      schema: {
        tags: ['share-links'],
        summary: "The crew's share links (never their tokens)",
        security: gmOnly,
        params: crewParams,
        response: { 200: z.array(shareLinkSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await requireCrewGm(request, request.params.crewId);
      return (await listShareLinks(app.db, { crewId: request.params.crewId })).map(view);
    },
  );

  app.post(
    '/wizards/:id/share-links',
    {
      schema: {
        tags: ['share-links'],
        summary: "Create a read-only link to a wizard's ledger (no crew: a Frostgrave table's)",
        security: gmOnly,
        params: idParams,
        body: wizardShareLinkCreateSchema,
        response: { 201: issuedShareLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const wizardId = request.params.id;
      const gm = await requireWizardGm(request, wizardId);
      await requireSystem(app.db, gm.campaignId, 'frostgrave');
      const label = request.body?.label;
      const link = await createShareLink(app.db, {
        crewId: null,
        label: label === undefined || label === '' ? null : label,
        wizardId,
        publicUrl: app.config.publicUrl,
        now: app.clock(),
      });
      return reply.code(201).send({ ...view(link), token: link.token, url: link.url });
    },
  );

  app.get(
    '/wizards/:id/share-links',
    {
      schema: {
        tags: ['share-links'],
        summary: "The wizard's own links (never their tokens; a crew's links that follow it are the crew's)",
        security: gmOnly,
        params: idParams,
        response: { 200: z.array(shareLinkSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await requireWizardGm(request, request.params.id);
      return (await listShareLinks(app.db, { wizardId: request.params.id })).map(view);
    },
  );

  app.post(
    '/share-links/:id/rotate',
    {
      schema: {
        tags: ['share-links'],
        summary: 'Revoke a link and issue a new one with the same label',
        security: gmOnly,
        params: idParams,
        response: { 201: issuedShareLinkSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireAnyGm(request); // 401/403 before looking anything up
      const old = await findShareLink(app.db, request.params.id);
      await requireLinkGm(request, old);
      const now = app.clock();
      const link = await app.db.$transaction(async (tx) => {
        await revokeShareLink(tx, old.id, now);
        return createShareLink(tx, { crewId: old.crewId, label: old.label, characterId: old.characterId, wizardId: old.wizardId, publicUrl: app.config.publicUrl, now });
      });
      app.principals.clear();
      announceRevoked(app.hub, old);
      return reply.code(201).send({ ...view(link), token: link.token, url: link.url });
    },
  );

  app.delete(
    '/share-links/:id',
    {
      schema: {
        tags: ['share-links'],
        summary: 'Revoke a link (players using it get 401 at once)',
        security: gmOnly,
        params: idParams,
        response: { 204: noContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireAnyGm(request);
      const link = await findShareLink(app.db, request.params.id);
      await requireLinkGm(request, link);
      await revokeShareLink(app.db, link.id, app.clock());
      app.principals.clear();
      announceRevoked(app.hub, link);
      return reply.code(204).send(null);
    },
  );
};

export default shareLinkRoutes;
