/**
 * Campaign rolls (the GM's dice screen), d12 follow-ups, and the odds of every roll before it is
 * made (thin wrappers around the rules' exact odds, read with the caller's campaign's table rules).
 * A roll may name a crew and a character and be hidden: players of that crew see its open rolls
 * only; hidden rolls are the GM's.
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | POST /api/campaigns/:campaignId/rolls/d6 | GM | D1/D2 pool `{ pool, purpose }` (201) |
 * | POST /api/campaigns/:campaignId/rolls/fortune | GM | D1 + D5 fortune roll `{ pool, shift }` (201) |
 * | POST /api/campaigns/:campaignId/rolls/d12 | GM | T7/T8 action: `{ attribute, characterId }` or `{ attribute, pool, traitBonus }`, `modifier`, `threshold` (201) |
 * | POST /api/campaigns/:campaignId/rolls/fear-test | GM | T5 fear test of a character (then follow-ups, then fear-resolution) (201) |
 * | POST /api/campaigns/:campaignId/rolls/d100 | GM | C1 test `{ threshold }` (201) |
 * | POST /api/campaigns/:campaignId/rolls/d100-opposition | GM | C2 `{ actor, opponent }` (201) |
 * | POST /api/campaigns/:campaignId/rolls/d100-group | GM | C6 `{ leadThreshold, helpers }` (201) |
 * | POST /api/campaigns/:campaignId/rolls/d20 | GM | `{ count }` plain d20s (201) |
 * | GET  /api/campaigns/:campaignId/rolls?crewId&limit | GM; player (their crew's open rolls) | newest first |
 * | GET  /api/rolls/:id | GM; player (an open roll of their crew) | one roll |
 * | POST /api/rolls/:id/give-of-oneself | GM | T9 (+ `version` of the crew for a character's roll) |
 * | POST /api/rolls/:id/reroll | GM | T6 destiny re-roll → the new roll (201) |
 * | POST /api/rolls/:id/critical | GM | T8 option of a natural 12 / natural 1 |
 * | POST /api/rolls/:id/fear-resolution | GM | T5 consequence of a fear test (destiny +1 or Mind −1) |
 * | GET  /api/odds/{d6,fortune,d12,d12-giving,d12-reroll,d12-fear,d100,d100-opposition,d100-group} | GM or player | exact odds |
 */
import {
  characterSchema,
  D12_ATTRIBUTES,
  D12_CRITICAL_FAILURE_OPTIONS,
  D12_CRITICAL_SUCCESS_OPTIONS,
  D12_ROLL_BOUNDS,
  d100GroupOdds,
  d100OppositionOdds,
  d100TestOdds,
  d12ActionOdds,
  d12FearTestOdds,
  d12GivingOdds,
  d12RerollOdds,
  entanglementShiftedPoolOdds,
  poolOdds,
} from '@temps-mort/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, requireGm, type Principal } from '../../../auth/guards';
import { applyCritical, giveOfOneself, rerollWithDestiny, resolveFear, type D12FollowUpResult } from '../../../domain/rolls/d12';
import {
  getRoll,
  listRolls,
  undoRoll,
  rollD100,
  rollD100Group,
  rollD100Opposed,
  rollD12,
  rollD20,
  rollD6,
  rollFearTest,
  rollFortune,
} from '../../../domain/rolls/rolls';
import { campaignTableRules, type RollView } from '../../../domain/rolls/store';
import { publishCrewStep } from '../../../domain/crews/events';
import { publishCampaignStep } from '../../../domain/history/steps';
import { ForbiddenError } from '../../../http/errors';
import { campaignParams, errorResponses, idParams, idSchema, versionSchema } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { contestantSchema, d100ThresholdSchema, reasonSchema, requireListReader, requireOwnerGm, rollLinksShape, rollSchema } from './shared';

