/** A progress clock ("contrat"): N segments, some filled. Long-term projects and healing use it. */
export interface Clock {
  readonly id: string;
  readonly name: string;
  readonly segments: number;
  readonly filled: number;
  /** A project that must be completed before this one can be worked on (A5). */
  readonly requires?: string | null;
}

export function isComplete(clock: Clock): boolean {
  return clock.filled >= clock.segments;
}

/**
 * K1: the segments the GM may give a clock (any whole size in 2..12) and the usual sizes
 * (4/6/8/12). Long-term projects and the healing clock predate K1 and keep their own bounds (A5, A6).
 */
export const CLOCK_SEGMENT_BOUNDS = { min: 2, max: 12 } as const;
export const USUAL_CLOCK_SEGMENTS: readonly number[] = [4, 6, 8, 12];

/**
 * K1: the segments a clock of a given owner may have: 2..12 for the crew's and a faction's, a
 * character's own bounds for a project (A5: 1..24) or a healing clock (A6: the table's size).
 */
export function clockSegmentBounds(owner: ClockOwnerKind): { readonly min: number; readonly max: number } {
  return owner === 'character' ? CHARACTER_CLOCK_SEGMENT_BOUNDS : CLOCK_SEGMENT_BOUNDS;
}

/** A5/A6: a project's or a healing clock's size (the character sheet's `clockSchema`). */
export const CHARACTER_CLOCK_SEGMENT_BOUNDS = { min: 1, max: 24 } as const;

/** K1: who a clock belongs to. */
export type ClockOwnerKind = 'crew' | 'faction' | 'character';
export const CLOCK_OWNER_KINDS: readonly ClockOwnerKind[] = ['crew', 'faction', 'character'];

export interface ClockOwner {
  readonly kind: ClockOwnerKind;
  /** The crew's, the faction's or the character's id. */
  readonly id: string;
}

/**
 * K1: a clock of the crew, of a faction or of a character. What happens when it fills is the GM's
 * text and is kept by the API, not here. A long-term project or a healing clock is one of these
 * with a character as owner (`withOwner`).
 */
export interface GameClock extends Clock {
  readonly owner: ClockOwner;
  /** K6: clocks that may be ticked by a roll only once this one is full (the other end of `requires`). */
  readonly unlocks?: readonly string[];
  /** K7: the clock this one races against (the first of the two to fill wins). */
  readonly racesAgainst?: string | null;
}

/** K1: an existing clock (a project, a healing clock) as a clock of `owner`. */
export function withOwner(clock: Clock, owner: ClockOwner): GameClock {
  return { ...clock, owner };
}

/**
 * K1 (visibility): what the players know of a clock of the crew or of a faction: all of it
 * (`open`), its name but not its progress (`name_only`), or nothing (`gm_only`).
 */
export type ClockVisibility = 'open' | 'name_only' | 'gm_only';
export const CLOCK_VISIBILITIES: readonly ClockVisibility[] = ['open', 'name_only', 'gm_only'];

/** The owners of the clocks the crew keeps itself (a character's are its projects and healing clock). */
export type CrewClockOwnerKind = Exclude<ClockOwnerKind, 'character'>;
export const CREW_CLOCK_OWNER_KINDS: readonly CrewClockOwnerKind[] = ['crew', 'faction'];

/** K1: a clock of the crew or of one of its factions, as the crew sheet keeps it (`Crew.clocks`). */
export interface CrewClock extends GameClock {
  readonly owner: { readonly kind: CrewClockOwnerKind; readonly id: string };
  readonly visibility: ClockVisibility;
  /** What happens when it fills, in the GM's words ('' when not said). */
  readonly onFill: string;
}
