/**
 * `pnpm bench:web`: the web app's performance targets (issue 4), measured and printed:
 *
 * 1. every chunk's size and the players' crew-sheet route's initial JS and CSS (gzip), from
 *    apps/web/scripts/chunk-sizes.mjs — budget ≤ 130 KB JS (it no longer holds the first paint), ≤ 20 KB CSS;
 * 2. largest contentful paint of the crew sheet (a player's share link) on an emulated mid-range
 *    phone, Lighthouse's default mobile throttling through the Chrome DevTools Protocol
 *    (Network.emulateNetworkConditions: 150 ms latency, 1.6 Mbps down, 750 Kbps up;
 *    Emulation.setCPUThrottlingRate 4) — cold (fresh browser context: the page the server draws)
 *    ≤ 0.6 s, warm (same context: the page the service worker kept for the link, the assets from its
 *    cache) ≤ 0.25 s;
 *    on the cold open also the time until the sheet is live (its stream open) ≤ 1.5 s and the
 *    page's compressed size (HTML, inlined CSS, the sheet's answers) ≤ 30 kB. One open comes
 *    first and stays out of the medians (printed apart): the first after the browser and the
 *    server started, which also pays Chromium's first renderer and the server's loading its own;
 * 3. GM change → phone update through the real stack: the GM's API write (its send time) to the
 *    phone page seeing the new number in its DOM (a MutationObserver), p95 ≤ 150 ms over 40 writes.
 *
 * The server is the real one (apps/api/dist/server/server.mjs, NODE_ENV=production) on 127.0.0.1 with
 * a fresh database; the browser is Debian's Chromium (/usr/bin/chromium). Prints a table with the
 * targets and PASS/MISS; exits 0 either way (numbers, not a test). `--runs N` sets the LCP runs
 * (default 5), `--samples N` the latency samples (default 40). `BENCH_VERBOSE=1` prints every LCP
 * candidate; `BENCH_PROFILE=1` writes a CPU profile of each cold load, `BENCH_TRACE=1` a Chrome
 * trace of each cold and warm load. Each load prints where its time went (`html` the page's end,
 * `parsed` its DOM interactive, `kept` 1 when the page was the worker's copy, `jsAsked` when the
 * app's scripts were asked for, `js` when the last arrived, `fcp`…, and any user timing mark a
 * build under study sets with `performance.mark`).
 * The floor under those figures is printed too: from a one-paragraph page's last byte to its first
 * paint, on the same phone (what no change of ours can win), next to the same time for the sheet,
 * and that floor without the CPU slowdown: the host's own speed, to compare runs on other machines.
 *
 * 4. Lighthouse 12.2.3, mobile preset (bench/web/lighthouse.ts), on the crew sheet (the share link)
 *    and the GM's downtime page (/crews/:id/downtime, with the GM's session cookie): LCP, TBT, CLS,
 *    the performance, accessibility, best-practices and SEO scores, and every failing accessibility
 *    or best-practices audit with its elements. `--lh-runs N` (default 1; medians), `--no-lighthouse`
 *    skips it, `--only-lighthouse` runs only it (no chunk sizes, no LCP or latency runs: the web app
 *    is built straight into the served folder, or BENCH_WEB_DIST is served).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM } from '../../apps/web/playwright.config';
import { buildApiIfStale, buildWeb, REPO_ROOT, WEB_DIR } from '../../apps/web/e2e/support/build';
import { startServer, type RunningServer } from '../../apps/web/e2e/support/server';
import { printLighthouse, runLighthouse, type LighthouseResult } from './lighthouse';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const LCP_RUNS = arg('runs', 5);
/** BENCH_PROFILE=1: a CPU profile of each cold load (it slows the load: not for the figures). */
const PROFILE = process.env.BENCH_PROFILE === '1';
/** BENCH_TRACE=1: a Chrome trace of each cold and warm load (DevTools' Performance panel opens it). */
const TRACE = process.env.BENCH_TRACE === '1';
const SAMPLES = arg('samples', 40);
const LH_RUNS = arg('lh-runs', 1);
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse');
const ONLY_LIGHTHOUSE = process.argv.includes('--only-lighthouse');

