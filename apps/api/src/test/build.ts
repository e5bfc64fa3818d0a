/**
 * The test harness for API integration tests: a fresh migrated SQLite file in its own temp folder,
 * the app on it (built exactly as in production, minus the network), a GM account (the
 * instance's owner, « MJ ») signed in with its campaign open, and controllable dice and clock.
 *
 * ```ts
 * let t: TestApp;
 * beforeAll(async () => { t = await buildTestApp({ dice: [6, 3] }); });
 * afterAll(() => t.close());
 *
 * const res = await t.app.inject({ method: 'GET', url: '/api/campaigns/current', headers: t.gm.headers });
 * const player = await t.player(crewId);            // a share link → { token, headers }
 * const other = await t.otherGm('Ailleurs');        // another GM account with its own campaign, signed in
 * t.useDice([4, 4, 1]);                              // the next rolls, in order (throws when short)
 * t.clock.set(new Date('2026-01-01T00:00:00Z'));     // freeze time; t.clock.reset() to follow the real one
 * ```
 * Crews: the crews domain provides its own fixture (e.g. test/crews.ts) that creates a crew in
 * `t.db` under `t.campaignId`; `buildTestApp` creates none.
 *
 * This file, `useDice` and `useSeed` exist only for tests: the production app gets crypto dice
 * (app.ts), a seed only under NODE_ENV=test with TEMPS_MORT_TEST_SEED.
 */
import { scriptedRoller, seededRoller, type Roller } from '@temps-mort/rules';
import type { App } from '../app';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createTestDatabase, type PrismaClient } from '../db/client';
import { createSession, sessionCookieHeader } from '../auth/sessions';
import { createShareLink } from '../auth/shareLinks';
import { accountNameKey } from '../domain/accounts/accounts';

export interface TestClock {
  (): Date;
  /** Freezes the clock at `date`. */
  set(date: Date): void;
  /** Moves a frozen clock (or freezes it at now + ms). */
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

export interface TestGm {
  readonly accountId: string;
  readonly cookie: string;
  readonly headers: { cookie: string };
  readonly sessionId: string;
}

export interface TestPlayer {
  readonly shareLinkId: string;
  readonly token: string;
  readonly headers: { authorization: string };
}

export interface TestApp {
  readonly app: App;
  readonly db: PrismaClient;
  /** Absolute path of the SQLite file. */
  readonly dbPath: string;
  readonly config: AppConfig;
  readonly campaignId: string;
  /** The signed-in GM (owner of the campaign, and of the instance): pass `headers` (or `cookie`) to `inject`. */
  readonly gm: TestGm;
  /** The crew a fixture created, if any (set by the crews fixture). */
  crewId?: string;
  readonly clock: TestClock;
  /** The next dice the app rolls, in order (a scripted roller: throws when it runs out). */
  useDice(dice: readonly number[]): void;
  /** From now on, seeded dice. */
  useSeed(seed: number): void;
  /** A new share link for a crew (naming a label, a character, a wizard it follows): a player principal. */
  player(crewId: string, label?: string, names?: { readonly characterId?: string; readonly wizardId?: string }): Promise<TestPlayer>;
  /**
   * Another GM account (named `name`), signed in: with a campaign of its own, open in its session
   * (`campaignName`, default its name's), or with none (`campaignName: null`).
   */
  otherGm(name: string, options?: { readonly campaignName?: string | null }): Promise<TestGm & { readonly campaignId: string | null }>;
  /** A new signed-in session of an account (its `campaignId` open). */
  signIn(accountId: string, campaignId: string | null): Promise<TestGm>;
  /** Closes the app and deletes the database folder. */
  close(): Promise<void>;
}

export interface BuildTestAppOptions {
  /** Seeded dice (default seed 1). */
  readonly seed?: number;
  /** Scripted dice, used before anything else (wins over `seed`). */
  readonly dice?: readonly number[];
  /** Settings over the test defaults (publicUrl http://localhost:3000, no web build). */
  readonly config?: Partial<AppConfig>;
  /** Campaign name (default "Campagne de test"). */
  readonly campaignName?: string;
  /** Runs after the app's own routes and before `ready()`: register test-only routes here. */
  readonly beforeReady?: (app: App) => void | Promise<void>;
}

function testClock(): TestClock {
  let frozen: Date | null = null;
  const clock = (() => (frozen === null ? new Date() : new Date(frozen.getTime()))) as TestClock;
  clock.set = (date) => {
    frozen = new Date(date.getTime());
  };
  clock.advance = (ms) => {
    frozen = new Date((frozen ?? new Date()).getTime() + ms);
  };
  clock.reset = () => {
    frozen = null;
  };
  return clock;
}

export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  let inner: Roller = options.dice !== undefined ? scriptedRoller(options.dice) : seededRoller(options.seed ?? 1);
  const roller: Roller = { roll: (sides) => inner.roll(sides) };
  const clock = testClock();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '3000', PUBLIC_URL: 'http://localhost:3000' }),
    databaseUrl: database.url,
    webDist: '/nonexistent/temps-mort-web-dist',
    ...options.config,
  };
  const app = await buildApp({ config, db: database.prisma, roller, clock });
  await options.beforeReady?.(app);
  await app.ready();

  const db = database.prisma;
  async function signIn(accountId: string, campaignId: string | null): Promise<TestGm> {
    const session = await createSession(db, accountId, campaignId, clock());
    const cookie = sessionCookieHeader(session.token);
    return { accountId, cookie, headers: { cookie }, sessionId: session.id };
  }
  /** An account holding a campaign (owner), as the first start or an invite makes them. */
  async function account(name: string, owner: boolean, campaignName: string | null): Promise<{ accountId: string; campaignId: string | null }> {
    const created = await db.account.create({ data: { name, nameKey: accountNameKey(name), owner } });
    if (campaignName === null) return { accountId: created.id, campaignId: null };
    const campaign = await db.campaign.create({ data: { name: campaignName, members: { create: { accountId: created.id, role: 'owner' } } } });
    return { accountId: created.id, campaignId: campaign.id };
  }

  // The instance's owner « MJ » — unless a first start (`beforeReady`) made them already.
  const fresh = (await db.account.count()) === 0;
  const first = await account(fresh ? 'MJ' : 'MJ de test', fresh, options.campaignName ?? 'Campagne de test');
  const campaignId = first.campaignId ?? '';
  const gm = await signIn(first.accountId, campaignId);

  return {
    app,
    db: database.prisma,
    dbPath: database.path,
    config,
    campaignId,
    gm,
    clock,
    useDice(dice) {
      inner = scriptedRoller(dice);
    },
    useSeed(seed) {
      inner = seededRoller(seed);
    },
    async player(crewId, label, names = {}) {
      const link = await createShareLink(database.prisma, { crewId, label: label ?? null, ...names, publicUrl: config.publicUrl, now: clock() });
      return { shareLinkId: link.id, token: link.token, headers: { authorization: `Bearer ${link.token}` } };
    },
    async otherGm(name, other = {}) {
      const made = await account(name, false, other.campaignName === undefined ? `Campagne de ${name}` : other.campaignName);
      return { ...(await signIn(made.accountId, made.campaignId)), campaignId: made.campaignId };
    },
    signIn,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}
