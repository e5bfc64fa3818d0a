/**
 * API answers compressed when the client accepts it: JSON of 1 KiB or more in brotli (or gzip),
 * byte for byte the same JSON once decompressed; small answers, clients that accept neither and the
 * live streams go as they are.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../test/crews';
import { COMPRESS_THRESHOLD } from './compress';

let t: TestApp;
let crew: SeededCrew;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
  crew = await seedCrew(t, crewOfTwo());
});
afterAll(() => t.close());

const sheet = (encoding?: string) =>
  t.app.inject({ url: `/api/crews/${crew.crewId}`, headers: { ...t.gm.headers, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) } });

describe('compressed answers', () => {
  it('a crew sheet in brotli, or gzip, is the same JSON once decompressed, and smaller', async () => {
    const plain = await sheet();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await sheet('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await sheet('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves small answers and clients that accept no compression alone', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: { ...t.gm.headers, 'accept-encoding': 'br' } });
    expect(me.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect((await sheet('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a live stream (its events must reach the phone one by one)', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.get(`http://127.0.0.1:${port}/api/crews/${crew.crewId}/stream`, { headers: { ...t.gm.headers, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } }, (res) => {
        resolve(res.headers);
        req.destroy();
      });
      req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
