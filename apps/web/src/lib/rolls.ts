/**
 * A stored roll as the API answers it (apps/api/src/domain/rolls/store.ts `RollView`): the dice
 * tools' and the ledger's rolls, a crew's roll (lib/crew.ts `CrewRoll`) with its campaign and the
 * rule's whole result.
 */
import type { CrewRoll } from './crew';

export interface DiceRollView {
  readonly sides: number;
  readonly purpose: string;
  readonly dice: readonly number[];
}

/** A stored roll. `result.value` is the rule's whole result (a `D12ActionResult` for a d12 action). */
export interface RollView extends CrewRoll {
  readonly campaignId: string;
  readonly result: {
    readonly value: unknown;
    readonly rolls: readonly DiceRollView[];
    readonly supersededBy?: string | null;
    readonly rerollOf?: string | null;
    readonly steps?: readonly { readonly step: string; readonly [k: string]: unknown }[];
    readonly standIn?: unknown;
    /** Whatever else the rule stored (the ledger's rolls keep their own fields). */
    readonly [field: string]: unknown;
  };
}
