/**
 * K1: the crew's clocks as each audience sees them (the sheet's `clocks`). The GM sees every clock
 * with its progress, what locks it (K6) and its race (K7). A player sees an open clock whole, a
 * name-only one by its name alone, never a GM-only one; a lock or a race is named only when the
 * other clock is one players may follow, so a hidden clock never shows through another.
 */
import { clockLock, crewBoard, crewClocks, isComplete, raceStatus, type Crew, type CrewClock, type GameClock } from '@temps-mort/rules';
import type { ClockView } from '@temps-mort/contract';

/** A clock players may follow whole: an open clock of the crew or a faction, or a character's (on their sheet already). */
function openToPlayers(clock: GameClock): boolean {
  return clock.owner.kind === 'character' || (clock as CrewClock).visibility === 'open';
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
export function factionForPlayer<F extends Crew['factions'][number]>(faction: F): F {
  const { goal, notes, assets, ...known } = faction;
  const revealed = faction.revealed ?? [];
  return {
    ...known,
    ...(revealed.includes('goal') && goal !== undefined ? { goal } : {}),
    ...(revealed.includes('notes') && notes !== undefined ? { notes } : {}),
    ...(revealed.includes('assets') && assets !== undefined ? { assets } : {}),
  } as F;
}
