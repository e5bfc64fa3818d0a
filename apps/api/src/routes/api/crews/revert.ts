/**
 * Undo the last step, revert any step of a crew's history, redo an undo (issue 34, "undo any step";
 * domain/crews/events.ts, domain/crews/revert.ts): GET crew.revert.preview says what a revert would
 * change and which later steps would no longer apply; POST crew.revert takes them back (an "undo"
 * step each), POST crew.redo takes an undo back (a "redo" step). Shapes and who: the contract's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { previewRevert, redoStep, revertStep, undoLastStep } from '../../../domain/crews/revert';
import { serve } from '../../../http/route';

const revertRoutes: FastifyPluginAsync = async (app) => {
  serve(app, 'crew.undo', async ({ params, body }) => undoLastStep(app, { crewId: params.crewId, version: body.version }));
  serve(app, 'crew.revert.preview', async ({ params }) => previewRevert(app.db, params.crewId, params.seq));
  serve(app, 'crew.revert', async ({ params, body }) => revertStep(app, { crewId: params.crewId, seq: params.seq, version: body.version, alsoRevert: body.alsoRevert }));
  serve(app, 'crew.redo', async ({ params, body }) => redoStep(app, { crewId: params.crewId, seq: params.seq, version: body.version }));
};

export default revertRoutes;
