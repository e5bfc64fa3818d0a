import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Failure, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';

/** A1: downtime activities per PC per downtime. */
export const ACTIVITIES_PER_DOWNTIME = 2;
/** A1: "Quand les PJ sont en guerre, ils ne disposent que d'une seule activité chacun." */
export const ACTIVITIES_AT_WAR = 1;
/** A1: the GM's optional extra activity at the end of a campaign season. */
export const SEASON_BONUS_ACTIVITIES = 1;

/** The six activities of the downtime list (A4–A9). */
export type DowntimeActivityKind = 'acquire_asset' | 'long_term_project' | 'recover' | 'reduce_heat' | 'train' | 'indulge_vice';
export const DOWNTIME_ACTIVITY_KINDS: readonly DowntimeActivityKind[] = [
  'acquire_asset',
  'long_term_project',
  'recover',
  'reduce_heat',
  'train',
  'indulge_vice',
];

export interface ActivityAllowanceInput {
  /** The crew is at war: one activity instead of two. */
  readonly atWar: boolean;
  /** The GM grants the end-of-season extra activity. */
  readonly seasonBonus?: boolean;
}

/**
 * A1: activities each PC may take this downtime: 2, or 1 when the crew is at war, +1 when the GM
 * grants the end-of-season bonus. The downtime reducer keeps the per-PC counters (reset by a new score).
 */
export function activityAllowance(input: ActivityAllowanceInput): { allowance: number; reasons: Reason[] } {
  const reasons: Reason[] = [];
  let allowance: number;
  if (input.atWar) {
    allowance = ACTIVITIES_AT_WAR;
    reasons.push(reason('A1', 'activities_at_war', { activities: allowance }));
  } else {
    allowance = ACTIVITIES_PER_DOWNTIME;
    reasons.push(reason('A1', 'activities_per_downtime', { activities: allowance }));
  }
  if (input.seasonBonus) {
    allowance += SEASON_BONUS_ACTIVITIES;
    reasons.push(reason('A1', 'season_bonus', { delta: SEASON_BONUS_ACTIVITIES, activities: allowance }));
  }
  return { allowance, reasons };
}

/** A1: the refusal of one more activity once a PC has used them all. */
export function refuseNoActivityLeft(used: number, allowance: number): Failure {
  return refuse('A1', 'no_activity_left', { used, allowance });
}

/** A1: checks that a PC who has used `used` activities may take one more. */
export function requireActivityLeft(used: number, allowance: number): Outcome<{ remaining: number }> {
  if (used >= allowance) return refuseNoActivityLeft(used, allowance);
  const remaining = allowance - used;
  return ok({ remaining }, [reason('A1', 'activity_left', { used, allowance, remaining })]);
}

/** A2: free-play actions needing the GM's narration during downtime: 2 + crew tier. */
export function freePlayLimit(crewTier: number): number {
  return 2 + Math.max(0, Math.floor(crewTier));
}

/** A2: checks one more free-play action that needs the GM's narration is allowed. */
export function requireFreePlayLeft(used: number, crewTier: number): Outcome<{ limit: number; remaining: number }> {
  const limit = freePlayLimit(crewTier);
  if (used >= limit) return refuse('A2', 'no_free_play_left', { used, limit, tier: crewTier });
  const remaining = limit - used;
  return ok({ limit, remaining }, [reason('A2', 'free_play_left', { used, limit, remaining, tier: crewTier })]);
}
