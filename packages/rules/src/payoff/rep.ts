import type { Reason } from '../core/reason';
import { reason } from '../core/reason';

/** P1: rep every successful score earns before the tier gap. */
export const PAYOFF_BASE_REP = 2;

export interface ScoreRepInput {
  readonly crewTier: number;
  readonly targetTier: number;
  /** P2: nobody knows the score happened. */
  readonly silent?: boolean;
  /** P1 speaks of a successful score; a failed one earns no rep (default: succeeded). */
  readonly succeeded?: boolean;
}

/**
 * P1 + P2: rep earned by a score = 2 + (target tier − crew tier), never below 0; a silent score
 * earns 0, and so does a failed one. Reasons read "+4 rep: base 2, +2 for target tier III vs crew tier I".
 */
export function payoffRep(input: ScoreRepInput): { rep: number; reasons: Reason[] } {
  const { crewTier, targetTier } = input;
  if (input.succeeded === false) {
    return { rep: 0, reasons: [reason('P1', 'score_failed', { rep: 0 })] };
  }
  if (input.silent) {
    return { rep: 0, reasons: [reason('P2', 'silent_score', { rep: 0 })] };
  }
  const gap = targetTier - crewTier;
  const raw = PAYOFF_BASE_REP + gap;
  const rep = Math.max(0, raw);
  const reasons: Reason[] = [reason('P1', 'base_rep', { rep: PAYOFF_BASE_REP })];
  if (gap !== 0) {
    reasons.push(reason('P1', 'tier_gap', { crewTier, targetTier, gap, delta: gap }));
  }
  if (raw < 0) {
    reasons.push(reason('P1', 'rep_floor', { raw, rep }));
  }
  reasons.push(reason('P1', 'score_rep', { base: PAYOFF_BASE_REP, gap, crewTier, targetTier, rep }));
  return { rep, reasons };
}
