/**
 * The campaign: name, language, table rules (stored as JSON, read with the defaults filled in by
 * `tableRulesFrom`), version. One GM per campaign; crews hang off it.
 */
import { tableRulesFrom, tableRulesSchema, checkedTableRulesSchema, type TableRules } from '@temps-mort/rules';
import { z } from 'zod';
import type { PrismaClient } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { crewSummaries } from '../crews/repository';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface CampaignView {
  readonly id: string;
  readonly name: string;
  readonly language: Language;
  readonly tableRules: TableRules;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

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

export const campaignPatchSchema = z.strictObject({
  version: z.number().int().min(1),
  name: z.string().trim().min(1).max(120).optional(),
  language: z.enum(LANGUAGES).optional(),
  tableRules: tableRulesPatchSchema.optional(),
});
export type CampaignPatch = z.infer<typeof campaignPatchSchema>;

type Db = Pick<PrismaClient, 'campaign' | 'crew'>;

interface CampaignRow {
  id: string;
  name: string;
  language: string;
  tableRules: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Stored table rules with every default filled; an unreadable stored value falls back to the defaults. */
export function storedTableRules(json: string): TableRules {
  try {
    return tableRulesFrom(JSON.parse(json));
  } catch {
    return tableRulesFrom({});
  }
}

export function campaignView(row: CampaignRow): CampaignView {
  return {
    id: row.id,
    name: row.name,
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'fr',
    tableRules: storedTableRules(row.tableRules),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getCampaign(db: Db, id: string): Promise<CampaignView> {
  const row = await db.campaign.findUnique({ where: { id } });
  if (row === null) throw new NotFoundError('campaign', id);
  return campaignView(row);
}

/** The campaign's table rules, defaults filled: what services pass to the rules engine. */
export async function campaignTableRules(db: Db, campaignId: string): Promise<TableRules> {
  const row = await db.campaign.findUnique({ where: { id: campaignId }, select: { tableRules: true } });
  if (row === null) throw new NotFoundError('campaign', campaignId);
  return storedTableRules(row.tableRules);
}

/**
 * Applies a patch if `patch.version` is the current version (409 with the current campaign
 * otherwise). Table rules are merged over the stored ones, then checked as a whole.
 */
export async function patchCampaign(db: Db, id: string, patch: CampaignPatch, now: Date): Promise<CampaignView> {
  const current = await getCampaign(db, id);
  if (current.version !== patch.version) throw new ConflictError(current);
  let tableRules: TableRules | undefined;
  if (patch.tableRules !== undefined) {
    const merged = checkedTableRulesSchema.safeParse({ ...current.tableRules, ...patch.tableRules });
    if (!merged.success) {
      throw new ValidationError(merged.error.issues.map((i) => ({ path: ['body', 'tableRules', ...i.path].join('.'), message: i.message })));
    }
    tableRules = merged.data;
  }
  const updated = await db.campaign.updateMany({
    where: { id, version: patch.version },
    data: {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      ...(tableRules !== undefined ? { tableRules: JSON.stringify(tableRules) } : {}),
      version: { increment: 1 },
      updatedAt: now,
    },
  });
  // Someone else wrote between our read and our write: report what is there now.
  if (updated.count === 0) throw new ConflictError(await getCampaign(db, id));
  return getCampaign(db, id);
}

export interface CrewSummary {
  readonly id: string;
  readonly name: string;
  readonly tier: number;
  readonly version: number;
}

export function listCrews(db: Db, campaignId: string): Promise<CrewSummary[]> {
  return crewSummaries(db, campaignId);
}
