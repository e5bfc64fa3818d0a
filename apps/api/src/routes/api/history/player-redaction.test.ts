/**
 * Issue 34, "redaction by construction" (property): a crew with random GM-only things — GM-only
 * clocks (some raced or required by open ones, some the factions'), a name-only clock's filling, a
 * faction's unrevealed goal, notes and assets, the GM's notes on the crew and on a character, a
 * held entanglement, hidden rolls — played by random steps (ticks and rolls of every clock,
 * removals, undos) through the real routes. Every answer a player link gets — the sheet, its
 * history, its downtime's changes, its rolls one by one, its complex actions, its live stream and
 * a resumed one — holds none of those ids, names or texts. Each string is made distinctive so a
 * find means a leak.
 */
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';
import { connectSse, type SseClient } from '../../../test/sse';

interface Answer {
  sheet: { version: number };
  event: { seq: number; detail: Record<string, unknown> };
}

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: 34 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Target = 'open' | 'gm' | 'name';
const targetArb = fc.constantFrom<Target>('open', 'gm', 'name');
const opArb = fc.oneof(
  fc.record({ kind: fc.constant('tick' as const), target: targetArb, index: fc.nat(3), delta: fc.constantFrom(-2, -1, 1, 2, 3) }),
  fc.record({ kind: fc.constant('roll' as const), target: targetArb, index: fc.nat(3), pool: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('removeGmClock' as const), index: fc.nat(3) }),
  fc.record({ kind: fc.constant('removeFaction' as const) }),
  fc.record({ kind: fc.constant('hiddenRoll' as const) }),
  fc.record({ kind: fc.constant('openRoll' as const) }),
  fc.record({ kind: fc.constant('undo' as const) }),
);

const scenarioArb = fc.record({
  gmClocks: fc.array(fc.record({ segments: fc.integer({ min: 2, max: 8 }), faction: fc.boolean() }), { minLength: 1, maxLength: 3 }),
  openClocks: fc.array(
    fc.record({ segments: fc.integer({ min: 2, max: 8 }), races: fc.option(fc.nat(2), { nil: null }), requires: fc.option(fc.nat(2), { nil: null }) }),
    { maxLength: 2 },
  ),
  nameOnly: fc.boolean(),
  revealed: fc.subarray(['goal', 'notes', 'assets'] as const),
  ops: fc.array(opArb, { maxLength: 10 }),
});

let runs = 0;