const poolSchema = z.number().int().min(0).max(12);
const attributeSchema = z.enum(D12_ATTRIBUTES as [string, ...string[]]) as z.ZodType<(typeof D12_ATTRIBUTES)[number]>;
/** A d12 roll's numbers, bounded as the rules bound them (the web's fields use the same). */
const d12Int = (bound: { readonly min: number; readonly max: number }) => z.number().int().min(bound.min).max(bound.max);
const d12Pool = d12Int(D12_ROLL_BOUNDS.pool);
const d12TraitBonus = d12Int(D12_ROLL_BOUNDS.traitBonus);
const d12Threshold = d12Int(D12_ROLL_BOUNDS.threshold);
const d12Modifier = d12Int(D12_ROLL_BOUNDS.modifier);

const savedSchema = z.object({ eventId: z.string(), seq: z.number().int(), version: z.number().int() }).nullable();
const followUpSchema = z.object({
  roll: rollSchema,
  character: characterSchema.nullable().describe('The character after the step (a roll linked to one).'),
  saved: savedSchema.describe("The crew's history event when the sheet changed (its seq and the crew's new version)."),
  reasons: z.array(reasonSchema),
});

/** Sent to the crew's live stream when a roll players may see is made. */
function publishRoll(app: { hub: { publish(crewId: string, message: { event: string; data: unknown }): number } }, roll: RollView): void {
  if (roll.crewId !== null && !roll.hidden) app.hub.publish(roll.crewId, { event: 'roll', data: roll });
  if (roll.history === 'dice') publishCampaignStep(app.hub, roll.campaignId, { aggregate: 'dice', aggregateId: roll.campaignId, type: roll.undone ? 'undo' : roll.kind });
}

