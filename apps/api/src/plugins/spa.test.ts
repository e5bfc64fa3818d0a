import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers / with a page saying the API runs, linking the reference', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/docs');
  });

  it('answers other paths 404', async () => {
    const res = await t.app.inject({ url: '/crews/abc', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('with a web build', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Temps Mort SPA</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    // What the web build writes next to its text files.
    writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync('console.log(1)'));
    writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    // The players' sheet's server renderer, in the build but never served; a file beside the build.
    mkdirSync(path.join(dist, 'ssr'));
    writeFileSync(path.join(dist, 'ssr', 'entry-server.mjs'), 'export const renderer = "server only";');
    writeFileSync(path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`), 'not for the web');
    t = await buildTestApp({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`), { force: true });
  });

  it('serves index.html at /', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Temps Mort SPA');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed file the client accepts (brotli first), with Content-Encoding and Vary', async () => {
    const br = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // No compressed copy: the file as is.
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('Temps Mort SPA');
  });

  it('never caches the service worker', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await t.app.inject({ url: '/crews/abc/downtime', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Temps Mort SPA');
  });

  it('keeps unknown /api routes and missing assets as 404', async () => {
    const api = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'not_found', resource: 'route' });
    const asset = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });

  it('serves a file of the build as it is when asked (none is listed at start), HEAD too', async () => {
    writeFileSync(path.join(dist, 'assets', 'later-5678.js'), 'console.log(2)');
    const res = await t.app.inject({ url: '/assets/later-5678.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-1234.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toContain('immutable');
  });

  it('never serves the server renderer nor anything outside the build, and says nothing of the server', async () => {
    // The same file asked for in other spellings: each one is looked up when asked, none is served.
    for (const url of ['/ssr/entry-server.mjs', '/%73sr/entry-server.mjs', '//ssr/entry-server.mjs', '/ssr//entry-server.mjs', '/./ssr/entry-server.mjs', '/assets/../ssr/entry-server.mjs', '/ssr%2fentry-server.mjs']) {
      const renderer = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(renderer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(renderer.statusCode, url).toBeLessThan(500);
      expect(renderer.body, url).not.toContain('server only');
    }
    for (const url of [`/../${path.basename(dist)}-secret.txt`, `/%2e%2e/${path.basename(dist)}-secret.txt`, `/assets/..%2f..%2f${path.basename(dist)}-secret.txt`]) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('not for the web');
      expect(res.body, url).not.toContain(os.tmpdir());
    }
  });
});
