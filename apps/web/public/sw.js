/*
 * Temps Mort service worker, hand-written (registered by src/app/registerServiceWorker.ts in
 * production builds only).
 *
 * - App shell: on install it caches `/`, the manifest and icons, and every JS and CSS file of the
 *   build (PRECACHE, written in by the build; lazy chunks included). /assets/ files carry a content
 *   hash: cache first. Pages: network first, the cached shell when offline.
 * - The players' sheet pages (/s/<token>, and /s or /share for the link opened last) open from the
 *   page the server last drew for that link, kept here: the sheet, its CSS and its answers are in
 *   it, so a phone paints it without waiting for the network, then the app hydrates it and goes
 *   live. Such a page is marked `data-kept` on its <html> as it is served, so that its status line
 *   says when its sheet was drawn until the live one comes (src/boot.ts). The page asks for its own
 *   copy to be kept again (message `keep-page`) when the browser is idle after what it shows
 *   changed (src/features/crew/keepPage.ts): fetched here from the network, a page the server drew
 *   (x-tm-rendered) is kept under its link and as `/s`; a page it no longer draws (a revoked link)
 *   is forgotten, and so are the least recently kept past eight links. `forget-pages` forgets them
 *   all (the device forgot its link). Without a kept page these pages go to the network, where the
 *   server draws the sheet: a drawn page is never kept as the app's shell. Kept pages belong to
 *   this build (their CSS and modules are its own): a new deploy drops them with the old shell.
 * - The last crew sheet: GET /api/crews/:id (and the crew's recent rolls, GET
 *   /api/campaigns/:id/rolls, a player link's GET /api/auth/me, the followed wizard and its
 *   ledger) go to the network first; the last good answer of each is kept (one
 *   entry each) with an `x-tm-cached-at` header, and served when the network fails, so a phone
 *   still shows the sheet offline ("offline — last update at …").
 * - Everything else (other API calls, the SSE stream) is not touched.
 *
 * BUILD and PRECACHE are written in by the build (vite.config.ts): a new deploy is a new worker,
 * which caches the new files and drops the old shell.
 */
