/**
 * The players' crew sheet, drawn by the server (docs/decisions/018-server-rendered-sheet.md): GET
 * `/s/:token`, and `/s` or `/share` for the link this browser last opened (the `tm_link` cookie),
 * answer the web app's page with the sheet already in it, its CSS inlined, its JavaScript deferred —
 * a phone paints the sheet from the HTML alone, then the app hydrates it.
 *
 * What the page shows is exactly what the link may read: the page asks this API's own routes what
 * the phone would ask (app.inject, with the link's token as Bearer and nothing else of the request:
 * never a GM's cookie), and the web build's renderer (`<webDist>/ssr/entry-server.mjs`, the app's own
 * components) draws those answers; the page carries them for the hydration.
 *
 * Whenever it cannot draw the sheet — no build, no renderer, no or a refused token, a wizard's own
 * link, a renderer failure — the page is the app as before (index.html), which draws it itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { PlayerPageAnswers, PlayerPageRenderer, RenderedPlayerPage } from '@temps-mort/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { NotFoundError } from '../http/errors';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The cookie naming the link this browser last opened (HttpOnly: the page's scripts never read it). */
export const LINK_COOKIE = 'tm_link';
/** The language the browser last chose (written by the web app, src/main.tsx). */
export const LANG_COOKIE = 'tm_lang';
const LINK_COOKIE_DAYS = 400;

/** Share tokens as the API issues them (auth/tokens.ts); anything else is not looked up. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const pageParams = z.strictObject({ token: z.string().max(256) });

/** index.html with its stylesheets inlined, cut where a rendered page puts its parts. */
interface PageTemplate {
  readonly before: string;
  readonly betweenTitleAndRoot: string;
  readonly after: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Cuts the built page; inlines every `<link rel="stylesheet">` of it (the first paint waits for no
 * CSS request), and names the app's modules — the entry and its preloads — in an inert
 * `#tm-modules` block that the boot script loads once the sheet is painted (apps/web src/boot.ts):
 * the first paint never shares the CPU or the link with the JavaScript (decision 018).
 */
export function pageTemplate(indexHtml: string, readAsset: (href: string) => string | null): PageTemplate | null {
  let entry: string | null = null;
  const modules: string[] = [];
  let html = indexHtml
    .replace(/<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/, (_script, src: string) => ((entry = src), ''))
    .replace(/<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g, (_link, href: string) => (modules.push(href), ''))
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
      const css = readAsset(href);
      return css === null ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
  // One entry, named inertly: a second module script would run before the first paint (Vite writes one).
  if (entry === null || /<script\b[^>]*\btype="module"/.test(html)) return null;
  const named = { entry, modules };
  // JSON in a data block: never run, and `<` escaped so no string in it can close the element.
  html = html.replace('</head>', `<script type="application/json" id="tm-modules">${JSON.stringify(named).replace(/</g, '\\u003c')}</script></head>`);
  // When the sheet was drawn: a copy the service worker kept says so before the app has hydrated (src/boot.ts).
  html = html.replace(/<html lang="[^"]*"/, '<html lang="%LANG%" data-rendered data-drawn-at="%DRAWN_AT%"');
  const title = /<title>[^<]*<\/title>/.exec(html);
  const root = '<div id="root"></div>';
  if (!title || !html.includes(root) || !html.includes('%LANG%')) return null;
  const titleAt = title.index;
  const rootAt = html.indexOf(root);
  return {
    before: html.slice(0, titleAt),
    betweenTitleAndRoot: html.slice(titleAt + title[0].length, rootAt),
    after: html.slice(rootAt + root.length),
  };
}

function fillTemplate(template: PageTemplate, page: RenderedPlayerPage, drawnAt: number): string {
  return (
    template.before.replace('%LANG%', escapeHtml(page.lang)).replace('%DRAWN_AT%', String(Math.trunc(drawnAt))) +
    `<title>${escapeHtml(page.title)}</title>` +
    template.betweenTitleAndRoot +
    `<div id="root">${page.html}</div><script type="application/json" id="tm-state">${page.state}</script>` +
    template.after
  );
}

async function playerPagePlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  const index = path.join(root, 'index.html');
  const rendererFile = path.join(root, 'ssr', 'entry-server.mjs');
  if (!existsSync(index) || !existsSync(rendererFile)) return; // the SPA plugin answers these paths
  const template = pageTemplate(readFileSync(index, 'utf8'), (href) => {
    const file = path.join(root, path.normalize(href).replace(/^([/\\])+/, ''));
    return file.startsWith(root + path.sep) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  if (!template) {
    app.log.warn('player page: index.html has no <title> or root element, or not exactly one module script; the sheet is drawn by the browser');
    return;
  }
  const https = app.config.publicUrl.startsWith('https://');

  // Loaded on the first player's page (not at start: the API starts and idles without React).
  let renderer: Promise<PlayerPageRenderer> | null = null;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(rendererFile).href).then((m: { renderer: PlayerPageRenderer }) => m.renderer));

