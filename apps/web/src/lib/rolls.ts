/**
 * A stored roll as the API answers it (@temps-mort/contract rolls.ts `rollSchema`): the dice
 * tools' and the ledger's rolls, a crew's roll with its campaign and the rule's whole result
 * (`result.value`: a `D12ActionResult` for a d12 action).
 */
export type { DiceRollView, RollView } from '@temps-mort/contract';
