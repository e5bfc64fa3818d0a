/**
 * The GM's campaigns: GET campaign.current (the one open in the session; table rules with defaults
 * filled), PATCH campaign.edit (name, language, table rules partial and merged; 409 on a stale
 * version), GET campaign.crews; and (issue 37) campaign.create, campaign.open, campaign.archive,
 * campaign.delete (the owner, typing its name), campaign.members, campaign.member.remove.
 * Shapes and who may call: the contract's route table; the work: domain/campaigns.
 */
import type { FastifyPluginAsync } from 'fastify';
import { whoAmI } from '../../../auth/signIn';
import { getCampaign, listCrews, patchCampaign } from '../../../domain/campaigns/campaigns';
import { archiveCampaign, campaignMembers, createCampaign, deleteCampaign, openCampaign, removeMember } from '../../../domain/campaigns/members';
import { NotFoundError } from '../../../http/errors';
import { serve } from '../../../http/route';

const campaignRoutes: FastifyPluginAsync = async (app) => {
  serve(app, 'campaign.current', async ({ caller }) => {
    if (caller.campaignId === null) throw new NotFoundError('campaign');
    return getCampaign(app.db, caller.campaignId);
  });
  serve(app, 'campaign.edit', async ({ params, body }) => patchCampaign(app.db, params.campaignId, body, app.clock(), app.hub));
  serve(app, 'campaign.crews', async ({ params }) => listCrews(app.db, params.campaignId));

  // ─── a GM's campaigns (issue 37) ───────────────────────────────────────────────────────────────
  const deps = () => ({ db: app.db, hub: app.hub, forgetCallers: () => app.principals.clear() });
  serve(app, 'campaign.create', async ({ body, caller }) =>
    createCampaign(deps(), { accountId: caller.accountId, sessionId: caller.sessionId, name: body.name, language: body.language, now: app.clock() }),
  );
  serve(app, 'campaign.open', async ({ params, caller }) => {
    await openCampaign(app.db, caller.sessionId, params.campaignId);
    app.principals.clear();
    // The caller as checked acts in that campaign: now the open one.
    return whoAmI(app.db, caller);
  });
  serve(app, 'campaign.archive', async ({ params, body, caller }) =>
    archiveCampaign(app.db, { campaignId: params.campaignId, accountId: caller.accountId, archived: body.archived, now: app.clock() }),
  );
  serve(app, 'campaign.delete', async ({ params, body, caller }) => {
    await deleteCampaign(deps(), { campaignId: params.campaignId, accountId: caller.accountId, name: body.name });
    return null;
  });
  serve(app, 'campaign.members', async ({ params, caller }) => ({ members: await campaignMembers(app.db, params.campaignId, caller.accountId) }));
  serve(app, 'campaign.member.remove', async ({ params, caller }) => {
    await removeMember(deps(), { campaignId: params.campaignId, accountId: params.accountId, by: caller.accountId });
    return null;
  });
};

export default campaignRoutes;
