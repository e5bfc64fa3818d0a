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
 */
import { complexActionSchema } from '@temps-mort/rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireGm } from '../../../auth/guards';
import {
  complexOdds,
  createComplexActionRecord,
  getComplexAction,
  listComplexActions,
  rollComplex,
  rollGroupComplex,
  rollOpposedComplex,
  type ComplexActionView,
  type ComplexRollResult,
} from '../../../domain/d100/complexActions';
import { ForbiddenError } from '../../../http/errors';
import { campaignParams, errorResponses, idParams, idSchema, versionSchema } from '../../../http/schemas';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { contestantSchema, d100ThresholdSchema, reasonSchema, requireOwnerGm, requireOwnerReader, rollSchema } from '../rolls/shared';

export const complexActionViewSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  crewId: z.string().nullable(),
  name: z.string(),
  tracker: complexActionSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type ComplexActionOut = z.output<typeof complexActionViewSchema>;

const rollResultSchema = z.object({ complexAction: complexActionViewSchema, reasons: z.array(reasonSchema), rolls: z.array(rollSchema) });

/** The rules' tracker is deeply readonly; the response schema's type is the same data, mutable. */
function out(view: ComplexActionView): ComplexActionOut {
  return view as ComplexActionOut;
}
function outRoll(result: ComplexRollResult): z.output<typeof rollResultSchema> {
  return { complexAction: out(result.complexAction), reasons: [...result.reasons], rolls: [...result.rolls] };
}

const oddsSchema = z.object({
  within: z.object({ succeed: z.number(), fail: z.number(), undecided: z.number() }).describe('Within the next `rolls` rolls.'),
  eventually: z.object({ succeed: z.number(), fail: z.number(), never: z.number() }).describe('If rolls go on until the action ends.'),
});

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
        body: z.strictObject({
          name: z.string().trim().min(1).max(120),
          crewId: idSchema.optional(),
          start: z.number().int().min(0).max(100).describe('Starting steps (the rules refuse 0 with C3).'),
          failureThreshold: z.number().int().min(0).max(100).nullable().optional().describe('C4: raises at which the action fails; null: none.'),
          milestones: z
            .array(z.strictObject({ crossed: z.number().int().min(0).max(100), label: z.string().trim().max(120).optional() }))
            .max(20)
            .optional()
            .describe('C4: parts of the goal, as steps crossed (1..start).'),
        }),
        response: {
          201: z.object({ complexAction: complexActionViewSchema, reasons: z.array(reasonSchema) }),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      await requireGm(request, request.params.campaignId);
      const created = await createComplexActionRecord(app.db, request.params.campaignId, request.body);
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
        querystring: z.strictObject({ crewId: idSchema.optional() }),
        response: { 200: z.array(complexActionViewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { campaignId } = request.params;
      const principal = await requireAuth(request);
      if (principal.kind === 'player') {
        if (principal.campaignId !== campaignId) throw new ForbiddenError();
        if (request.query.crewId !== undefined && request.query.crewId !== principal.crewId) throw new ForbiddenError();
        return (await listComplexActions(app.db, campaignId, principal.crewId)).map(out);
      }
      await requireGm(request, campaignId);
      return (await listComplexActions(app.db, campaignId, request.query.crewId)).map(out);
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
      await readerOf(request, request.params.id);
      return out(await getComplexAction(app.db, request.params.id));
    },
  );

  app.post(
    '/complex-actions/:id/roll',
    {
      schema: {
        tags: ['trackers'],
        summary: 'C3: one d100 test (success lowers the steps by its tens, failure raises them)',
        security: gmOnly,
        params: idParams,
        body: z.strictObject({ version: versionSchema, threshold: d100ThresholdSchema, who: z.string().trim().min(1).max(120).optional() }),
        response: rollResponses,
      },
    },
    async (request) => {
      await gmOf(request, request.params.id);
      return outRoll(await rollComplex(app.db, app.roller, request.params.id, request.body));
    },
  );

  app.post(
    '/complex-actions/:id/opposed-roll',
    {
      schema: {
        tags: ['trackers'],
        summary: "C5: one opposed round (the actor's win lowers the steps, the opponent's raises them)",
        security: gmOnly,
        params: idParams,
        body: z.strictObject({
          version: versionSchema,
          actor: contestantSchema,
          opponent: contestantSchema,
          who: z.string().trim().min(1).max(120).optional(),
        }),
        response: rollResponses,
      },
    },
    async (request) => {
      await gmOf(request, request.params.id);
      return outRoll(await rollOpposedComplex(app.db, app.roller, request.params.id, request.body));
    },
  );

  app.post(
    '/complex-actions/:id/group-roll',
    {
      schema: {
        tags: ['trackers'],
        summary: "C6 → C3: helpers roll first; their ±10 % make the test's threshold",
        security: gmOnly,
        params: idParams,
        body: z.strictObject({
          version: versionSchema,
          leadThreshold: d100ThresholdSchema,
          helpers: z.array(d100ThresholdSchema).max(20),
          who: z.string().trim().min(1).max(120).optional(),
        }),
        response: rollResponses,
      },
    },
    async (request) => {
      await gmOf(request, request.params.id);
      return outRoll(await rollGroupComplex(app.db, app.roller, request.params.id, request.body));
    },
  );

  const num = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
  app.get(
    '/complex-actions/:id/odds',
    {
      schema: {
        tags: ['trackers'],
        summary: 'C3/C4 exact odds from where the tracker stands (C5 with actor/opponent thresholds instead of threshold)',
        security: gmOrPlayer,
        params: idParams,
        querystring: z
          .strictObject({
            threshold: num(-1000, 1000).optional(),
            rolls: num(0, 50).default(5),
            actorThreshold: num(-1000, 1000).optional(),
            actorAttribute: num(-100, 100).default(0),
            opponentThreshold: num(-1000, 1000).optional(),
            opponentAttribute: num(-100, 100).default(0),
          })
          .refine((q) => q.threshold !== undefined || (q.actorThreshold !== undefined && q.opponentThreshold !== undefined), {
            message: 'give threshold, or actorThreshold and opponentThreshold',
            path: ['threshold'],
          }),
        response: { 200: oddsSchema, ...errorResponses(400, 401, 403, 404) },
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
