/**
 * Crew sheets: POST crew.create (crew_created, 201), GET crew.sheet (players: no GM notes, no held
 * or hidden entanglement), GET crew.linkSheet (the sheet a player link opens: a first visit's one
 * request), DELETE crew.delete (204), and the writes of the sheet and its lists (./writes.ts). Every
 * write is one event of the crew's history (domain/crews/events.ts), carries the crew's `version`
 * and answers `{ sheet, event }`. Undo, revert and redo: ./revert.ts. Shapes and who may call: the
 * contract's route table (routes/crews.ts).
 */
import type { CrewWriteName } from '@temps-mort/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createCrewFrom } from '../../../domain/crews/create';
import { deleteCrew } from '../../../domain/crews/events';
import { sheetReads } from '../../../domain/crews/sheetReads';
import { NotFoundError } from '../../../http/errors';
import { serve } from '../../../http/route';
import revertRoutes from './revert';
import { CREW_WRITES, serveCrewWrite } from './writes';

/** The sheet's JSON, validated and serialized already (domain/crews/sheetReads.ts): sent as is. */
const JSON_TYPE = 'application/json; charset=utf-8';

const crewRoutes: FastifyPluginAsync = async (app) => {
  const sheets = sheetReads(app.db, app.config.databaseUrl);
  app.addHook('onClose', async () => sheets.close());

  serve(app, 'crew.create', async ({ params, body }) => createCrewFrom(app, params.campaignId, body));

  serve(app, 'crew.sheet', async ({ params, caller, reply }) => reply.type(JSON_TYPE).send(await sheets.json(caller, params.crewId)));

  serve(app, 'crew.linkSheet', async ({ caller, reply }) => {
    // A link that only follows a wizard opens no crew: 404 (auth.me says what it follows).
    if (caller.crewId === null) throw new NotFoundError('crew');
    return reply.type(JSON_TYPE).send(await sheets.json(caller, caller.crewId));
  });

  serve(app, 'crew.delete', async ({ params, body }) => {
    await deleteCrew(app, { crewId: params.crewId, version: body.version });
    return null;
  });

  // The sheet's own fields, its lists, acquired assets, projects and clocks: one event each.
  for (const name of Object.keys(CREW_WRITES) as CrewWriteName[]) serveCrewWrite(app, name);

  await app.register(revertRoutes);
};

export default crewRoutes;
