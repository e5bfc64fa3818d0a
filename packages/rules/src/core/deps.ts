import type { Roller } from '../dice/roller';
import type { RulesRevision } from './revision';
import type { TableRules } from './tableRules';

/**
 * What a rule function may depend on: the dice, the campaign's table rules and the rules revision
 * the step is applied under. Nothing else.
 */
export interface RuleDeps {
  readonly roller: Roller;
  readonly table: TableRules;
  /**
   * The rules revision (./revision.ts) the step is applied under: a replay passes the one each
   * stored step records. Absent: the latest (`RULES_REVISION`), as every new step.
   */
  readonly revision?: RulesRevision;
}

/** Odds need no dice, only the table rules (a preview is of a step applied now: the latest revision). */
export interface OddsDeps {
  readonly table: TableRules;
}
