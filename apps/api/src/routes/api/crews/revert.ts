/**
 * Revert any step of a crew's history, and redo (issue 34, "undo any step"; domain/crews/revert.ts).
 *
 * | route | who | step |
 * | --- | --- | --- |
 * | GET  /api/crews/:crewId/history/:seq/revert | GM | — (what it would change, the later steps that no longer apply) |
 * | POST /api/crews/:crewId/history/:seq/revert | GM | undo, one per step taken back (`alsoRevert`: exactly those listed) |
 * | POST /api/crews/:crewId/history/:seq/redo | GM | redo (of the undo step `seq`) |
 */
import { crewStepParams, redoBodySchema, revertBodySchema, revertPreviewSchema } from '@temps-mort/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCrewGm } from '../../../auth/guards';
import { previewRevert, redoStep, revertStep } from '../../../domain/crews/revert';
import { errorResponses } from '../../../http/schemas';
import { gmOnly } from '../../../plugins/openapi';
import { asBody, crewStepSchema } from './schemas';
import { crewWriteErrors } from './writes';

const revertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/crews/:crewId/history/:seq/revert',
    {
      schema: {
        tags: ['downtime'],
        summary: 'What reverting this step would do: the sheet’s net changes, and the later steps that would no longer apply (nothing written)',
        security: gmOnly,
        params: crewStepParams,
        response: { 200: revertPreviewSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { crewId, seq } = request.params;
      await requireCrewGm(request, crewId);
      return asBody(revertPreviewSchema, await previewRevert(app.db, crewId, seq));
    },
  );

  app.post(
    '/crews/:crewId/history/:seq/revert',
    {
      schema: {
        tags: ['downtime'],
        summary: 'Revert this step (never the creation, an undo or a redo) and the later steps that no longer apply, as the GM confirmed them; an "undo" step each',
        security: gmOnly,
        params: crewStepParams,
        body: revertBodySchema,
        response: { 200: crewStepSchema, ...crewWriteErrors },
      },
    },
    async (request) => {
      const { crewId, seq } = request.params;
      await requireCrewGm(request, crewId);
      return asBody(crewStepSchema, await revertStep(app, { crewId, seq, version: request.body.version, alsoRevert: request.body.alsoRevert }));
    },
  );

  app.post(
    '/crews/:crewId/history/:seq/redo',
    {
      schema: {
        tags: ['downtime'],
        summary: 'Redo: take back the undo step `seq` (its step kept again), unless a step kept since would no longer apply; a "redo" step',
        security: gmOnly,
        params: crewStepParams,
        body: redoBodySchema,
        response: { 200: crewStepSchema, ...crewWriteErrors },
      },
    },
    async (request) => {
      const { crewId, seq } = request.params;
      await requireCrewGm(request, crewId);
      return asBody(crewStepSchema, await redoStep(app, { crewId, seq, version: request.body.version }));
    },
  );
};

export default revertRoutes;
