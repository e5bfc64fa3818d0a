/**
 * GM accounts (issue 37): an account signs in with its name and passphrase and holds campaigns
 * (`CampaignMember`, domain/campaigns/members.ts). Names are unique on the instance whatever their
 * case (`nameKey`); the instance's first account is its owner.
 */
import type { AccountCampaign, AccountView, CampaignRole } from '@temps-mort/contract';
import type { PrismaClient } from '../../db/client';
import { ConflictError } from '../../http/errors';
import type { Db } from '../history/steps';

/** What a name is compared by: trimmed, lower-cased, composed (accents kept: « Élise » is not « Elise »). */
export function accountNameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/** The name as stored: trimmed, composed. */
export function accountName(name: string): string {
  return name.normalize('NFC').trim();
}

/** Prisma's unique-constraint error (a name taken between our check and our write). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
}

/** 409 `{ error: 'conflict', current: { field: 'name' } }`: the name is another account's. */
export function nameTaken(): never {
  throw new ConflictError({ field: 'name', reason: 'taken' });
}

function view(row: { id: string; name: string; owner: boolean; createdAt: Date }): AccountView {
  return { id: row.id, name: row.name, owner: row.owner, createdAt: row.createdAt.toISOString() };
}

/** The account of that name (any case), or null. */
export function findAccountByName(db: Db, name: string) {
  return db.account.findUnique({ where: { nameKey: accountNameKey(name) } });
}

export function accountCount(db: Db): Promise<number> {
  return db.account.count();
}

/** Renames the account: 409 (field `name`) when another account has that name. */
export async function renameAccount(db: Db, accountId: string, name: string, now: Date): Promise<AccountView> {
  const nameKey = accountNameKey(name);
  const other = await db.account.findUnique({ where: { nameKey }, select: { id: true } });
  if (other !== null && other.id !== accountId) nameTaken();
  try {
    return view(await db.account.update({ where: { id: accountId }, data: { name: accountName(name), nameKey, updatedAt: now } }));
  } catch (error) {
    if (isUniqueViolation(error)) nameTaken();
    throw error;
  }
}

/**
 * The campaign a new session of the account opens: its first campaign in play (joined first),
 * else its first archived one, else none.
 */
export async function firstCampaignOf(db: Db, accountId: string): Promise<string | null> {
  const members = await db.campaignMember.findMany({
    where: { accountId },
    select: { campaignId: true, campaign: { select: { archivedAt: true } } },
    orderBy: [{ createdAt: 'asc' }, { campaignId: 'asc' }],
  });
  return (members.find((m) => m.campaign.archivedAt === null) ?? members[0])?.campaignId ?? null;
}

/** The account's campaigns: in play first (most recently changed first), archived last. */
export async function accountCampaigns(db: PrismaClient, accountId: string): Promise<AccountCampaign[]> {
  const members = await db.campaignMember.findMany({
    where: { accountId },
    select: {
      role: true,
      campaign: { select: { id: true, name: true, archivedAt: true, updatedAt: true, _count: { select: { crews: true } } } },
    },
  });
  return members
    .map((m) => ({
      id: m.campaign.id,
      name: m.campaign.name,
      role: m.role as CampaignRole,
      archived: m.campaign.archivedAt !== null,
      crews: m.campaign._count.crews,
      updatedAt: m.campaign.updatedAt.toISOString(),
    }))
    .sort((a, b) => Number(a.archived) - Number(b.archived) || b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
}
