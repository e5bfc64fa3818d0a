import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { Failure } from '../core/outcome';
import { refuse } from '../core/outcome';
import type { TableRules } from '../core/tableRules';
import type { Wizard } from '../model/frostgrave';

/**
 * The underworld ledger (seed 002 "La Pègre"): debt markers in the wizard's vault.
 * F1: favours cost markers, never coin, and the markers held may never exceed the wizard's level.
 */

/** F5/F6: « Il en coûte 150 co pour retirer 1 marqueur Pègre de votre coffre-fort. » */
export const DEBT_GC_PER_MARKER = 150;

/** The favours of the « tableau des faveurs de la Pègre ». */
export type DebtFavourKind = 'loan' | 'intimidation' | 'hired_muscle';

/**
 * Debt table options this folder reads. They are not (yet) in core/tableRules.ts: until the lead
 * adds them there, `debtTableOptions` reads them off the table rules when present and falls back to
 * these defaults otherwise.
 */
export interface DebtTableOptions {
  /**
   * F4: the extra marker for a hired model that died (« le sorcier prend un marqueur Pègre
   * supplémentaire ») when it would push the markers over the level. 'allow' (default): the penalty
   * is owed anyway and the result is flagged `overLevel`; 'cap': the penalty stops at the level.
   */
  readonly hiredMuscleDeathOverLevel: 'allow' | 'cap';
  /**
   * F6 19-20: the victim when the roll names the apprentice but the warband has none
   * (« 1-5, le sorcier, 6-20, l'apprenti »). 'wizard' (default): the wizard takes the beating;
   * 'nobody': nobody is hurt.
   */
  readonly exampleWithoutApprentice: 'wizard' | 'nobody';
}

export const DEFAULT_DEBT_TABLE_OPTIONS: DebtTableOptions = {
  hiredMuscleDeathOverLevel: 'allow',
  exampleWithoutApprentice: 'wizard',
};

/** Reads the debt options off the campaign's table rules (defaults where the table says nothing). */
export function debtTableOptions(table: TableRules): DebtTableOptions {
  const extra = table as TableRules & Partial<DebtTableOptions>;
  return {
    hiredMuscleDeathOverLevel: extra.hiredMuscleDeathOverLevel ?? DEFAULT_DEBT_TABLE_OPTIONS.hiredMuscleDeathOverLevel,
    exampleWithoutApprentice: extra.exampleWithoutApprentice ?? DEFAULT_DEBT_TABLE_OPTIONS.exampleWithoutApprentice,
  };
}

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
