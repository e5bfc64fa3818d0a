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
import type {
  characterSchema} from '@temps-mort/rules';
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
import { FOLLOW_UP_BODIES, followUpSchema, ROLL_BODIES, ROLL_ODDS, rollListQuery } from '@temps-mort/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { crewOfLink, requireAuth, requireGm, type Principal } from '../../../auth/guards';
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
import { rollForPlayer, rollsForPlayer } from '../../../domain/rolls/playerView';
import { loadPlayerKnowledge } from '../../../domain/crews/playerView';
import { NO_SECRETS, type Secrets } from '../../../domain/history/redaction';
import { publishCrewStep } from '../../../domain/crews/events';
import { publishCampaignStep } from '../../../domain/history/steps';
import { ForbiddenError } from '../../../http/errors';
import { requireSystem, type GameSystem } from '../../../domain/campaigns/campaigns';
import { campaignParams, errorResponses, idParams } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { requireListReader, requireOwnerGm, rollSchema } from './shared';

/** Sent to the crew's live stream when a roll players may see is made. */
function publishRoll(app: { hub: { publish(crewId: string, message: { event: string; data: unknown }): number } }, roll: RollView): void {
  if (roll.crewId !== null && !roll.hidden) app.hub.publish(roll.crewId, { event: 'roll', data: roll });
  if (roll.history === 'dice') publishCampaignStep(app.hub, roll.campaignId, { aggregate: 'dice', aggregateId: roll.campaignId, type: roll.undone ? 'undo' : roll.kind });
}

/** The game system each kind of campaign roll belongs to. */
const SYSTEM_OF_ROLL = {
  d6: 'downtime',
  fortune: 'downtime',
  d12: 'd12',
  'fear-test': 'd12',
  d100: 'd100',
  'd100-opposition': 'd100',
  'd100-group': 'd100',
  d20: 'frostgrave',
} as const satisfies Record<string, GameSystem>;

