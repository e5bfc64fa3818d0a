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
  recoveryOdds,
  reduceHeatOdds,
  tableRulesFrom,
  trainOdds,
  type TableRules,
} from '@temps-mort/rules';
import { DOWNTIME_ODDS, downtimeOddsQuery } from '@temps-mort/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../../auth/guards';
import { NotFoundError } from '../../../http/errors';
import { errorResponses } from '../../../http/schemas';
import { gmOrPlayer } from '../../../plugins/openapi';

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
        querystring: downtimeOddsQuery(DOWNTIME_ODDS.pool.query),
        response: { 200: DOWNTIME_ODDS.pool.answer, ...oddsErrors },
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
  type Kind = Exclude<keyof typeof DOWNTIME_ODDS, 'pool'>;
  /** GET /api/odds/downtime/<path>: the rules' odds for the query (its share token aside) under the caller's table rules. */
  function odds<K extends Kind>(
    path: K,
    summary: string,
    compute: (input: z.output<z.ZodObject<(typeof DOWNTIME_ODDS)[K]['query']>>, table: TableRules) => z.input<(typeof DOWNTIME_ODDS)[K]['answer']>,
  ): void {
    const { query, answer } = DOWNTIME_ODDS[path];
    untyped.get(
      `/odds/downtime/${path}`,
      { schema: { ...base, summary, querystring: downtimeOddsQuery(query), response: { 200: answer, ...oddsErrors } } },
      async (request) => {
        const table = await tableOf(request);
        const { token: _token, ...input } = request.query as Record<string, unknown>;
        return compute(input as Parameters<typeof compute>[0], table);
      },
    );
  }

  odds(
    'entanglement',
    "E1: the entanglement table's rows and each entanglement (\"pick for me\") for a wanted level and heat",
    ({ wanted, heat }, table) => ({ rows: entanglementRowOdds(wanted, { table }), kinds: entanglementKindOdds(wanted, heat, { table }) }),
  );
  odds(
    'acquire-asset',
    "A4: the quality of an acquired asset (crew tier's pool, repeat penalty, help, coin)",
    (input, table) => {
      const odds = acquireAssetOdds(input, { table });
      return { pool: odds.pool, quality: list(odds.quality), meetsMinimum: odds.meetsMinimum };
    },
  );
  odds(
    'reduce-heat',
    'A7: the quality of a reduce-heat roll and the heat left',
    (input, table) => {
      const odds = reduceHeatOdds(input, { table });
      return { quality: list(odds.quality), heatAfter: list(odds.heatAfter), expectedHeatAfter: odds.expectedHeatAfter };
    },
  );

  const clock = (odds: { probability: number; byActivity: readonly number[] }) => ({ probability: odds.probability, byActivity: [...odds.byActivity] });
  odds(
    'project',
    'A5: a long-term project clock full within K activities',
    (input, table) => clock(clockCompletionOdds(input, { table })),
  );
  odds(
    'recovery',
    'A6: the healing clock full within K activities',
    (input, table) => clock(recoveryOdds(input, { table })),
  );
  odds(
    'train',
    'A8: the points a skill gains by training',
    (input, table) => {
      const odds = trainOdds(input, { table });
      return { gain: list(odds.gain), expectedGain: odds.expectedGain };
    },
  );
  odds(
    'indulge-vice',
    'V1/V2: circles restored by indulging vice, and the risk of overindulging',
    (input, table) => {
      const odds = indulgeViceOdds(input, { table });
      return { quality: list(odds.quality), restored: list(odds.restored), overindulgence: odds.overindulgence, critical: odds.critical };
    },
  );
  odds(
    'incarceration',
    "I3: each incarceration result for the crew's tier and prison claims",
    (input, table) => incarcerationOdds(input, { table }),
  );
};

export default oddsRoutes;
