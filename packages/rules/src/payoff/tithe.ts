import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { TableRules } from '../core/tableRules';
import type { Crew, UnpaidTithe } from '../model/crew';

/** P4: the crime boss takes 10 % of the take. */
export const TITHE_PERCENT = 10;

/**
 * P4: 10 % of the take in whole coin, rounded per table rule `titheRounding`
 * (`up` by default; `nearest` rounds halves up).
 */
export function payoffTithe(take: number, table: TableRules): { tithe: number; reason: Reason } {
  const scaled = take * TITHE_PERCENT; // 100 × the exact tithe, a whole number
  let tithe: number;
  switch (table.titheRounding) {
    case 'up':
      tithe = Math.ceil(scaled / 100);
      break;
    case 'down':
      tithe = Math.floor(scaled / 100);
      break;
    case 'nearest':
      tithe = Math.floor((scaled + 50) / 100);
      break;
  }
  return { tithe, reason: reason('P4', 'tithe', { take, percent: TITHE_PERCENT, rounding: table.titheRounding, tithe }) };
}

/**
 * P5: a tithe owed and not paid is recorded on the crew as a debt to that boss; debts to the same
 * boss add up into one entry. Nothing is recorded for a tithe of 0.
 */
export function recordUnpaidTithe(crew: Crew, boss: string, amount: number): { crew: Crew; reasons: Reason[] } {
  if (amount <= 0) return { crew, reasons: [] };
  const existing = crew.unpaidTithes.find((t) => t.boss === boss);
  const owed = (existing?.amount ?? 0) + amount;
  const unpaidTithes: UnpaidTithe[] = existing
    ? crew.unpaidTithes.map((t) => (t.boss === boss ? { boss, amount: owed } : t))
    : [...crew.unpaidTithes, { boss, amount }];
  return {
    crew: { ...crew, unpaidTithes },
    reasons: [reason('P5', 'tithe_unpaid', { boss, amount, owed })],
  };
}

/** What the crew owes a boss in unpaid tithes (0 when nothing). */
export function unpaidTitheTo(crew: Crew, boss: string): number {
  return crew.unpaidTithes.find((t) => t.boss === boss)?.amount ?? 0;
}
