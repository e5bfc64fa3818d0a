/**
 * First start and GM sign-in links.
 *
 * - `bootstrap()` (server start): if the database has no campaign yet, creates "Ma campagne", its
 *   GM credentials and a default crew, and returns a one-time sign-in link to print. Later starts
 *   create nothing and return no link (the link is printed once).
 * - `issueSetupLink()` (the `gm-link` CLI): a new one-time link for a campaign, replacing any
 *   unused one.
 * - `consumeSetupToken()` (GET /api/auth/setup): spends a link, atomically; a second use fails.
 *
 * Only the SHA-256 of a link's token is stored (`GmCredential.setupTokenHash`).
 */
import type { PrismaClient } from '../db/client';
import { hashToken, newToken, SESSION_TOKEN_BYTES } from './tokens';

export const DEFAULT_CAMPAIGN_NAME = 'Ma campagne';
export const DEFAULT_CREW_NAME = 'Ma bande';

/** The transaction client Prisma passes to `$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** Creates the campaign's first crew; the crews domain provides the real one (see server.ts). */
export type CreateDefaultCrew = (tx: Tx, campaignId: string, now: Date) => Promise<unknown>;

export interface BootstrapResult {
  readonly campaignId: string;
  /** True on the very first start. */
  readonly created: boolean;
  /** The one-time GM sign-in link, only when the campaign was just created. */
  readonly setupUrl: string | undefined;
}

export function setupUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/auth/setup?token=${token}`;
}

export async function bootstrap(
  db: PrismaClient,
  options: { publicUrl: string; now: Date; createDefaultCrew?: CreateDefaultCrew },
): Promise<BootstrapResult> {
  const existing = await db.campaign.findFirst({ orderBy: { createdAt: 'asc' }, select: { id: true } });
  if (existing !== null) return { campaignId: existing.id, created: false, setupUrl: undefined };
  const token = newToken(SESSION_TOKEN_BYTES);
  const campaign = await db.$transaction(async (tx) => {
    const created = await tx.campaign.create({
      data: {
        name: DEFAULT_CAMPAIGN_NAME,
        language: 'fr',
        gmCredential: { create: { setupTokenHash: hashToken(token) } },
      },
    });
    if (options.createDefaultCrew) await options.createDefaultCrew(tx, created.id, options.now);
    return created;
  });
  return { campaignId: campaign.id, created: true, setupUrl: setupUrl(options.publicUrl, token) };
}

/** A new one-time sign-in link for the campaign (the oldest one when not given). */
export async function issueSetupLink(db: PrismaClient, options: { publicUrl: string; campaignId?: string }): Promise<string> {
  const campaign =
    options.campaignId !== undefined
      ? await db.campaign.findUnique({ where: { id: options.campaignId }, select: { id: true } })
      : await db.campaign.findFirst({ orderBy: { createdAt: 'asc' }, select: { id: true } });
  if (campaign === null) throw new Error('No campaign yet: start the server once first.');
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
