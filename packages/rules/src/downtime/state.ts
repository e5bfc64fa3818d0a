import type { AcquireAssetRoll } from '../activities/acquireAsset';
import type { Overindulgence } from '../vice/indulge';
import type { Crew } from '../model/crew';
import type { EntanglementRoll } from '../entanglements/roll';

/**
 * Where the crew is in the seed's order: « Le temps mort est divisé en quatre parties, qui sont
 * résolues dans cet ordre » — payoff → heat → (incarceration when it happens) → entanglement →
 * activities, then back to free play ('done'). 'idle' is a crew that never had a downtime.
 */
export type DowntimePhase = 'idle' | 'payoff' | 'heat' | 'incarceration' | 'entanglement' | 'activities' | 'done';
export const DOWNTIME_PHASES: readonly DowntimePhase[] = ['idle', 'payoff', 'heat', 'incarceration', 'entanglement', 'activities', 'done'];

/** An entanglement roll waiting for the GM's pick, with the id and reveal choice it will get. */
export interface PendingEntanglementRoll {
  readonly roll: EntanglementRoll;
  readonly id: string;
  readonly reveal: boolean;
}

/** Per-PC bookkeeping of the current downtime. */
export interface CharacterDowntime {
  /** A1: downtime activities spent. */
  readonly used: number;
  /** A8: skills trained this downtime. */
  readonly trained: readonly string[];
  /** A2: free-play actions that needed the GM. */
  readonly freePlay: number;
  /** A4: a rolled acquisition waiting for the player's coin. */
  readonly pendingAsset: AcquireAssetRoll | null;
  /** V2: an overindulgence waiting for the player's pick. */
  readonly pendingOverindulgence: Overindulgence | null;
  /** I4: load before jailing (smuggling), given back on release. */
  readonly loadBeforeJail: number | null;
}

export interface DowntimeState {
  readonly crew: Crew;
  readonly phase: DowntimePhase;
  /** Downtimes started so far (1 for the first). */
  readonly downtime: number;
  /** A1: the GM's end-of-season bonus activity for this downtime. */
  readonly seasonBonus: boolean;
  /** E1: the entanglement roll of this downtime has been made. */
  readonly entanglementRolled: boolean;
  /** V2 "attract trouble": extra entanglement rolls owed. */
  readonly extraEntanglementRolls: number;
  /**
   * E1: dice rolled, waiting for the GM to pick one of the cell's entanglements (« Chaque case
   * propose deux imbroglios ; le MJ en choisit un »). Absent in states stored before it existed.
   */
  readonly pendingEntanglementRoll?: PendingEntanglementRoll | null;
  readonly characters: Readonly<Record<string, CharacterDowntime>>;
  /** Events applied since the crew's creation: gives deterministic ids. */
  readonly events: number;
}

export const EMPTY_CHARACTER_DOWNTIME: CharacterDowntime = {
  used: 0,
  trained: [],
  freePlay: 0,
  pendingAsset: null,
  pendingOverindulgence: null,
  loadBeforeJail: null,
};

/** A crew as created: no downtime yet. */
export function initialDowntimeState(crew: Crew): DowntimeState {
  return {
    crew,
    phase: 'idle',
    downtime: 0,
    seasonBonus: false,
    entanglementRolled: false,
    extraEntanglementRolls: 0,
    pendingEntanglementRoll: null,
    characters: {},
    events: 0,
  };
}

export function characterDowntime(state: DowntimeState, characterId: string): CharacterDowntime {
  return state.characters[characterId] ?? EMPTY_CHARACTER_DOWNTIME;
}

/** The blank crew a history starts from: its first event, `crew_created`, sets the real one. */
export function emptyCrew(id: string): Crew {
  return {
    id,
    name: '—',
    tier: 0,
    hold: 'weak',
    rep: 0,
    coin: 0,
    heat: 0,
    wanted: 0,
    atWar: false,
    claims: [],
    prisonClaims: [],
    unpaidTithes: [],
    pendingEntanglements: [],
    factions: [],
    cohorts: [],
    assets: [],
    characters: [],
  };
}
