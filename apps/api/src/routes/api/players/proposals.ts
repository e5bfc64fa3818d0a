/**
 * A character's proposals (issue 36): crew.proposals (the GM or the crew's links: nothing in them is
 * the GM's alone), proposal.create and proposal.withdraw (the link given to that character; rate
 * limited per link), proposal.approve and proposal.decline (the GM). Shapes and who may call: the
 * contract's route table (routes/players.ts); what they do: domain/proposals.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePlayersMay } from '../../../auth/acting';
import { approveProposal, createProposal, crewProposals, declineProposal, withdrawProposal } from '../../../domain/proposals/proposals';
import { serve } from '../../../http/route';
import { PLAYER_WRITE_RATE_LIMIT } from '../../../plugins/rateLimit';

const perLink = { config: { rateLimit: PLAYER_WRITE_RATE_LIMIT } };

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'crew.proposals', async ({ params }) => crewProposals(app.db, params.crewId));

  serve(
    app,
    'proposal.create',
    async ({ params, body, caller }) => {
      await requirePlayersMay(app.db, caller, 'propose');
      return createProposal(app, caller, { crewId: params.crewId, characterId: params.characterId, intent: body.intent });
    },
    perLink,
  );

  serve(app, 'proposal.withdraw', async ({ params }) => withdrawProposal(app, params.id), perLink);

  serve(app, 'proposal.approve', async ({ params, body, caller }) =>
    approveProposal(app, params.id, { campaignId: caller.campaignId, version: body.version, intent: body.intent }),
  );

  serve(app, 'proposal.decline', async ({ params, body }) => declineProposal(app, params.id, body.reason));
};

export default routes;
