/**
 * Bad documents: each kind of error answers 400 naming the field (structure, rule-shaped values,
 * references inside the document) or 422 when a history does not replay — and the database is
 * unchanged (a dump of every table before and after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignExport } from '../../../domain/backup/format';
import { IMPORT_BODY_LIMIT } from './index';
import { buildTestApp, type TestApp } from '../../../test/build';
import { dumpDatabase } from '../../../test/dump';
import { call, playCampaign } from './fixture';

let t: TestApp;
let doc: CampaignExport;

beforeAll(async () => {
  t = await buildTestApp({ seed: 5 });
  await playCampaign(t);
  doc = (await call(t, 'GET', `/api/campaigns/${t.campaignId}/export`)).body as unknown as CampaignExport;
}, 60_000);
afterAll(() => t.close());

type Doc = CampaignExport & Record<string, unknown>;
type Mutation = (d: Doc) => unknown;

function mutated(change: Mutation): unknown {
  const copy = structuredClone(doc) as Doc;
  const replaced = change(copy);
  return replaced === undefined ? copy : replaced;
}

const crew0 = (d: Doc) => d.crews[0]!;
/** The first step of crew 0 that consumed dice. */
const rolledStep = (d: Doc) => crew0(d).events.find((e) => e.dice.length > 0 && e.undoneBy === null && e.type !== 'undo')!;

describe('400: the document is refused, naming each bad field, and nothing is written', () => {
  it.each<[string, Mutation, string[]]>([
    ['not a campaign document', () => ({ hello: 'world' }), ['body.format', 'body.version']],
    ['another format version', (d) => void (d.version = 2 as 1), ['body.version']],
    ['a missing part', (d) => void delete (d as Partial<Doc>).crews, ['body.crews']],
    ['a wrong type', (d) => void (crew0(d).version = 'two' as unknown as number), ['body.crews.0.version']],
    ['an out-of-range crew (tier 9)', (d) => void (crew0(d).crew = { ...crew0(d).crew, tier: 9 } as never), ['body.crews.0.crew.tier']],
    ['negative coin on a character', (d) => void ((crew0(d).crew.characters[0] as { coin: number }).coin = -1), ['body.crews.0.crew.characters.0.coin']],
    ['an unknown step', (d) => void (crew0(d).events[1]!.payload = { type: 'teleport' } as never), ['body.crews.0.events.1.payload.type']],
    ['bad table rules', (d) => void (d.campaign.tableRules = { ...d.campaign.tableRules, titheRounding: 'sideways' } as never), ['body.campaign.tableRules.titheRounding']],
    ['a bad timestamp', (d) => void (d.wizards[0]!.createdAt = 'yesterday'), ['body.wizards.0.createdAt']],
    ['an id used twice', (d) => void (d.wizards[0]!.id = crew0(d).id), ['body.wizards.0.id']],
    ['a roll of an unknown character', (d) => void (crew0(d).rolls.find((r) => r.characterId !== null)!.characterId = 'nobody'), ['body.crews.0.rolls.']],
    ['a roll of an unknown step', (d) => void (crew0(d).rolls[0]!.eventSeq = 9999), ['body.crews.0.rolls.0.eventSeq']],
    ['steps out of order', (d) => void (crew0(d).events[2]!.seq = 40), ['body.crews.0.events.2.seq']],
    ['a step whose type is not its payload’s', (d) => void (crew0(d).events[1]!.type = 'heat'), ['body.crews.0.events.1.type']],
    ['an undo link to nowhere', (d) => void (crew0(d).events.find((e) => e.undoneBy !== null)!.undoneBy = 1), ['body.crews.0.events.']],
    ['a tracker of an unknown crew', (d) => void (d.complexActions[0]!.crewId = 'elsewhere'), ['body.complexActions.0.crewId']],
    ['a wizard roll under the campaign', (d) => void (d.rolls[0]!.wizardId = d.wizards[0]!.id), ['body.rolls.0.wizardId']],
    ['several problems at once', (d) => {
      d.campaign.name = '';
      crew0(d).events[0]!.dice = [0];
    }, ['body.campaign.name', 'body.crews.0.events.0.dice.0']],
  ])('%s', async (_name, change, paths) => {
    const before = dumpDatabase(t.dbPath);
    const res = await call(t, 'POST', '/api/campaigns/import', mutated(change));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    const issues = (res.body.issues as { path: string }[]).map((i) => i.path);
    for (const path of paths) expect(issues.some((p) => p.startsWith(path))).toBe(true);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('malformed JSON', async () => {
    const before = dumpDatabase(t.dbPath);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/import',
      headers: { ...t.gm.headers, 'content-type': 'application/json' },
      payload: '{"format": "temps-mort-campaign",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', issues: [{ path: 'body', message: 'malformed JSON' }] });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a thousand problems: the first 100 are listed, and how many more', async () => {
    const res = await call(
      t,
      'POST',
      '/api/campaigns/import',
      mutated((d) => {
        d.rolls = Array.from({ length: 1000 }, () => ({ ...d.rolls[0]!, sides: -1 }));
      }),
    );
    expect(res.status).toBe(400);
    const issues = res.body.issues as { path: string; message: string }[];
    expect(issues).toHaveLength(101);
    expect(issues[100]).toEqual({ path: 'body', message: expect.stringMatching(/^\d{3,} more issue\(s\) not listed$/) });
  });
});

describe('422: a history that does not rebuild its crew is refused (D7), and nothing is written', () => {
  it.each<[string, Mutation, Record<string, unknown>]>([
    ['a die too many', (d) => void (rolledStep(d).dice = [...rolledStep(d).dice, 3]), { problem: 'dice' }],
    ['a die missing', (d) => void (rolledStep(d).dice = rolledStep(d).dice.slice(1)), { problem: 'dice' }],
    ['the sheet edited without a step', (d) => void (crew0(d).crew = { ...crew0(d).crew, coin: crew0(d).crew.coin + 7 }), { problem: 'state' }],
    ['a step removed (and the rest renumbered)', (d) => {
      const events = crew0(d).events;
      const last = events.length - 1;
      events.splice(last, 1);
    }, { problem: 'state' }],
    ['the downtime moved on without a step', (d) => void (crew0(d).downtime.events += 1), { problem: 'state' }],
  ])('%s', async (_name, change, values) => {
    const before = dumpDatabase(t.dbPath);
    const res = await call(t, 'POST', '/api/campaigns/import', mutated(change));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'rule', rule: 'D7', code: 'history_does_not_replay', values: { crew: doc.crews[0]!.id, index: 0, ...values } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

describe('413 and the body limit', () => {
  it('takes documents over 1 MiB (the other routes’ limit)', async () => {
    const big = mutated((d) => void (crew0(d).gmNotes = 'x'.repeat(90_000))) as Doc;
    big.crews = [...big.crews];
    const padded = { ...big, padding: 'y'.repeat(1_200_000) };
    expect(JSON.stringify(padded).length).toBeGreaterThan(1024 * 1024);
    const res = await call(t, 'POST', '/api/campaigns/import', padded);
    expect(res.status).toBe(201);
  });

  it('refuses a body over 20 MiB with 413, writing nothing', async () => {
    const before = dumpDatabase(t.dbPath);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/import',
      headers: { ...t.gm.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...doc, padding: 'z'.repeat(IMPORT_BODY_LIMIT) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'too_large' });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});