const rollRoutes: FastifyPluginAsyncZod = async (app) => {
  const created = { 201: rollSchema, ...errorResponses(400, 401, 403, 404, 422) };
  // Routes generic over their schemas (follow-ups, odds) are registered through the untyped
  // instance: the zod type provider cannot resolve their reply type; each is typed by its schemas
  // instead (validation is the same).
  const untyped = app as unknown as FastifyInstance;

  /** The GM of the campaign using the roll's game system, then the roll, stored and announced. */
  function post<B extends z.ZodType>(
    path: keyof typeof SYSTEM_OF_ROLL,
    summary: string,
    body: B,
    roll: (campaignId: string, body: z.infer<B>) => Promise<RollView>,
  ): void {
    app.post(
      `/campaigns/:campaignId/rolls/${path}`,
      { schema: { tags: ['rolls'], summary, security: gmOnly, params: campaignParams, body, response: created } },
      async (request, reply) => {
        await requireGm(request, request.params.campaignId);
        await requireSystem(app.db, request.params.campaignId, SYSTEM_OF_ROLL[path]);
        const view = await roll(request.params.campaignId, request.body as z.infer<B>);
        publishRoll(app, view);
        return reply.code(201).send(view);
      },
    );
  }

  post('d6', 'D1/D2: roll a d6 pool (0 dice: 2d6 keep the lowest)', ROLL_BODIES.d6, (cid, body) =>
    rollD6(app.db, app.roller, cid, body),
  );
  post(
    'fortune',
    'D1 + D5: a fortune roll, its band moved by a quality modifier',
    ROLL_BODIES.fortune,
    (cid, body) => rollFortune(app.db, app.roller, cid, body),
  );
  post(
    'd12',
    "T7/T8: a d12 action, with a character's pool and trait (characterId) or a free pool",
    ROLL_BODIES.d12,
    (cid, body) => rollD12(app.db, app.roller, cid, body),
  );
  post(
    'fear-test',
    "T5: a character's fear test (1d12 + Mind vs 12); resolve it with /api/rolls/:id/fear-resolution",
    ROLL_BODIES.fearTest,
    (cid, body) => rollFearTest(app.db, app.roller, cid, body),
  );
  post('d100', 'C1: a d100 test', ROLL_BODIES.d100, (cid, body) =>
    rollD100(app.db, app.roller, cid, body),
  );
  post(
    'd100-opposition',
    'C2: an opposition (the actor rolls first)',
    ROLL_BODIES.d100Opposition,
    (cid, body) => rollD100Opposed(app.db, app.roller, cid, body),
  );
  post(
    'd100-group',
    "C6: a group action (each helper's success +10 %, failure −10 %)",
    ROLL_BODIES.d100Group,
    (cid, body) => rollD100Group(app.db, app.roller, cid, body),
  );
  post('d20', 'Plain d20s (Frostgrave)', ROLL_BODIES.d20, (cid, body) =>
    rollD20(app.db, app.roller, cid, body),
  );

  /** What players may not read of their crew (its GM-only ids, names and texts); none without a crew. */
  async function crewSecrets(crewId: string | null | undefined): Promise<Secrets> {
    if (crewId === null || crewId === undefined) return NO_SECRETS;
    return (await loadPlayerKnowledge(app.db, crewId))?.secrets ?? NO_SECRETS;
  }

  app.get(
    '/campaigns/:campaignId/rolls',
    {
      schema: {
        tags: ['rolls'],
        summary: "The campaign's rolls, newest first, undone ones marked (a player: their crew's open rolls only); of one complex action with `complexActionId`",
        security: gmOrPlayer,
        params: campaignParams,
        querystring: rollListQuery,
        response: { 200: z.array(rollSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { campaignId } = request.params;
      const { crewId, player } = await requireListReader(request, campaignId, request.query.crewId);
      // Hidden rolls are the GM's: a player sees their crew's open ones, through the rolls' player view.
      const rolls = await listRolls(app.db, campaignId, { crewId, complexActionId: request.query.complexActionId, limit: request.query.limit, openOnly: player });
      return player ? rollsForPlayer(rolls, await crewSecrets(crewId)) : rolls;
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
        const seen = roll.crewId === crewOfLink(principal) ? rollForPlayer(roll, await crewSecrets(roll.crewId)) : null;
        if (seen === null) throw new ForbiddenError();
        return seen;
      }
      if (roll.campaignId !== principal.campaignId) throw new ForbiddenError();
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
    FOLLOW_UP_BODIES.giveOfOneself,
    giveOfOneself,
  );
  followUp('reroll', 'T6: spend a destiny point to roll again (the new roll replaces this one)', FOLLOW_UP_BODIES.reroll, rerollWithDestiny, 201);
  followUp(
    'critical',
    'T8: the option picked on a natural 12 or a natural 1',
    FOLLOW_UP_BODIES.critical,
    applyCritical,
  );
  followUp(
    'fear-resolution',
    "T5: the fear test's consequence (success: +1 destiny; failure: −1 Mind)",
    FOLLOW_UP_BODIES.fearResolution,
    resolveFear,
  );

  // ─── odds ─────────────────────────────────────────────────────────────────────────────────────
  const table = async (principal: Principal) => campaignTableRules(app.db, principal.campaignId);
  const oddsErrors = errorResponses(400, 401, 404);
  function odds<K extends keyof typeof ROLL_ODDS>(
    path: K,
    summary: string,
    compute: (q: z.output<(typeof ROLL_ODDS)[K]['query']>, t: Awaited<ReturnType<typeof table>>) => z.input<(typeof ROLL_ODDS)[K]['answer']>,
  ): void {
    const { query: querystring, answer: response } = ROLL_ODDS[path];
    untyped.get(
      `/odds/${path}`,
      { schema: { tags: ['rolls'], summary, security: gmOrPlayer, querystring, response: { 200: response, ...oddsErrors } } },
      async (request) => {
        const principal = await requireAuth(request);
        return compute(request.query as Parameters<typeof compute>[0], await table(principal));
      },
    );
  }

  odds('d6', 'D1/D2: exact odds of each band of a pool', (q) => poolOdds(q.pool));
  odds('fortune', 'D1 + D5: exact odds of each band once moved by `shift`', (q) =>
    entanglementShiftedPoolOdds(q.pool, q.shift),
  );
  odds('d12', 'T7/T8: exact odds of each degree of a d12 action', (q, t) => d12ActionOdds(q, { table: t }));
  odds(
    'd12-giving',
    'T9: odds when the player gives up to `willing` pool points after seeing the die',
    (q, t) => d12GivingOdds(q, { table: t }),
  );
  odds(
    'd12-reroll',
    'T6: odds with a destiny re-roll kept for a failure (or anything below a clean success)',
    (q, t) => d12RerollOdds(q, { table: t }),
  );
  odds(
    'd12-fear',
    'T5: odds of the fear test',
    (q, t) => d12FearTestOdds(q, { table: t }),
  );
  odds('d100', 'C1: the chance a d100 test succeeds', (q, t) => ({
    success: d100TestOdds(q.threshold, { table: t }),
  }));
  odds(
    'd100-opposition',
    'C2: exact odds of an opposition',
    (q, t) =>
      d100OppositionOdds(
        { actor: { threshold: q.actorThreshold, attribute: q.actorAttribute }, opponent: { threshold: q.opponentThreshold, attribute: q.opponentAttribute } },
        { table: t },
      ),
  );
  odds(
    'd100-group',
    "C6: the lead's chance with the helpers (helpers: comma-separated thresholds)",
    (q, t) => {
      const out = d100GroupOdds({ leadThreshold: q.leadThreshold, helpers: q.helpers }, { table: t });
      return { success: out.success, thresholds: out.thresholds.map((x) => ({ ...x })) };
    },
  );

};

export default rollRoutes;
