/**
 * The stream's state, for the players' sheet's status line only: a store the line subscribes to,
 * not a context value. A context that changes marks every part of a drawn sheet not yet hydrated
 * as updated, and React would then hydrate them all before saying "live" (components/CrewSheet.tsx).
 *
 * Until the app's own connection says more than "connecting", the stream the boot script opened
 * (lib/liveEarly.ts) speaks for it: once that stream is open the page is live — what it hears is
 * kept, and heard by the app as it takes the stream over, moments after the page hydrated. So the
 * line says "live" in the hydration's own effects, not after the connection code has loaded.
 */
import type { EventSourceLike, LiveState } from '../../lib/live';

export interface LiveStateStore {
  readonly get: () => LiveState;
  /** The app's connection state (lib/live.ts `useLive`). */
  readonly set: (state: LiveState) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

/** EventSource.OPEN */
const OPEN = 1;

export function liveStateStore(initial: LiveState, early: EventSourceLike | null = null): LiveStateStore {
  let state = initial;
  let boot = early;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const leaveBoot = () => {
    boot?.removeEventListener('open', notify);
    boot?.removeEventListener('error', notify);
    boot = null;
  };
  boot?.addEventListener('open', notify);
  boot?.addEventListener('error', notify);
  return {
    get: () => (state === 'connecting' && boot?.readyState === OPEN ? 'online' : state),
    set(next) {
      // The app's connection knows more: the boot script's stream no longer speaks.
      if (next !== 'connecting') leaveBoot();
      if (next === state) return;
      state = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
