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
 * | POST   /api/wizards/:id/undo | GM | undoes the wizard's last step (a ledger entry, a sheet or warband edit) |
 * | GET    /api/odds/debt?markers&gold&saleGold | GM or player | F6 exact odds |
 * | GET    /api/odds/intimidation?bonus&will | GM or player | F3 exact odds |
 *
 * Every write is a step of the wizard's history (domain/wizards/history.ts), published after its
 * commit to the campaign's stream, so every GM window showing the wizard reads it again.
 *
 * The GM's routes are one table, `WIZARD_ROUTES` (path, schemas, summary, the GM check, the
 * service call), registered by one loop; the odds are anyone's and stay apart.
 */
import { randomUUID } from 'node:crypto';
import {
  debtCalledOdds,
  debtCollectionOdds,
  intimidationOdds,
  warbandMemberSchema,
  wizardSchema,
} from '@temps-mort/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  collectionCampaign,
} from '../../../domain/wizards/ledger';
import { publishCampaignStep } from '../../../domain/history/steps';
import {
  addWarbandMember,
  createWizard,
  deleteWizard,
  getWizard,
  listWizards,
  patchWizard,
  removeWarbandMember,
  undoWizard,
  updateWarbandMember,
} from '../../../domain/wizards/service';
import { campaignParams, errorResponses, idParams, idSchema, noContent, versionSchema, type ErrorStatus } from '../../../http/schemas';
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

// ─── who may call a route: the GM of the campaign it is about ─────────────────────────────────────
const gmOfCampaign = (request: FastifyRequest, { campaignId }: { campaignId: string }) => requireGm(request, campaignId);
const gmOfWizard = (request: FastifyRequest, { id }: { id: string }) => requireOwnerGm(request, 'wizard', id, () => wizardCampaign(request, id));
const gmOfCollection = (request: FastifyRequest, { id }: { id: string }) => requireOwnerGm(request, 'collection', id, () => collectionCampaign(request.server.db, id));

/**
 * A route of the wizards and their ledger: the GM check `gm` on the path's ids, then `run`, whose
 * answer is `answer` (status 200 unless `status`). Reads can fail with 401/403/404; a write also
 * with 400 and a stale `version` (409); the ledger's rules also refuse (422).
 */
export interface WizardRoute {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /api. */
  readonly path: string;
  readonly summary: string;
  readonly params: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  gm(request: FastifyRequest, params: unknown): Promise<unknown>;
  readonly status: 200 | 201 | 204;
  readonly answer: z.ZodType;
  readonly errors: Partial<Record<ErrorStatus, z.ZodType>>;
  /** A write: what it answers names the wizard it changed (for the campaign's stream). */
  readonly write: boolean;
  run(app: FastifyInstance, request: { readonly params: unknown; readonly query: unknown; readonly body: unknown }): Promise<unknown>;
}

/** A route, typed by its own schemas (the table holds them all as `WizardRoute`). */
function wizardRoute<P extends z.ZodType, A extends z.ZodType, Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined>(route: {
  readonly method: WizardRoute['method'];
  readonly path: string;
  readonly summary: string;
  readonly params: P;
  readonly querystring?: Q;
  readonly body?: B;
  gm(request: FastifyRequest, params: z.output<P>): Promise<unknown>;
  readonly status?: 201 | 204;
  readonly answer: A;
  readonly errors: WizardRoute['errors'];
  run(app: FastifyInstance, request: { readonly params: z.output<P>; readonly query: z.output<Q>; readonly body: z.output<B> }): Promise<z.input<A>>;
}): WizardRoute {
  return { status: 200, ...route, write: route.method !== 'GET' };
}

const readErrors = errorResponses(401, 403, 404);
const editErrors = errorResponses(400, 401, 403, 404, 409);
const ruleErrors = errorResponses(400, 401, 403, 404, 409, 422);

