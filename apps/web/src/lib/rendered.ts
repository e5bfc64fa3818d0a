/**
 * A page the server rendered (the players' crew sheet, src/ssr/): what it was rendered for, given
 * to the components by `RenderedPageContext` on the server and again while the browser hydrates
 * it, so that both draw exactly the same markup.
 *
 * Only the server-snapshot side of a hook reads it (the path, the language, the link's token):
 * once hydrated, the browser's own state (its location, its chosen language) takes over, and a
 * page drawn by the browser alone has no context at all.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Lang } from './lang';

export interface RenderedPage {
  /** The page's path, e.g. `/s/<token>`. */
  readonly path: string;
  /** The player link's token it was rendered for. */
  readonly token: string;
  readonly lang: Lang;
}

export const RenderedPageContext = createContext<RenderedPage | null>(null);

/** What the server rendered this page for, on the server and while hydrating; null otherwise. */
export function useRenderedPage(): RenderedPage | null {
  return useContext(RenderedPageContext);
}

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards (and in a page the browser draws
 * itself): what depends on the device (its clock, its time zone) is drawn only once it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
