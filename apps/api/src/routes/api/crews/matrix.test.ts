/**
 * Every write route of the crews areas (crews, factions, cohorts, characters, projects, undo, revert, redo, each
 * downtime step): the permission matrix (GM / player link / another campaign's GM / nobody) and a
 * table of bad inputs, each time proving the database unchanged by a dump of every table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';
import { DOWNTIME_STEP_ROUTES } from '../downtime/index';

let t: TestApp;
let otherGm: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp({ seed: 7 });
  otherGm = { cookie: (await t.otherGm('Autre table')).cookie };
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Ctx {
  readonly crew: SeededCrew;
  readonly campaignId: string;
  readonly version: number;
}

interface WriteRoute {
  readonly name: string;
  readonly method: Method;
  readonly url: (c: Ctx) => string;
  /** A valid body (schema-wise), with the current version when the route takes one. */
  readonly body: (c: Ctx) => Record<string, unknown>;
  readonly versioned: boolean;
}

const crewUrl = (c: Ctx, rest = '') => `/api/crews/${c.crew.crewId}${rest}`;

/** A valid body for each downtime step (whether the rules accept it now or not). */
const STEP_BODIES: Record<string, (c: Ctx) => Record<string, unknown>> = {
  start: () => ({}),
  payoff: () => ({ targetTier: 1, take: 2 }),
  heat: () => ({ exposure: 'quiet' }),
  conflict_heat: () => ({ exposure: 'quiet' }),
  jail: (c) => ({ characterId: c.crew.id('pc-1') }),
  incarceration_roll: (c) => ({ characterId: c.crew.id('pc-1') }),
  incarceration_gains: () => ({ claimKind: 'smuggling' }),
  release: (c) => ({ characterId: c.crew.id('pc-1') }),
  entanglement_roll: () => ({}),
  entanglement_pick: () => ({ pick: 'pick_for_me' }),
  entanglement_reveal: () => ({}),
  entanglement_resolve: () => ({ choice: { kind: 'rivals', option: 'nothing' } }),
  advance: () => ({}),
  activity: (c) => ({ characterId: c.crew.id('pc-1'), activity: { kind: 'train', skill: 'hunt' } }),
  asset_settle: (c) => ({ characterId: c.crew.id('pc-1'), coin: 0 }),
  overindulgence: (c) => ({ characterId: c.crew.id('pc-1'), choice: 'brag' }),
  sink_into_vice: (c) => ({ characterId: c.crew.id('pc-1'), attribute: 'insight' }),
  return_from_lost: (c) => ({ characterId: c.crew.id('pc-1'), cause: 'overindulgence' }),
  new_purveyor: (c) => ({ characterId: c.crew.id('pc-1'), purveyor: 'Mama Viv' }),
  free_play: (c) => ({ characterId: c.crew.id('pc-1') }),
  raise_tier: () => ({}),
};