/** Lighthouse's default mobile throttling ("Slow 4G", Moto G Power), as the brief gives it. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'fr-FR',
};

interface Row {
  readonly what: string;
  readonly value: string;
  readonly target: string;
  readonly pass: boolean | null;
}
const rows: Row[] = [];
const ms = (n: number) => `${Math.round(n)} ms`;

// ─── 1. chunk sizes ─────────────────────────────────────────────────────────────────────────────
function chunkSizes(): { js: number; css: number; output: string } {
  const result = spawnSync(process.execPath, [path.join(WEB_DIR, 'scripts/chunk-sizes.mjs')], { cwd: REPO_ROOT, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  const js = /initial JS \([^)]*\):\s*([\d.]+) kB gzip/.exec(output);
  const css = /crew-sheet route, CSS:\s*([\d.]+) kB gzip/.exec(output);
  if (!js || !css) throw new Error(`chunk-sizes.mjs printed no budget lines (exit ${result.status}):\n${output}`);
  return { js: Number(js[1]), css: Number(css[1]), output };
}

// ─── the scene: a crew with PCs, factions and a player link ────────────────────────────────────
interface Scene {
  readonly cookie: string;
  readonly crewId: string;
  readonly shareUrl: string;
}

async function api(server: RunningServer, cookie: string, method: string, url: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!answer.ok) throw new Error(`${method} ${url} → ${answer.status} ${await answer.text()}`);
  return answer.status === 204 ? undefined : answer.json();
}

async function setScene(server: RunningServer): Promise<Scene> {
  const signIn = await fetch(server.setupUrl, { redirect: 'manual' });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error('no GM session cookie');
  const campaign = (await api(server, cookie, 'GET', '/api/campaigns/current')) as { id: string };
  const crews = (await api(server, cookie, 'GET', `/api/campaigns/${campaign.id}/crews`)) as { id: string }[];
  const crewId = crews[0]?.id ?? '';
  const write = async (method: string, sub: string, body: Record<string, unknown>) => {
    const { version } = (await api(server, cookie, 'GET', `/api/crews/${crewId}`)) as { version: number };
    return api(server, cookie, method, `/api/crews/${crewId}${sub}`, { ...body, version });
  };
  await write('PATCH', '', { tier: 2, hold: 'strong', rep: 7, coin: 12, heat: 4, wanted: 1, claims: ['Le Marché aux Puces', 'Les Docks', 'Tripot'] });
  for (const [name, tier, status] of [['Les Lampions', 2, -1], ['La Garde', 3, -2], ['Les Corbeaux', 1, 2]] as const) {
    await write('POST', '/factions', { name, tier, status });
  }
  for (const name of ['Nyx', 'Vale', 'Sorrel', 'Brand']) {
    await write('POST', '/characters', {
      name,
      skills: { hunt: 2, consort: 1 },
      attributes: { insight: { max: 3, current: 2 }, prowess: { max: 3, current: 1 }, resolve: { max: 3, current: 3 } },
      vice: { kind: 'gambling', purveyor: 'Mama Cou', tapped: false },
      harm: name === 'Vale' ? [{ level: 2, description: 'Broken ribs' }] : [],
    });
  }
  const link = (await api(server, cookie, 'POST', `/api/crews/${crewId}/share-links`, { label: 'bench' })) as { url: string };
  return { cookie, crewId, shareUrl: link.url };
}

// ─── 2. largest contentful paint ───────────────────────────────────────────────────────────────
/** Records every LCP candidate from the start of each document. */
const LCP_INIT = `
  window.__lcp = { time: 0, element: '', all: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const element = e.element ? e.element.tagName.toLowerCase() + (e.element.className ? '.' + String(e.element.className).split(' ')[0] : '') : '(gone)';
      window.__lcp = { time: e.startTime, element, all: [...window.__lcp.all, element + '@' + Math.round(e.startTime) + ':' + e.size] };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // When the sheet first says it is live (its stream open): the time until live updates arrive.
  window.__live = 0;
  new MutationObserver(() => {
    if (!window.__live && document.querySelector('p.live[data-state="online"]')) window.__live = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  // The main thread's long tasks (> 50 ms), [start, duration]: what delays the sheet's hydration.
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

async function throttle(session: CDPSession, cpu = CPU_SLOWDOWN): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/**
 * The page's throttling does not reach requests the service worker makes itself (network-first
 * pages and sheets): throttle every service worker target too, through the browser's CDP session.
 */
async function throttleServiceWorkers(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string }[] };
  let count = 0;
  for (const target of targetInfos.filter((t) => t.type === 'service_worker')) {
    const { sessionId } = (await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
    let id = 0;
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', NETWORK],
    ] as const) {
      await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
    }
    count++;
  }
  return count;
}

interface SheetLoad {
  readonly lcp: number;
  readonly element: string;
  /** When the sheet said it was live (ms from navigation start). */
  readonly live: number;
  /** The page's compressed size (its HTML with the inlined CSS and the sheet's answers). */
  readonly htmlBytes: number;
  /** From the page's last byte to its first paint: the phone's own time, network aside. */
  readonly paintAfterHtml: number;
}

async function loadSheet(page: Page, url: string): Promise<SheetLoad> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // Until live, a cheap read every 100 ms: a locator's or waitForFunction's wait first puts
  // Playwright's selector engine in the page (~90 ms of its main thread at CPU ×4) and its role
  // queries run over the whole page (~10–25 ms each), delaying the very work measured.
  for (const until = Date.now() + 60_000; !((await page.evaluate('window.__live')) as number); ) {
    if (Date.now() > until) throw new Error('the sheet never said it was live');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.getByRole('heading', { level: 1, name: 'Ma bande' }).waitFor({ timeout: 60_000 });
  await page.getByRole('meter').first().waitFor({ timeout: 60_000 });
  // Later candidates (the recent rolls, a font) within the next second, on the slowed CPU.
  await page.waitForTimeout(1000);
  const lcp = (await page.evaluate('window.__lcp')) as { time: number; element: string; all: string[] };
  if (process.env.BENCH_VERBOSE) console.log(`    candidates: ${lcp.all.join(' ')}`);
  if (!(lcp.time > 0)) throw new Error('no largest-contentful-paint entry');
  // Where the time went: the page, the scripts, the sheet, the first paint.
  const marks = (await page.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource');
    const end = (re) => Math.max(0, ...res.filter((r) => re.test(r.name)).map((r) => r.responseEnd));
    const start = (re) => {
      const times = res.filter((r) => re.test(r.name)).map((r) => r.startTime);
      return times.length > 0 ? Math.min(...times) : 0;
    };
    const bytes = (re) => res.filter((r) => re.test(r.name)).reduce((n, r) => n + r.encodedBodySize, 0);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const long = window.__long.filter(([start]) => !window.__live || start < window.__live);
    return { longTasks: long.length, longestTask: Math.max(0, ...long.map(([, d]) => d)), blocked: long.reduce((n, [, d]) => n + d - 50, 0), html: nav ? nav.responseEnd : 0, parsed: nav ? nav.domInteractive : 0, htmlBytes: nav ? nav.encodedBodySize : 0, live: window.__live, css: end(/\\.css$/), kept: document.documentElement.hasAttribute('data-kept') ? 1 : 0, jsAsked: start(/\\/assets\\/(index|react|app)-.*\\.js$/), js: end(/\\/assets\\/(index|react|app)-.*\\.js$/), sheet: end(/\\/api\\/(?:crews\\/[^/]+|share\\/sheet)$/), sheetBytes: bytes(/\\/api\\/(?:crews\\/[^/]+|share\\/sheet)$/), fcp: fcp ? fcp.startTime : 0 };
  })()`)) as Record<string, number>;
  // User timing marks, when a build under study sets some (none ships).
  const userMarks = (await page.evaluate(`performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])`)) as [string, number][];
  const detail = [...Object.entries(marks), ...userMarks].map(([k, v]) => `${k} ${Math.round(v)}`).join(', ');
  return { lcp: lcp.time, element: `${lcp.element} (${detail})`, live: marks.live ?? 0, htmlBytes: marks.htmlBytes ?? 0, paintAfterHtml: (marks.fcp ?? 0) - (marks.html ?? 0) };
}

