/**
 * Exact odds of the downtime rolls before they are made: thin wrappers around the rules' odds
 * functions, under the caller's campaign table rules. GM or player link (any signed-in caller).
 *
 * GET /api/odds/downtime/{pool,entanglement,acquire-asset,reduce-heat,project,recovery,train,
 * indulge-vice,incarceration} (the contract's `DOWNTIME_ODDS`). Distributions over numbers are
 * lists of `{ value, probability }`.
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
  trainOdds,
} from '@temps-mort/rules';
import type { FastifyPluginAsync } from 'fastify';
import { openTableRules } from '../../../domain/campaigns/campaigns';
import { serve } from '../../../http/route';

function list(map: ReadonlyMap<number, number>): { value: number; probability: number }[] {
  return [...map].sort((a, b) => a[0] - b[0]).map(([value, p]) => ({ value, probability: p }));
}

const clock = (odds: { probability: number; byActivity: readonly number[] }) => ({ probability: odds.probability, byActivity: [...odds.byActivity] });

const oddsRoutes: FastifyPluginAsync = async (app) => {
  /** The caller's campaign table rules (GM or player link). */
  const tableOf = (caller: { readonly campaignId: string | null }) => openTableRules(app.db, caller.campaignId);

  // A pool's bands do not depend on the table rules: no campaign read.
  serve(app, 'odds.downtime.pool', async ({ query }) => ({ size: query.size, bands: poolOdds(query.size) }));

  serve(app, 'odds.downtime.entanglement', async ({ query: { wanted, heat }, caller }) => {
    const table = await tableOf(caller);
    return { rows: entanglementRowOdds(wanted, { table }), kinds: entanglementKindOdds(wanted, heat, { table }) };
  });

  serve(app, 'odds.downtime.acquireAsset', async ({ query: { token: _token, ...input }, caller }) => {
    const odds = acquireAssetOdds(input, { table: await tableOf(caller) });
    return { pool: odds.pool, quality: list(odds.quality), meetsMinimum: odds.meetsMinimum };
  });

  serve(app, 'odds.downtime.reduceHeat', async ({ query: { token: _token, ...input }, caller }) => {
    const odds = reduceHeatOdds(input, { table: await tableOf(caller) });
    return { quality: list(odds.quality), heatAfter: list(odds.heatAfter), expectedHeatAfter: odds.expectedHeatAfter };
  });

  serve(app, 'odds.downtime.project', async ({ query: { token: _token, ...input }, caller }) => clock(clockCompletionOdds(input, { table: await tableOf(caller) })));

  serve(app, 'odds.downtime.recovery', async ({ query: { token: _token, ...input }, caller }) => clock(recoveryOdds(input, { table: await tableOf(caller) })));

  serve(app, 'odds.downtime.train', async ({ query: { token: _token, ...input }, caller }) => {
    const odds = trainOdds(input, { table: await tableOf(caller) });
    return { gain: list(odds.gain), expectedGain: odds.expectedGain };
  });

  serve(app, 'odds.downtime.indulgeVice', async ({ query: { token: _token, ...input }, caller }) => {
    const odds = indulgeViceOdds(input, { table: await tableOf(caller) });
    return { quality: list(odds.quality), restored: list(odds.restored), overindulgence: odds.overindulgence, critical: odds.critical };
  });

  serve(app, 'odds.downtime.incarceration', async ({ query: { token: _token, ...input }, caller }) => incarcerationOdds(input, { table: await tableOf(caller) }));
};

export default oddsRoutes;
