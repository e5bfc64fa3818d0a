import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Wizard } from '../model/frostgrave';
import { DEBT_GC_PER_MARKER, assertDebtInteger } from './ledger';

export interface DebtPayoffResult {
  readonly wizard: Wizard;
  readonly markersPaid: number;
  readonly goldPaid: number;
}

/**
 * F5: « Il en coûte 150 co pour retirer 1 marqueur Pègre de votre coffre-fort. » Any time. Refused
 * (F5) for fewer than 1 marker, more markers than held, or more gold than the vault holds.
 */
export function payOffDebt(wizard: Wizard, markers: number): Outcome<DebtPayoffResult> {
  assertDebtInteger(markers, 'markers to pay off');
  if (markers < 1) {
    return refuse('F5', 'nothing_to_pay', { markers });
  }
  if (markers > wizard.markers) {
    return refuse('F5', 'not_enough_markers', { requested: markers, held: wizard.markers });
  }
  const goldPaid = markers * DEBT_GC_PER_MARKER;
  if (goldPaid > wizard.gold) {
    return refuse('F5', 'not_enough_gold', { needed: goldPaid, gold: wizard.gold, gcPerMarker: DEBT_GC_PER_MARKER });
  }
  const next = { ...wizard, markers: wizard.markers - markers, gold: wizard.gold - goldPaid };
  return ok({ wizard: next, markersPaid: markers, goldPaid }, [
    reason('F5', 'debt_paid_off', { markers, gold: goldPaid, gcPerMarker: DEBT_GC_PER_MARKER, markersLeft: next.markers, goldLeft: next.gold }),
  ]);
}

/** F5/F6: markers the vault's gold can pay off now (at 150 gc each, never more than held). */
export function payableDebtMarkers(wizard: Wizard): number {
  return Math.min(wizard.markers, Math.floor(Math.max(0, wizard.gold) / DEBT_GC_PER_MARKER));
}
