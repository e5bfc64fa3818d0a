/**
 * Twenty concurrent writes to every kind of history, through HTTP, on the database the harness
 * gives (SQLite, or PostgreSQL with TEST_DATABASE_URL): every answer is 2xx or 409 (another write
 * took the version, the slot or the request first), never a 5xx, and each history reads back
 * gapless (1, 2, 3… with no number twice). On SQLite one writer runs at a time; on PostgreSQL the
 * writers really run side by side, and the step numbers hold (domain/history/write.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Aggregate } from '@temps-mort/contract';
import { buildTestApp, type TestApp } from '../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../test/crews';

const WRITERS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

type Json = Record<string, unknown>;

async function inject(method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload: object) {
  const res = await t.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json<Json>() };
}

/** Every step number of one history, in order. */
async function seqs(aggregate: Aggregate, aggregateId: string): Promise<number[]> {
  const rows = await t.db.step.findMany({ where: { aggregate, aggregateId }, select: { seq: true }, orderBy: { seq: 'asc' } });
  return rows.map((r) => r.seq);
}

/** 1…n: no gap, no number twice. */
const gapless = (numbers: readonly number[]) => numbers.map((_, i) => i + 1);

/** Every status 2xx or 409, and `wins` of them 2xx. */
function expectOnly(statuses: readonly number[], ok: number, wins: number): void {
  expect(statuses.filter((s) => s >= 500), `statuses: ${statuses.join(' ')}`).toEqual([]);
  expect(statuses.filter((s) => s !== ok && s !== 409), `statuses: ${statuses.join(' ')}`).toEqual([]);
  expect(statuses.filter((s) => s === ok)).toHaveLength(wins);
}

/** A GM step of the crew at `version`; the new version. */
async function gmStep(crew: SeededCrew, path: string, body: Json, version: number): Promise<number> {
  const res = await inject('POST', `/api/crews/${crew.crewId}${path}`, t.gm.headers, { ...body, version });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.sheet as { version: number }).version;
}

