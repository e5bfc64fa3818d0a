/**
 * The histories and the live streams: the campaign's one history (GM), a crew's history, what its
 * last downtime changed, and the live streams of a crew and of the campaign. Shapes and who may
 * call: the contract's route table; the streams themselves: live/*.ts.
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | GET /api/crews/:crewId/history | GM, player link | the steps with reasons, rolls and undone flags (players: no hidden step or roll) |
 * | GET /api/crews/:crewId/downtime/changes | GM, player link | what the last downtime changed: its kept steps' net changes composed (players: of the steps they see) |
 * | GET /api/crews/:crewId/stream | GM, player link (`?token=`) | Server-Sent Events, one per step (live/crewStream.ts) |
 * | GET /api/campaigns/:campaignId/history?aggregate&aggregateId&before&limit | GM | every step of the campaign (crews, complex actions, dice), newest first |
 * | GET /api/campaigns/:campaignId/stream | GM | Server-Sent Events: `step` {aggregate, aggregateId, type} whenever one of its histories moves |
 */
import type { FastifyPluginAsync } from 'fastify';
import { crewHistory } from '../../../domain/crews/history';
import { crewExists, downtimeChangesFor } from '../../../domain/crews/historyReads';
import { campaignHistory, historySubjects } from '../../../domain/history/campaignHistory';
import { NotFoundError } from '../../../http/errors';
import { serve } from '../../../http/route';
import { openCampaignStream } from '../../../live/campaignStream';
import { openCrewStream, resumePoint } from '../../../live/crewStream';

const historyRoutes: FastifyPluginAsync = async (app) => {
  serve(app, 'crew.history', async ({ params, query, caller }) => {
    const { type, after, before, limit, order } = query;
    const events = await crewHistory(app.db, params.crewId, {
      ...(type !== undefined ? { types: type.split(',') } : {}),
      ...(after !== undefined ? { after } : {}),
      ...(before !== undefined ? { before } : {}),
      limit,
      order,
      forPlayer: caller.kind === 'player',
    });
    return { events };
  });

  serve(app, 'downtime.changes', async ({ params, caller }) =>
    await downtimeChangesFor(app.db, params.crewId, caller.kind === 'player'),
  );

  serve(app, 'campaign.history', async ({ params, query }) => {
    const { aggregate, aggregateId, characterId, before, limit } = query;
    const [steps, subjects] = await Promise.all([
      campaignHistory(app.db, params.campaignId, { aggregate, aggregateId, characterId, before, limit }),
      historySubjects(app.db, params.campaignId),
    ]);
    return { steps, subjects };
  });

  serve(app, 'campaign.stream', async ({ params, caller, reply }) => {
    openCampaignStream(app, reply, params.campaignId, caller);
    return reply;
  });

  serve(app, 'crew.stream', async ({ params, query, caller, request, reply }) => {
    // Checked before the stream opens, so an unknown crew is a plain 404 (a link only ever names its own).
    if (!(await crewExists(app.db, params.crewId))) throw new NotFoundError('crew', params.crewId);
    await openCrewStream(app, request, reply, {
      crewId: params.crewId,
      principal: caller,
      resumeAfter: resumePoint(request, query.lastEventId),
      shownVersion: query.version,
    });
    return reply;
  });
};

export default historyRoutes;
