import { makeCharacter, makeFaction } from '@temps-mort/rules/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
});
afterAll(() => t.close());

interface Sheet {
  id: string;
  version: number;
  crew: {
    rep: number;
    coin: number;
    heat: number;
    wanted: number;
    factions: { id: string; name: string; status: number }[];
    characters: { id: string; name: string; skills: Record<string, number> }[];
    pendingEntanglements: { id: string; kind: string; revealed: boolean; hidden: boolean }[];
  };
  downtime: {
    phase: string;
    number: number;
    characters: Record<string, { used: number; allowance: number; remaining: number; trained: string[]; pendingAsset: unknown }>;
    allowedEvents: string[];
  };
}
interface Step {
  sheet: Sheet;
  event: { seq: number; type: string; dice: number[]; reasons: { rule: string; code: string; values: Record<string, unknown> }[]; rolls: { purpose: string; dice: number[]; band: string | null; quality: number | null; who: string }[]; detail: Record<string, unknown> };
}

describe('a whole downtime through HTTP, with scripted dice', () => {
  let crewId: string;
  let version: number;
  let sheet: Sheet;

  async function step(path: string, body: Record<string, unknown>, dice: number[] = []): Promise<Step> {
    t.useDice(dice);
    const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/downtime/${path}`, headers: t.gm.headers, payload: { ...body, version } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Step>();
    expect(answer.event.dice).toEqual(dice);
    version = answer.sheet.version;
    sheet = answer.sheet;
    return answer;
  }
  const pc = (name: string) => sheet.crew.characters.find((c) => c.name === name)!;
  const faction = (name: string) => sheet.crew.factions.find((f) => f.name === name)!;

  it('creates the crew: tier I, strong hold, 2 coin, heat 7, two PCs and two factions', async () => {
    const { id: _a, healing: _h, projects: _p, ...arlette } = makeCharacter({ name: 'Arlette' });
    const { id: _b, healing: _h2, projects: _p2, ...basile } = makeCharacter({ name: 'Basile', skills: { hunt: 2, study: 0, skirmish: 2, sway: 1, surgery: 1 } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${t.campaignId}/crews`,
      headers: t.gm.headers,
      payload: {
        name: 'Les Corbeaux',
        tier: 1,
        hold: 'strong',
        coin: 2,
        heat: 7,
        claims: ['Repaire'],
        factions: [
          { name: 'Les Lampions', tier: 2, status: 0 },
          { name: 'La Garde', tier: 3, status: -1 },
        ].map(({ name, tier, status }) => ({ ...makeFaction({ name, tier, status }), id: undefined })),
        characters: [arlette, basile],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Step>();
    expect(created.event).toMatchObject({ seq: 1, type: 'crew_created' });
    crewId = created.sheet.id;
    version = created.sheet.version;
    sheet = created.sheet;
    expect(version).toBe(1);
    expect(sheet.downtime.phase).toBe('idle');
    expect(sheet.downtime.allowedEvents).toContain('start');
    expect(sheet.crew.characters.map((c) => c.name)).toEqual(['Arlette', 'Basile']);
  });

  it('start → payoff → heat, in the seed order', async () => {
    const started = await step('start', {});
    expect(started.sheet.downtime).toMatchObject({ phase: 'payoff', number: 1 });
    expect(started.sheet.downtime.characters[pc('Arlette').id]).toMatchObject({ used: 0, allowance: 2, remaining: 2 });

    // « rang I … cible de rang III, ils gagnent 4 renom »; tithe 10 % of 6 rounded up = 1; 5 to the stash.
    const paid = await step('payoff', { targetTier: 3, take: 6, tithe: { boss: 'Le Baron', paid: true } });
    expect(paid.sheet.crew).toMatchObject({ rep: 4, coin: 7 });
    expect(paid.event.reasons.map((r) => r.rule)).toEqual(expect.arrayContaining(['P1', 'P4']));

    // « si le raffut était de 7 et que la bande gagne 4 points … à 1 point de raffut » (wanted +1).
    const heated = await step('heat', { exposure: 'loud' });
    expect(heated.sheet.crew).toMatchObject({ heat: 1, wanted: 1 });
    expect(heated.sheet.downtime.phase).toBe('incarceration');
  });

  it('entanglement: one die for wanted 1 (5 → row 4-5, column 0-3), the GM picks Rivals and reveals it; E2 options with their costs; resolved', async () => {
    const rolled = await step('entanglement-roll', { pick: 'rivals', reveal: true }, [5]);
    expect(rolled.event.rolls).toEqual([expect.objectContaining({ purpose: 'entanglement', dice: [5], band: '4-5', who: 'GM' })]);
    const pending = rolled.sheet.crew.pendingEntanglements;
    expect(pending).toEqual([{ id: `${crewId}/entanglement-5`, kind: 'rivals', revealed: true, hidden: false }]);

    const lampions = faction('Les Lampions').id;
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/crews/${crewId}/entanglements/${encodeURIComponent(pending[0]!.id)}/options?factionId=${lampions}`,
      headers: t.gm.headers,
    });
    expect(options.statusCode, options.body).toBe(200);
    const list = options.json<{ options: { option: string; factionId: string; possible: boolean }[] }>().options;
    expect(list.map((o) => o.option)).toEqual(['give_way_rep', 'give_way_coin', 'stand_up']);
    expect(list.every((o) => o.factionId === lampions && o.possible)).toBe(true);

    const resolved = await step(`entanglements/${encodeURIComponent(pending[0]!.id)}/resolve`, {
      choice: { kind: 'rivals', option: 'stand_up', factionId: lampions },
    });
    expect(faction('Les Lampions').status).toBe(-1);
    expect(resolved.sheet.crew.pendingEntanglements).toEqual([]);
    expect(resolved.event.reasons.map((r) => r.code)).toContain('entanglement_resolved');
  });

  it('activities: acquire asset (6 → quality 2, then 2 coin for +1), reduce heat (sway 0: 3,5 → quality 1), train (hunt 2: 2,3 → +1)', async () => {
    await step('advance', {});
    expect(sheet.downtime.phase).toBe('activities');
    const arlette = pc('Arlette').id;
    const basile = pc('Basile').id;

    const asset = await step('activities', { characterId: arlette, activity: { kind: 'acquire_asset', name: 'Uniformes de la prévôté', assetKind: 'special_equipment' } }, [6]);
    expect(asset.event.rolls).toEqual([expect.objectContaining({ purpose: 'acquire_asset', band: '6', quality: 2, who: 'Arlette' })]);
    expect(asset.sheet.downtime.characters[arlette]).toMatchObject({ used: 1, pendingAsset: { rolledQuality: 2 } });
    // Nothing else for Arlette until the coin is settled (A4).
    const before = dumpDatabase(t.dbPath);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/crews/${crewId}/downtime/advance`,
      headers: t.gm.headers,
      payload: { version },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'rule', rule: 'A4', code: 'asset_not_settled' });
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    const settled = await step('asset-settle', { characterId: arlette, coin: 2 });
    expect(settled.sheet.crew.coin).toBe(5);
    expect(settled.event.detail).toMatchObject({ quality: 3, coinSpent: 2 });

    const cooled = await step('activities', { characterId: arlette, activity: { kind: 'reduce_heat', action: 'sway' } }, [3, 5]);
    expect(cooled.sheet.crew.heat).toBe(0);
    expect(cooled.event.rolls).toEqual([expect.objectContaining({ purpose: 'reduce_heat', dice: [3, 5], band: '1-3', quality: 1 })]);

    const trained = await step('activities', { characterId: basile, activity: { kind: 'train', skill: 'hunt' } }, [2, 3]);
    expect(pc('Basile').skills.hunt).toBe(3);
    expect(trained.sheet.downtime.characters[basile]).toMatchObject({ used: 1, trained: ['hunt'] });

    // A third activity for Arlette: A1, and nothing written.
    const snapshot = dumpDatabase(t.dbPath);
    const third = await t.app.inject({
      method: 'POST',
      url: `/api/crews/${crewId}/downtime/activities`,
      headers: t.gm.headers,
      payload: { version, characterId: arlette, activity: { kind: 'train', skill: 'study' } },
    });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toEqual({ error: 'rule', rule: 'A1', code: 'no_activity_left', values: { used: 2, allowance: 2 } });
    expect(dumpDatabase(t.dbPath)).toEqual(snapshot);
  });

  it('closes the downtime; the history lists every step with its reasons and rolls; the sheet reads back the same', async () => {
    const done = await step('advance', {});
    expect(done.sheet.downtime.phase).toBe('done');
    expect(done.sheet.crew).toMatchObject({ rep: 4, coin: 5, heat: 0, wanted: 1 });

    const history = await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/history`, headers: t.gm.headers });
    const events = history.json<{ events: { seq: number; type: string; rolls: unknown[]; reasons: unknown[] }[] }>().events;
    expect(events.map((e) => e.type)).toEqual([
      'crew_created',
      'start',
      'payoff',
      'heat',
      'entanglement_roll',
      'entanglement_resolve',
      'advance',
      'activity',
      'asset_settle',
      'activity',
      'activity',
      'advance',
    ]);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events.every((e) => e.reasons.length > 0)).toBe(true);
    expect(events.flatMap((e) => e.rolls)).toHaveLength(4);

    const filtered = await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/history?type=activity&after=8&limit=1`, headers: t.gm.headers });
    expect(filtered.json<{ events: { seq: number }[] }>().events.map((e) => e.seq)).toEqual([10]);

    const read = await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}`, headers: t.gm.headers });
    expect(read.json()).toEqual(done.sheet);
  });

  it('undo twice undoes the two last steps (advance, then the training), each recorded', async () => {
    const undo = async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/undo`, headers: t.gm.headers, payload: { version } });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<Step & { event: { undoes: number } }>();
      version = answer.sheet.version;
      sheet = answer.sheet;
      return answer;
    };
    expect((await undo()).event).toMatchObject({ type: 'undo', undoes: 12 });
    expect(sheet.downtime.phase).toBe('activities');
    expect((await undo()).event).toMatchObject({ type: 'undo', undoes: 11 });
    expect(pc('Basile').skills.hunt).toBe(2);
    expect(sheet.downtime.characters[pc('Basile').id]).toMatchObject({ used: 0, trained: [] });

    const events = (await t.app.inject({ method: 'GET', url: `/api/crews/${crewId}/history?after=10`, headers: t.gm.headers })).json<{
      events: { seq: number; type: string; undone: boolean; undoneBy: number | null; rolls: { dice: number[] }[] }[];
    }>().events;
    expect(events.map((e) => [e.seq, e.type, e.undone, e.undoneBy])).toEqual([
      [11, 'activity', true, 14],
      [12, 'advance', true, 13],
      [13, 'undo', false, null],
      [14, 'undo', false, null],
    ]);
    // The undone training keeps its dice in the history: nobody re-rolls silently.
    expect(events[0]?.rolls).toEqual([expect.objectContaining({ dice: [2, 3] })]);

    // Training again rolls new dice.
    const again = await step('activities', { characterId: pc('Basile').id, activity: { kind: 'train', skill: 'hunt' } }, [6, 6]);
    expect(again.event.seq).toBe(15);
    expect(pc('Basile').skills.hunt).toBe(4); // a critical: +2
  });
});

