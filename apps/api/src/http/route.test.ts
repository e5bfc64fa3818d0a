import { endpoints, routeTable, type RouteName } from '@temps-mort/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';
import { seedCrew } from '../test/crews';

let t: TestApp;
/** How many times each request's reply was sent (a second send is refused by Fastify, and logged). */
const sends: number[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.addHook('onRequest', async (_request, reply) => {
        const at = sends.push(0) - 1;
        const send = reply.send.bind(reply);
        reply.send = (payload?: unknown) => {
          sends[at] = (sends[at] ?? 0) + 1;
          return send(payload);
        };
      });
      // A request may ask its answer's status be turned into another one: an answer the route does not declare.
      app.addHook('preSerialization', async (request, reply, payload) => {
        const forced = request.headers['x-answer-status'];
        if (typeof forced === 'string') void reply.code(Number(forced));
        return payload;
      });
    },
  });
});
afterAll(() => t.close());

const names = Object.keys(endpoints) as RouteName[];

describe('the route table', () => {
  it('gives every endpoint its shapes, and no shapes to a name without an endpoint', () => {
    expect(Object.keys(routeTable).sort()).toEqual([...names].sort());
  });

  it('is what the API serves and documents: each endpoint, nothing beside it', async () => {
    const expected = names.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    for (const name of names) expect(t.app.hasRoute({ method: endpoints[name].method, url: endpoints[name].path }), name).toBe(true);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(documented.sort()).toEqual([...expected].sort());
    // The OpenAPI document is built on its first request: seconds on a loaded machine.
  }, 30_000);

  it('sends a handler’s answer once, also when the handler sent it itself (the hot sheet read)', async () => {
    const crew = await seedCrew({ db: t.app.db, campaignId: t.campaignId });
    sends.length = 0;
    const sheet = await t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: t.gm.headers });
    const campaign = await t.app.inject({ url: '/api/campaigns/current', headers: t.gm.headers });
    expect([sheet.statusCode, campaign.statusCode]).toEqual([200, 200]);
    expect(sends).toEqual([1, 1]);
  });

  it('names each path param in the params schema, and no other', () => {
    for (const name of names) {
      const wanted = [...endpoints[name].path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const params = (routeTable[name] as { params?: { shape?: Record<string, unknown> } }).params;
      expect(Object.keys(params?.shape ?? {}).sort(), name).toEqual(wanted);
    }
  });

  it('holds every answer to the statuses its route declares: another one is our fault, a 500 (outside production)', async () => {
    const { path } = endpoints['campaign.current'];
    const declared = routeTable['campaign.current'].errors;
    expect(declared).not.toContain(418);
    expect((await t.app.inject({ url: path, headers: t.gm.headers })).statusCode).toBe(200);
    const undeclared = await t.app.inject({ url: path, headers: { ...t.gm.headers, 'x-answer-status': '418' } });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.body).toContain('does not declare');
    // A declared error goes through as it is.
    expect(declared).toContain(401);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
  });
});
