/**
 * The data step of migration `20261206142821_gm_accounts` (issue 37): the GM of each campaign
 * becomes an account holding that campaign. Until then a campaign had at most one GM credential
 * (`GmCredential`: a passphrase, a one-time sign-in token); each becomes an `Account` with the same
 * passphrase and token, owner of its campaign (`CampaignMember`), and every open session becomes
 * that account's, with its campaign open. The first campaign's GM is the instance's owner and is
 * named « MJ »; a campaign brought in by an import had its own credential: its GM is « MJ 2 »,
 * « MJ 3 »… (each GM renames their account from their screens). A campaign with no credential joins
 * the owner's campaigns. The next migration drops `GmCredential`.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

type Row = Record<string, unknown>;

/** The name an upgraded GM account gets, the owner's first. */
export function upgradedAccountName(index: number): string {
  return index === 0 ? 'MJ' : `MJ ${index + 1}`;
}

export function gmAccounts(db: Database.Database): void {
  const campaigns = db
    .prepare(
      `SELECT c."id" AS campaignId, g."passphraseHash" AS passphraseHash, g."setupTokenHash" AS setupTokenHash, g."createdAt" AS createdAt
         FROM "Campaign" c LEFT JOIN "GmCredential" g ON g."campaignId" = c."id"
        ORDER BY c."createdAt", c."id"`,
    )
    .all() as Row[];
  if (campaigns.length === 0) return;
  const now = Date.now();
  const addAccount = db.prepare(
    `INSERT INTO "Account" ("id", "name", "nameKey", "passphraseHash", "setupTokenHash", "owner", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addMember = db.prepare(`INSERT INTO "CampaignMember" ("campaignId", "accountId", "role", "createdAt") VALUES (?, ?, 'owner', ?)`);
  const ownSessions = db.prepare(`UPDATE "Session" SET "accountId" = ? WHERE "campaignId" = ?`);
  let owner: string | undefined;
  let named = 0;
  for (const campaign of campaigns) {
    const hasCredential = campaign.createdAt !== null && campaign.createdAt !== undefined;
    let accountId: string;
    if (hasCredential || owner === undefined) {
      accountId = randomUUID();
      const name = upgradedAccountName(named);
      const created = typeof campaign.createdAt === 'number' ? campaign.createdAt : now;
      addAccount.run(accountId, name, name.toLowerCase(), campaign.passphraseHash ?? null, campaign.setupTokenHash ?? null, owner === undefined ? 1 : 0, created, now);
      owner ??= accountId;
      named += 1;
    } else {
      accountId = owner;
    }
    addMember.run(campaign.campaignId, accountId, now);
    ownSessions.run(accountId, campaign.campaignId);
  }
}
