/**
 * E2: the ways out of a pending entanglement, each with its exact cost for the crew as it is
 * (GET /api/crews/:crewId/entanglements/:entanglementId/options). The rules weigh them on the GM's
 * crew; a player (revealed entanglements only) reads them through the crew's player view.
 */
import type { EntanglementOptionsAnswer } from '@temps-mort/contract';
import { entanglementOptions, isHeldEntanglement, type EntanglementSituation } from '@temps-mort/rules';
import { NotFoundError, RuleRefusalError } from '../../http/errors';
import { optionsForPlayer, playerKnowledge } from './playerView';
import { loadCrew, type Db } from './repository';
import { crewSheet } from './sheet';

/** What the GM knows of the situation, as the query says it (the fields not given left out). */
export type SituationQuery = { readonly [K in keyof EntanglementSituation]?: EntanglementSituation[K] | undefined };

export async function entanglementWaysOut(db: Db, crewId: string, entanglementId: string, query: SituationQuery, forPlayer: boolean): Promise<EntanglementOptionsAnswer> {
  const situation = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as EntanglementSituation;
  const stored = await loadCrew(db, crewId);
  if (!stored) throw new NotFoundError('crew', crewId);
  const pending = stored.state.crew.pendingEntanglements.find((p) => p.id === entanglementId);
  if (!pending || (forPlayer && isHeldEntanglement(pending))) throw new NotFoundError('entanglement', entanglementId);
  const outcome = entanglementOptions(stored.state.crew, pending.kind, situation, { table: stored.table });
  if (!outcome.ok) throw new RuleRefusalError(outcome.error);
  const answer = { entanglement: pending, options: JSON.parse(JSON.stringify(outcome.value)) as EntanglementOptionsAnswer['options'], reasons: [...outcome.reasons] };
  return forPlayer ? optionsForPlayer(answer, playerKnowledge(crewSheet(stored))) : answer;
}
