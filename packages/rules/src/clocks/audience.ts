/**
 * K1: what each audience knows of the crew's clocks (the sheet's `clocks`). The GM knows every
 * clock with its progress, what locks it (K6) and its race (K7). Players know an open clock whole,
 * a name-only one by its name alone, never a GM-only one; a lock or a race is named only when the
 * other clock is one players may follow, so a hidden clock never shows through another.
 */
import { crewBoard, crewClocks } from '../downtime/clocks';
import { isComplete, type ClockVisibility, type CrewClock, type CrewClockOwnerKind, type GameClock } from '../model/clock';
import type { Crew } from '../model/crew';
import { clockLock, raceStatus } from './board';

/** A clock as an audience knows it (the contract's `clockViewSchema` describes the same). */
export interface ClockView {
  readonly id: string;
  readonly name: string;
  readonly owner: { readonly kind: CrewClockOwnerKind; readonly id: string };
  readonly visibility: ClockVisibility;
  /** Null when the audience knows the name only. */
  readonly progress: { readonly filled: number; readonly segments: number; readonly full: boolean } | null;
  readonly onFill: string | null;
  /** K6: the clock that must fill first (one the audience knows). */
  readonly lockedBy: string | null;
  /** K7: the race it runs in (against a clock the audience knows), and its winner once decided. */
  readonly race: { readonly rival: string; readonly winner: string | null } | null;
}

/** A clock players may follow whole: an open clock of the crew or a faction, or a character's (on their sheet already). */
export function openToPlayers(clock: GameClock): boolean {
  return clock.owner.kind === 'character' || (clock as CrewClock).visibility === 'open';
}

/** The ids of the clocks of the crew's board players may follow whole (a link to any other is not theirs to read). */
export function followedClocks(crew: Crew): ReadonlySet<string> {
  return new Set(crewBoard(crew).filter(openToPlayers).map((c) => c.id));
}

/** K1: the crew's and its factions' clocks as the GM (`forPlayer` false) or the players know them. */
export function clockViews(crew: Crew, forPlayer: boolean): ClockView[] {
  const board = crewBoard(crew);
  const known = (clock: GameClock | undefined): clock is GameClock => clock !== undefined && (!forPlayer || openToPlayers(clock));
  const views: ClockView[] = [];
  for (const clock of crewClocks(crew)) {
    if (forPlayer && clock.visibility === 'gm_only') continue;
    const base = { id: clock.id, name: clock.name, owner: clock.owner, visibility: clock.visibility };
    if (forPlayer && clock.visibility === 'name_only') {
      views.push({ ...base, progress: null, onFill: null, lockedBy: null, race: null });
      continue;
    }
    const lock = clockLock(board, clock);
    const race = raceStatus(board, clock.id);
    const rival = race === null ? undefined : board.find((c) => c.id === race.rival);
    views.push({
      ...base,
      progress: { filled: clock.filled, segments: clock.segments, full: isComplete(clock) },
      onFill: clock.onFill,
      lockedBy: known(lock) ? lock.id : null,
      race: race !== null && known(rival) ? { rival: race.rival, winner: race.winner } : null,
    });
  }
  return views;
}
