/**
 * Downtime steps: one route per event of the rules' downtime reducer, each with that event's own
 * body schema (the event's zod object without `type`, plus the crew's `version`), all going through
 * the crew event pipeline (domain/crews/events.ts). GM only; each answers `{ sheet, event }` with
 * the reasons and the rolls the server made. Undo is POST /api/crews/:crewId/undo (crews routes).
 *
 * POST /api/crews/:crewId/downtime/<step>, step ∈ `DOWNTIME_STEP_ROUTES` below.
 */
import { DOWNTIME_STEP_ROUTES, stepBodySchema, stepParams } from '@temps-mort/contract';
import { downtimeEventSchema, type DowntimeEvent } from '@temps-mort/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCrewGm } from '../../../auth/guards';
import { requireSystem } from '../../../domain/campaigns/campaigns';
import { applyCrewEvent, type PlannedEvent } from '../../../domain/crews/events';
import { eventCharacterId } from '../../../domain/crews/rolls';
import { NotFoundError, parseInput } from '../../../http/errors';
import { errorResponses } from '../../../http/schemas';
import { gmOnly } from '../../../plugins/openapi';
import { asBody, crewStepSchema } from '../crews/schemas';

// The step routes and their bodies are the contract's (@temps-mort/contract downtime.ts).
export { DOWNTIME_STEP_ROUTES, stepBodySchema, type DowntimeStepRoute } from '@temps-mort/contract';

const downtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of DOWNTIME_STEP_ROUTES) {
    app.post(
      `/crews/:crewId/downtime/${route.path}`,
      {
        schema: {
          tags: ['downtime'],
          summary: route.summary,
          description: `Applies a \`${route.type}\` event to the crew's history.`,
          security: gmOnly,
          params: stepParams(route),
          body: stepBodySchema(route),
          response: { 200: crewStepSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
        },
      },
      async (request) => {
        const { crewId, entanglementId } = request.params;
        const gm = await requireCrewGm(request, crewId);
        await requireSystem(app.db, gm.campaignId, 'downtime');
        const { version, ...fields } = request.body;
        const event = parseInput(downtimeEventSchema, {
          ...fields,
          ...route.fixed,
          type: route.type,
          ...(entanglementId !== undefined ? { id: entanglementId } : {}),
        }) as DowntimeEvent;
        const step = await applyCrewEvent(app, {
          crewId,
          version,
          event: (loaded): PlannedEvent => {
            // Ids of the crew's own things are checked here (404); the rules check the rest (422).
            const characterId = eventCharacterId(event);
            if (characterId !== null && !loaded.state.crew.characters.some((c) => c.id === characterId)) {
              throw new NotFoundError('character', characterId);
            }
            if (entanglementId !== undefined && !loaded.state.crew.pendingEntanglements.some((p) => p.id === entanglementId)) {
              throw new NotFoundError('entanglement', entanglementId);
            }
            return { event };
          },
        });
        return asBody(crewStepSchema, step);
      },
    );
  }
};

export default downtimeRoutes;