  /** The link's answers, as the phone would get them: its token only. */
  async function read(url: string, token: string): Promise<{ status: number; body: unknown }> {
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : null };
  }

  async function drawn(request: FastifyRequest, token: string): Promise<{ html: string } | { refused: boolean }> {
    const page = await loadRenderer();
    const renderedAt = Date.now();
    const first = await Promise.all(page.firstReads.map((url) => read(url, token)));
    const sheet = first[0];
    if (!sheet || sheet.status !== 200) return { refused: sheet?.status === 401 || sheet?.status === 403 };
    const answers: Record<string, unknown> = {};
    page.firstReads.forEach((url, i) => {
      if (first[i]?.status === 200) answers[url] = first[i]?.body;
    });
    const next = page.nextReads(answers as PlayerPageAnswers);
    const more = await Promise.all(next.map((url) => read(url, token)));
    next.forEach((url, i) => {
      if (more[i]?.status === 200) answers[url] = more[i]?.body;
    });
    const rendered = await page.render(
      {
        path: request.url.split('?')[0] ?? '/s',
        token,
        langCookie: request.cookies[LANG_COOKIE] ?? null,
        acceptLanguage: typeof request.headers['accept-language'] === 'string' ? request.headers['accept-language'] : null,
        renderedAt,
      },
      answers,
    );
    return { html: fillTemplate(template as PageTemplate, rendered, renderedAt) };
  }

  async function send(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const source = Buffer.from(html, 'utf8');
    void reply
      .type('text/html; charset=utf-8')
      // A link's own sheet: never kept by a cache (the service worker keeps the app's shell, src/sw.js).
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding')
      .header('x-tm-rendered', 'sheet');
    if (/\bbr\b/.test(accepts)) {
      const body = await brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } });
      return reply.header('content-encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(source, { level: 6 }));
    return reply.send(source);
  }

  async function page(request: FastifyRequest, reply: FastifyReply, fromPath: string | undefined): Promise<FastifyReply> {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) throw new NotFoundError('route', request.url);
    const candidate = fromPath ?? request.cookies[LINK_COOKIE];
    const token = tokenSchema.safeParse(candidate);
    const app_ = () => reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (!token.success) return app_();
    let result: { html: string } | { refused: boolean };
    try {
      result = await drawn(request, token.data);
    } catch (error) {
      request.log.warn({ err: error }, 'player page: the sheet could not be drawn; the browser draws it');
      return app_();
    }
    if ('refused' in result) {
      if (result.refused && fromPath === undefined) void reply.clearCookie(LINK_COOKIE, { path: '/' });
      return app_();
    }
    if (fromPath !== undefined) {
      void reply.setCookie(LINK_COOKIE, token.data, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        maxAge: LINK_COOKIE_DAYS * 24 * 3600,
      });
    }
    return send(request, reply, result.html);
  }

  const hide = { schema: { hide: true } } as const;
  app.get('/s/:token', hide, async (request, reply) => {
    const params = pageParams.safeParse(request.params);
    return page(request, reply, params.success ? params.data.token : '');
  });
  app.get('/s', hide, async (request, reply) => page(request, reply, undefined));
  app.get('/share', hide, async (request, reply) => page(request, reply, undefined));
}

export default fp(playerPagePlugin, { name: 'temps-mort-player-page', dependencies: ['temps-mort-spa', 'temps-mort-cookie'] });
