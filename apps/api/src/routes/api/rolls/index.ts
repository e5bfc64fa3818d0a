/**
 * Campaign rolls (the GM's dice screen), d12 follow-ups, and the odds of every roll before it is
 * made (thin wrappers around the rules' exact odds, read with the caller's campaign's table rules).
 * A roll may name a crew and a character and be hidden: players of that crew see its open rolls
 * only; hidden rolls are the GM's. Shapes and who may call: the contract's route table
 * (routes/rolls.ts): roll.{d6,fortune,d12,fearTest,d100,d100Opposition,d100Group,d20} (201),
 * campaign.rolls, roll.read, roll.undo, roll.{giveOfOneself,reroll (201),critical,fearResolution},
 * odds.{d6,fortune,d12,d12Giving,d12Reroll,d12Fear,d100,d100Opposition,d100Group}.
 */
import {
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
import type { FastifyPluginAsync } from 'fastify';
import type { Principal } from '../../../auth/guards';
import { requireSystem, type GameSystem } from '../../../domain/campaigns/campaigns';
import { applyCritical, giveOfOneself, rerollWithDestiny, resolveFear } from '../../../domain/rolls/d12';
import { readRoll, readRolls } from '../../../domain/rolls/queries';
import { rollD100, rollD100Group, rollD100Opposed, rollD12, rollD20, rollD6, rollFearTest, rollFortune, undoRoll } from '../../../domain/rolls/rolls';
import { openTableRules } from '../../../domain/campaigns/campaigns';
import { ForbiddenError } from '../../../http/errors';
import { serve } from '../../../http/route';
import { listedCrew } from './shared';

/** The game system each kind of campaign roll belongs to (the campaign must use it: 404 otherwise). */
const SYSTEM_OF_ROLL = {
  'roll.d6': 'downtime',
  'roll.fortune': 'downtime',
  'roll.d12': 'd12',
  'roll.fearTest': 'd12',
  'roll.d100': 'd100',
  'roll.d100Opposition': 'd100',
  'roll.d100Group': 'd100',
  'roll.d20': 'frostgrave',
} as const satisfies Record<string, GameSystem>;

const rollRoutes: FastifyPluginAsync = async (app) => {
  const system = (campaignId: string, name: keyof typeof SYSTEM_OF_ROLL) => requireSystem(app.db, campaignId, SYSTEM_OF_ROLL[name]);

  // ─── rolls: stored as a step of the campaign's dice, then announced (domain/rolls/rolls.ts) ─────
  serve(app, 'roll.d6', async ({ params, body }) => {
    await system(params.campaignId, 'roll.d6');
    return rollD6(app, params.campaignId, body);
  });
  serve(app, 'roll.fortune', async ({ params, body }) => {
    await system(params.campaignId, 'roll.fortune');
    return rollFortune(app, params.campaignId, body);
  });
  serve(app, 'roll.d12', async ({ params, body }) => {
    await system(params.campaignId, 'roll.d12');
    return rollD12(app, params.campaignId, body);
  });
  serve(app, 'roll.fearTest', async ({ params, body }) => {
    await system(params.campaignId, 'roll.fearTest');
    return rollFearTest(app, params.campaignId, body);
  });
  serve(app, 'roll.d100', async ({ params, body }) => {
    await system(params.campaignId, 'roll.d100');
    return rollD100(app, params.campaignId, body);
  });
  serve(app, 'roll.d100Opposition', async ({ params, body }) => {
    await system(params.campaignId, 'roll.d100Opposition');
    return rollD100Opposed(app, params.campaignId, body);
  });
  serve(app, 'roll.d100Group', async ({ params, body }) => {
    await system(params.campaignId, 'roll.d100Group');
    return rollD100Group(app, params.campaignId, body);
  });
  serve(app, 'roll.d20', async ({ params, body }) => {
    await system(params.campaignId, 'roll.d20');
    return rollD20(app, params.campaignId, body);
  });

  // ─── reading ───────────────────────────────────────────────────────────────────────────────────
  serve(app, 'campaign.rolls', async ({ params, query, caller }) =>
    readRolls(app.db, params.campaignId, { ...query, crewId: listedCrew(caller, query.crewId), player: caller.kind === 'player' }),
  );
  serve(app, 'roll.read', async ({ params, caller }) => {
    // `reader:roll` let in a link of the roll's crew; a hidden roll is still the GM's alone.
    const roll = await readRoll(app.db, params.id, caller.kind === 'player');
    if (roll === null) throw new ForbiddenError();
    return roll;
  });
  serve(app, 'roll.undo', async ({ params }) => undoRoll(app, params.id));

  // ─── d12 follow-ups: a step of the crew's history or the campaign's dice (domain/rolls/d12.ts) ──
  serve(app, 'roll.giveOfOneself', async ({ params, body }) => giveOfOneself(app, params.id, body));
  serve(app, 'roll.reroll', async ({ params, body }) => rerollWithDestiny(app, params.id, body));
  serve(app, 'roll.critical', async ({ params, body }) => applyCritical(app, params.id, body));
  serve(app, 'roll.fearResolution', async ({ params, body }) => resolveFear(app, params.id, body));

  // ─── odds ──────────────────────────────────────────────────────────────────────────────────────
  const table = async (caller: Principal) => ({ table: await openTableRules(app.db, caller.campaignId) });
  serve(app, 'odds.d6', async ({ query }) => poolOdds(query.pool));
  serve(app, 'odds.fortune', async ({ query }) => entanglementShiftedPoolOdds(query.pool, query.shift));
  serve(app, 'odds.d12', async ({ query, caller }) => d12ActionOdds(query, await table(caller)));
  serve(app, 'odds.d12Giving', async ({ query, caller }) => d12GivingOdds(query, await table(caller)));
  serve(app, 'odds.d12Reroll', async ({ query, caller }) => d12RerollOdds(query, await table(caller)));
  serve(app, 'odds.d12Fear', async ({ query, caller }) => d12FearTestOdds(query, await table(caller)));
  serve(app, 'odds.d100', async ({ query, caller }) => ({ success: d100TestOdds(query.threshold, await table(caller)) }));
  serve(app, 'odds.d100Opposition', async ({ query, caller }) =>
    d100OppositionOdds(
      { actor: { threshold: query.actorThreshold, attribute: query.actorAttribute }, opponent: { threshold: query.opponentThreshold, attribute: query.opponentAttribute } },
      await table(caller),
    ),
  );
  serve(app, 'odds.d100Group', async ({ query, caller }) => {
    const out = d100GroupOdds({ leadThreshold: query.leadThreshold, helpers: query.helpers }, await table(caller));
    return { success: out.success, thresholds: out.thresholds.map((x) => ({ ...x })) };
  });
};

export default rollRoutes;
