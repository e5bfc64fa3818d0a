/**
 * d100 complex-action trackers (seed 004, C3–C6). Writes are the GM's and name the tracker's
 * `version` (409 with the current tracker when stale); a finished tracker refuses rolls (422 C3/C4).
 * Each write is announced once committed (domain/d100/trackers.ts); reads go through the trackers'
 * player view for a player link (domain/d100/queries.ts). Shapes and who may call: the contract's
 * route table (routes/complexActions.ts): complexAction.create (201), campaign.complexActions,
 * complexAction.{read,roll,opposedRoll,groupRoll,odds,undo,steps,revert.preview,revert,redo}.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireSystem } from '../../../domain/campaigns/campaigns';
import { readComplexAction, readComplexActions, readTrackerOdds } from '../../../domain/d100/queries';
import { complexActionAggregate } from '../../../domain/d100/aggregate';
import { complexActionSteps } from '../../../domain/d100/queries';
import { previewRevert } from '../../../domain/history/moves';
import { createComplexAction, redoTracker, revertTracker, rollTracker, rollTrackerGroup, rollTrackerOpposed, undoTracker } from '../../../domain/d100/trackers';
import { serve } from '../../../http/route';
import { listedCrew } from '../rolls/shared';

const complexActionRoutes: FastifyPluginAsync = async (app) => {
  serve(app, 'complexAction.create', async ({ params, body }) => {
    await requireSystem(app.db, params.campaignId, 'd100');
    return createComplexAction(app, params.campaignId, body);
  });
  serve(app, 'campaign.complexActions', async ({ params, query, caller }) =>
    readComplexActions(app.db, params.campaignId, listedCrew(caller, query.crewId), caller.kind === 'player'));
  serve(app, 'complexAction.read', async ({ params, caller }) => readComplexAction(app.db, params.id, caller.kind === 'player'));

  serve(app, 'complexAction.roll', async ({ params, body }) => rollTracker(app, params.id, body));
  serve(app, 'complexAction.opposedRoll', async ({ params, body }) => rollTrackerOpposed(app, params.id, body));
  serve(app, 'complexAction.groupRoll', async ({ params, body }) => rollTrackerGroup(app, params.id, body));
  serve(app, 'complexAction.odds', async ({ params, query }) => readTrackerOdds(app.db, params.id, query));

  serve(app, 'complexAction.undo', async ({ params, body }) => undoTracker(app, params.id, body.version));

  // ─── revert any roll, redo (issue 34, "undo any step"; domain/history/moves.ts) ────────────────
  serve(app, 'complexAction.steps', async ({ params }) => complexActionSteps(app.db, params.id));
  serve(app, 'complexAction.revert.preview', async ({ params }) => previewRevert(app.db, complexActionAggregate, params.id, params.seq));
  serve(app, 'complexAction.revert', async ({ params, body }) =>
    revertTracker(app, { id: params.id, seq: params.seq, version: body.version, alsoRevert: body.alsoRevert }));
  serve(app, 'complexAction.redo', async ({ params, body }) => redoTracker(app, { id: params.id, seq: params.seq, version: body.version }));
};

export default complexActionRoutes;
