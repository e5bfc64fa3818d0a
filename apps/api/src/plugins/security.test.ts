import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';
import { inlineScriptHashes } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/', '/api/auth/me', '/api/no/such/route', '/api/openapi.json'])('are on %s', async (url) => {
    const res = await t.app.inject({ url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // No eval anywhere: zod runs jitless in the browser (apps/web/src/zodJitless.ts).
    expect(csp).not.toContain('unsafe-eval');
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests'); // plain http on the LAN
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when served over https', async () => {
    const https = await buildTestApp({ config: { publicUrl: 'https://tm.example.org' } });
    try {
      const res = await https.app.inject({ url: '/' });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe('inline scripts of the web page (its boot script)', () => {
  const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

  it('hashes each inline script, not the external ones nor empty ones', () => {
    const html = '<head><script>boot()</script><script type="module" src="/a.js"></script><script></script></head><body><div id="root"></div><script>paint()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('boot()'), sha('paint()')]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });

  it("are allowed by the CSP's script-src, and nothing else inline is", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-csp-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>x</title><script>window.boot=1</script><div id="root"></div>');
    const app = await buildTestApp({ config: { webDist: dist } });
    try {
      const csp = String((await app.app.inject({ url: '/' })).headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
      expect(scriptSrc).toBe(`'self' ${sha('window.boot=1')}`);
      expect(scriptSrc).not.toContain('unsafe-inline');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
