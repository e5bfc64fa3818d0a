/**
 * Frostgrave wizards and the underworld debt ledger (seed 002, F1–F6). GM only. Every write names
 * the wizard's `version` (409 with the current wizard when stale); a rule refusal is a 422 naming
 * the rule (F1 markers over the level, F2 a loan outside 100–1000 gc, F3 a captain…), nothing written.
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | POST   /api/campaigns/:campaignId/wizards | GM | a new wizard (with its warband) (201) |
 * | GET    /api/campaigns/:campaignId/wizards | GM | the campaign's wizards |
 * | GET    /api/wizards/:id | GM | one wizard |
 * | PATCH  /api/wizards/:id | GM | name, level, gold, markers |
 * | DELETE /api/wizards/:id?version= | GM | deletes the wizard and its ledger (204) |
 * | POST   /api/wizards/:id/warband | GM | adds a warband member (201) |
 * | PATCH  /api/wizards/:id/warband/:memberId | GM | edits a member |
 * | DELETE /api/wizards/:id/warband/:memberId?version= | GM | removes a member |
 * | POST   /api/wizards/:id/favours | GM | F1–F4: a loan, an intimidation (two d20s), hired muscle |
 * | POST   /api/wizards/:id/hired-muscle/settle | GM | F4 after the game: deaths cost a marker, all released |
 * | POST   /api/wizards/:id/pay-off | GM | F5: 150 gc per marker |
 * | POST   /api/wizards/:id/collections | GM | F6 start: check d20, table d20, fall-throughs → done or pending (201) |
 * | GET    /api/collections/:id | GM | a collection (e.g. the pending one after a reload) |
 * | POST   /api/collections/:id/sale | GM | F6 7-12: the sale's gold (falls through to 13-18 under 150 gc) |
 * | POST   /api/collections/:id/help | GM | F6 13-18: the members sent |
 * | GET    /api/wizards/:id/ledger | GM | favours, pay-offs, collections, rolls, newest first |
 * | GET    /api/odds/debt?markers&gold&saleGold | GM or player | F6 exact odds |
 * | GET    /api/odds/intimidation?bonus&will | GM or player | F3 exact odds |
 */
import { randomUUID } from 'node:crypto';
import {
  debtCalledOdds,
  debtCollectionOdds,
  intimidationOdds,
  warbandMemberSchema,
  wizardSchema,
} from '@temps-mort/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireGm } from '../../../auth/guards';
import {
  claimFavour,
  collectionHelp,
  collectionSale,
  getCollection,
  getLedger,
  payOff,
  settleHiredMuscleAfterGame,
  startCollection,
} from '../../../domain/wizards/ledger';
import {
  addWarbandMember,
  createWizard,
  deleteWizard,
  getWizard,
  listWizards,
  patchWizard,
  removeWarbandMember,
  updateWarbandMember,
} from '../../../domain/wizards/service';
import { campaignParams, errorResponses, idParams, idSchema, noContent, versionSchema } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { reasonSchema, requireOwnerGm, rollSchema, wizardCampaign } from '../rolls/shared';

const roleSchema = warbandMemberSchema.shape.role;
const memberInput = warbandMemberSchema.omit({ id: true });
const memberView = warbandMemberSchema.extend({ id: z.string() });
const hiredKindSchema = z.enum(['bandit', 'thief', 'trap_expert', 'assassin', 'barber_surgeon', 'treasure_hunter']);

export const wizardViewSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  name: z.string(),
  level: z.number().int(),
  gold: z.number().int(),
  markers: z.number().int(),
  freeMarkers: z.number().int().describe('F1: markers the wizard may still take.'),
  warband: z.array(memberView),
  hiredMuscle: z.array(z.object({ id: z.string(), kind: hiredKindSchema })),
  pendingCollectionId: z.string().nullable().describe('The F6 collection waiting for a sale or members, if any.'),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const favourViewSchema = z.object({
  id: z.string(),
  wizardId: z.string(),
  kind: z.enum(['loan', 'intimidation', 'hired_muscle', 'pay_off', 'hired_muscle_settlement']),
  markersDelta: z.number().int(),
  goldDelta: z.number().int(),
  details: z.record(z.string(), z.unknown()),
  reasons: z.array(reasonSchema),
  createdAt: z.string(),
});

