/**
 * Lighthouse 12.2.3 (its default config: the mobile preset — Moto G Power emulation, simulated
 * "Slow 4G" throttling, CPU ×4) against pages of the real server bench/web/index.ts starts.
 *
 * Each run gets a fresh Chromium (/usr/bin/chromium, headless, the flags of
 * apps/web/playwright.config.ts, a new profile: what one `lighthouse <url>` CLI run does), so no
 * run sees another's localStorage, service worker or cookies. A GM page gets the session cookie
 * in the browser's cookie jar (through the DevTools protocol, before the run). With several runs
 * the figures are medians; the failing audits are those of any run. `BENCH_LH_OUT=<folder>` writes each run's HTML and JSON report there,
 * and the trace of the unthrottled load Lighthouse observed (what its simulation replays).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM } from '../../apps/web/playwright.config';

export interface LighthousePage {
  readonly name: string;
  readonly url: string;
  /** `name=value`, sent as the Cookie header of every request (a GM page). */
  readonly cookie?: string;
}

/** The categories whose every audit must pass (score 1): their failures are listed. */
const STRICT = ['accessibility', 'best-practices'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  readonly category: string;
  readonly id: string;
  readonly title: string;
  readonly score: number;
  readonly displayValue: string;
  /** One line per `details.items` entry (the element, the message, the URL…). */
  readonly items: readonly string[];
}

export interface LighthouseResult {
  readonly page: LighthousePage;
  readonly finalUrl: string;
  readonly runs: number;
  /** Medians over the runs. */
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly fcp: number;
  readonly scores: Readonly<Record<Category, number>>;
  readonly failing: readonly FailingAudit[];
  readonly warnings: readonly string[];
  /** Wall-clock seconds of each run (Chromium's start included). */
  readonly seconds: readonly number[];
  /** The largest contentful paint's element (first run). */
  readonly lcpElement: string;
  /** Audits of any category that could not run (first run): `id: message`. */
  readonly errored: readonly string[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

const clip = (text: string, max = 240) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** A readable line for one entry of an audit's `details.items` (table, list, opportunity…). */
function describeItem(item: unknown): string {
  if (typeof item !== 'object' || item === null) return clip(String(item));
  const record = item as Record<string, unknown>;
  const parts: string[] = [];
  const node = record.node as { type?: string; selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined;
  if (node?.type === 'node') {
    parts.push(`${node.selector ?? '?'}  ${clip(node.snippet ?? '', 160)}`);
    if (node.nodeLabel) parts.push(`label "${clip(node.nodeLabel, 80)}"`);
    if (node.explanation) parts.push(clip(node.explanation, 400));
  }
  for (const [key, value] of Object.entries(record)) {
    if (key === 'node' || key === 'subItems') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') parts.push(`${key}: ${clip(String(value), 200)}`);
    else if (typeof value === 'object' && value !== null) {
      const v = value as Record<string, unknown>;
      if (v.type === 'source-location') parts.push(`${key}: ${String(v.url)}:${String(v.line)}:${String(v.column)}`);
      else if (v.type === 'node') parts.push(`${key}: ${String(v.selector)} ${clip(String(v.snippet ?? ''), 120)}`);
      else if (v.type === 'url' || v.type === 'code' || v.type === 'text') parts.push(`${key}: ${clip(String(v.value), 200)}`);
    }
  }
  const sub = record.subItems as { items?: unknown[] } | undefined;
  if (sub?.items?.length) parts.push(`[${sub.items.slice(0, 5).map(describeItem).join(' | ')}${sub.items.length > 5 ? ` | … ${sub.items.length - 5} more` : ''}]`);
  return parts.join(' — ');
}

function failingAudits(lhr: Result): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of STRICT) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // An audit that could not run has no score: it is not a pass either.
      const errored = audit?.scoreDisplayMode === 'error';
      if (!audit || (!errored && (audit.score === null || audit.score >= 1))) continue;
      const details = audit.details as { items?: unknown[] } | undefined;
      out.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score ?? 0,
        displayValue: errored ? `audit error: ${clip(audit.errorMessage ?? '', 200)}` : (audit.displayValue ?? ''),
        items: [...(audit.explanation ? [`explanation: ${clip(audit.explanation, 400)}`] : []), ...(details?.items ?? []).map(describeItem)],
      });
    }
  }
  return out;
}

const OUT = process.env.BENCH_LH_OUT;

function lcpElement(lhr: Result | undefined): string {
  const details = lhr?.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (node) return `${node.selector ?? '?'} "${clip(node.nodeLabel ?? '', 60)}"`;
  return lhr?.audits['largest-contentful-paint-element']?.scoreDisplayMode === 'error' ? '(its audit could not run)' : '(none)';
}