// Forty requests at once on a loaded 2-core machine: a generous bound, never a timing assertion.
describe(`${WRITERS} concurrent writes to each kind of history: 2xx or 409, never 5xx; histories gapless`, { timeout: 60_000 }, () => {
  it("a crew's steps: 20 clock ticks and 20 heat steps at one version, one of each lands", async () => {
    const crew = await seedCrew(t, crewOfTwo({ wanted: 0, heat: 3 }));
    const added = await inject('POST', `/api/crews/${crew.crewId}/clocks`, t.gm.headers, {
      version: crew.version,
      name: 'La Garde se rapproche',
      owner: { kind: 'crew', id: crew.crewId },
      segments: 8,
      visibility: 'open',
    });
    expect(added.status).toBe(201);
    const clockId = String((added.body.event as { detail: { id: string } }).detail.id);
    let version = (added.body.sheet as { version: number }).version;

    const ticks = await Promise.all(
      Array.from({ length: WRITERS }, () => inject('POST', `/api/crews/${crew.crewId}/clocks/${clockId}/tick`, t.gm.headers, { version, delta: 1 })),
    );
    expectOnly(
      ticks.map((a) => a.status),
      200,
      1,
    );
    version = (ticks.find((a) => a.status === 200)!.body.sheet as { version: number }).version;

    version = await gmStep(crew, '/downtime/start', {}, version);
    version = await gmStep(crew, '/downtime/payoff', { targetTier: 1, take: 0 }, version);
    t.useSeed(7);
    const heat = await Promise.all(
      Array.from({ length: WRITERS }, () => inject('POST', `/api/crews/${crew.crewId}/downtime/heat`, t.gm.headers, { version, exposure: 'quiet' })),
    );
    expectOnly(
      heat.map((a) => a.status),
      200,
      1,
    );
    const history = await seqs('crew', crew.crewId);
    expect(history).toEqual(gapless(history));
    // Created, the clock, its tick, start, payoff, heat.
    expect(history).toHaveLength(6);
  });

  it("the campaign's dice: 20 GM rolls and 20 phones answering one roll request each, all at once, every roll lands", async () => {
    const crew = await seedCrew(t);
    const phones = await Promise.all(Array.from({ length: WRITERS }, (_, i) => t.player(crew.crewId, `Arlette ${i}`, { characterId: crew.id('pc-1') })));
    const requests: string[] = [];
    for (let i = 0; i < WRITERS; i++) {
      const made = await inject('POST', `/api/crews/${crew.crewId}/roll-requests`, t.gm.headers, { characterId: crew.id('pc-1'), roll: { kind: 'd6', purpose: 'action', pool: 2 } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      requests.push(String(made.body.id));
    }
    t.useSeed(11);
    const before = (await seqs('dice', t.campaignId)).length;
    const answers = await Promise.all([
      ...Array.from({ length: WRITERS }, (_, i) => inject('POST', `/api/campaigns/${t.campaignId}/rolls/d6`, t.gm.headers, { pool: 2, purpose: `roll ${i}` })),
      ...phones.map((phone, i) => inject('POST', `/api/roll-requests/${requests[i]}/roll`, phone.headers, {})),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array.from({ length: WRITERS }, () => 201), ...Array.from({ length: WRITERS }, () => 200)]);
    const history = await seqs('dice', t.campaignId);
    expect(history).toEqual(gapless(history));
    expect(history).toHaveLength(before + 2 * WRITERS);
  });

  it('one roll request rolled from 20 phones at once: one rolls, 19 are 409s, one roll stored', async () => {
    const crew = await seedCrew(t);
    const phones = await Promise.all(Array.from({ length: WRITERS }, (_, i) => t.player(crew.crewId, `Basile ${i}`, { characterId: crew.id('pc-2') })));
    const made = await inject('POST', `/api/crews/${crew.crewId}/roll-requests`, t.gm.headers, { characterId: crew.id('pc-2'), roll: { kind: 'd6', purpose: 'action', pool: 1 } });
    expect(made.status).toBe(201);
    t.useSeed(3);
    const answers = await Promise.all(phones.map((phone) => inject('POST', `/api/roll-requests/${String(made.body.id)}/roll`, phone.headers, {})));
    expectOnly(
      answers.map((a) => a.status),
      200,
      1,
    );
    expect(await t.db.roll.count({ where: { characterId: crew.id('pc-2') } })).toBe(1);
    const history = await seqs('dice', t.campaignId);
    expect(history).toEqual(gapless(history));
  });

  it('20 proposals for one slot approved at once: one passes, the others are 409s', async () => {
    const crew = await seedCrew(t, crewOfTwo({ wanted: 0, heat: 3 }));
    const link = await t.player(crew.crewId, 'Arlette', { characterId: crew.id('pc-1') });
    let version = crew.version;
    version = await gmStep(crew, '/downtime/start', {}, version);
    version = await gmStep(crew, '/downtime/payoff', { targetTier: 1, take: 0 }, version);
    version = await gmStep(crew, '/downtime/heat', { exposure: 'quiet' }, version);
    version = await gmStep(crew, '/downtime/entanglement-roll', {}, version);
    version = await gmStep(crew, '/downtime/advance', {}, version);
    // Twenty waiting at once is past what a player may leave waiting: written as the route would.
    const intent = JSON.stringify({ type: 'activity', activity: { kind: 'reduce_heat', action: 'skirmish' } });
    const ids: string[] = [];
    for (let i = 0; i < WRITERS; i++) {
      ids.push((await t.db.proposal.create({ data: { crewId: crew.crewId, characterId: crew.id('pc-1'), shareLinkId: link.shareLinkId, intent } })).id);
    }
    t.useSeed(5);
    const answers = await Promise.all(ids.map((id) => inject('POST', `/api/proposals/${id}/approve`, t.gm.headers, { version })));
    expectOnly(
      answers.map((a) => a.status),
      200,
      1,
    );
    expect(await t.db.proposal.count({ where: { id: { in: ids }, status: 'approved' } })).toBe(1);
    const history = await seqs('crew', crew.crewId);
    expect(history).toEqual(gapless(history));
  });

  it("a wizard's ledger: 20 loans at one version, one lands", async () => {
    const created = await inject('POST', `/api/campaigns/${t.campaignId}/wizards`, t.gm.headers, { name: 'Maelis', level: 5, gold: 0, markers: 0 });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, () => inject('POST', `/api/wizards/${id}/favours`, t.gm.headers, { version: created.body.version as number, kind: 'loan', amount: 100 })),
    );
    expectOnly(
      answers.map((a) => a.status),
      200,
      1,
    );
    const history = await seqs('wizard', id);
    expect(history).toEqual(gapless(history));
    expect(history).toHaveLength(2);
  });

  it("a complex action's rolls: 20 at one version, one lands", async () => {
    const created = await inject('POST', `/api/campaigns/${t.campaignId}/complex-actions`, t.gm.headers, { name: 'Le tunnel', start: 8, failureThreshold: 5 });
    expect(created.status).toBe(201);
    const action = created.body.complexAction as { id: string; version: number };
    t.useSeed(9);
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, () => inject('POST', `/api/complex-actions/${action.id}/roll`, t.gm.headers, { version: action.version, threshold: 50 })),
    );
    expectOnly(
      answers.map((a) => a.status),
      200,
      1,
    );
    const history = await seqs('complex_action', action.id);
    expect(history).toEqual(gapless(history));
  });
});
