/**
 * GM accounts (issue 37): signing in by name, the account, its campaigns (made, opened, archived,
 * deleted), their GMs, and invitations (one use, expiry, revocation, two accepts at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../auth/tokens';
import { buildTestApp, type TestApp, type TestGm } from '../../../test/build';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

let address = 0;
/** Each sign-in or invitation call from its own address: the rate limit of one does not spill over. */
const ip = (): string => `10.1.0.${++address}`;

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = t.gm.headers) {
  const res = await t.app.inject({ method, url, headers, remoteAddress: ip(), ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: (res.body === '' ? {} : res.json()) as Json, cookie: res.cookies.find((c) => c.name === 'tm_session') };
}

const me = async (headers: Record<string, string>) => (await call('GET', '/api/auth/me', undefined, headers)).body;
const cookieHeaders = (cookie: { value: string } | undefined) => ({ cookie: `tm_session=${cookie?.value ?? ''}` });
const issues = (body: Json) => (body.issues as { path: string }[]).map((i) => i.path);
/** The token an invitation URL carries in its fragment. */
const tokenOf = (url: unknown) => new URL(String(url)).hash.slice(1);

async function invite(body: Json, headers: Record<string, string> = t.gm.headers): Promise<{ id: string; token: string; url: string }> {
  const res = await call('POST', '/api/invites', body, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const url = String(res.body.url);
  return { id: String((res.body.invite as Json).id), token: tokenOf(url), url };
}

describe('signing in by name', () => {
  it('asks no name while the instance has one account, then asks it: any case, one hash checked', async () => {
    expect((await call('POST', '/api/auth/passphrase', { passphrase: 'la nuit tombe sur Doskvol' })).status).toBe(204);
    expect((await call('GET', '/api/auth/sign-in', undefined, {})).body).toEqual({ nameNeeded: false });
    expect((await call('POST', '/api/auth/login', { passphrase: 'la nuit tombe sur Doskvol' }, {})).status).toBe(200);

    const other = await t.otherGm('Élise');
    expect((await call('POST', '/api/auth/passphrase', { passphrase: 'les canaux de Doskvol' }, other.headers)).status).toBe(204);
    expect((await call('GET', '/api/auth/sign-in', undefined, {})).body).toEqual({ nameNeeded: true });
    const nameless = await call('POST', '/api/auth/login', { passphrase: 'les canaux de Doskvol' }, {});
    expect(nameless.status).toBe(400);
    expect(issues(nameless.body)).toEqual(['body.name']);
    expect(nameless.cookie).toBeUndefined();

    const right = await call('POST', '/api/auth/login', { name: '  élise ', passphrase: 'les canaux de Doskvol' }, {});
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ kind: 'gm', accountId: other.accountId, name: 'Élise', owner: false, campaignId: other.campaignId, role: 'owner' });
    expect((await me(cookieHeaders(right.cookie))).accountId).toBe(other.accountId);
    // Another account's passphrase, a wrong one, an unknown name: the same 401.
    for (const body of [
      { name: 'Élise', passphrase: 'la nuit tombe sur Doskvol' },
      { name: 'Élise', passphrase: 'les canaux de Doskvo' },
      { name: 'Personne', passphrase: 'les canaux de Doskvol' },
      { name: 'Elise', passphrase: 'les canaux de Doskvol' },
    ]) {
      const wrong = await call('POST', '/api/auth/login', body, {});
      expect(wrong.status).toBe(401);
      expect(wrong.cookie).toBeUndefined();
    }
    expect((await call('POST', '/api/auth/login', { name: 'x'.repeat(81), passphrase: 'whatever' }, {})).status).toBe(400);
  });
});

describe('the account', () => {
  it('is renamed; a name another account has (whatever its case) is a 409 naming `name`', async () => {
    const other = await t.otherGm('Basile');
    const renamed = await call('PATCH', '/api/account', { name: 'Basile le Borgne' }, other.headers);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: other.accountId, name: 'Basile le Borgne', owner: false });
    expect((await me(other.headers)).name).toBe('Basile le Borgne');

    const before = dumpDatabase(t.dbPath);
    const taken = await call('PATCH', '/api/account', { name: 'mj' }, other.headers);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'conflict', current: { field: 'name', reason: 'taken' } });
    const empty = await call('PATCH', '/api/account', { name: '   ' }, other.headers);
    expect(empty.status).toBe(400);
    expect(issues(empty.body)).toEqual(['body.name']);
    expect(dumpDatabase(t.dbPath)).toEqual(before);
    // Its own name in another case is its own.
    expect((await call('PATCH', '/api/account', { name: 'BASILE LE BORGNE' }, other.headers)).status).toBe(200);
  });
});

