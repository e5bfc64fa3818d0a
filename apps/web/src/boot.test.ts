import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyStream } from './lib/liveEarly';
import { FakeEventSource } from './test/fakeEventSource';

const TOKEN = 'tok_0123456789abcdefABCDEF';

/** Runs src/boot.ts as the inlined script does: once, on the page's current address. */
async function boot(): Promise<void> {
  vi.resetModules();
  await import('./boot');
}

/**
 * Boots a page the server drew (`<html data-rendered>`, its state after #root), then its `paint()`;
 * `kept`: as the service worker serves its copy (`data-kept`, public/sw.js); `beforePaint`: what
 * the parser puts in the page between the two.
 */
async function bootDrawnPage(state?: unknown, { kept = false, beforePaint = () => {} } = {}): Promise<void> {
  if (state !== undefined) root.insertAdjacentHTML('afterend', `<script type="application/json" id="tm-state">${JSON.stringify(state)}</script>`);
  document.documentElement.setAttribute('data-rendered', '');
  if (kept) document.documentElement.setAttribute('data-kept', '');
  try {
    await boot();
    // The page's body, parsed after the boot script.
    beforePaint();
    // A parser's task ends: what observes the page hears of it.
    await Promise.resolve();
    window.__tmBoot?.paint();
  } finally {
    document.documentElement.removeAttribute('data-rendered');
    document.documentElement.removeAttribute('data-kept');
    document.getElementById('tm-state')?.remove();
  }
}

/** The status line as components/LiveIndicator.tsx draws it on the server: connecting, its time left empty. */
const CONNECTING_LINE =
  '<p class="live" data-state="connecting" role="status"><span class="live-dot" aria-hidden="true">◌</span> Connexion…<span class="live-at" data-kept-words=" — Mise à jour {time}"></span></p>';

let root: HTMLElement;
const sent: string[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    sent.push(String(input));
    return new Response('{}');
  });
  root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
});

afterEach(() => {
  vi.unstubAllGlobals();
  root.remove();
  window.__tmBoot = undefined;
  window.__tmEarly = undefined;
  window.history.replaceState(null, '', '/');
});

