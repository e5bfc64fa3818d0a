import { describe, expect, it } from 'vitest';
import { endpoints, routeTable, type RouteName } from './index';

const names = Object.keys(endpoints) as RouteName[];
/** The methods whose body Fastify reads, whatever the route's schema: malformed JSON is a 400, one over the limit a 413. */
const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the API's registrar (apps/api/src/http/route.ts `serve`) and body parser answer by
 * themselves, from the route's endpoint and schemas alone: each route's `errors` must list them.
 * What its handler answers besides (409, 422, a 404 of its own) is checked against the API's code.
 */
function registrarStatuses(name: RouteName): number[] {
  const { method, who } = endpoints[name];
  const shapes = routeTable[name] as { params?: unknown; query?: unknown; body?: unknown };
  const statuses: number[] = [];
  if (shapes.params !== undefined || shapes.query !== undefined || shapes.body !== undefined || withBody.has(method)) statuses.push(400);
  if (who !== 'anyone') statuses.push(401);
  // A GM route refuses a player link, a player's route the GM, a reader another crew's link.
  if (who !== 'anyone' && who !== 'signedIn') statuses.push(403);
  // A route naming a resource in its path: an unknown one is a 404 (to the GM; a character's own
  // routes are a link's only, and a link is never told what does not exist).
  if (who.includes(':') && !who.startsWith('character:')) statuses.push(404);
  if (withBody.has(method)) statuses.push(413);
  return statuses;
}

describe("each route's errors", () => {
  it('list what the registrar answers by itself', () => {
    for (const name of names) expect(routeTable[name].errors, name).toEqual(expect.arrayContaining(registrarStatuses(name)));
  });

  it('never list a body over the limit for a read, nor a stale version', () => {
    for (const name of names.filter((n) => endpoints[n].method === 'GET')) {
      expect(routeTable[name].errors, name).not.toContain(413);
      expect(routeTable[name].errors, name).not.toContain(409);
    }
  });

  it('are in order, each once', () => {
    for (const name of names) expect([...routeTable[name].errors], name).toEqual([...new Set(routeTable[name].errors)].sort((a, b) => a - b));
  });
});