const ROUTES: readonly WriteRoute[] = [
  { name: 'POST /campaigns/:campaignId/crews', method: 'POST', url: (c) => `/api/campaigns/${c.campaignId}/crews`, body: () => ({ name: 'Nouvelle' }), versioned: false },
  { name: 'PATCH /crews/:crewId', method: 'PATCH', url: (c) => crewUrl(c), body: () => ({ name: 'Z' }), versioned: true },
  { name: 'DELETE /crews/:crewId', method: 'DELETE', url: (c) => crewUrl(c), body: () => ({}), versioned: true },
  { name: 'POST /crews/:crewId/factions', method: 'POST', url: (c) => crewUrl(c, '/factions'), body: () => ({ name: 'F', tier: 1, status: 0 }), versioned: true },
  { name: 'PUT /crews/:crewId/factions/:id', method: 'PUT', url: (c) => crewUrl(c, `/factions/${c.crew.id('f-1')}`), body: () => ({ status: 1 }), versioned: true },
  { name: 'DELETE /crews/:crewId/factions/:id', method: 'DELETE', url: (c) => crewUrl(c, `/factions/${c.crew.id('f-2')}`), body: () => ({}), versioned: true },
  { name: 'POST /crews/:crewId/cohorts', method: 'POST', url: (c) => crewUrl(c, '/cohorts'), body: () => ({ name: 'C', kind: 'gang', quality: 1 }), versioned: true },
  { name: 'PUT /crews/:crewId/cohorts/:id', method: 'PUT', url: (c) => crewUrl(c, `/cohorts/${c.crew.id('gang-1')}`), body: () => ({ quality: 2 }), versioned: true },
  { name: 'DELETE /crews/:crewId/cohorts/:id', method: 'DELETE', url: (c) => crewUrl(c, `/cohorts/${c.crew.id('gang-1')}`), body: () => ({}), versioned: true },
  { name: 'POST /crews/:crewId/characters', method: 'POST', url: (c) => crewUrl(c, '/characters'), body: () => ({ name: 'Céleste' }), versioned: true },
  { name: 'PUT /crews/:crewId/characters/:id', method: 'PUT', url: (c) => crewUrl(c, `/characters/${c.crew.id('pc-1')}`), body: () => ({ coin: 3 }), versioned: true },
  { name: 'DELETE /crews/:crewId/characters/:id', method: 'DELETE', url: (c) => crewUrl(c, `/characters/${c.crew.id('pc-2')}`), body: () => ({}), versioned: true },
  {
    name: 'POST /crews/:crewId/characters/:id/projects',
    method: 'POST',
    url: (c) => crewUrl(c, `/characters/${c.crew.id('pc-1')}/projects`),
    body: () => ({ name: 'Carte', segments: 4 }),
    versioned: true,
  },
  {
    name: 'POST /crews/:crewId/clocks',
    method: 'POST',
    url: (c) => crewUrl(c, '/clocks'),
    body: (c) => ({ name: 'La Garde approche', owner: { kind: 'crew', id: c.crew.crewId }, segments: 6, visibility: 'open' }),
    versioned: true,
  },
  { name: 'PUT /crews/:crewId/clocks/:id', method: 'PUT', url: (c) => crewUrl(c, `/clocks/${c.crew.id('k-1')}`), body: () => ({ visibility: 'open' }), versioned: true },
  { name: 'DELETE /crews/:crewId/clocks/:id', method: 'DELETE', url: (c) => crewUrl(c, `/clocks/${c.crew.id('k-1')}`), body: () => ({}), versioned: true },
  { name: 'POST /crews/:crewId/clocks/:id/tick', method: 'POST', url: (c) => crewUrl(c, `/clocks/${c.crew.id('healing-pc-2')}/tick`), body: () => ({ delta: 1 }), versioned: true },
  {
    name: 'POST /crews/:crewId/clocks/:id/roll',
    method: 'POST',
    url: (c) => crewUrl(c, `/clocks/${c.crew.id('k-2')}/roll`),
    body: () => ({ roll: { kind: 'faction_tier' } }),
    versioned: true,
  },
  { name: 'POST /crews/:crewId/undo', method: 'POST', url: (c) => crewUrl(c, '/undo'), body: () => ({}), versioned: true },
  { name: 'POST /crews/:crewId/history/:seq/revert', method: 'POST', url: (c) => crewUrl(c, '/history/1/revert'), body: () => ({ alsoRevert: [] }), versioned: true },
  { name: 'POST /crews/:crewId/history/:seq/redo', method: 'POST', url: (c) => crewUrl(c, '/history/1/redo'), body: () => ({}), versioned: true },
  {
    name: 'DELETE /crews/:crewId/assets/:id',
    method: 'DELETE',
    url: (c) => crewUrl(c, `/assets/${encodeURIComponent(c.crew.id('a-1'))}`),
    body: () => ({ cause: 'used' }),
    versioned: true,
  },
  ...DOWNTIME_STEP_ROUTES.map(
    (route): WriteRoute => ({
      name: `POST /crews/:crewId/downtime/${route.path}`,
      method: 'POST',
      url: (c) => crewUrl(c, `/downtime/${route.path.replace(':entanglementId', encodeURIComponent(c.crew.id('e-1')))}`),
      body: STEP_BODIES[route.type]!,
      versioned: true,
    }),
  ),
];

