/**
 * Players' read-only share links (the token is shown only in the answer that creates or rotates
 * one): crew.shareLink.create / crew.shareLinks (a crew's links; a new one may name a character of
 * the crew and a wizard of the campaign), wizard.shareLink.create / wizard.shareLinks (a wizard's
 * own links: no crew, they open the wizard's ledger only — a Frostgrave table without a crew),
 * shareLink.rotate (revokes, issues a new one naming the same) and shareLink.revoke (idempotent),
 * each by the GM of the crew or wizard the link opens. Shapes and who may call: the contract's
 * route table; the links: domain/shareLinks/links.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createCrewLink, createWizardLink, linksOf, rotateLink, revokeLink, type RevokeDeps } from '../../../domain/shareLinks/links';
import { serve } from '../../../http/route';

const shareLinkRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): RevokeDeps => ({ db: app.db, hub: app.hub, publicUrl: app.config.publicUrl, now: app.clock(), forgetCallers: () => app.principals.clear() });

  serve(app, 'crew.shareLink.create', async ({ params, body, caller }) => createCrewLink(deps(), { crewId: params.crewId, campaignId: caller.campaignId }, body ?? {}));
  serve(app, 'crew.shareLinks', async ({ params }) => linksOf(app.db, { crewId: params.crewId }));
  serve(app, 'wizard.shareLink.create', async ({ params, body, caller }) => createWizardLink(deps(), { wizardId: params.id, campaignId: caller.campaignId }, body?.label));
  serve(app, 'wizard.shareLinks', async ({ params }) => linksOf(app.db, { wizardId: params.id }));
  serve(app, 'shareLink.rotate', async ({ params }) => rotateLink(deps(), params.id));
  serve(app, 'shareLink.revoke', async ({ params }) => {
    await revokeLink(deps(), params.id);
    return null;
  });
};

export default shareLinkRoutes;