/** Ends the session's tracing and writes the trace where DevTools' Performance panel can open it. */
async function saveTrace(session: CDPSession, file: string): Promise<void> {
  const done = new Promise<string>((resolve) => session.once('Tracing.tracingComplete', (event) => resolve(String(event.stream))));
  await session.send('Tracing.end');
  const handle = await done;
  const parts: string[] = [];
  for (;;) {
    const chunk = (await session.send('IO.read', { handle })) as { data: string; eof: boolean; base64Encoded?: boolean };
    parts.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data);
    if (chunk.eof) break;
  }
  await session.send('IO.close', { handle });
  writeFileSync(file, parts.join(''));
}

async function startTrace(session: CDPSession): Promise<void> {
  await session.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel', 'v8'] },
  });
}

async function lcpRuns(
  browser: Browser,
  scene: Scene,
): Promise<{ cold: number[]; warm: number[]; live: number[]; htmlBytes: number[]; ownCold: number[]; ownWarm: number[]; elements: Set<string>; swThrottled: number; firstOpen: SheetLoad }> {
  const cold: number[] = [];
  const ownCold: number[] = [];
  const ownWarm: number[] = [];
  const live: number[] = [];
  const htmlBytes: number[] = [];
  const warm: number[] = [];
  const elements = new Set<string>();
  let swThrottled = 0;
  // The first open after the browser and the server started, not in the medians: Chromium starts
  // its first renderer and network service then, the server loads its renderer (once per start).
  // Printed apart: what the first player after a restart waits, not what a cold phone does.
  const firstContext = await browser.newContext(PHONE);
  await firstContext.addInitScript(LCP_INIT);
  const firstPage = await firstContext.newPage();
  await throttle(await firstContext.newCDPSession(firstPage));
  const firstOpen = await loadSheet(firstPage, scene.shareUrl);
  await firstContext.close();
  for (let run = 0; run < LCP_RUNS; run++) {
    const context: BrowserContext = await browser.newContext(PHONE);
    await context.addInitScript(LCP_INIT);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await throttle(session);
    if (PROFILE) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 200 });
      await session.send('Profiler.start');
    }
    if (TRACE) await startTrace(session);
    const first = await loadSheet(page, scene.shareUrl);
    if (TRACE) {
      const file = path.join(os.tmpdir(), `temps-mort-cold-${run}.trace.json`);
      await saveTrace(session, file);
      console.log(`    trace of the cold load: ${file}`);
    }
    if (PROFILE) {
      // Open it in Chrome's DevTools (Performance → load profile): where the phone's CPU went.
      const { profile } = (await session.send('Profiler.stop')) as { profile: unknown };
      const file = path.join(os.tmpdir(), `temps-mort-cold-${run}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`    CPU profile of the cold load: ${file}`);
    }
    cold.push(first.lcp);
    ownCold.push(first.paintAfterHtml);
    live.push(first.live);
    htmlBytes.push(first.htmlBytes);
    elements.add(`cold: ${first.element}`);

    // The service worker installs (precaching the build) and takes control of the page. If its
    // install fails (a precached file the server does not have: cache.addAll rejects), `ready`
    // never resolves: give up after a minute rather than wait forever.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
        }
        return registration.active?.state;
      }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the service worker took no control of the page within 60 s (its install failed? a file in its PRECACHE list missing from the build?)')), 60_000);
      }),
    ]).finally(() => clearTimeout(timer));
    // …and keeps the link's page, which the page asks for once the worker controls it and the
    // browser is idle: the warm load opens that copy.
    await page.waitForFunction(
      async (path) => {
        for (const name of await caches.keys()) if (name.startsWith('tm-shell-') && (await (await caches.open(name)).match(path))) return true;
        return false;
      },
      new URL(scene.shareUrl).pathname,
      { timeout: 60_000, polling: 250 },
    );
    swThrottled = Math.max(swThrottled, await throttleServiceWorkers(browser));
    const again = await context.newPage();
    const againSession = await context.newCDPSession(again);
    await throttle(againSession);
    await page.close();
    if (TRACE) await startTrace(againSession);
    const second = await loadSheet(again, scene.shareUrl);
    if (TRACE) {
      const file = path.join(os.tmpdir(), `temps-mort-warm-${run}.trace.json`);
      await saveTrace(againSession, file);
      console.log(`    trace of the warm load: ${file}`);
    }
    warm.push(second.lcp);
    ownWarm.push(second.paintAfterHtml);
    elements.add(`warm: ${second.element}`);
    await context.close();
  }
  return { cold, warm, live, htmlBytes, ownCold, ownWarm, elements, swThrottled, firstOpen };
}

/** A page of one paragraph (bench-only, written next to the build): what any page costs this phone. */
const FLOOR_PAGE = 'bench-floor.html';
const FLOOR_HTML = '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temps Mort</title></head><body><p>Ma bande</p></body></html>';

/**
 * The floor under the LCP figures: from a one-paragraph page's last byte to its first paint, in a
 * fresh context (cold) and in a second tab of it (warm), on the same emulated phone and with the
 * same observers. Whatever the sheet's own time is above it is ours to win. With `cpu` 1 (no CPU
 * slowdown) the same figure reads the host itself: how fast this machine's Chromium paints before
 * the phone's ×4 multiplies it, to compare figures taken on different machines.
 */
async function floorRuns(browser: Browser, server: RunningServer, cpu = CPU_SLOWDOWN): Promise<{ cold: number[]; warm: number[] }> {
  const cold: number[] = [];
  const warm: number[] = [];
  const paint = async (context: BrowserContext) => {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), cpu);
    await page.goto(`${server.url}/${FLOOR_PAGE}`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const own = (await page.evaluate(`(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp && nav ? fcp.startTime - nav.responseEnd : NaN;
    })()`)) as number;
    return { page, own };
  };
  for (let run = 0; run < LCP_RUNS; run++) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(LCP_INIT);
    const first = await paint(context);
    cold.push(first.own);
    const second = await paint(context);
    await first.page.close();
    warm.push(second.own);
    await context.close();
  }
  return { cold, warm };
}

// ─── 3. GM change → phone update ───────────────────────────────────────────────────────────────
async function liveLatency(browser: Browser, server: RunningServer, scene: Scene): Promise<number[]> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(scene.shareUrl);
  await page.getByRole('heading', { level: 1, name: 'Ma bande' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  // The moment (epoch ms, the page's clock) each coin value first appears in the DOM. (A string:
  // tsx's helpers must not leak into the page.)
  await page.evaluate(`(() => {
    window.__seen = {};
    const record = () => {
      for (const li of document.querySelectorAll('.stats li')) {
        const strong = li.querySelector('strong');
        const text = strong ? strong.textContent : null;
        if (text !== null && window.__seen[text] === undefined) window.__seen[text] = performance.timeOrigin + performance.now();
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
  const now = () => performance.timeOrigin + performance.now();
  // The page's clock against this process's: the round trip with the smallest delay.
  let offset = 0;
  let best = Infinity;
  for (let i = 0; i < 20; i++) {
    const sent = now();
    const theirs = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
    const back = now();
    if (back - sent < best) {
      best = back - sent;
      offset = theirs - (sent + back) / 2;
    }
  }
  const samples: number[] = [];
  let { version } = (await api(server, scene.cookie, 'GET', `/api/crews/${scene.crewId}`)) as { version: number };
  for (let i = 0; i < SAMPLES; i++) {
    const coin = 1000 + i;
    const sent = now();
    const step = (await api(server, scene.cookie, 'PATCH', `/api/crews/${scene.crewId}`, { coin, version })) as { sheet: { version: number } };
    version = step.sheet.version;
    await page.waitForFunction((c) => (window as unknown as { __seen: Record<string, number> }).__seen[String(c)] !== undefined, coin, { timeout: 10_000 });
    const seen = (await page.evaluate((c) => (window as unknown as { __seen: Record<string, number> }).__seen[String(c)], coin)) as number;
    samples.push(seen - offset - sent);
    await page.waitForTimeout(50 + Math.round(Math.random() * 100));
  }
  await context.close();
  return samples;
}

// ─── the run ───────────────────────────────────────────────────────────────────────────────────
const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const median = (values: readonly number[]) => quantile(values, 0.5);

async function main(): Promise<void> {
  const started = performance.now();
  // BENCH_WEB_DIST=<a build>: measure that build, without the chunk sizes (which rebuild apps/web/dist).
  const given = process.env.BENCH_WEB_DIST;
  if (!given && !ONLY_LIGHTHOUSE) {
    console.log('bench/web: chunk sizes (apps/web/scripts/chunk-sizes.mjs builds apps/web/dist)…');
    const sizes = chunkSizes();
    console.log(sizes.output.trim());
    rows.push({ what: 'crew-sheet route: initial JS (gzip)', value: `${sizes.js.toFixed(1)} kB`, target: '≤ 130 kB', pass: sizes.js <= 130 });
    rows.push({ what: 'crew-sheet route: CSS (gzip)', value: `${sizes.css.toFixed(1)} kB`, target: '≤ 20 kB', pass: sizes.css <= 20 });
  }

  // Serve a copy of that build (another build of apps/web/dist cannot change it under the bench).
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-bench-web-'));
  if (given || !ONLY_LIGHTHOUSE) cpSync(given ?? path.join(WEB_DIR, 'dist'), webDist, { recursive: true });
  else buildWeb(webDist);
  writeFileSync(path.join(webDist, FLOOR_PAGE), FLOOR_HTML);
  buildApiIfStale();
  const server = await startServer({ webDist, nodeEnv: 'production' });
  let browser: Browser | null = null;
  let lighthouse: LighthouseResult[] = [];
  /** What failed (a tool or the page, not a figure over target): printed after the figures, exit 1. */
  const failures: { what: string; error: unknown }[] = [];
  try {
    const scene = await setScene(server);
    if (!ONLY_LIGHTHOUSE) {
      browser = await chromium.launch(CHROMIUM);
      try {
        await playwrightMeasures(browser, server, scene);
      } catch (error) {
        // Lighthouse still runs: its figures do not depend on these.
        failures.push({ what: 'the LCP / latency measures', error });
      }
      await browser.close();
      browser = null;
    }
    if (LIGHTHOUSE || ONLY_LIGHTHOUSE) {
      const pages = [
        { name: 'crew sheet (share link)', url: scene.shareUrl },
        { name: 'GM downtime', url: `${server.url}/crews/${scene.crewId}/downtime`, cookie: scene.cookie },
      ];
      console.log(`\nLighthouse 12.2.3 (mobile preset), ${LH_RUNS} run${LH_RUNS > 1 ? 's' : ''} per page…`);
      try {
        lighthouse = await runLighthouse(pages, LH_RUNS);
      } catch (error) {
        failures.push({ what: 'Lighthouse', error });
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  }

  if (rows.length > 0) {
    const width = Math.max(...rows.map((r) => r.what.length));
    console.log(`\n${'measure'.padEnd(width)}  ${'value'.padStart(10)}  ${'target'.padEnd(11)}  result`);
    for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.value.padStart(10)}  ${r.target.padEnd(11)}  ${r.pass === null ? '' : r.pass ? 'PASS' : 'MISS'}`);
  }
  if (lighthouse.length > 0) printLighthouse(lighthouse);
  for (const { what, error } of failures) {
    console.error(`\n${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
  console.log(`\n(${os.cpus().length} cores, Node ${process.version}, ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

/** Measures 2 and 3, with Playwright's Chromium. */
async function playwrightMeasures(browser: Browser, server: RunningServer, scene: Scene): Promise<void> {
  console.log(`\nLCP of the crew sheet, ${LCP_RUNS} runs (phone 412×823, ${NETWORK.latency} ms, ${Math.round(NETWORK.downloadThroughput)} B/s down, CPU ×${CPU_SLOWDOWN})…`);
  const lcp = await lcpRuns(browser, scene);
  console.log(`  first open after the browser and the server started (not in the medians): LCP ${ms(lcp.firstOpen.lcp)}, live ${ms(lcp.firstOpen.live)} (${lcp.firstOpen.element})`);
  console.log(`  cold: ${lcp.cold.map(ms).join(', ')}`);
  console.log(`  warm: ${lcp.warm.map(ms).join(', ')}`);
  console.log(`  LCP elements: ${[...lcp.elements].join('; ')}; service workers throttled: ${lcp.swThrottled}`);
  const cold = median(lcp.cold);
  const warm = median(lcp.warm);
  const live = median(lcp.live);
  const html = Math.max(...lcp.htmlBytes) / 1000;
  rows.push({ what: `LCP cold, median of ${LCP_RUNS} (max ${ms(Math.max(...lcp.cold))})`, value: ms(cold), target: '≤ 600 ms', pass: cold <= 600 });
  rows.push({ what: `LCP warm (the worker’s copy), median of ${LCP_RUNS} (max ${ms(Math.max(...lcp.warm))})`, value: ms(warm), target: '≤ 250 ms', pass: warm <= 250 });
  rows.push({ what: `cold open → live (stream open), median of ${LCP_RUNS} (max ${ms(Math.max(...lcp.live))})`, value: ms(live), target: '≤ 1500 ms', pass: live <= 1500 });
  rows.push({ what: 'sheet page: HTML + inlined CSS + answers (compressed)', value: `${html.toFixed(1)} kB`, target: '≤ 30 kB', pass: html <= 30 });
  const floor = await floorRuns(browser, server);
  console.log(`  page's last byte → first paint: sheet cold ${lcp.ownCold.map(ms).join(', ')}; warm ${lcp.ownWarm.map(ms).join(', ')}`);
  console.log(`  the same for a one-paragraph page: cold ${floor.cold.map(ms).join(', ')}; warm ${floor.warm.map(ms).join(', ')}`);
  const pair = (a: readonly number[], b: readonly number[]) => `${Math.round(median(a))} / ${Math.round(median(b))} ms`;
  rows.push({ what: 'sheet: its last byte → first paint, cold / warm (median)', value: pair(lcp.ownCold, lcp.ownWarm), target: '', pass: null });
  rows.push({ what: 'floor: a one-paragraph page, the same, cold / warm (median)', value: pair(floor.cold, floor.warm), target: '', pass: null });
  const host = await floorRuns(browser, server, 1);
  console.log(`  the one-paragraph page without the CPU slowdown (this host's own speed): cold ${host.cold.map(ms).join(', ')}; warm ${host.warm.map(ms).join(', ')}`);
  rows.push({ what: 'host: the same floor without the CPU ×4, cold / warm (median)', value: pair(host.cold, host.warm), target: '', pass: null });

  console.log(`\nGM change → phone update, ${SAMPLES} writes…`);
  const latency = await liveLatency(browser, server, scene);
  console.log(`  samples: ${latency.map((v) => v.toFixed(0)).join(' ')}`);
  const p95 = quantile(latency, 0.95);
  rows.push({ what: `GM write → phone DOM, p95 of ${SAMPLES} (p50 ${ms(median(latency))}, max ${ms(Math.max(...latency))})`, value: ms(p95), target: '≤ 150 ms', pass: p95 <= 150 });
}

await main();