const collectionViewSchema = z.object({
  id: z.string(),
  wizardId: z.string(),
  status: z.enum(['skipped', 'not_called', 'awaiting_sale', 'awaiting_members', 'done']),
  awaiting: z.enum(['sale', 'members']).nullable().describe('What the walk waits for; null once finished.'),
  markersAtCheck: z.number().int(),
  checkRoll: z.number().int().nullable(),
  tableRoll: z.number().int().nullable(),
  rolledEntry: z.string().nullable(),
  path: z.array(z.string()).describe('Rows tried, in order (1-6 → 7-12 → 13-18 after two fall-throughs).'),
  entry: z.string().nullable(),
  markersRemoved: z.number().int(),
  goldPaid: z.number().int(),
  saleGold: z.number().int(),
  missNextGame: z.array(z.string()),
  injury: z.unknown(),
  reasons: z.array(reasonSchema),
  createdAt: z.string(),
});

function stepSchema<E extends z.ZodType>(entry: E) {
  return z.object({ wizard: wizardViewSchema, entry, reasons: z.array(reasonSchema), rolls: z.array(rollSchema) });
}
const favourStepSchema = stepSchema(favourViewSchema);
const collectionStepSchema = stepSchema(collectionViewSchema);

const wizardParams = idParams;
const memberParams = z.strictObject({ id: idSchema, memberId: idSchema });
const versionQuery = z.strictObject({ version: z.coerce.number().int().min(1) });

const newWizardBody = z.strictObject({
  name: wizardSchema.shape.name,
  level: wizardSchema.shape.level,
  gold: wizardSchema.shape.gold.optional(),
  markers: wizardSchema.shape.markers.optional(),
  warband: z.array(memberInput).max(30).optional(),
});

const patchWizardBody = z.strictObject({
  version: versionSchema,
  name: wizardSchema.shape.name.optional(),
  level: wizardSchema.shape.level.optional(),
  gold: wizardSchema.shape.gold.optional(),
  markers: wizardSchema.shape.markers.optional(),
});

const favourBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('loan'),
    version: versionSchema,
    amount: z.number().int().min(0).max(1_000_000).describe('F2: 100–1000 gc (the rules refuse others with F2).'),
  }),
  z.strictObject({
    kind: z.literal('intimidation'),
    version: versionSchema,
    target: z.strictObject({ name: wizardSchema.shape.name, role: roleSchema, will: z.number().int().min(-5).max(20) }),
    bonus: z.number().int().min(-10).max(10).describe('F3: 0–3 bought modifiers (the rules refuse others with F3).'),
  }),
  z.strictObject({ kind: z.literal('hired_muscle'), version: versionSchema, muscle: hiredKindSchema }),
]);

