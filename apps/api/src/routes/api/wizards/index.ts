/**
 * Frostgrave wizards and the underworld debt ledger (seed 002, F1–F6). The GM's; a players' share
 * link that follows a wizard reads it and its ledger (nothing of a wizard is GM-only). Every write names
 * the wizard's `version` (409 with the current wizard when stale); a rule refusal is a 422 naming
 * the rule (F1 markers over the level, F2 a loan outside 100–1000 gc, F3 a captain…), nothing written.
 * The end of a game keeps the seed's order (rules debt/endOfGame.ts, the wizard's `endOfGame`): the
 * hired muscle settled (F4), then one debt check (F6), then the next game's favours.
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | POST   /api/campaigns/:campaignId/wizards | GM | a new wizard (with its warband) (201) |
 * | GET    /api/campaigns/:campaignId/wizards | GM | the campaign's wizards |
 * | GET    /api/wizards/:id | GM, the link following it | one wizard |
 * | PATCH  /api/wizards/:id | GM | name, level, gold, markers |
 * | DELETE /api/wizards/:id?version= | GM | deletes the wizard and its ledger (204) |
 * | POST   /api/wizards/:id/warband | GM | adds a warband member (201) |
 * | PATCH  /api/wizards/:id/warband/:memberId | GM | edits a member |
 * | DELETE /api/wizards/:id/warband/:memberId?version= | GM | removes a member |
 * | POST   /api/wizards/:id/favours | GM | F1–F4: a loan, an intimidation (two d20s), hired muscle |
 * | POST   /api/wizards/:id/hired-muscle/settle | GM | F4 after the game: deaths cost a marker, all released; this ends the game |
 * | POST   /api/wizards/:id/pay-off | GM | F5: 150 gc per marker |
 * | POST   /api/wizards/:id/collections | GM | F6 start, once per game after the settle: check d20, table d20, fall-throughs → done or pending (201) |
 * | GET    /api/collections/:id | GM | a collection (e.g. the pending one after a reload) |
 * | POST   /api/collections/:id/sale | GM | F6 7-12: the sale's gold (falls through to 13-18 under 150 gc) |
 * | POST   /api/collections/:id/help | GM | F6 13-18: the members sent |
 * | GET    /api/wizards/:id/ledger | GM, the link following it | favours, pay-offs, collections, rolls, newest first |
 * | POST   /api/wizards/:id/undo | GM | undoes the wizard's last step (a ledger entry, a sheet or warband edit) |
 * | GET    /api/wizards/:id/history/:seq/revert | GM | what reverting step `seq` would do (the later steps that no longer apply) |
 * | POST   /api/wizards/:id/history/:seq/revert | GM | reverts it, and the later steps the GM confirmed (`alsoRevert`): an "undo" step each |
 * | POST   /api/wizards/:id/history/:seq/redo | GM | redoes the undo step `seq` |
 * | GET    /api/odds/debt?markers&gold&saleGold | GM or player | F6 exact odds |
 * | GET    /api/odds/intimidation?bonus&will | GM or player | F3 exact odds |
 *
 * Every write is a step of the wizard's history (domain/wizards/history.ts), published after its
 * commit to the campaign's stream, so every GM window showing the wizard reads it again, and to the
 * wizard's own topic (`wizardTopic`), which the crew streams of the links following it relay.
 *
 * The GM's routes are one table, `WIZARD_ROUTES` (path, schemas, summary, the GM check, the
 * service call), registered by one loop; the odds are anyone's and stay apart. Their params, query,
 * bodies and answers are the contract's (@temps-mort/contract wizards.ts); the summaries are here.
 */
import { randomUUID } from 'node:crypto';
import {
  collectionStepSchema,
  collectionViewSchema,
  debtOddsRoute,
  favourBody,
  favourStepSchema,
  helpBody,
  historyStepParams,
  intimidationOddsRoute,
  ledgerSchema,
  memberAddBody,
  memberAddedSchema,
  memberParams,
  memberPatchBody,
  payOffBody,
  redoBodySchema,
  revertBodySchema,
  revertPreviewSchema,
  saleBody,
  settleBody,
  versionBody,
  versionQuery,
  wizardCreateBody,
  wizardPatchBody,
  wizardListSchema,
  wizardUndoAnswerSchema,
  wizardViewSchema,
} from '@temps-mort/contract';
import type { LedgerView } from '@temps-mort/contract';
import { debtCalledOdds, debtCollectionOdds, intimidationOdds, type DeepReadonly } from '@temps-mort/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth, requireGm, requireWizardReader } from '../../../auth/guards';
import { requireSystem } from '../../../domain/campaigns/campaigns';
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
import { publishWizardStep } from '../../../domain/wizards/live';
import { ledgerForPlayer, wizardForPlayer } from '../../../domain/wizards/playerView';
import { previewWizardRevert, redoWizardStep, revertWizardStep } from '../../../domain/wizards/revert';
import type { WizardView } from '../../../domain/wizards/model';
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
import { campaignParams, errorResponses, idParams, noContent, type ErrorStatus } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { requireOwnerGm, wizardCampaign } from '../rolls/shared';

