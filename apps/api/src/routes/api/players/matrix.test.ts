/**
 * Issue 36's ten routes (players acting from their phones), against the contract's route table:
 * - the permission matrix: every route × the GM of the campaign, another campaign's GM, the link
 *   given to the character, another character's link of the same crew, a link to another crew's
 *   character, the crew's link (no character), a revoked link, nobody → 2xx / 401 / 403 (never a
 *   404 to a link), the GM naming an unknown id → 404, and the database unchanged by every refusal;
 * - the campaign's switches off → 403 for the link, nothing written (withdrawing stays open);
 * - bad input: 400 naming the field, 404, 409 with what is current, 422 in the rule's words —
 *   nothing written;
 * - GM-only data (a hidden roll, the GM's notes, a held entanglement, a GM-only clock) in no answer
 *   nor stream event a link gets, while the GM's stream shows the same play.
 */
import type { AddressInfo } from 'node:net';
import { endpoints, routeTable, type RouteName, type RouteShapes } from '@temps-mort/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leakIn } from '../../../fuzz/oracle';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';
import { connectSse, type SseClient } from '../../../test/sse';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

let t: TestApp;
let base: string;
let otherGm: Headers;
/** A link given to a character of another crew of the campaign. */
let foreignLink: TestPlayer;

beforeAll(async () => {
  t = await buildTestApp({ seed: 36 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  otherGm = { cookie: (await t.otherGm('Autre table')).cookie };
  const elsewhere = await seedCrew(t);
  foreignLink = await t.player(elsewhere.crewId, 'ailleurs', { characterId: elsewhere.id('pc-1') });
});
afterAll(() => t.close());

/** The names of the players' routes: those the table tags `players`. */
const PLAYER_ROUTES = (Object.keys(endpoints) as RouteName[]).filter((name) => (routeTable[name].tags as readonly string[]).includes('players'));

async function send(method: string, url: string, headers: Headers, payload?: unknown) {
  return t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });
}

async function gm(method: string, url: string, payload?: unknown): Promise<Json> {
  const res = await send(method, url, t.gm.headers, payload);
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? {} : res.json<Json>();
}

