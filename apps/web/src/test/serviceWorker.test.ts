/**
 * public/sw.js run in a tiny stand-in for a service worker scope (in-memory Cache Storage, a
 * scripted network): the offline behaviour the players' phones rely on.
 */
import swSource from '../../public/sw.js?raw';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://tm.local';
const source = swSource.replace(
  'const PRECACHE = [];',
  'const PRECACHE = ["/assets/app-1.js", "/assets/lazy-1.js"];',
);

class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key(request: RequestInfo | URL | { url: string }): string {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return new URL(url, ORIGIN).href;
  }
  async match(request: RequestInfo | URL | { url: string }): Promise<Response | undefined> {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: RequestInfo | URL | { url: string }, response: Response): Promise<void> {
    this.entries.set(this.key(request), response);
  }
  async add(request: string): Promise<void> {
    const response = await scope.network(new Request(new URL(request, ORIGIN)));
    this.entries.set(this.key(request), response);
  }
  async addAll(requests: string[]): Promise<void> {
    for (const r of requests) await this.add(r);
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.key(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((k) => new Request(k));
  }
}

const scope = {
  online: true,
  requests: [] as string[],
  /** The scripted network. */
  async network(request: Request): Promise<Response> {
    scope.requests.push(new URL(request.url).pathname + new URL(request.url).search);
    if (!scope.online) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    if (path === '/api/crews/c1') return new Response(JSON.stringify({ heat: scope.heat }), { headers: { 'content-type': 'application/json' } });
    if (path === '/api/auth/me') return new Response(JSON.stringify({ kind: 'player', crewId: 'c1', wizardId: 'w1' }), { headers: { 'content-type': 'application/json' } });
    if (path === '/api/wizards/w1') return new Response(JSON.stringify({ id: 'w1' }), { headers: { 'content-type': 'application/json' } });
    if (path === '/api/wizards/w1/ledger') return new Response(JSON.stringify({ favours: [] }), { headers: { 'content-type': 'application/json' } });
    if (path === '/api/campaigns/k1/rolls') return new Response('[]', { headers: { 'content-type': 'application/json' } });
    if (path === '/api/crews/c1/stream') return new Response('stream');
    // The server draws a players' sheet into its page (apps/api plugins/playerPage.ts), for a link it still knows.
    const link = /^\/s\/([A-Za-z0-9_-]+)$/.exec(path);
    if (link && !scope.revoked.has(link[1] ?? '')) return new Response(drawnPage(path, scope.heat), { headers: { 'content-type': 'text/html', 'x-tm-rendered': 'sheet' } });
    return new Response(`<file ${path}>`, { headers: { 'content-type': 'text/html' } });
  },
  heat: 3,
  /** Links the GM revoked: the server answers them the app, not a drawn sheet. */
  revoked: new Set<string>(),
};

const T1 = 'tok_0123456789abcdefABCDEF';
const T2 = 'tok_fedcba9876543210ZYXWVU';

function drawnPage(path: string, heat: number): string {
  return `<!doctype html><html lang="fr" data-rendered><body><div id="root">sheet ${path} heat ${heat}</div></body></html>`;
}

