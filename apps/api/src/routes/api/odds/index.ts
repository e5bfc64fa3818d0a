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
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

  // A pool's bands do not depend on the table rules: any signed-in caller, no campaign read.
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

  // Registered through the untyped instance: generic over the schemas, the zod type provider cannot
  // resolve the reply type here; `compute` is typed by the schemas instead (validation is the same).
  const untyped = app as unknown as FastifyInstance;
  /** GET /api/odds/downtime/<path>: the rules' odds for the query (its share token aside) under the caller's table rules. */
  function odds<Q extends z.ZodRawShape, R extends z.ZodType>(
    path: string,
    summary: string,
    query: Q,
    response: R,
    compute: (input: z.output<z.ZodObject<Q>>, table: TableRules) => z.input<R>,
  ): void {
    untyped.get(
      `/odds/downtime/${path}`,
      { schema: { ...base, summary, querystring: z.strictObject({ ...tokenQuery, ...query }), response: { 200: response, ...oddsErrors } } },
      async (request) => {
        const table = await tableOf(request);
        const { token: _token, ...input } = request.query as Record<string, unknown>;
        return compute(input as z.output<z.ZodObject<Q>>, table);
      },
    );
  }

  odds(
    'entanglement',
    "E1: the entanglement table's rows and each entanglement (\"pick for me\") for a wanted level and heat",
    { wanted: z.coerce.number().int().min(0).max(4), heat: z.coerce.number().int().min(0).max(9) },
    z.object({ rows: z.record(z.string(), probability), kinds: z.record(z.string(), probability) }),
    ({ wanted, heat }, table) => ({ rows: entanglementRowOdds(wanted, { table }), kinds: entanglementKindOdds(wanted, heat, { table }) }),
  );
  odds(
    'acquire-asset',
    "A4: the quality of an acquired asset (crew tier's pool, repeat penalty, help, coin)",
    {
      crewTier: z.coerce.number().int().min(0).max(4),
      repeat: z.enum(['first', 'again', 'after_every_use']).optional(),
      extraDice: z.coerce.number().int().min(0).max(6).optional(),
      coin: z.coerce.number().int().min(0).max(100).optional(),
      helped: flag,
      minQuality: z.coerce.number().int().min(0).max(10).optional(),
    },
    z.object({ pool: z.number().int(), quality: distribution, meetsMinimum: probability }),
    (input, table) => {
      const odds = acquireAssetOdds(input, { table });
      return { pool: odds.pool, quality: list(odds.quality), meetsMinimum: odds.meetsMinimum };
    },
  );
  odds(
    'reduce-heat',
    'A7: the quality of a reduce-heat roll and the heat left',
    { heat: z.coerce.number().int().min(0).max(9), pool, helped: flag },
    z.object({ quality: distribution, heatAfter: distribution, expectedHeatAfter: z.number() }),
    (input, table) => {
      const odds = reduceHeatOdds(input, { table });
      return { quality: list(odds.quality), heatAfter: list(odds.heatAfter), expectedHeatAfter: odds.expectedHeatAfter };
    },
  );

  const clockOdds = z.object({
    probability: probability.describe('The clock is full within `activities` activities.'),
    byActivity: z.array(probability).describe('Full within 1, 2, … activities.'),
  });
  const activities = z.coerce.number().int().min(0).max(50);
  const clock = (odds: { probability: number; byActivity: readonly number[] }) => ({ probability: odds.probability, byActivity: [...odds.byActivity] });

  odds(
    'project',
    'A5: a long-term project clock full within K activities',
    {
      segments: z.coerce.number().int().min(1).max(24),
      filled: z.coerce.number().int().min(0).max(24).optional(),
      activities,
      pool,
      helped: flag,
    },
    clockOdds,
    (input, table) => clock(clockCompletionOdds(input, { table })),
  );
  odds(
    'recovery',
    'A6: the healing clock full within K activities',
    { filled: z.coerce.number().int().min(0).max(12).optional(), activities, pool, helped: flag, selfSurgery: flag },
    clockOdds,
    (input, table) => clock(recoveryOdds(input, { table })),
  );
  odds(
    'train',
    'A8: the points a skill gains by training',
    { pool, helped: flag },
    z.object({ gain: distribution, expectedGain: z.number() }),
    (input, table) => {
      const odds = trainOdds(input, { table });
      return { gain: list(odds.gain), expectedGain: odds.expectedGain };
    },
  );
  odds(
    'indulge-vice',
    'V1/V2: circles restored by indulging vice, and the risk of overindulging',
    { pool, missing: z.coerce.number().int().min(0).max(12), helped: flag },
    z.object({ quality: distribution, restored: distribution, overindulgence: probability, critical: probability }),
    (input, table) => {
      const odds = indulgeViceOdds(input, { table });
      return { quality: list(odds.quality), restored: list(odds.restored), overindulgence: odds.overindulgence, critical: odds.critical };
    },
  );
  odds(
    'incarceration',
    "I3: each incarceration result for the crew's tier and prison claims",
    {
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
    },
    z.object({ crit: probability, claim: probability, nothing: probability, trauma: probability }),
    (input, table) => incarcerationOdds(input, { table }),
  );
};

export default oddsRoutes;
