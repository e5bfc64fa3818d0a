/**
 * Where a crew's downtime stands, as a sheet shows it: its phase and count, what the entanglement
 * step holds, and for every character the activities used and still allowed (A1), the free play
 * used and its limit (A2), the skills trained (A8), and what waits for a choice (A4, V2). The API's
 * sheet and the players' sheet both read it; nothing counts it again.
 */
import { activityAllowance, freePlayLimit } from '../activities/allowance';
import type { AcquireAssetRoll } from '../activities/acquireAsset';
import type { Overindulgence } from '../vice/indulge';
import { allowedEvents } from './reducer';
import type { DowntimeEventType } from './events';
import { characterDowntime, type DowntimePhase, type DowntimeState, type PendingEntanglementRoll } from './state';

export interface CharacterDowntimeView {
  readonly used: number;
  /** A1: activities allowed this downtime (2, 1 at war, +1 season bonus). */
  readonly allowance: number;
  /** A1: what is left of it (never below 0). */
  readonly remaining: number;
  /** A8: skills trained this downtime. */
  readonly trained: readonly string[];
  /** A2: free-play actions that needed the GM, and the limit (2 + tier). */
  readonly freePlay: number;
  readonly freePlayLimit: number;
  /** A4: a rolled acquisition waiting for the player's coin. */
  readonly pendingAsset: AcquireAssetRoll | null;
  /** V2: an overindulgence waiting for the player's pick. */
  readonly pendingOverindulgence: Overindulgence | null;
  readonly loadBeforeJail: number | null;
}

export interface DowntimeView {
  readonly phase: DowntimePhase;
  /** Downtimes started so far (1 for the first). */
  readonly number: number;
  readonly seasonBonus: boolean;
  readonly entanglementRolled: boolean;
  readonly extraEntanglementRolls: number;
  /** E1: dice rolled and waiting for the GM's pick from the cell. */
  readonly pendingEntanglementRoll: PendingEntanglementRoll | null;
  /** Per character id, for every character of the crew. */
  readonly characters: Readonly<Record<string, CharacterDowntimeView>>;
  /** The events the reducer accepts now (the next steps of the order and the any-time ones). */
  readonly allowedEvents: readonly DowntimeEventType[];
}

/** Where the crew's downtime stands (A1, A2, A4, A8, V2, E1), for its sheet. */
export function downtimeStanding(state: DowntimeState): DowntimeView {
  const { allowance } = activityAllowance({ atWar: state.crew.atWar, seasonBonus: state.seasonBonus });
  const limit = freePlayLimit(state.crew.tier);
  const characters: Record<string, CharacterDowntimeView> = {};
  for (const character of state.crew.characters) {
    const cd = characterDowntime(state, character.id);
    characters[character.id] = {
      used: cd.used,
      allowance,
      remaining: Math.max(0, allowance - cd.used),
      trained: cd.trained,
      freePlay: cd.freePlay,
      freePlayLimit: limit,
      pendingAsset: cd.pendingAsset,
      pendingOverindulgence: cd.pendingOverindulgence,
      loadBeforeJail: cd.loadBeforeJail,
    };
  }
  return {
    phase: state.phase,
    number: state.downtime,
    seasonBonus: state.seasonBonus,
    entanglementRolled: state.entanglementRolled,
    extraEntanglementRolls: state.extraEntanglementRolls,
    pendingEntanglementRoll: state.pendingEntanglementRoll ?? null,
    characters,
    allowedEvents: allowedEvents(state),
  };
}
