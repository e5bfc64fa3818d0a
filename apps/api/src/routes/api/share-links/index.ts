/**
 * Players' read-only share links (the token is shown only in the answer that creates it).
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | POST   /api/crews/:crewId/share-links | GM of the crew | a new link → `{ id, url, token, … }` (201); it may name a character of the crew and a wizard of the campaign |
 * | GET    /api/crews/:crewId/share-links | GM of the crew | the crew's links, revoked ones included, never a token |
 * | POST   /api/share-links/:id/rotate | GM of the crew | revokes the link, returns a new one (same label, character and wizard) (201) |
 * | DELETE /api/share-links/:id | GM of the crew | revokes the link (204, idempotent) |
 */
import { issuedShareLinkSchema, shareLinkCreateSchema, shareLinkSchema } from '@temps-mort/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyGm, requireCrewGm } from '../../../auth/guards';
import { announceRevoked, createShareLink, findShareLink, listShareLinks, revokeShareLink, type ShareLinkInfo } from '../../../auth/shareLinks';
import { loadCrew } from '../../../domain/crews/repository';
import { BadRequestError } from '../../../http/errors';
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
      return (await listShareLinks(app.db, request.params.crewId)).map(view);
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
      await requireCrewGm(request, old.crewId);
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
      await requireCrewGm(request, link.crewId);
      await revokeShareLink(app.db, link.id, app.clock());
      app.principals.clear();
      announceRevoked(app.hub, link);
      return reply.code(204).send(null);
    },
  );
};

export default shareLinkRoutes;
