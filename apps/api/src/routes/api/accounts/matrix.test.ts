/**
 * The rules of access between GM accounts (issue 37), for every route of the route table: two GM
 * accounts each holding a campaign — A's played (crews, a wizard and its collection, rolls, complex
 * actions, links, a proposal, a roll request) — and
 * - GM B naming A's things: every `gm:` and `reader:` route refuses at the registrar's check
 *   (403/404), and through HTTP every such route answers 403/404 (400 when its body cannot be
 *   empty: the door's validation comes first, and the check above covered it), nothing changed;
 * - a co-GM invited to A's campaign passes every such check, reads and writes the campaign, but
 *   neither deletes, archives it nor invites to it;
 * - a player link of B's campaign reaches nothing of A's.
 */
import { endpoints, routeTable, type RouteName, type RouteShapes, type Who } from '@temps-mort/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../auth/principal';
import { HttpError } from '../../../http/errors';
import { check } from '../../../http/route';
import { buildTestApp, type TestApp, type TestGm } from '../../../test/build';
import { dumpDatabase } from '../../../test/dump';
import { call, playCampaign, type Json } from '../backup/fixture';

let t: TestApp;
/** Each id param of A's campaign, by name, and the resource behind `:id` by route. */
let ids: Record<string, string>;
let idOf: Record<string, string>;
let gmB: TestGm & { campaignId: string | null };
let coGm: Record<string, string>;
let linkOfB: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ seed: 37 });
  const played = await playCampaign(t);
  const crewId = played.crewIds[0] ?? '';
  const pc = (await t.db.crew.findUniqueOrThrow({ where: { id: crewId }, select: { state: true } })).state;
  const characterId = (JSON.parse(pc) as { crew: { characters: { id: string }[] } }).crew.characters[0]?.id ?? '';
  const proposal = await t.db.proposal.create({ data: { crewId, characterId, intent: JSON.stringify({ type: 'activity', activity: { kind: 'train', skill: 'hunt' } }) } });
  const rollRequest = await t.db.rollRequest.create({ data: { crewId, characterId, roll: JSON.stringify({ kind: 'd6', purpose: 'action', pool: 2 }) } });
  const roll = await t.db.roll.findFirstOrThrow({ where: { campaignId: t.campaignId } });
  const complexAction = await t.db.complexAction.findFirstOrThrow({ where: { campaignId: t.campaignId } });
  const collection = await t.db.step.findFirstOrThrow({ where: { aggregate: 'wizard', type: 'collection_start', undoneById: null } });
  const shareLink = await t.db.shareLink.findFirstOrThrow({ where: { crewId } });
  ids = { campaignId: t.campaignId, crewId, characterId, seq: '1', factionId: 'x', cohortId: 'x', clockId: 'x', assetId: 'x', entanglementId: 'x', memberId: 'x', accountId: t.gm.accountId };
  idOf = {
    wizard: played.wizardId,
    roll: roll.id,
    complexAction: complexAction.id,
    collection: collection.id,
    shareLink: shareLink.id,
    proposal: proposal.id,
    rollRequest: rollRequest.id,
  };

  gmB = await t.otherGm('Bérénice');
  // A's co-GM, invited to A's campaign.
  const invite = await call(t, 'POST', '/api/invites', { campaignId: t.campaignId });
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/invites/accept',
    payload: { token: new URL(String(invite.body.url)).hash.slice(1), account: { name: 'Corentin', passphrase: 'un long secret' } },
  });
  expect(accepted.statusCode).toBe(200);
  coGm = { cookie: `tm_session=${accepted.cookies.find((c) => c.name === 'tm_session')?.value ?? ''}` };
  // A player link of a crew of B's campaign.
  const crewOfB = await call(t, 'POST', `/api/campaigns/${gmB.campaignId}/crews`, { name: 'La bande de B' }, gmB.headers);
  const link = await call(t, 'POST', `/api/crews/${(crewOfB.body.sheet as Json).id as string}/share-links`, {}, gmB.headers);
  linkOfB = { authorization: `Bearer ${link.body.token as string}` };
}, 120_000);
afterAll(() => t.close());

const RESOURCE_WHO = /^(gm|reader):(\w+)$/;
/** The routes about one campaign's things: `gm:<resource>` and `reader:<resource>`. */
const CAMPAIGN_ROUTES = (Object.keys(endpoints) as RouteName[]).filter((name) => RESOURCE_WHO.test(endpoints[name].who));

/** Route `name`'s params, filled with A's ids (`:id` with the id of the resource its `who` names). */
function paramsOf(name: RouteName): Record<string, string> {
  const resource = RESOURCE_WHO.exec(endpoints[name].who)?.[2] ?? '';
  const params: Record<string, string> = {};
  for (const [, key] of endpoints[name].path.matchAll(/:(\w+)/g)) {
    if (key === undefined) continue;
    params[key] = key === 'id' ? (idOf[resource] ?? `missing-${resource}`) : (ids[key] ?? `missing-${key}`);
  }
  return params;
}

