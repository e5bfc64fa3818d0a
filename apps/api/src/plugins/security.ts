/**
 * Security headers (helmet). The Content-Security-Policy allows only what the SPA served from this
 * same origin needs: its own scripts, styles, images (and data: images), and API calls to itself;
 * no framing. HSTS and upgrade-insecure-requests only when served over https (on a LAN over plain
 * http they would break the phones' access).
 *
 * The headers never depend on the request, so they are computed ONCE, by running helmet's
 * middleware on a stand-in response at start, and each request only copies them onto its
 * response (raw, so that hijacked responses — the SSE streams — carry them too). @fastify/helmet
 * rebuilt helmet and re-parsed the policy on every request: about 10 µs each, 7 % of a crew
 * sheet read (docs/performance.md, "API").
 *
 * The web app's index.html carries two small inline scripts (its boot script, apps/web/src/boot.ts,
 * which starts a player's sheet request and paints the kept sheet before the app arrives): they are
 * allowed by their SHA-256 hashes, read from the built page at start — no 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options (and the ones it removes, e.g. X-Powered-By). */
export function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { set: [...set], removed };
}

/** CSP sources for the inline scripts of an HTML page: `'sha256-<base64>'` each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const code = match[1] ?? '';
    if (code.trim() !== '') hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function builtPageHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

async function securityPlugin(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https://');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-eval': zod runs in the browser without compiling validators (apps/web/src/zodJitless.ts).
        scriptSrc: ["'self'", ...builtPageHashes(app.config.webDist)],
        // Swagger UI (at /api/docs) and React style attributes need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    // Cross-origin isolation headers that a plain-http LAN origin cannot honour anyway.
    crossOriginOpenerPolicy: https ? { policy: 'same-origin' } : false,
    originAgentCluster: https,
    referrerPolicy: { policy: 'no-referrer' },
    // Same as frame-ancestors 'none', for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers.set) raw.setHeader(name, value);
    for (const name of headers.removed) raw.removeHeader(name);
    done();
  });
}

export default fp(securityPlugin, { name: 'temps-mort-security', dependencies: ['temps-mort-context'] });
