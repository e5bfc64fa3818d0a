import { z } from 'zod';

/**
 * Rules revisions (decision 023): a rule of this engine corrected after campaigns were played
 * under it. Every step of a history records the revision it was applied under, and every replay
 * (undo, revert, import, the doctor, the export's checks) applies each step under its own, so a
 * rule fixed today never rewrites yesterday's results. A correction is a new revision here and a
 * switch where the rule reads it (`fromRevision(deps, 2)`); the older behaviour stays for the steps that
 * were applied under it.
 *
 * Not a table rule: a table rule is the group's choice between two readings of the text; a
 * revision is the engine's own mistake, put right for every step played from now on.
 */
export const RULES_REVISIONS = [1, 2] as const;
export type RulesRevision = (typeof RULES_REVISIONS)[number];

/** The revision new steps are applied under. Steps stored before revisions were kept are revision 1. */
export const RULES_REVISION: RulesRevision = 2;

/** What each revision changed (the decision record and docs/rules.md say more). */
export const RULES_REVISION_CHANGES: Readonly<Record<RulesRevision, string>> = {
  1: 'the rules as first played',
  2: 'I4: a PC handed over at an arrest (E2) has the jailed load (smuggling: 0/2/4), their load kept for the release, as the jail step does',
};

/** A stored step's revision: one this engine knows. */
export const rulesRevisionSchema = z
  .number()
  .int()
  .min(1)
  .max(RULES_REVISION)
  .describe('The rules revision the step was applied under (packages/rules core/revision.ts); 1 for steps stored before revisions were kept.');

/** Whether the step being applied (`deps.revision`, absent: the latest) includes the correction made in `revision`. */
export function fromRevision(deps: { readonly revision?: RulesRevision }, revision: RulesRevision): boolean {
  return (deps.revision ?? RULES_REVISION) >= revision;
}