const rollRoutes: FastifyPluginAsyncZod = async (app) => {
  const created = { 201: rollSchema, ...errorResponses(400, 401, 403, 404, 422) };
  // Routes generic over their schemas (follow-ups, odds) are registered through the untyped
  // instance: the zod type provider cannot resolve their reply type; each is typed by its schemas
  // instead (validation is the same).
  const untyped = app as unknown as FastifyInstance;

  /** The GM of the campaign, then the roll, stored and announced. */
  function post<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    roll: (campaignId: string, body: z.infer<B>) => Promise<RollView>,
  ): void {
    app.post(
      `/campaigns/:campaignId/rolls/${path}`,
      { schema: { tags: ['rolls'], summary, security: gmOnly, params: campaignParams, body, response: created } },
      async (request, reply) => {
        await requireGm(request, request.params.campaignId);
        const view = await roll(request.params.campaignId, request.body as z.infer<B>);
        publishRoll(app, view);
        return reply.code(201).send(view);
      },
    );
  }

  post('d6', 'D1/D2: roll a d6 pool (0 dice: 2d6 keep the lowest)', z.strictObject({ pool: poolSchema, ...rollLinksShape }), (cid, body) =>
    rollD6(app.db, app.roller, cid, body),
  );
  post(
    'fortune',
    'D1 + D5: a fortune roll, its band moved by a quality modifier',
    z.strictObject({ pool: poolSchema, shift: z.number().int().min(-6).max(6).default(0), ...rollLinksShape }),
    (cid, body) => rollFortune(app.db, app.roller, cid, body),
  );
  post(
    'd12',
    "T7/T8: a d12 action, with a character's pool and trait (characterId) or a free pool",
    z.strictObject({
      attribute: attributeSchema,
      pool: d12Pool.optional().describe('Free roll: the pool added to the die (required without characterId).'),
      trait: z.string().trim().min(1).max(120).optional().describe("A character's trait (by name) whose domain the action is in."),
      traitBonus: d12TraitBonus.optional().describe("Free roll: the trait's +1..+3."),
      modifier: d12Modifier.optional(),
      threshold: d12Threshold,
      ...rollLinksShape,
    }),
    (cid, body) => rollD12(app.db, app.roller, cid, body),
  );
  post(
    'fear-test',
    "T5: a character's fear test (1d12 + Mind vs 12); resolve it with /api/rolls/:id/fear-resolution",
    z.strictObject({
      ...rollLinksShape,
      characterId: idSchema,
      trait: z.string().trim().min(1).max(120).optional(),
      modifier: d12Modifier.optional(),
    }),
    (cid, body) => rollFearTest(app.db, app.roller, cid, body),
  );
  post('d100', 'C1: a d100 test', z.strictObject({ threshold: d100ThresholdSchema, ...rollLinksShape }), (cid, body) =>
    rollD100(app.db, app.roller, cid, body),
  );
  post(
    'd100-opposition',
    'C2: an opposition (the actor rolls first)',
    z.strictObject({ actor: contestantSchema, opponent: contestantSchema, ...rollLinksShape }),
    (cid, body) => rollD100Opposed(app.db, app.roller, cid, body),
  );
  post(
    'd100-group',
    "C6: a group action (each helper's success +10 %, failure −10 %)",
    z.strictObject({ leadThreshold: d100ThresholdSchema, helpers: z.array(d100ThresholdSchema).max(20), ...rollLinksShape }),
    (cid, body) => rollD100Group(app.db, app.roller, cid, body),
  );
  post('d20', 'Plain d20s (Frostgrave)', z.strictObject({ count: z.number().int().min(1).max(20).default(1), ...rollLinksShape }), (cid, body) =>
    rollD20(app.db, app.roller, cid, body),
  );

  app.get(
    '/campaigns/:campaignId/rolls',
    {
      schema: {
        tags: ['rolls'],
        summary: "The campaign's rolls, newest first, undone ones marked (a player: their crew's open rolls only); of one complex action with `complexActionId`",
        security: gmOrPlayer,
        params: campaignParams,
        querystring: z.strictObject({
          crewId: idSchema.optional(),
          complexActionId: idSchema.optional().describe("Only the rolls of this complex action's history."),
          limit: z.coerce.number().int().min(1).max(500).default(50),
        }),
        response: { 200: z.array(rollSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { campaignId } = request.params;
      const { crewId, player } = await requireListReader(request, campaignId, request.query.crewId);
      // Hidden rolls are the GM's: a player sees their crew's open ones.
      return listRolls(app.db, campaignId, { crewId, complexActionId: request.query.complexActionId, limit: request.query.limit, openOnly: player });
    },
  );

  app.get(
    '/rolls/:id',
    {
      schema: {
        tags: ['rolls'],
        summary: 'One roll (a player: an open roll of their crew)',
        security: gmOrPlayer,
        params: idParams,
        response: { 200: rollSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const principal = await requireAuth(request);
      const roll = await getRoll(app.db, request.params.id).catch((error: unknown) => {
        if (principal.kind === 'player') throw new ForbiddenError();
        throw error;
      });
      if (principal.kind === 'player') {
        if (roll.crewId !== principal.crewId || roll.hidden) throw new ForbiddenError();
      } else if (roll.campaignId !== principal.campaignId) {
        throw new ForbiddenError();
      }
      return roll;
    },
  );

  const gmOfRoll = (request: FastifyRequest, id: string) =>
    requireOwnerGm(request, 'roll', id, async () => {
      const row = await app.db.roll.findUnique({ where: { id }, select: { campaignId: true } });
      return row?.campaignId ?? null;
    });

  app.post(
    '/rolls/:id/undo',
    {
      schema: {
        tags: ['rolls'],
        summary: "Undo the campaign's last roll (it stays listed, marked undone; a crew's, ledger's or complex action's roll is undone in its own history)",
        security: gmOnly,
        params: idParams,
        body: z.strictObject({}).optional(),
        response: { 200: rollSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      await gmOfRoll(request, request.params.id);
      const roll = await undoRoll(app.db, request.params.id);
      // The players' phones mark it undone in place (their "recent rolls").
      publishRoll(app, roll);
      return roll;
    },
  );

  // ─── d12 follow-ups ───────────────────────────────────────────────────────────────────────────
  const crewVersion = versionSchema.optional().describe("The crew's version: required when the roll is a character's.");
  const followUpResponses = { 200: followUpSchema, ...errorResponses(400, 401, 403, 404, 409, 422) };

  function announce(result: D12FollowUpResult): z.output<typeof followUpSchema> {
    if (result.step !== null) publishCrewStep(app.hub, result.step);
    publishRoll(app, result.roll);
    const { step: _step, ...answer } = result;
    // The rules' Character is deeply readonly; the response schema's type is the same data, mutable.
    return { ...answer, character: answer.character as z.output<typeof characterSchema> | null };
  }

  /** A follow-up: the GM of the roll's campaign, then the step, its roll and sheet announced. */
  function followUp<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    step: (db: typeof app.db, ctx: typeof app, rollId: string, input: z.output<B>) => Promise<D12FollowUpResult>,
    status: 200 | 201 = 200,
  ): void {
    untyped.post<{ Params: { id: string } }>(
      `/rolls/:id/${path}`,
      {
        schema: {
          tags: ['rolls'],
          summary,
          security: gmOnly,
          params: idParams,
          body,
          // A re-roll answers 201 (a new roll); its document keeps the 200 the others have.
          response: status === 201 ? { ...followUpResponses, 201: followUpSchema } : followUpResponses,
        },
      },
      async (request, reply) => {
        await gmOfRoll(request, request.params.id);
        return reply.code(status).send(announce(await step(app.db, app, request.params.id, request.body as z.output<B>)));
      },
    );
  }

  followUp(
    'give-of-oneself',
    'T9: give of oneself — one pool point raises the degree one step',
    z.strictObject({ version: crewVersion, blind: z.boolean().optional().describe('Given before the result was announced.') }),
    giveOfOneself,
  );
  followUp('reroll', 'T6: spend a destiny point to roll again (the new roll replaces this one)', z.strictObject({ version: crewVersion }), rerollWithDestiny, 201);
  followUp(
    'critical',
    'T8: the option picked on a natural 12 or a natural 1',
    z.strictObject({
      version: crewVersion,
      option: z.enum([...D12_CRITICAL_SUCCESS_OPTIONS, ...D12_CRITICAL_FAILURE_OPTIONS] as [string, ...string[]]) as z.ZodType<
        (typeof D12_CRITICAL_SUCCESS_OPTIONS)[number] | (typeof D12_CRITICAL_FAILURE_OPTIONS)[number]
      >,
      pickedBy: z.enum(['player', 'gm']).optional(),
      description: z.string().trim().max(500).optional(),
      spendDestinyToAvoidZero: z.boolean().optional(),
    }),
    applyCritical,
  );
  followUp(
    'fear-resolution',
    "T5: the fear test's consequence (success: +1 destiny; failure: −1 Mind)",
    z.strictObject({ version: versionSchema, spendDestinyToAvoidZero: z.boolean().optional() }),
    resolveFear,
  );

  // ─── odds ─────────────────────────────────────────────────────────────────────────────────────
  const table = async (principal: Principal) => campaignTableRules(app.db, principal.campaignId);
  const num = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
  const bands = z.object({ '1-3': z.number(), '4-5': z.number(), '6': z.number(), crit: z.number() });
  const degrees = z.object({
    critical_failure: z.number(),
    failure: z.number(),
    success_with_complication: z.number(),
    success: z.number(),
    critical_success: z.number(),
  });
  const bounded = (bound: { readonly min: number; readonly max: number }) => num(bound.min, bound.max);
  const d12Query = {
    pool: bounded(D12_ROLL_BOUNDS.pool),
    traitBonus: bounded(D12_ROLL_BOUNDS.traitBonus).default(0),
    modifier: bounded(D12_ROLL_BOUNDS.modifier).default(0),
    threshold: bounded(D12_ROLL_BOUNDS.threshold),
  };
  const oddsErrors = errorResponses(400, 401, 404);
  function odds<Q extends z.ZodObject, R extends z.ZodType>(
    path: string,
    summary: string,
    querystring: Q,
    response: R,
    compute: (q: z.output<Q>, t: Awaited<ReturnType<typeof table>>) => z.input<R>,
  ): void {
    untyped.get(
      `/odds/${path}`,
      { schema: { tags: ['rolls'], summary, security: gmOrPlayer, querystring, response: { 200: response, ...oddsErrors } } },
      async (request) => {
        const principal = await requireAuth(request);
        return compute(request.query as z.output<Q>, await table(principal));
      },
    );
  }

  odds('d6', 'D1/D2: exact odds of each band of a pool', z.strictObject({ pool: num(0, 12) }), bands, (q) => poolOdds(q.pool));
  odds('fortune', 'D1 + D5: exact odds of each band once moved by `shift`', z.strictObject({ pool: num(0, 12), shift: num(-6, 6).default(0) }), bands, (q) =>
    entanglementShiftedPoolOdds(q.pool, q.shift),
  );
  odds('d12', 'T7/T8: exact odds of each degree of a d12 action', z.strictObject(d12Query), degrees, (q, t) => d12ActionOdds(q, { table: t }));
  odds(
    'd12-giving',
    'T9: odds when the player gives up to `willing` pool points after seeing the die',
    z.strictObject({ ...d12Query, willing: bounded(D12_ROLL_BOUNDS.willing) }),
    z.object({ degrees, atLeastComplication: z.number(), success: z.number(), expectedSpent: z.number(), out: z.number() }),
    (q, t) => d12GivingOdds(q, { table: t }),
  );
  odds(
    'd12-reroll',
    'T6: odds with a destiny re-roll kept for a failure (or anything below a clean success)',
    z.strictObject({ ...d12Query, rerollOn: z.enum(['failure', 'below_success']).default('failure') }),
    z.object({ degrees, success: z.number(), withoutReroll: z.number(), rerollUsed: z.number() }),
    (q, t) => d12RerollOdds(q, { table: t }),
  );
  odds(
    'd12-fear',
    'T5: odds of the fear test',
    z.strictObject({
      mindPool: bounded(D12_ROLL_BOUNDS.pool),
      traitBonus: bounded(D12_ROLL_BOUNDS.traitBonus).default(0),
      modifier: bounded(D12_ROLL_BOUNDS.modifier).default(0),
    }),
    z.object({ degrees, gainDestiny: z.number(), loseMind: z.number(), reachesZero: z.number() }),
    (q, t) => d12FearTestOdds(q, { table: t }),
  );
  odds('d100', 'C1: the chance a d100 test succeeds', z.strictObject({ threshold: num(-1000, 1000) }), z.object({ success: z.number() }), (q, t) => ({
    success: d100TestOdds(q.threshold, { table: t }),
  }));
  odds(
    'd100-opposition',
    'C2: exact odds of an opposition',
    z.strictObject({
      actorThreshold: num(-1000, 1000),
      actorAttribute: num(-100, 100).default(0),
      opponentThreshold: num(-1000, 1000),
      opponentAttribute: num(-100, 100).default(0),
    }),
    z.object({ actor: z.number(), opponent: z.number(), tie: z.number(), bothFail: z.number() }),
    (q, t) =>
      d100OppositionOdds(
        { actor: { threshold: q.actorThreshold, attribute: q.actorAttribute }, opponent: { threshold: q.opponentThreshold, attribute: q.opponentAttribute } },
        { table: t },
      ),
  );
  odds(
    'd100-group',
    "C6: the lead's chance with the helpers (helpers: comma-separated thresholds)",
    z.strictObject({
      leadThreshold: num(-1000, 1000),
      helpers: z
        .string()
        .max(200)
        .default('')
        .transform((s, ctx) => {
          const parts = s.split(',').map((p) => p.trim()).filter((p) => p !== '');
          const values = parts.map(Number);
          if (values.length > 20 || values.some((v) => !Number.isInteger(v) || v < -1000 || v > 1000)) {
            ctx.addIssue({ code: 'custom', message: 'up to 20 whole thresholds, comma-separated' });
            return z.NEVER;
          }
          return values;
        }),
    }),
    z.object({ success: z.number(), thresholds: z.array(z.object({ threshold: z.number(), probability: z.number() })) }),
    (q, t) => {
      const out = d100GroupOdds({ leadThreshold: q.leadThreshold, helpers: q.helpers }, { table: t });
      return { success: out.success, thresholds: out.thresholds.map((x) => ({ ...x })) };
    },
  );

};

export default rollRoutes;
