import { describe, expect, it, vi } from 'vitest';
import type { EventSourceLike } from '../../lib/live';
import { liveStateStore } from './liveStateStore';

/** The boot script's stream: an EventTarget whose readyState the test moves. */
function bootStream(readyState: number): EventSourceLike & { move(state: number, event: string): void } {
  const target = new EventTarget();
  let state = readyState;
  Object.defineProperty(target, 'readyState', { get: () => state });
  return Object.assign(target as EventTarget & { readonly readyState: number }, {
    onopen: null,
    onerror: null,
    close() {},
    move(next: number, event: string) {
      state = next;
      target.dispatchEvent(new Event(event));
    },
  });
}

describe('the status line’s live state', () => {
  it('is the app’s connection state when the boot script opened no stream', () => {
    const store = liveStateStore('connecting');
    expect(store.get()).toBe('connecting');
    store.set('online');
    expect(store.get()).toBe('online');
  });

  it('says live as soon as the boot script’s stream is open, before the app has taken it', () => {
    const early = bootStream(1);
    expect(liveStateStore('connecting', early).get()).toBe('online');
  });

  it('follows the boot script’s stream while the app is connecting: opened, then lost', () => {
    const early = bootStream(0);
    const store = liveStateStore('connecting', early);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe('connecting');
    early.move(1, 'open');
    expect(store.get()).toBe('online');
    early.move(0, 'error');
    expect(store.get()).toBe('connecting');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('once the app’s connection says more, the boot script’s stream no longer speaks', () => {
    const early = bootStream(1);
    const store = liveStateStore('connecting', early);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('reconnecting');
    expect(store.get()).toBe('reconnecting');
    store.set('connecting');
    // The boot script's stream still reads open: it is the app's now, and the app said "connecting".
    expect(store.get()).toBe('connecting');
    listener.mockClear();
    early.move(0, 'error');
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells its listeners of a change, never of the same state again', () => {
    const store = liveStateStore('connecting');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('online');
    store.set('online');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('offline');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
