/**
 * The game systems the campaign plays (the campaign's `systems`, GET /api/campaigns/current): what
 * the GM's screens show. Until the campaign is read, every system counts as played, so nothing
 * flickers away on a table that plays them all (the usual case, and every campaign made before
 * the choice existed).
 */
import { GAME_SYSTEMS, type GameSystem } from '@temps-mort/rules';
import { useCampaign } from './campaign';

export type { GameSystem } from '@temps-mort/rules';

export interface PlayedSystems {
  readonly systems: readonly GameSystem[];
  plays(system: GameSystem): boolean;
}

export function playedSystems(systems: readonly GameSystem[] | undefined): PlayedSystems {
  const list = systems ?? GAME_SYSTEMS;
  return { systems: list, plays: (system) => list.includes(system) };
}

/** `enabled: false` where no GM may be signed in yet (the sign-in page): every system, no request. */
export function usePlayedSystems(enabled = true): PlayedSystems {
  const campaign = useCampaign(enabled);
  return playedSystems(campaign.data?.systems);
}
