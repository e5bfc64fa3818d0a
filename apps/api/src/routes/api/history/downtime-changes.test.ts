/**
 * GET /api/crews/:crewId/downtime/changes: what the last downtime changed, composed from the net
 * changes its kept steps stored — for the GM every step, for the crew's player link only the steps
 * its history shows; who may ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, sessionCookieHeader } from '../../../auth/sessions';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
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

describe('who may read them', () => {
  it('the GM and the crew’s player link; nobody 401, another crew’s link 403, another campaign’s GM 403, an unknown crew 404', async () => {
    const url = `/api/crews/${crew.crewId}/downtime/changes`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${url}?token=${player.token}` })).statusCode).toBe(200);
    const other = await seedCrew(t);
    const otherLink = await t.player(other.crewId);
    expect((await t.app.inject({ url, headers: otherLink.headers })).json()).toEqual({ error: 'forbidden' });
    expect((await t.app.inject({ url, headers: otherLink.headers })).statusCode).toBe(403);
    const elsewhere = await t.db.campaign.create({ data: { name: 'Ailleurs', gmCredential: { create: {} } } });
    const session = await createSession(t.db, elsewhere.id, t.clock());
    expect((await t.app.inject({ url, headers: { cookie: sessionCookieHeader(session.token) } })).statusCode).toBe(403);
    const unknown = await t.app.inject({ url: '/api/crews/nope/downtime/changes', headers: t.gm.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', resource: 'crew' });
  });
});
