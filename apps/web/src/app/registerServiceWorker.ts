/**
 * Registers public/sw.js (production builds only: in development Vite serves modules the worker
 * must not cache). The worker caches the app shell and the last crew sheet: see public/sw.js.
 */
import { whenIdle } from '../lib/whenIdle';

/** The longest the worker's install waits for an idle moment after the page's load. */
const IDLE_WAIT_MS = 10_000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, http on a non-localhost origin): the app works, only not offline.
    });
  };
  // Once the page has loaded and the browser is idle: the install fetches and caches every file of
  // the build (~40 requests), which must not share the CPU and the link with a drawn sheet's
  // hydration (React's slices leave the browser no idle time until it is done).
  const registerWhenIdle = () => void whenIdle(register, IDLE_WAIT_MS, 1_000);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

const RELOADED_KEY = 'tm.reloadedForChunk';

/**
 * A page opened from the service worker's cached shell may outlive its build: after an upgrade
 * the server no longer has the old build's chunks. When a lazy chunk cannot load, reload once
 * (the new worker then serves the new build's page); never loop.
 */
export function reloadWhenChunksAreGone(): void {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      if (sessionStorage.getItem(RELOADED_KEY) === '1') return;
      sessionStorage.setItem(RELOADED_KEY, '1');
    } catch {
      return; // no storage: no way to know whether we already reloaded
    }
    event.preventDefault();
    window.location.reload();
  });
  // A page that loaded its chunks fine may reload again after the next upgrade.
  const forget = () => {
    try {
      sessionStorage.removeItem(RELOADED_KEY);
    } catch {
      // no storage: nothing was kept
    }
  };
  window.addEventListener('load', () => window.setTimeout(forget, 10_000), { once: true });
}
