/**
 * Registers public/sw.js (production builds only: in development Vite serves modules the worker
 * must not cache). The worker caches the app shell and the last crew sheet: see public/sw.js.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, http on a non-localhost origin): the app works, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
