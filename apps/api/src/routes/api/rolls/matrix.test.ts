/**
 * Every write route of the wizards, rolls, d12 effects and complex actions, over:
 * - the permission matrix: GM of the campaign → 2xx; a player link → 403 (a link following the
 *   wizard too: it reads the ledger, never writes it); no credentials → 401; the GM of another
 *   campaign → 403;
 * - bad input: a wrong type or an out-of-range number → 400 naming the field, an unknown id → 404,
 *   a stale version → 409 — and the database unchanged after each refusal.
 */
import { SAMPLE_MEMBERS, sampleWizard } from '@temps-mort/contract/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
let crew: SeededCrew;
let player: TestPlayer;
let otherGm: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  crew = await seedCrew(t);
  player = await t.player(crew.crewId);
  otherGm = { cookie: (await t.otherGm('Autre table')).cookie };
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;
type Method = 'POST' | 'PATCH' | 'DELETE';

async function gm(method: 'GET' | Method, url: string, payload?: unknown): Promise<Json> {
  const res = await t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Json;
}

// ─── fixtures (fresh for every case, so each GM call can succeed) ───────────────────────────────

/** A player link following the case's wizard (its ledger is theirs to read, never to write). */
let follower: TestPlayer | null = null;

async function wizard(overrides: Json = {}): Promise<{ id: string; version: number; memberId: string; hiredId: string | null }> {
  const w = await gm('POST', `/api/campaigns/${t.campaignId}/wizards`, {
    ...sampleWizard({ level: 6, gold: 600, warband: [SAMPLE_MEMBERS.wizard, SAMPLE_MEMBERS.soldier] }),
    ...overrides,
  });
  const warband = w.warband as { id: string; role: string }[];
  follower = await t.player(crew.crewId, 'Maelis', { wizardId: w.id as string });
  return { id: w.id as string, version: w.version as number, memberId: warband.find((m) => m.role === 'soldier')?.id as string, hiredId: null };
}

async function wizardWithMuscle() {
  const w = await wizard();
  const out = await gm('POST', `/api/wizards/${w.id}/favours`, { version: w.version, kind: 'hired_muscle', muscle: 'bandit' });
  const next = out.wizard as { version: number; hiredMuscle: { id: string }[] };
  return { ...w, version: next.version, hiredId: next.hiredMuscle[0]?.id ?? null };
}

/** A wizard whose game ended (F4, nobody hired): its debt check comes next. */
async function gameOver(overrides: Json = {}) {
  const w = await wizard(overrides);
  const out = await gm('POST', `/api/wizards/${w.id}/hired-muscle/settle`, { version: w.version, diedIds: [] });
  return { ...w, version: (out.wizard as Json).version as number };
}

/** A collection waiting for a sale (check 1, table 8). */
async function pendingSale() {
  const w = await gameOver({ markers: 2, gold: 0 });
  t.useDice([1, 8]);
  const out = await gm('POST', `/api/wizards/${w.id}/collections`, { version: w.version });
  return { ...w, version: (out.wizard as Json).version as number, collectionId: (out.entry as Json).id as string };
}

/** A collection waiting for members (check 1, table 14). */
async function pendingHelp() {
  const w = await gameOver({ markers: 2 });
  t.useDice([1, 14]);
  const out = await gm('POST', `/api/wizards/${w.id}/collections`, { version: w.version });
  return { ...w, version: (out.wizard as Json).version as number, collectionId: (out.entry as Json).id as string };
}

/** A free d12 roll with the given die (pool 4, threshold 10). */
async function freeD12(die: number): Promise<string> {
  t.useDice([die]);
  return (await gm('POST', `/api/campaigns/${t.campaignId}/rolls/d12`, { attribute: 'body', pool: 4, threshold: 10 })).id as string;
}

async function crewVersion(): Promise<number> {
  return (await t.db.crew.findUniqueOrThrow({ where: { id: crew.crewId } })).version;
}

async function fearTest(): Promise<string> {
  t.useDice([3]);
  return (await gm('POST', `/api/campaigns/${t.campaignId}/rolls/fear-test`, { characterId: crew.id('pc-2') })).id as string;
}

async function complexAction(): Promise<string> {
  const out = await gm('POST', `/api/campaigns/${t.campaignId}/complex-actions`, { name: 'Tracker', start: 10 });
  return (out.complexAction as Json).id as string;
}