describe("a GM's campaigns", () => {
  let gm: TestGm & { campaignId: string | null };
  beforeAll(async () => {
    gm = await t.otherGm('Cassandre');
  });

  it('makes one: its owner, a first crew named in its language, its systems to choose, opened in the session', async () => {
    const made = await call('POST', '/api/campaigns', { name: '  Les Corbeaux ', language: 'en' }, gm.headers);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Les Corbeaux', language: 'en', systemsChosen: false });
    const id = String(made.body.id);
    expect(await me(gm.headers)).toMatchObject({ campaignId: id, role: 'owner' });
    expect((await call('GET', '/api/campaigns/current', undefined, gm.headers)).body.id).toBe(id);
    const crews = await call('GET', `/api/campaigns/${id}/crews`, undefined, gm.headers);
    expect((crews.body as unknown as { name: string }[]).map((c) => c.name)).toEqual(['My crew']);
    const french = await call('POST', '/api/campaigns', { name: 'Les Lanternes' }, gm.headers);
    const frenchCrews = await call('GET', `/api/campaigns/${String(french.body.id)}/crews`, undefined, gm.headers);
    expect((frenchCrews.body as unknown as { name: string }[]).map((c) => c.name)).toEqual(['Ma bande']);

    const listed = await call('GET', '/api/account/campaigns', undefined, gm.headers);
    expect((listed.body.campaigns as Json[]).map((c) => [c.name, c.role, c.archived, c.crews])).toEqual(
      expect.arrayContaining([
        ['Les Corbeaux', 'owner', false, 1],
        ['Les Lanternes', 'owner', false, 1],
        ['Campagne de Cassandre', 'owner', false, 0],
      ]),
    );
    for (const [body, field] of [
      [{ name: '' }, 'body.name'],
      [{ name: 'x'.repeat(81) }, 'body.name'],
      [{ name: 'A', language: 'de' }, 'body.language'],
      [{ name: 'A', extra: 1 }, 'body.extra'],
    ] as const) {
      const bad = await call('POST', '/api/campaigns', body, gm.headers);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(issues(bad.body), JSON.stringify(body)).toEqual([field]);
    }
    expect((await call('POST', '/api/campaigns', { name: 'A' }, (await t.player((await t.db.crew.findFirstOrThrow({ where: { campaignId: id } })).id)).headers)).status).toBe(403);
  });

  it('opens one of its campaigns (not another GM’s: 403; no such campaign: 404)', async () => {
    const opened = await call('POST', `/api/campaigns/${gm.campaignId}/open`, undefined, gm.headers);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ kind: 'gm', campaignId: gm.campaignId, role: 'owner' });
    expect((await me(gm.headers)).campaignId).toBe(gm.campaignId);
    expect((await call('POST', `/api/campaigns/${t.campaignId}/open`, undefined, gm.headers)).status).toBe(403);
    expect((await call('POST', '/api/campaigns/nope/open', undefined, gm.headers)).status).toBe(404);
    expect((await me(gm.headers)).campaignId).toBe(gm.campaignId);
  });

  it('archives and brings back a campaign (its owner only): archived last in the list', async () => {
    const archived = await call('PUT', `/api/campaigns/${gm.campaignId}/archived`, { archived: true }, gm.headers);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: gm.campaignId, archived: true, role: 'owner' });
    const list = (await call('GET', '/api/account/campaigns', undefined, gm.headers)).body.campaigns as Json[];
    expect(list.at(-1)).toMatchObject({ id: gm.campaignId, archived: true });
    expect(list.slice(0, -1).every((c) => c.archived === false)).toBe(true);
    expect((await call('PUT', `/api/campaigns/${gm.campaignId}/archived`, { archived: false }, gm.headers)).body).toMatchObject({ archived: false });
    const bad = await call('PUT', `/api/campaigns/${gm.campaignId}/archived`, { archived: 'yes' }, gm.headers);
    expect(bad.status).toBe(400);
    expect(issues(bad.body)).toEqual(['body.archived']);
    expect((await call('PUT', `/api/campaigns/${gm.campaignId}/archived`, { archived: true })).status).toBe(403);
  });

  it('deletes a campaign only with its exact name: everything in it goes, the sessions that had it open have none', async () => {
    const made = await call('POST', '/api/campaigns', { name: 'Éphémère' }, gm.headers);
    const id = String(made.body.id);
    const crewId = (await t.db.crew.findFirstOrThrow({ where: { campaignId: id } })).id;
    const before = dumpDatabase(t.dbPath);
    const wrong = await call('DELETE', `/api/campaigns/${id}`, { name: 'éphémère' }, gm.headers);
    expect(wrong.status).toBe(400);
    expect(issues(wrong.body)).toEqual(['body.name']);
    expect((await call('DELETE', `/api/campaigns/${id}`, { name: 'Éphémère' })).status).toBe(403);
    expect(dumpDatabase(t.dbPath)).toEqual(before);

    expect((await call('DELETE', `/api/campaigns/${id}`, { name: 'Éphémère' }, gm.headers)).status).toBe(204);
    expect(await t.db.campaign.findUnique({ where: { id } })).toBeNull();
    expect(await t.db.crew.findUnique({ where: { id: crewId } })).toBeNull();
    expect(await t.db.campaignMember.count({ where: { campaignId: id } })).toBe(0);
    expect(await me(gm.headers)).toMatchObject({ campaignId: null, role: null, systems: [] });
    expect((await call('GET', '/api/campaigns/current', undefined, gm.headers)).status).toBe(404);
    expect((await call('GET', `/api/crews/${crewId}`, undefined, gm.headers)).status).toBeGreaterThanOrEqual(403);
  });
});

