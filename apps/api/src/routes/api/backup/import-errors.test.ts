/**
 * Bad documents: each kind of error answers 400 naming the field (structure, rule-shaped values,
 * references inside the document) or 422 when a history does not replay — and the database is
 * unchanged (a dump of every table before and after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignExport } from '../../../domain/backup/format';
import { importCampaign, parseCampaignExport } from '../../../domain/backup/import';
import { ValidationError } from '../../../http/errors';
import { IMPORT_BODY_LIMIT } from './index';
import { buildTestApp, type TestApp } from '../../../test/build';
import { seedCrew } from '../../../test/crews';
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
const wizard0 = (d: Doc) => d.wizards[0]!;
/** The index of the first step of wizard 0 of this type (the fixture's wizard claims favours and starts a collection). */
const wizardStepIndex = (d: CampaignExport, type: string) => {
  const index = d.wizards[0]!.steps.findIndex((s) => s.type === type);
  if (index < 0) throw new Error(`the fixture's wizard has a ${type} step`);
  return index;
};
const wizardStep = (d: Doc, type: string) => wizard0(d).steps[wizardStepIndex(d, type)]!;
/** The first step of crew 0 that consumed dice. */
const rolledStep = (d: Doc) => crew0(d).events.find((e) => e.dice.length > 0 && e.undoneBy === null && e.type !== 'undo')!;

