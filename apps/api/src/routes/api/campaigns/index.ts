/**
 * The GM's campaign: GET campaign.current (table rules with defaults filled), PATCH campaign.edit
 * (name, language, table rules partial and merged; 409 on a stale version), GET campaign.crews.
 * Shapes and who may call: the contract's route table.
 */
import type { FastifyPluginAsync } from 'fastify';
import { getCampaign, listCrews, patchCampaign } from '../../../domain/campaigns/campaigns';
import { serve } from '../../../http/route';

const campaignRoutes: FastifyPluginAsync = async (app) => {
  serve(app, 'campaign.current', async ({ caller }) => getCampaign(app.db, caller.campaignId));
  serve(app, 'campaign.edit', async ({ params, body }) => patchCampaign(app.db, params.campaignId, body, app.clock(), app.hub));
  serve(app, 'campaign.crews', async ({ params }) => listCrews(app.db, params.campaignId));
};

export default campaignRoutes;
