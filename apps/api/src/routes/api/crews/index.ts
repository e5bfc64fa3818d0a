/**
 * Crew sheets. Every write is one event of the crew's history (domain/crews/events.ts), carries
 * the crew's `version` and answers `{ sheet, event }`; only the GM of the crew's campaign writes.
 *
 * | route | who | event |
 * | --- | --- | --- |
 * | POST   /api/campaigns/:campaignId/crews | GM | crew_created (201) |
 * | GET    /api/crews/:crewId | GM, player link | — (the sheet, redacted for players) |
 * | GET    /api/share/sheet | player link | — (the link's crew sheet: a first visit's one request) |
 * | PATCH  /api/crews/:crewId | GM | crew_edit |
 * | DELETE /api/crews/:crewId | GM | — (204) |
 * | POST   /api/crews/:crewId/{factions,cohorts,characters} | GM | faction_save / cohort_save / character_save (201) |
 * | PUT    /api/crews/:crewId/{factions,cohorts,characters}/:itemId | GM | …_save |
 * | DELETE /api/crews/:crewId/{factions,cohorts,characters}/:itemId | GM | …_remove |
 * | POST   /api/crews/:crewId/characters/:characterId/projects | GM | project_create (201) |
 * | DELETE /api/crews/:crewId/assets/:assetId | GM | asset_remove (A4: used, a quiet week, lost) |
 * | POST / PUT / DELETE /api/crews/:crewId/clocks[/:clockId] | GM | clock_save / clock_remove (K1: the crew's and its factions' clocks, what players know) |
 * | POST   /api/crews/:crewId/clocks/:clockId/tick | GM | clock_tick (K2: ±n by hand, any clock of the board) |
 * | POST   /api/crews/:crewId/clocks/:clockId/roll | GM | clock_roll (K3–K5: an action, a fortune roll, the faction's tier) |
 * | POST   /api/crews/:crewId/undo | GM | undo |
 * | GET / POST /api/crews/:crewId/history/:seq/{revert,redo} | GM | undo / redo (./revert.ts) |
 * | GET    /api/crews/:crewId/entanglements/:entanglementId/options | GM, player link (revealed only) | — (E2 options with exact costs) |
 *
 * The writes that are one event each (PATCH, the lists, assets, projects) are a table in ./writes.ts.
 */
import type { entanglementOptionSchema} from '@temps-mort/contract';
import { crewCreateSchema, entanglementOptionsRoute, tokenQuery } from '@temps-mort/contract';
import { entanglementOptions, tableRulesFrom, type EntanglementSituation } from '@temps-mort/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../../auth/principal';
import { crewOfLink, requireAuth, requireCrewGm, requireCrewReader, requireGm } from '../../../auth/guards';
import { createCrew, deleteCrew, undoLastStep } from '../../../domain/crews/events';
import { newCrew } from '../../../domain/crews/input';
import { loadCrew } from '../../../domain/crews/repository';
import { SheetCache, sheetStamp } from '../../../domain/crews/sheetCache';
import { createReader, type Reader } from '../../../db/reader';
import { crewSheet, visibleToPlayers } from '../../../domain/crews/sheet';
import { optionsForPlayer, playerKnowledge } from '../../../domain/crews/playerView';
import { ForbiddenError, NotFoundError, RuleRefusalError } from '../../../http/errors';
import { campaignParams, crewParams, errorResponses, noContent } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { asBody, crewSheetSchema, crewStepSchema, versionBody } from './schemas';
import { CREW_EDIT, CREW_ITEM_WRITES, crewWriteErrors, given, registerCrewWrite } from './writes';
import revertRoutes from './revert';

