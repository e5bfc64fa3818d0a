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
