/**
 * The campaign: name, language, table rules (stored as JSON, read with the defaults filled in by
 * `tableRulesFrom`), version. One GM per campaign; crews hang off it.
 */
import { GAME_SYSTEMS, LANGUAGES, type CampaignPatch, type CampaignView, type CrewSummary, type GameSystem, type Language, type PlayerPermissions } from '@temps-mort/contract';
import { tableRulesFrom, checkedTableRulesSchema, type TableRules } from '@temps-mort/rules';
import { isDeepStrictEqual } from 'node:util';
import type { PrismaClient } from '../../db/client';
import type { Hub } from '../../live/hub';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { crewSummaries } from '../crews/repository';

export { campaignPatchSchema, GAME_SYSTEMS, LANGUAGES, tableRulesPatchSchema, type CampaignPatch, type GameSystem, type Language } from '@temps-mort/contract';

/** The campaign as the API answers it, and its crews as listed, are the contract's (campaign.ts `campaignSchema`, `crewSummarySchema`). */
export type { CampaignView, CrewSummary } from '@temps-mort/contract';

type Db = Pick<PrismaClient, 'campaign' | 'crew'>;

interface CampaignRow {
  id: string;
  name: string;
  language: string;
  tableRules: string;
  systems: string;
  playersPropose: boolean;
  playersRoll: boolean;
  playersEditTexts: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The systems the server's first start stores for the campaign it makes: none chosen yet. Read as
 * every system (below) until the GM chooses, which the home asks first. A campaign made any other
 * way (before this existed: the column's default; an import) counts as chosen.
 */
export const SYSTEMS_NOT_CHOSEN = '[]';

/** Whether the GM has chosen the campaign's systems: every stored value but the empty list. */
export function storedSystemsChosen(json: string): boolean {
  try {
    const parsed: unknown = JSON.parse(json);
    return !(Array.isArray(parsed) && parsed.length === 0);
  } catch {
    return true;
  }
}

/**
 * Stored game systems in the list's order; an unreadable or empty stored value (empty: not chosen
 * yet) reads as every system (showing too much hides nothing; showing nothing would lock the table out).
 */
export function storedSystems(json: string): GameSystem[] {
  try {
    const parsed: unknown = JSON.parse(json);
    const known = Array.isArray(parsed) ? GAME_SYSTEMS.filter((s) => parsed.includes(s)) : [];
    return known.length > 0 ? known : [...GAME_SYSTEMS];
  } catch {
    return [...GAME_SYSTEMS];
  }
}

/** Stored table rules with every default filled; an unreadable stored value falls back to the defaults. */
export function storedTableRules(json: string): TableRules {
  try {
    return tableRulesFrom(JSON.parse(json));
  } catch {
    return tableRulesFrom({});
  }
}

/** What players may do from a link given to their character (each switch its own column). */
export function playersOf(row: Pick<CampaignRow, 'playersPropose' | 'playersRoll' | 'playersEditTexts'>): PlayerPermissions {
  return { propose: row.playersPropose, roll: row.playersRoll, editTexts: row.playersEditTexts };
}

/** What the campaign lets players do (404 when it is gone). */
export async function campaignPlayers(db: Db, campaignId: string): Promise<PlayerPermissions> {
  const row = await db.campaign.findUnique({ where: { id: campaignId }, select: { playersPropose: true, playersRoll: true, playersEditTexts: true } });
  if (row === null) throw new NotFoundError('campaign', campaignId);
  return playersOf(row);
}

export function campaignView(row: CampaignRow): CampaignView {
  return {
    id: row.id,
    name: row.name,
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'fr',
    tableRules: storedTableRules(row.tableRules),
    systems: storedSystems(row.systems),
    systemsChosen: storedSystemsChosen(row.systems),
    players: playersOf(row),
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

/** The game systems the campaign uses. */
export async function campaignSystems(db: Db, campaignId: string): Promise<GameSystem[]> {
  const row = await db.campaign.findUnique({ where: { id: campaignId }, select: { systems: true } });
  if (row === null) throw new NotFoundError('campaign', campaignId);
  return storedSystems(row.systems);
}

/**
 * New rolls, steps and records of a game system the campaign does not use are refused (404
 * `game_system`): its screens are hidden, so such a request is a stale tab or a script. What was
 * made before the system was switched off stays readable and exported.
 */
export async function requireSystem(db: Db, campaignId: string, system: GameSystem): Promise<void> {
  if (!(await campaignSystems(db, campaignId)).includes(system)) throw new NotFoundError('game_system', system);
}

/** The campaign's table rules, defaults filled: what services pass to the rules engine. */
export async function campaignTableRules(db: Db, campaignId: string): Promise<TableRules> {
  const row = await db.campaign.findUnique({ where: { id: campaignId }, select: { tableRules: true } });
  if (row === null) throw new NotFoundError('campaign', campaignId);
  return storedTableRules(row.tableRules);
}

/**
 * The table rules the odds routes use: the caller's campaign's (a player link's, or the one a GM
 * has open), the rules' defaults for a GM with no campaign open.
 */
export function openTableRules(db: Db, campaignId: string | null): Promise<TableRules> {
  return campaignId === null ? Promise.resolve(tableRulesFrom({})) : campaignTableRules(db, campaignId);
}

/** `event: players` on every crew's stream: what the campaign lets players do changed (its phones ask `auth.me` again). */
export const PLAYERS_LIVE_EVENT = 'players';

/**
 * Applies a patch if `patch.version` is the current version (409 with the current campaign
 * otherwise). Table rules are merged over the stored ones, then checked as a whole. When what
 * players may do changed, every crew's phones are told after the write (`hub`).
 */
export async function patchCampaign(db: Db, id: string, patch: CampaignPatch, now: Date, hub?: Hub): Promise<CampaignView> {
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
      ...(patch.systems !== undefined ? { systems: JSON.stringify(patch.systems) } : {}),
      ...(patch.players?.propose !== undefined ? { playersPropose: patch.players.propose } : {}),
      ...(patch.players?.roll !== undefined ? { playersRoll: patch.players.roll } : {}),
      ...(patch.players?.editTexts !== undefined ? { playersEditTexts: patch.players.editTexts } : {}),
      version: { increment: 1 },
      updatedAt: now,
    },
  });
  // Someone else wrote between our read and our write: report what is there now.
  if (updated.count === 0) throw new ConflictError(await getCampaign(db, id));
  const after = await getCampaign(db, id);
  if (hub !== undefined && !isDeepStrictEqual(after.players, current.players)) {
    for (const crew of await db.crew.findMany({ where: { campaignId: id }, select: { id: true } })) {
      hub.publish(crew.id, { event: PLAYERS_LIVE_EVENT, data: after.players });
    }
  }
  return after;
}

export function listCrews(db: Db, campaignId: string): Promise<CrewSummary[]> {
  return crewSummaries(db, campaignId);
}
