/**
 * The data step of `20261206142821_gm_accounts` on its own: a database as the release before left
 * it, with two campaigns holding a GM credential each (the first, and one an import brought in with
 * its own sign-in link) and one with none. The first campaign's GM becomes the owner « MJ », the
 * imported one's « MJ 2 », the campaign with no GM the owner's; sessions follow their campaign's GM.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMigrations } from '../migrate';
import { gmAccounts, upgradedAccountName } from './gmAccounts';

const STEP = '20261206142821_gm_accounts';
const migrations = listMigrations();
const before = migrations.filter((m) => m.name < STEP);
const step = migrations.find((m) => m.name === STEP);
const next = migrations.find((m) => m.name === '20261206142837_gm_accounts_only');

let db: Database.Database;
beforeEach(() => {
  db = new Database(':memory:');
  for (const migration of before) db.exec(migration.script);
  const campaign = db.prepare(`INSERT INTO "Campaign" ("id", "name", "createdAt", "updatedAt") VALUES (?, ?, ?, ?)`);
  const credential = db.prepare(`INSERT INTO "GmCredential" ("id", "campaignId", "passphraseHash", "setupTokenHash", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?)`);
  const session = db.prepare(`INSERT INTO "Session" ("id", "campaignId", "tokenHash", "createdAt", "expiresAt", "lastSeenAt") VALUES (?, ?, ?, ?, ?, ?)`);
  campaign.run('c-first', 'Doskvol', 1000, 1000);
  campaign.run('c-imported', 'Importée', 2000, 2000);
  campaign.run('c-alone', 'Sans MJ', 3000, 3000);
  credential.run('g-first', 'c-first', 'scrypt$first', null, 1000, 1000);
  credential.run('g-imported', 'c-imported', null, 'setup-hash-2', 2000, 2000);
  session.run('s-first', 'c-first', 'session-hash-1', 1000, 9_000_000_000_000, 1000);
  session.run('s-imported', 'c-imported', 'session-hash-2', 2000, 9_000_000_000_000, 2000);
});
afterEach(() => db.close());

describe('the GM accounts data step', () => {
  it('names the owner « MJ », then « MJ 2 », « MJ 3 »…', () => {
    expect([0, 1, 2].map(upgradedAccountName)).toEqual(['MJ', 'MJ 2', 'MJ 3']);
  });

  it('makes an account of each campaign’s credential, owner of its campaign; a campaign without one joins the owner’s; sessions follow', () => {
    expect(step).toBeDefined();
    db.exec(step?.script ?? '');
    gmAccounts(db);
    const accounts = db.prepare(`SELECT "id", "name", "nameKey", "passphraseHash", "setupTokenHash", "owner" FROM "Account" ORDER BY "createdAt"`).all() as Record<string, unknown>[];
    expect(accounts.map(({ id: _id, ...rest }) => rest)).toEqual([
      { name: 'MJ', nameKey: 'mj', passphraseHash: 'scrypt$first', setupTokenHash: null, owner: 1 },
      { name: 'MJ 2', nameKey: 'mj 2', passphraseHash: null, setupTokenHash: 'setup-hash-2', owner: 0 },
    ]);
    const [owner, imported] = accounts.map((a) => a.id);
    const members = db.prepare(`SELECT "campaignId", "accountId", "role" FROM "CampaignMember" ORDER BY "campaignId"`).all();
    expect(members).toEqual([
      { campaignId: 'c-alone', accountId: owner, role: 'owner' },
      { campaignId: 'c-first', accountId: owner, role: 'owner' },
      { campaignId: 'c-imported', accountId: imported, role: 'owner' },
    ]);
    expect(db.prepare(`SELECT "id", "accountId", "campaignId" FROM "Session" ORDER BY "id"`).all()).toEqual([
      { id: 's-first', accountId: owner, campaignId: 'c-first' },
      { id: 's-imported', accountId: imported, campaignId: 'c-imported' },
    ]);
    // The next migration then drops the credentials and requires each session's account.
    db.exec(next?.script ?? '');
    expect(db.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE name = 'GmCredential'`).get()).toEqual({ n: 0 });
    expect(db.prepare(`SELECT count(*) AS n FROM "Session" WHERE "accountId" IS NULL`).get()).toEqual({ n: 0 });
  });

  it('does nothing on a database with no campaign (a first start makes the owner)', () => {
    db.exec('DELETE FROM "Session"; DELETE FROM "GmCredential"; DELETE FROM "Campaign";');
    db.exec(step?.script ?? '');
    gmAccounts(db);
    expect(db.prepare(`SELECT count(*) AS n FROM "Account"`).get()).toEqual({ n: 0 });
  });
});