describe('the boot script (inlined into index.html)', () => {
  it('on a reopened player link the app draws itself: sends the crew’s sheet request, and paints nothing over the page', async () => {
    localStorage.setItem('tm.playerLink', JSON.stringify({ token: TOKEN, crewId: 'crew-1' }));
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    await boot();
    expect(sent).toEqual(['/api/crews/crew-1']);
    expect(window.__tmEarly?.path).toBe('/api/crews/crew-1');
    window.__tmBoot?.paint();
    expect(root.innerHTML).toBe('');
  });

  it('on a first visit: sends the share link’s request, and has nothing to paint', async () => {
    window.history.replaceState(null, '', `/share#token=${TOKEN}`);
    const manifest = document.head.appendChild(document.createElement('link'));
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    await boot();
    // Installed from here, the app opens on the sheet.
    expect(manifest.getAttribute('href')).toBe('/manifest-player.webmanifest');
    manifest.remove();
    expect(sent).toEqual(['/api/share/sheet']);
    window.__tmBoot?.paint();
    expect(root.innerHTML).toBe('');
  });

  it('on a sheet the server drew (<html data-rendered>): no request, the page as drawn', async () => {
    localStorage.setItem('tm.playerLink', JSON.stringify({ token: TOKEN, crewId: 'crew-1' }));
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    root.innerHTML = '<h1>drawn by the server</h1>';
    await bootDrawnPage();
    expect(sent).toEqual([]);
    expect(window.__tmEarly).toBeUndefined();
    expect(root.innerHTML).toBe('<h1>drawn by the server</h1>');
  });

  it('on a page the service worker kept: the status line says when its sheet was drawn, in the device’s time, as soon as it is parsed', async () => {
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    const drawnAt = new Date(2026, 11, 4, 9, 5).getTime();
    document.documentElement.setAttribute('data-drawn-at', String(drawnAt));
    try {
      // Booted in <head>: the line is not parsed yet.
      await bootDrawnPage(undefined, { kept: true, beforePaint: () => (root.innerHTML = `<article><h1>Les Corbeaux</h1>${CONNECTING_LINE}</article>`) });
      expect(root.querySelector('p.live')?.textContent).toBe('◌ Connexion… — Mise à jour 09:05');
    } finally {
      document.documentElement.removeAttribute('data-drawn-at');
    }
  });

  it('on a page fresh from the server, or a kept one without a time: the status line as drawn', async () => {
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    root.innerHTML = CONNECTING_LINE;
    document.documentElement.setAttribute('data-drawn-at', String(Date.now()));
    try {
      await bootDrawnPage();
      expect(root.querySelector('.live-at')?.textContent).toBe('');
      document.documentElement.setAttribute('data-drawn-at', 'later');
      await bootDrawnPage(undefined, { kept: true });
      expect(root.querySelector('.live-at')?.textContent).toBe('');
    } finally {
      document.documentElement.removeAttribute('data-drawn-at');
    }
  });

  it('on a sheet the server drew: opens its crew’s stream, asking it not to send the version the page shows', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    await bootDrawnPage({ token: TOKEN, answers: { '/api/share/sheet': { id: 'crew-1', version: 7 } } });
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual([`/api/crews/crew-1/stream?token=${TOKEN}&version=7`]);
    // The app takes it over by the stream's own address (lib/crew.ts `crewStreamUrl`).
    const early = takeEarlyStream(`/api/crews/crew-1/stream?token=${TOKEN}`);
    expect(early?.source).toBe(FakeEventSource.last());
    early?.source.close();
  });

  it('on a sheet the server drew: requests the app’s modules (#tm-modules) only after the first frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const named = document.head.appendChild(document.createElement('script'));
    named.type = 'application/json';
    named.id = 'tm-modules';
    named.textContent = JSON.stringify({ entry: '/assets/index-1.js', modules: ['/assets/react-1.js', '/assets/app-1.js'] });
    // Kept, not appended: the test's DOM would try to load them.
    const appended: Element[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Element[])));
    const added = () => [...appended];
    try {
      window.history.replaceState(null, '', `/s/${TOKEN}`);
      await bootDrawnPage();
      expect(added()).toEqual([]);
      // The frame's callback runs before its paint: still nothing.
      for (const frame of frames) frame(0);
      expect(added()).toEqual([]);
      vi.runAllTimers();
      expect(added().map((e) => [e.tagName, e.getAttribute('href') ?? e.getAttribute('src'), e.getAttribute('crossorigin')])).toEqual([
        ['LINK', '/assets/react-1.js', ''],
        ['LINK', '/assets/app-1.js', ''],
        ['SCRIPT', '/assets/index-1.js', ''],
      ]);
      expect((added()[2] as HTMLScriptElement).type).toBe('module');
    } finally {
      vi.useRealTimers();
      append.mockRestore();
      named.remove();
    }
  });

  it('on a sheet the server drew: requests the app’s modules at once when the first paint came before the sheet’s end', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    // A phone's parser yielded mid-sheet: a frame painted the first screen, and the browser said so.
    const painted = vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [{ name, entryType: 'paint', startTime: 420, duration: 0 } as PerformanceEntry] : [],
    );
    const named = document.head.appendChild(document.createElement('script'));
    named.type = 'application/json';
    named.id = 'tm-modules';
    named.textContent = JSON.stringify({ entry: '/assets/index-1.js', modules: ['/assets/react-1.js'] });
    const appended: Element[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Element[])));
    try {
      window.history.replaceState(null, '', `/s/${TOKEN}`);
      await bootDrawnPage();
      // No frame waited for: the one that lays out the rest of the sheet would delay the request.
      expect(frames).toEqual([]);
      expect(appended.map((e) => e.getAttribute('href') ?? e.getAttribute('src'))).toEqual(['/assets/react-1.js', '/assets/index-1.js']);
    } finally {
      painted.mockRestore();
      append.mockRestore();
      named.remove();
    }
  });

  it('on a sheet the server drew: a module list that names anything but the build’s files loads nothing', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const named = document.head.appendChild(document.createElement('script'));
    named.type = 'application/json';
    named.id = 'tm-modules';
    const appended: Node[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Node[])));
    try {
      window.history.replaceState(null, '', `/s/${TOKEN}`);
      for (const list of ['{"entry":"https://elsewhere.example/x.js","modules":[]}', '{"entry":"/assets/index-1.js","modules":"/assets/a.js"}', '{broken']) {
        named.textContent = list;
        await bootDrawnPage();
      }
      expect(frames).toEqual([]);
      expect(appended).toEqual([]);
    } finally {
      append.mockRestore();
      named.remove();
    }
  });

  it('on every page, first: turns zod’s jitless mode on (src/zodJitless.ts)', async () => {
    const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    const kept = zod.__zod_globalConfig;
    delete zod.__zod_globalConfig;
    try {
      window.history.replaceState(null, '', '/crews/crew-1/downtime');
      await boot();
      expect(zod.__zod_globalConfig).toEqual({ jitless: true });
    } finally {
      zod.__zod_globalConfig = kept;
    }
  });

  it('on the GM’s pages: nothing else', async () => {
    localStorage.setItem('tm.playerLink', JSON.stringify({ token: TOKEN, crewId: 'crew-1' }));
    window.history.replaceState(null, '', '/crews/crew-1');
    const manifest = document.head.appendChild(document.createElement('link'));
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    await boot();
    expect(manifest.getAttribute('href')).toBe('/manifest.webmanifest');
    manifest.remove();
    window.__tmBoot?.paint();
    expect(sent).toEqual([]);
    expect(root.innerHTML).toBe('');
  });

  it('a failure (storage refused) leaves the app to start as usual', async () => {
    window.history.replaceState(null, '', `/s/${TOKEN}`);
    vi.stubGlobal('fetch', () => {
      throw new Error('refused');
    });
    await boot();
    expect(window.__tmBoot).toBeDefined();
    expect(() => window.__tmBoot?.paint()).not.toThrow();
  });
});
