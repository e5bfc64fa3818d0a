import type { Roller } from '../dice/roller';
import type { TableRules } from './tableRules';

/** What a rule function may depend on: the dice and the campaign's table rules. Nothing else. */
export interface RuleDeps {
  readonly roller: Roller;
  readonly table: TableRules;
}

/** Odds need no dice, only the table rules. */
export interface OddsDeps {
  readonly table: TableRules;
}
