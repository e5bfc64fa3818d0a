import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Wizard } from '../model/frostgrave';
import { assertDebtInteger, checkDebtCap, takeFavourMarkers } from './ledger';

/** F2: « le sorcier emprunte une somme d'argent de 100 à 1 000 co ». */
export const LOAN_MIN_GC = 100;
export const LOAN_MAX_GC = 1000;
/** F2: « 1 marqueur Pègre pour chaque 100 co (ou partie de celle-ci) ». */
export const LOAN_GC_PER_MARKER = 100;

/** F2: markers a loan costs: one per 100 gc or part of 100 (350 gc → 4). */
export function loanMarkers(amount: number): number {
  assertDebtInteger(amount, 'loan amount');
  return Math.ceil(amount / LOAN_GC_PER_MARKER);
}

export interface LoanResult {
  readonly wizard: Wizard;
  readonly amount: number;
  readonly markers: number;
}

/**
 * F2 loan (a favour, F1): 100–1000 gc straight into the vault, spendable at once, for one marker per
 * 100 gc or part. Refused outside 100–1000 (F2) or when the markers would exceed the level (F1).
 */
export function takeLoan(wizard: Wizard, amount: number): Outcome<LoanResult> {
  assertDebtInteger(amount, 'loan amount');
  if (amount < LOAN_MIN_GC || amount > LOAN_MAX_GC) {
    return refuse('F2', 'loan_out_of_range', { amount, min: LOAN_MIN_GC, max: LOAN_MAX_GC });
  }
  const markers = loanMarkers(amount);
  const capped = checkDebtCap(wizard, 'loan', markers);
  if (capped) return capped;
  const taken = takeFavourMarkers(wizard, 'loan', markers);
  const gold = wizard.gold + amount;
  return ok({ wizard: { ...taken.wizard, gold }, amount, markers }, [
    reason('F2', 'loan_markers', { amount, markers, gcPerMarker: LOAN_GC_PER_MARKER }),
    ...taken.reasons,
    reason('F2', 'loan_gold_to_vault', { delta: amount, gold }),
  ]);
}
