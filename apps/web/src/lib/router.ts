/**
 * A tiny router (what the app needs of wouter, in ~1 KB): the location as a React store over the
 * History API, `navigate`, `<Link>`, path patterns with `:params`, and `<Routes>`.
 *
 * ```tsx
 * const [path, navigate] = useLocation();
 * navigate('/signin?next=%2F', { replace: true });
 * <Link href={`/crews/${id}`}>…</Link>
 * ```
 */
import { createElement, useSyncExternalStore } from 'react';
import { useRenderedPage } from './rendered';
import type { AnchorHTMLAttributes, ComponentType, MouseEvent } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
}

/** Goes to `to` (a same-app path with its search and hash). */
export function navigate(to: string, options: NavigateOptions = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of [...listeners]) listener();
}

/** The current path (without search and hash) and `navigate`. */
export function useLocation(): [string, typeof navigate] {
  // A page the server rendered (lib/rendered.ts) is hydrated at the path it was rendered for.
  const rendered = useRenderedPage()?.path ?? '/';
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => rendered,
  );
  return [path, navigate];
}

/** The current search string, without its "?". */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search.replace(/^\?/, ''),
    () => '',
  );
}

/**
 * `/crews/:id/history` against `/crews/c1/history` → `{ id: 'c1' }`; null when it does not match.
 * A trailing slash is ignored; params are URI-decoded.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null;
      }
    } else if (w !== g) return null;
  }
  return params;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
}

/** An `<a>` that navigates without reloading (modified clicks and other targets behave as usual). */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(href);
  };
  return createElement('a', { ...rest, href, onClick: handle });
}

/** What a route's component gets. */
export interface RouteProps {
  readonly params: Readonly<Record<string, string | undefined>>;
}

export interface RouteDef {
  readonly path: string;
  readonly component: ComponentType<RouteProps>;
}

/** Renders the first route whose pattern matches the current path, else `fallback`. */
export function Routes({ routes, fallback }: { routes: readonly RouteDef[]; fallback: ComponentType<RouteProps> }) {
  const [path] = useLocation();
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return createElement(route.component, { params, key: route.path });
  }
  return createElement(fallback, { params: {} });
}