function start() {
  const caches = new Map<string, MemoryCache>();
  const cacheStorage = {
    async open(name: string) {
      if (!caches.has(name)) caches.set(name, new MemoryCache());
      return caches.get(name) as MemoryCache;
    },
    async keys() {
      return [...caches.keys()];
    },
    async delete(name: string) {
      return caches.delete(name);
    },
    async match(request: RequestInfo | URL | { url: string }, options: { cacheName?: string } = {}) {
      const names = options.cacheName ? [options.cacheName] : [...caches.keys()];
      for (const name of names) {
        const found = await caches.get(name)?.match(request);
        if (found) return found;
      }
      return undefined;
    },
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', source)(self, cacheStorage, (r: { url: string }) => scope.network(new Request(r.url)));

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  const background: Promise<unknown>[] = [];
  /** A fetch event: the worker's answer, or null when it lets the request through. */
  async function request(path: string, mode: RequestMode = 'cors', headers: Record<string, string> = {}): Promise<Response | null> {
    let answer: Promise<Response> | null = null;
    const req = { url: new URL(path, ORIGIN).href, method: 'GET', mode, headers: new Headers(headers) };
    listeners.get('fetch')?.({ request: req, respondWith: (p: Promise<Response>) => (answer = p), waitUntil: (p: Promise<unknown>) => background.push(p) });
    return answer;
  }
  /** A message from a page (lib/keptPage.ts), and what the worker does about it. */
  async function message(data: unknown): Promise<void> {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('message')?.({ data, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  /** What the worker still does after answering (event.waitUntil). */
  const settle = () => Promise.all(background.splice(0));
  /** The players' pages it keeps, by path. */
  const keptPages = async () => {
    const shell = [...caches.keys()].find((n) => n.startsWith('tm-shell-')) as string;
    return [...(caches.get(shell)?.entries.keys() ?? [])].map((u) => new URL(u).pathname).filter((p) => p.startsWith('/s')).sort();
  };
  return { caches, lifecycle, request, settle, message, keptPages };
}

describe('service worker', () => {
  it('caches the shell and every chunk on install, and serves the shell offline', async () => {
    scope.online = true;
    const sw = start();
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    const shell = [...sw.caches.keys()].find((n) => n.startsWith('tm-shell-')) as string;
    const cached = [...(sw.caches.get(shell)?.entries.keys() ?? [])].map((u) => new URL(u).pathname);
    expect(cached).toEqual(expect.arrayContaining(['/', '/manifest.webmanifest', '/manifest-player.webmanifest', '/assets/app-1.js', '/assets/lazy-1.js']));

    scope.online = false;
    const page = await sw.request('/s/sometoken', 'navigate');
    expect(await page?.text()).toBe('<file />');
    const chunk = await sw.request('/assets/lazy-1.js');
    expect(await chunk?.text()).toBe('<file /assets/lazy-1.js>');
  });

  it('keeps the last crew sheet and serves it offline with the time it was cached', async () => {
    scope.online = true;
    const sw = start();
    await sw.lifecycle('install');
    scope.heat = 5;
    const fresh = await sw.request('/api/crews/c1');
    expect(await fresh?.json()).toEqual({ heat: 5 });
    await sw.request('/api/campaigns/k1/rolls?crewId=c1&limit=20');

    scope.online = false;
    const offline = await sw.request('/api/crews/c1');
    expect(await offline?.json()).toEqual({ heat: 5 });
    expect(Number(offline?.headers.get('x-tm-cached-at'))).toBeGreaterThan(0);
    const rolls = await sw.request('/api/campaigns/k1/rolls?crewId=c1&limit=20');
    expect(await rolls?.json()).toEqual([]);
    // Only one answer of each kind is kept.
    expect(sw.caches.get('tm-data-v1')?.entries.size).toBe(2);
  });

  it('leaves the live stream and other API calls alone', async () => {
    const sw = start();
    expect(await sw.request('/api/crews/c1/stream?token=x')).toBeNull();
    // A GM's "who am I" (a cookie, no link token) is never kept nor answered from the cache.
    expect(await sw.request('/api/auth/me')).toBeNull();
  });

  it("keeps a player link's “who am I” and the followed ledger for offline, never for the GM", async () => {
    scope.online = true;
    const sw = start();
    const player = { authorization: 'Bearer tok' };
    await sw.request('/api/auth/me', 'cors', player);
    await sw.request('/api/wizards/w1', 'cors', player);
    await sw.request('/api/wizards/w1/ledger', 'cors', player);
    scope.online = false;
    expect(await (await sw.request('/api/auth/me', 'cors', player))?.json()).toEqual({ kind: 'player', crewId: 'c1', wizardId: 'w1' });
    expect(await (await sw.request('/api/wizards/w1', 'cors', player))?.json()).toEqual({ id: 'w1' });
    expect(await (await sw.request('/api/wizards/w1/ledger', 'cors', player))?.json()).toEqual({ favours: [] });
    expect(await sw.request('/api/auth/me')).toBeNull();
  });

  it("opens a players' page from the copy of it it kept, marked as such; the link opened last is /s and /share", async () => {
    scope.online = true;
    scope.revoked.clear();
    const sw = start();
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    scope.heat = 4;
    scope.requests = [];
    await sw.message({ type: 'keep-page', token: T1 });
    expect(scope.requests).toEqual([`/s/${T1}`]);
    expect(await sw.keptPages()).toEqual(['/s', `/s/${T1}`]);
    // The GM changes the sheet: the page still opens at once from its copy, saying it is one.
    scope.heat = 6;
    scope.requests = [];
    for (const path of [`/s/${T1}`, '/s', '/share']) {
      const page = await sw.request(path, 'navigate');
      expect(await page?.text()).toBe(`<!doctype html><html data-kept lang="fr" data-rendered><body><div id="root">sheet /s/${T1} heat 4</div></body></html>`);
    }
    await sw.settle();
    expect(scope.requests).toEqual([]);
    // Kept again when the page asks (what it shows changed): the sheet as the server draws it now.
    await sw.message({ type: 'keep-page', token: T1 });
    expect(await (await sw.request('/s', 'navigate'))?.text()).toContain('heat 6');
    // Another link opened since: it is the one /s opens.
    await sw.message({ type: 'keep-page', token: T2 });
    expect(await (await sw.request('/share', 'navigate'))?.text()).toContain(`sheet /s/${T2}`);
    expect(await (await sw.request(`/s/${T1}`, 'navigate'))?.text()).toContain(`sheet /s/${T1}`);
  });

  it("without a copy, a players' page comes from the network as the server drew it, never kept as the app's shell; offline, the shell", async () => {
    scope.online = true;
    const sw = start();
    await sw.lifecycle('install');
    const shell = [...sw.caches.keys()].find((n) => n.startsWith('tm-shell-')) as string;
    await sw.caches.get(shell)?.put('/', new Response('<shell>'));
    const page = await sw.request(`/s/${T1}`, 'navigate');
    expect(await page?.text()).toContain(`sheet /s/${T1}`);
    expect(page?.headers.get('x-tm-rendered')).toBe('sheet');
    await sw.settle();
    expect(await (await sw.caches.get(shell)?.match('/'))?.text()).toBe('<shell>');
    expect(await sw.keptPages()).toEqual([]);
    scope.online = false;
    expect(await (await sw.request('/s', 'navigate'))?.text()).toBe('<shell>');
    // Offline, asking to keep a page keeps the one it has (none here): nothing breaks.
    await sw.message({ type: 'keep-page', token: T1 });
    expect(await sw.keptPages()).toEqual([]);
  });

  it('keeps the pages of the last eight links it was asked for, and forgets the older ones', async () => {
    scope.online = true;
    scope.revoked.clear();
    const sw = start();
    await sw.lifecycle('install');
    const tokens = Array.from({ length: 10 }, (_, i) => `tok_${String(i).padStart(2, '0')}_0123456789abcdef`);
    let clock = 1_000;
    const now = Date.now;
    Date.now = () => clock;
    try {
      for (const token of tokens) {
        clock += 1_000;
        await sw.message({ type: 'keep-page', token });
      }
      // Asked again: the first one is among the last eight now.
      clock += 1_000;
      await sw.message({ type: 'keep-page', token: tokens[0] });
    } finally {
      Date.now = now;
    }
    expect(await sw.keptPages()).toEqual(['/s', ...[tokens[0], ...tokens.slice(3)].map((t) => `/s/${t}`)].sort());
  });

  it('forgets a link’s page when the server no longer draws it (revoked), and every page when the device forgets its link', async () => {
    scope.online = true;
    scope.revoked.clear();
    const sw = start();
    await sw.lifecycle('install');
    await sw.message({ type: 'keep-page', token: T1 });
    await sw.message({ type: 'keep-page', token: T2 });
    expect(await sw.keptPages()).toEqual(['/s', `/s/${T1}`, `/s/${T2}`]);
    // T2, the link opened last, is revoked: its pages go, T1's stays.
    scope.revoked.add(T2);
    await sw.message({ type: 'keep-page', token: T2 });
    expect(await sw.keptPages()).toEqual([`/s/${T1}`]);
    // Offline, a kept page stays what it was.
    scope.online = false;
    await sw.message({ type: 'keep-page', token: T1 });
    expect(await sw.keptPages()).toEqual([`/s/${T1}`]);
    await sw.message({ type: 'forget-pages' });
    expect(await sw.keptPages()).toEqual([]);
    // Nothing but a link's token is asked for.
    scope.online = true;
    scope.requests = [];
    await sw.message({ type: 'keep-page', token: '../../api/crews/c1' });
    await sw.message({ type: 'keep-page' });
    expect(scope.requests).toEqual([]);
    scope.revoked.clear();
  });

  it("keeps the GM's pages network first", async () => {
    scope.online = true;
    const sw = start();
    await sw.lifecycle('install');
    const shell = [...sw.caches.keys()].find((n) => n.startsWith('tm-shell-')) as string;
    await sw.caches.get(shell)?.put('/', new Response('<old shell>'));
    const page = await sw.request('/crews/c1', 'navigate');
    expect(await page?.text()).toBe('<file /crews/c1>');
  });
});
