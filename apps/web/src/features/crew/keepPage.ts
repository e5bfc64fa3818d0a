import { useEffect, useRef } from 'react';
import { keepPage } from '../../lib/keptPage';
import { whenIdle } from '../../lib/whenIdle';

/**
 * Keeps the page of the player's link in the service worker (lib/keptPage.ts) as what it shows
 * changes, so that the next visit opens on the sheet as it was last seen: when the browser is
 * idle after a change, at most once every half minute (each copy is a page the server draws), and
 * at once when the page is hidden (the phone put away). A page no worker controls yet (the first
 * visit: the worker installs once the page is idle) keeps its copy when one takes control.
 */
export const KEEP_EVERY_MS = 30_000;
/** The longest a copy waits for an idle browser. */
const IDLE_WAIT_MS = 5_000;

export interface PageKeeperDeps {
  /** Asks the worker to keep the link's page; false when no worker controls the page. */
  readonly keep: () => boolean;
  readonly now: () => number;
  readonly later: (fn: () => void, ms: number) => () => void;
  readonly whenIdle: (fn: () => void) => () => void;
  /** Calls `fn` when a worker takes control of the page; answers a way to stop listening. */
  readonly onController: (fn: () => void) => () => void;
  /** Calls `fn` when the page is hidden; answers a way to stop listening. */
  readonly onHidden: (fn: () => void) => () => void;
}

export interface PageKeeper {
  /** What the page shows changed: a copy is due. */
  changed(): void;
  stop(): void;
}

export function pageKeeper(deps: PageKeeperDeps): PageKeeper {
  let due = false;
  let last = -Infinity;
  let cancel: (() => void) | null = null;
  const send = () => {
    cancel = null;
    if (!due) return;
    if (!deps.keep()) return; // no worker yet: onController sends it
    due = false;
    last = deps.now();
  };
  const schedule = () => {
    if (cancel) return;
    const wait = last + KEEP_EVERY_MS - deps.now();
    if (wait <= 0) {
      cancel = deps.whenIdle(send);
      return;
    }
    cancel = deps.later(() => {
      cancel = deps.whenIdle(send);
    }, wait);
  };
  const sendNow = () => {
    cancel?.();
    send();
  };
  const stopController = deps.onController(sendNow);
  const stopHidden = deps.onHidden(sendNow);
  return {
    changed() {
      due = true;
      schedule();
    },
    stop() {
      cancel?.();
      cancel = null;
      stopController();
      stopHidden();
    },
  };
}

function browserDeps(token: string): PageKeeperDeps {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  return {
    keep: () => keepPage(token, container),
    now: () => Date.now(),
    later: (fn, ms) => {
      const id = window.setTimeout(fn, ms);
      return () => window.clearTimeout(id);
    },
    whenIdle: (fn) => whenIdle(fn, IDLE_WAIT_MS),
    onController: (fn) => {
      container?.addEventListener('controllerchange', fn);
      return () => container?.removeEventListener('controllerchange', fn);
    },
    onHidden: (fn) => {
      const listener = () => {
        if (document.visibilityState === 'hidden') fn();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

/** Keeps the link's page after each change of `shown` (null token: nothing to keep, e.g. a revoked link). */
export function useKeepPage(token: string | null, shown: readonly unknown[]): void {
  const keeper = useRef<PageKeeper | null>(null);
  useEffect(() => {
    if (token === null) return undefined;
    const kept = pageKeeper(browserDeps(token));
    keeper.current = kept;
    return () => {
      kept.stop();
      if (keeper.current === kept) keeper.current = null;
    };
  }, [token]);
  // After the keeper's own effect: a new token's keeper hears its first change at once.
  useEffect(() => keeper.current?.changed(), [token, ...shown]);
}