describe('I2: a jailed PC’s sentence on the sheet, for both audiences, until the step is undone', () => {
  interface JailSheet {
    version: number;
    crew: { wanted: number; characters: { id: string; name: string; status: string; jail?: { sentence: string } }[] };
  }

  it('the jail step keeps the sentence (wanted 3, parole: « plusieurs mois »); its undo leaves none', async () => {
    const seeded = await seedCrew(t, crewOfTwo({ wanted: 3, heat: 0, prisonClaims: ['parole'] }));
    const crewId = seeded.crewId;
    const basile = seeded.id('pc-2');
    let version = seeded.version;
    const post = async (path: string, body: Record<string, unknown> = {}) => {
      t.useDice([]);
      const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crewId}/${path}`, headers: t.gm.headers, payload: { ...body, version } });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json<{ sheet: JailSheet }>().sheet.version;
    };
    const player = await t.player(crewId);
    const sheets = async (): Promise<JailSheet[]> =>
      Promise.all(
        [
          { url: `/api/crews/${crewId}`, headers: t.gm.headers },
          { url: `/api/crews/${crewId}`, headers: player.headers },
          { url: '/api/share/sheet', headers: player.headers },
        ].map(async ({ url, headers }) => (await t.app.inject({ method: 'GET', url, headers })).json<JailSheet>()),
      );
    const basileIn = (sheet: JailSheet) => sheet.crew.characters.find((c) => c.id === basile);

    await post('downtime/start');
    await post('downtime/payoff', { targetTier: 1, take: 0 });
    await post('downtime/heat', { exposure: 'quiet' });
    await post('downtime/jail', { characterId: basile });
    for (const sheet of await sheets()) {
      // Read at wanted 3 before the conviction lowers it; parole reads it one lower.
      expect(sheet.crew.wanted).toBe(2);
      expect(basileIn(sheet)).toMatchObject({ status: 'jailed', jail: { sentence: 'several_months' } });
    }

    await post('undo');
    for (const sheet of await sheets()) {
      expect(sheet.crew.wanted).toBe(3);
      expect(basileIn(sheet)?.status).toBe('active');
      expect(basileIn(sheet)).not.toHaveProperty('jail');
    }
  });
});