export const WIZARD_ROUTES: readonly WizardRoute[] = [
  // ─── wizards ────────────────────────────────────────────────────────────────────────────────────
  wizardRoute({
    method: 'POST',
    path: '/campaigns/:campaignId/wizards',
    summary: 'Create a wizard (and its warband)',
    params: campaignParams,
    gm: gmOfCampaign,
    body: newWizardBody,
    status: 201,
    answer: wizardViewSchema,
    errors: errorResponses(400, 401, 403, 404),
    run: (app, { params, body }) => createWizard(app.db, params.campaignId, body),
  }),
  wizardRoute({
    method: 'GET',
    path: '/campaigns/:campaignId/wizards',
    summary: "The campaign's wizards",
    params: campaignParams,
    gm: gmOfCampaign,
    answer: z.array(wizardViewSchema),
    errors: readErrors,
    run: (app, { params }) => listWizards(app.db, params.campaignId),
  }),
  wizardRoute({
    method: 'GET',
    path: '/wizards/:id',
    summary: 'One wizard',
    params: idParams,
    gm: gmOfWizard,
    answer: wizardViewSchema,
    errors: readErrors,
    run: (app, { params }) => getWizard(app.db, params.id),
  }),
  wizardRoute({
    method: 'PATCH',
    path: '/wizards/:id',
    summary: "Edit a wizard's sheet (name, level, gold, markers)",
    params: idParams,
    gm: gmOfWizard,
    body: patchWizardBody,
    answer: wizardViewSchema,
    errors: editErrors,
    run: (app, { params, body }) => patchWizard(app.db, app.roller, params.id, body),
  }),
  wizardRoute({
    method: 'DELETE',
    path: '/wizards/:id',
    summary: 'Delete a wizard, its warband and its ledger',
    params: idParams,
    gm: gmOfWizard,
    querystring: versionQuery,
    status: 204,
    answer: noContent,
    errors: editErrors,
    run: async (app, { params, query }) => {
      await deleteWizard(app.db, params.id, query.version);
      return null;
    },
  }),

  // ─── warband ────────────────────────────────────────────────────────────────────────────────────
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/warband',
    summary: 'Add a warband member',
    params: idParams,
    gm: gmOfWizard,
    body: memberInput.extend({ version: versionSchema }),
    status: 201,
    answer: z.object({ wizard: wizardViewSchema, memberId: z.string() }),
    errors: editErrors,
    run: (app, { params, body: { version, ...member } }) => addWarbandMember(app.db, app.roller, params.id, version, member),
  }),
  wizardRoute({
    method: 'PATCH',
    path: '/wizards/:id/warband/:memberId',
    summary: 'Edit a warband member',
    params: memberParams,
    gm: gmOfWizard,
    body: memberInput.partial().extend({ version: versionSchema }),
    answer: wizardViewSchema,
    errors: editErrors,
    run: (app, { params, body: { version, ...patch } }) => updateWarbandMember(app.db, app.roller, params.id, params.memberId, version, patch),
  }),
  wizardRoute({
    method: 'DELETE',
    path: '/wizards/:id/warband/:memberId',
    summary: 'Remove a warband member',
    params: memberParams,
    gm: gmOfWizard,
    querystring: versionQuery,
    answer: wizardViewSchema,
    errors: editErrors,
    run: (app, { params, query }) => removeWarbandMember(app.db, app.roller, params.id, params.memberId, query.version),
  }),

  // ─── ledger ─────────────────────────────────────────────────────────────────────────────────────
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/favours',
    summary: 'F1–F4: claim a favour (loan, intimidation, hired muscle)',
    params: idParams,
    gm: gmOfWizard,
    body: favourBody,
    answer: favourStepSchema,
    errors: ruleErrors,
    run: (app, { params, body: { version, ...favour } }) => claimFavour(app.db, { roller: app.roller, newId: randomUUID }, params.id, version, favour),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/hired-muscle/settle',
    summary: 'F4 after the game: each hired model that died costs a marker; all are released',
    params: idParams,
    gm: gmOfWizard,
    body: z.strictObject({ version: versionSchema, diedIds: z.array(idSchema).max(10) }),
    answer: favourStepSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => settleHiredMuscleAfterGame(app.db, app.roller, params.id, body.version, body.diedIds),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/pay-off',
    summary: 'F5: pay markers off (150 gc each)',
    params: idParams,
    gm: gmOfWizard,
    body: z.strictObject({ version: versionSchema, markers: z.number().int().min(0).max(60) }),
    answer: favourStepSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => payOff(app.db, app.roller, params.id, body.version, body.markers),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/collections',
    summary: 'F6: end-of-game debt check (and collection, which may wait for a sale or members)',
    params: idParams,
    gm: gmOfWizard,
    body: z.strictObject({ version: versionSchema }),
    status: 201,
    answer: collectionStepSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => startCollection(app.db, { roller: app.roller, newId: randomUUID }, params.id, body.version),
  }),
  wizardRoute({
    method: 'GET',
    path: '/collections/:id',
    summary: 'One debt collection (the pending one after a reload)',
    params: idParams,
    gm: gmOfCollection,
    answer: collectionViewSchema,
    errors: readErrors,
    run: (app, { params }) => getCollection(app.db, params.id),
  }),
  wizardRoute({
    method: 'POST',
    path: '/collections/:id/sale',
    summary: "F6 7-12: the gold the player's sale raised pays markers",
    params: idParams,
    gm: gmOfCollection,
    body: z.strictObject({
      version: versionSchema.describe("The wizard's version."),
      saleGold: z.number().int().min(0).max(1_000_000),
      markersToPay: z.number().int().min(0).max(60).optional(),
    }),
    answer: collectionStepSchema,
    errors: ruleErrors,
    run: (app, { params, body: { version, ...sale } }) => collectionSale(app.db, app.roller, params.id, version, sale),
  }),
  wizardRoute({
    method: 'POST',
    path: '/collections/:id/help',
    summary: 'F6 13-18: the warband members sent to help (they miss the next game)',
    params: idParams,
    gm: gmOfCollection,
    body: z.strictObject({ version: versionSchema.describe("The wizard's version."), memberIds: z.array(idSchema).max(30) }),
    answer: collectionStepSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => collectionHelp(app.db, app.roller, params.id, body.version, body.memberIds),
  }),
  wizardRoute({
    method: 'GET',
    path: '/wizards/:id/ledger',
    summary: 'The ledger: favours, pay-offs, collections and rolls, newest first',
    params: idParams,
    gm: gmOfWizard,
    answer: z.object({
      wizard: wizardViewSchema,
      favours: z.array(favourViewSchema),
      payOffs: z.array(favourViewSchema),
      collections: z.array(collectionViewSchema),
      rolls: z.array(rollSchema),
    }),
    errors: readErrors,
    run: (app, { params }) => getLedger(app.db, params.id),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/undo',
    summary: "Undo the wizard's last step (a ledger entry, an edit of the sheet or the warband): the steps kept are replayed with their own dice",
    params: idParams,
    gm: gmOfWizard,
    body: z.strictObject({ version: versionSchema }),
    answer: z.object({
      wizard: wizardViewSchema,
      reasons: z.array(reasonSchema),
      undoneRolls: z.array(rollSchema).describe('The rolls of the undone step: they stay listed, marked undone.'),
    }),
    errors: ruleErrors,
    run: (app, { params, body }) => undoWizard(app.db, params.id, body.version),
  }),
];

