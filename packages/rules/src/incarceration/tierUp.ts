import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Crew } from '../model/crew';
import { MAX_CREW_TIER } from '../model/limits';
import { spendCoin } from '../crew/crew';
import { hasPrisonClaim } from './claims';

/** I4 hard case: raising the crew tier costs 20 % less coin. */
export const HARD_CASE_DISCOUNT_PERCENT = 20;

/**
 * I4: coin to raise the crew to `newTier` = newTier × table rule `tierUpCoinPerTier` (the seeds give
 * no price); with the hard case prison claim 20 % less, rounded to a whole coin per table rule
 * `hardCaseRounding` (`up` by default; `nearest` rounds halves up).
 */
export function tierUpCost(newTier: number, crew: Pick<Crew, 'prisonClaims'>, table: TableRules): { cost: number; reasons: Reason[] } {
  const perTier = table.tierUpCoinPerTier;
  const full = newTier * perTier;
  const reasons: Reason[] = [reason('I4', 'tier_up_cost', { tier: newTier, perTier, cost: full })];
  if (!hasPrisonClaim(crew, 'hard_case')) return { cost: full, reasons };
  const scaled = full * (100 - HARD_CASE_DISCOUNT_PERCENT); // 100 × the exact discounted cost, a whole number
  const rounding = table.hardCaseRounding;
  let cost: number;
  switch (rounding) {
    case 'up':
      cost = Math.ceil(scaled / 100);
      break;
    case 'down':
      cost = Math.floor(scaled / 100);
      break;
    case 'nearest':
      cost = Math.floor((scaled + 50) / 100);
      break;
  }
  reasons.push(reason('I4', 'hard_case_discount', { percent: HARD_CASE_DISCOUNT_PERCENT, before: full, cost, rounding }));
  return { cost, reasons };
}

/**
 * Raises the crew one tier, paying the I4 cost from the crew stash. Refused at the highest tier and
 * when the stash is short (nothing is spent).
 */
export function raiseCrewTier(crew: Crew, deps: Pick<RuleDeps, 'table'>): Outcome<{ crew: Crew; cost: number }> {
  const newTier = crew.tier + 1;
  if (newTier > MAX_CREW_TIER) {
    return refuse('I4', 'max_tier', { tier: crew.tier, max: MAX_CREW_TIER });
  }
  const { cost, reasons } = tierUpCost(newTier, crew, deps.table);
  const paid = spendCoin(crew, cost, 'I4', 'tier_up_paid');
  if (!paid.ok) return paid;
  return ok(
    { crew: { ...paid.value, tier: newTier }, cost },
    [...reasons, ...paid.reasons, reason('I4', 'tier_raised', { from: crew.tier, to: newTier })],
  );
}