const BUILD = 'dev';
const PRECACHE = [];
const SHELL_CACHE = 'tm-shell-' + BUILD;
const DATA_CACHE = 'tm-data-v1';
const SHELL_FILES = ['/', '/manifest.webmanifest', '/manifest-player.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
/** What is kept for offline, one answer per kind. */
const DATA = [
  { kind: 'sheet', path: /^\/api\/crews\/[A-Za-z0-9_-]+$/ },
  { kind: 'rolls', path: /^\/api\/campaigns\/[A-Za-z0-9_-]+\/rolls$/ },
  // What a player link names (its character, the wizard it follows, the systems played): kept for
  // requests that carry a link's token only, so a GM's "who am I" never comes from it.
  { kind: 'me', path: /^\/api\/auth\/me$/, playerOnly: true },
  // The ledger a player link follows (or the GM's last one).
  { kind: 'wizard', path: /^\/api\/wizards\/[A-Za-z0-9_-]+$/ },
  { kind: 'ledger', path: /^\/api\/wizards\/[A-Za-z0-9_-]+\/ledger$/ },
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([...SHELL_FILES, ...PRECACHE]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('tm-shell-') && n !== SHELL_CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    // A players' sheet the server drew (x-tm-rendered) is that link's, not the app's shell.
    if (response.ok && !response.headers.has('x-tm-rendered')) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put('/', response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match('/', { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** The players' sheet pages. */
const PLAYER_PAGE = /^\/(?:s(?:\/[^/]+)?|share)\/?$/;
/** A link's own page, `/s/<token>` (tokens as the API issues them). */
const LINK_PAGE = /^\/s\/([A-Za-z0-9_-]{16,128})\/?$/;
/** The link's token, on the `/s` page kept for the link opened last. */
const LINK_HEADER = 'x-tm-link';
/** When a page was kept: past `KEPT_LINKS` links, the least recently kept ones are forgotten. */
const KEPT_AT_HEADER = 'x-tm-kept-at';
const KEPT_LINKS = 8;

/** Where a players' page is kept: its link's own path, or `/s` for `/s` and `/share` (the link opened last). */
function keptPageKey(pathname) {
  const link = LINK_PAGE.exec(pathname);
  return link ? `/s/${link[1]}` : '/s';
}

/** The kept page as it is served: marked `data-kept` (the boot script then says when its sheet was drawn). */
async function servedKept(kept) {
  const html = (await kept.text()).replace('<html ', '<html data-kept ');
  const headers = new Headers(kept.headers);
  headers.delete(LINK_HEADER);
  headers.delete(KEPT_AT_HEADER);
  return new Response(html, { status: 200, headers });
}

async function keptPageFirst(request, url) {
  const kept = await caches.match(keptPageKey(url.pathname), { cacheName: SHELL_CACHE });
  if (kept) return servedKept(kept);
  // None kept yet: the network, where the server draws the sheet (offline: the app's shell).
  return networkFirstPage(request);
}

/** Keeps the page the server draws now for `token` (its own and as `/s`), or forgets it if the server no longer draws it. */
async function keepPage(token) {
  if (typeof token !== 'string' || !LINK_PAGE.test(`/s/${token}`)) return;
  const path = `/s/${token}`;
  let response;
  try {
    response = await fetch(new Request(new URL(path, self.location.origin), { credentials: 'same-origin', headers: { accept: 'text/html' } }));
  } catch {
    return; // offline: the page kept before stays
  }
  if (!response.ok || !response.headers.has('x-tm-rendered')) {
    // A revoked or unknown link: the server answers the app, not its sheet.
    await forgetPages(token);
    return;
  }
  const cache = await caches.open(SHELL_CACHE);
  const body = await response.arrayBuffer();
  // The body as fetched is decoded: its length and encoding are no longer the network's.
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  await cache.put(path, new Response(body, { status: 200, headers }));
  headers.set(LINK_HEADER, token);
  await cache.put('/s', new Response(body, { status: 200, headers }));
  await forgetOldestPages(cache);
}

/** Past `KEPT_LINKS` links' pages, the least recently kept ones go (a device rarely follows more than one). */
async function forgetOldestPages(cache) {
  const pages = [];
  for (const request of await cache.keys()) {
    if (!LINK_PAGE.test(new URL(request.url).pathname)) continue;
    const keptAt = Number((await cache.match(request))?.headers.get(KEPT_AT_HEADER)) || 0;
    pages.push({ request, keptAt });
  }
  pages.sort((a, b) => b.keptAt - a.keptAt);
  for (const { request } of pages.slice(KEPT_LINKS)) await cache.delete(request);
}

/** Forgets the pages kept for `token` (every kept page when no token is given). */
async function forgetPages(token) {
  const cache = await caches.open(SHELL_CACHE);
  for (const request of await cache.keys()) {
    const pathname = new URL(request.url).pathname;
    if (!PLAYER_PAGE.test(pathname)) continue;
    if (token !== undefined) {
      const owner = pathname === '/s' ? (await cache.match(request))?.headers.get(LINK_HEADER) : LINK_PAGE.exec(pathname)?.[1];
      if (owner !== token) continue;
    }
    await cache.delete(request);
  }
}

self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type === 'keep-page') event.waitUntil(keepPage(message.token));
  else if (message?.type === 'forget-pages') event.waitUntil(forgetPages());
});

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirstData(request, url, kind) {
  const key = url.pathname + url.search;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const body = await response.clone().arrayBuffer();
      const headers = new Headers(response.headers);
      headers.set('x-tm-cached-at', String(Date.now()));
      headers.set('x-tm-kind', kind);
      const cache = await caches.open(DATA_CACHE);
      // Only the last answer of each kind is kept.
      for (const old of await cache.keys()) {
        const cached = await cache.match(old);
        if (cached && cached.headers.get('x-tm-kind') === kind) await cache.delete(old);
      }
      await cache.put(key, new Response(body, { status: 200, headers }));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: DATA_CACHE, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/')) return;
    event.respondWith(PLAYER_PAGE.test(url.pathname) ? keptPageFirst(request, url) : networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    const data = DATA.find((d) => d.path.test(url.pathname) && (!d.playerOnly || request.headers.has('authorization')));
    if (data) event.respondWith(networkFirstData(request, url, data.kind));
  }
});
