import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { Failure } from '../core/outcome';
import { refuse } from '../core/outcome';
import type { Wizard } from '../model/frostgrave';

/**
 * The underworld ledger (seed 002 "La Pègre"): debt markers in the wizard's vault.
 * F1: favours cost markers, never coin, and the markers held may never exceed the wizard's level.
 */

/** F5/F6: « Il en coûte 150 co pour retirer 1 marqueur Pègre de votre coffre-fort. » */
export const DEBT_GC_PER_MARKER = 150;

/** The favours of the « tableau des faveurs de la Pègre ». */
export type DebtFavourKind = 'loan' | 'intimidation' | 'hired_muscle';

export function assertDebtInteger(value: number, what: string): void {
  if (!Number.isInteger(value)) {
    throw new Error(`${what} must be an integer, got ${value}`);
  }
}

/** F1: markers the wizard may still take (0 when already at, or over, the level). */
export function freeDebtMarkers(wizard: Wizard): number {
  return Math.max(0, wizard.level - wizard.markers);
}

/**
 * F1: refuses a favour that needs `needed` markers when the vault cannot take them without going
 * over the wizard's level; `undefined` when the favour fits.
 */
export function checkDebtCap(wizard: Wizard, favour: DebtFavourKind, needed: number): Failure | undefined {
  const free = freeDebtMarkers(wizard);
  if (needed > free) {
    return refuse('F1', 'markers_over_level', {
      favour,
      needed,
      free,
      held: wizard.markers,
      level: wizard.level,
    });
  }
  return undefined;
}

/** Adds (or, negative, removes) markers; never below 0. Returns the new wizard and the reason. */
export function adjustDebtMarkers(wizard: Wizard, delta: number, rule: RuleId, code: string): { wizard: Wizard; reason: Reason } {
  assertDebtInteger(delta, 'marker change');
  const markers = Math.max(0, wizard.markers + delta);
  return {
    wizard: { ...wizard, markers },
    reason: reason(rule, code, { delta: markers - wizard.markers, markers, level: wizard.level }),
  };
}

/** F1 reason for markers taken for a favour (the cap was checked before). */
export function takeFavourMarkers(wizard: Wizard, favour: DebtFavourKind, markers: number): { wizard: Wizard; reasons: Reason[] } {
  const taken = adjustDebtMarkers(wizard, markers, 'F1', 'markers_taken');
  return {
    wizard: taken.wizard,
    reasons: [reason('F1', 'favour_claimed', { favour, markers }), taken.reason],
  };
}