const wizardRoutes: FastifyPluginAsyncZod = async (app) => {
  const gmOfWizard = (request: Parameters<typeof wizardCampaign>[0], id: string) =>
    requireOwnerGm(request, 'wizard', id, () => wizardCampaign(request, id));
  const gmOfCollection = async (request: Parameters<typeof wizardCampaign>[0], id: string) =>
    requireOwnerGm(request, 'collection', id, async () => {
      const row = await app.db.collectionRecord.findUnique({ where: { id }, select: { wizard: { select: { campaignId: true } } } });
      return row?.wizard.campaignId ?? null;
    });

  // ─── wizards ──────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/campaigns/:campaignId/wizards',
    {
      schema: {
        tags: ['wizards'],
        summary: 'Create a wizard (and its warband)',
        security: gmOnly,
        params: campaignParams,
        body: newWizardBody,
        response: { 201: wizardViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireGm(request, request.params.campaignId);
      return reply.code(201).send(await createWizard(app.db, request.params.campaignId, request.body));
    },
  );

  app.get(
    '/campaigns/:campaignId/wizards',
    {
      schema: {
        tags: ['wizards'],
        summary: "The campaign's wizards",
        security: gmOnly,
        params: campaignParams,
        response: { 200: z.array(wizardViewSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await requireGm(request, request.params.campaignId);
      return listWizards(app.db, request.params.campaignId);
    },
  );

  app.get(
    '/wizards/:id',
    {
      schema: {
        tags: ['wizards'],
        summary: 'One wizard',
        security: gmOnly,
        params: wizardParams,
        response: { 200: wizardViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await gmOfWizard(request, request.params.id);
      return getWizard(app.db, request.params.id);
    },
  );

  app.patch(
    '/wizards/:id',
    {
      schema: {
        tags: ['wizards'],
        summary: "Edit a wizard's sheet (name, level, gold, markers)",
        security: gmOnly,
        params: wizardParams,
        body: patchWizardBody,
        response: { 200: wizardViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await gmOfWizard(request, request.params.id);
      return patchWizard(app.db, request.params.id, request.body);
    },
  );

  app.delete(
    '/wizards/:id',
    {
      schema: {
        tags: ['wizards'],
        summary: 'Delete a wizard, its warband and its ledger',
        security: gmOnly,
        params: wizardParams,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await gmOfWizard(request, request.params.id);
      await deleteWizard(app.db, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );

  // ─── warband ──────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/wizards/:id/warband',
    {
      schema: {
        tags: ['wizards'],
        summary: 'Add a warband member',
        security: gmOnly,
        params: wizardParams,
        body: memberInput.extend({ version: versionSchema }),
        response: { 201: z.object({ wizard: wizardViewSchema, memberId: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await gmOfWizard(request, request.params.id);
      const { version, ...member } = request.body;
      return reply.code(201).send(await addWarbandMember(app.db, request.params.id, version, member));
    },
  );

  app.patch(
    '/wizards/:id/warband/:memberId',
    {
      schema: {
        tags: ['wizards'],
        summary: 'Edit a warband member',
        security: gmOnly,
        params: memberParams,
        body: memberInput.partial().extend({ version: versionSchema }),
        response: { 200: wizardViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await gmOfWizard(request, request.params.id);
      const { version, ...patch } = request.body;
      return updateWarbandMember(app.db, request.params.id, request.params.memberId, version, patch);
    },
  );

  app.delete(
    '/wizards/:id/warband/:memberId',
    {
      schema: {
        tags: ['wizards'],
        summary: 'Remove a warband member',
        security: gmOnly,
        params: memberParams,
        querystring: versionQuery,
        response: { 200: wizardViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await gmOfWizard(request, request.params.id);
      return removeWarbandMember(app.db, request.params.id, request.params.memberId, request.query.version);
    },
  );

  // ─── ledger ───────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/wizards/:id/favours',
    {
      schema: {
        tags: ['wizards'],
        summary: 'F1–F4: claim a favour (loan, intimidation, hired muscle)',
        security: gmOnly,
        params: wizardParams,
        body: favourBody,
        response: { 200: favourStepSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await gmOfWizard(request, request.params.id);
      const { version, ...favour } = request.body;
      return claimFavour(app.db, { roller: app.roller, newId: randomUUID }, request.params.id, version, favour);
    },
  );

  app.post(
    '/wizards/:id/hired-muscle/settle',
    {
      schema: {
        tags: ['wizards'],
        summary: 'F4 after the game: each hired model that died costs a marker; all are released',
        security: gmOnly,
        params: wizardParams,
        body: z.strictObject({ version: versionSchema, diedIds: z.array(idSchema).max(10) }),
        response: { 200: favourStepSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await gmOfWizard(request, request.params.id);
      return settleHiredMuscleAfterGame(app.db, request.params.id, request.body.version, request.body.diedIds);
    },
  );

  app.post(
    '/wizards/:id/pay-off',
    {
      schema: {
        tags: ['wizards'],
        summary: 'F5: pay markers off (150 gc each)',
        security: gmOnly,
        params: wizardParams,
        body: z.strictObject({ version: versionSchema, markers: z.number().int().min(0).max(60) }),
        response: { 200: favourStepSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await gmOfWizard(request, request.params.id);
      return payOff(app.db, request.params.id, request.body.version, request.body.markers);
    },
  );

  app.post(
    '/wizards/:id/collections',
    {
      schema: {
        tags: ['wizards'],
        summary: 'F6: end-of-game debt check (and collection, which may wait for a sale or members)',
        security: gmOnly,
        params: wizardParams,
        body: z.strictObject({ version: versionSchema }),
        response: { 201: collectionStepSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await gmOfWizard(request, request.params.id);
      return reply.code(201).send(await startCollection(app.db, { roller: app.roller }, request.params.id, request.body.version));
    },
  );

  app.get(
    '/collections/:id',
    {
      schema: {
        tags: ['wizards'],
        summary: 'One debt collection (the pending one after a reload)',
        security: gmOnly,
        params: idParams,
        response: { 200: collectionViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await gmOfCollection(request, request.params.id);
      return getCollection(app.db, request.params.id);
    },
  );

  app.post(
    '/collections/:id/sale',
    {
      schema: {
        tags: ['wizards'],
        summary: "F6 7-12: the gold the player's sale raised pays markers",
        security: gmOnly,
        params: idParams,
        body: z.strictObject({
          version: versionSchema.describe("The wizard's version."),
          saleGold: z.number().int().min(0).max(1_000_000),
          markersToPay: z.number().int().min(0).max(60).optional(),
        }),
        response: { 200: collectionStepSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await gmOfCollection(request, request.params.id);
      const { version, ...sale } = request.body;
      return collectionSale(app.db, request.params.id, version, sale);
    },
  );

  app.post(
    '/collections/:id/help',
    {
      schema: {
        tags: ['wizards'],
        summary: 'F6 13-18: the warband members sent to help (they miss the next game)',
        security: gmOnly,
        params: idParams,
        body: z.strictObject({ version: versionSchema.describe("The wizard's version."), memberIds: z.array(idSchema).max(30) }),
        response: { 200: collectionStepSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await gmOfCollection(request, request.params.id);
      return collectionHelp(app.db, request.params.id, request.body.version, request.body.memberIds);
    },
  );

  app.get(
    '/wizards/:id/ledger',
    {
      schema: {
        tags: ['wizards'],
        summary: 'The ledger: favours, pay-offs, collections and rolls, newest first',
        security: gmOnly,
        params: wizardParams,
        response: {
          200: z.object({
            wizard: wizardViewSchema,
            favours: z.array(favourViewSchema),
            payOffs: z.array(favourViewSchema),
            collections: z.array(collectionViewSchema),
            rolls: z.array(rollSchema),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      await gmOfWizard(request, request.params.id);
      return getLedger(app.db, request.params.id);
    },
  );

  // ─── odds ─────────────────────────────────────────────────────────────────────────────────────
  const gold = z.coerce.number().int().min(0).max(1_000_000);
  app.get(
    '/odds/debt',
    {
      schema: {
        tags: ['wizards'],
        summary: 'F6 exact odds: the debt called, and which row finally applies (with the fall-throughs)',
        security: gmOrPlayer,
        querystring: z.strictObject({ markers: z.coerce.number().int().min(0).max(60), gold, saleGold: gold.default(0) }),
        response: {
          200: z.object({
            called: z.number(),
            outcomes: z.object({
              not_called: z.number(),
              pay_what_you_owe: z.number(),
              goods_in_lieu: z.number(),
              a_little_help: z.number(),
              make_an_example: z.number(),
            }),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      await requireAuth(request);
      const { markers, gold: vault, saleGold } = request.query;
      return { called: debtCalledOdds(markers), outcomes: debtCollectionOdds({ markers, gold: vault, saleGold }) };
    },
  );

  app.get(
    '/odds/intimidation',
    {
      schema: {
        tags: ['wizards'],
        summary: 'F3 exact odds of an intimidation',
        security: gmOrPlayer,
        querystring: z.strictObject({ bonus: z.coerce.number().int().min(0).max(3), will: z.coerce.number().int().min(-5).max(20) }),
        response: {
          200: z.object({
            success: z.number(),
            failure: z.number(),
            markersTaken: z.number().int(),
            markersKeptOnFailure: z.number().int(),
            expectedMarkersKept: z.number(),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      await requireAuth(request);
      return intimidationOdds(request.query.bonus, request.query.will);
    },
  );
};

export default wizardRoutes;
