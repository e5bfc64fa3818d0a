/**
 * GET /api/crews/:crewId/downtime/changes: what the last downtime changed, composed from the net
 * changes its kept steps stored — for the GM every step, for the crew's player link only the steps
 * its history shows; who may ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { makeCharacter } from '@temps-mort/rules/testing';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';

let t: TestApp;
let crew: SeededCrew;
let player: TestPlayer;
let version: number;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
  crew = await seedCrew(t, crewOfTwo({ rep: 0, coin: 3, heat: 7, wanted: 0 }));
  version = crew.version;
  player = await t.player(crew.crewId);
});
afterAll(() => t.close());

interface Change {
  what: string;
  of: string | null;
  before: unknown;
  after: unknown;
}
interface Answer {
  downtime: number;
  changes: Change[];
}

async function write(path: string, body: Record<string, unknown> = {}, dice: number[] = []): Promise<{ crew: { coin: number } }> {
  t.useDice(dice);
  const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crew.crewId}/${path}`, headers: t.gm.headers, payload: { ...body, version } });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ sheet: { version: number; crew: { coin: number } } }>();
  version = answer.sheet.version;
  return answer.sheet;
}

async function changes(headers: Record<string, string>): Promise<Answer> {
  const res = await t.app.inject({ url: `/api/crews/${crew.crewId}/downtime/changes`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}

describe("a downtime's net changes", () => {
  it('none before the first downtime', async () => {
    expect(await changes(t.gm.headers)).toEqual({ downtime: 0, changes: [] });
  });

  it('composes the steps kept since the start: rep 0 → 4, coin 3 → 13 and 0 → 2 each, heat 7 → 1, wanted 0 → 1; an undone step is left out', async () => {
    await write('downtime/start');
    const [pc1, pc2] = [crew.id('pc-1'), crew.id('pc-2')];
    await write('downtime/payoff', { targetTier: 3, take: 14, split: { stash: 10, shares: [{ characterId: pc1, coin: 2 }, { characterId: pc2, coin: 2 }] } });
    await write('downtime/heat', { exposure: 'loud' });
    await write('downtime/conflict-heat', { exposure: 'contained' });
    await write('undo');
    const expected: Change[] = [
      { what: 'rep', of: null, before: 0, after: 4 },
      { what: 'coin', of: null, before: 3, after: 13 },
      { what: 'characterCoin', of: pc1, before: 0, after: 2 },
      { what: 'characterCoin', of: pc2, before: 0, after: 2 },
      { what: 'heat', of: null, before: 7, after: 1 },
      { what: 'wanted', of: null, before: 0, after: 1 },
    ];
    expect(await changes(t.gm.headers)).toEqual({ downtime: 1, changes: expected });
    // Nothing hidden yet: the players' recap is the GM's.
    expect(await changes(player.headers)).toEqual({ downtime: 1, changes: expected });
  });

  it("a hidden step's changes reach the GM's recap, never the players'", async () => {
    const beforeHidden = await changes(player.headers);
    // A hidden entanglement roll (one die for wanted 1: 5), revealed and resolved by paying rivals off: three hidden steps.
    await write('downtime/entanglement-roll', { hidden: true, reveal: false, pick: 'rivals' }, [5]);
    const id = encodeURIComponent(`${crew.crewId}/entanglement-5`);
    await write(`downtime/entanglements/${id}/reveal`);
    const sheet = await write(`downtime/entanglements/${id}/resolve`, { choice: { kind: 'rivals', option: 'give_way_coin', factionId: crew.id('f-1') } });
    expect(sheet.crew.coin).toBeLessThan(13);
    expect((await changes(t.gm.headers)).changes).toContainEqual({ what: 'coin', of: null, before: 3, after: sheet.crew.coin });
    // The players' recap is still the one before the hidden steps: coin 3 → 13.
    expect(await changes(player.headers)).toEqual(beforeHidden);
  });

  it('ends with the downtime: a step after it is not the downtime’s; the next start begins a new recap', async () => {
    await write('downtime/advance');
    await write('downtime/advance');
    const over = await changes(t.gm.headers);
    await write('downtime/conflict-heat', { exposure: 'wild' });
    expect(await changes(t.gm.headers)).toEqual(over);
    await write('downtime/start');
    expect(await changes(t.gm.headers)).toEqual({ downtime: 2, changes: [] });
  });
});

describe('every net change of a downtime: crew, PCs, factions, clocks', () => {
  it("a faction's status, a project's progress, an attribute's circles; a GM-only clock's going never reaches the players' recap", async () => {
    const gmClock = { id: 'k-gm', name: 'Vengeance de la Garde', owner: { kind: 'faction' as const, id: 'f-2' }, segments: 4, filled: 1, visibility: 'gm_only' as const, onFill: '' };
    const seeded = await seedCrew(
      t,
      crewOfTwo({
        heat: 0,
        wanted: 1,
        clocks: [gmClock],
        characters: [makeCharacter({ id: 'pc-1', name: 'Arlette', projects: [{ id: 'pr-1', name: 'Évasion', segments: 8, filled: 2 }] }), makeCharacter({ id: 'pc-2', name: 'Basile' })],
      }),
    );
    const id = seeded.id;
    let v = seeded.version;
    const send = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body: Record<string, unknown> = {}, dice: number[] = []) => {
      t.useDice(dice);
      const res = await t.app.inject({ method, url: `/api/crews/${seeded.crewId}/${path}`, headers: t.gm.headers, payload: { ...body, version: v } });
      expect(res.statusCode, res.body).toBe(200);
      v = res.json<{ sheet: { version: number } }>().sheet.version;
      return res;
    };
    await send('POST', 'downtime/start');
    await send('POST', 'downtime/payoff', { targetTier: 1, take: 0, split: { stash: 0, shares: [] } });
    await send('POST', 'downtime/heat', { exposure: 'contained' });
    // Rivals (one die for wanted 1: the neutral Lampions), stood up to: relations −1.
    const rolled = await send('POST', 'downtime/entanglement-roll', { hidden: false, reveal: true, pick: 'rivals' }, [5]);
    const pending = rolled.json<{ sheet: { crew: { pendingEntanglements: { id: string }[] } } }>().sheet.crew.pendingEntanglements;
    const entanglement = encodeURIComponent(pending[0]?.id ?? 'none');
    await send('POST', `downtime/entanglements/${entanglement}/resolve`, { choice: { kind: 'rivals', option: 'stand_up', factionId: id('f-1') } });
    await send('POST', 'downtime/advance');
    // Arlette indulges her vice (insight 2/4 back up) and works on her escape (a 6: 3 segments).
    await send('POST', 'downtime/activities', { characterId: id('pc-1'), activity: { kind: 'indulge_vice', attribute: 'insight' } }, [4, 4, 4, 4]);
    await send('POST', 'downtime/activities', { characterId: id('pc-1'), activity: { kind: 'long_term_project', projectId: id('pr-1'), action: 'hunt' } }, [6]);
    // La Garde is struck off, its GM-only clock with it.
    await send('DELETE', `factions/${id('f-2')}`);

    const gm = (await t.app.inject({ url: `/api/crews/${seeded.crewId}/downtime/changes`, headers: t.gm.headers })).json<Answer>();
    const find = (what: string, of: string, part?: string) => gm.changes.find((c) => c.what === what && c.of === of && (part === undefined || (c as { part?: string }).part === part));
    expect(find('factionStatus', id('f-1'))).toMatchObject({ before: 0, after: -1 });
    expect(find('attribute', id('pc-1'), 'insight')).toMatchObject({ before: '2/4' });
    expect(find('attribute', id('pc-1'), 'insight')?.after).not.toBe('2/4');
    expect(find('project', id('pc-1'), id('pr-1'))).toMatchObject({ before: '2/8' });
    expect(find('project', id('pc-1'), id('pr-1'))?.after).not.toBe('2/8');
    expect(gm.changes).toContainEqual({ what: 'factions', of: null, before: 2, after: 1 });
    expect(gm.changes).toContainEqual({ what: 'clocks', of: null, before: 1, after: 0, gmOnly: true });

    // The players read the same, but the GM-only clock's going (nor its id, nor any flag).
    const link = await t.player(seeded.crewId);
    const theirs = (await t.app.inject({ url: `/api/crews/${seeded.crewId}/downtime/changes`, headers: link.headers })).json<Answer>();
    expect(theirs.changes).toEqual(gm.changes.filter((c) => c.what !== 'clocks'));
    expect(JSON.stringify(theirs)).not.toMatch(/k-gm|gmOnly/);
    // Nor does the step in their history say it.
    type History = { events: { type: string; detail: { changes?: Change[] } }[] };
    const removal = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/crews/${seeded.crewId}/history`, headers })).json<History>().events.find((e) => e.type === 'faction_remove')?.detail.changes;
    expect(await removal(t.gm.headers)).toContainEqual({ what: 'clocks', of: null, before: 1, after: 0, gmOnly: true });
    expect(await removal(link.headers)).toEqual([{ what: 'factions', of: null, before: 2, after: 1 }]);
  });
});

describe('who may read them', () => {
  it('the GM and the crew’s player link; nobody 401, another crew’s link 403, another campaign’s GM 403, an unknown crew 404', async () => {
    const url = `/api/crews/${crew.crewId}/downtime/changes`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${url}?token=${player.token}` })).statusCode).toBe(200);
    const other = await seedCrew(t);
    const otherLink = await t.player(other.crewId);
    expect((await t.app.inject({ url, headers: otherLink.headers })).json()).toEqual({ error: 'forbidden' });
    expect((await t.app.inject({ url, headers: otherLink.headers })).statusCode).toBe(403);
    const elsewhere = await t.otherGm('Ailleurs');
    expect((await t.app.inject({ url, headers: elsewhere.headers })).statusCode).toBe(403);
    const unknown = await t.app.inject({ url: '/api/crews/nope/downtime/changes', headers: t.gm.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', resource: 'crew' });
  });
});
