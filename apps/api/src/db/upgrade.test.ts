/**
 * The upgrade of a database made by an earlier release (decision 014): a campaign played through
 * HTTP by that release (apps/api/scripts/make-upgrade-fixture.ts, committed under ./fixtures, one
 * folder per release: ./fixtures/README.md) is migrated by this one and must answer exactly what
 * that release answered — sheets (GM and players), histories, the players' rolls, the ledger, the
 * complex actions, the campaign's rolls, the export — with the same sign-ins, and keep working:
 * an undo replays its history (each step under the rules revision it was applied under, decision
 * 023: 1 for every step of the releases made before revisions were kept, the revision of its day
 * for a later release's).
 */
import { GAME_SYSTEMS } from '@temps-mort/contract';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TABLE_RULES, seededRoller, tableRulesFrom } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createPrismaClient } from './client';
import { migrate, type MigrateResult } from './migrate';
import { campaignExportSchema, type CampaignExport } from '../domain/backup/format';
import { ledgerAsAnsweredToday, wizardAsAnsweredToday } from '../test/olderWizards';

/**
 * A release-1 sheet as today's answer has it: today's sheets also say how many entanglements the
 * GM holds (issue 10: `heldEntanglements`, what a player sees of them), counted in that release's
 * own GM sheet — revealed and not hidden is what a player sees (as domain/crews/sheet.ts reads it).
 */
function sheetAsAnsweredToday(sheet: Json, gmSheet: Json): Json {
  const pending = (gmSheet.crew as { pendingEntanglements: { revealed: boolean; hidden: boolean }[] }).pendingEntanglements;
  // A release-1 crew has no clocks of its own (K1): its projects and healing clocks stay on its
  // characters, where they were.
  return { ...sheet, downtime: downtimeAsAnsweredToday(sheet.downtime as Json), clocks: [], heldEntanglements: pending.filter((e) => !(e.revealed && !e.hidden)).length };
}

/** The clock steps (K1–K5) came after release-1; a crew accepts them at any time. */
function downtimeAsAnsweredToday(downtime: Json): Json {
  return { ...downtime, allowedEvents: [...(downtime.allowedEvents as string[]), 'clock_save', 'clock_remove', 'clock_tick', 'clock_roll'] };
}

type Json = Record<string, unknown>;

/** What today's API answers for a release's data that the release did not (nothing, for a release of today's code). */
interface AsAnsweredToday {
  sheet(sheet: Json, gmSheet: Json): Json;
  downtime(downtime: Json): Json;
  wizard(wizard: Json): Json;
  ledger(ledger: Json): Json;
  /** Today's additions to every answer (the rolls' `undone` and `history`). */
  answers(released: Answers): Answers;
  /** The release's export as today's export of the upgraded database reads. */
  export(released: CampaignExport, raw: Json): CampaignExport;
  /** `auth.me` for a player link of the release (`tableRules`: its campaign's, defaults filled). */
  me(me: Json, tableRules: Json): Json;
}

interface Answers {
  passphrase: string;
  gmCookie: string;
  players: Record<string, string>;
  campaignId: string;
  crews: Record<string, { sheet: Json; history: Json; playerSheet: Json; playerHistory: Json; playerRolls: Json[] }>;
  wizards: Record<string, { wizard: Json; ledger: Json }>;
  complexActions: Record<string, Json>;
  rolls: Json[];
  export: Json;
}