describe('no player answer names anything GM-only (property, through the routes)', () => {
  it('the sheet, the history, the downtime changes, the rolls, the complex actions and the streams', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const tag = `r${++runs}x${Math.random().toString(36).slice(2, 8)}`;
        const secrets: string[] = [];
        const secret = (what: string) => {
          const text = `GM-${what}-${tag}-${secrets.length}`;
          secrets.push(text);
          return text;
        };
        const seeded = await seedCrew(
          t,
          crewOfTwo({ pendingEntanglements: [{ id: `held-${tag}`, kind: 'demonic_notice', revealed: false, hidden: true }] }),
        );
        secrets.push(seeded.id(`held-${tag}`));
        const crewUrl = (path = '') => `/api/crews/${seeded.crewId}${path}`;
        let version = seeded.version;
        const gm = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload: Record<string, unknown> = {}, refusable = false): Promise<Answer | null> => {
          const res = await t.app.inject({ method, url: crewUrl(path), headers: t.gm.headers, payload: { version, ...payload } });
          // A step the rules refuse now, or on a clock an undo took away: nothing happened.
          if (refusable && (res.statusCode === 422 || res.statusCode === 404)) return null;
          expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
          const answer = res.json<Answer>();
          version = answer.sheet.version;
          return answer;
        };
        const player = await t.player(seeded.crewId);
        const live = await connectSse(base, `${crewUrl('/stream')}?token=${player.token}`);
        await live.waitFor(1);

        // The GM's notes, a faction's parts kept back, a character's notes.
        await gm('PATCH', '', { gmNotes: secret('crew-notes') });
        const parts = { goal: secret('goal'), notes: secret('faction-notes'), assets: [secret('asset')] };
        for (const field of scenario.revealed) secrets.splice(secrets.indexOf(field === 'assets' ? parts.assets[0] ?? '' : parts[field]), 1);
        await gm('PUT', `/factions/${seeded.id('f-1')}`, { ...parts, revealed: scenario.revealed });
        await gm('PUT', `/characters/${seeded.id('pc-1')}`, { gmNotes: secret('pc-notes') });

        // The clocks: GM-only ones (ids, names, fillings secret), a name-only one (its filling), open ones racing or requiring them.
        const clocks: Record<Target, string[]> = { gm: [], open: [], name: [] };
        for (const clock of scenario.gmClocks) {
          const owner = clock.faction ? { kind: 'faction', id: seeded.id('f-1') } : { kind: 'crew', id: seeded.crewId };
          const saved = await gm('POST', '/clocks', { name: secret('clock'), owner, segments: clock.segments, visibility: 'gm_only', onFill: secret('fill') });
          const id = String(saved?.event.detail.id);
          clocks.gm.push(id);
          secrets.push(id);
        }
        if (scenario.nameOnly) {
          const saved = await gm('POST', '/clocks', { name: `Prendre les Docks ${tag}`, owner: { kind: 'crew', id: seeded.crewId }, segments: 6, visibility: 'name_only', onFill: secret('name-only-fill') });
          clocks.name.push(String(saved?.event.detail.id));
        }
        const racing = new Set<string>();
        for (const [i, clock] of scenario.openClocks.entries()) {
          const rival = clock.races === null ? undefined : clocks.gm[clock.races];
          const requires = clock.requires === null ? undefined : clocks.gm[clock.requires];
          const links = { ...(rival !== undefined && !racing.has(rival) ? { racesAgainst: rival } : {}), ...(requires !== undefined ? { requires } : {}) };
          if (links.racesAgainst !== undefined) racing.add(links.racesAgainst);
          const saved = await gm('POST', '/clocks', { name: `Fuir ${i} ${tag}`, owner: { kind: 'crew', id: seeded.crewId }, segments: clock.segments, visibility: 'open', onFill: 'On part', ...links });
          clocks.open.push(String(saved?.event.detail.id));
        }

        // Rolls at the table: hidden ones (their ids and purposes secret) and open ones.
        const roll = async (hidden: boolean) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/campaigns/${t.campaignId}/rolls/d6`,
            headers: t.gm.headers,
            payload: { pool: 2, crewId: seeded.crewId, hidden, purpose: hidden ? secret('roll') : 'jet ouvert' },
          });
          expect(res.statusCode, res.body).toBe(201);
          if (hidden) secrets.push(res.json<{ id: string }>().id);
        };
        await roll(true);
        const tracker = await t.app.inject({ method: 'POST', url: `/api/campaigns/${t.campaignId}/complex-actions`, headers: t.gm.headers, payload: { name: `Le casse ${tag}`, crewId: seeded.crewId, start: 5 } });
        expect(tracker.statusCode, tracker.body).toBe(201);

        for (const op of scenario.ops) {
          const pick = (target: Target, index: number) => clocks[target][index % Math.max(1, clocks[target].length)];
          if (op.kind === 'tick' || op.kind === 'roll') {
            const id = pick(op.target, op.index);
            if (id === undefined) continue;
            if (op.kind === 'tick') await gm('POST', `/clocks/${id}/tick`, { delta: op.delta }, true);
            else await gm('POST', `/clocks/${id}/roll`, { roll: { kind: 'fortune', pool: op.pool } }, true);
          } else if (op.kind === 'removeGmClock') {
            const id = pick('gm', op.index);
            if (id === undefined) continue;
            clocks.gm = clocks.gm.filter((c) => c !== id);
            await gm('DELETE', `/clocks/${id}`, {}, true);
          } else if (op.kind === 'removeFaction') {
            // Its clocks go with it.
            const answer = await gm('DELETE', `/factions/${seeded.id('f-1')}`, {}, true);
            const removed = (answer?.event.detail.clocks as string[] | undefined) ?? [];
            for (const target of ['gm', 'open', 'name'] as const) clocks[target] = clocks[target].filter((c) => !removed.includes(c));
          } else if (op.kind === 'hiddenRoll' || op.kind === 'openRoll') {
            await roll(op.kind === 'hiddenRoll');
          } else {
            await gm('POST', '/undo', {}, true);
          }
        }

        // Every answer the player's link gets.
        const read = async (url: string): Promise<string> => {
          const res = await t.app.inject({ method: 'GET', url, headers: player.headers });
          expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
          return res.body;
        };
        const rollsUrl = `/api/campaigns/${t.campaignId}/rolls?crewId=${seeded.crewId}&limit=500`;
        const answers: Record<string, string> = {};
        for (const url of [crewUrl(), '/api/share/sheet', crewUrl('/history'), crewUrl('/downtime/changes'), rollsUrl, `/api/campaigns/${t.campaignId}/complex-actions?crewId=${seeded.crewId}`]) {
          answers[url] = await read(url);
        }
        for (const { id } of JSON.parse(answers[rollsUrl] ?? '[]') as { id: string }[]) answers[`/api/rolls/${id}`] = await read(`/api/rolls/${id}`);
        // The live stream, up to the last step; a stream resumed from the start (every step again).
        const history = (await t.app.inject({ method: 'GET', url: crewUrl('/history'), headers: t.gm.headers })).json<{ events: { seq: number }[] }>().events;
        const last = history.at(-1)?.seq ?? 0;
        while (!live.frames.some((f) => f.event === 'crew' && f.id === last)) await live.waitFor(live.frames.length + 1);
        answers.live = live.raw();
        live.close();
        const resumed: SseClient = await connectSse(base, `${crewUrl('/stream')}?token=${player.token}&lastEventId=0`);
        await resumed.waitFor(history.length);
        answers.resumed = resumed.raw();
        resumed.close();

        for (const [url, body] of Object.entries(answers)) {
          for (const text of secrets) expect(body.includes(text), `${url} names ${text}: ${body}`).toBe(false);
        }
        // The GM's own answers hold them all (the test would prove nothing otherwise).
        const gmRead = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: t.gm.headers })).body;
        const gmAnswers = (await Promise.all([crewUrl(), crewUrl('/history?limit=500'), rollsUrl].map(gmRead))).join('');
        for (const text of secrets) expect(gmAnswers.includes(text), text).toBe(true);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
