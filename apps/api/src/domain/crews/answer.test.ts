/**
 * A step's answer is built from what its transaction wrote, not read back (events.ts
 * `answerSaved`): after every kind of step — dice rolled, entanglements held and revealed, notes,
 * characters and projects added and removed, undo — the answered sheet and step are exactly what
 * a later read of the row gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { seedCrew, type SeededCrew } from '../../test/crews';
import { forgetKeptStates } from './keptStates';

let t: TestApp;
let crew: SeededCrew;
beforeAll(async () => {
  t = await buildTestApp({ seed: 11 });
  crew = await seedCrew(t);
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

describe('the answer of a step is what a later read gives', () => {
  it('for every kind of step', async () => {
    let version = crew.version;
    const pc1 = crew.id('pc-1');
    const pc2 = crew.id('pc-2');
    const steps: [string, string, Json][] = [
      ['POST', 'downtime/start', { seasonBonus: true }],
      ['POST', 'downtime/payoff', { targetTier: 2, take: 5, tithe: { boss: 'Le Baron', paid: true } }],
      ['POST', 'downtime/heat', { exposure: 'wild', killings: true }],
      ['POST', 'downtime/entanglement-roll', { hidden: true, reveal: false }],
      ['PATCH', '', { gmNotes: 'secret' }],
      ['POST', 'downtime/advance', {}],
      ['POST', 'downtime/activities', { characterId: pc1, activity: { kind: 'train', skill: 'hunt', helped: true } }],
      ['POST', 'downtime/activities', { characterId: pc2, activity: { kind: 'acquire_asset', name: 'Barque', assetKind: 'vehicle', helped: false } }],
      ['POST', `characters/${pc1}/projects`, { name: 'Le plan', segments: 4 }],
      ['POST', 'characters', { name: 'Célestin', gmNotes: 'nouveau' }],
      ['PUT', `characters/${pc2}`, { gmNotes: 'changé', coin: 3 }],
      ['POST', 'factions', { name: 'Les Tisserands', tier: 1, status: 1 }],
      ['DELETE', `characters/${pc1}`, {}],
      ['POST', 'undo', {}],
      ['POST', 'downtime/conflict-heat', { exposure: 'loud', killings: false }],
    ];
    let checked = 0;
    for (const [method, path, body] of steps) {
      const res = await t.app.inject({
        method: method as 'POST',
        url: `/api/crews/${crew.crewId}${path === '' ? '' : `/${path}`}`,
        headers: t.gm.headers,
        payload: { version, ...body },
      });
      if (res.statusCode === 422) continue;
      expect([200, 201], `${method} ${path}: ${res.body}`).toContain(res.statusCode);
      const answer = res.json() as { sheet: Json & { version: number }; event: Json & { seq: number } };
      version = answer.sheet.version;
      // A read from the row's text, as after a restart (nothing kept from the write: keptStates.ts).
      forgetKeptStates();
      const read = await t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: t.gm.headers });
      expect(answer.sheet).toEqual(read.json());
      const history = await t.app.inject({ url: `/api/crews/${crew.crewId}/history?after=${answer.event.seq - 1}&limit=1`, headers: t.gm.headers });
      expect(answer.event).toEqual((history.json() as { events: Json[] }).events[0]);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