// ─── who may call a route: the GM of the campaign it is about (a wizard's reads: its followers too) ─
const readerOfWizard = (request: FastifyRequest, { id }: { id: string }) => requireWizardReader(request, id);
const gmOfCampaign = (request: FastifyRequest, { campaignId }: { campaignId: string }) => requireGm(request, campaignId);
const gmOfWizard = (request: FastifyRequest, { id }: { id: string }) => requireOwnerGm(request, 'wizard', id, () => wizardCampaign(request, id));
const gmOfCollection = (request: FastifyRequest, { id }: { id: string }) => requireOwnerGm(request, 'collection', id, () => collectionCampaign(request.server.db, id));

/**
 * A route of the wizards and their ledger: the check `who` on the path's ids, then `run`, whose
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
  /** Who may call it: the GM of what the path names (and, for the two reads, the link following the wizard). */
  who(request: FastifyRequest, params: unknown): Promise<unknown>;
  /** The players' links may read it (the security the API's document shows). */
  readonly players: boolean;
  /** What a link following the wizard reads of the answer: the wizard's player view (domain/wizards/playerView.ts). */
  readonly forPlayer: ((answer: unknown) => unknown) | null;
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
  who(request: FastifyRequest, params: z.output<P>): Promise<unknown>;
  /** The players' links may read it, through this player view. */
  readonly players?: (answer: DeepReadonly<z.input<A>>) => unknown;
  readonly status?: 201 | 204;
  readonly answer: A;
  readonly errors: WizardRoute['errors'];
  run(app: FastifyInstance, request: { readonly params: z.output<P>; readonly query: z.output<Q>; readonly body: z.output<B> }): Promise<DeepReadonly<z.input<A>>>;
}): WizardRoute {
  const { players, ...rest } = route;
  return { status: 200, ...rest, players: players !== undefined, forPlayer: (players as ((answer: unknown) => unknown) | undefined) ?? null, write: route.method !== 'GET' };
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
    who: gmOfCampaign,
    body: wizardCreateBody,
    status: 201,
    answer: wizardViewSchema,
    errors: errorResponses(400, 401, 403, 404),
    run: async (app, { params, body }) => {
      await requireSystem(app.db, params.campaignId, 'frostgrave');
      return createWizard(app.db, params.campaignId, body);
    },
  }),
  wizardRoute({
    method: 'GET',
    path: '/campaigns/:campaignId/wizards',
    summary: "The campaign's wizards",
    params: campaignParams,
    who: gmOfCampaign,
    answer: wizardListSchema,
    errors: readErrors,
    run: (app, { params }) => listWizards(app.db, params.campaignId),
  }),
  wizardRoute({
    method: 'GET',
    path: '/wizards/:id',
    summary: 'One wizard (GM, or a player link following it)',
    params: idParams,
    who: readerOfWizard,
    players: (wizard) => wizardForPlayer(wizard as WizardView),
    answer: wizardViewSchema,
    errors: readErrors,
    run: (app, { params }) => getWizard(app.db, params.id),
  }),
  wizardRoute({
    method: 'PATCH',
    path: '/wizards/:id',
    summary: "Edit a wizard's sheet (name, level, gold, markers)",
    params: idParams,
    who: gmOfWizard,
    body: wizardPatchBody,
    answer: wizardViewSchema,
    errors: editErrors,
    run: (app, { params, body }) => patchWizard(app.db, app.roller, params.id, body),
  }),
  wizardRoute({
    method: 'DELETE',
    path: '/wizards/:id',
    summary: 'Delete a wizard, its warband and its ledger',
    params: idParams,
    who: gmOfWizard,
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
    who: gmOfWizard,
    body: memberAddBody,
    status: 201,
    answer: memberAddedSchema,
    errors: editErrors,
    run: (app, { params, body: { version, ...member } }) => addWarbandMember(app.db, app.roller, params.id, version, member),
  }),
  wizardRoute({
    method: 'PATCH',
    path: '/wizards/:id/warband/:memberId',
    summary: 'Edit a warband member',
    params: memberParams,
    who: gmOfWizard,
    body: memberPatchBody,
    answer: wizardViewSchema,
    errors: editErrors,
    run: (app, { params, body: { version, ...patch } }) => updateWarbandMember(app.db, app.roller, params.id, params.memberId, version, patch),
  }),
  wizardRoute({
    method: 'DELETE',
    path: '/wizards/:id/warband/:memberId',
    summary: 'Remove a warband member',
    params: memberParams,
    who: gmOfWizard,
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
    who: gmOfWizard,
    body: favourBody,
    answer: favourStepSchema,
    errors: ruleErrors,
    run: (app, { params, body: { version, ...favour } }) => claimFavour(app.db, { roller: app.roller, newId: randomUUID }, params.id, version, favour),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/hired-muscle/settle',
    summary: 'F4 after the game: each hired model that died costs a marker; all are released (this ends the game, even with none hired)',
    params: idParams,
    who: gmOfWizard,
    body: settleBody,
    answer: favourStepSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => settleHiredMuscleAfterGame(app.db, app.roller, params.id, body.version, body.diedIds),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/pay-off',
    summary: 'F5: pay markers off (150 gc each)',
    params: idParams,
    who: gmOfWizard,
    body: payOffBody,
    answer: favourStepSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => payOff(app.db, app.roller, params.id, body.version, body.markers),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/collections',
    summary: 'F6: end-of-game debt check, once per game after the F4 settle (and collection, which may wait for a sale or members)',
    params: idParams,
    who: gmOfWizard,
    body: versionBody,
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
    who: gmOfCollection,
    answer: collectionViewSchema,
    errors: readErrors,
    run: (app, { params }) => getCollection(app.db, params.id),
  }),
  wizardRoute({
    method: 'POST',
    path: '/collections/:id/sale',
    summary: "F6 7-12: the gold the player's sale raised pays markers",
    params: idParams,
    who: gmOfCollection,
    body: saleBody,
    answer: collectionStepSchema,
    errors: ruleErrors,
    run: (app, { params, body: { version, ...sale } }) => collectionSale(app.db, app.roller, params.id, version, sale),
  }),
  wizardRoute({
    method: 'POST',
    path: '/collections/:id/help',
    summary: 'F6 13-18: the warband members sent to help (they miss the next game)',
    params: idParams,
    who: gmOfCollection,
    body: helpBody,
    answer: collectionStepSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => collectionHelp(app.db, app.roller, params.id, body.version, body.memberIds),
  }),
  wizardRoute({
    method: 'GET',
    path: '/wizards/:id/ledger',
    summary: 'The ledger: favours, pay-offs, collections and rolls, newest first (GM, or a player link following the wizard)',
    params: idParams,
    who: readerOfWizard,
    players: (ledger) => ledgerForPlayer(ledger as LedgerView),
    answer: ledgerSchema,
    errors: readErrors,
    run: (app, { params }) => getLedger(app.db, params.id),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/undo',
    summary: "Undo the wizard's last step (a ledger entry, an edit of the sheet or the warband): the steps kept are replayed with their own dice",
    params: idParams,
    who: gmOfWizard,
    body: versionBody,
    answer: wizardUndoAnswerSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => undoWizard(app.db, params.id, body.version),
  }),
  wizardRoute({
    method: 'GET',
    path: '/wizards/:id/history/:seq/revert',
    summary: 'What reverting this step would do: the wizard’s net changes, and the later steps that would no longer apply (nothing written)',
    params: historyStepParams,
    who: gmOfWizard,
    answer: revertPreviewSchema,
    errors: errorResponses(400, 401, 403, 404, 422),
    run: (app, { params }) => previewWizardRevert(app.db, params.id, params.seq),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/history/:seq/revert',
    summary: 'Revert this step (never the creation, an undo or a redo) and the later steps that no longer apply, as the GM confirmed them; an "undo" step each',
    params: historyStepParams,
    who: gmOfWizard,
    body: revertBodySchema,
    answer: wizardUndoAnswerSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => revertWizardStep(app.db, { wizardId: params.id, seq: params.seq, version: body.version, alsoRevert: body.alsoRevert }),
  }),
  wizardRoute({
    method: 'POST',
    path: '/wizards/:id/history/:seq/redo',
    summary: 'Redo: take back the undo step `seq` (its step kept again), unless a step kept since would no longer apply; a "redo" step',
    params: historyStepParams,
    who: gmOfWizard,
    body: redoBodySchema,
    answer: wizardUndoAnswerSchema,
    errors: ruleErrors,
    run: (app, { params, body }) => redoWizardStep(app.db, { wizardId: params.id, seq: params.seq, version: body.version }),
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
        security: route.players ? gmOrPlayer : gmOnly,
        params: route.params,
        ...(route.querystring ? { querystring: route.querystring } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { [route.status]: route.answer, ...route.errors },
      },
      handler: async (request, reply) => {
        const caller = await route.who(request, request.params);
        const ran = await route.run(untyped, request);
        // A link following the wizard reads it through the wizard's player view.
        const answer = route.forPlayer !== null && (caller as { kind?: unknown }).kind === 'player' ? route.forPlayer(ran) : ran;
        if (route.write) {
          // After the commit: the GM's windows and the links following the wizard read it again (a deletion names it by the path).
          const changed = changedWizard(answer) ?? { id: (request.params as { id: string }).id, campaignId: (caller as { campaignId: string }).campaignId };
          // A deleted wizard: the links that followed it follow nothing now (the database forgot it; so does the cache).
          if (answer === null) untyped.principals.clear();
          publishWizardStep(untyped.hub, changed.campaignId, changed.id);
        }
        return reply.code(route.status).send(answer);
      },
    });
  }

  // ─── odds ─────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/odds/debt',
    {
      schema: {
        tags: ['wizards'],
        summary: 'F6 exact odds: the debt called, and which row finally applies (with the fall-throughs)',
        security: gmOrPlayer,
        querystring: debtOddsRoute.querystring,
        response: {
          200: debtOddsRoute.answer,
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
        querystring: intimidationOddsRoute.querystring,
        response: {
          200: intimidationOddsRoute.answer,
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
