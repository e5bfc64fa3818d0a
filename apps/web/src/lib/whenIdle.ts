/**
 * Runs `fn` once the browser is idle, at the latest after `timeoutMs`; where there is no idle
 * callback (Safari), after `fallbackMs`. Answers a way to cancel it. For work that must not share
 * the phone's CPU with a first paint or a hydration: copies kept for later, lazy words, the
 * service worker's install.
 */
export function whenIdle(fn: () => void, timeoutMs: number, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, fallbackMs);
  return () => window.clearTimeout(id);
}
