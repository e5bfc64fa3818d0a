/**
 * The campaign: name, language, table rules (answered with every default filled), version; and
 * its crews as the GM's screens list them.
 */
import { tableRulesSchema, type TableRules } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
  tableRules: tableRulesSchema,
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
});
export type CampaignPatch = z.infer<typeof campaignPatchSchema>;
