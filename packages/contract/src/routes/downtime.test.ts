import { describe, expect, it } from 'vitest';
import { DOWNTIME_STEP_ROUTES } from '../downtime';
import { DOWNTIME_ODDS } from '../odds';
import { endpoints } from './endpoints';
import { routeTable } from './index';

describe('the downtime routes made from their lists', () => {
  it('each step of DOWNTIME_STEP_ROUTES names the endpoint POST /api/crews/:crewId/downtime/<path>', () => {
    for (const route of DOWNTIME_STEP_ROUTES) {
      expect(endpoints[route.name]).toEqual({ method: 'POST', path: `/api/crews/:crewId/downtime/${route.path}`, who: 'gm:crew' });
    }
  });

  it('lists every downtime step endpoint once, each with its own event type', () => {
    const steps = Object.entries(endpoints).filter(([name, e]) => name.startsWith('downtime.') && e.method === 'POST');
    expect(DOWNTIME_STEP_ROUTES.map((r) => r.name).sort()).toEqual(steps.map(([name]) => name).sort());
    expect(new Set(DOWNTIME_STEP_ROUTES.map((r) => r.type)).size).toBe(DOWNTIME_STEP_ROUTES.length);
  });

  it('an entanglement step takes its id from the path, not the body', () => {
    const reveal = routeTable['downtime.entanglementReveal'];
    expect(reveal.params.safeParse({ crewId: 'c1', entanglementId: 'c1/e1' }).success).toBe(true);
    expect(reveal.body.safeParse({ version: 3 }).success).toBe(true);
    expect(reveal.body.safeParse({ version: 3, id: 'c1/e1' }).success).toBe(false);
    // A4: the server keeps every acquisition settled through the API; the body cannot say otherwise.
    expect(routeTable['downtime.assetSettle'].body.safeParse({ version: 3, characterId: 'pc', coin: 0, keep: false }).success).toBe(false);
  });

  it('each entry of DOWNTIME_ODDS names the endpoint GET /api/odds/downtime/<key>, open to any signed-in caller', () => {
    for (const [key, entry] of Object.entries(DOWNTIME_ODDS)) {
      expect(endpoints[entry.name]).toEqual({ method: 'GET', path: `/api/odds/downtime/${key}`, who: 'signedIn' });
    }
    const odds = Object.keys(endpoints).filter((name) => name.startsWith('odds.downtime.'));
    expect(Object.values(DOWNTIME_ODDS).map((e) => e.name).sort()).toEqual(odds.sort());
  });

  it('an odds query takes the share token and refuses unknown fields', () => {
    const query = routeTable['odds.downtime.train'].query;
    expect(query.safeParse({ pool: '2', token: 'tok' }).success).toBe(true);
    expect(query.safeParse({ pool: '2', extra: '1' }).success).toBe(false);
  });
});
