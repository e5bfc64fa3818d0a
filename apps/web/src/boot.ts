/**
 * The boot script. The build inlines it into index.html (vite.config.ts `bootScript`), so it runs
 * while the page is still parsing, long before the app's JavaScript has arrived on a phone:
 *
 * - first, zod's jitless mode (src/zodJitless.ts): no chunk the app loads later may build a zod
 *   schema that probes for `eval` (the CSP refuses it);
 * - in <head>: a player's sheet request leaves at once (lib/earlySheet.ts), and the page's manifest
 *   becomes the players' one (installed, the app opens on the sheet);
 * - right after <div id="root">, index.html calls `__tmBoot.paint()`.
 *
 * A sheet the server drew (src/ssr/) needs no request: the page holds the sheet and its answers.
 * It names the app's modules inertly (`#tm-modules`, apps/api plugins/playerPage.ts): `paint()`
 * loads them once the sheet is painted, so the first paint shares neither the CPU nor the link
 * with them. When the service worker opened such a page from its copy (`data-kept`, public/sw.js),
 * its status line says when that sheet was drawn (it may be older than the server's) from the
 * moment the line is parsed, before any frame shows it (`sayWhenKept`).
 * Either way a player's live stream opens here (lib/liveEarly.ts): in <head> for a crew this
 * device knows, in `paint()` (its state parsed) for a drawn sheet.
 *
 * Whatever fails here, the app starts as if there were no boot script.
 */
// First: it must run before any module of the app.
import './zodJitless';
import { sendEarlySheet, sharedSheetPath } from './lib/earlySheet';
import { earlyStreamUrl, openEarlyStream } from './lib/liveEarly';
import { timeOfDay } from './lib/format';
import { KEPT_TIME } from './lib/keptPage';
import { playerPath, tokenFromHash } from './lib/shareToken';

export interface Boot {
  paint(): void;
}

declare global {
  interface Window {
    __tmBoot?: Boot | undefined;
  }
}

/** A player installing the sheet gets an app that opens on the sheet (/s), not on the GM's home. */
export const PLAYER_MANIFEST = '/manifest-player.webmanifest';

// A sheet the server drew (`<html data-rendered>`, src/ssr/) needs neither: its answers are in the page.
const rendered = document.documentElement.hasAttribute('data-rendered');
try {
  if (playerPath(window.location.pathname)) document.querySelector('link[rel="manifest"]')?.setAttribute('href', PLAYER_MANIFEST);
  if (!rendered) {
    const early = sendEarlySheet(window.location.pathname);
    // A known crew: its live stream opens now too (lib/liveEarly.ts).
    if (early && early.crewId !== null) openEarlyStream(earlyStreamUrl(early.crewId, early.token));
  }
} catch {
  // Storage or fetch refused: the app asks for the sheet itself.
}

interface DrawnState {
  readonly token?: unknown;
  readonly answers?: Record<string, { id?: unknown; version?: unknown } | undefined>;
}

/** A drawn sheet's state (src/ssr/playerPage.ts), as far as the boot script reads it. */
function drawnState(): DrawnState | null {
  const text = document.getElementById('tm-state')?.textContent;
  return text ? (JSON.parse(text) as DrawnState) : null;
}

/** A drawn sheet names its crew and link in the page's state: its stream opens at once. */
function openRenderedStream(state: DrawnState): void {
  const id = state.answers?.[sharedSheetPath]?.id;
  const version = state.answers?.[sharedSheetPath]?.version;
  // A tab opened with another link (`/share#token=…`) draws that one instead (src/main.tsx).
  const asked = tokenFromHash(window.location.hash);
  if (typeof id !== 'string' || typeof state.token !== 'string' || (asked !== null && asked !== state.token)) return;
  openEarlyStream(earlyStreamUrl(id, state.token), typeof version === 'number' && Number.isInteger(version) ? version : undefined);
}

/**
 * A drawn sheet's modules (`#tm-modules`: the entry and what it needs at once), requested once the
 * browser has painted the sheet — right away in a hidden tab, which draws no frame until it is shown.
 */
export function loadModulesAfterPaint(): void {
  const text = document.getElementById('tm-modules')?.textContent;
  if (!text) return;
  const named = JSON.parse(text) as { entry?: unknown; modules?: unknown };
  const { entry, modules } = named;
  const isAsset = (href: unknown): href is string => typeof href === 'string' && href.startsWith('/assets/');
  // Only the build's own files (apps/api plugins/playerPage.ts writes no other): anything else, nothing loads.
  if (!isAsset(entry) || !Array.isArray(modules) || !modules.every(isAsset)) return;
  const load = () => {
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // On a phone the parser often yields mid-sheet and a frame paints the first screen before the
  // whole sheet is parsed: once that paint is reported, the modules are asked for at once instead
  // of after the next frame, which lays out the rest. Otherwise after that next frame (its callback
  // runs before its paint, the timer after it) — right away in a hidden tab, which draws no frame.
  if (document.hidden || performance.getEntriesByName('first-contentful-paint').length > 0) load();
  else requestAnimationFrame(() => setTimeout(load, 0));
}

/** The status line's "— Updated …" part, on a page the service worker kept, while it is still empty. */
const KEPT_LINE = '#root p.live[data-state="connecting"] .live-at[data-kept-words]';

/** Writes when a kept page's sheet was drawn in its status line, in the page's words and the device's time; says whether it could. */
function writeWhenKept(doc: Document, drawnAt: number): boolean {
  const at = doc.querySelector<HTMLElement>(KEPT_LINE);
  const words = at?.dataset.keptWords;
  if (!at || !words) return false;
  if (at.textContent === '') at.textContent = words.replace(KEPT_TIME, timeOfDay(drawnAt));
  return true;
}

/**
 * A page the service worker kept (`<html data-kept data-drawn-at>`): its status line says when its
 * sheet was drawn, in the words the line carries (components/LiveIndicator.tsx `data-kept-words`)
 * and the device's time of day, until the app says more. Watched from <head>: the parser's task
 * that inserts the line ends with this observer's callback, before any frame can show the line.
 */
export function sayWhenKept(doc: Document = document): void {
  const html = doc.documentElement;
  const drawnAt = Number(html.getAttribute('data-drawn-at'));
  if (!html.hasAttribute('data-kept') || !Number.isFinite(drawnAt) || drawnAt <= 0) return;
  if (writeWhenKept(doc, drawnAt)) return;
  const watch = new MutationObserver(() => {
    if (writeWhenKept(doc, drawnAt)) watch.disconnect();
  });
  watch.observe(doc, { childList: true, subtree: true });
  // Whatever happens, no longer than the page's parsing.
  doc.addEventListener('DOMContentLoaded', () => watch.disconnect(), { once: true });
}

// In <head>, before the page's body is parsed.
try {
  if (rendered) sayWhenKept();
} catch {
  // The line says "connecting" until the app has hydrated: nothing more.
}

const boot: Boot = {
  paint() {
    if (!rendered) return;
    try {
      const state = drawnState();
      if (state) openRenderedStream(state);
    } catch {
      // A broken state: the app opens the stream itself (or draws the page from scratch).
    }
    try {
      loadModulesAfterPaint();
    } catch {
      // A broken list (never written by the server): the page stays as it was drawn.
    }
  },
};
window.__tmBoot = boot;