describe('invitations', () => {
  it('to the instance: its owner makes one, once; it reads, makes an account signed in, then is spent', async () => {
    const made = await call('POST', '/api/invites', { label: 'pour Dora' });
    expect(made.status).toBe(201);
    expect(String(made.body.url)).toMatch(/^http:\/\/localhost:3000\/invite#[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(made.body.url);
    expect(made.body.invite).toMatchObject({ campaignId: null, campaignName: null, label: 'pour Dora', status: 'pending', usedBy: null });
    // Only its hash is stored.
    expect(await t.db.invite.findUnique({ where: { tokenHash: hashToken(token) } })).not.toBeNull();

    const read = await call('POST', '/api/invites/read', { token }, {});
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ kind: 'instance', by: 'MJ', expiresAt: (made.body.invite as Json).expiresAt });

    const accepted = await call('POST', '/api/invites/accept', { token, account: { name: 'Dora', passphrase: 'un long secret' } }, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ kind: 'gm', name: 'Dora', owner: false, campaignId: null, role: null, systems: [] });
    expect(accepted.cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect((await me(cookieHeaders(accepted.cookie))).name).toBe('Dora');
    // Dora signs in with her name and passphrase.
    expect((await call('POST', '/api/auth/login', { name: 'dora', passphrase: 'un long secret' }, {})).status).toBe(200);

    expect((await call('POST', '/api/invites/read', { token }, {})).status).toBe(404);
    expect((await call('POST', '/api/invites/accept', { token, account: { name: 'Dora 2', passphrase: 'un long secret' } }, {})).status).toBe(404);
    const listed = (await call('GET', '/api/invites')).body.invites as Json[];
    expect(listed.find((i) => i.label === 'pour Dora')).toMatchObject({ status: 'used', usedBy: 'Dora' });
  });

  it('refuses a label over 80 characters and a malformed campaign id, naming them', async () => {
    for (const [body, field] of [
      [{ label: 'x'.repeat(81) }, 'body.label'],
      [{ campaignId: 'not an id!' }, 'body.campaignId'],
      [{ campaignId: t.campaignId, extra: true }, 'body.extra'],
    ] as const) {
      const bad = await call('POST', '/api/invites', body);
      expect(bad.status).toBe(400);
      expect(issues(bad.body)).toEqual([field]);
    }
  });

  it('to the instance: only its owner; a signed-in GM cannot accept one (409)', async () => {
    const other = await t.otherGm('Edmond');
    expect((await call('POST', '/api/invites', {}, other.headers)).status).toBe(403);
    const { token } = await invite({});
    const signedIn = await call('POST', '/api/invites/accept', { token }, other.headers);
    expect(signedIn.status).toBe(409);
    expect(signedIn.body).toEqual({ error: 'conflict', current: { reason: 'signed_in' } });
    // Not spent: it still reads.
    expect((await call('POST', '/api/invites/read', { token }, {})).status).toBe(200);
  });

  it('to co-GM a campaign: its owner only; a new account joins it as co-GM, opened; a signed-in GM joins with theirs', async () => {
    const stranger = await t.otherGm('Fabien');
    expect((await call('POST', '/api/invites', { campaignId: t.campaignId }, stranger.headers)).status).toBe(403);
    expect((await call('POST', '/api/invites', { campaignId: 'nope' }, stranger.headers)).status).toBe(404);

    const first = await invite({ campaignId: t.campaignId });
    expect((await call('POST', '/api/invites/read', { token: first.token }, {})).body).toMatchObject({ kind: 'campaign', campaignName: 'Campagne de test', by: 'MJ' });
    const joined = await call('POST', '/api/invites/accept', { token: first.token, account: { name: 'Gaspard', passphrase: 'un long secret' } }, {});
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ name: 'Gaspard', campaignId: t.campaignId, role: 'cogm' });

    const second = await invite({ campaignId: t.campaignId });
    const withTheirs = await call('POST', '/api/invites/accept', { token: second.token }, stranger.headers);
    expect(withTheirs.status).toBe(200);
    expect(withTheirs.body).toMatchObject({ accountId: stranger.accountId, campaignId: t.campaignId, role: 'cogm' });
    expect(withTheirs.cookie).toBeUndefined();
    // Fabien now reaches the campaign's crews (a co-GM reads and writes it).
    expect((await call('GET', `/api/campaigns/${t.campaignId}/crews`, undefined, stranger.headers)).status).toBe(200);
    // A co-GM invites nobody to it.
    expect((await call('POST', '/api/invites', { campaignId: t.campaignId }, stranger.headers)).status).toBe(403);
    const third = await invite({ campaignId: t.campaignId });
    expect((await call('POST', '/api/invites/accept', { token: third.token }, stranger.headers)).body).toEqual({ error: 'conflict', current: { reason: 'member' } });

    const members = await call('GET', `/api/campaigns/${t.campaignId}/members`, undefined, stranger.headers);
    expect(members.body.members).toEqual([
      { accountId: t.gm.accountId, name: 'MJ', role: 'owner', you: false },
      expect.objectContaining({ name: 'Gaspard', role: 'cogm', you: false }),
      { accountId: stranger.accountId, name: 'Fabien', role: 'cogm', you: true },
    ]);
  });

  it('refuses a taken name (409 `name`, not spent) and a missing account (400 `account`)', async () => {
    const { token } = await invite({});
    const taken = await call('POST', '/api/invites/accept', { token, account: { name: 'MJ', passphrase: 'un long secret' } }, {});
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'conflict', current: { field: 'name', reason: 'taken' } });
    const missing = await call('POST', '/api/invites/accept', { token }, {});
    expect(missing.status).toBe(400);
    expect(issues(missing.body)).toEqual(['body.account']);
    const short = await call('POST', '/api/invites/accept', { token, account: { name: 'Hugo', passphrase: 'court' } }, {});
    expect(issues(short.body)).toEqual(['body.account.passphrase']);
    expect((await call('POST', '/api/invites/read', { token }, {})).status).toBe(200);
  });

  it('is spent once when two accept at the same time', async () => {
    const { token } = await invite({});
    const accounts = await t.db.account.count();
    const both = await Promise.all([
      call('POST', '/api/invites/accept', { token, account: { name: 'Iris', passphrase: 'un long secret' } }, {}),
      call('POST', '/api/invites/accept', { token, account: { name: 'Jules', passphrase: 'un long secret' } }, {}),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await t.db.account.count()).toBe(accounts + 1);
  });

  it('expires after 7 days; a revoked one is refused; each listed with its status, pending first', async () => {
    // Within the GM's session (30 days).
    const start = new Date();
    t.clock.set(start);
    try {
      const aging = await invite({ label: 'vieillit' });
      t.clock.advance(1000);
      const revoked = await invite({ label: 'révoquée' });
      t.clock.set(new Date(start.getTime() + 7 * 24 * 3600 * 1000 - 1000));
      expect((await call('POST', '/api/invites/read', { token: aging.token }, {})).status).toBe(200);
      const fresh = await invite({ label: 'fraîche' });

      expect((await call('DELETE', `/api/invites/${revoked.id}`, undefined, (await t.otherGm('Kim')).headers)).status).toBe(404);
      expect((await call('DELETE', `/api/invites/${revoked.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/invites/${revoked.id}`)).status).toBe(204);
      expect((await call('POST', '/api/invites/read', { token: revoked.token }, {})).status).toBe(404);
      expect((await call('POST', '/api/invites/accept', { token: revoked.token, account: { name: 'Léo', passphrase: 'un long secret' } }, {})).status).toBe(404);

      t.clock.set(new Date(start.getTime() + 7 * 24 * 3600 * 1000 + 1000));
      expect((await call('POST', '/api/invites/read', { token: aging.token }, {})).status).toBe(404);
      expect((await call('POST', '/api/invites/accept', { token: aging.token, account: { name: 'Léo', passphrase: 'un long secret' } }, {})).status).toBe(404);

      const listed = (await call('GET', '/api/invites')).body.invites as Json[];
      const mine = listed.filter((i) => ['vieillit', 'révoquée', 'fraîche'].includes(String(i.label)));
      expect(mine.map((i) => [i.label, i.status])).toEqual([
        ['fraîche', 'pending'],
        ['révoquée', 'revoked'],
        ['vieillit', 'expired'],
      ]);
      expect(listed.findIndex((i) => i.status !== 'pending')).toBeGreaterThan(listed.findLastIndex((i) => i.status === 'pending'));
      expect(fresh.url).toContain('/invite#');
    } finally {
      t.clock.reset();
    }
  });

  it('an unknown or malformed token says nothing more than 404 (or 400 for no token)', async () => {
    expect((await call('POST', '/api/invites/read', { token: 'A'.repeat(43) }, {})).status).toBe(404);
    expect((await call('POST', '/api/invites/read', { token: 'bad' }, {})).status).toBe(404);
    expect((await call('POST', '/api/invites/read', {}, {})).status).toBe(400);
  });
});