async function as(link: TestPlayer, method: string, url: string, payload?: unknown): Promise<Json> {
  const res = await send(method, url, link.headers, payload);
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url} (link): ${res.statusCode} ${res.body}`);
  return res.json<Json>();
}

/** The route's path with its parameters. */
function url(name: RouteName, params: Record<string, string>): string {
  return endpoints[name].path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? `missing-${key}`));
}

// ─── a table: a crew in its activities step, and its links ──────────────────────────────────────

interface Table {
  readonly crew: SeededCrew;
  readonly pc1: string;
  readonly pc2: string;
  /** The link given to pc-1 (the one acting in every case). */
  readonly own: TestPlayer;
  /** The link given to pc-2. */
  readonly other: TestPlayer;
  /** The crew's link, given to no character. */
  readonly crewLink: TestPlayer;
  /** A link given to pc-1, revoked. */
  readonly revoked: TestPlayer;
  version(): Promise<number>;
}

async function crewVersion(crewId: string): Promise<number> {
  return (await gm('GET', `/api/crews/${crewId}`)).version as number;
}

/** start, payoff (nothing taken), heat (quiet), the entanglement roll (wanted 0), advance: the activities. */
async function toActivities(crewId: string): Promise<void> {
  const steps: [string, Json][] = [
    ['start', {}],
    ['payoff', { targetTier: 1, take: 0 }],
    ['heat', { exposure: 'quiet' }],
    ['entanglement-roll', {}],
    ['advance', {}],
  ];
  for (const [path, body] of steps) await gm('POST', `/api/crews/${crewId}/downtime/${path}`, { ...body, version: await crewVersion(crewId) });
  const sheet = await gm('GET', `/api/crews/${crewId}`);
  expect((sheet.downtime as { phase: string }).phase, 'the fixture reaches the activities step').toBe('activities');
}

async function table(crew: SeededCrew | Promise<SeededCrew> = seedCrew(t, crewOfTwo({ wanted: 0, heat: 3 }))): Promise<Table> {
  const seeded = await crew;
  // Seeded dice again (a case before may have left scripted ones).
  t.useSeed(36);
  await toActivities(seeded.crewId);
  const pc1 = seeded.id('pc-1');
  const pc2 = seeded.id('pc-2');
  const own = await t.player(seeded.crewId, 'Arlette', { characterId: pc1 });
  const other = await t.player(seeded.crewId, 'Basile', { characterId: pc2 });
  const crewLink = await t.player(seeded.crewId, 'la table');
  const revoked = await t.player(seeded.crewId, 'ancien téléphone', { characterId: pc1 });
  await gm('DELETE', `/api/share-links/${revoked.shareLinkId}`);
  return { crew: seeded, pc1, pc2, own, other, crewLink, revoked, version: () => crewVersion(seeded.crewId) };
}

const TRAIN = { type: 'activity', activity: { kind: 'train', skill: 'hunt' } } as const;
const D6 = { kind: 'd6', purpose: 'action', pool: 2 } as const;

async function proposal(c: Table, intent: Json = TRAIN): Promise<string> {
  return (await as(c.own, 'POST', url('proposal.create', { crewId: c.crew.crewId, characterId: c.pc1 }), { intent })).id as string;
}

async function rollRequest(c: Table, roll: Json = D6): Promise<string> {
  return (await gm('POST', url('rollRequest.create', { crewId: c.crew.crewId }), { characterId: c.pc1, roll })).id as string;
}

// ─── the matrix ─────────────────────────────────────────────────────────────────────────────────

type Caller = 'gm' | 'otherGm' | 'own' | 'other' | 'foreign' | 'crewLink' | 'revoked' | 'none';
const CALLERS: readonly Caller[] = ['gm', 'otherGm', 'own', 'other', 'foreign', 'crewLink', 'revoked', 'none'];

function headersOf(c: Table, caller: Caller): Headers {
  switch (caller) {
    case 'gm':
      return t.gm.headers;
    case 'otherGm':
      return otherGm;
    case 'own':
      return c.own.headers;
    case 'other':
      return c.other.headers;
    case 'foreign':
      return foreignLink.headers;
    case 'crewLink':
      return c.crewLink.headers;
    case 'revoked':
      return c.revoked.headers;
    case 'none':
      return {};
  }
}

/** What a refused caller gets: nobody and a revoked link 401, anyone else 403. */
const refusal = (caller: Caller): number => (caller === 'none' || caller === 'revoked' ? 401 : 403);

interface Case {
  readonly url: string;
  readonly body?: Json;
  /** The same call on an unknown id: the GM gets a 404 naming it. */
  readonly unknown?: { readonly url: string; readonly resource: string };
  /** Dice for the allowed call. */
  readonly dice?: readonly number[];
}

interface MatrixRow {
  readonly name: RouteName;
  /** Who gets the 2xx (the first one writes, when the route writes). */
  readonly allowed: readonly Caller[];
  readonly setup: (c: Table) => Promise<Case>;
}

const MATRIX: readonly MatrixRow[] = [
  {
    name: 'crew.proposals',
    allowed: ['gm', 'own', 'other', 'crewLink'],
    setup: async (c) => {
      await proposal(c);
      return { url: url('crew.proposals', { crewId: c.crew.crewId }), unknown: { url: url('crew.proposals', { crewId: 'no-such-crew' }), resource: 'crew' } };
    },
  },
  {
    name: 'proposal.create',
    allowed: ['own'],
    setup: async (c) => ({ url: url('proposal.create', { crewId: c.crew.crewId, characterId: c.pc1 }), body: { intent: TRAIN } }),
  },
  {
    name: 'proposal.withdraw',
    allowed: ['own'],
    setup: async (c) => ({ url: url('proposal.withdraw', { id: await proposal(c) }), body: {} }),
  },
  {
    name: 'proposal.approve',
    allowed: ['gm'],
    setup: async (c) => ({
      url: url('proposal.approve', { id: await proposal(c) }),
      body: { version: await c.version() },
      unknown: { url: url('proposal.approve', { id: 'no-such-proposal' }), resource: 'proposal' },
      dice: [4, 2],
    }),
  },
  {
    name: 'proposal.decline',
    allowed: ['gm'],
    setup: async (c) => ({
      url: url('proposal.decline', { id: await proposal(c) }),
      body: { reason: 'Pas cette semaine' },
      unknown: { url: url('proposal.decline', { id: 'no-such-proposal' }), resource: 'proposal' },
    }),
  },
  {
    name: 'crew.rollRequests',
    allowed: ['gm', 'own', 'other', 'crewLink'],
    setup: async (c) => {
      await rollRequest(c);
      return { url: url('crew.rollRequests', { crewId: c.crew.crewId }), unknown: { url: url('crew.rollRequests', { crewId: 'no-such-crew' }), resource: 'crew' } };
    },
  },
  {
    name: 'rollRequest.create',
    allowed: ['gm'],
    setup: async (c) => ({
      url: url('rollRequest.create', { crewId: c.crew.crewId }),
      body: { characterId: c.pc1, roll: D6, note: 'Tu crochètes la serrure' },
      unknown: { url: url('rollRequest.create', { crewId: 'no-such-crew' }), resource: 'crew' },
    }),
  },
  {
    name: 'rollRequest.cancel',
    allowed: ['gm'],
    setup: async (c) => ({
      url: url('rollRequest.cancel', { id: await rollRequest(c) }),
      body: {},
      unknown: { url: url('rollRequest.cancel', { id: 'no-such-request' }), resource: 'roll_request' },
    }),
  },
  {
    name: 'rollRequest.roll',
    allowed: ['own'],
    setup: async (c) => ({ url: url('rollRequest.roll', { id: await rollRequest(c) }), body: {}, dice: [5, 3] }),
  },
  {
    name: 'character.texts',
    allowed: ['own'],
    setup: async (c) => ({
      url: url('character.texts', { crewId: c.crew.crewId, characterId: c.pc1 }),
      body: { version: await c.version(), texts: { look: 'Un long manteau gris', notes: 'Doit 2 pièces à Basile' } },
    }),
  },
];

describe('permission matrix: every players route × GM / another GM / own link / another character’s / another crew’s / crew link / revoked / nobody', () => {
  it('covers every route the table tags "players"', () => {
    expect(MATRIX.map((r) => r.name).sort()).toEqual([...PLAYER_ROUTES].sort());
    expect(PLAYER_ROUTES).toHaveLength(10);
  });

  it.each(MATRIX.map((row) => [row.name, row] as const))('%s', async (name, row) => {
    const c = await table();
    const k = await row.setup(c);
    const { method } = endpoints[name];
    const before = dumpDatabase(t.dbPath);
    const reads = method === 'GET';
    for (const caller of CALLERS.filter((who) => !row.allowed.includes(who))) {
      const res = await send(method, k.url, headersOf(c, caller), k.body);
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(refusal(caller));
      expect(res.json()).toEqual({ error: refusal(caller) === 401 ? 'unauthorized' : 'forbidden' });
    }
    if (k.unknown) {
      const res = await send(method, k.unknown.url, t.gm.headers, k.body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', resource: k.unknown.resource });
      // A link naming an unknown id learns nothing of it: 403, as for any id not its own.
      const asLink = await send(method, k.unknown.url, c.own.headers, k.body);
      expect(asLink.statusCode, asLink.body).toBe(403);
    }
    expect(dumpDatabase(t.dbPath), 'every refusal leaves the database as it was').toEqual(before);

    const shapes: RouteShapes = routeTable[name];
    const ok = shapes.status ?? 200;
    for (const caller of reads ? row.allowed : row.allowed.slice(0, 1)) {
      t.useDice(k.dice ?? []);
      const res = await send(method, k.url, headersOf(c, caller), k.body);
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(ok);
    }
    if (reads) expect(dumpDatabase(t.dbPath), 'a read writes nothing').toEqual(before);
  });
});

// ─── the campaign's switches ────────────────────────────────────────────────────────────────────

async function setPlayers(players: Json): Promise<void> {
  const campaign = await gm('GET', '/api/campaigns/current');
  await gm('PATCH', `/api/campaigns/${t.campaignId}`, { version: campaign.version, players });
}

describe('the campaign’s switches off: 403 for the link, nothing written', () => {
  let c: Table;
  let pending: string;
  let asked: string;
  beforeAll(async () => {
    c = await table();
    pending = await proposal(c);
    asked = await rollRequest(c);
    await setPlayers({ propose: false, roll: false, editTexts: false });
  });
  afterAll(() => setPlayers({ propose: true, roll: true, editTexts: true }));

  it.each([
    ['proposal.create', 'propose'],
    ['rollRequest.roll', 'roll'],
    ['character.texts', 'editTexts'],
  ] as const)('%s (%s off) → 403', async (name, _switch) => {
    const bodies: Record<typeof name, () => Promise<{ url: string; body: Json }>> = {
      'proposal.create': async () => ({ url: url(name, { crewId: c.crew.crewId, characterId: c.pc1 }), body: { intent: TRAIN } }),
      'rollRequest.roll': async () => ({ url: url(name, { id: asked }), body: {} }),
      'character.texts': async () => ({ url: url(name, { crewId: c.crew.crewId, characterId: c.pc1 }), body: { version: await c.version(), texts: { look: 'Masqué' } } }),
    };
    const k = await bodies[name]();
    const before = dumpDatabase(t.dbPath);
    const res = await send(endpoints[name].method, k.url, c.own.headers, k.body);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden' });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('the link’s me says it may do nothing; the GM still decides, the player may still withdraw', async () => {
    const me = await as(c.own, 'GET', '/api/auth/me');
    expect(me.may).toEqual({ propose: false, roll: false, editTexts: false });
    const withdrawn = await send('POST', url('proposal.withdraw', { id: pending }), c.own.headers, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const cancelled = await send('POST', url('rollRequest.cancel', { id: asked }), t.gm.headers, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});

// ─── bad input ──────────────────────────────────────────────────────────────────────────────────

interface BadRow {
  readonly label: string;
  readonly name: RouteName;
  readonly caller: 'gm' | 'own';
  /** The request: the body may be raw text. */
  readonly request: (c: Table) => Promise<{ url: string; body: Json | string }>;
  readonly status: 400 | 404 | 409 | 413 | 422;
  /** 400: the field paths named; 404: the resource; 409: what `current` holds; 422: the rule. */
  readonly expect?: readonly string[] | { readonly resource: string } | { readonly current: Json } | { readonly rule: string; readonly code?: string };
}

const createUrl = (c: Table) => url('proposal.create', { crewId: c.crew.crewId, characterId: c.pc1 });
const textsUrl = (c: Table) => url('character.texts', { crewId: c.crew.crewId, characterId: c.pc1 });
const askUrl = (c: Table) => url('rollRequest.create', { crewId: c.crew.crewId });

const BAD: readonly BadRow[] = [
  // proposal.create
  { label: 'an intent of another kind', name: 'proposal.create', caller: 'own', request: async (c) => ({ url: createUrl(c), body: { intent: { type: 'payoff', take: 2 } } }), status: 400, expect: ['body.intent.type'] },
  {
    label: 'an unknown activity',
    name: 'proposal.create',
    caller: 'own',
    request: async (c) => ({ url: createUrl(c), body: { intent: { type: 'activity', activity: { kind: 'nap' } } } }),
    status: 400,
    expect: ['body.intent.activity.kind'],
  },
  {
    label: 'the character named in the intent (the path names it)',
    name: 'proposal.create',
    caller: 'own',
    request: async (c) => ({ url: createUrl(c), body: { intent: { ...TRAIN, characterId: c.pc2 } } }),
    status: 400,
    expect: ['body.intent.characterId'],
  },
  { label: 'an unknown field', name: 'proposal.create', caller: 'own', request: async (c) => ({ url: createUrl(c), body: { intent: TRAIN, approved: true } }), status: 400, expect: ['body.approved'] },
  { label: 'a skill named "constructor"', name: 'proposal.create', caller: 'own', request: async (c) => ({ url: createUrl(c), body: { intent: { type: 'activity', activity: { kind: 'train', skill: 'constructor' } } } }), status: 400, expect: ['body.intent.activity.skill'] },
  { label: 'malformed JSON', name: 'proposal.create', caller: 'own', request: async (c) => ({ url: createUrl(c), body: '{"intent":' }), status: 400, expect: ['body'] },
  { label: 'a body over 1 MiB', name: 'proposal.create', caller: 'own', request: async (c) => ({ url: createUrl(c), body: { intent: TRAIN, padding: 'x'.repeat(1024 * 1024 + 10) } }), status: 413 },
  {
    label: 'an asset’s coin with no asset to settle',
    name: 'proposal.create',
    caller: 'own',
    request: async (c) => ({ url: createUrl(c), body: { intent: { type: 'asset_settle', coin: 1 } } }),
    status: 422,
    expect: { rule: expect.stringMatching(/^[A-Z]\d+$/) as unknown as string },
  },
  // proposal.approve / decline / withdraw
  {
    label: 'no version',
    name: 'proposal.approve',
    caller: 'gm',
    request: async (c) => ({ url: url('proposal.approve', { id: await proposal(c) }), body: {} }),
    status: 400,
    expect: ['body.version'],
  },
  {
    label: 'an edited intent that is no intent',
    name: 'proposal.approve',
    caller: 'gm',
    request: async (c) => ({ url: url('proposal.approve', { id: await proposal(c) }), body: { version: await c.version(), intent: { type: 'activity', activity: { kind: 'train', skill: 7 } } } }),
    status: 400,
    expect: ['body.intent.activity.skill'],
  },
  {
    label: 'a stale version',
    name: 'proposal.approve',
    caller: 'gm',
    request: async (c) => ({ url: url('proposal.approve', { id: await proposal(c) }), body: { version: (await c.version()) + 3 } }),
    status: 409,
    expect: { current: { version: expect.any(Number) as unknown as number } },
  },
  {
    label: 'one declined already',
    name: 'proposal.approve',
    caller: 'gm',
    request: async (c) => {
      const id = await proposal(c);
      await gm('POST', url('proposal.decline', { id }), {});
      return { url: url('proposal.approve', { id }), body: { version: await c.version() } };
    },
    status: 409,
    expect: { current: { status: 'declined' } },
  },
  {
    label: 'a reason over 200 characters',
    name: 'proposal.decline',
    caller: 'gm',
    request: async (c) => ({ url: url('proposal.decline', { id: await proposal(c) }), body: { reason: 'x'.repeat(201) } }),
    status: 400,
    expect: ['body.reason'],
  },
  {
    label: 'one withdrawn already',
    name: 'proposal.decline',
    caller: 'gm',
    request: async (c) => {
      const id = await proposal(c);
      await as(c.own, 'POST', url('proposal.withdraw', { id }), {});
      return { url: url('proposal.decline', { id }), body: {} };
    },
    status: 409,
    expect: { current: { status: 'withdrawn' } },
  },
  {
    label: 'one approved already',
    name: 'proposal.withdraw',
    caller: 'own',
    request: async (c) => {
      const id = await proposal(c);
      t.useDice([4, 2]);
      await gm('POST', url('proposal.approve', { id }), { version: await c.version() });
      return { url: url('proposal.withdraw', { id }), body: {} };
    },
    status: 409,
    expect: { current: { status: 'approved' } },
  },
  { label: 'a body that is not empty', name: 'proposal.withdraw', caller: 'own', request: async (c) => ({ url: url('proposal.withdraw', { id: await proposal(c) }), body: { reason: 'non' } }), status: 400, expect: ['body.reason'] },
  // rollRequest.create / cancel / roll
  { label: 'a roll kind "d20"', name: 'rollRequest.create', caller: 'gm', request: async (c) => ({ url: askUrl(c), body: { characterId: c.pc1, roll: { kind: 'd20' } } }), status: 400, expect: ['body.roll.kind'] },
  { label: 'a pool of 13', name: 'rollRequest.create', caller: 'gm', request: async (c) => ({ url: askUrl(c), body: { characterId: c.pc1, roll: { ...D6, pool: 13 } } }), status: 400, expect: ['body.roll.pool'] },
  { label: 'an empty note', name: 'rollRequest.create', caller: 'gm', request: async (c) => ({ url: askUrl(c), body: { characterId: c.pc1, roll: D6, note: '  ' } }), status: 400, expect: ['body.note'] },
  { label: 'no character', name: 'rollRequest.create', caller: 'gm', request: async (c) => ({ url: askUrl(c), body: { roll: D6 } }), status: 400, expect: ['body.characterId'] },
  { label: 'a character not of the crew', name: 'rollRequest.create', caller: 'gm', request: async (c) => ({ url: askUrl(c), body: { characterId: 'nobody', roll: D6 } }), status: 404, expect: { resource: 'character' } },
  {
    label: 'an unknown complex action',
    name: 'rollRequest.create',
    caller: 'gm',
    request: async (c) => ({ url: askUrl(c), body: { characterId: c.pc1, roll: { kind: 'complex_action', complexActionId: 'nope', threshold: 50 } } }),
    status: 404,
    expect: { resource: 'complex_action' },
  },
  {
    label: 'a d12 trait the character does not have',
    name: 'rollRequest.create',
    caller: 'gm',
    request: async (c) => ({ url: askUrl(c), body: { characterId: c.pc1, roll: { kind: 'd12', attribute: 'body', trait: 'Volant', threshold: 8 } } }),
    status: 422,
    expect: { rule: expect.stringMatching(/^[A-Z]\d+$/) as unknown as string },
  },
  {
    label: 'one rolled already',
    name: 'rollRequest.cancel',
    caller: 'gm',
    request: async (c) => {
      const id = await rollRequest(c);
      t.useDice([5, 3]);
      await as(c.own, 'POST', url('rollRequest.roll', { id }), {});
      return { url: url('rollRequest.cancel', { id }), body: {} };
    },
    status: 409,
    expect: { current: { status: 'rolled' } },
  },
  {
    label: 'one cancelled already',
    name: 'rollRequest.roll',
    caller: 'own',
    request: async (c) => {
      const id = await rollRequest(c);
      await gm('POST', url('rollRequest.cancel', { id }), {});
      return { url: url('rollRequest.roll', { id }), body: {} };
    },
    status: 409,
    expect: { current: { status: 'cancelled' } },
  },
  { label: 'a body that is not empty', name: 'rollRequest.roll', caller: 'own', request: async (c) => ({ url: url('rollRequest.roll', { id: await rollRequest(c) }), body: { dice: [6, 6] } }), status: 400, expect: ['body.dice'] },
  // character.texts
  { label: 'no text at all', name: 'character.texts', caller: 'own', request: async (c) => ({ url: textsUrl(c), body: { version: await c.version(), texts: {} } }), status: 400, expect: ['body.texts'] },
  { label: 'a number the rules own', name: 'character.texts', caller: 'own', request: async (c) => ({ url: textsUrl(c), body: { version: await c.version(), texts: { coin: 9 } } }), status: 400, expect: ['body.texts.coin'] },
  { label: 'a look too long', name: 'character.texts', caller: 'own', request: async (c) => ({ url: textsUrl(c), body: { version: await c.version(), texts: { look: 'x'.repeat(100_000) } } }), status: 400, expect: ['body.texts.look'] },
  { label: 'no version', name: 'character.texts', caller: 'own', request: async (c) => ({ url: textsUrl(c), body: { texts: { look: 'Gris' } } }), status: 400, expect: ['body.version'] },
  {
    label: 'a stale version (the sheet as players read it)',
    name: 'character.texts',
    caller: 'own',
    request: async (c) => ({ url: textsUrl(c), body: { version: (await c.version()) + 2, texts: { look: 'Gris' } } }),
    status: 409,
    expect: { current: { version: expect.any(Number) as unknown as number } },
  },
];

describe('bad input on the players routes: a clear 4xx, and the database unchanged', () => {
  it.each(BAD.map((row) => [`${row.name}: ${row.label} → ${row.status}`, row] as const))('%s', async (_label, row) => {
    const c = await table();
    const { url: target, body } = await row.request(c);
    const before = dumpDatabase(t.dbPath);
    const res = await t.app.inject({
      method: endpoints[row.name].method,
      url: target,
      headers: { ...(row.caller === 'gm' ? t.gm.headers : c.own.headers), 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(res.statusCode, res.body).toBe(row.status);
    const answer = res.json<Json>();
    if (row.status === 400) {
      expect(answer.error).toBe('validation');
      const paths = (answer.issues as { path: string }[]).map((i) => i.path);
      for (const path of (row.expect as string[] | undefined) ?? []) expect(paths).toContain(path);
    } else if (row.status === 404) {
      expect(answer).toEqual({ error: 'not_found', ...(row.expect as object) });
    } else if (row.status === 409) {
      expect(answer).toMatchObject({ error: 'conflict', ...(row.expect as object) });
    } else if (row.status === 413) {
      expect(answer).toEqual({ error: 'too_large' });
    } else {
      expect(answer).toMatchObject({ error: 'rule', code: expect.any(String), ...(row.expect as object) });
    }
    expect(JSON.stringify(answer)).not.toMatch(/stack|at .*\.ts/);
    if (row.caller === 'own') expect(leakIn(res.body, { hiddenRollIds: new Set() }), 'a refusal to a link holds nothing GM-only').toBeNull();
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

// ─── GM-only data never reaches a link ──────────────────────────────────────────────────────────

const SECRET = 'Zq9SECRET';

describe('GM-only data in no answer nor stream event a link gets', () => {
  let c: Table;
  let hiddenRollId: string;
  const streams: { own?: SseClient; crewLink?: SseClient; gm?: SseClient } = {};
  /** Every answer a link got. */
  const answers: string[] = [];

  beforeAll(async () => {
    c = await table(
      seedCrew(
        t,
        crewOfTwo({
          wanted: 0,
          heat: 3,
          pendingEntanglements: [{ id: 'held-1', kind: 'rivals', revealed: false, hidden: true }],
          clocks: [{ id: 'k-gm', name: `${SECRET} le traître`, owner: { kind: 'crew', id: 'crew-1' }, segments: 4, filled: 1, visibility: 'gm_only', onFill: `${SECRET} il frappe` }],
        }),
      ),
    );
    const crewId = c.crew.crewId;
    await gm('PATCH', `/api/crews/${crewId}`, { version: await c.version(), gmNotes: `${SECRET} la bande` });
    await gm('PUT', `/api/crews/${crewId}/characters/${c.pc1}`, { version: await c.version(), gmNotes: `${SECRET} Arlette ment` });
    t.useDice([6, 6]);
    hiddenRollId = (await gm('POST', `/api/campaigns/${t.campaignId}/rolls/d6`, { pool: 2, crewId, purpose: `${SECRET} le piège`, hidden: true })).id as string;
    const stream = `/api/crews/${crewId}/stream`;
    streams.own = await connectSse(base, `${stream}?token=${c.own.token}`);
    streams.crewLink = await connectSse(base, stream, c.crewLink.headers);
    streams.gm = await connectSse(base, stream, t.gm.headers);
    for (const s of Object.values(streams)) await s.waitFor(1);
  });
  afterAll(() => {
    for (const s of Object.values(streams)) s.close();
  });

  const link = async (who: TestPlayer, method: string, target: string, body?: Json): Promise<Json> => {
    const res = await send(method, target, who.headers, body);
    answers.push(res.body);
    expect(res.statusCode, `${method} ${target}: ${res.body}`).toBeLessThan(300);
    return res.json<Json>();
  };

  it('a downtime played from the phones: proposals made, approved, declined, withdrawn; a roll asked, rolled, another cancelled; texts kept', async () => {
    const crewId = c.crew.crewId;
    const made = await link(c.own, 'POST', createUrl(c), { intent: TRAIN });
    t.useDice([4, 2]);
    await gm('POST', url('proposal.approve', { id: made.id as string }), { version: await c.version() });
    const second = await link(c.own, 'POST', createUrl(c), { intent: { type: 'activity', activity: { kind: 'reduce_heat', action: 'hunt' } } });
    await gm('POST', url('proposal.decline', { id: second.id as string }), { reason: 'Pas ce soir' });
    const third = await link(c.own, 'POST', createUrl(c), { intent: { type: 'activity', activity: { kind: 'indulge_vice', attribute: 'insight' } } });
    await link(c.own, 'POST', url('proposal.withdraw', { id: third.id as string }), {});
    const asked = await rollRequest(c);
    t.useDice([5, 3]);
    await link(c.own, 'POST', url('rollRequest.roll', { id: asked }), {});
    await gm('POST', url('rollRequest.cancel', { id: await rollRequest(c, { kind: 'fortune', pool: 1 }) }), {});
    await link(c.own, 'PUT', textsUrl(c), { version: await c.version(), texts: { look: 'Un long manteau gris', fear: 'Les noyés' } });
    for (const who of [c.own, c.other, c.crewLink]) {
      await link(who, 'GET', url('crew.proposals', { crewId }));
      await link(who, 'GET', url('crew.rollRequests', { crewId }));
    }

    // What the streams carried: the GM's shows all the play (so the links' are no empty check).
    // proposals: 3 made + approved + declined + withdrawn; roll requests: 2 asked + rolled + cancelled;
    // steps: the approval and the texts; the roll.
    const expected = { proposal: 6, roll_request: 4, crew: 2, roll: 1 };
    const count = (s: SseClient) => Object.fromEntries(Object.keys(expected).map((event) => [event, s.frames.filter((f) => f.event === event).length]));
    const total = 1 + Object.values(expected).reduce((a, b) => a + b, 0);
    for (const s of [streams.gm, streams.own, streams.crewLink] as SseClient[]) {
      await s.waitFor(total);
      expect(count(s)).toEqual(expected);
    }
    // The GM's stream does hold the GM's things (the check below would see them).
    expect(leakIn(streams.gm?.raw() ?? '', { hiddenRollIds: new Set([hiddenRollId]) })).not.toBeNull();

    const world = { hiddenRollIds: new Set([hiddenRollId]) };
    for (const body of answers) expect(leakIn(body, world), body.slice(0, 400)).toBeNull();
    for (const s of [streams.own, streams.crewLink] as SseClient[]) {
      expect(leakIn(s.raw(), world), s.raw().slice(0, 400)).toBeNull();
      expect(s.raw()).not.toContain(c.crew.id('held-1'));
      expect(s.raw()).not.toContain(c.crew.id('k-gm'));
    }
    for (const body of answers) {
      expect(body).not.toContain(c.crew.id('held-1'));
      expect(body).not.toContain(c.crew.id('k-gm'));
    }
  });
});