/** Release 1 (main at 7e05b5b): what release 2 answered and it did not (the crew stored once, the ledger a history, the clocks). */
const RELEASE_1_ONLY: AsAnsweredToday = {
  sheet: sheetAsAnsweredToday,
  downtime: downtimeAsAnsweredToday,
  wizard: wizardAsAnsweredToday,
  ledger: ledgerAsAnsweredToday,
  answers: (released) => {
    /** The rolls whose step an undo reverted, as that release's crew histories showed them. */
    const undoneThen = new Set(
      Object.values(released.crews).flatMap((c) =>
        (c.history.events as { rolls: { id: string; undone: boolean }[] }[]).flatMap((e) => e.rolls.filter((r) => r.undone).map((r) => r.id)),
      ),
    );
    /**
     * What the API answers now that it did not then, with its value for data of that release: every
     * roll listed says whether it was undone (then only its crew's history said so; its campaign
     * rolls could not be) and which history made it (then only a crew's steps made rolls).
     */
    const withAdditions = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withAdditions);
      if (typeof value !== 'object' || value === null) return value;
      const object = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withAdditions(v)]));
      const isRoll = ['id', 'kind', 'purpose', 'dice', 'sides'].every((key) => key in object);
      if (!isRoll || 'undone' in object) return object;
      return { ...object, undone: undoneThen.has(object.id as string), history: typeof object.eventId === 'string' ? 'crew' : null };
    };
    // The export format says it by its steps, not on each roll.
    return withAdditions(released) as Answers;
  },
  // The release's export names no game systems: today's names every one (what the campaign uses
  // now). Its table rules keep every value they had; the options added since (the clocks' K4, K5)
  // read as their defaults.
  export: (released, raw) => ({
    ...released,
    campaign: { ...released.campaign, systems: [...GAME_SYSTEMS], tableRules: { ...DEFAULT_TABLE_RULES, ...(raw as { campaign: { tableRules: object } }).campaign.tableRules } },
  }),
  me: (me) => me,
};

/** A release of today's code: today answers what it answered (its export read as today's: a step exported without its rules revision is revision 1). */
const SAME: AsAnsweredToday = {
  sheet: (sheet) => sheet,
  downtime: (downtime) => downtime,
  wizard: (wizard) => wizard,
  ledger: (ledger) => ledger,
  answers: (released) => released,
  export: (released) => released,
  me: (me) => me,
};

const EVERYTHING = { propose: true, roll: true, editTexts: true };

/** `character_texts` (issue 36) where the rules list it: after `character_remove`, in every phase. */
function withCharacterTexts(downtime: Json): Json {
  const events = downtime.allowedEvents as string[];
  const at = events.indexOf('character_remove');
  if (at < 0) throw new Error('a downtime of these releases always allows character_remove');
  return { ...downtime, allowedEvents: [...events.slice(0, at + 1), 'character_texts', ...events.slice(at + 1)] };
}

/**
 * What came after release 3 (main at 48fbbd2), players acting from their phones (issue 36): a
 * crew takes a player's own texts at any time (`character_texts`); `auth.me` says what a player
 * link may do — nothing for a crew's link, everything for a character's, with the table rules its
 * phone shows the odds by. The campaign lets its players do everything (the switches' defaults):
 * its campaign answers so (checked below), and its export says so — as the release's export reads
 * today (the format's reading of a document made before the switches), so nothing to add here.
 */
const PLAYERS_ACT: AsAnsweredToday = {
  ...SAME,
  sheet: (sheet) => ({ ...sheet, downtime: withCharacterTexts(sheet.downtime as Json) }),
  downtime: withCharacterTexts,
  me: (me, tableRules) => (me.characterId === null ? { ...me, may: { propose: false, roll: false, editTexts: false } } : { ...me, may: EVERYTHING, tableRules }),
};

/** `older`'s differences, then `newer`'s: what today answers for a release made before both. */
function andThen(older: AsAnsweredToday, newer: AsAnsweredToday): AsAnsweredToday {
  return {
    sheet: (sheet, gmSheet) => newer.sheet(older.sheet(sheet, gmSheet), gmSheet),
    downtime: (downtime) => newer.downtime(older.downtime(downtime)),
    wizard: (wizard) => newer.wizard(older.wizard(wizard)),
    ledger: (ledger) => newer.ledger(older.ledger(ledger)),
    answers: (released) => newer.answers(older.answers(released)),
    export: (released, raw) => newer.export(older.export(released, raw), raw),
    me: (me, tableRules) => newer.me(older.me(me, tableRules), tableRules),
  };
}

/** Release 1: what release 2 added, then what came after release 3. */
const RELEASE_1 = andThen(RELEASE_1_ONLY, PLAYERS_ACT);

interface Release {
  readonly name: string;
  readonly today: AsAnsweredToday;
  /** Migrations this version applies to it (at least). */
  readonly migrations: readonly string[];
  /** Whether one of them has a data step (then the file is backed up first). */
  readonly dataStep: boolean;
  /** Its wizards' ledger was kept before their history began (release 1): an undo never reaches it. */
  readonly ledgerBeforeHistory: boolean;
  /** The rules revision every step of it reads as: 1 before revisions were kept (decision 023), else the one it applied. */
  readonly rulesRevision: number;
}

