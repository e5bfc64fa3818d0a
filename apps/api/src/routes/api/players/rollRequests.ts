/**
 * The GM's roll requests (issue 36): crew.rollRequests (the GM or the crew's links: nothing in them
 * is the GM's alone), rollRequest.create and rollRequest.cancel (the GM), rollRequest.roll (the link
 * given to the character asked, while the campaign lets players roll; rate limited per link).
 * Shapes and who may call: the contract's route table (routes/players.ts); what they do:
 * domain/rollRequests.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePlayersMay } from '../../../auth/acting';
import { answerRollRequest } from '../../../domain/rollRequests/answer';
import { cancelRollRequest, createRollRequest, listRollRequests } from '../../../domain/rollRequests/rollRequests';
import { serve } from '../../../http/route';
import { PLAYER_WRITE_RATE_LIMIT } from '../../../plugins/rateLimit';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'crew.rollRequests', async ({ params }) => listRollRequests(app.db, params.crewId));

  serve(app, 'rollRequest.create', async ({ params, body, caller }) => createRollRequest(app, caller.campaignId, params.crewId, body));

  serve(app, 'rollRequest.cancel', async ({ params }) => cancelRollRequest(app, params.id));

  serve(
    app,
    'rollRequest.roll',
    async ({ params, caller }) => {
      await requirePlayersMay(app.db, caller, 'roll');
      return answerRollRequest(app, params.id);
    },
    { config: { rateLimit: PLAYER_WRITE_RATE_LIMIT } },
  );
};

export default routes;