/** The wizard a write's answer shows (the wizard itself, or `{ wizard }`); null for a deletion. */
function changedWizard(answer: unknown): { id: string; campaignId: string } | null {
  const value = answer as { id?: unknown; campaignId?: unknown; wizard?: { id: string; campaignId: string } } | null;
  if (value === null || typeof value !== 'object') return null;
  if (value.wizard !== undefined) return value.wizard;
  return typeof value.id === 'string' && typeof value.campaignId === 'string' ? { id: value.id, campaignId: value.campaignId } : null;
}

const wizardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered through the untyped instance: each route is typed by its own schemas in the table
  // (wizardRoute); validation and the response schemas are the same.
  const untyped = app as unknown as FastifyInstance;
  for (const route of WIZARD_ROUTES) {
    untyped.route<{ Params: unknown; Querystring: unknown; Body: unknown }>({
      method: route.method,
      url: route.path,
      schema: {
        tags: ['wizards'],
        summary: route.summary,
        security: gmOnly,
        params: route.params,
        ...(route.querystring ? { querystring: route.querystring } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { [route.status]: route.answer, ...route.errors },
      },
      handler: async (request, reply) => {
        const gm = await route.gm(request, request.params);
        const answer = await route.run(untyped, request);
        if (route.write) {
          // After the commit: the campaign's GM windows read the wizard again (a deletion names it by the path).
          const changed = changedWizard(answer) ?? { id: (request.params as { id: string }).id, campaignId: (gm as { campaignId: string }).campaignId };
          publishCampaignStep(untyped.hub, changed.campaignId, { aggregate: 'wizard', aggregateId: changed.id, type: 'wizard' });
        }
        return reply.code(route.status).send(answer);
      },
    });
  }

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
