/**
 * Players' read-only share links (the token is shown only in the answer that creates it).
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | POST   /api/crews/:crewId/share-links | GM of the crew | a new link → `{ id, url, token, … }` (201) |
 * | GET    /api/crews/:crewId/share-links | GM of the crew | the crew's links, revoked ones included, never a token |
 * | POST   /api/share-links/:id/rotate | GM of the crew | revokes the link, returns a new one (same label) (201) |
 * | DELETE /api/share-links/:id | GM of the crew | revokes the link (204, idempotent) |
 */
import { issuedShareLinkSchema, shareLinkCreateSchema, shareLinkSchema } from '@temps-mort/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyGm, requireCrewGm } from '../../../auth/guards';
import { announceRevoked, createShareLink, findShareLink, listShareLinks, revokeShareLink, type ShareLinkInfo } from '../../../auth/shareLinks';
import { crewParams, errorResponses, idParams, noContent } from '../../../http/schemas';
import { gmOnly } from '../../../plugins/openapi';

export { issuedShareLinkSchema, shareLinkSchema } from '@temps-mort/contract';

function view(link: ShareLinkInfo): z.infer<typeof shareLinkSchema> {
  return {
    id: link.id,
    crewId: link.crewId,
    label: link.label,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt === null ? null : link.revokedAt.toISOString(),
  };
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
      await requireCrewGm(request, crewId);
      const label = request.body?.label;
      const link = await createShareLink(app.db, {
        crewId,
        label: label === undefined || label === '' ? null : label,
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
        return createShareLink(tx, { crewId: old.crewId, label: old.label, publicUrl: app.config.publicUrl, now });
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