function urlOf(name: RouteName): string {
  const params = paramsOf(name);
  return endpoints[name].path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The registrar's check of route `name` for a caller (headers), as a request naming A's ids would run it. */
async function checked(name: RouteName, headers: Record<string, string>): Promise<Principal | number> {
  const cookie = /tm_session=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  const request = {
    server: t.app,
    params: paramsOf(name),
    query: {},
    headers,
    cookies: cookie === undefined ? {} : { tm_session: cookie },
  } as unknown as FastifyRequest;
  try {
    return (await check(request, endpoints[name].who as Who)) ?? 0;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('GM B naming GM A’s things', () => {
  it('covers the routes of every resource', () => {
    const resources = new Set(CAMPAIGN_ROUTES.map((name) => RESOURCE_WHO.exec(endpoints[name].who)?.[2]));
    expect([...resources].sort()).toEqual(['campaign', 'collection', 'complexAction', 'crew', 'proposal', 'roll', 'rollRequest', 'shareLink', 'wizard']);
    expect(CAMPAIGN_ROUTES.length).toBeGreaterThan(100);
  });

  it.each(CAMPAIGN_ROUTES)('%s: refused at the check (403/404); A passes it, acting in A’s campaign', async (name) => {
    expect([403, 404]).toContain(await checked(name, gmB.headers));
    expect(await checked(name, t.gm.headers)).toMatchObject({ kind: 'gm', accountId: t.gm.accountId, campaignId: t.campaignId });
  });

  it('through HTTP, every one of those routes answers 403/404 (400 for a body that cannot be empty), and nothing changes', async () => {
    const before = dumpDatabase(t.dbPath);
    const answered: Record<string, number> = {};
    for (const name of CAMPAIGN_ROUTES) {
      const { body, query }: RouteShapes = routeTable[name];
      // A query that cannot be empty takes a version (a delete's).
      const search = query === undefined || query.safeParse({}).success ? '' : '?version=1';
      const res = await t.app.inject({
        method: endpoints[name].method,
        url: urlOf(name) + search,
        headers: gmB.headers,
        ...(body === undefined ? {} : { payload: {} }),
      });
      answered[name] = res.statusCode;
      const door = (body !== undefined && !body.safeParse({}).success) || (query !== undefined && !query.safeParse(search === '' ? {} : { version: '1' }).success);
      const refusable = door ? [400, 403, 404] : [403, 404];
      expect(refusable, `${name} answered ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    // The refusals are the permission's, not the door's, for most: the reads and the body-less writes at least.
    expect(Object.values(answered).filter((s) => s === 403 || s === 404).length).toBeGreaterThan(40);
  });

  it("lists none of A's campaigns, invites nobody to them, opens none of them", async () => {
    const campaigns = (await call(t, 'GET', '/api/account/campaigns', undefined, gmB.headers)).body.campaigns as Json[];
    expect(campaigns.map((c) => c.id)).toEqual([gmB.campaignId]);
    expect((await call(t, 'POST', '/api/invites', { campaignId: t.campaignId }, gmB.headers)).status).toBe(403);
    expect((await call(t, 'POST', `/api/campaigns/${t.campaignId}/open`, undefined, gmB.headers)).status).toBe(403);
    expect((await call(t, 'GET', '/api/campaigns/current', undefined, gmB.headers)).body.id).toBe(gmB.campaignId);
  });
});

describe('a co-GM of A’s campaign', () => {
  it.each(CAMPAIGN_ROUTES)('%s: passes the check, acting in A’s campaign', async (name) => {
    expect(await checked(name, coGm)).toMatchObject({ kind: 'gm', campaignId: t.campaignId });
  });

  it('reads and writes the campaign, but neither deletes, archives it nor invites to it', async () => {
    expect((await call(t, 'GET', `/api/campaigns/${t.campaignId}/crews`, undefined, coGm)).status).toBe(200);
    const crew = await call(t, 'POST', `/api/campaigns/${t.campaignId}/crews`, { name: 'La bande du co-MJ' }, coGm);
    expect(crew.status).toBe(201);
    const campaign = await call(t, 'GET', '/api/campaigns/current', undefined, coGm);
    expect(campaign.body.id).toBe(t.campaignId);
    expect((await call(t, 'PATCH', `/api/campaigns/${t.campaignId}`, { version: campaign.body.version, name: 'Campagne de test' }, coGm)).status).toBe(200);

    const before = dumpDatabase(t.dbPath);
    expect((await call(t, 'DELETE', `/api/campaigns/${t.campaignId}`, { name: 'Campagne de test' }, coGm)).status).toBe(403);
    expect((await call(t, 'PUT', `/api/campaigns/${t.campaignId}/archived`, { archived: true }, coGm)).status).toBe(403);
    expect((await call(t, 'POST', '/api/invites', { campaignId: t.campaignId }, coGm)).status).toBe(403);
    expect((await call(t, 'POST', '/api/invites', {}, coGm)).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/campaigns/${t.campaignId}/members/${t.gm.accountId}`, undefined, coGm)).status).toBe(409);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

describe('a player link of B’s campaign', () => {
  it.each(CAMPAIGN_ROUTES)('%s: refused (403, never a 404 to a link)', async (name) => {
    expect(await checked(name, linkOfB)).toBe(403);
  });
});
