/**
 * Every route plugin of the API, registered under the `/api` prefix. Route paths inside a plugin
 * are relative to `/api` (e.g. `app.get('/crews/:crewId', …)` serves `GET /api/crews/:crewId`).
 *
 * To add routes: write `routes/api/<resource>/index.ts` exporting a default
 * `FastifyPluginAsyncZod` (zod schemas for params, query, body and response; `tags` for OpenAPI;
 * guards from auth/guards.ts), then add ONE import and ONE entry to `apiRoutes` below. Order does
 * not matter. Shared pieces: http/errors.ts (errors to throw), http/schemas.ts (ids, versions,
 * `errorResponses(…)`), plugins/openapi.ts (`gmOnly`, `gmOrPlayer` security tags).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountRoutes from './api/accounts/index';
import authRoutes from './api/auth/index';
import campaignRoutes from './api/campaigns/index';
import shareLinkRoutes from './api/share-links/index';
import complexActionRoutes from './api/complex-actions/index';
import d12EffectRoutes from './api/rolls/d12-effects';
import rollRoutes from './api/rolls/index';
import wizardRoutes from './api/wizards/index';
import crewAreaRoutes from './api/crews/all';
import backupRoutes from './api/backup/index';
import playerRoutes from './api/players/index';

export const apiRoutes: readonly (FastifyPluginAsyncZod | FastifyPluginAsync)[] = [
  authRoutes, // /api/auth/*                                  (API core)
  accountRoutes, // /api/account/*, /api/invites/*            (GM accounts)
  campaignRoutes, // /api/campaigns/*                         (API core)
  shareLinkRoutes, // /api/crews/:crewId/share-links, /api/share-links/* (API core)
  // API crews: crews, factions, characters, cohorts, clocks, downtime, history, live (SSE) — add here.
  crewAreaRoutes, // /api/campaigns/:id/crews (POST), /api/crews/:crewId/{…,downtime/*,undo,history,stream}, /api/odds/downtime/* (API crews)
  // API tables: wizards, rolls, d100 trackers — add here.
  wizardRoutes, // /api/campaigns/:id/wizards, /api/wizards/*, /api/collections/*, /api/odds/{debt,intimidation} (API tables)
  rollRoutes, // /api/campaigns/:id/rolls/*, /api/rolls/*, /api/odds/{d6,fortune,d12*,d100*}      (API tables)
  d12EffectRoutes, // /api/crews/:crewId/characters/:characterId/d12/{damage,rest,milestone}     (API tables)
  complexActionRoutes, // /api/campaigns/:id/complex-actions, /api/complex-actions/*            (API tables)
  backupRoutes, // /api/campaigns/:id/export, /api/campaigns/import, /api/backup, /api/backups   (backups)
  playerRoutes, // /api/crews/:crewId/{proposals,roll-requests,characters/:characterId/{proposals,texts}}, /api/proposals/*, /api/roll-requests/* (players)
];

export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of apiRoutes) await app.register(plugin, { prefix: '/api' });
}
