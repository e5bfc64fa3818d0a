/**
 * What the d12 rules do to a character outside a roll, saved through the crew's history (a
 * `character_save` event with its cause) and announced on the crew's stream
 * (domain/rolls/d12Effects.ts). GM of the crew's campaign, the campaign using the d12 system; every
 * write names the crew's `version`. Shapes and who may call: the contract's route table
 * (routes/rolls.ts): d12.damage (T3, T2/T6), d12.rest (T4, T5), d12.comfort (T5), d12.milestone (T10).
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireSystem } from '../../../domain/campaigns/campaigns';
import { comfort, milestone, rest, takeDamage } from '../../../domain/rolls/d12Effects';
import { serve } from '../../../http/route';

const d12EffectRoutes: FastifyPluginAsync = async (app) => {
  const d12 = (campaignId: string) => requireSystem(app.db, campaignId, 'd12');

  serve(app, 'd12.damage', async ({ params, body, caller }) => {
    await d12(caller.campaignId);
    return takeDamage(app, params.crewId, params.characterId, body);
  });
  serve(app, 'd12.rest', async ({ params, body, caller }) => {
    await d12(caller.campaignId);
    return rest(app, params.crewId, params.characterId, body);
  });
  serve(app, 'd12.comfort', async ({ params, body, caller }) => {
    await d12(caller.campaignId);
    return comfort(app, params.crewId, params.characterId, body);
  });
  serve(app, 'd12.milestone', async ({ params, body, caller }) => {
    await d12(caller.campaignId);
    return milestone(app, params.crewId, params.characterId, body);
  });
};

export default d12EffectRoutes;
