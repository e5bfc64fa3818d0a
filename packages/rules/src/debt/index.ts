// F: Frostgrave underworld debt ("La Pègre", seed 002).
export {
  DEBT_GC_PER_MARKER,
  checkDebtCap,
  freeDebtMarkers,
  type DebtFavourKind,
} from './ledger';
export { LOAN_GC_PER_MARKER, LOAN_MAX_GC, LOAN_MIN_GC, loanMarkers, takeLoan, type LoanResult } from './loan';
export {
  INTIMIDATION_IMMUNE_ROLES,
  INTIMIDATION_MAX_BONUS,
  intimidate,
  intimidationMarkers,
  intimidationMarkersRemovedOnFailure,
  intimidationOdds,
  type IntimidationInput,
  type IntimidationOdds,
  type IntimidationResult,
  type IntimidationTarget,
} from './intimidation';
export {
  HIRED_MUSCLE_DEATH_MARKERS,
  HIRED_MUSCLE_KINDS,
  HIRED_MUSCLE_MAX,
  HIRED_MUSCLE_TABLE,
  debtWarbandSizeForLimit,
  hireMuscle,
  settleHiredMuscle,
  type HireMuscleInput,
  type HireMuscleResult,
  type HiredMuscleEntry,
  type HiredMuscleSettlement,
} from './hiredMuscle';
export { payOffDebt, payableDebtMarkers, type DebtPayoffResult } from './payoff';
export {
  DEBT_COLLECTION_ENTRIES,
  DEBT_COLLECTION_TABLE,
  DEBT_EXAMPLE_WIZARD_MAX,
  DEBT_HELP_GC_PER_MARKER,
  debtCalledOdds,
  debtCollectionEntry,
  debtCollectionOdds,
  debtExampleVictimOdds,
  littleHelpMarkers,
  resolveDebtHelp,
  resolveDebtSale,
  startDebtCollection,
  type DebtCollection,
  type DebtCollectionDone,
  type DebtCollectionEntry,
  type DebtCollectionOdds,
  type DebtCollectionOddsInput,
  type DebtCollectionRow,
  type DebtCollectionStatus,
  type DebtExampleVictim,
  type DebtExampleVictimOdds,
  type DebtHelpInput,
  type DebtInjury,
  type DebtSaleInput,
} from './collection';
export { claimDebtFavour, type DebtFavour, type DebtFavourResult } from './favour';
