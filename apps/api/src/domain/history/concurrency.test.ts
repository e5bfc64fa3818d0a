/**
 * Twenty writes at once to each kind of history: each is answered 2xx or 409 (another write took
 * the version first), never a 5xx, and every history stays gapless (1, 2, 3… with no number twice).
 * The database serializes the writers here (SQLite); ./write.test.ts covers the writer that loses
 * the race for a step number where they run side by side.
 */
import type { Aggregate } from '@temps-mort/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { seedCrew } from '../../test/crews';

const WRITERS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function all(method: 'POST' | 'PATCH', url: string, payload: (i: number) => object): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => t.app.inject({ method, url, headers: t.gm.headers, payload: payload(i) })));
  return answers.map((a) => a.statusCode);
}

async function seqs(aggregate: Aggregate, aggregateId: string): Promise<number[]> {
  const rows = await t.app.db.step.findMany({ where: { aggregate, aggregateId }, select: { seq: true }, orderBy: { seq: 'asc' } });
  return rows.map((r) => r.seq);
}

const gapless = (numbers: readonly number[]) => numbers.map((_, i) => i + 1);

describe(`${WRITERS} writes at once to one history`, () => {
  it("a crew's: one edit of the version read wins, the others are 409s", async () => {
    const crew = await seedCrew({ db: t.app.db, campaignId: t.campaignId });
    const statuses = await all('PATCH', `/api/crews/${crew.crewId}`, (i) => ({ version: crew.version, name: `Les Lanternes ${i}` }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const history = await seqs('crew', crew.crewId);
    expect(history).toEqual(gapless(history));
    expect(history).toHaveLength(2);
  });

  it("a wizard's: one edit wins, the others are 409s", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${t.campaignId}/wizards`,
      headers: t.gm.headers,
      payload: { name: 'Maelis', level: 5, gold: 300, markers: 0, warband: [{ name: 'Maelis', role: 'wizard', baseCost: 0, will: 4 }] },
    });
    expect(created.statusCode).toBe(201);
    const wizard = created.json() as { id: string; version: number };
    const statuses = await all('PATCH', `/api/wizards/${wizard.id}`, (i) => ({ version: wizard.version, gold: i }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const history = await seqs('wizard', wizard.id);
    expect(history).toEqual(gapless(history));
  });

  it("a complex action's: one roll of the version read lands, the others are 409s", async () => {
    const created = await t.app.inject({ method: 'POST', url: `/api/campaigns/${t.campaignId}/complex-actions`, headers: t.gm.headers, payload: { name: 'Le tunnel', start: 8, failureThreshold: 5 } });
    expect(created.statusCode).toBe(201);
    const action = (created.json() as { complexAction: { id: string; version: number } }).complexAction;
    const statuses = await all('POST', `/api/complex-actions/${action.id}/roll`, () => ({ version: action.version, threshold: 50 }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const history = await seqs('complex_action', action.id);
    expect(history).toEqual(gapless(history));
  });

  it("the campaign's dice: every roll lands, each with the next number", async () => {
    const before = (await seqs('dice', t.campaignId)).length;
    const statuses = await all('POST', `/api/campaigns/${t.campaignId}/rolls/d6`, (i) => ({ pool: 2, purpose: `roll ${i}` }));
    expect(statuses).toEqual(Array.from({ length: WRITERS }, () => 201));
    const history = await seqs('dice', t.campaignId);
    expect(history).toEqual(gapless(history));
    expect(history).toHaveLength(before + WRITERS);
  });

  it("undos of each kind at once: one takes the last step back, the others are 409s — never two undos of one step", async () => {
    const crew = await seedCrew({ db: t.app.db, campaignId: t.campaignId });
    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/crews/${crew.crewId}`, headers: t.gm.headers, payload: { version: crew.version, name: 'Les Lanternes' } });
    expect(renamed.statusCode).toBe(200);
    const crewVersion = (renamed.json() as { sheet: { version: number } }).sheet.version;
    const wizard = (
      await t.app.inject({ method: 'POST', url: `/api/campaigns/${t.campaignId}/wizards`, headers: t.gm.headers, payload: { name: 'Ysolde', level: 5, gold: 100, markers: 0, warband: [] } })
    ).json() as { id: string; version: number };
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/wizards/${wizard.id}`, headers: t.gm.headers, payload: { version: wizard.version, gold: 40 } });
    expect(edited.statusCode).toBe(200);
    const action = (
      (await t.app.inject({ method: 'POST', url: `/api/campaigns/${t.campaignId}/complex-actions`, headers: t.gm.headers, payload: { name: 'Le pont', start: 8, failureThreshold: 5 } })).json() as {
        complexAction: { id: string; version: number };
      }
    ).complexAction;
    const rolled = await t.app.inject({ method: 'POST', url: `/api/complex-actions/${action.id}/roll`, headers: t.gm.headers, payload: { version: action.version, threshold: 50 } });
    expect(rolled.statusCode).toBe(200);

    const undos: [Aggregate, string, string, number][] = [
      ['crew', crew.crewId, `/api/crews/${crew.crewId}/undo`, crewVersion],
      ['wizard', wizard.id, `/api/wizards/${wizard.id}/undo`, (edited.json() as { version: number }).version],
      ['complex_action', action.id, `/api/complex-actions/${action.id}/undo`, (rolled.json() as { complexAction: { version: number } }).complexAction.version],
    ];
    for (const [aggregate, id, url, version] of undos) {
      const statuses = await all('POST', url, () => ({ version }));
      expect(statuses.filter((s) => s === 200), aggregate).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409), aggregate).toBe(true);
      const history = await seqs(aggregate, id);
      expect(history, aggregate).toEqual(gapless(history));
      const undoSteps = await t.app.db.step.count({ where: { aggregate, aggregateId: id, type: 'undo' } });
      expect(undoSteps, aggregate).toBe(1);
    }
  });
});
