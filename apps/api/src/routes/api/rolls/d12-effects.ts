/**
 * What the d12 rules do to a character outside a roll, saved through the crew's history (a
 * `character_save` event with its cause). GM only; every write names the crew's `version`.
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | POST /api/crews/:crewId/characters/:characterId/d12/damage | GM | T3 (+T2/T6): `{ version, kind, amount, spendDestinyToAvoidZero? }` |
 * | POST /api/crews/:crewId/characters/:characterId/d12/rest | GM | T4 (+T5): `{ version, hours, safe, comfortNearby, allocation }` |
 * | POST /api/crews/:crewId/characters/:characterId/d12/comfort | GM | T5: `{ version, lost }` — the comfort is lost (`true`) or found again (`false`) |
 * | POST /api/crews/:crewId/characters/:characterId/d12/milestone | GM | T10: end of a scenario / cycle / the campaign |
 */
import { D12_EFFECT_BODIES, d12EffectParams, effectSchema } from '@temps-mort/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireCrewGm } from '../../../auth/guards';
import { requireSystem } from '../../../domain/campaigns/campaigns';
import { comfort, milestone, rest, takeDamage, type D12EffectResult } from '../../../domain/rolls/d12Effects';
import { publishCrewStep } from '../../../domain/crews/events';
import { errorResponses } from '../../../http/schemas';
import { gmOnly } from '../../../plugins/openapi';

type EffectOut = z.output<typeof effectSchema>;

/** The rules' Character is deeply readonly; the response schema's type is the same data, mutable. */
function out(app: { hub: Parameters<typeof publishCrewStep>[0] }, result: D12EffectResult): EffectOut {
  publishCrewStep(app.hub, result.step);
  return {
    character: result.character as EffectOut['character'],
    saved: result.saved,
    detail: result.detail as Record<string, unknown>,
    reasons: [...result.reasons],
  };
}

const params = d12EffectParams;
const responses = { 200: effectSchema, ...errorResponses(400, 401, 403, 404, 409, 422) };

const d12EffectRoutes: FastifyPluginAsyncZod = async (app) => {
  /** An effect on a character: the GM of its crew, then the effect saved and announced. */
  function effect<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    apply: (db: typeof app.db, ctx: typeof app, crewId: string, characterId: string, input: z.output<B>) => Promise<D12EffectResult>,
  ): void {
    app.post(
      `/crews/:crewId/characters/:characterId/d12/${path}`,
      { schema: { tags: ['rolls'], summary, security: gmOnly, params, body, response: responses } },
      async (request) => {
        const { crewId, characterId } = request.params;
        const gm = await requireCrewGm(request, crewId);
        await requireSystem(app.db, gm.campaignId, 'd12');
        return out(app, await apply(app.db, app, crewId, characterId, request.body as z.output<B>));
      },
    );
  }

  effect('damage', 'T3: damage of a kind hits its pool (T2 out at 0 unless a destiny point is spent, T6)', D12_EFFECT_BODIES.damage, takeDamage);
  effect(
    'rest',
    'T4: a rest in a safe place (1 point per 4 hours, doubled near an active comfort), placed by the player',
    D12_EFFECT_BODIES.rest,
    rest,
  );
  effect('comfort', 'T5: the comfort is lost (no doubling of rest until found or the end of a cycle) or found again', D12_EFFECT_BODIES.comfort, comfort);
  effect(
    'milestone',
    'T10: end of a scenario (pools restored, a trait advance), of a cycle (+1 value), or of the campaign (retired)',
    D12_EFFECT_BODIES.milestone,
    milestone,
  );
};

export default d12EffectRoutes;
