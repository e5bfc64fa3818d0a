/**
 * The crew sheet the API answers: the crew (the rules model), its version, and where its downtime
 * stands (phase, per-PC activities used and allowed, what is waiting for a choice, which steps are
 * allowed next). The GM's sheet also carries the GM notes; a player's never does, nor any held or
 * hidden entanglement (`forPlayer`).
 */
import { clockViews, downtimeStanding, isHeldEntanglement } from '@temps-mort/rules';
import type { CrewSheetView } from '@temps-mort/contract';
import type { StoredCrew } from './repository';

// Where the downtime stands is the rules' (`downtimeStanding`): its view types too.
export type { CharacterDowntimeView, DowntimeView } from '@temps-mort/rules';

/** The sheet the API answers is the contract's (crew.ts `crewSheetSchema`). */
export type { CrewSheetView as CrewSheet } from '@temps-mort/contract';

export function crewSheet(stored: StoredCrew): CrewSheetView {
  const { state } = stored;
  return {
    id: state.crew.id,
    campaignId: stored.campaignId,
    version: stored.version,
    crew: state.crew,
    downtime: downtimeStanding(state),
    clocks: clockViews(state.crew, false),
    heldEntanglements: state.crew.pendingEntanglements.filter(isHeldEntanglement).length,
    gmNotes: stored.gmNotes,
    characterNotes: stored.characterNotes,
    updatedAt: stored.updatedAt.toISOString(),
  };
}

// What players read of the sheet is built in ./playerView.ts (`sheetForPlayer`).