describe('400: the document is refused, naming each bad field, and nothing is written', () => {
  // Paths that depend on the played document are read from it (the table is built before it is played).
  it.each<[string, Mutation, string[] | ((d: CampaignExport) => string[])]>([
    ['not a campaign document', () => ({ hello: 'world' }), ['body.format', 'body.version']],
    ['another format version', (d) => void (d.version = 3 as 2), ['body.version']],
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
    ['an unknown field in a crew entry', (d) => void ((crew0(d) as unknown as Doc).extra = 1), ['body.crews.0']],
    ['an unknown field in a step’s payload', (d) => void ((crew0(d).events[1]!.payload as Record<string, unknown>).junk = 'x'), ['body.crews.0.events.1.payload']],
    ['an unknown field in a roll’s result', (d) => void ((crew0(d).rolls[0]!.result as Record<string, unknown>).junk = 1), ['body.crews.0.rolls.0.result']],
    ['an unknown field in a tracker', (d) => void ((d.complexActions[0]!.tracker as unknown as Record<string, unknown>).junk = 1), ['body.complexActions.0.tracker']],
    ['a detail string over 100 000 characters', (d) => void (crew0(d).events[1]!.detail = { note: 'x'.repeat(100_001) }), ['body.crews.0.events.1.detail.note']],
    ['a detail list over 1000 items', (d) => void (crew0(d).events[1]!.detail = { list: Array.from({ length: 1001 }, () => 0) }), ['body.crews.0.events.1.detail.list']],
    ['notes kept by a step that are not text', (d) => void (crew0(d).events[1]!.detail = { notesBefore: { gmNotes: 7 } }), ['body.crews.0.events.1.detail.notesBefore.gmNotes']],
    ['a step with 2000 dice', (d) => void (crew0(d).events[1]!.dice = Array.from({ length: 2000 }, () => 1)), ['body.crews.0.events.1.dice']],
    ['a reason value over 10 000 characters', (d) => void (crew0(d).events[1]!.reasons = [{ rule: 'D7', code: 'x', values: { v: 'x'.repeat(10_001) } }] as never), ['body.crews.0.events.1.reasons.0.values.v']],
    ['ledger details over the caps', (d) => void (wizardStep(d, 'favour').detail = { ...wizardStep(d, 'favour').detail, s: 'x'.repeat(100_001) }), (d) => [`body.wizards.0.steps.${wizardStepIndex(d, 'favour')}.detail.s`]],
    ['a wizard past the model (a will of 30)', (d) => void ((wizard0(d).state.wizard.warband[1] as { will: number }).will = 30), ['body.wizards.0.state.wizard.warband.1.will']],
    ['an unknown field in a wizard’s state', (d) => void ((wizard0(d).state as unknown as Record<string, unknown>).vault = 3), ['body.wizards.0.state']],
    ['the state of another wizard', (d) => void (wizard0(d).state = { ...wizard0(d).state, wizard: { ...wizard0(d).state.wizard, id: 'someone-else' } }), ['body.wizards.0.state.wizard.id']],
    ['a ledger entry the ledger cannot show', (d) => void ((wizardStep(d, 'favour').detail.favour as Record<string, unknown>).kind = 'bribe'), (d) => [`body.wizards.0.steps.${wizardStepIndex(d, 'favour')}.detail.favour.kind`]],
    ['a collection step naming no collection of its history', (d) => void ((wizardStep(d, 'collection_start').detail.collection as Record<string, unknown>).id = 'elsewhere'), (d) => [`body.wizards.0.steps.${wizardStepIndex(d, 'collection_start')}.detail.collection.id`]],
    ['a pending collection of no step of its history', (d) => {
      const { wizard } = wizard0(d).state;
      const pending = { status: 'awaiting_sale', id: 'nowhere', wizard, markersAtCheck: 1, check: 1, tableRoll: 9, rolledEntry: 'goods_in_lieu', path: ['goods_in_lieu'] } as const;
      wizard0(d).state = { ...wizard0(d).state, wizard, collection: pending };
    }, ['body.wizards.0.state.collection.id']],
    ['a wizard’s roll of a step of no history', (d) => void (wizard0(d).rolls[0]!.step = { history: 'wizard', wizardId: wizard0(d).id, seq: 999 }), ['body.wizards.0.rolls.0.step']],
    ['a wizard’s roll of another wizard’s step', (d) => void (wizard0(d).rolls[0]!.step = { history: 'wizard', wizardId: 'elsewhere', seq: 1 }), ['body.wizards.0.rolls.0.step']],
    ['a table rule of an older version that is not a plain value', (d) => void ((d.campaign.tableRules as Record<string, unknown>).retired = { a: 1 }), ['body.campaign.tableRules.retired']],
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
    for (const path of typeof paths === 'function' ? paths(doc) : paths) expect(issues.some((p) => p.startsWith(path)), `${path} in ${issues.join(', ')}`).toBe(true);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a wizard’s history holds its baseline, which no undo reverts', async () => {
    const before = dumpDatabase(t.dbPath);
    const without = await call(t, 'POST', '/api/campaigns/import', mutated((d) => void wizard0(d).steps.splice(0, 1)));
    expect(without.status).toBe(400);
    expect(without.body.issues).toContainEqual({ path: 'body.wizards.0.steps', message: expect.stringMatching(/holds its creation \(wizard_created\) or the state it was restored to/) });
    // Undone by the history's own undo step (which reverted another one).
    const undone = await call(t, 'POST', '/api/campaigns/import', mutated((d) => void (wizard0(d).steps[0]!.undoneBy = wizard0(d).steps.find((s) => s.type === 'undo')!.seq)));
    expect(undone.status).toBe(400);
    // …and that undo names another step: the link holds neither way (the undo links of every history, as a crew's).
    expect(undone.body.issues).toEqual([
      { path: 'body.wizards.0.steps.0.undoneBy', message: 'must be the seq of the undo step that names this one' },
      { path: 'body.wizards.0.steps.0.undoneBy', message: 'a baseline (wizard_created, wizard_restored) is never undone' },
    ]);
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

  it('an unknown field is named, at the top (by the door) and deep inside (by the format)', async () => {
    const res = await call(t, 'POST', '/api/campaigns/import', mutated((d) => void (d.padding = 'x')));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'body.padding', message: 'unknown field' }]);
    const deep = await call(t, 'POST', '/api/campaigns/import', mutated((d) => void ((d.campaign as unknown as Record<string, unknown>).padding = 'x')));
    expect(deep.status).toBe(400);
    expect(JSON.stringify(deep.body.issues)).toContain('padding');
  });

  it('import refuses an object nested 5000 levels deep with 400, nothing written', async () => {
    const before = dumpDatabase(t.dbPath);
    // Built as text: JSON.stringify itself overflows the stack on such a value.
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const text = JSON.stringify(mutated((d) => void (crew0(d).events[1]!.detail = '<deep>' as never))).replace('"<deep>"', deep);
    const res = await t.app.inject({ method: 'POST', url: '/api/campaigns/import', headers: { ...t.gm.headers, 'content-type': 'application/json' }, payload: text });
    expect(res.statusCode).toBe(400);
    // 32 levels: the document, crews, the crew, events, the step, its detail, then 26 more.
    const where = ['body', 'crews', '0', 'events', '1', 'detail', ...Array.from({ length: 27 }, () => 'a')].join('.');
    expect(res.json()).toEqual({ error: 'validation', issues: [{ path: where, message: 'nested deeper than 32 levels' }] });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('the document is measured before anything walks it (also when it comes from elsewhere than HTTP)', () => {
    const deep = JSON.parse(JSON.stringify(doc).replace('"reasons":[', `"reasons":[${'['.repeat(10_000)}${']'.repeat(10_000)},`)) as unknown;
    let thrown: unknown;
    try {
      parseCampaignExport(deep);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).issues).toEqual([{ path: expect.stringMatching(/^body\.crews\.0\.events\.0\.reasons\.0(\.0)+$/), message: 'nested deeper than 32 levels' }]);
  });

  it('import refuses a 200 000-item reasons array', async () => {
    const before = dumpDatabase(t.dbPath);
    const reasons = Array.from({ length: 200_000 }, () => ({ rule: 'D7', code: 'x', values: {} }));
    const res = await call(t, 'POST', '/api/campaigns/import', mutated((d) => void (crew0(d).events[1]!.reasons = reasons as never)));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'body.crews.0.events.1.reasons', message: expect.stringMatching(/^Too big: expected array to have <=1000 items/) }]);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a body with invalid UTF-8 is refused with 400 and changes nothing', async () => {
    const before = dumpDatabase(t.dbPath);
    const [head, tail] = JSON.stringify(mutated((d) => void (d.campaign.name = '<name>'))).split('<name>') as [string, string];
    // "Caf" then 0xC3 0x28: a two-byte sequence whose second byte is not a continuation.
    const payload = Buffer.concat([Buffer.from(head + 'Caf'), Buffer.from([0xc3, 0x28]), Buffer.from(tail)]);
    const res = await t.app.inject({ method: 'POST', url: '/api/campaigns/import', headers: { ...t.gm.headers, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', issues: [{ path: 'body', message: 'invalid UTF-8' }] });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a crew that would not read back as written is refused with 400 naming it, nothing written', async () => {
    // A lone surrogate (refused by the HTTP parser, so given here directly) is valid JSON, but
    // SQLite keeps U+FFFD in its place in a text column (the GM notes): the crew read back is not
    // the crew of the file. (Inside the crew's JSON document it would be kept, escaped.)
    const odd = mutated((d) => {
      crew0(d).gmNotes = `${crew0(d).gmNotes}\ud800`;
    });
    const before = dumpDatabase(t.dbPath);
    let thrown: unknown;
    try {
      await importCampaign(t.db, parseCampaignExport(odd), { now: new Date(), accountId: t.gm.accountId });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as ValidationError).issues).toEqual([{ path: 'body.crews.0', message: expect.stringMatching(/does not read back as written \(its version or notes differ\)/) }]);
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

describe('422: a history that does not rebuild its complex action is refused (D7), and nothing is written', () => {
  const tracked = (d: Doc) => {
    const found = d.complexActions.find((a) => (a.steps ?? []).some((s) => s.dice.length > 0));
    if (!found) throw new Error('the fixture has a tracker with a roll');
    return found;
  };
  it.each<[string, Mutation, Record<string, unknown>]>([
    ['a die changed', (d) => void ((tracked(d).steps ?? []).find((s) => s.dice.length > 0)!.dice = [101]), { problem: 'dice' }],
    ['the tracker edited without a step', (d) => void (tracked(d).tracker = { ...tracked(d).tracker, remaining: tracked(d).tracker.remaining + 1 }), { problem: 'state' }],
    ['a payload that is no step of a complex action', (d) => void ((tracked(d).steps ?? [])[0]!.payload = { type: 'complex_roll', bogus: 1 }), { problem: 'dice' }],
  ])('%s', async (_name, change, values) => {
    const before = dumpDatabase(t.dbPath);
    const res = await call(t, 'POST', '/api/campaigns/import', mutated(change));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'rule', rule: 'D7', code: 'history_does_not_replay', values });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

describe('422: a history that does not rebuild its wizard is refused (D7), and nothing is written', () => {
  /** A step of the wizard after its creation that consumed dice. */
  const rolled = (d: Doc) => wizard0(d).steps.find((s) => s.dice.length > 0 && s.undoneBy === null)!;
  it.each<[string, Mutation, Record<string, unknown>]>([
    ['a die too many', (d) => void (rolled(d).dice = [...rolled(d).dice, 3]), { problem: 'dice' }],
    ['the vault edited without a step', (d) => void ((wizard0(d).state.wizard as { gold: number }).gold += 7), { problem: 'state' }],
    ['its last step removed (a member hired)', (d) => void wizard0(d).steps.pop(), { problem: 'state' }],
    ['a step that is no event of a wizard', (d) => void (wizardStep(d, 'favour').payload = { type: 'favour', favour: { kind: 'bribe' } }), { problem: 'payload', seq: expect.any(Number) }],
  ])('%s', async (_name, change, values) => {
    expect(rolled(doc as Doc)).toBeDefined();
    const before = dumpDatabase(t.dbPath);
    const res = await call(t, 'POST', '/api/campaigns/import', mutated(change));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ error: 'rule', rule: 'D7', code: 'history_does_not_replay', values: { wizard: 'Maelis', index: 0, ...values } });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

describe('413 and the body limit', () => {
  it('takes documents over 1 MiB (the other routes’ limit)', async () => {
    // Long notes and long step details (an unknown field would be refused; many rows are slow to write).
    const big = mutated((d) => {
      crew0(d).gmNotes = 'x'.repeat(90_000);
      for (const event of crew0(d).events.slice(0, 12)) event.detail = { ...event.detail, note: 'y'.repeat(100_000) };
    });
    expect(JSON.stringify(big).length).toBeGreaterThan(1024 * 1024);
    const res = await call(t, 'POST', '/api/campaigns/import', big);
    expect(res.status).toBe(201);
  });

  it('measures the body first: over 20 MiB is 413 even when it is also too deep', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/import',
      headers: { ...t.gm.headers, 'content-type': 'application/json' },
      payload: '['.repeat(IMPORT_BODY_LIMIT + 1),
    });
    expect(res.statusCode).toBe(413);
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

describe('the crew a roll of the campaign’s dice was asked for', () => {
  it('may be a crew deleted since (an id no longer anywhere): the document imports', async () => {
    const res = await call(t, 'POST', '/api/campaigns/import', mutated((d) => void ((d.diceSteps![0]!.payload as Record<string, unknown>).crewId = 'crew-deleted-long-ago')));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('is never a crew of another campaign on this server: 400 naming it, nothing written', async () => {
    const other = await seedCrew(t);
    const before = dumpDatabase(t.dbPath);
    const res = await call(t, 'POST', '/api/campaigns/import', mutated((d) => void ((d.diceSteps![0]!.payload as Record<string, unknown>).crewId = other.crewId)));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'body.diceSteps.0.payload.crewId', message: 'a crew of another campaign' }]);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});