describe("a campaign's GMs", () => {
  it('a co-GM leaves; the owner removes a co-GM; the owner stays (409); a co-GM removes nobody else (403)', async () => {
    const owner = await t.otherGm('Maël');
    const join = async (name: string) => {
      const { token } = await invite({ campaignId: owner.campaignId }, owner.headers);
      const joined = await call('POST', '/api/invites/accept', { token, account: { name, passphrase: 'un long secret' } }, {});
      return { accountId: String(joined.body.accountId), headers: cookieHeaders(joined.cookie) };
    };
    const nina = await join('Nina');
    const oscar = await join('Oscar');
    const url = (accountId: string) => `/api/campaigns/${owner.campaignId}/members/${accountId}`;

    expect((await call('DELETE', url(oscar.accountId), undefined, nina.headers)).status).toBe(403);
    const stays = await call('DELETE', url(owner.accountId), undefined, nina.headers);
    expect(stays.status).toBe(409);
    expect(stays.body).toEqual({ error: 'conflict', current: { reason: 'owner_stays' } });
    expect((await call('DELETE', url(owner.accountId), undefined, owner.headers)).status).toBe(409);

    // Nina leaves: her session has the campaign open no more, and she reaches it no more.
    expect((await me(nina.headers)).campaignId).toBe(owner.campaignId);
    expect((await call('DELETE', url(nina.accountId), undefined, nina.headers)).status).toBe(204);
    expect((await me(nina.headers)).campaignId).toBeNull();
    expect((await call('GET', `/api/campaigns/${owner.campaignId}/crews`, undefined, nina.headers)).status).toBe(403);

    expect((await call('DELETE', url(oscar.accountId), undefined, owner.headers)).status).toBe(204);
    expect((await call('GET', `/api/campaigns/${owner.campaignId}/members`, undefined, oscar.headers)).status).toBe(403);
    expect((await call('DELETE', url(oscar.accountId), undefined, owner.headers)).status).toBe(404);
    expect((await call('GET', `/api/campaigns/${owner.campaignId}/members`, undefined, owner.headers)).body.members).toEqual([
      { accountId: owner.accountId, name: 'Maël', role: 'owner', you: true },
    ]);
  });
});
