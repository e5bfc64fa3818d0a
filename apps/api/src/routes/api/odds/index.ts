/**
 * Exact odds of the downtime rolls before they are made: thin wrappers around the rules' odds
 * functions, under the caller's campaign table rules. GM or player link (any signed-in caller).
 *
 * GET /api/odds/downtime/{pool,entanglement,acquire-asset,reduce-heat,project,recovery,train,
 * indulge-vice,incarceration}. Distributions over numbers are lists of `{ value, probability }`.
 */
import {
  acquireAssetOdds,
  clockCompletionOdds,
  entanglementKindOdds,
  entanglementRowOdds,
  incarcerationOdds,
  indulgeViceOdds,
  poolOdds,
  prisonClaimKindSchema,
  recoveryOdds,
  reduceHeatOdds,
  tableRulesFrom,
  trainOdds,
  type TableRules,
} from '@temps-mort/rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../auth/guards';
import { NotFoundError } from '../../../http/errors';
import { errorResponses } from '../../../http/schemas';
import { gmOrPlayer } from '../../../plugins/openapi';
import { tokenQuery } from '../crews/schemas';

const pool = z.coerce.number().int().min(0).max(12).describe('Dice in the pool (0: 2d6 keep the lowest).');
// Only the words `true`/`false` (and zod's few synonyms) pass: capped by what they are.
const flag = z.stringbool().meta({ maxLength: 8 }).optional();
const probability = z.number().min(0).max(1);
const distribution = z.array(z.object({ value: z.number(), probability })).describe('Each value with its exact probability.');
const bands = z.object({ '1-3': probability, '4-5': probability, '6': probability, crit: probability });
const oddsErrors = errorResponses(400, 401, 404);

function list(map: ReadonlyMap<number, number>): { value: number; probability: number }[] {
  return [...map].sort((a, b) => a[0] - b[0]).map(([value, p]) => ({ value, probability: p }));
}

/** The caller's campaign table rules (GM or player link). */
async function tableOf(request: FastifyRequest): Promise<TableRules> {
  const principal = await requireAuth(request);
  const campaign = await request.server.db.campaign.findUnique({ where: { id: principal.campaignId }, select: { tableRules: true } });
  if (!campaign) throw new NotFoundError('campaign', principal.campaignId);
  return tableRulesFrom(JSON.parse(campaign.tableRules) as unknown);
}

const oddsRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['rolls'], security: gmOrPlayer };

  app.get(
    '/odds/downtime/pool',
    {
      schema: {
        ...base,
        summary: 'D1/D2: the bands of a d6 pool',
        querystring: z.strictObject({ ...tokenQuery, size: pool }),
        response: { 200: z.object({ size: z.number().int(), bands }), ...oddsErrors },
      },
    },
    async (request) => {
      await requireAuth(request);
      return { size: request.query.size, bands: poolOdds(request.query.size) };
    },
  );

  app.get(
    '/odds/downtime/entanglement',
    {
      schema: {
        ...base,
        summary: "E1: the entanglement table's rows and each entanglement (\"pick for me\") for a wanted level and heat",
        querystring: z.strictObject({ ...tokenQuery, wanted: z.coerce.number().int().min(0).max(4), heat: z.coerce.number().int().min(0).max(9) }),
        response: {
          200: z.object({ rows: z.record(z.string(), probability), kinds: z.record(z.string(), probability) }),
          ...oddsErrors,
        },
      },
    },
    async (request) => {
      const table = await tableOf(request);
      const { wanted, heat } = request.query;
      return { rows: entanglementRowOdds(wanted, { table }), kinds: entanglementKindOdds(wanted, heat, { table }) };
    },
  );

  app.get(
    '/odds/downtime/acquire-asset',
    {
      schema: {
        ...base,
        summary: "A4: the quality of an acquired asset (crew tier's pool, repeat penalty, help, coin)",
        querystring: z.strictObject({
          ...tokenQuery,
          crewTier: z.coerce.number().int().min(0).max(4),
          repeat: z.enum(['first', 'again', 'after_every_use']).optional(),
          extraDice: z.coerce.number().int().min(0).max(6).optional(),
          coin: z.coerce.number().int().min(0).max(100).optional(),
          helped: flag,
          minQuality: z.coerce.number().int().min(0).max(10).optional(),
        }),
        response: { 200: z.object({ pool: z.number().int(), quality: distribution, meetsMinimum: probability }), ...oddsErrors },
      },
    },
    async (request) => {
      const table = await tableOf(request);
      const { token: _token, ...input } = request.query;
      const odds = acquireAssetOdds(input, { table });
      return { pool: odds.pool, quality: list(odds.quality), meetsMinimum: odds.meetsMinimum };
    },
  );

  app.get(
    '/odds/downtime/reduce-heat',
    {
      schema: {
        ...base,
        summary: 'A7: the quality of a reduce-heat roll and the heat left',
        querystring: z.strictObject({ ...tokenQuery, heat: z.coerce.number().int().min(0).max(9), pool, helped: flag }),
        response: { 200: z.object({ quality: distribution, heatAfter: distribution, expectedHeatAfter: z.number() }), ...oddsErrors },
      },
    },
    async (request) => {
      const table = await tableOf(request);
      const { token: _token, ...input } = request.query;
      const odds = reduceHeatOdds(input, { table });
      return { quality: list(odds.quality), heatAfter: list(odds.heatAfter), expectedHeatAfter: odds.expectedHeatAfter };
    },
  );

  const clockOdds = z.object({
    probability: probability.describe('The clock is full within `activities` activities.'),
    byActivity: z.array(probability).describe('Full within 1, 2, … activities.'),
  });
  const activities = z.coerce.number().int().min(0).max(50);

  app.get(
    '/odds/downtime/project',
    {
      schema: {
        ...base,
        summary: 'A5: a long-term project clock full within K activities',
        querystring: z.strictObject({
          ...tokenQuery,
          segments: z.coerce.number().int().min(1).max(24),
          filled: z.coerce.number().int().min(0).max(24).optional(),
          activities,
          pool,
          helped: flag,
        }),
        response: { 200: clockOdds, ...oddsErrors },
      },
    },
    async (request) => {
      const table = await tableOf(request);
      const { token: _token, ...input } = request.query;
      const odds = clockCompletionOdds(input, { table });
      return { probability: odds.probability, byActivity: [...odds.byActivity] };
    },
  );

  app.get(
    '/odds/downtime/recovery',
    {
      schema: {
        ...base,
        summary: 'A6: the healing clock full within K activities',
        querystring: z.strictObject({
          ...tokenQuery,
          filled: z.coerce.number().int().min(0).max(12).optional(),
          activities,
          pool,
          helped: flag,
          selfSurgery: flag,
        }),
        response: { 200: clockOdds, ...oddsErrors },
      },
    },
    async (request) => {
      const table = await tableOf(request);
      const { token: _token, ...input } = request.query;
      const odds = recoveryOdds(input, { table });
      return { probability: odds.probability, byActivity: [...odds.byActivity] };
    },
  );

  app.get(
    '/odds/downtime/train',
    {
      schema: {
        ...base,
        summary: 'A8: the points a skill gains by training',
        querystring: z.strictObject({ ...tokenQuery, pool, helped: flag }),
        response: { 200: z.object({ gain: distribution, expectedGain: z.number() }), ...oddsErrors },
      },
    },
    async (request) => {
      const table = await tableOf(request);
      const { token: _token, ...input } = request.query;
      const odds = trainOdds(input, { table });
      return { gain: list(odds.gain), expectedGain: odds.expectedGain };
    },
  );

  app.get(
    '/odds/downtime/indulge-vice',
    {
      schema: {
        ...base,
        summary: 'V1/V2: circles restored by indulging vice, and the risk of overindulging',
        querystring: z.strictObject({ ...tokenQuery, pool, missing: z.coerce.number().int().min(0).max(12), helped: flag }),
        response: {
          200: z.object({ quality: distribution, restored: distribution, overindulgence: probability, critical: probability }),
          ...oddsErrors,
        },
      },
    },
    async (request) => {
      const table = await tableOf(request);
      const { token: _token, ...input } = request.query;
      const odds = indulgeViceOdds(input, { table });
      return { quality: list(odds.quality), restored: list(odds.restored), overindulgence: odds.overindulgence, critical: odds.critical };
    },
  );

  app.get(
    '/odds/downtime/incarceration',
    {
      schema: {
        ...base,
        summary: "I3: each incarceration result for the crew's tier and prison claims",
        querystring: z.strictObject({
          ...tokenQuery,
          tier: z.coerce.number().int().min(0).max(4),
          prisonClaims: z
            .string()
            .max(300)
            .optional()
            .transform((v, ctx) => {
              const claims = v === undefined || v === '' ? [] : v.split(',');
              const parsed = z.array(prisonClaimKindSchema).safeParse(claims);
              if (!parsed.success) {
                ctx.addIssue({ code: 'custom', message: 'prison claim kinds separated by commas' });
                return z.NEVER;
              }
              return parsed.data;
            })
            .describe('Prison claims held, separated by commas (smuggling may appear twice).'),
        }),
        response: {
          200: z.object({ crit: probability, claim: probability, nothing: probability, trauma: probability }),
          ...oddsErrors,
        },
      },
    },
    async (request) => {
      const table = await tableOf(request);
      return incarcerationOdds({ tier: request.query.tier, prisonClaims: request.query.prisonClaims }, { table });
    },
  );
};

export default oddsRoutes;
