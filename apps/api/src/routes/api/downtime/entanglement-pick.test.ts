/**
 * E1 « le MJ en choisit un »: the dice first, then the GM picks from the rolled cell — through HTTP,
 * with what a player link sees of a hidden roll waiting for its pick.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
});
afterAll(() => t.close());

interface Sheet {
  version: number;
  crew: { pendingEntanglements: { kind: string; revealed: boolean }[] };
  downtime: { phase: string; pendingEntanglementRoll: { roll: { candidates: string[]; dice: number[]; hidden: boolean } } | null };
}

async function toEntanglement(hidden: boolean): Promise<{ crewId: string; version: number; sheet: Sheet }> {
  const { crewId } = await seedCrew(t, { ...crewOfTwo(), wanted: 1, heat: 5 });
  let version = 1;
  let sheet: Sheet | undefined;
  const steps: [string, Record<string, unknown>, number[]][] = [
    ['start', {}, []],
    ['payoff', { targetTier: 1, take: 0 }, []],
    ['heat', { exposure: 'quiet' }, []],
    // Wanted 1: one die, a 2 → row 1-3, heat 5 → column 4-5: Cohort trouble or Questioning.
    ['entanglement-roll', { pick: 'after_roll', hidden }, [2]],
  ];
  for (const [path, body, dice] of steps) {
    t.useDice(dice);
    const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/downtime/${path}`, headers: t.gm.headers, payload: { ...body, version } });
    expect(res.statusCode, res.body).toBe(200);
    sheet = res.json<{ sheet: Sheet }>().sheet;
    version = sheet.version;
  }
  return { crewId, version, sheet: sheet as Sheet };
}

describe('POST …/downtime/entanglement-roll with pick after_roll, then …/entanglement-pick', () => {
  it('the sheet shows the rolled cell; the GM picks one of its two; advancing before the pick is refused (E1)', async () => {
    const { crewId, version, sheet } = await toEntanglement(false);
    expect(sheet.downtime.pendingEntanglementRoll?.roll.candidates).toEqual(['cohort_trouble', 'questioning']);
    expect(sheet.crew.pendingEntanglements).toEqual([]);

    const early = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/downtime/advance`, headers: t.gm.headers, payload: { version } });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ rule: 'E1', code: 'entanglement_not_picked' });

    const picked = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/downtime/entanglement-pick`, headers: t.gm.headers, payload: { version, pick: 'questioning' } });
    expect(picked.statusCode, picked.body).toBe(200);
    const after = picked.json<{ sheet: Sheet }>().sheet;
    expect(after.downtime.pendingEntanglementRoll).toBeNull();
    expect(after.crew.pendingEntanglements.map((p) => p.kind)).toEqual(['questioning']);
  });

  it('a player link never sees a hidden roll waiting for its pick', async () => {
    const { crewId } = await toEntanglement(true);
    const player = await t.player(crewId);
    const gmView = (await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: t.gm.headers })).json<Sheet>();
    const playerView = (await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: player.headers })).json<Sheet>();
    expect(gmView.downtime.pendingEntanglementRoll?.roll.hidden).toBe(true);
    expect(playerView.downtime.pendingEntanglementRoll).toBeNull();
  });
});
