/**
 * d100 complex-action trackers (seed 004, C3–C6). Writes are the GM's and name the tracker's
 * `version` (409 with the current tracker when stale); a finished tracker refuses rolls (422 C3/C4).
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | POST /api/campaigns/:campaignId/complex-actions | GM | a new tracker `{ name, crewId?, start, failureThreshold?, milestones? }` (201) |
 * | GET  /api/campaigns/:campaignId/complex-actions?crewId | GM; player (their crew's) | newest first |
 * | GET  /api/complex-actions/:id | GM; player of its crew | one tracker |
 * | POST /api/complex-actions/:id/roll | GM | C3: one test `{ version, threshold }` |
 * | POST /api/complex-actions/:id/opposed-roll | GM | C5: one opposed round `{ version, actor, opponent }` |
 * | POST /api/complex-actions/:id/group-roll | GM | C6 → C3: helpers feed the threshold `{ version, leadThreshold, helpers }` |
 * | GET  /api/complex-actions/:id/odds?threshold&rolls | GM; player of its crew | C3/C4 (or C5 with actor/opponent) exact odds |
 * | POST /api/complex-actions/:id/undo | GM | undoes the tracker's last roll |
 * | GET  /api/complex-actions/:id/steps | GM | each roll's step, the undos not taken back (what a revert or a redo names) |
 * | GET  /api/complex-actions/:id/history/:seq/revert | GM | what reverting roll `seq` would do (the later rolls that no longer apply) |
 * | POST /api/complex-actions/:id/history/:seq/revert | GM | reverts it, and the later rolls the GM confirmed (`alsoRevert`): an "undo" step each |
 * | POST /api/complex-actions/:id/history/:seq/redo | GM | redoes the undo step `seq` |
 */
import {
  complexActionAnswerSchema,
  complexActionCreateSchema,
  complexActionListQuery,
  complexActionViewSchema,
  complexOddsRoute,
  complexRollAnswerSchema,
  complexActionStepsSchema,
  complexUndoBody,
  historyStepParams,
  redoBodySchema,
  revertBodySchema,
  revertPreviewSchema,
  TRACKER_ROLL_BODIES,
} from '@temps-mort/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGm } from '../../../auth/guards';
import { requireSystem } from '../../../domain/campaigns/campaigns';
import {
  complexOdds,
  createComplexActionRecord,
  getComplexAction,
  listComplexActions,
  rollComplex,
  rollGroupComplex,
  rollOpposedComplex,
  undoComplexAction,
  type ComplexActionView,
  type ComplexRollResult,
} from '../../../domain/d100/complexActions';
import { complexActionForPlayer } from '../../../domain/d100/playerView';
import { complexActionSteps, previewComplexActionRevert, redoComplexActionStep, revertComplexActionStep } from '../../../domain/d100/revert';
import { campaignParams, errorResponses, idParams } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import type { RollView } from '../../../domain/rolls/store';
import { publishCampaignStep } from '../../../domain/history/steps';
import { requireListReader, requireOwnerGm, requireOwnerReader } from '../rolls/shared';

export { complexActionViewSchema } from '@temps-mort/contract';

type ComplexActionOut = z.output<typeof complexActionViewSchema>;

const rollResultSchema = complexRollAnswerSchema;

/** The rules' tracker is deeply readonly; the response schema's type is the same data, mutable. */
function out(view: ComplexActionView): ComplexActionOut {
  return view as ComplexActionOut;
}
function outRoll(result: ComplexRollResult): z.output<typeof rollResultSchema> {
  return { complexAction: out(result.complexAction), reasons: [...result.reasons], rolls: [...result.rolls] };
}

const complexActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = async (id: string) => {
    const row = await app.db.complexAction.findUnique({ where: { id }, select: { campaignId: true, crewId: true } });
    return row === null ? null : { campaignId: row.campaignId, crewId: row.crewId };
  };
  const gmOf = (request: FastifyRequest, id: string) => requireOwnerGm(request, 'complex_action', id, async () => (await owner(id))?.campaignId ?? null);
  const readerOf = (request: FastifyRequest, id: string) => requireOwnerReader(request, 'complex_action', id, () => owner(id));
  const rollResponses = { 200: rollResultSchema, ...errorResponses(400, 401, 403, 404, 409, 422) };

  app.post(
    '/campaigns/:campaignId/complex-actions',
    {
      schema: {
        tags: ['trackers'],
        summary: 'C3/C4: a new complex action (steps, milestones, failure threshold)',
        security: gmOnly,
        params: campaignParams,
        body: complexActionCreateSchema,
        response: { 201: complexActionAnswerSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await requireGm(request, request.params.campaignId);
      await requireSystem(app.db, request.params.campaignId, 'd100');
      const created = await createComplexActionRecord(app.db, request.params.campaignId, request.body);
      announce(created.complexAction, []);
      return reply.code(201).send({ complexAction: out(created.complexAction), reasons: [...created.reasons] });
    },
  );

  app.get(
    '/campaigns/:campaignId/complex-actions',
    {
      schema: {
        tags: ['trackers'],
        summary: "The campaign's complex actions, newest first (a player: their crew's)",
        security: gmOrPlayer,
        params: campaignParams,
        querystring: complexActionListQuery,
        response: { 200: z.array(complexActionViewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { campaignId } = request.params;
      const { crewId, player } = await requireListReader(request, campaignId, request.query.crewId);
      const views = await listComplexActions(app.db, campaignId, crewId);
      return (player ? views.map(complexActionForPlayer) : views).map(out);
    },
  );

  app.get(
    '/complex-actions/:id',
    {
      schema: {
        tags: ['trackers'],
        summary: 'One complex action',
        security: gmOrPlayer,
        params: idParams,
        response: { 200: complexActionViewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const reader = await readerOf(request, request.params.id);
      const view = await getComplexAction(app.db, request.params.id);
      return out(reader.kind === 'player' ? complexActionForPlayer(view) : view);
    },
  );

  /** A roll on the tracker: the GM of its campaign, then the roll, the tracker moved by it. */
  function trackerRoll<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    roll: (db: typeof app.db, roller: typeof app.roller, id: string, input: z.output<B>) => Promise<ComplexRollResult>,
  ): void {
    app.post(
      `/complex-actions/:id/${path}`,
      { schema: { tags: ['trackers'], summary, security: gmOnly, params: idParams, body, response: rollResponses } },
      async (request) => {
        await gmOf(request, request.params.id);
        const result = await roll(app.db, app.roller, request.params.id, request.body as z.output<B>);
        announce(result.complexAction, result.rolls);
        return outRoll(result);
      },
    );
  }

  /**
   * After the commit: a crew's tracker and its rolls reach its players' phones (the crew's stream:
   * `complex_action` with the tracker, `roll` for each roll; trackers have nothing GM-only).
   */
  function announce(view: ComplexActionView, rolls: readonly RollView[]): void {
    publishCampaignStep(app.hub, view.campaignId, { aggregate: 'complex_action', aggregateId: view.id, type: 'complex_action' });
    if (view.crewId === null) return;
    app.hub.publish(view.crewId, { event: 'complex_action', data: view });
    for (const roll of rolls) if (!roll.hidden) app.hub.publish(view.crewId, { event: 'roll', data: roll });
  }

  app.post(
    '/complex-actions/:id/undo',
    {
      schema: {
        tags: ['trackers'],
        summary: "Undo the tracker's last roll: the tracker replays the rolls kept with their own dice; the roll stays listed, marked undone",
        security: gmOnly,
        params: idParams,
        body: complexUndoBody,
        response: { 200: complexActionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await gmOf(request, request.params.id);
      const result = await undoComplexAction(app.db, request.params.id, request.body.version);
      announce(result.complexAction, result.undoneRolls);
      return { complexAction: out(result.complexAction), reasons: [...result.reasons] };
    },
  );

  // ─── revert any roll, redo (issue 34, "undo any step"; domain/d100/revert.ts) ────────────────
  app.get(
    '/complex-actions/:id/steps',
    {
      schema: {
        tags: ['trackers'],
        summary: 'Each roll’s step and the undos not taken back: what a revert or a redo names',
        security: gmOnly,
        params: idParams,
        response: { 200: complexActionStepsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await gmOf(request, request.params.id);
      return complexActionSteps(app.db, request.params.id);
    },
  );

  app.get(
    '/complex-actions/:id/history/:seq/revert',
    {
      schema: {
        tags: ['trackers'],
        summary: 'What reverting this roll would do: the tracker’s net changes, and the later rolls that would no longer apply (nothing written)',
        security: gmOnly,
        params: historyStepParams,
        response: { 200: revertPreviewSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      await gmOf(request, request.params.id);
      return revertPreviewSchema.parse(await previewComplexActionRevert(app.db, request.params.id, request.params.seq));
    },
  );

  app.post(
    '/complex-actions/:id/history/:seq/revert',
    {
      schema: {
        tags: ['trackers'],
        summary: 'Revert this roll (never the creation, an undo or a redo) and the later rolls that no longer apply, as the GM confirmed them; an "undo" step each',
        security: gmOnly,
        params: historyStepParams,
        body: revertBodySchema,
        response: { 200: complexActionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await gmOf(request, request.params.id);
      const result = await revertComplexActionStep(app.db, { id: request.params.id, seq: request.params.seq, version: request.body.version, alsoRevert: request.body.alsoRevert });
      announce(result.complexAction, result.undoneRolls);
      return { complexAction: out(result.complexAction), reasons: [...result.reasons] };
    },
  );

  app.post(
    '/complex-actions/:id/history/:seq/redo',
    {
      schema: {
        tags: ['trackers'],
        summary: 'Redo: take back the undo step `seq` (its roll kept again), unless a roll kept since would no longer apply; a "redo" step',
        security: gmOnly,
        params: historyStepParams,
        body: redoBodySchema,
        response: { 200: complexActionAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await gmOf(request, request.params.id);
      const result = await redoComplexActionStep(app.db, { id: request.params.id, seq: request.params.seq, version: request.body.version });
      announce(result.complexAction, result.undoneRolls);
      return { complexAction: out(result.complexAction), reasons: [...result.reasons] };
    },
  );

  trackerRoll(
    'roll',
    'C3: one d100 test (success lowers the steps by its tens, failure raises them)',
    TRACKER_ROLL_BODIES.roll,
    rollComplex,
  );
  trackerRoll(
    'opposed-roll',
    "C5: one opposed round (the actor's win lowers the steps, the opponent's raises them)",
    TRACKER_ROLL_BODIES['opposed-roll'],
    rollOpposedComplex,
  );
  trackerRoll(
    'group-roll',
    "C6 → C3: helpers roll first; their ±10 % make the test's threshold",
    TRACKER_ROLL_BODIES['group-roll'],
    rollGroupComplex,
  );

  app.get(
    '/complex-actions/:id/odds',
    {
      schema: {
        tags: ['trackers'],
        summary: 'C3/C4 exact odds from where the tracker stands (C5 with actor/opponent thresholds instead of threshold)',
        security: gmOrPlayer,
        params: idParams,
        querystring: complexOddsRoute.querystring,
        response: { 200: complexOddsRoute.answer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await readerOf(request, request.params.id);
      const q = request.query;
      if (q.threshold !== undefined) return complexOdds(app.db, request.params.id, { threshold: q.threshold, rolls: q.rolls });
      return complexOdds(app.db, request.params.id, {
        rolls: q.rolls,
        actor: { threshold: q.actorThreshold as number, attribute: q.actorAttribute },
        opponent: { threshold: q.opponentThreshold as number, attribute: q.opponentAttribute },
      });
    },
  );

};

export default complexActionRoutes;
