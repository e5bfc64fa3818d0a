/*
 * Temps Mort service worker, hand-written (registered by src/app/registerServiceWorker.ts in
 * production builds only).
 *
 * - App shell: on install it caches `/`, the manifest and icons, and every JS and CSS file of the
 *   build (PRECACHE, written in by the build; lazy chunks included). /assets/ files carry a content
 *   hash: cache first. Pages: network first, the cached shell when offline — except the players'
 *   sheet pages (/s, /s/<token>, /share), which open from the cached shell at once (a phone
 *   should not wait for a round trip to show the sheet; the shell paints the sheet this device
 *   last drew, saying when it was, until the live one comes) while the shell is fetched again for
 *   the next visit. Without a cached shell they go to the network, where the server draws the
 *   sheet into the page (x-tm-rendered): such a page is a link's own, never kept as the shell. The shell is this build's (BUILD covers index.html too); a page that
 *   outlives its build reloads itself if a lazy chunk is gone (src/app/registerServiceWorker.ts).
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

/** The players' sheet pages: the cached shell now, the network's copy for next time. */
const PLAYER_PAGE = /^\/(?:s(?:\/[^/]+)?|share)\/?$/;

async function cachedShellFirst(event) {
  const cached = await caches.match('/', { cacheName: SHELL_CACHE });
  // No shell yet: the page itself (the server draws the sheet into it).
  if (!cached) return networkFirstPage(event.request);
  event.waitUntil(networkFirstPage(new Request('/', { credentials: 'same-origin' })).catch(() => undefined));
  return cached;
}

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
    event.respondWith(PLAYER_PAGE.test(url.pathname) ? cachedShellFirst(event) : networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    const data = DATA.find((d) => d.path.test(url.pathname) && (!d.playerOnly || request.headers.has('authorization')));
    if (data) event.respondWith(networkFirstData(request, url, data.kind));
  }
});