const RULES_REVISION_MIGRATION = '20261206060830_rules_revision_per_step';
const PLAYERS_ACT_MIGRATION = '20261206113543_players_act';
/** GM accounts (issue 37): the campaign's credential becomes an account, then the credential goes. */
const GM_ACCOUNTS_MIGRATIONS = ['20261206142821_gm_accounts', '20261206142837_gm_accounts_only'];

const RELEASES: readonly Release[] = [
  {
    name: 'release-1',
    today: RELEASE_1,
    migrations: ['20261201130224_crew_state', '20261201130235_crew_stored_once', '20261201132217_step_log', '20261201132225_drop_crew_event', '20261201154417_wizard_state', '20261201154426_wizard_stored_once', '20261201183449_share_link_follows', '20261201214752_campaign_game_systems', '20261202010338_share_link_for_a_wizard', RULES_REVISION_MIGRATION, PLAYERS_ACT_MIGRATION],
    dataStep: true,
    ledgerBeforeHistory: true,
    rulesRevision: 1,
  },
  // Main at 7174aa4, before rules revisions were kept (which changed no answer) and players acted.
  { name: 'release-2', today: PLAYERS_ACT, migrations: [RULES_REVISION_MIGRATION, PLAYERS_ACT_MIGRATION], dataStep: false, ledgerBeforeHistory: false, rulesRevision: 1 },
  // Main at 48fbbd2, before players acted.
  { name: 'release-3', today: PLAYERS_ACT, migrations: [PLAYERS_ACT_MIGRATION, ...GM_ACCOUNTS_MIGRATIONS], dataStep: true, ledgerBeforeHistory: false, rulesRevision: 2 },
  // Main at 06ba4ed, before GM accounts (migrations gm_accounts, gm_accounts_only): every answer as
  // it was (a player link's `auth.me` already said what it may do).
  { name: 'release-4', today: { ...SAME, me: PLAYERS_ACT.me }, migrations: GM_ACCOUNTS_MIGRATIONS, dataStep: true, ledgerBeforeHistory: false, rulesRevision: 2 },
];

