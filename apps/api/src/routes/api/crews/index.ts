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
 * | POST   /api/crews/:crewId/undo | GM | undo |
 * | GET    /api/crews/:crewId/entanglements/:entanglementId/options | GM, player link (revealed only) | — (E2 options with exact costs) |
 */
import {
  assetEndSchema,
  cohortSchema,
  entanglementOptions,
  factionSchema,
  nameSchema,
  tableRulesFrom,
  type Character,
  type EntanglementSituation,
} from '@temps-mort/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../../auth/principal';
import { requireAuth, requireCrewGm, requireCrewReader, requireGm } from '../../../auth/guards';
import { applyCrewEvent, createCrew, deleteCrew, undoLastStep, type CrewStep, type PlannedEvent } from '../../../domain/crews/events';
import {
  characterEditSchema,
  characterInputSchema,
  cohortInputSchema,
  crewCreateSchema,
  crewEditSchema,
  editedCharacter,
  factionInputSchema,
  newCharacter,
  newCrew,
  newId,
} from '../../../domain/crews/input';
import { loadCrew, type StoredCrew } from '../../../domain/crews/repository';
import { SheetCache, sheetStamp } from '../../../domain/crews/sheetCache';
import { createReader, type Reader } from '../../../db/reader';
import { crewSheet, visibleToPlayers } from '../../../domain/crews/sheet';
import { ForbiddenError, NotFoundError, RuleRefusalError, parseInput } from '../../../http/errors';
import { campaignParams, crewParams, errorResponses, idSchema, noContent } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { asBody, crewSheetSchema, crewStepSchema, reasonSchema, tokenQuery, versionBody } from './schemas';

async function stepBody(step: Promise<CrewStep>): Promise<z.infer<typeof crewStepSchema>> {
  return asBody(crewStepSchema, await step);
}

const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 422);

const factionParams = z.strictObject({ crewId: idSchema, factionId: idSchema });
const cohortParams = z.strictObject({ crewId: idSchema, cohortId: idSchema });
const characterParams = z.strictObject({ crewId: idSchema, characterId: idSchema });
/** Asset ids are `<crew id>/asset-<n>`: send the slash encoded (%2F). */
const assetParams = z.strictObject({ crewId: idSchema, assetId: z.string().min(1).max(100) });
/** Entanglement ids are `<crew id>/entanglement-<n>`: send the slash encoded (%2F). */
const entanglementParams = z.strictObject({ crewId: idSchema, entanglementId: z.string().min(1).max(100) });

function find<T extends { readonly id: string }>(list: readonly T[], id: string, resource: string): T {
  const found = list.find((x) => x.id === id);
  if (!found) throw new NotFoundError(resource, id);
  return found;
}