async function freshCrew(): Promise<Ctx> {
  const crew = await seedCrew(
    t,
    crewOfTwo({
      wanted: 1,
      heat: 3,
      pendingEntanglements: [{ id: 'e-1', kind: 'rivals', revealed: false, hidden: false }],
      assets: [{ id: 'a-1', name: 'Gang de dockers', kind: 'cohort_gang', quality: 1, duration: 'just_in_case', dangerousGoods: null, scale: null, acquiredBy: 'pc-1', downtime: 0 }],
      clocks: [
        { id: 'k-1', name: 'Le traître', owner: { kind: 'crew', id: 'crew-1' }, segments: 4, filled: 1, visibility: 'gm_only', onFill: '' },
        { id: 'k-2', name: 'Prendre les Docks', owner: { kind: 'faction', id: 'f-1' }, segments: 8, filled: 3, visibility: 'name_only', onFill: '' },
      ],
    }),
  );
  return { crew, campaignId: t.campaignId, version: crew.version };
}

function request(route: WriteRoute, c: Ctx, headers: Record<string, string>, override?: Record<string, unknown>) {
  const payload = override ?? { ...route.body(c), ...(route.versioned ? { version: c.version } : {}) };
  return t.app.inject({ method: route.method, url: route.url(c), headers, payload });
}

describe('permission matrix: every write route × GM / player link / another GM / nobody', () => {
  it('covers every downtime step route', () => {
    expect(Object.keys(STEP_BODIES).sort()).toEqual(DOWNTIME_STEP_ROUTES.map((r) => r.type).sort());
    expect(ROUTES).toHaveLength(22 + DOWNTIME_STEP_ROUTES.length);
  });

  it.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    const c = await freshCrew();
    const player = await t.player(c.crew.crewId);
    const before = dumpDatabase(t.dbPath);
    const nobody = await request(route, c, {});
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ error: 'unauthorized' });
    const asPlayer = await request(route, c, player.headers);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toEqual({ error: 'forbidden' });
    expect((await request(route, c, otherGm)).statusCode).toBe(403);
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    const gm = await request(route, c, t.gm.headers);
    // Allowed: done (200/201/204), or refused by the rules for this crew's phase (422) — never 5xx.
    expect([200, 201, 204, 422], gm.body).toContain(gm.statusCode);
    if (gm.statusCode === 422) {
      expect(gm.json()).toMatchObject({ error: 'rule', rule: expect.stringMatching(/^[A-Z]\d+$/), code: expect.any(String) });
      expect(dumpDatabase(t.dbPath)).toEqual(before);
    }
  });
});

interface BadRow {
  readonly label: string;
  readonly route: string;
  readonly payload: (c: Ctx, valid: Record<string, unknown>) => Record<string, unknown> | string;
  readonly url?: (c: Ctx) => string;
  readonly status: number;
  /** 400: the field paths named; 404: the resource; 422: the rule id. */
  readonly expect?: string[] | { resource: string } | { rule: string; code?: string };
}