// ─── the routes ─────────────────────────────────────────────────────────────────────────────────

interface Case {
  readonly method: Method;
  readonly url: string;
  readonly body?: Json;
  /** Dice for the GM's call. */
  readonly dice?: number[];
  /** The same route on an unknown id. */
  readonly unknownUrl?: string;
  /** A stale version: the same call answers 409. */
  readonly stale?: { url?: string; body?: Json };
}

interface WriteRoute {
  readonly name: string;
  readonly setup: () => Promise<Case>;
  readonly ok: number;
  /** Bad bodies (merged over the valid one; `undefined` removes a key) and the field the 400 names. */
  readonly bad: readonly [Json, string][];
}

const cid = () => t.campaignId;
const charUrl = (path: string, id = crew.id('pc-1')) => `/api/crews/${crew.crewId}/characters/${id}/d12/${path}`;

const routes: WriteRoute[] = [
  {
    name: 'POST /campaigns/:cid/wizards',
    ok: 201,
    setup: async () => ({
      method: 'POST',
      url: `/api/campaigns/${cid()}/wizards`,
      body: { name: 'Nouvelle', level: 3 },
      unknownUrl: '/api/campaigns/nope/wizards',
    }),
    bad: [
      [{ level: 'x' }, 'body.level'],
      [{ level: 41 }, 'body.level'],
      [{ gold: -1 }, 'body.gold'],
      [{ name: undefined }, 'body.name'],
    ],
  },
  {
    name: 'PATCH /wizards/:id',
    ok: 200,
    setup: async () => {
      const w = await wizard();
      return { method: 'PATCH', url: `/api/wizards/${w.id}`, body: { version: w.version, gold: 10 }, unknownUrl: '/api/wizards/nope', stale: { body: { version: w.version + 1, gold: 10 } } };
    },
    bad: [
      [{ gold: -1 }, 'body.gold'],
      [{ markers: 61 }, 'body.markers'],
      [{ version: undefined }, 'body.version'],
    ],
  },
  {
    name: 'DELETE /wizards/:id',
    ok: 204,
    setup: async () => {
      const w = await wizard();
      return { method: 'DELETE', url: `/api/wizards/${w.id}?version=${w.version}`, unknownUrl: `/api/wizards/nope?version=1`, stale: { url: `/api/wizards/${w.id}?version=${w.version + 1}` } };
    },
    bad: [],
  },
  {
    name: 'POST /wizards/:id/warband',
    ok: 201,
    setup: async () => {
      const w = await wizard();
      const body = { version: w.version, name: 'Archer', role: 'soldier', baseCost: 50, will: 0 };
      return { method: 'POST', url: `/api/wizards/${w.id}/warband`, body, unknownUrl: '/api/wizards/nope/warband', stale: { body: { ...body, version: w.version + 1 } } };
    },
    bad: [
      [{ role: 'king' }, 'body.role'],
      [{ baseCost: -5 }, 'body.baseCost'],
    ],
  },
  {
    name: 'PATCH /wizards/:id/warband/:memberId',
    ok: 200,
    setup: async () => {
      const w = await wizard();
      return {
        method: 'PATCH',
        url: `/api/wizards/${w.id}/warband/${w.memberId}`,
        body: { version: w.version, will: 3 },
        unknownUrl: `/api/wizards/${w.id}/warband/nope`,
        stale: { body: { version: w.version + 1, will: 3 } },
      };
    },
    bad: [[{ will: 'x' }, 'body.will']],
  },
  {
    name: 'DELETE /wizards/:id/warband/:memberId',
    ok: 200,
    setup: async () => {
      const w = await wizard();
      return {
        method: 'DELETE',
        url: `/api/wizards/${w.id}/warband/${w.memberId}?version=${w.version}`,
        unknownUrl: `/api/wizards/${w.id}/warband/nope?version=${w.version}`,
        stale: { url: `/api/wizards/${w.id}/warband/${w.memberId}?version=${w.version + 1}` },
      };
    },
    bad: [],
  },
  {
    name: 'POST /wizards/:id/favours',
    ok: 200,
    setup: async () => {
      const w = await wizard();
      const body = { version: w.version, kind: 'loan', amount: 200 };
      return { method: 'POST', url: `/api/wizards/${w.id}/favours`, body, unknownUrl: '/api/wizards/nope/favours', stale: { body: { ...body, version: w.version + 1 } } };
    },
    bad: [
      [{ kind: 'bribe' }, 'body.kind'],
      [{ amount: 'x' }, 'body.amount'],
      [{ amount: 150.5 }, 'body.amount'],
    ],
  },
  {
    name: 'POST /wizards/:id/hired-muscle/settle',
    ok: 200,
    setup: async () => {
      const w = await wizardWithMuscle();
      const body = { version: w.version, diedIds: [w.hiredId] };
      return { method: 'POST', url: `/api/wizards/${w.id}/hired-muscle/settle`, body, unknownUrl: '/api/wizards/nope/hired-muscle/settle', stale: { body: { ...body, version: w.version + 1 } } };
    },
    bad: [[{ diedIds: 'x' }, 'body.diedIds']],
  },
  {
    name: 'POST /wizards/:id/pay-off',
    ok: 200,
    setup: async () => {
      const w = await wizard({ markers: 2 });
      const body = { version: w.version, markers: 1 };
      return { method: 'POST', url: `/api/wizards/${w.id}/pay-off`, body, unknownUrl: '/api/wizards/nope/pay-off', stale: { body: { ...body, version: w.version + 1 } } };
    },
    bad: [[{ markers: -1 }, 'body.markers']],
  },
  {
    name: 'POST /wizards/:id/collections',
    ok: 201,
    setup: async () => {
      const w = await gameOver({ markers: 1 });
      return { method: 'POST', url: `/api/wizards/${w.id}/collections`, body: { version: w.version }, dice: [20], unknownUrl: '/api/wizards/nope/collections', stale: { body: { version: w.version + 1 } } };
    },
    bad: [[{ version: 'x' }, 'body.version']],
  },
  {
    name: 'POST /wizards/:id/undo',
    ok: 200,
    setup: async () => {
      const w = await wizard();
      const out = await gm('POST', `/api/wizards/${w.id}/favours`, { version: w.version, kind: 'loan', amount: 200 });
      const version = (out.wizard as Json).version as number;
      return { method: 'POST', url: `/api/wizards/${w.id}/undo`, body: { version }, unknownUrl: '/api/wizards/nope/undo', stale: { body: { version: version + 1 } } };
    },
    bad: [[{ version: 'x' }, 'body.version']],
  },
  {
    name: 'POST /wizards/:id/history/:seq/revert',
    ok: 200,
    setup: async () => {
      const w = await wizard();
      const out = await gm('POST', `/api/wizards/${w.id}/favours`, { version: w.version, kind: 'loan', amount: 200 });
      const body = { version: (out.wizard as Json).version as number, alsoRevert: [] };
      return { method: 'POST', url: `/api/wizards/${w.id}/history/2/revert`, body, unknownUrl: '/api/wizards/nope/history/2/revert', stale: { body: { ...body, version: body.version + 1 } } };
    },
    bad: [
      [{ alsoRevert: ['x'] }, 'body.alsoRevert.0'],
      [{ version: 'x' }, 'body.version'],
    ],
  },
  {
    name: 'POST /wizards/:id/history/:seq/redo',
    ok: 200,
    setup: async () => {
      const w = await wizard();
      const out = await gm('POST', `/api/wizards/${w.id}/favours`, { version: w.version, kind: 'loan', amount: 200 });
      const undone = await gm('POST', `/api/wizards/${w.id}/undo`, { version: (out.wizard as Json).version });
      const version = (undone.wizard as Json).version as number;
      return { method: 'POST', url: `/api/wizards/${w.id}/history/3/redo`, body: { version }, unknownUrl: '/api/wizards/nope/history/3/redo', stale: { body: { version: version + 1 } } };
    },
    bad: [[{ version: 'x' }, 'body.version']],
  },
  {
    name: 'POST /collections/:id/sale',
    ok: 200,
    setup: async () => {
      const c = await pendingSale();
      const body = { version: c.version, saleGold: 300 };
      return { method: 'POST', url: `/api/collections/${c.collectionId}/sale`, body, unknownUrl: '/api/collections/nope/sale', stale: { body: { ...body, version: c.version + 1 } } };
    },
    bad: [[{ saleGold: -5 }, 'body.saleGold']],
  },
  {
    name: 'POST /collections/:id/help',
    ok: 200,
    setup: async () => {
      const c = await pendingHelp();
      const body = { version: c.version, memberIds: [c.memberId] };
      return { method: 'POST', url: `/api/collections/${c.collectionId}/help`, body, unknownUrl: '/api/collections/nope/help', stale: { body: { ...body, version: c.version + 1 } } };
    },
    bad: [[{ memberIds: 'x' }, 'body.memberIds']],
  },
  ...(
    [
      ['d6', { pool: 2 }, [3, 4], [[{ pool: 13 }, 'body.pool'], [{ pool: 'x' }, 'body.pool'], [{ hidden: 'yes' }, 'body.hidden']]],
      ['fortune', { pool: 1, shift: 1 }, [2], [[{ shift: 9 }, 'body.shift']]],
      ['d12', { attribute: 'mind', pool: 3, threshold: 8 }, [5], [[{ attribute: 'heart' }, 'body.attribute'], [{ pool: undefined }, 'body.pool'], [{ threshold: 1.5 }, 'body.threshold']]],
      ['fear-test', { characterId: 'PC' }, [6], [[{ characterId: undefined }, 'body.characterId']]],
      ['d100', { threshold: 50 }, [10], [[{ threshold: 'x' }, 'body.threshold']]],
      ['d100-opposition', { actor: { threshold: 50, attribute: 1 }, opponent: { threshold: 40, attribute: 1 } }, [10, 20], [[{ actor: undefined }, 'body.actor']]],
      ['d100-group', { leadThreshold: 50, helpers: [40] }, [10, 20], [[{ helpers: 'x' }, 'body.helpers']]],
      ['d20', { count: 2 }, [1, 2], [[{ count: 0 }, 'body.count']]],
    ] as const
  ).map(
    ([path, body, dice, bad]): WriteRoute => ({
      name: `POST /campaigns/:cid/rolls/${path}`,
      ok: 201,
      setup: async () => ({
        method: 'POST',
        url: `/api/campaigns/${cid()}/rolls/${path}`,
        body: 'characterId' in body ? { ...body, characterId: crew.id('pc-1') } : { ...body },
        dice: [...dice],
        unknownUrl: '/api/campaigns/nope/rolls/' + path,
      }),
      bad: bad as unknown as [Json, string][],
    }),
  ),
  {
    name: 'POST /rolls/:id/give-of-oneself',
    ok: 200,
    setup: async () => ({ method: 'POST', url: `/api/rolls/${await freeD12(3)}/give-of-oneself`, body: {}, unknownUrl: '/api/rolls/nope/give-of-oneself' }),
    bad: [[{ blind: 'x' }, 'body.blind']],
  },
  {
    name: 'POST /rolls/:id/reroll',
    ok: 201,
    setup: async () => ({ method: 'POST', url: `/api/rolls/${await freeD12(3)}/reroll`, body: {}, dice: [9], unknownUrl: '/api/rolls/nope/reroll' }),
    bad: [[{ version: 'x' }, 'body.version']],
  },
  {
    name: 'POST /rolls/:id/critical',
    ok: 200,
    setup: async () => ({ method: 'POST', url: `/api/rolls/${await freeD12(12)}/critical`, body: { option: 'double_damage' }, unknownUrl: '/api/rolls/nope/critical' }),
    bad: [[{ option: 'explode' }, 'body.option']],
  },
  {
    name: 'POST /rolls/:id/fear-resolution',
    ok: 200,
    setup: async () => {
      const id = await fearTest();
      const version = await crewVersion();
      return { method: 'POST', url: `/api/rolls/${id}/fear-resolution`, body: { version }, unknownUrl: '/api/rolls/nope/fear-resolution', stale: { body: { version: version + 1 } } };
    },
    bad: [[{ version: undefined }, 'body.version']],
  },
  {
    name: 'POST /crews/:crewId/characters/:id/d12/damage',
    ok: 200,
    setup: async () => {
      const version = await crewVersion();
      const body = { version, kind: 'ridicule', amount: 1 };
      return { method: 'POST', url: charUrl('damage'), body, unknownUrl: charUrl('damage', 'nope'), stale: { body: { ...body, version: version + 1 } } };
    },
    bad: [
      [{ kind: 'fire' }, 'body.kind'],
      [{ amount: -1 }, 'body.amount'],
    ],
  },
  {
    name: 'POST /crews/:crewId/characters/:id/d12/rest',
    ok: 200,
    setup: async () => {
      const version = await crewVersion();
      const body = { version, hours: 3, safe: true, allocation: {} };
      return { method: 'POST', url: charUrl('rest'), body, unknownUrl: charUrl('rest', 'nope'), stale: { body: { ...body, version: version + 1 } } };
    },
    bad: [
      [{ safe: undefined }, 'body.safe'],
      [{ allocation: { body: -1 } }, 'body.allocation.body'],
    ],
  },
  {
    name: 'POST /crews/:crewId/characters/:id/d12/comfort',
    ok: 200,
    setup: async () => {
      // The opposite of the comfort's state now, so that the GM's call can succeed.
      const sheet = await gm('GET', `/api/crews/${crew.crewId}`);
      const pc = (sheet.crew as { characters: { id: string; comfort: { lost: boolean } }[] }).characters.find((c) => c.id === crew.id('pc-2'));
      const body = { version: sheet.version as number, lost: !(pc?.comfort.lost ?? false) };
      return { method: 'POST', url: charUrl('comfort', crew.id('pc-2')), body, unknownUrl: charUrl('comfort', 'nope'), stale: { body: { ...body, version: body.version + 1 } } };
    },
    bad: [
      [{ lost: 'yes' }, 'body.lost'],
      [{ lost: undefined }, 'body.lost'],
      [{ version: undefined }, 'body.version'],
    ],
  },
  {
    name: 'POST /crews/:crewId/characters/:id/d12/milestone',
    ok: 200,
    setup: async () => {
      const version = await crewVersion();
      const body = { version, milestone: 'scenario', advance: { kind: 'none' } };
      return { method: 'POST', url: charUrl('milestone'), body, unknownUrl: charUrl('milestone', 'nope'), stale: { body: { ...body, version: version + 1 } } };
    },
    bad: [[{ milestone: 'season' }, 'body.milestone']],
  },
  {
    name: 'POST /campaigns/:cid/complex-actions',
    ok: 201,
    setup: async () => ({ method: 'POST', url: `/api/campaigns/${cid()}/complex-actions`, body: { name: 'T', start: 5 }, unknownUrl: '/api/campaigns/nope/complex-actions' }),
    bad: [
      [{ start: 'x' }, 'body.start'],
      [{ start: 101 }, 'body.start'],
      [{ name: '' }, 'body.name'],
    ],
  },
  {
    name: 'POST /complex-actions/:id/roll',
    ok: 200,
    setup: async () => {
      const id = await complexAction();
      return { method: 'POST', url: `/api/complex-actions/${id}/roll`, body: { version: 1, threshold: 50 }, dice: [20], unknownUrl: '/api/complex-actions/nope/roll', stale: { body: { version: 2, threshold: 50 } } };
    },
    bad: [[{ threshold: undefined }, 'body.threshold']],
  },
  {
    name: 'POST /complex-actions/:id/opposed-roll',
    ok: 200,
    setup: async () => {
      const id = await complexAction();
      const body = { version: 1, actor: { threshold: 50, attribute: 2 }, opponent: { threshold: 50, attribute: 3 } };
      return { method: 'POST', url: `/api/complex-actions/${id}/opposed-roll`, body, dice: [20, 30], unknownUrl: '/api/complex-actions/nope/opposed-roll', stale: { body: { ...body, version: 2 } } };
    },
    bad: [[{ opponent: { threshold: 50 } }, 'body.opponent.attribute']],
  },
  {
    name: 'POST /complex-actions/:id/group-roll',
    ok: 200,
    setup: async () => {
      const id = await complexAction();
      const body = { version: 1, leadThreshold: 50, helpers: [50] };
      return { method: 'POST', url: `/api/complex-actions/${id}/group-roll`, body, dice: [20, 30], unknownUrl: '/api/complex-actions/nope/group-roll', stale: { body: { ...body, version: 2 } } };
    },
    bad: [[{ helpers: [1.5] }, 'body.helpers.0']],
  },
  {
    name: 'POST /complex-actions/:id/undo',
    ok: 200,
    setup: async () => {
      const id = await complexAction();
      t.useDice([20]);
      await gm('POST', `/api/complex-actions/${id}/roll`, { version: 1, threshold: 50 });
      return { method: 'POST', url: `/api/complex-actions/${id}/undo`, body: { version: 2 }, unknownUrl: '/api/complex-actions/nope/undo', stale: { body: { version: 1 } } };
    },
    bad: [[{ version: 'two' }, 'body.version']],
  },
  {
    name: 'POST /complex-actions/:id/history/:seq/revert',
    ok: 200,
    setup: async () => {
      const id = await complexAction();
      t.useDice([20]);
      await gm('POST', `/api/complex-actions/${id}/roll`, { version: 1, threshold: 50 });
      const body = { version: 2, alsoRevert: [] };
      return { method: 'POST', url: `/api/complex-actions/${id}/history/2/revert`, body, unknownUrl: '/api/complex-actions/nope/history/2/revert', stale: { body: { ...body, version: 1 } } };
    },
    bad: [
      [{ alsoRevert: [0] }, 'body.alsoRevert.0'],
      [{ version: 'two' }, 'body.version'],
    ],
  },
  {
    name: 'POST /complex-actions/:id/history/:seq/redo',
    ok: 200,
    setup: async () => {
      const id = await complexAction();
      t.useDice([20]);
      await gm('POST', `/api/complex-actions/${id}/roll`, { version: 1, threshold: 50 });
      await gm('POST', `/api/complex-actions/${id}/undo`, { version: 2 });
      return { method: 'POST', url: `/api/complex-actions/${id}/history/3/redo`, body: { version: 3 }, unknownUrl: '/api/complex-actions/nope/history/3/redo', stale: { body: { version: 2 } } };
    },
    bad: [[{ version: 'two' }, 'body.version']],
  },
  {
    name: 'POST /rolls/:id/undo',
    ok: 200,
    setup: async () => ({ method: 'POST', url: `/api/rolls/${await freeD12(5)}/undo`, body: {}, unknownUrl: '/api/rolls/nope/undo' }),
    bad: [[{ bogus: 1 }, 'body.bogus']],
  },
];

