/**
 * A page the server rendered (the players' crew sheet, src/ssr/): what it was rendered for, given
 * to the components by `RenderedPageContext` on the server and again while the browser hydrates
 * it, so that both draw exactly the same markup.
 *
 * Only the server-snapshot side of a hook reads it (the path, the language, the link's token):
 * once hydrated, the browser's own state (its location, its chosen language) takes over, and a
 * page drawn by the browser alone has no context at all.
 */
import { createContext, lazy, useContext, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
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

const atOnce: Promise<unknown>[] = [];

/**
 * `lazy()` for a part a drawn sheet shows at once (its chunk is preloaded by the page): the import
 * starts when the module runs, and once it has loaded the part renders without suspending. So the
 * hydration, started after `partsLoaded()`, takes the whole sheet over in one pass: a boundary
 * left to hydrate later would be drawn again from scratch by the first update that reaches it.
 */
export function lazyAtOnce<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  let loaded: { default: ComponentType<P> } | null = null;
  const loading = load().then((module) => (loaded = module));
  atOnce.push(loading.catch(() => undefined));
  // A thenable that answers at once: React's lazy then resolves during the very render.
  const ready = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (m: typeof module) => void) => resolve(module) }) as unknown as Promise<typeof module>;
  return lazy(() => (loaded ? ready(loaded) : loading));
}

/** Resolves once every `lazyAtOnce` part has loaded (or failed: it then suspends as before). */
export function partsLoaded(): Promise<void> {
  return Promise.all(atOnce).then(() => undefined);
}
