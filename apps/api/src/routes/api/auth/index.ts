/**
 * GM sign-in and "who am I".
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | GET  /api/auth/setup?token= | anyone with the link | spends the one-time link, opens a GM session, 303 → `/` |
 * | POST /api/auth/passphrase | GM | sets (or changes) the GM passphrase |
 * | POST /api/auth/login | anyone | passphrase → GM session cookie (rate limited) |
 * | POST /api/auth/logout | anyone | ends the GM session, if any (and its open live streams) |
 * | GET  /api/auth/me | GM or player | `{ kind, campaignId, crewId?, characterId?, wizardId?, systems }`, 401 otherwise |
 */
import { loginBody, meSchema, passphraseBody, setupQuery } from '@temps-mort/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyGm, requireAuth } from '../../../auth/guards';
import { burnPassphraseTime, hashPassphrase, verifyPassphrase } from '../../../auth/passphrase';
import { SESSION_COOKIE } from '../../../auth/principal';
import { announceSignedOut, clearSessionCookie, createSession, setSessionCookie } from '../../../auth/sessions';
import { consumeSetupToken } from '../../../auth/setup';
import { hashToken, looksLikeToken } from '../../../auth/tokens';
import { campaignSystems } from '../../../domain/campaigns/campaigns';
import { UnauthorizedError } from '../../../http/errors';
import { errorResponses, noContent } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { SIGN_IN_RATE_LIMIT } from '../../../plugins/rateLimit';

export { meSchema } from '@temps-mort/contract';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  app.get(
    '/auth/setup',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Open a GM session with the one-time sign-in link printed at first start (or by `gm-link`)',
        querystring: setupQuery,
        response: { 303: z.null().describe('Redirect to / with the session cookie set.'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const campaignId = looksLikeToken(token) ? await consumeSetupToken(app.db, token) : null;
      if (campaignId === null) throw new UnauthorizedError();
      const session = await createSession(app.db, campaignId, app.clock());
      setSessionCookie(reply, session, secure);
      return reply.code(303).header('location', '/').header('cache-control', 'no-store').send(null);
    },
  );

  app.post(
    '/auth/passphrase',
    {
      schema: {
        tags: ['auth'],
        summary: "Set or change the GM's passphrase (GM only)",
        security: gmOnly,
        body: passphraseBody,
        response: { 204: noContent, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const gm = await requireAnyGm(request);
      const passphraseHash = await hashPassphrase(request.body.passphrase);
      await app.db.gmCredential.upsert({
        where: { campaignId: gm.campaignId },
        create: { campaignId: gm.campaignId, passphraseHash },
        update: { passphraseHash },
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as the GM with the passphrase (10 tries per minute per address)',
        body: loginBody,
        response: { 200: meSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { passphrase } = request.body;
      const credentials = await app.db.gmCredential.findMany({
        where: { passphraseHash: { not: null } },
        select: { campaignId: true, passphraseHash: true },
        orderBy: { createdAt: 'asc' },
      });
      let campaignId: string | null = null;
      if (credentials.length === 0) await burnPassphraseTime(passphrase);
      for (const credential of credentials) {
        // Every stored hash is checked, so the time taken does not say which one matched.
        if (await verifyPassphrase(passphrase, credential.passphraseHash ?? '')) campaignId ??= credential.campaignId;
      }
      if (campaignId === null) throw new UnauthorizedError();
      const session = await createSession(app.db, campaignId, app.clock());
      setSessionCookie(reply, session, secure);
      return { kind: 'gm' as const, campaignId, systems: await campaignSystems(app.db, campaignId) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'End the GM session (no-op without one)', response: { 204: noContent } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (typeof token === 'string' && looksLikeToken(token)) {
        const session = await app.db.session.findUnique({ where: { tokenHash: hashToken(token) }, select: { id: true, campaignId: true } });
        await app.db.session.deleteMany({ where: { tokenHash: hashToken(token) } });
        app.principals.clear();
        if (session) {
          const crews = await app.db.crew.findMany({ where: { campaignId: session.campaignId }, select: { id: true } });
          // Its streams: each crew's, and the campaign's.
          announceSignedOut(app.hub, [...crews.map((c) => c.id), session.campaignId], session.id);
        }
      }
      clearSessionCookie(reply, secure);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is calling: the GM, or a player link (its crew, the character and the wizard it names)',
        security: gmOrPlayer,
        response: { 200: meSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const principal = await requireAuth(request);
      const systems = await campaignSystems(app.db, principal.campaignId);
      return principal.kind === 'gm'
        ? { kind: 'gm' as const, campaignId: principal.campaignId, systems }
        : {
            kind: 'player' as const,
            campaignId: principal.campaignId,
            crewId: principal.crewId,
            characterId: principal.characterId,
            wizardId: principal.wizardId,
            systems,
          };
    },
  );
};

export default authRoutes;
