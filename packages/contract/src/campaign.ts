/**
 * The campaign: name, language, table rules (answered with every default filled), version; and
 * its crews as the GM's screens list them.
 */
import { GAME_SYSTEMS, tableRulesSchema, type TableRules } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { playerPermissionsPatchSchema, playerPermissionsSchema } from './players';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The game systems a table may use (the rules' `GAME_SYSTEMS`): the d6 crew and its downtime (crew
 * sheet, downtime, d6 tool), the d12 system (Body/Mind/Soul pools, d12 tool), the d100 system (d100
 * tool, complex actions), Frostgrave warbands (the debt ledger). Screens, forms and sheets show only
 * the campaign's.
 */
export { GAME_SYSTEMS, type GameSystem } from '@temps-mort/rules';

/** At least one, each once, stored in the list's own order (an answer never depends on the click order). */
export const gameSystemsSchema = z
  .array(z.enum(GAME_SYSTEMS))
  .min(1)
  .max(GAME_SYSTEMS.length)
  .refine((list) => new Set(list).size === list.length, { message: 'each game system once' })
  .transform((list) => GAME_SYSTEMS.filter((s) => list.includes(s)));

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
  tableRules: tableRulesSchema,
  systems: z.array(z.enum(GAME_SYSTEMS)),
  /**
   * Whether the GM has said which systems the table plays. False only for the campaign the server's
   * first start made, until its GM chooses (its `systems` read as every one meanwhile): the home asks.
   */
  systemsChosen: z.boolean(),
  /** What players may do from a link given to their character (issue 36). */
  players: playerPermissionsSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignView = Answer<typeof campaignSchema>;

export const crewSummarySchema = z.object({ id: z.string(), name: z.string(), tier: z.number().int(), version: z.number().int() });
export type CrewSummary = Answer<typeof crewSummarySchema>;

/**
 * A partial table-rules object: only the keys given (the schema's defaults are removed, or a patch
 * would reset every option it does not name); unknown keys are refused (a typo must not pass).
 */
export const tableRulesPatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(tableRulesSchema.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
      ]),
    ) as { [K in keyof TableRules]: z.ZodOptional<z.ZodType<TableRules[K]>> },
  )
  .strict();

/** PATCH /api/campaigns/:campaignId. */
export const campaignPatchSchema = z.strictObject({
  version: z.number().int().min(1),
  name: z.string().trim().min(1).max(120).optional(),
  language: z.enum(LANGUAGES).optional(),
  tableRules: tableRulesPatchSchema.optional(),
  systems: gameSystemsSchema.optional(),
  players: playerPermissionsPatchSchema.optional(),
});
export type CampaignPatch = z.infer<typeof campaignPatchSchema>;
