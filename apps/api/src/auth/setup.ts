/**
 * First start and GM sign-in links.
 *
 * - `bootstrap()` (server start): if the database has no campaign yet, creates "Ma campagne" (its
 *   game systems not chosen yet), its GM credentials and a default crew, and returns a one-time
 *   sign-in link to print. Later starts
 *   create nothing; as long as that campaign's GM has not signed in (`gmHasSignedIn`: no
 *   passphrase, no open session) each start returns a FRESH link, replacing the unused one, so a
 *   link lost with a failed start, a closed terminal or a crash is never the only way in.
 * - `issueSetupLink()` (the `gm-link` CLI): a new one-time link for a campaign, replacing any
 *   unused one.
 * - `consumeSetupToken()` (GET /api/auth/setup): spends a link, atomically; a second use fails.
 *
 * Only the SHA-256 of a link's token is stored (`GmCredential.setupTokenHash`).
 */
import { endpoints } from '@temps-mort/contract';
import type { PrismaClient } from '../db/client';
import { SYSTEMS_NOT_CHOSEN } from '../domain/campaigns/campaigns';
import { hashToken, newToken, SESSION_TOKEN_BYTES } from './tokens';

export const DEFAULT_CAMPAIGN_NAME = 'Ma campagne';
export const DEFAULT_CREW_NAME = 'Ma bande';

/** The transaction client Prisma passes to `$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** Creates the campaign's first crew; the crews domain provides the real one (see server.ts). */
export type CreateDefaultCrew = (tx: Tx, campaignId: string, now: Date) => Promise<unknown>;

export interface BootstrapResult {
  readonly campaignId: string;
  readonly campaignName: string;
  /** True on the very first start. */
  readonly created: boolean;
  /** A one-time GM sign-in link, while the campaign's GM has not signed in yet; else undefined. */
  readonly setupUrl: string | undefined;
}

export function setupUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${endpoints['auth.setup'].path}?token=${token}`;
}

export async function bootstrap(
  db: PrismaClient,
  options: { publicUrl: string; now: Date; createDefaultCrew?: CreateDefaultCrew },
): Promise<BootstrapResult> {
  const existing = await db.campaign.findFirst({ orderBy: { createdAt: 'asc' }, select: { id: true, name: true } });
  if (existing !== null) {
    const base = { campaignId: existing.id, campaignName: existing.name, created: false };
    if (await gmHasSignedIn(db, existing.id, options.now)) return { ...base, setupUrl: undefined };
    return { ...base, setupUrl: await issueSetupLink(db, { publicUrl: options.publicUrl, campaignId: existing.id }) };
  }
  const token = newToken(SESSION_TOKEN_BYTES);
  const campaign = await db.$transaction(async (tx) => {
    const created = await tx.campaign.create({
      data: {
        name: DEFAULT_CAMPAIGN_NAME,
        language: 'fr',
        // The GM's first screen asks which systems the table plays.
        systems: SYSTEMS_NOT_CHOSEN,
        gmCredential: { create: { setupTokenHash: hashToken(token) } },
      },
    });
    if (options.createDefaultCrew) await options.createDefaultCrew(tx, created.id, options.now);
    return created;
  });
  return { campaignId: campaign.id, campaignName: campaign.name, created: true, setupUrl: setupUrl(options.publicUrl, token) };
}

/**
 * Whether the campaign's GM can get in without a link: a passphrase is set, or a session is still
 * open. An expired session alone does not count: without a passphrase that GM is locked out.
 */
export async function gmHasSignedIn(db: Pick<PrismaClient, 'gmCredential' | 'session'>, campaignId: string, now: Date): Promise<boolean> {
  const credential = await db.gmCredential.findUnique({ where: { campaignId }, select: { passphraseHash: true } });
  if ((credential?.passphraseHash ?? null) !== null) return true;
  return (await db.session.count({ where: { campaignId, expiresAt: { gt: now } } })) > 0;
}

/** A new one-time sign-in link for the campaign (the oldest one when not given). */
export async function issueSetupLink(db: PrismaClient, options: { publicUrl: string; campaignId?: string }): Promise<string> {
  const campaign =
    options.campaignId !== undefined
      ? await db.campaign.findUnique({ where: { id: options.campaignId }, select: { id: true } })
      : await db.campaign.findFirst({ orderBy: { createdAt: 'asc' }, select: { id: true } });
  if (campaign === null) {
    throw new Error(
      options.campaignId !== undefined
        ? `No campaign ${options.campaignId} in this database.`
        : 'No campaign yet: start the server (npm run up); its first start creates the campaign and prints the sign-in link.',
    );
  }
  const token = newToken(SESSION_TOKEN_BYTES);
  await db.gmCredential.upsert({
    where: { campaignId: campaign.id },
    create: { campaignId: campaign.id, setupTokenHash: hashToken(token) },
    update: { setupTokenHash: hashToken(token) },
  });
  return setupUrl(options.publicUrl, token);
}

/** Spends a sign-in link: the campaign it opens, or null if unknown or already used. */
export async function consumeSetupToken(db: Pick<PrismaClient, 'gmCredential'>, token: string): Promise<string | null> {
  const hash = hashToken(token);
  const credential = await db.gmCredential.findFirst({ where: { setupTokenHash: hash }, select: { campaignId: true } });
  if (credential === null) return null;
  // Conditional update: of two concurrent uses, only one changes the row.
  const spent = await db.gmCredential.updateMany({ where: { campaignId: credential.campaignId, setupTokenHash: hash }, data: { setupTokenHash: null } });
  return spent.count === 1 ? credential.campaignId : null;
}
