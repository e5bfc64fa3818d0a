import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { DiceRoll, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { Band } from '../dice/pool';
import { poolDice, poolReason, rollPool } from '../dice/pool';
import type { Crew, EntanglementKind } from '../model/crew';
import type { EntanglementColumn, EntanglementRow } from './table';
import { entanglementCandidates, entanglementColumn, entanglementRow } from './table';

/** E1: what the entanglement dice said, before the GM picks. */
export interface EntanglementRoll {
  /** The wanted level the dice were rolled for (= the pool size). */
  readonly wanted: number;
  /** The heat that chose the column. */
  readonly heat: number;
  readonly column: EntanglementColumn;
  readonly dice: readonly number[];
  /** The highest die. */
  readonly result: number;
  readonly band: Band;
  readonly row: EntanglementRow;
  /** What the GM picks from: two entanglements, one on the 6 row, the whole column on `crit`. */
  readonly candidates: readonly EntanglementKind[];
  /** A hidden roll is never shown to the players (a per-roll choice of the group). */
  readonly hidden: boolean;
}

export interface EntanglementRollOptions {
  /** Roll hidden from the players (default: open). */
  readonly hidden?: boolean;
}

export const ENTANGLEMENT_ROLL_PURPOSE = 'entanglement';
export const ENTANGLEMENT_PICK_PURPOSE = 'entanglement_pick';

/**
 * E1: after payoff and heat, roll as many dice as the crew's wanted level and keep the highest;
 * the crew's current heat picks the column. Wanted level 0: no entanglement and no dice
 * (« Si le niveau d’avis de recherche est égal à zéro, il n'y a pas d'imbroglios possible »).
 * A critical reads as 6 unless the table rule `entanglementCritAsSix` is off, in which case the GM
 * may pick any entanglement of the column.
 */
export function rollEntanglement(
  crew: Crew,
  options: EntanglementRollOptions,
  deps: RuleDeps,
): Outcome<{ readonly roll: EntanglementRoll | null }> {
  const hidden = options.hidden ?? false;
  if (!Number.isInteger(crew.wanted) || crew.wanted < 0) {
    return refuse('E1', 'invalid_wanted', { wanted: crew.wanted });
  }
  if (crew.wanted === 0) {
    return ok({ roll: null }, [reason('E1', 'no_entanglement_at_wanted_0', { wanted: 0, hidden })]);
  }
  const pool = rollPool(crew.wanted, deps.roller);
  const column = entanglementColumn(crew.heat);
  const row = entanglementRow(pool.band, deps.table);
  const candidates = entanglementCandidates(column, row);
  const reasons: Reason[] = [
    poolReason(pool),
    reason('E1', 'entanglement_rolled', {
      wanted: crew.wanted,
      heat: crew.heat,
      column,
      result: pool.result,
      band: pool.band,
      row,
      candidates: candidates.join(','),
      hidden,
    }),
  ];
  if (pool.band === 'crit') {
    reasons.push(
      reason('E1', deps.table.entanglementCritAsSix ? 'crit_reads_as_6' : 'crit_any_of_column', {
        column,
        candidates: candidates.length,
      }),
    );
  }
  const roll: EntanglementRoll = {
    wanted: crew.wanted,
    heat: crew.heat,
    column,
    dice: pool.dice,
    result: pool.result,
    band: pool.band,
    row,
    candidates,
    hidden,
  };
  return ok({ roll }, reasons, [poolDice(pool, ENTANGLEMENT_ROLL_PURPOSE)]);
}

/** The GM's pick: one of the cell's entanglements, or "pick for me" (a fair die over the cell). */
export type EntanglementPick = EntanglementKind | 'pick_for_me';

export interface PickedEntanglement {
  readonly kind: EntanglementKind;
  readonly hidden: boolean;
  /** Chosen by the roller rather than by the GM. */
  readonly pickedForMe: boolean;
  readonly roll: EntanglementRoll;
}

/**
 * E1: the GM picks one entanglement of the cell, or lets the roller pick: a d2 on a two-entanglement
 * cell (50/50), no die on the 6 row, a die as large as the column on a `crit` row.
 */
export function pickEntanglement(roll: EntanglementRoll, pick: EntanglementPick, deps: RuleDeps): Outcome<PickedEntanglement> {
  const { candidates } = roll;
  if (pick !== 'pick_for_me') {
    if (!candidates.includes(pick)) {
      return refuse('E1', 'not_in_cell', { kind: pick, column: roll.column, row: roll.row, candidates: candidates.join(',') });
    }
    return ok({ kind: pick, hidden: roll.hidden, pickedForMe: false, roll }, [
      reason('E1', 'picked_by_gm', { kind: pick, candidates: candidates.length }),
    ]);
  }
  if (candidates.length === 1) {
    const only = candidates[0] as EntanglementKind;
    return ok({ kind: only, hidden: roll.hidden, pickedForMe: true, roll }, [reason('E1', 'only_one_in_cell', { kind: only })]);
  }
  const die = deps.roller.roll(candidates.length);
  const kind = candidates[die - 1];
  if (kind === undefined) throw new Error(`roller gave ${die} on a d${candidates.length}`);
  const dice: DiceRoll = { sides: candidates.length, purpose: ENTANGLEMENT_PICK_PURPOSE, dice: [die] };
  return ok(
    { kind, hidden: roll.hidden, pickedForMe: true, roll },
    [reason('E1', 'picked_for_me', { kind, die, sides: candidates.length })],
    [dice],
  );
}