describe.each(RELEASES)('a database made by $name', ({ name, today, migrations, dataStep, ledgerBeforeHistory, rulesRevision }) => {
  const fixture = path.join(import.meta.dirname, 'fixtures', name);

  const released = JSON.parse(readFileSync(path.join(fixture, 'answers.json'), 'utf8')) as Answers;
  const answers = today.answers(released);
  const tableRules = tableRulesFrom((released.export as { campaign: { tableRules: unknown } }).campaign.tableRules) as unknown as Json;

  let dir: string;
  let migrated: MigrateResult;
  let app: App;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-upgrade-'));
    const file = path.join(dir, 'temps-mort.db');
    copyFileSync(path.join(fixture, 'temps-mort.db'), file);
    migrated = migrate({ url: `file:${file}`, warn: () => {} });
    const config = {
      ...loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '3000', PUBLIC_URL: 'http://localhost:3000' }),
      databaseUrl: `file:${file}`,
      webDist: '/nonexistent/temps-mort-web-dist',
    };
    app = await buildApp({ config, db: createPrismaClient(config.databaseUrl), roller: seededRoller(3), clock: () => new Date() });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const gm = () => ({ cookie: answers.gmCookie });
  const player = (crewId: string) => ({ authorization: `Bearer ${answers.players[crewId] ?? ''}` });

  async function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const res = await app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as unknown };
  }

  it(dataStep ? 'is migrated with its data step, after a backup of the file as it was' : 'is migrated', () => {
    expect(migrated.applied).toEqual(expect.arrayContaining([...migrations]));
    if (dataStep) expect(existsSync(migrated.backup ?? '')).toBe(true);
  });

  it(`every step of it reads as rules revision ${rulesRevision} (decision 023)`, async () => {
    expect(await app.db.step.groupBy({ by: ['rulesRevision'], _count: true })).toEqual([{ rulesRevision, _count: expect.any(Number) }]);
  });

  it.each(Object.keys(answers.crews))('crew %s: the same sheet and history, for the GM and for its players', async (crewId) => {
    const before = answers.crews[crewId]!;
    expect(await get(`/api/crews/${crewId}`, gm())).toEqual({ status: 200, body: today.sheet(before.sheet, before.sheet) });
    expect(await get(`/api/crews/${crewId}/history`, gm())).toEqual({ status: 200, body: before.history });
    expect(await get('/api/share/sheet', player(crewId))).toEqual({ status: 200, body: today.sheet(before.playerSheet, before.sheet) });
    expect(await get(`/api/crews/${crewId}/history`, player(crewId))).toEqual({ status: 200, body: before.playerHistory });
    expect(await get(`/api/campaigns/${answers.campaignId}/rolls?limit=500`, player(crewId))).toEqual({ status: 200, body: before.playerRolls });
    // The release's player link still signs in, for its crew, naming no character and following
    // no wizard, in a campaign that uses every game system (it showed them all).
    expect(await get('/api/auth/me', player(crewId))).toEqual({
      status: 200,
      body: today.me({ kind: 'player', campaignId: answers.campaignId, crewId, characterId: null, wizardId: null, systems: [...GAME_SYSTEMS] }, tableRules),
    });
  });

  it('the same ledger, complex actions, campaign rolls and export', async () => {
    for (const [id, before] of Object.entries(answers.wizards)) {
      expect(await get(`/api/wizards/${id}`, gm())).toEqual({ status: 200, body: today.wizard(before.wizard) });
      expect(await get(`/api/wizards/${id}/ledger`, gm())).toEqual({ status: 200, body: today.ledger(before.ledger) });
    }
    for (const [id, before] of Object.entries(answers.complexActions)) {
      expect(await get(`/api/complex-actions/${id}`, gm())).toEqual({ status: 200, body: before });
    }
    expect(await get(`/api/campaigns/${answers.campaignId}/rolls?limit=500`, gm())).toEqual({ status: 200, body: answers.rolls });
    const exported = await get(`/api/campaigns/${answers.campaignId}/export`, gm());
    expect(exported.status).toBe(200);
    // Its wizards in today's format (export version 2): the migration's data step and the import's
    // reading of that release's export make the same document, but for the id of the baseline step.
    const noBaselineId = (d: CampaignExport) => ({
      ...d,
      exportedAt: null,
      wizards: d.wizards.map((w) => ({ ...w, steps: w.steps.map((s) => (s.type === 'wizard_restored' ? { ...s, id: null } : s)) })),
    });
    // Read as today's (a step exported without its rules revision: 1; a campaign without its
    // players' switches: everything), with what today's export adds.
    expect(noBaselineId(exported.body as CampaignExport)).toEqual(noBaselineId(today.export(campaignExportSchema.parse(released.export), released.export)));
  });

  it('its campaign keeps its systems, counted as chosen: the home does not ask again; its players may do everything (made before the switches)', async () => {
    expect(await get('/api/campaigns/current', gm())).toMatchObject({ status: 200, body: { systems: [...GAME_SYSTEMS], systemsChosen: true, players: EVERYTHING } });
  });

  it('the GM signs in with the same passphrase', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { passphrase: answers.passphrase } });
    expect(res.statusCode).toBeLessThan(300);
    expect(String(res.headers['set-cookie'])).toContain('=');
  });

  it('its GM is the instance’s owner account « MJ », owner of the campaign: no name asked (one account), the open session kept', async () => {
    const accounts = await app.db.account.findMany({ include: { members: true } });
    expect(accounts.map((a) => ({ name: a.name, nameKey: a.nameKey, owner: a.owner, members: a.members.map((m) => [m.campaignId, m.role]) }))).toEqual([
      { name: 'MJ', nameKey: 'mj', owner: true, members: [[answers.campaignId, 'owner']] },
    ]);
    expect(await get('/api/auth/sign-in', {})).toEqual({ status: 200, body: { nameNeeded: false } });
    const gmMe = { kind: 'gm', accountId: accounts[0]?.id, name: 'MJ', owner: true, campaignId: answers.campaignId, role: 'owner', systems: [...GAME_SYSTEMS] };
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { passphrase: answers.passphrase } });
    expect(login.json()).toEqual(gmMe);
    // The session the release opened is the account's, its campaign open.
    expect(await get('/api/auth/me', gm())).toEqual({ status: 200, body: gmMe });
  });

  it.each(Object.keys(answers.crews))('crew %s keeps playing: a step, then undos replay its history to the same crew', async (crewId) => {
    const sheet = answers.crews[crewId]!.sheet as { version: number; crew: unknown; downtime: unknown };
    const step = await app.inject({ method: 'PATCH', url: `/api/crews/${crewId}`, headers: gm(), payload: { version: sheet.version, coin: 2 } });
    expect(step.statusCode).toBe(200);
    let version = (step.json() as { sheet: { version: number } }).sheet.version;
    for (let i = 0; i < 2; i++) {
      const undo = await app.inject({ method: 'POST', url: `/api/crews/${crewId}/undo`, headers: gm(), payload: { version } });
      expect(undo.statusCode).toBe(200);
      const after = (undo.json() as { sheet: { version: number; crew: unknown; downtime: unknown } }).sheet;
      // The replay of the history without the new step is the crew the data step stored.
      if (i === 0) expect({ crew: after.crew, downtime: after.downtime }).toEqual({ crew: sheet.crew, downtime: today.downtime(sheet.downtime as Json) });
      version = after.version;
    }
  });

  it('its projects and healing clocks are clocks of their characters (K1): progress and history kept, ticked by hand and undone like any clock', async () => {
    type Character = { id: string; healing: { id: string; filled: number; segments: number }; projects: { id: string; filled: number; segments: number }[] };
    let projects = 0;
    for (const crewId of Object.keys(answers.crews)) {
      // As it is now (the tests above played on it): the release's clocks, as the release stored them.
      const before = (await get(`/api/crews/${crewId}`, gm())).body as { version: number; crew: { characters: Character[] } };
      const released = answers.crews[crewId]!.sheet as { crew: { characters: Character[] } };
      expect(before.crew.characters.map((c) => c.projects)).toEqual(released.crew.characters.map((c) => c.projects));
      const history = (await get(`/api/crews/${crewId}/history`, gm())).body as { events: { type: string }[] };
      expect(history.events.filter((e) => e.type === 'project_create').length).toBe(
        (answers.crews[crewId]!.history as { events: { type: string }[] }).events.filter((e) => e.type === 'project_create').length,
      );
      let version = before.version;
      for (const character of before.crew.characters) {
        for (const clock of [character.healing, ...character.projects]) {
          const delta = clock.filled < clock.segments ? 1 : -1;
          const tick = await app.inject({ method: 'POST', url: `/api/crews/${crewId}/clocks/${clock.id}/tick`, headers: gm(), payload: { version, delta } });
          expect(tick.statusCode, tick.body).toBe(200);
          const ticked = (tick.json() as { sheet: { crew: { characters: Character[] } } }).sheet.crew.characters.find((c) => c.id === character.id)!;
          expect([ticked.healing, ...ticked.projects].find((c) => c.id === clock.id)?.filled).toBe(clock.filled + delta);
          const undo = await app.inject({ method: 'POST', url: `/api/crews/${crewId}/undo`, headers: gm(), payload: { version: version + 1 } });
          expect(undo.statusCode).toBe(200);
          const back = (undo.json() as { sheet: { version: number; crew: unknown } }).sheet;
          expect(back.crew).toEqual(before.crew);
          version = back.version;
          if (clock !== character.healing) projects++;
        }
      }
    }
    expect(projects).toBeGreaterThan(0);
  });

  it.each(Object.keys(answers.wizards))('wizard %s keeps its ledger and goes on: a loan, then its undo gives back the wizard as stored', async (wizardId) => {
    const before = answers.wizards[wizardId]!;
    const wizard = before.wizard as { version: number };
    const post = (url: string, payload: Json) => app.inject({ method: 'POST', url, headers: gm(), payload });
    const loan = await post(`/api/wizards/${wizardId}/favours`, { version: wizard.version, kind: 'loan', amount: 100 });
    expect(loan.statusCode).toBe(200);
    const undo = await post(`/api/wizards/${wizardId}/undo`, { version: wizard.version + 1 });
    expect(undo.statusCode).toBe(200);
    const { version: _version, updatedAt: _updatedAt, ...stored } = before.wizard;
    expect(undo.json()).toMatchObject({ wizard: { ...stored, version: wizard.version + 2 } });
    expect(await get(`/api/wizards/${wizardId}/ledger`, gm())).toMatchObject({ status: 200, body: { favours: (before.ledger as { favours: unknown }).favours, collections: (before.ledger as { collections: unknown }).collections } });
    // What release 1 kept in its ledger came before the wizard's history began: never undone.
    if (ledgerBeforeHistory) expect((await post(`/api/wizards/${wizardId}/undo`, { version: wizard.version + 2 })).json()).toMatchObject({ rule: 'D7', code: 'nothing_to_undo_in_ledger' });
  });
});
