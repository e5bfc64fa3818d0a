/**
 * The crew sheet the API answers: the crew (the rules model), its version, and where its downtime
 * stands (phase, per-PC activities used and allowed, what is waiting for a choice, which steps are
 * allowed next). The GM's sheet also carries the GM notes; a player's never does, nor any held or
 * hidden entanglement (`forPlayer`).
 */
import {
  activityAllowance,
  allowedEvents,
  freePlayLimit,
  type AcquireAssetRoll,
  type Crew,
  type DowntimeEventType,
  type DowntimePhase,
  type Overindulgence,
  type PendingEntanglement,
  type PendingEntanglementRoll,
} from '@temps-mort/rules';
import { characterDowntime } from '@temps-mort/rules';
import type { ClockView } from '@temps-mort/contract';
import type { StoredCrew } from './repository';
import { clockViews } from './clockViews';

export interface CharacterDowntimeView {
  readonly used: number;
  /** A1: activities allowed this downtime (2, 1 at war, +1 season bonus). */
  readonly allowance: number;
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
  /** E1: dice rolled and waiting for the GM's pick from the cell (players never see a hidden one). */
  readonly pendingEntanglementRoll: PendingEntanglementRoll | null;
  /** Per character id, for every character of the crew. */
  readonly characters: Readonly<Record<string, CharacterDowntimeView>>;
  /** The events the reducer accepts now (the next steps of the order and the any-time ones). */
  readonly allowedEvents: readonly DowntimeEventType[];
}

export interface CrewSheet {
  readonly id: string;
  readonly campaignId: string;
  readonly version: number;
  readonly crew: Crew;
  readonly downtime: DowntimeView;
  /** K1: the clocks of the crew and of its factions the audience knows. */
  readonly clocks: readonly ClockView[];
  /**
   * Entanglements held by the GM (not revealed yet, or rolled hidden): how many, for both
   * audiences; their content stays on the GM's sheet only.
   */
  readonly heldEntanglements: number;
  /** GM only. */
  readonly gmNotes?: string;
  /** GM only: notes per character id. */
  readonly characterNotes?: Readonly<Record<string, string>>;
  readonly updatedAt: string;
}

export function crewSheet(stored: StoredCrew): CrewSheet {
  const { state } = stored;
  const allowance = activityAllowance({ atWar: state.crew.atWar, seasonBonus: state.seasonBonus }).allowance;
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
    id: state.crew.id,
    campaignId: stored.campaignId,
    version: stored.version,
    crew: state.crew,
    downtime: {
      phase: state.phase,
      number: state.downtime,
      seasonBonus: state.seasonBonus,
      entanglementRolled: state.entanglementRolled,
      extraEntanglementRolls: state.extraEntanglementRolls,
      pendingEntanglementRoll: state.pendingEntanglementRoll ?? null,
      characters,
      allowedEvents: allowedEvents(state),
    },
    clocks: clockViews(state.crew, false),
    heldEntanglements: state.crew.pendingEntanglements.filter((e) => !visibleToPlayers(e)).length,
    gmNotes: stored.gmNotes,
    characterNotes: stored.characterNotes,
    updatedAt: stored.updatedAt.toISOString(),
  };
}

/** Players see an entanglement once the GM revealed it, and never one rolled hidden. */
export function visibleToPlayers(pending: PendingEntanglement): boolean {
  return pending.revealed && !pending.hidden;
}

// What players read of the sheet is built in ./playerView.ts (`sheetForPlayer`).
