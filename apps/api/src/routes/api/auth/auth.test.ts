import { GAME_SYSTEMS } from '@temps-mort/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSetupLink } from '../../../auth/setup';
import { hashToken } from '../../../auth/tokens';
import { buildTestApp, type TestApp } from '../../../test/build';

let t: TestApp;
let crewId: string;
beforeAll(async () => {
  t = await buildTestApp();
  crewId = (await t.db.crew.create({ data: { campaignId: t.campaignId } })).id;
});
afterAll(() => t.close());

/** The `name=value` of the session cookie a response sets. */
function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === 'tm_session');
  if (cookie === undefined) throw new Error('no tm_session cookie set');
  return `tm_session=${cookie.value}`;
}

/** What `auth.me` answers the test's GM (the instance's owner, their campaign open). */
const gmMe = () => ({ kind: 'gm', accountId: t.gm.accountId, name: 'MJ', owner: true, campaignId: t.campaignId, role: 'owner', systems: [...GAME_SYSTEMS] });

let address = 0;
/** Each test signs in from its own address, so the rate limit of one does not spill over. */
const ip = (): string => `10.0.0.${++address}`;

describe('GET /api/auth/setup (the one-time sign-in link)', () => {
  it('opens a GM session once, then refuses the same link', async () => {
    const url = await issueSetupLink(t.db, { publicUrl: t.config.publicUrl });
    const path = url.slice(t.config.publicUrl.length);
    expect(path).toMatch(/^\/api\/auth\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(url).searchParams.get('token') ?? '';
    expect((await t.db.account.findUnique({ where: { id: t.gm.accountId } }))?.setupTokenHash).toBe(hashToken(token));

    const first = await t.app.inject({ url: path, remoteAddress: ip() });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/');
    const set = first.cookies.find((c) => c.name === 'tm_session');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(set?.secure).toBeFalsy(); // http public URL
    expect(set?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const session = await t.db.session.findUnique({ where: { tokenHash: hashToken(set?.value ?? '') } });
    expect(session?.campaignId).toBe(t.campaignId);

    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(first) } });
    expect(me.json()).toEqual(gmMe());

    const again = await t.app.inject({ url: path, remoteAddress: ip() });
    expect(again.statusCode).toBe(401);
    expect((await t.db.account.findUnique({ where: { id: t.gm.accountId } }))?.setupTokenHash).toBeNull();
  });

  it('refuses unknown, malformed and missing tokens', async () => {
    for (const url of ['/api/auth/setup?token=' + 'A'.repeat(43), '/api/auth/setup?token=bad', '/api/auth/setup']) {
      const res = await t.app.inject({ url, remoteAddress: ip() });
      expect([400, 401]).toContain(res.statusCode);
      expect(res.cookies.find((c) => c.name === 'tm_session')).toBeUndefined();
    }
  });
});

describe('passphrase sign-in', () => {
  it('lets the GM set a passphrase, then sign in with it (and not with another)', async () => {
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/passphrase', headers: t.gm.headers, payload: { passphrase: 'la nuit tombe sur Doskvol' } });
    expect(set.statusCode).toBe(204);
    const stored = await t.db.account.findUnique({ where: { id: t.gm.accountId } });
    expect(stored?.passphraseHash).toMatch(/^scrypt\$/);
    expect(stored?.passphraseHash).not.toContain('Doskvol');

    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { passphrase: 'la nuit tombe sur Doskvo' }, remoteAddress: ip() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies).toHaveLength(0);

    const right = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { passphrase: 'la nuit tombe sur Doskvol' }, remoteAddress: ip() });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual(gmMe());
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(right) } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a passphrase under 8 characters, and setting one without being the GM', async () => {
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/passphrase', headers: t.gm.headers, payload: { passphrase: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].path).toBe('body.passphrase');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/passphrase', payload: { passphrase: 'long enough now' } });
    expect(anonymous.statusCode).toBe(401);
    const player = await t.player(crewId);
    const asPlayer = await t.app.inject({ method: 'POST', url: '/api/auth/passphrase', headers: player.headers, payload: { passphrase: 'long enough now' } });
    expect(asPlayer.statusCode).toBe(403);
  });

  it('limits sign-in attempts to 10 a minute per address (429 with Retry-After)', async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { passphrase: `guess number ${i}` }, remoteAddress: from });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ error: 'rate_limited' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { passphrase: 'guess again' }, remoteAddress: ip() });
    expect(other.statusCode).toBe(401);
  });
});

describe('logout and me', () => {
  it('ends the session: the cookie no longer works', async () => {
    const url = await issueSetupLink(t.db, { publicUrl: t.config.publicUrl });
    const signIn = await t.app.inject({ url: url.slice(t.config.publicUrl.length), remoteAddress: ip() });
    const cookie = sessionCookie(signIn);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'tm_session');
    expect(cleared?.value).toBe('');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logout without a session is a no-op', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });

  it('tells a player link its crew, and nobody else anything', async () => {
    const player = await t.player(crewId);
    const me = await t.app.inject({ url: '/api/auth/me', headers: player.headers });
    // A crew's link acts for no character: it may do nothing (campaigns/players.test.ts for a character's).
    const told = { kind: 'player', campaignId: t.campaignId, crewId, characterId: null, wizardId: null, systems: [...GAME_SYSTEMS], may: { propose: false, roll: false, editTexts: false } };
    expect(me.json()).toEqual(told);
    const viaQuery = await t.app.inject({ url: `/api/auth/me?token=${player.token}` });
    expect(viaQuery.json()).toEqual(told);
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: 'tm_session=' + 'x'.repeat(43) } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer nonsense-token-value-here' } })).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    t.clock.set(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    try {
      expect((await t.app.inject({ url: '/api/auth/me', headers: t.gm.headers })).statusCode).toBe(401);
    } finally {
      t.clock.reset();
      t.app.principals.clear();
    }
    expect((await t.app.inject({ url: '/api/auth/me', headers: t.gm.headers })).statusCode).toBe(200);
  });
});
