/**
 * Downtime steps: one route per event of the rules' downtime reducer (the contract's
 * `DOWNTIME_STEP_ROUTES`, each naming its route of the table), each with that event's own body
 * (the event's zod object without `type`, plus the crew's `version`), all going through the crew
 * event pipeline (domain/crews/events.ts). GM only, in a campaign that plays downtime; each answers
 * `{ sheet, event }` with the reasons and the rolls the server made. Undo is POST
 * /api/crews/:crewId/undo (crews routes). And an entanglement's ways out with their costs (GET
 * /api/crews/:crewId/entanglements/:entanglementId/options; GM, or the crew's link: revealed ones).
 */
import { DOWNTIME_STEP_ROUTES } from '@temps-mort/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireSystem } from '../../../domain/campaigns/campaigns';
import { applyDowntimeStep } from '../../../domain/crews/downtimeSteps';
import { entanglementWaysOut } from '../../../domain/crews/entanglementOptions';
import { serve } from '../../../http/route';

// The step routes and their bodies are the contract's (@temps-mort/contract downtime.ts).
export { DOWNTIME_STEP_ROUTES, stepBodySchema, type DowntimeStepRoute } from '@temps-mort/contract';

const downtimeRoutes: FastifyPluginAsync = async (app) => {
  for (const route of DOWNTIME_STEP_ROUTES) {
    serve(app, route.name, async ({ params, body, caller }) => {
      await requireSystem(app.db, caller.campaignId, 'downtime');
      const entanglementId = 'entanglementId' in params ? params.entanglementId : undefined;
      return applyDowntimeStep(app, route, { crewId: params.crewId, entanglementId, body });
    });
  }

  serve(app, 'downtime.entanglementOptions', async ({ params, query, caller }) => {
    const { token: _token, ...situation } = query;
    return await entanglementWaysOut(app.db, params.crewId, params.entanglementId, situation, caller.kind === 'player');
  });
};

export default downtimeRoutes;
