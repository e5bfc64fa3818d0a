import { z } from 'zod';

/**
 * Table rules: every Interpretation of shared/rules/SPEC.md as a per-campaign option. The defaults
 * are SPEC.md's readings; a group may switch any of them, and the UI shows which reading is in force.
 * docs/rules.md lists each option with the French sentence it interprets.
 */
const bandMap = z.object({
  '1-3': z.number().int().min(-5).max(10),
  '4-5': z.number().int().min(-5).max(10),
  '6': z.number().int().min(-5).max(10),
  crit: z.number().int().min(-5).max(10),
});

export const tableRulesSchema = z.object({
  /** D3: quality offset from the crew tier of a tier roll, by band. */
  tierRollOffsets: bandMap.default({ '1-3': -1, '4-5': 0, '6': 1, crit: 2 }),
  /** D4: quality of an action/attribute roll, by band. */
  actionRollQuality: bandMap.default({ '1-3': 1, '4-5': 2, '6': 3, crit: 5 }),
  /** P4: how 10 % of the take is rounded to whole coin. */
  titheRounding: z.enum(['up', 'down', 'nearest']).default('up'),
  /** H3: what happens to heat that would push the wanted level past its maximum of 4. */
  heatAtMaxWanted: z.enum(['capAt9', 'wrap']).default('capAt9'),
  /** I2: harm level of the beating given instead of a few weeks in jail at wanted level 0. */
  beatingHarmLevel: z.number().int().min(1).max(4).default(3),
  /** I3: how an incarceration quality above 5 (high tiers without a critical) reads. */
  incarcerationHighQuality: z.enum(['as4to5', 'asCritical']).default('as4to5'),
  /** I4: coin to raise the crew to tier N is N × this (the seeds give no price). */
  tierUpCoinPerTier: z.number().int().min(1).max(100).default(8),
  /** E1: whether a critical on the entanglement roll reads as 6 (the only row a crit can be). */
  entanglementCritAsSix: z.boolean().default(true),
  /** A6: segments of the healing clock. */
  healingClockSegments: z.number().int().min(1).max(12).default(4),
  /** V1: the campaign's allowed maximum of circles for one attribute. */
  maxAttributeCircles: z.number().int().min(1).max(12).default(6),
  /** T10: the pyramid rule for traits ("cf. Fate"). */
  traitPyramid: z.enum(['fate', 'none']).default('fate'),
  /** C1: whether a d100 result equal to the threshold succeeds. */
  d100EqualSucceeds: z.boolean().default(true),
  /** C7: "tens, complete or not": ceil(n/10) with a minimum of 1, or whole tens only. */
  d100Tens: z.enum(['ceil', 'floor']).default('ceil'),
  /** C4: whether the failure threshold counts raises before or after the cap at the start count. */
  failureThresholdCounts: z.enum(['beforeCap', 'afterCap']).default('beforeCap'),
});

export type TableRules = z.infer<typeof tableRulesSchema>;
export type TableRuleKey = keyof TableRules;

/** SPEC.md's readings. */
export const DEFAULT_TABLE_RULES: TableRules = tableRulesSchema.parse({});

/** Fills what a stored (maybe older, partial) table-rules object does not say with the defaults. */
export function tableRulesFrom(input: unknown): TableRules {
  return tableRulesSchema.parse(input ?? {});
}
