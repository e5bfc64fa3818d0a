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
