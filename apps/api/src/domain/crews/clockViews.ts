/**
 * K1: the crew's clocks as each audience sees them (the sheet's `clocks`). The GM sees every clock
 * with its progress, what locks it (K6) and its race (K7). A player sees an open clock whole, a
 * name-only one by its name alone, never a GM-only one; a lock or a race is named only when the
 * other clock is one players may follow, so a hidden clock never shows through another.
 */
import { clockLock, crewBoard, crewClocks, isComplete, raceStatus, type Clock, type Crew, type CrewClock, type Faction, type GameClock } from '@temps-mort/rules';
import type { ClockView } from '@temps-mort/contract';
import { allowed, type Decisions } from '../history/redaction';

/** A clock players may follow whole: an open clock of the crew or a faction, or a character's (on their sheet already). */
export function openToPlayers(clock: GameClock): boolean {
  return clock.owner.kind === 'character' || (clock as CrewClock).visibility === 'open';
}

/** The ids of the clocks of the crew's board players may follow whole (a link to any other is not theirs to read). */
export function followedClocks(crew: Crew): ReadonlySet<string> {
  return new Set(crewBoard(crew).filter(openToPlayers).map((c) => c.id));
}

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

/** A faction as players know it: its name, tier and status, and only the parts the GM revealed (`revealed` says which). */
export function factionForPlayer(faction: Faction): Faction {
  const revealed = faction.revealed ?? [];
  return allowed(faction, {
    id: true,
    name: true,
    tier: true,
    status: true,
    goal: revealed.includes('goal'),
    notes: revealed.includes('notes'),
    assets: revealed.includes('assets'),
    revealed: true,
  } satisfies Decisions<Faction>);
}

/**
 * A project or a healing clock as players read it on its character: whole, but the clock it
 * requires only when players may follow that one (K6: a lock by a clock they do not follow is
 * the GM's, as in `clockViews`).
 */
export function characterClockForPlayer(clock: Clock, followed: ReadonlySet<string>): Clock {
  return allowed(clock, {
    id: true,
    name: true,
    segments: true,
    filled: true,
    requires: (requires) => (requires !== null && followed.has(requires) ? requires : null),
  } satisfies Decisions<Clock>);
}
