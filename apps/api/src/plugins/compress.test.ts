/**
 * JSON answers of 1 KiB or more, compressed for a client that accepts it (plugins/compress.ts):
 * the same JSON once decompressed, brotli before gzip, nothing for a client that accepts neither,
 * and small answers as they are.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../test/crews';
import { pickEncoding } from './compress';

let t: TestApp;
let crew: SeededCrew;
/** A test-only route: a JSON answer bigger than what the plugin keeps compressed (an export's size). */
const BIG = { rows: Array.from({ length: 4000 }, (_, i) => ({ i, text: `ligne ${i} du registre` })) };

beforeAll(async () => {
  t = await buildTestApp({ beforeReady: (app) => void app.get('/api/test/big', async () => BIG) });
  crew = await seedCrew(t, crewOfTwo());
});
afterAll(() => t.close());

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  const sheetUrl = () => `/api/crews/${crew.crewId}`;

  it('a crew sheet: brotli when accepted, the same JSON once decompressed, the same bytes each read', async () => {
    const plain = await t.app.inject({ url: sheetUrl(), headers: t.gm.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url: sheetUrl(), headers: { ...t.gm.headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const again = await t.app.inject({ url: sheetUrl(), headers: { ...t.gm.headers, 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('gzip for a client that accepts only gzip, and a changed sheet is compressed anew', async () => {
    const before = await t.app.inject({ url: sheetUrl(), headers: { ...t.gm.headers, 'accept-encoding': 'gzip' } });
    expect(before.headers['content-encoding']).toBe('gzip');
    const sheet = JSON.parse(zlib.gunzipSync(before.rawPayload).toString('utf8')) as { version: number; crew: { coin: number } };
    const edit = await t.app.inject({ method: 'PATCH', url: sheetUrl(), headers: t.gm.headers, payload: { version: sheet.version, coin: sheet.crew.coin + 1 } });
    expect(edit.statusCode).toBe(200);
    const after = await t.app.inject({ url: sheetUrl(), headers: { ...t.gm.headers, 'accept-encoding': 'gzip' } });
    expect((JSON.parse(zlib.gunzipSync(after.rawPayload).toString('utf8')) as { crew: { coin: number } }).crew.coin).toBe(sheet.crew.coin + 1);
  });

  it('a big answer (past what is kept) is compressed each time, whole', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: '/api/test/big', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      const text = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
      expect(text.length).toBeGreaterThan(64 * 1024);
      expect(JSON.parse(text)).toEqual(BIG);
    }
  });

  it('small answers (an error, who am I) are sent as they are', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: { ...t.gm.headers, 'accept-encoding': 'br' } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    const missing = await t.app.inject({ url: '/api/crews/nope', headers: { ...t.gm.headers, 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });
});
