import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Character } from '../model/character';
import type { GameClock } from '../model/clock';
import { CLOCK_OWNER_KINDS, USUAL_CLOCK_SEGMENTS, clockSegmentBounds, isComplete, withOwner } from '../model/clock';

/**
 * K1, K6, K7: the clocks of a crew, its factions and its characters as one board. A clock is
 * checked on its own (K1: 2..12 segments, 0..segments filled), then its links against the board
 * (K6: what it requires or unlocks; K7: the clock it races against). The tick functions take the
 * whole board, so that filling a clock can say what it unlocked and which racer won.
 */

/**
 * K1: a clock's size and fill are whole numbers, segments in 2..12 (a character's project or
 * healing clock: its own bounds, 1..24), filled in 0..segments.
 */
export function validateClock(clock: GameClock): Outcome<GameClock> {
  if (!CLOCK_OWNER_KINDS.includes(clock.owner.kind)) {
    return refuse('K1', 'invalid_owner', { clock: clock.id, owner: String(clock.owner.kind) });
  }
  const { min, max } = clockSegmentBounds(clock.owner.kind);
  if (!Number.isInteger(clock.segments) || clock.segments < min || clock.segments > max) {
    return refuse('K1', 'invalid_segments', { clock: clock.id, segments: clock.segments, min, max });
  }
  if (!Number.isInteger(clock.filled) || clock.filled < 0 || clock.filled > clock.segments) {
    return refuse('K1', 'invalid_filled', { clock: clock.id, filled: clock.filled, segments: clock.segments });
  }
  const usualSize = USUAL_CLOCK_SEGMENTS.includes(clock.segments);
  return ok(clock, [reason('K1', 'clock_checked', { clock: clock.id, segments: clock.segments, filled: clock.filled, usualSize })]);
}

function findClock(clocks: readonly GameClock[], id: string): GameClock | undefined {
  return clocks.find((c) => c.id === id);
}

/**
 * K6: the clocks that must be full before `clock` may be ticked by a roll: its own `requires` and
 * every clock whose `unlocks` names it (each id once, in board order after `requires`).
 */
export function clockRequirements(clocks: readonly GameClock[], clock: GameClock): string[] {
  const ids: string[] = [];
  if (clock.requires) ids.push(clock.requires);
  for (const other of clocks) {
    if (other.id !== clock.id && (other.unlocks ?? []).includes(clock.id) && !ids.includes(other.id)) ids.push(other.id);
  }
  return ids;
}

/** K6: the first required clock that is not full yet, or undefined when `clock` is unlocked. */
export function clockLock(clocks: readonly GameClock[], clock: GameClock): GameClock | undefined {
  for (const id of clockRequirements(clocks, clock)) {
    const required = findClock(clocks, id);
    if (required && !isComplete(required)) return required;
  }
  return undefined;
}

/** K6: the clocks the filling of `filledId` unlocked: they required it and every requirement is now full. */
export function clocksUnlockedBy(clocks: readonly GameClock[], filledId: string): string[] {
  return clocks
    .filter((c) => c.id !== filledId && clockRequirements(clocks, c).includes(filledId) && clockLock(clocks, c) === undefined)
    .map((c) => c.id);
}

/** K7: the clock `clock` races against (named on either side), or null. */
export function clockRival(clocks: readonly GameClock[], clock: GameClock): string | null {
  if (clock.racesAgainst) return clock.racesAgainst;
  return clocks.find((c) => c.id !== clock.id && c.racesAgainst === clock.id)?.id ?? null;
}

export interface RaceStatus {
  readonly clock: string;
  readonly rival: string;
  /**
   * The first to fill. Null while neither is full, and when both are full on a board alone (only
   * hand ticks can fill the loser: the board no longer says which was first; the history does).
   */
  readonly winner: string | null;
  /** One of the two is full: the race is over. */
  readonly decided: boolean;
}

/** K7: the state of the race `clockId` runs in, or null when it runs in none (or is unknown). */
export function raceStatus(clocks: readonly GameClock[], clockId: string): RaceStatus | null {
  const clock = findClock(clocks, clockId);
  if (!clock) return null;
  const rivalId = clockRival(clocks, clock);
  const rival = rivalId === null ? undefined : findClock(clocks, rivalId);
  if (!rival) return null;
  const mine = isComplete(clock);
  const theirs = isComplete(rival);
  const winner = mine && !theirs ? clock.id : theirs && !mine ? rival.id : null;
  return { clock: clock.id, rival: rival.id, winner, decided: mine || theirs };
}

/** K6: a requirement cycle (A requires B requires A) would lock its clocks forever. */
function requirementCycle(clocks: readonly GameClock[]): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (clock: GameClock): string[] | null => {
    if (state.get(clock.id) === 'done') return null;
    if (state.get(clock.id) === 'open') return [...path.slice(path.indexOf(clock.id)), clock.id];
    state.set(clock.id, 'open');
    path.push(clock.id);
    for (const id of clockRequirements(clocks, clock)) {
      const required = findClock(clocks, id);
      const cycle = required ? visit(required) : null;
      if (cycle) return cycle;
    }
    path.pop();
    state.set(clock.id, 'done');
    return null;
  };
  for (const clock of clocks) {
    const cycle = visit(clock);
    if (cycle) return cycle;
  }
  return null;
}