const crewRoutes: FastifyPluginAsyncZod = async (app) => {
  const sheets = new SheetCache((sheet) => JSON.stringify(crewSheetSchema.parse(sheet)));
  // The hot read's stamp query bypasses Prisma (db/reader.ts); opened on first use.
  let opened: Reader | undefined;
  const reader = (): Reader => (opened ??= createReader(app.config.databaseUrl));
  app.addHook('onClose', async () => {
    opened?.close();
  });

  // ─── the crew ──────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/campaigns/:campaignId/crews',
    {
      schema: {
        tags: ['crews'],
        summary: 'Create a crew (its history starts with crew_created); ids are made by the server',
        security: gmOnly,
        params: campaignParams,
        body: crewCreateSchema,
        response: { 201: crewStepSchema, ...errorResponses(400, 401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) => {
      const { campaignId } = request.params;
      await requireGm(request, campaignId);
      const campaign = await app.db.campaign.findUnique({ where: { id: campaignId }, select: { tableRules: true } });
      if (!campaign) throw new NotFoundError('campaign', campaignId);
      const { crew, characterNotes } = newCrew(request.body, tableRulesFrom(JSON.parse(campaign.tableRules) as unknown));
      const gmNotes = request.body.gmNotes;
      const step = await createCrew(app, { campaignId, crew, notes: { characterNotes, ...(gmNotes !== undefined ? { gmNotes } : {}) } });
      return reply.code(201).send(asBody(crewStepSchema, step));
    },
  );

  app.get(
    '/crews/:crewId',
    {
      schema: {
        tags: ['crews'],
        summary: 'The crew sheet with its downtime (players: no GM notes, no held or hidden entanglement)',
        security: gmOrPlayer,
        params: crewParams,
        querystring: z.strictObject(tokenQuery),
        response: { 200: crewSheetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { crewId } = request.params;
      // requireCrewReader's checks (401, 403, 404, in that order), in the one query that also
      // stamps the cached sheet.
      const principal = await requireAuth(request);
      if (principal.kind === 'player' && crewOfLink(principal) !== crewId) throw new ForbiddenError();
      return reply.type('application/json; charset=utf-8').send(await sheetBody(principal, crewId));
    },
  );

  /** The sheet as `principal` may see it (404 when the crew is gone, 403 another campaign's). */
  async function sheetBody(principal: Principal, crewId: string): Promise<z.infer<typeof crewSheetSchema>> {
    const row = reader().crewStamp(crewId);
    if (!row) throw new NotFoundError('crew', crewId);
    if (principal.kind === 'gm' && row.campaignId !== principal.campaignId) throw new ForbiddenError();
    let json = sheets.get(crewId, sheetStamp(row.version, row.updatedAt));
    if (!json) {
      const stored = await loadCrew(app.db, crewId);
      if (!stored) throw new NotFoundError('crew', crewId);
      json = sheets.put(crewId, sheetStamp(stored.version, stored.updatedAt), crewSheet(stored));
    }
    // Already validated against crewSheetSchema and serialized: sent as is.
    return (principal.kind === 'player' ? json.player : json.gm) as unknown as z.infer<typeof crewSheetSchema>;
  }

  // A player's first visit knows only the link's token: one request answers the crew's sheet (its
  // `id` is the crew's), instead of GET /api/auth/me and then GET /api/crews/:crewId.
  app.get(
    '/share/sheet',
    {
      schema: {
        tags: ['crews'],
        summary: "The crew sheet a player link opens (players' view; GM sessions: 403)",
        security: gmOrPlayer,
        querystring: z.strictObject(tokenQuery),
        response: { 200: crewSheetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const principal = await requireAuth(request);
      if (principal.kind !== 'player') throw new ForbiddenError();
      // A link that only follows a wizard opens no crew: 404 (GET /api/auth/me says what it follows).
      if (principal.crewId === null) throw new NotFoundError('crew');
      return reply.type('application/json; charset=utf-8').send(await sheetBody(principal, principal.crewId));
    },
  );

  // PATCH: the crew's own fields, one crew_edit event (writes.ts).
  registerCrewWrite(app, CREW_EDIT);

  app.delete(
    '/crews/:crewId',
    {
      schema: {
        tags: ['crews'],
        summary: 'Delete the crew and everything it owns (its history, rolls and share links)',
        security: gmOnly,
        params: crewParams,
        body: versionBody,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await requireCrewGm(request, request.params.crewId);
      await deleteCrew(app, { crewId: request.params.crewId, version: request.body.version });
      return reply.code(204).send(null);
    },
  );

  // ─── its lists, acquired assets and projects: one event each (writes.ts) ─────────────────────────
  for (const write of CREW_ITEM_WRITES) registerCrewWrite(app, write);

  // ─── undo ────────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/crews/:crewId/undo',
    {
      schema: {
        tags: ['downtime'],
        summary: 'Undo the last step not yet undone (never the creation); recorded as an "undo" step',
        security: gmOnly,
        params: crewParams,
        body: versionBody,
        response: { 200: crewStepSchema, ...crewWriteErrors },
      },
    },
    async (request) => {
      await requireCrewGm(request, request.params.crewId);
      return asBody(crewStepSchema, await undoLastStep(app, { crewId: request.params.crewId, version: request.body.version }));
    },
  );

  // Revert any step of the history, redo an undo (./revert.ts).
  await app.register(revertRoutes);

  // ─── E2 options preview ──────────────────────────────────────────────────────────────────────
  app.get(
    '/crews/:crewId/entanglements/:entanglementId/options',
    {
      schema: {
        tags: ['downtime'],
        summary: "E2: the ways out of a pending entanglement, each with its exact cost (players: revealed ones only)",
        security: gmOrPlayer,
        params: entanglementOptionsRoute.params,
        querystring: entanglementOptionsRoute.querystring,
        response: { 200: entanglementOptionsRoute.answer, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { crewId, entanglementId } = request.params;
      const principal = await requireCrewReader(request, crewId);
      const stored = await loadCrew(app.db, crewId);
      if (!stored) throw new NotFoundError('crew', crewId);
      const pending = stored.state.crew.pendingEntanglements.find((p) => p.id === entanglementId);
      if (!pending || (principal.kind === 'player' && !visibleToPlayers(pending))) throw new NotFoundError('entanglement', entanglementId);
      const { token: _token, ...query } = request.query;
      const situation = given(query) as EntanglementSituation;
      const outcome = entanglementOptions(stored.state.crew, pending.kind, situation, { table: stored.table });
      if (!outcome.ok) throw new RuleRefusalError(outcome.error);
      const answer = { entanglement: pending, options: JSON.parse(JSON.stringify(outcome.value)) as z.infer<typeof entanglementOptionSchema>[], reasons: [...outcome.reasons] };
      // The rules weighed the options on the GM's crew: a player reads them through the crew's player view.
      return principal.kind === 'player' ? optionsForPlayer(answer, playerKnowledge(crewSheet(stored))) : answer;
    },
  );
};

export default crewRoutes;