/** Only the fields given (a PUT merges them over the current item). */
function given<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

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
      if (principal.kind === 'player' && principal.crewId !== crewId) throw new ForbiddenError();
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
      return reply.type('application/json; charset=utf-8').send(await sheetBody(principal, principal.crewId));
    },
  );

  app.patch(
    '/crews/:crewId',
    {
      schema: {
        tags: ['crews'],
        summary: "Edit the crew's own fields (crew_edit); lists have their own routes",
        security: gmOnly,
        params: crewParams,
        body: crewEditSchema.extend(versionBody.shape),
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crewId } = request.params;
      await requireCrewGm(request, crewId);
      const { version, gmNotes, ...fields } = request.body;
      const patch = given(fields);
      return stepBody(applyCrewEvent(app, {
        crewId,
        version,
        event: { type: 'crew_edit', patch },
        ...(gmNotes !== undefined ? { notes: { gmNotes } } : {}),
        // Only the GM notes changed: nothing for players to see.
        hidden: Object.keys(patch).length === 0,
      }));
    },
  );

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

  // ─── factions ────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/crews/:crewId/factions',
    {
      schema: {
        tags: ['crews'],
        summary: 'Add a faction (faction_save)',
        security: gmOnly,
        params: crewParams,
        body: factionInputSchema.extend(versionBody.shape),
        response: { 201: crewStepSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await requireCrewGm(request, request.params.crewId);
      const { version, ...faction } = request.body;
      const step = await applyCrewEvent(app, { crewId: request.params.crewId, version, event: { type: 'faction_save', faction: { id: newId(), ...faction } } });
      return reply.code(201).send(asBody(crewStepSchema, step));
    },
  );

  app.put(
    '/crews/:crewId/factions/:factionId',
    {
      schema: {
        tags: ['crews'],
        summary: 'Edit a faction (faction_save): the fields given replace the current ones',
        security: gmOnly,
        params: factionParams,
        body: factionInputSchema.partial().extend(versionBody.shape),
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crewId, factionId } = request.params;
      await requireCrewGm(request, crewId);
      const { version, ...fields } = request.body;
      return stepBody(applyCrewEvent(app, {
        crewId,
        version,
        event: (loaded): PlannedEvent => {
          const current = find(loaded.state.crew.factions, factionId, 'faction');
          return { event: { type: 'faction_save', faction: parseInput(factionSchema, { ...current, ...given(fields) }) } };
        },
      }));
    },
  );

  app.delete(
    '/crews/:crewId/factions/:factionId',
    {
      schema: {
        tags: ['crews'],
        summary: 'Remove a faction (faction_remove)',
        security: gmOnly,
        params: factionParams,
        body: versionBody,
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crewId, factionId } = request.params;
      await requireCrewGm(request, crewId);
      return stepBody(applyCrewEvent(app, {
        crewId,
        version: request.body.version,
        event: (loaded) => ({ event: { type: 'faction_remove', id: find(loaded.state.crew.factions, factionId, 'faction').id } }),
      }));
    },
  );

  // ─── cohorts ─────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/crews/:crewId/cohorts',
    {
      schema: {
        tags: ['crews'],
        summary: 'Add a cohort (cohort_save)',
        security: gmOnly,
        params: crewParams,
        body: cohortInputSchema.extend(versionBody.shape),
        response: { 201: crewStepSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await requireCrewGm(request, request.params.crewId);
      const { version, ...cohort } = request.body;
      const step = await applyCrewEvent(app, { crewId: request.params.crewId, version, event: { type: 'cohort_save', cohort: { id: newId(), ...cohort } } });
      return reply.code(201).send(asBody(crewStepSchema, step));
    },
  );

  app.put(
    '/crews/:crewId/cohorts/:cohortId',
    {
      schema: {
        tags: ['crews'],
        summary: 'Edit a cohort (cohort_save): the fields given replace the current ones',
        security: gmOnly,
        params: cohortParams,
        body: cohortInputSchema.partial().extend(versionBody.shape),
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crewId, cohortId } = request.params;
      await requireCrewGm(request, crewId);
      const { version, ...fields } = request.body;
      return stepBody(applyCrewEvent(app, {
        crewId,
        version,
        event: (loaded): PlannedEvent => {
          const current = find(loaded.state.crew.cohorts, cohortId, 'cohort');
          return { event: { type: 'cohort_save', cohort: parseInput(cohortSchema, { ...current, ...given(fields) }) } };
        },
      }));
    },
  );

  app.delete(
    '/crews/:crewId/cohorts/:cohortId',
    {
      schema: {
        tags: ['crews'],
        summary: 'Remove a cohort (cohort_remove)',
        security: gmOnly,
        params: cohortParams,
        body: versionBody,
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crewId, cohortId } = request.params;
      await requireCrewGm(request, crewId);
      return stepBody(applyCrewEvent(app, {
        crewId,
        version: request.body.version,
        event: (loaded) => ({ event: { type: 'cohort_remove', id: find(loaded.state.crew.cohorts, cohortId, 'cohort').id } }),
      }));
    },
  );

  // ─── acquired assets (A4) ────────────────────────────────────────────────────────────────────
  app.delete(
    '/crews/:crewId/assets/:assetId',
    {
      schema: {
        tags: ['crews'],
        summary: 'A4: an acquired asset leaves the sheet (asset_remove): used in earnest, a quiet week passed, or lost',
        security: gmOnly,
        params: assetParams,
        body: z.strictObject({ cause: assetEndSchema.describe('used | quiet_week | lost') }).extend(versionBody.shape),
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crewId, assetId } = request.params;
      await requireCrewGm(request, crewId);
      const { version, cause } = request.body;
      return stepBody(applyCrewEvent(app, {
        crewId,
        version,
        event: (loaded) => ({ event: { type: 'asset_remove', id: find(loaded.state.crew.assets, assetId, 'asset').id, cause } }),
      }));
    },
  );

  // ─── characters and their projects ───────────────────────────────────────────────────────────
  app.post(
    '/crews/:crewId/characters',
    {
      schema: {
        tags: ['crews'],
        summary: 'Add a player character (character_save); only `name` is needed',
        security: gmOnly,
        params: crewParams,
        body: characterInputSchema.extend(versionBody.shape),
        response: { 201: crewStepSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await requireCrewGm(request, request.params.crewId);
      const { version, ...input } = request.body;
      const step = await applyCrewEvent(app, {
        crewId: request.params.crewId,
        version,
        event: (loaded: StoredCrew): PlannedEvent => {
          const character = newCharacter(input, loaded.table);
          return {
            event: { type: 'character_save', character },
            ...(input.gmNotes !== undefined ? { notes: { characterNotes: { [character.id]: input.gmNotes } } } : {}),
          };
        },
      });
      return reply.code(201).send(asBody(crewStepSchema, step));
    },
  );

  app.put(
    '/crews/:crewId/characters/:characterId',
    {
      schema: {
        tags: ['crews'],
        summary: 'Edit a character (character_save): the fields given replace the current ones; `projects`, when given, is the whole list',
        security: gmOnly,
        params: characterParams,
        body: characterEditSchema.extend(versionBody.shape),
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crewId, characterId } = request.params;
      await requireCrewGm(request, crewId);
      const { version, ...edit } = request.body;
      return stepBody(applyCrewEvent(app, {
        crewId,
        version,
        event: (loaded): PlannedEvent => {
          const current: Character = find(loaded.state.crew.characters, characterId, 'character');
          return {
            event: { type: 'character_save', character: editedCharacter(current, edit, loaded.state.crew) },
            ...(edit.gmNotes !== undefined ? { notes: { characterNotes: { [characterId]: edit.gmNotes } } } : {}),
          };
        },
      }));
    },
  );

  app.delete(
    '/crews/:crewId/characters/:characterId',
    {
      schema: {
        tags: ['crews'],
        summary: 'Remove a character (character_remove)',
        security: gmOnly,
        params: characterParams,
        body: versionBody,
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { crewId, characterId } = request.params;
      await requireCrewGm(request, crewId);
      return stepBody(applyCrewEvent(app, {
        crewId,
        version: request.body.version,
        event: (loaded) => ({ event: { type: 'character_remove', id: find(loaded.state.crew.characters, characterId, 'character').id } }),
      }));
    },
  );

  app.post(
    '/crews/:crewId/characters/:characterId/projects',
    {
      schema: {
        tags: ['crews'],
        summary: 'A5: open a long-term project on a character (project_create)',
        security: gmOnly,
        params: characterParams,
        body: z
          .strictObject({
            name: nameSchema,
            segments: z.number().int().min(1).max(24),
            requires: idSchema.nullable().optional().describe('A project that must be completed first.'),
          })
          .extend(versionBody.shape),
        response: { 201: crewStepSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { crewId, characterId } = request.params;
      await requireCrewGm(request, crewId);
      const { version, ...project } = request.body;
      const step = await applyCrewEvent(app, {
        crewId,
        version,
        event: (loaded): PlannedEvent => {
          find(loaded.state.crew.characters, characterId, 'character');
          return { event: { type: 'project_create', characterId, id: newId(), ...project } };
        },
      });
      return reply.code(201).send(asBody(crewStepSchema, step));
    },
  );

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
        response: { 200: crewStepSchema, ...writeErrors },
      },
    },
    async (request) => {
      await requireCrewGm(request, request.params.crewId);
      return stepBody(undoLastStep(app, { crewId: request.params.crewId, version: request.body.version }));
    },
  );

  // ─── E2 options preview ──────────────────────────────────────────────────────────────────────
  const optionSchema = z
    .object({
      kind: z.string(),
      option: z.string(),
      factionId: z.string().optional(),
      possible: z.boolean(),
      refusal: reasonSchema.optional(),
      playedOut: z.boolean(),
      effects: z.array(z.record(z.string(), z.unknown())),
      after: z.record(z.string(), z.unknown()).optional(),
      fortune: z.record(z.string(), z.unknown()).optional(),
      claims: z.array(z.string()).optional(),
      reasons: z.array(reasonSchema),
    })
    .describe('One way out of the entanglement, with its exact cost for this crew.');

  app.get(
    '/crews/:crewId/entanglements/:entanglementId/options',
    {
      schema: {
        tags: ['downtime'],
        summary: "E2: the ways out of a pending entanglement, each with its exact cost (players: revealed ones only)",
        security: gmOrPlayer,
        params: entanglementParams,
        querystring: z.strictObject({
          ...tokenQuery,
          factionId: idSchema.optional(),
          characterId: idSchema.optional(),
          pool: z.coerce.number().int().min(0).max(12).optional(),
          experience: z.coerce.number().int().min(-6).max(6).optional(),
          occultistQuality: z.coerce.number().int().min(0).max(12).optional(),
          claim: nameSchema.optional(),
        }),
        response: {
          200: z.object({
            entanglement: z.object({ id: z.string(), kind: z.string(), revealed: z.boolean(), hidden: z.boolean() }),
            options: z.array(optionSchema),
            reasons: z.array(reasonSchema),
          }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
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
      return { entanglement: pending, options: JSON.parse(JSON.stringify(outcome.value)) as z.infer<typeof optionSchema>[], reasons: [...outcome.reasons] };
    },
  );
};

export default crewRoutes;
