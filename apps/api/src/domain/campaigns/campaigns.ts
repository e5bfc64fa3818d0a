/**
 * The campaign: name, language, table rules (stored as JSON, read with the defaults filled in by
 * `tableRulesFrom`), version. One GM per campaign; crews hang off it.
 */
import { LANGUAGES, type CampaignPatch, type Language } from '@temps-mort/contract';
import { tableRulesFrom, checkedTableRulesSchema, type TableRules } from '@temps-mort/rules';
import type { PrismaClient } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { crewSummaries } from '../crews/repository';

export { campaignPatchSchema, LANGUAGES, tableRulesPatchSchema, type CampaignPatch, type Language } from '@temps-mort/contract';

export interface CampaignView {
  readonly id: string;
  readonly name: string;
  readonly language: Language;
  readonly tableRules: TableRules;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

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
