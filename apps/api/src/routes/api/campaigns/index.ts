/**
 * | route | who | what |
 * | --- | --- | --- |
 * | GET   /api/campaigns/current | GM | the GM's campaign (table rules with defaults filled) |
 * | PATCH /api/campaigns/:campaignId | GM of it | name, language, table rules (partial, merged); 409 on a stale version |
 * | GET   /api/campaigns/:campaignId/crews | GM of it | the crews: id, name, tier, version |
 */
import { campaignPatchSchema, campaignSchema, crewSummarySchema } from '@temps-mort/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAnyGm, requireGm } from '../../../auth/guards';
import { getCampaign, listCrews, patchCampaign } from '../../../domain/campaigns/campaigns';
import { campaignParams, errorResponses } from '../../../http/schemas';
import { gmOnly } from '../../../plugins/openapi';

// The schemas are the contract's (@temps-mort/contract campaign.ts).
export { campaignSchema } from '@temps-mort/contract';

const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/campaigns/current',
    {
      schema: {
        tags: ['campaigns'],
        summary: "The signed-in GM's campaign",
        security: gmOnly,
        response: { 200: campaignSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const gm = await requireAnyGm(request);
      return getCampaign(app.db, gm.campaignId);
    },
  );

  app.patch(
    '/campaigns/:campaignId',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Rename, change the language, or change table rules (partial, merged over the current ones)',
        security: gmOnly,
        params: campaignParams,
        body: campaignPatchSchema,
        response: { 200: campaignSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await requireGm(request, request.params.campaignId);
      return patchCampaign(app.db, request.params.campaignId, request.body, app.clock());
    },
  );

  app.get(
    '/campaigns/:campaignId/crews',
    {
      schema: {
        tags: ['campaigns'],
        summary: "The campaign's crews",
        security: gmOnly,
        params: campaignParams,
        response: { 200: z.array(crewSummarySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await requireGm(request, request.params.campaignId);
      return listCrews(app.db, request.params.campaignId);
    },
  );
};

export default campaignRoutes;
