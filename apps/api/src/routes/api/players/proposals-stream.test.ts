/**
 * Proposals live, on a real listening server read with node:http: a phone proposes, the GM's
 * stream and every phone of the crew hear it; the GM approves, and each hears the step (as every
 * crew step, the player's view) then the proposal approved — a roll request is forwarded alike, and
 * so is what the campaign lets players do once the GM changes it.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';
import { connectSse, type SseClient } from '../../../test/sse';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Frame {
  seq?: number;
  type?: string;
  sheet?: { version: number };
  id?: string;
  status?: string;
  stepSeq?: number | null;
}

describe('proposals on the crew’s stream', () => {
  it('a proposal made and its approval reach the GM and every phone of the crew: the proposal, then the step and the proposal approved', async () => {
    const crew = await seedCrew(t, crewOfTwo({ wanted: 0, heat: 3 }));
    let version = crew.version;
    for (const [path, body] of [
      ['start', {}],
      ['payoff', { targetTier: 1, take: 0 }],
      ['heat', { exposure: 'quiet' }],
      ['entanglement-roll', {}],
      ['advance', {}],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/crews/${crew.crewId}/downtime/${path}`, headers: t.gm.headers, payload: { ...body, version } });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json<{ sheet: { version: number } }>().sheet.version;
    }
    const arlette = await t.player(crew.crewId, 'Arlette', { characterId: crew.id('pc-1') });
    const basile = await t.player(crew.crewId, 'Basile', { characterId: crew.id('pc-2') });
    const watching = await t.player(crew.crewId, 'La bande');

    const streams: [string, SseClient<Frame>][] = [
      ['gm', await connectSse<Frame>(base, `/api/crews/${crew.crewId}/stream`, { cookie: t.gm.cookie })],
      ['arlette', await connectSse<Frame>(base, `/api/crews/${crew.crewId}/stream?token=${arlette.token}`)],
      ['basile', await connectSse<Frame>(base, `/api/crews/${crew.crewId}/stream?token=${basile.token}`)],
      ['watching', await connectSse<Frame>(base, `/api/crews/${crew.crewId}/stream?token=${watching.token}`)],
    ];
    try {
      for (const [, stream] of streams) await stream.waitFor(1); // the sheet

      const made = await t.app.inject({
        method: 'POST',
        url: `/api/crews/${crew.crewId}/characters/${crew.id('pc-1')}/proposals`,
        headers: arlette.headers,
        payload: { intent: { type: 'activity', activity: { kind: 'reduce_heat', action: 'skirmish' } } },
      });
      expect(made.statusCode, made.body).toBe(201);
      const proposal = made.json<{ id: string }>();
      for (const [who, stream] of streams) {
        const [, heard] = await stream.waitFor(2);
        expect([who, heard?.event, heard?.id, heard?.data]).toEqual([who, 'proposal', undefined, made.json()]);
      }

      t.useDice([6]);
      const approved = await t.app.inject({ method: 'POST', url: `/api/proposals/${proposal.id}/approve`, headers: t.gm.headers, payload: { version } });
      expect(approved.statusCode, approved.body).toBe(200);
      const answer = approved.json<{ step: { event: { seq: number } }; proposal: Frame }>();
      for (const [who, stream] of streams) {
        const [, , step, decided] = await stream.waitFor(4);
        expect([who, step?.event, step?.id, step?.data.type]).toEqual([who, 'crew', answer.step.event.seq, 'activity']);
        expect([who, decided?.event, decided?.data]).toEqual([who, 'proposal', answer.proposal]);
        expect(decided?.data).toMatchObject({ status: 'approved', stepSeq: answer.step.event.seq });
      }

      // A roll request (helper B's) is forwarded as it is, to the GM and every phone.
      const request = { id: 'rq-1', crewId: crew.crewId, characterId: crew.id('pc-2'), status: 'pending' };
      t.app.hub.publish(crew.crewId, { event: 'roll_request', data: request });
      for (const [who, stream] of streams) {
        const [, , , , heard] = await stream.waitFor(5);
        expect([who, heard?.event, heard?.data]).toEqual([who, 'roll_request', request]);
      }

      // The GM switches proposals off: every phone hears what players may do now (a rename, nothing).
      const campaign = (await t.app.inject({ url: '/api/campaigns/current', headers: t.gm.headers })).json<{ version: number }>();
      const renamed = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: { version: campaign.version, name: 'Autre nom' } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const off = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: { version: campaign.version + 1, players: { propose: false } } });
      expect(off.statusCode, off.body).toBe(200);
      for (const [who, stream] of streams) {
        const frames = await stream.waitFor(6);
        expect([who, frames[5]?.event, frames[5]?.data]).toEqual([who, 'players', { propose: false, roll: true, editTexts: true }]);
      }
    } finally {
      for (const [, stream] of streams) stream.close();
    }
  });
});
