/**
 * The players' crew sheet drawn by the server (plugins/playerPage.ts), with the web app's real
 * renderer (apps/web/src/ssr/entry-server.tsx, loaded from source through a stand-in build).
 * Above all: the page a link opens shows what that link may read and nothing else — not a GM's
 * notes, a hidden roll or a held entanglement, even when the request also carries the GM's cookie.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPlayer } from '../test/build';
import { pageTemplate } from './playerPage';
import { crewOfTwo, seedCrew, type SeededCrew } from '../test/crews';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');
const CSS = '.sheet{color:rebeccapurple}';
const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <title>Temps Mort</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let dist: string;
let crew: SeededCrew;
let player: TestPlayer;

const SECRETS = ['SECRET-NOTES', 'SECRET-ROLL', 'SECRET-PC-NOTES', 'demonic_notice', 'e-held', 'SECRET-CLOCK', 'SECRET-GOAL', 'SECRET-FILL'];

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-player-page-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-1.css'), CSS);
  writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log(1)');
  // The build's renderer is the web app's entry, bundled; here the same module, from source.
  writeFileSync(path.join(dist, 'ssr', 'entry-server.mjs'), `export { renderer } from ${JSON.stringify(path.join(WEB_SRC, 'ssr/entry-server.tsx'))};\n`);
  t = await buildTestApp({ config: { webDist: dist } });
  crew = await seedCrew(
    t,
    crewOfTwo({
      name: 'Les <Corbeaux> & Cie',
      pendingEntanglements: [
        { id: 'e-held', kind: 'demonic_notice', revealed: false, hidden: true },
        { id: 'e-shown', kind: 'questioning', revealed: true, hidden: false },
      ],
    }),
  );
  const notes = await t.app.inject({ method: 'PATCH', url: `/api/crews/${crew.crewId}`, headers: t.gm.headers, payload: { version: crew.version, gmNotes: 'SECRET-NOTES' } });
  expect(notes.statusCode).toBe(200);
  // K1: a GM-only clock, a name-only one (what its filling brings is the GM's), a faction's goal kept back.
  let version = notes.json<{ sheet: { version: number } }>().sheet.version;
  for (const payload of [
    { name: 'SECRET-CLOCK', owner: { kind: 'crew', id: crew.crewId }, segments: 4, visibility: 'gm_only' },
    { name: 'Prendre les Docks', owner: { kind: 'crew', id: crew.crewId }, segments: 8, visibility: 'name_only', onFill: 'SECRET-FILL' },
  ]) {
    const clock = await t.app.inject({ method: 'POST', url: `/api/crews/${crew.crewId}/clocks`, headers: t.gm.headers, payload: { version, ...payload } });
    expect(clock.statusCode).toBe(201);
    version = clock.json<{ sheet: { version: number } }>().sheet.version;
  }
  const faction = await t.app.inject({ method: 'PUT', url: `/api/crews/${crew.crewId}/factions/${crew.id('f-1')}`, headers: t.gm.headers, payload: { version, goal: 'SECRET-GOAL' } });
  expect(faction.statusCode).toBe(200);
  for (const [hidden, purpose] of [
    [true, 'SECRET-ROLL'],
    [false, 'jet ouvert'],
  ] as const) {
    const roll = await t.app.inject({ method: 'POST', url: `/api/campaigns/${t.campaignId}/rolls/d6`, headers: t.gm.headers, payload: { pool: 2, crewId: crew.crewId, hidden, purpose } });
    expect(roll.statusCode).toBe(201);
  }
  player = await t.player(crew.crewId, 'Table');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

function stateOf(body: string): { token: string; lang: string; renderedAt: number; answers: Record<string, unknown> } {
  const match = /<script type="application\/json" id="tm-state">([\s\S]*?)<\/script>/.exec(body);
  if (!match?.[1]) throw new Error('no state in the page');
  return JSON.parse(match[1]) as { token: string; lang: string; renderedAt: number; answers: Record<string, unknown> };
}

describe('GET /s/:token', () => {
  it('draws the link’s sheet into the page, its CSS inlined, and carries the very answers the link gets from the API', async () => {
    const res = await t.app.inject({ url: `/s/${player.token}`, headers: { ...html, 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-tm-rendered']).toBe('sheet');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="fr" data-rendered data-drawn-at="');
    expect(res.body).toContain('<title>Les &#60;Corbeaux&#62; &#38; Cie · Temps Mort</title>');
    expect(res.body).toContain(`<style>${CSS}</style>`);
    expect(res.body).not.toContain('index-1.css');
    // The app's modules named inertly, loaded by the boot script once the page is painted.
    expect(res.body).toContain('<script type="application/json" id="tm-modules">{"entry":"/assets/index-1.js","modules":["/assets/react-1.js"]}</script></head>');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    // The sheet itself, drawn: its name, its PCs, its open roll's purpose.
    expect(res.body).toContain('<h1 id="crew-name">Les &lt;Corbeaux&gt; &amp; Cie</h1>');
    expect(res.body).toContain('Arlette');
    expect(res.body).toContain('Basile');
    const sheet = await t.app.inject({ url: '/api/share/sheet', headers: player.headers });
    const state = stateOf(res.body);
    expect(state.token).toBe(player.token);
    expect(state.answers['/api/share/sheet']).toEqual(sheet.json());
    const me = await t.app.inject({ url: '/api/auth/me', headers: player.headers });
    expect(state.answers['/api/auth/me']).toEqual(me.json());
    // When it was drawn: the sheet's own time, for a copy the service worker keeps (src/boot.ts).
    expect(Number(/data-drawn-at="(\d+)"/.exec(res.body)?.[1])).toBe(state.renderedAt);
  });

  it('never shows a GM-only thing, even when the request also carries the GM’s session cookie', async () => {
    for (const headers of [html, { ...html, cookie: t.gm.cookie }]) {
      const res = await t.app.inject({ url: `/s/${player.token}`, headers });
      expect(res.statusCode).toBe(200);
      for (const secret of SECRETS) expect(res.body, secret).not.toContain(secret);
      expect(res.body).toContain('jet ouvert');
    }
    // The GM's own answers do hold them (the test would prove nothing otherwise).
    const gm = await t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: t.gm.headers });
    for (const secret of ['SECRET-NOTES', 'SECRET-CLOCK', 'SECRET-GOAL', 'SECRET-FILL']) expect(gm.body).toContain(secret);
  });

  it('remembers the link in an HttpOnly cookie: /s and /share then draw the same sheet', async () => {
    const res = await t.app.inject({ url: `/s/${player.token}`, headers: html });
    const cookie = res.cookies.find((c) => c.name === 'tm_link');
    expect(cookie).toMatchObject({ value: player.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    for (const url of ['/s', '/share']) {
      const again = await t.app.inject({ url, headers: { ...html, cookie: `tm_link=${player.token}` } });
      expect(again.headers['x-tm-rendered'], url).toBe('sheet');
      expect(stateOf(again.body).token).toBe(player.token);
      expect(again.body).toContain('Arlette');
    }
  });

  it('draws the page in the language the browser chose (its cookie), else the one it accepts', async () => {
    const en = await t.app.inject({ url: `/s/${player.token}`, headers: { ...html, cookie: 'tm_lang=en', 'accept-language': 'fr-FR' } });
    expect(en.body).toContain('<html lang="en" data-rendered');
    expect(en.body).toContain('Skip to content');
    const fr = await t.app.inject({ url: `/s/${player.token}`, headers: { ...html, 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' } });
    expect(fr.body).toContain('<html lang="fr" data-rendered');
    expect(stateOf(fr.body).lang).toBe('fr');
  });

  it('is compressed when the browser accepts it (brotli first)', async () => {
    const br = await t.app.inject({ url: `/s/${player.token}`, headers: { ...html, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toContain('Arlette');
    const gz = await t.app.inject({ url: `/s/${player.token}`, headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toContain('Arlette');
  });

  it('answers the app (drawn by the browser) for a token that is not one, or a refused one; a refused link’s cookie is cleared', async () => {
    const shell = async (url: string, cookie?: string) => {
      const res = await t.app.inject({ url, headers: cookie ? { ...html, cookie } : html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-tm-rendered'], url).toBeUndefined();
      expect(res.body, url).toBe(INDEX);
      return res;
    };
    await shell('/s/not-a-token');
    await shell('/s/short');
    await shell('/s');
    await shell(`/s/${'A'.repeat(32)}`);
    const revoked = await t.player(crew.crewId, 'Révoqué');
    await t.app.inject({ method: 'DELETE', url: `/api/share-links/${revoked.shareLinkId}`, headers: t.gm.headers });
    await shell(`/s/${revoked.token}`);
    const viaCookie = await shell('/s', `tm_link=${revoked.token}`);
    expect(viaCookie.cookies.find((c) => c.name === 'tm_link')?.value).toBe('');
  });

  it('is a page: asked for JSON it is not found, and the renderer’s folder is never served', async () => {
    const json = await t.app.inject({ url: `/s/${player.token}`, headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ error: 'not_found' });
    const renderer = await t.app.inject({ url: '/ssr/entry-server.mjs', headers: { accept: '*/*' } });
    expect(renderer.statusCode).toBe(404);
  });
});

describe('the page template (the build’s index.html)', () => {
  it('names the entry and its preloads inertly, and runs no module before the first paint', () => {
    const template = pageTemplate(INDEX, () => CSS);
    const page = `${template?.before}${template?.betweenTitleAndRoot}${template?.after}`;
    expect(page).toContain('<script type="application/json" id="tm-modules">{"entry":"/assets/index-1.js","modules":["/assets/react-1.js"]}</script>');
    expect(page).not.toMatch(/<script[^>]*type="module"/);
    expect(page).toContain(`<style>${CSS}</style>`);
  });

  it('draws no page from an index.html with a second module script (it would run before the paint)', () => {
    const two = INDEX.replace('</head>', '<script type="module" crossorigin src="/assets/other-1.js"></script></head>');
    expect(pageTemplate(two, () => CSS)).toBeNull();
    expect(pageTemplate(INDEX.replace(/<script type="module"[^>]*><\/script>/, ''), () => CSS)).toBeNull();
  });
});