function merged(body: Json | undefined, change: Json): Json {
  const out: Json = { ...(body ?? {}) };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

async function send(c: Case, headers: Record<string, string>, override: { url?: string; body?: Json } = {}) {
  const body = override.body ?? c.body;
  return t.app.inject({ method: c.method, url: override.url ?? c.url, headers, ...(body === undefined ? {} : { payload: body }) });
}

describe.each(routes)('$name', (route) => {
  it(`permissions: none → 401, player → 403, another GM → 403 (nothing written); GM → ${route.ok}`, async () => {
    follower = null;
    const c = await route.setup();
    const before = dumpDatabase(t.dbPath);
    expect((await send(c, {})).statusCode).toBe(401);
    expect((await send(c, player.headers)).statusCode).toBe(403);
    const following = follower as TestPlayer | null; // set by the case's setup
    if (following !== null) expect((await send(c, following.headers)).statusCode).toBe(403);
    expect((await send(c, otherGm)).statusCode).toBe(403);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    t.useDice(c.dice ?? []);
    const res = await send(c, t.gm.headers);
    expect(res.statusCode, res.body).toBe(route.ok);
  });

  it('bad input: 400 naming the field, 404 unknown id, 409 stale version — nothing written', async () => {
    const c = await route.setup();
    const before = dumpDatabase(t.dbPath);
    for (const [change, field] of route.bad) {
      const res = await send(c, t.gm.headers, { body: merged(c.body, change) });
      expect(res.statusCode, `${JSON.stringify(change)} → ${res.body}`).toBe(400);
      expect((res.json() as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
    }
    if (c.body !== undefined) {
      const malformed = await t.app.inject({ method: c.method, url: c.url, headers: { ...t.gm.headers, 'content-type': 'application/json' }, payload: '{"version":' });
      expect(malformed.statusCode).toBe(400);
    }
    if (c.unknownUrl !== undefined) {
      t.useDice(c.dice ?? []);
      const res = await send(c, t.gm.headers, { url: c.unknownUrl });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    if (c.stale !== undefined) {
      t.useDice(c.dice ?? []);
      const res = await send(c, t.gm.headers, c.stale);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ error: 'conflict', current: { version: expect.any(Number) } });
    }
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});