const route = (name: string) => {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

const GENERIC: BadRow[] = ROUTES.filter((r) => r.versioned).flatMap((r): BadRow[] => [
  { label: 'no version', route: r.name, payload: (_c, v) => ({ ...v, version: undefined }), status: 400, expect: ['body.version'] },
  { label: 'version of the wrong type', route: r.name, payload: (_c, v) => ({ ...v, version: 'x' }), status: 400, expect: ['body.version'] },
  { label: 'version 0', route: r.name, payload: (_c, v) => ({ ...v, version: 0 }), status: 400, expect: ['body.version'] },
  { label: 'a stale version', route: r.name, payload: (c, v) => ({ ...v, version: c.version + 3 }), status: 409 },
  {
    label: 'an unknown crew',
    route: r.name,
    url: (c) => r.url(c).replace(c.crew.crewId, 'no-such-crew'),
    payload: (_c, v) => v,
    status: 404,
    expect: { resource: 'crew' },
  },
  { label: 'malformed JSON', route: r.name, payload: () => '{"version": 1,', status: 400, expect: ['body'] },
  { label: 'a body over 1 MiB', route: r.name, payload: (_c, v) => ({ ...v, padding: 'x'.repeat(1024 * 1024 + 10) }), status: 413 },
]);

const SPECIFIC: BadRow[] = [
  { label: 'tier 9', route: 'PATCH /crews/:crewId', payload: (_c, v) => ({ ...v, tier: 9 }), status: 400, expect: ['body.tier'] },
  { label: 'heat −1', route: 'PATCH /crews/:crewId', payload: (_c, v) => ({ ...v, heat: -1 }), status: 400, expect: ['body.heat'] },
  { label: 'negative coin', route: 'PATCH /crews/:crewId', payload: (_c, v) => ({ ...v, coin: -5 }), status: 400, expect: ['body.coin'] },
  { label: 'wanted 5, hold "medium", empty name', route: 'PATCH /crews/:crewId', payload: (_c, v) => ({ ...v, wanted: 5, hold: 'medium', name: '  ' }), status: 400, expect: ['body.wanted', 'body.hold', 'body.name'] },
  { label: 'fractional coin', route: 'PATCH /crews/:crewId', payload: (_c, v) => ({ ...v, coin: 1.5 }), status: 400, expect: ['body.coin'] },
  { label: 'no name', route: 'POST /campaigns/:campaignId/crews', payload: () => ({ tier: 1 }), status: 400, expect: ['body.name'] },
  {
    label: 'tier 9, a faction at +4, a character without a name',
    route: 'POST /campaigns/:campaignId/crews',
    payload: () => ({ name: 'X', tier: 9, factions: [{ name: 'F', tier: 1, status: 4 }], characters: [{}] }),
    status: 400,
    expect: ['body.tier', 'body.factions.0.status', 'body.characters.0.name'],
  },
  { label: 'an unknown campaign', route: 'POST /campaigns/:campaignId/crews', url: () => '/api/campaigns/nope/crews', payload: () => ({ name: 'X' }), status: 404, expect: { resource: 'campaign' } },
  { label: 'status −4, tier "x"', route: 'POST /crews/:crewId/factions', payload: (_c, v) => ({ ...v, status: -4, tier: 'x' }), status: 400, expect: ['body.status', 'body.tier'] },
  { label: 'an unknown faction', route: 'PUT /crews/:crewId/factions/:id', url: (c) => crewUrl(c, '/factions/nope'), payload: (_c, v) => v, status: 404, expect: { resource: 'faction' } },
  { label: 'an unknown faction', route: 'DELETE /crews/:crewId/factions/:id', url: (c) => crewUrl(c, '/factions/nope'), payload: (_c, v) => v, status: 404, expect: { resource: 'faction' } },
  { label: 'kind "horde", quality 9', route: 'POST /crews/:crewId/cohorts', payload: (_c, v) => ({ ...v, kind: 'horde', quality: 9 }), status: 400, expect: ['body.kind', 'body.quality'] },
  { label: 'an unknown cohort', route: 'PUT /crews/:crewId/cohorts/:id', url: (c) => crewUrl(c, '/cohorts/nope'), payload: (_c, v) => v, status: 404, expect: { resource: 'cohort' } },
  { label: 'load 13, a pool over its value', route: 'POST /crews/:crewId/characters', payload: (_c, v) => ({ ...v, load: 13, pools: { body: { value: 2, pool: 3 }, mind: { value: 0, pool: 0 }, soul: { value: 0, pool: 0 } } }), status: 400, expect: ['body.load', 'body.pools.body.pool'] },
  { label: 'healing filled over its segments', route: 'PUT /crews/:crewId/characters/:id', payload: (_c, v) => ({ ...v, healing: { name: 'h', segments: 4, filled: 5 } }), status: 400, expect: ['body.healing.filled'] },
  { label: 'an unknown character', route: 'PUT /crews/:crewId/characters/:id', url: (c) => crewUrl(c, '/characters/nope'), payload: (_c, v) => v, status: 404, expect: { resource: 'character' } },
  { label: 'an unknown character', route: 'DELETE /crews/:crewId/characters/:id', url: (c) => crewUrl(c, '/characters/nope'), payload: (_c, v) => v, status: 404, expect: { resource: 'character' } },
  { label: 'no cause', route: 'DELETE /crews/:crewId/assets/:id', payload: (_c, v) => ({ ...v, cause: undefined }), status: 400, expect: ['body.cause'] },
  { label: 'cause "stolen"', route: 'DELETE /crews/:crewId/assets/:id', payload: (_c, v) => ({ ...v, cause: 'stolen' }), status: 400, expect: ['body.cause'] },
  { label: 'an asset the crew does not hold', route: 'DELETE /crews/:crewId/assets/:id', url: (c) => crewUrl(c, '/assets/nope'), payload: (_c, v) => v, status: 404, expect: { resource: 'asset' } },
  { label: '0 segments', route: 'POST /crews/:crewId/characters/:id/projects', payload: (_c, v) => ({ ...v, segments: 0 }), status: 400, expect: ['body.segments'] },
  { label: 'an unknown character', route: 'POST /crews/:crewId/characters/:id/projects', url: (c) => crewUrl(c, '/characters/nope/projects'), payload: (_c, v) => v, status: 404, expect: { resource: 'character' } },
  { label: '13 segments, visibility "rumour"', route: 'POST /crews/:crewId/clocks', payload: (_c, v) => ({ ...v, segments: 13, visibility: 'rumour' }), status: 400, expect: ['body.segments', 'body.visibility'] },
  { label: 'an owner the crew does not have', route: 'POST /crews/:crewId/clocks', payload: (_c, v) => ({ ...v, owner: { kind: 'faction', id: 'nope' } }), status: 422, expect: { rule: 'K1', code: 'unknown_owner' } },
  { label: 'an unknown clock', route: 'PUT /crews/:crewId/clocks/:id', url: (c) => crewUrl(c, '/clocks/nope'), payload: (_c, v) => v, status: 404, expect: { resource: 'clock' } },
  { label: 'filled over its segments', route: 'PUT /crews/:crewId/clocks/:id', payload: (_c, v) => ({ ...v, filled: 5 }), status: 400, expect: ['body.filled'] },
  { label: 'a tick of 0', route: 'POST /crews/:crewId/clocks/:id/tick', payload: (_c, v) => ({ ...v, delta: 0 }), status: 400, expect: ['body.delta'] },
  { label: 'an unknown clock', route: 'POST /crews/:crewId/clocks/:id/tick', url: (c) => crewUrl(c, '/clocks/nope/tick'), payload: (_c, v) => v, status: 404, expect: { resource: 'clock' } },
  { label: 'a roll kind "tarot"', route: 'POST /crews/:crewId/clocks/:id/roll', payload: (_c, v) => ({ ...v, roll: { kind: 'tarot' } }), status: 400, expect: ['body.roll.kind'] },
  { label: 'a faction’s tier roll on the crew’s own clock', route: 'POST /crews/:crewId/clocks/:id/roll', url: (c) => crewUrl(c, `/clocks/${c.crew.id('k-1')}/roll`), payload: (_c, v) => v, status: 422, expect: { rule: 'K5', code: 'not_a_faction_clock' } },
  { label: 'nothing to undo', route: 'POST /crews/:crewId/undo', payload: (_c, v) => v, status: 422, expect: { rule: 'D7', code: 'nothing_to_undo' } },
  { label: 'the creation', route: 'POST /crews/:crewId/history/:seq/revert', payload: (_c, v) => v, status: 422, expect: { rule: 'D7', code: 'step_not_revertable' } },
  { label: 'an unknown step', route: 'POST /crews/:crewId/history/:seq/revert', url: (c) => crewUrl(c, '/history/99/revert'), payload: (_c, v) => v, status: 404, expect: { resource: 'step' } },
  { label: 'step 0', route: 'POST /crews/:crewId/history/:seq/revert', url: (c) => crewUrl(c, '/history/0/revert'), payload: (_c, v) => v, status: 400, expect: ['params.seq'] },
  { label: 'alsoRevert not a list of steps, a field it does not know', route: 'POST /crews/:crewId/history/:seq/revert', payload: (_c, v) => ({ ...v, alsoRevert: ['2'], dryRun: true }), status: 400, expect: ['body.alsoRevert.0', 'body.dryRun'] },
  { label: 'not an undo', route: 'POST /crews/:crewId/history/:seq/redo', payload: (_c, v) => v, status: 422, expect: { rule: 'D7', code: 'not_an_undo' } },
  { label: 'an unknown step', route: 'POST /crews/:crewId/history/:seq/redo', url: (c) => crewUrl(c, '/history/99/redo'), payload: (_c, v) => v, status: 404, expect: { resource: 'step' } },
  { label: 'a payoff before the downtime starts', route: 'POST /crews/:crewId/downtime/payoff', payload: (_c, v) => v, status: 422, expect: { rule: 'P1', code: 'out_of_order' } },
  { label: 'negative take, target tier 9', route: 'POST /crews/:crewId/downtime/payoff', payload: (_c, v) => ({ ...v, take: -1, targetTier: 9 }), status: 400, expect: ['body.take', 'body.targetTier'] },
  { label: 'an unknown exposure', route: 'POST /crews/:crewId/downtime/heat', payload: (_c, v) => ({ ...v, exposure: 'deafening' }), status: 400, expect: ['body.exposure'] },
  { label: 'an unknown activity', route: 'POST /crews/:crewId/downtime/activities', payload: (_c, v) => ({ ...v, activity: { kind: 'nap' } }), status: 400, expect: ['body.activity.kind'] },
  { label: 'an unknown character', route: 'POST /crews/:crewId/downtime/activities', payload: (_c, v) => ({ ...v, characterId: 'nobody' }), status: 404, expect: { resource: 'character' } },
  { label: 'negative coin', route: 'POST /crews/:crewId/downtime/asset-settle', payload: (_c, v) => ({ ...v, coin: -1 }), status: 400, expect: ['body.coin'] },
  {
    label: 'an unknown entanglement',
    route: 'POST /crews/:crewId/downtime/entanglements/:entanglementId/resolve',
    url: (c) => crewUrl(c, '/downtime/entanglements/nope/resolve'),
    payload: (_c, v) => v,
    status: 404,
    expect: { resource: 'entanglement' },
  },
  { label: 'a choice that is no way out', route: 'POST /crews/:crewId/downtime/entanglements/:entanglementId/resolve', payload: (_c, v) => ({ ...v, choice: { kind: 'rivals', option: 'flee' } }), status: 400 },
  { label: 'a held entanglement cannot be resolved', route: 'POST /crews/:crewId/downtime/entanglements/:entanglementId/resolve', payload: (_c, v) => v, status: 422, expect: { rule: 'E3', code: 'not_revealed' } },
  { label: 'an unknown pick', route: 'POST /crews/:crewId/downtime/entanglement-roll', payload: (_c, v) => ({ ...v, pick: 'dragons' }), status: 400, expect: ['body.pick'] },
];

describe('bad input on every write route: a clear 4xx, and the database unchanged', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await freshCrew();
  });

  it.each([...GENERIC, ...SPECIFIC].map((row) => [`${row.route}: ${row.label} → ${row.status}`, row] as const))('%s', async (_label, row) => {
    const r = route(row.route);
    const valid = { ...r.body(c), ...(r.versioned ? { version: c.version } : {}) };
    const payload = row.payload(c, valid);
    const before = dumpDatabase(t.dbPath);
    const res = await t.app.inject({
      method: r.method,
      url: (row.url ?? r.url)(c),
      headers: { ...t.gm.headers, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode, res.body).toBe(row.status);
    const body = res.json<Record<string, unknown>>();
    if (row.status === 400) {
      expect(body.error).toBe('validation');
      const paths = (body.issues as { path: string }[]).map((i) => i.path);
      for (const path of (row.expect as string[] | undefined) ?? []) expect(paths).toContain(path);
    } else if (row.status === 404) {
      expect(body).toEqual({ error: 'not_found', ...(row.expect as { resource: string }) });
    } else if (row.status === 409) {
      expect(body).toMatchObject({ error: 'conflict', current: { id: c.crew.crewId, version: c.version } });
    } else if (row.status === 413) {
      expect(body).toEqual({ error: 'too_large' });
    } else if (row.status === 422) {
      expect(body).toMatchObject({ error: 'rule', ...(row.expect as object) });
    }
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});
