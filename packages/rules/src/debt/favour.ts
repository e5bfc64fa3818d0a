import type { Outcome } from '../core/outcome';
import { ok } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { HiredMuscleKind, Wizard } from '../model/frostgrave';
import type { HireMuscleResult } from './hiredMuscle';
import { hireMuscle } from './hiredMuscle';
import type { IntimidationInput, IntimidationResult } from './intimidation';
import { intimidate } from './intimidation';
import type { LoanResult } from './loan';
import { takeLoan } from './loan';

/** F1: one favour of the « tableau des faveurs de la Pègre », claimed before a game. */
export type DebtFavour =
  | { readonly kind: 'loan'; readonly amount: number }
  | ({ readonly kind: 'intimidation' } & IntimidationInput)
  | { readonly kind: 'hired_muscle'; readonly id: string; readonly muscle: HiredMuscleKind };

export type DebtFavourResult =
  | ({ readonly kind: 'loan' } & LoanResult)
  | ({ readonly kind: 'intimidation' } & IntimidationResult)
  | ({ readonly kind: 'hired_muscle' } & HireMuscleResult);

/**
 * F1: claims one favour (F2 loan, F3 intimidation, F4 hired muscle). Every favour is refused with F1
 * when its markers would push the vault over the wizard's level. The caller makes sure it is
 * « avant une partie »: this function does not know the game's phase.
 */
export function claimDebtFavour(wizard: Wizard, favour: DebtFavour, deps: RuleDeps): Outcome<DebtFavourResult> {
  switch (favour.kind) {
    case 'loan': {
      const out = takeLoan(wizard, favour.amount);
      return out.ok ? ok({ kind: 'loan', ...out.value }, out.reasons, out.rolls) : out;
    }
    case 'intimidation': {
      const out = intimidate(wizard, { target: favour.target, bonus: favour.bonus }, deps);
      return out.ok ? ok({ kind: 'intimidation', ...out.value }, out.reasons, out.rolls) : out;
    }
    case 'hired_muscle': {
      const out = hireMuscle(wizard, { id: favour.id, kind: favour.muscle });
      return out.ok ? ok({ kind: 'hired_muscle', ...out.value }, out.reasons, out.rolls) : out;
    }
  }
}
