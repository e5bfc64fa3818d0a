/**
 * The crew sheet the API answers: the crew (the rules model), its version, and where its downtime
 * stands (phase, per-PC activities used and allowed, what is waiting for a choice, which steps are
 * allowed next). The GM's sheet also carries the GM notes; a player's never does, nor any held or
 * hidden entanglement (`forPlayer`).
 */
import { downtimeStanding, type Crew, type DowntimeView, type PendingEntanglement } from '@temps-mort/rules';
import type { ClockView } from '@temps-mort/contract';
import type { StoredCrew } from './repository';
import { clockViews } from './clockViews';

// Where the downtime stands is the rules' (`downtimeStanding`): its view types too.
export type { CharacterDowntimeView, DowntimeView } from '@temps-mort/rules';

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
  return {
    id: state.crew.id,
    campaignId: stored.campaignId,
    version: stored.version,
    crew: state.crew,
    downtime: downtimeStanding(state),
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
