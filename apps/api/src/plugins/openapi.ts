/**
 * The OpenAPI document, built from the routes' zod schemas (fastify-type-provider-zod's
 * jsonSchemaTransform): JSON at `/api/openapi.json`, browsable reference at `/api/docs` (Swagger UI,
 * assets served from the package itself — no CDN). Must be registered before the routes.
 *
 * Tag each route (`schema: { tags: ['crews'], summary: '…' }`) so it lands in the right section, and
 * say who may call it with `security` (see `gmOnly`, `gmOrPlayer` below).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Tag } from '@temps-mort/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** `security` of a route only the GM may call. */
export const gmOnly: Array<Record<string, string[]>> = [{ gmSession: [] }];
/** `security` of a route the GM or a player share link may call. */
export const gmOrPlayer: Array<Record<string, string[]>> = [{ gmSession: [] }, { shareToken: [] }];

/** The document's sections (the route table's tags), in this order: every tag described. */
const TAG_DESCRIPTIONS: Readonly<Record<Tag, string>> = {
  auth: 'GM sign-in, sessions and who am I',
  accounts: "GM accounts: the account, its campaigns and their GMs, invitations",
  campaigns: 'The campaign and its table rules',
  'share-links': "Players' read-only links to a crew",
  crews: 'Crew sheets: crew, factions, characters, cohorts, clocks',
  downtime: 'Downtime steps, undo and history',
  history: "The campaign's one history (every crew, tracker and roll) and its live stream",
  live: 'Server-Sent Events per crew',
  rolls: 'Dice rolls and their odds',
  wizards: 'Frostgrave wizards and the underworld debt ledger',
  trackers: 'd100 complex-action trackers',
  backups: 'Campaign export and import (JSON), copies of the database file',
  players: "Players acting from a link given to their character: proposals, roll requests, their character's texts",
};

export const OPENAPI_TAGS = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description }));

async function openapiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Temps Mort API',
        description:
          'Campaign companion: crews, downtime, debt ledger, d12 and d100 actions. Dice are rolled by the server. ' +
          'Errors: 400 `{error:"validation",issues:[{path,message}]}`, 401, 403, 404 `{error:"not_found",resource}`, ' +
          '409 `{error:"conflict",current}`, 413, 422 `{error:"rule",rule,code,values}`, 429, 500 `{error:"internal"}`.',
        version: '0.1.0',
      },
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: {
          gmSession: { type: 'apiKey', in: 'cookie', name: 'tm_session', description: 'GM session (sign-in link or passphrase).' },
          shareToken: { type: 'http', scheme: 'bearer', description: "A crew's share token (or `?token=` for EventSource)." },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'temps-mort-openapi' });
