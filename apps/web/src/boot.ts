/**
 * The boot script. The build inlines it into index.html (vite.config.ts `bootScript`), so it runs
 * while the page is still parsing, long before the app's JavaScript has arrived on a phone:
 *
 * - first, zod's jitless mode (src/zodJitless.ts): no chunk the app loads later may build a zod
 *   schema that probes for `eval` (the CSP refuses it);
 * - in <head>: a player's sheet request leaves at once (lib/earlySheet.ts), and the page's manifest
 *   becomes the players' one (installed, the app opens on the sheet);
 * - right after <div id="root">, index.html calls `__tmBoot.paint()`: the sheet this device last
 *   drew for that crew is put back in #root (lib/keptPaint.ts) until the app draws the live one.
 *
 * A sheet the server drew (src/ssr/) skips both: the page holds the sheet and its answers. It names
 * the app's modules inertly (`#tm-modules`, apps/api plugins/playerPage.ts): `paint()` loads them
 * once the sheet is painted, so the first paint shares neither the CPU nor the link with them.
 * Either way a player's live stream opens here (lib/liveEarly.ts): in <head> for a crew this
 * device knows, in `paint()` (its state parsed) for a drawn sheet.
 *
 * Whatever fails here, the app starts as if there were no boot script.
 */
// First: it must run before any module of the app.
import './zodJitless';
import { sendEarlySheet, sharedSheetPath } from './lib/earlySheet';
import { earlyStreamUrl, openEarlyStream } from './lib/liveEarly';
import { paintKept } from './lib/keptPaint';
import { playerPath, tokenFromHash } from './lib/shareToken';

export interface Boot {
  /** Whether #root shows a kept sheet (src/main.tsx then waits for a sheet before drawing). */
  painted: boolean;
  paint(): void;
}

declare global {
  interface Window {
    __tmBoot?: Boot | undefined;
  }
}

/** A player installing the sheet gets an app that opens on the sheet (/s), not on the GM's home. */
export const PLAYER_MANIFEST = '/manifest-player.webmanifest';

let crewId: string | null = null;
// A sheet the server drew (`<html data-rendered>`, src/ssr/) needs neither: its answers are in the page.
const rendered = document.documentElement.hasAttribute('data-rendered');
try {
  if (playerPath(window.location.pathname)) document.querySelector('link[rel="manifest"]')?.setAttribute('href', PLAYER_MANIFEST);
  if (!rendered) {
    const early = sendEarlySheet(window.location.pathname);
    crewId = early?.crewId ?? null;
    // A known crew: its live stream opens now too (lib/liveEarly.ts).
    if (early && crewId !== null) openEarlyStream(earlyStreamUrl(crewId, early.token));
  }
} catch {
  // Storage or fetch refused: the app asks for the sheet itself.
}

/** A drawn sheet names its crew and link in the page's state (src/ssr/playerPage.ts): its stream opens at once. */
function openRenderedStream(): void {
  const text = document.getElementById('tm-state')?.textContent;
  if (!text) return;
  const state = JSON.parse(text) as { token?: unknown; answers?: Record<string, { id?: unknown; version?: unknown } | undefined> };
  const id = state.answers?.[sharedSheetPath]?.id;
  const version = state.answers?.[sharedSheetPath]?.version;
  // A tab opened with another link (`/share#token=…`) draws that one instead (src/main.tsx).
  const asked = tokenFromHash(window.location.hash);
  if (typeof id !== 'string' || typeof state.token !== 'string' || (asked !== null && asked !== state.token)) return;
  openEarlyStream(earlyStreamUrl(id, state.token), typeof version === 'number' && Number.isInteger(version) ? version : undefined);
}

/**
 * A drawn sheet's modules (`#tm-modules`: the entry and what it needs at once), requested after the
 * browser's first frame — right away in a hidden tab, which draws no frame until it is shown.
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
  // The frame's callback runs before its paint: the timer's after it.
  if (document.hidden) load();
  else requestAnimationFrame(() => setTimeout(load, 0));
}

const boot: Boot = {
  painted: false,
  paint() {
    try {
      if (rendered) openRenderedStream();
    } catch {
      // A broken state: the app opens the stream itself (or draws the page from scratch).
    }
    try {
      if (rendered) loadModulesAfterPaint();
    } catch {
      // A broken list (never written by the server): the page stays as it was drawn.
    }
    if (crewId !== null) boot.painted = paintKept(document.getElementById('root'), crewId);
    // When it painted, for bench/web (its "kept" mark).
    if (boot.painted) performance.mark('tm:kept-paint');
  },
};
window.__tmBoot = boot;
