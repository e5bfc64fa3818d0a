/**
 * The web app. When the built SPA exists (config.webDist, by default apps/web/dist) its files are
 * served at `/` (precompressed .br/.gz when the client accepts them) and every other GET that is not under `/api` and asks for HTML answers its
 * `index.html` (history fallback). Without a build, `/` answers a small page saying the API runs.
 *
 * This plugin also owns the not-found handler: unknown `/api/…` routes (and anything else) are a
 * 404 `{ error: 'not_found', resource: 'route' }` through the error handler.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../http/errors';

const PLACEHOLDER = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temps Mort</title></head>
<body><main><h1>Temps Mort</h1>
<p>L’API fonctionne. The API is running; the web app has not been built yet.</p>
<p><a href="/api/docs">API reference</a> · <a href="/api/openapi.json">OpenAPI document</a></p>
</main></body></html>
`;

async function spaPlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const index = path.join(root, 'index.html');
  const built = existsSync(index);

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // One route for every file, looked up when asked: listing the build at start and routing each of
      // its ~250 files made a fifth of the server's start (docs/performance.md). A path with no file
      // reaches the fallback below.
      wildcard: true,
      index: ['index.html'],
      // The server renderer of the players' sheet (plugins/playerPage.ts) is the server's, not a page's.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      // The web build writes .br and .gz next to each text file (apps/web/vite.config.ts): sent with
      // Content-Encoding and Vary: Accept-Encoding to clients that accept them, the plain file otherwise.
      preCompressed: true,
      setHeaders(reply, file) {
        // Vite puts content hashes in the names under assets/: cache them for good; never cache the
        // page nor the service worker (sw.js), which must be revalidated on every visit.
        if (file.includes(`${path.sep}assets${path.sep}`)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
        else void reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (built && !isApi && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new NotFoundError('route', url);
  });
}

export default fp(spaPlugin, { name: 'temps-mort-spa', dependencies: ['temps-mort-context'] });
