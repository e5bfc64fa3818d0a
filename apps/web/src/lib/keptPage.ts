/**
 * The page the server drew for a player's link, kept by the service worker (public/sw.js): the
 * next visit opens it at once — the sheet, its CSS and its answers are in it — and the app hydrates
 * it as it does a page fresh from the server (docs/decisions/018-server-rendered-sheet.md).
 *
 * The page asks the worker to keep its link's page again (the worker fetches it: the server draws
 * the sheet as it is now) and, when the device forgets its link, to forget them all. Nothing is
 * kept where no worker runs (plain http on a LAN): the server's page is then always the one opened.
 */
/** Where the boot script puts the time of day in the status line's `data-kept-words` (components/LiveIndicator.tsx). */
export const KEPT_TIME = '{time}';

export type KeptPageMessage = { readonly type: 'keep-page'; readonly token: string } | { readonly type: 'forget-pages' };

/** Asks the worker controlling this page to keep the link's page; false when no worker controls it. */
export function keepPage(token: string, container: ServiceWorkerContainer | undefined = navigator.serviceWorker): boolean {
  const worker = container?.controller;
  if (!worker) return false;
  worker.postMessage({ type: 'keep-page', token } satisfies KeptPageMessage);
  return true;
}

/** The worker's kept pages are forgotten (a forgotten or revoked link must not open again). */
export function forgetKeptPages(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  const message: KeptPageMessage = { type: 'forget-pages' };
  if (container?.controller) {
    container.controller.postMessage(message);
    return;
  }
  // A page the worker does not control (yet): its registration's worker, if there is one.
  void container
    ?.getRegistration()
    .then((registration) => registration?.active?.postMessage(message))
    .catch(() => undefined);
}