/** `name=value` into the cookie jar of the Chromium listening on `port`, for `url`'s origin. */
async function putCookie(port: number, url: string, cookie: string): Promise<void> {
  const [name = '', ...rest] = cookie.split('=');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Lighthouse: no browser context to put the cookie in');
    await context.addCookies([{ name, value: rest.join('='), url: new URL(url).origin }]);
  } finally {
    await browser.close();
  }
}

async function runOnce(page: LighthousePage, run: number): Promise<{ lhr: Result; seconds: number }> {
  const started = performance.now();
  const chrome = await launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM.args],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  try {
    // A GM page's session cookie goes in the browser's own cookie jar: a Cookie header set through
    // Lighthouse's extraHeaders is dropped once the page writes a cookie of its own (the language).
    if (page.cookie) await putCookie(chrome.port, page.url, page.cookie);
    const flags: Flags = {
      port: chrome.port,
      output: OUT ? ['json', 'html'] : 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Lighthouse's storage reset would clear the cookie jar too.
      ...(page.cookie ? { disableStorageReset: true } : {}),
    };
    const result = await lighthouse(page.url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    if (OUT) {
      mkdirSync(OUT, { recursive: true });
      const base = path.join(OUT, `${page.name.replace(/\W+/g, '-')}-${run + 1}`);
      const [json, html] = Array.isArray(result.report) ? result.report : [result.report, ''];
      writeFileSync(`${base}.report.json`, json ?? '');
      if (html) writeFileSync(`${base}.report.html`, html);
      // The unthrottled load Lighthouse observed (its simulation replays it): DevTools opens it.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
      console.log(`    reports: ${base}.report.{json,html}`);
    }
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, seconds: (performance.now() - started) / 1000 };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(pages: readonly LighthousePage[], runs: number): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const lhrs: Result[] = [];
    const seconds: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { lhr, seconds: took } = await runOnce(page, run);
      console.log(`  ${page.name}, run ${run + 1}/${runs}: ${took.toFixed(0)} s, performance ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)}`);
      lhrs.push(lhr);
      seconds.push(took);
    }
    const metric = (id: string) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    const score = (category: Category) => median(lhrs.map((lhr) => Math.round((lhr.categories[category]?.score ?? NaN) * 100)));
    const failing = new Map<string, FailingAudit>();
    for (const lhr of lhrs) for (const audit of failingAudits(lhr)) if (!failing.has(audit.id)) failing.set(audit.id, audit);
    results.push({
      page,
      finalUrl: lhrs[0]?.finalDisplayedUrl ?? page.url,
      runs,
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
      failing: [...failing.values()],
      warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings.map((w) => clip(String(w), 400))))],
      seconds,
      lcpElement: lcpElement(lhrs[0]),
      errored: Object.values(lhrs[0]?.audits ?? {})
        .filter((a) => a.scoreDisplayMode === 'error')
        .map((a) => `${a.id}: ${clip(a.errorMessage ?? '', 400)}`),
    });
  }
  return results;
}

/** The figures table (one row per page) and every failing accessibility / best-practices audit. */
export function printLighthouse(results: readonly LighthouseResult[]): void {
  const header = ['page', 'LCP ms', 'TBT ms', 'CLS', 'perf', 'a11y', 'best-pr.', 'SEO', 'FCP ms'];
  const lines = results.map((r) => [
    r.page.name,
    String(Math.round(r.lcp)),
    String(Math.round(r.tbt)),
    r.cls.toFixed(3),
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.scores.seo),
    String(Math.round(r.fcp)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const runs = results[0]?.runs ?? 1;
  console.log(`\nLighthouse 12.2.3, mobile preset (simulated throttling)${runs > 1 ? `, medians of ${runs} runs` : ''}; scores 0–100 (a11y and best practices must be 100)`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  for (const r of results) {
    console.log(`\n${r.page.name}: ${r.finalUrl} (${r.seconds.map((s) => `${s.toFixed(0)} s`).join(', ')} a run)`);
    console.log(`  LCP element: ${r.lcpElement}`);
    for (const warning of r.warnings) console.log(`  warning: ${warning}`);
    // Lighthouse 12.2.3 cannot read some of Chromium 150's trace events (its RootCauses gatherer):
    // a few unscored performance diagnostics error; the metrics and scores do not depend on them.
    if (r.errored.length > 0) {
      const ids = r.errored.map((e) => e.slice(0, e.indexOf(':')));
      const causes = [...new Set(r.errored.map((e) => e.slice(e.indexOf(':') + 1).replace(/^.*(?:exception|error): /, '').trim()))];
      console.log(`  audits that could not run: ${ids.join(', ')} (${causes.join('; ')})`);
    }
    if (r.failing.length === 0) console.log('  accessibility and best practices: no failing audit');
    for (const audit of r.failing) {
      console.log(`  FAIL [${audit.category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      for (const item of audit.items.slice(0, 12)) console.log(`      - ${item}`);
      if (audit.items.length > 12) console.log(`      … ${audit.items.length - 12} more`);
    }
  }
}
