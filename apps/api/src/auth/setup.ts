/**
 * First start and GM sign-in links.
 *
 * - `bootstrap()` (server start): if the instance has no account yet, creates its owner account
 *   « MJ », its first campaign « Ma campagne » (its game systems not chosen yet) with a default
 *   crew, and returns a one-time sign-in link to print. Later starts create nothing; as long as
 *   the owner has not signed in (`gmHasSignedIn`: no passphrase, no open session) each start
 *   returns a FRESH link, replacing the unused one, so a link lost with a failed start, a closed
 *   terminal or a crash is never the only way in.
 * - `issueSetupLink()` (the `gm-link` CLI): a new one-time link for the owner's account, or a
 *   named account's, replacing any unused one.
 * - `consumeSetupToken()` (GET /api/auth/setup): spends a link, atomically; a second use fails.
 *
 * Only the SHA-256 of a link's token is stored (`Account.setupTokenHash`).
 */
import { endpoints } from '@temps-mort/contract';
import type { PrismaClient } from '../db/client';
import { accountNameKey } from '../domain/accounts/accounts';
import { SYSTEMS_NOT_CHOSEN } from '../domain/campaigns/campaigns';
import { hashToken, newToken, SESSION_TOKEN_BYTES } from './tokens';

export const DEFAULT_ACCOUNT_NAME = 'MJ';
export const DEFAULT_CAMPAIGN_NAME = 'Ma campagne';
export const DEFAULT_CREW_NAME = 'Ma bande';

/** The transaction client Prisma passes to `$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** Creates the campaign's first crew; the crews domain provides the real one (see server.ts). */
export type CreateDefaultCrew = (tx: Tx, campaignId: string, now: Date, name?: string) => Promise<unknown>;

export interface BootstrapResult {
  /** The owner's first campaign (null if they deleted every one). */
  readonly campaignId: string | null;
  readonly campaignName: string | null;
  /** The owner account's name. */
  readonly accountName: string;
  /** True on the very first start. */
  readonly created: boolean;
  /** A one-time sign-in link for the owner, while they have not signed in yet; else undefined. */
  readonly setupUrl: string | undefined;
}

export function setupUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${endpoints['auth.setup'].path}?token=${token}`;
}

export async function bootstrap(
  db: PrismaClient,
  options: { publicUrl: string; now: Date; createDefaultCrew?: CreateDefaultCrew },
): Promise<BootstrapResult> {
  const owner = await db.account.findFirst({ where: { owner: true }, select: { id: true, name: true } });
  if (owner !== null) {
    const first = await db.campaignMember.findFirst({
      where: { accountId: owner.id },
      orderBy: [{ createdAt: 'asc' }, { campaignId: 'asc' }],
      select: { campaign: { select: { id: true, name: true } } },
    });
    const base = { campaignId: first?.campaign.id ?? null, campaignName: first?.campaign.name ?? null, accountName: owner.name, created: false };
    if (await gmHasSignedIn(db, owner.id, options.now)) return { ...base, setupUrl: undefined };
    return { ...base, setupUrl: await issueSetupLink(db, { publicUrl: options.publicUrl }) };
  }
  const token = newToken(SESSION_TOKEN_BYTES);
  const campaign = await db.$transaction(async (tx) => {
    const account = await tx.account.create({
      data: { name: DEFAULT_ACCOUNT_NAME, nameKey: accountNameKey(DEFAULT_ACCOUNT_NAME), owner: true, setupTokenHash: hashToken(token), createdAt: options.now },
    });
    // Campaigns already there with no GM (written by a tool, not by a start) become the owner's.
    const orphans = await tx.campaign.findMany({ where: { members: { none: {} } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, name: true } });
    if (orphans.length > 0) {
      await tx.campaignMember.createMany({ data: orphans.map((c) => ({ campaignId: c.id, accountId: account.id, role: 'owner', createdAt: options.now })) });
      return orphans[0] as { id: string; name: string };
    }
    const created = await tx.campaign.create({
      data: {
        name: DEFAULT_CAMPAIGN_NAME,
        language: 'fr',
        // The GM's first screen asks which systems the table plays.
        systems: SYSTEMS_NOT_CHOSEN,
        members: { create: { accountId: account.id, role: 'owner', createdAt: options.now } },
      },
    });
    if (options.createDefaultCrew) await options.createDefaultCrew(tx, created.id, options.now);
    return created;
  });
  return {
    campaignId: campaign.id,
    campaignName: campaign.name,
    accountName: DEFAULT_ACCOUNT_NAME,
    created: true,
    setupUrl: setupUrl(options.publicUrl, token),
  };
}

/**
 * Whether the account can get in without a link: a passphrase is set, or a session is still
 * open. An expired session alone does not count: without a passphrase that GM is locked out.
 */
export async function gmHasSignedIn(db: Pick<PrismaClient, 'account' | 'session'>, accountId: string, now: Date): Promise<boolean> {
  const account = await db.account.findUnique({ where: { id: accountId }, select: { passphraseHash: true } });
  if ((account?.passphraseHash ?? null) !== null) return true;
  return (await db.session.count({ where: { accountId, expiresAt: { gt: now } } })) > 0;
}

/** A new one-time sign-in link for the account named `accountName` (any case), the owner's when not given. */
export async function issueSetupLink(db: PrismaClient, options: { publicUrl: string; accountName?: string }): Promise<string> {
  const account =
    options.accountName !== undefined
      ? await db.account.findUnique({ where: { nameKey: accountNameKey(options.accountName) }, select: { id: true } })
      : await db.account.findFirst({ where: { owner: true }, select: { id: true } });
  if (account === null) {
    throw new Error(
      options.accountName !== undefined
        ? `No account named "${options.accountName}" on this instance.`
        : 'No account yet: start the server (npm run up); its first start creates the GM account and prints the sign-in link.',
    );
  }
  const token = newToken(SESSION_TOKEN_BYTES);
  await db.account.update({ where: { id: account.id }, data: { setupTokenHash: hashToken(token) } });
  return setupUrl(options.publicUrl, token);
}

/** Spends a sign-in link: the account it signs in, or null if unknown or already used. */
export async function consumeSetupToken(db: Pick<PrismaClient, 'account'>, token: string): Promise<string | null> {
  const hash = hashToken(token);
  const account = await db.account.findFirst({ where: { setupTokenHash: hash }, select: { id: true } });
  if (account === null) return null;
  // Conditional update: of two concurrent uses, only one changes the row.
  const spent = await db.account.updateMany({ where: { id: account.id, setupTokenHash: hash }, data: { setupTokenHash: null } });
  return spent.count === 1 ? account.id : null;
}