/** K6/K7: every link of `clock` names another clock of the board. */
function checkLinks(clocks: readonly GameClock[], clock: GameClock): Outcome<null> {
  const linked = [...(clock.requires ? [clock.requires] : []), ...(clock.unlocks ?? [])];
  for (const id of linked) {
    if (id === clock.id) return refuse('K6', 'links_itself', { clock: clock.id });
    if (!findClock(clocks, id)) return refuse('K6', 'unknown_linked_clock', { clock: clock.id, linked: id });
  }
  const rival = clock.racesAgainst ?? null;
  if (rival === null) return ok(null);
  if (rival === clock.id) return refuse('K7', 'races_itself', { clock: clock.id });
  const other = findClock(clocks, rival);
  if (!other) return refuse('K7', 'unknown_rival', { clock: clock.id, rival });
  // Two clocks race: each names the other or nobody, and nobody else races either of them.
  const third = clocks.find((c) => c.id !== clock.id && c.id !== rival && (c.racesAgainst === clock.id || c.racesAgainst === rival));
  const otherRival = other.racesAgainst ?? null;
  if (third || (otherRival !== null && otherRival !== clock.id)) {
    return refuse('K7', 'race_conflict', { clock: clock.id, rival, other: third?.id ?? otherRival });
  }
  return ok(null);
}

/**
 * K1/K6/K7: checks a whole board: each clock (K1), unique ids, links to known clocks other than
 * itself, races of exactly two clocks, no requirement cycle. Its reasons are the clocks' K1 checks.
 */
export function validateClocks(clocks: readonly GameClock[]): Outcome<readonly GameClock[]> {
  const reasons: Reason[] = [];
  const seen = new Set<string>();
  for (const clock of clocks) {
    if (seen.has(clock.id)) return refuse('K1', 'duplicate_clock', { clock: clock.id });
    seen.add(clock.id);
    const checked = validateClock(clock);
    if (!checked.ok) return checked;
    reasons.push(...checked.reasons);
  }
  for (const clock of clocks) {
    const links = checkLinks(clocks, clock);
    if (!links.ok) return links;
  }
  const cycle = requirementCycle(clocks);
  if (cycle) return refuse('K6', 'requirement_cycle', { clocks: cycle.join(',') });
  return ok(clocks, reasons);
}

export interface CreateClockInput {
  /** Chosen by the caller (the engine makes no ids). */
  readonly id: string;
  readonly name: string;
  readonly owner: GameClock['owner'];
  readonly segments: number;
  /** Segments already filled when the GM sets the clock (0 unless told). */
  readonly filled?: number;
  readonly requires?: string | null;
  readonly unlocks?: readonly string[];
  readonly racesAgainst?: string | null;
}

/**
 * K1: the GM sets a clock: its name, owner, size (2..12) and links. Refused when the clock or the
 * board it makes is not valid (`validateClocks`). A rival named here races back (K7): its
 * `racesAgainst` is set to the new clock.
 */
export function createClock(clocks: readonly GameClock[], input: CreateClockInput): Outcome<{ clocks: readonly GameClock[]; clock: GameClock }> {
  const clock: GameClock = {
    id: input.id,
    name: input.name,
    owner: input.owner,
    segments: input.segments,
    filled: input.filled ?? 0,
    requires: input.requires ?? null,
    unlocks: [...(input.unlocks ?? [])],
    racesAgainst: input.racesAgainst ?? null,
  };
  const rival = clock.racesAgainst ?? null;
  const next = [
    ...clocks.map((c) => (c.id === rival && (c.racesAgainst ?? null) === null ? { ...c, racesAgainst: clock.id } : c)),
    clock,
  ];
  const board = validateClocks(next);
  if (!board.ok) return board;
  const reasons: Reason[] = [
    reason('K1', 'clock_created', { clock: clock.id, name: clock.name, owner: clock.owner.kind, ownerId: clock.owner.id, segments: clock.segments, filled: clock.filled }),
    ...(board.reasons.filter((r) => r.values['clock'] === clock.id)),
  ];
  for (const id of clockRequirements(next, clock)) reasons.push(reason('K6', 'clock_requires', { clock: clock.id, requires: id }));
  for (const id of clock.unlocks ?? []) reasons.push(reason('K6', 'clock_unlocks', { clock: clock.id, unlocks: id }));
  if (rival !== null) reasons.push(reason('K7', 'clock_races', { clock: clock.id, rival }));
  return ok({ clocks: next, clock }, reasons);
}

/** K1: a character's healing clock and long-term projects as clocks of that character. */
export function characterClocks(character: Character): GameClock[] {
  const owner = { kind: 'character', id: character.id } as const;
  return [withOwner(character.healing, owner), ...character.projects.map((p) => withOwner(p, owner))];
}
