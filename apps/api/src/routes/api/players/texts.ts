/**
 * A character's own texts (issue 36): character.texts, from the link given to that character while
 * the campaign lets players edit them (rate limited per link). Shapes and who may call: the
 * contract's route table (routes/players.ts); what it does: domain/crews/texts.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requirePlayersMay } from '../../../auth/acting';
import { editCharacterTexts } from '../../../domain/crews/texts';
import { serve } from '../../../http/route';
import { PLAYER_WRITE_RATE_LIMIT } from '../../../plugins/rateLimit';

const routes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    'character.texts',
    async ({ params, body, caller }) => {
      await requirePlayersMay(app.db, caller, 'editTexts');
      return editCharacterTexts(app, { crewId: params.crewId, characterId: params.characterId, version: body.version, texts: body.texts });
    },
    { config: { rateLimit: PLAYER_WRITE_RATE_LIMIT } },
  );
};

export default routes;
