import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser’s idle callback, at most the timeout given, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, writable: true, value: requestIdleCallback });
    Object.defineProperty(window, 'cancelIdleCallback', { configurable: true, writable: true, value: cancelIdleCallback });
    const fn = vi.fn();
    const cancel = whenIdle(fn, 2_000);
    expect(requestIdleCallback).toHaveBeenCalledWith(fn, { timeout: 2_000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without an idle callback (Safari), runs after the fallback delay unless cancelled', () => {
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, writable: true, value: undefined });
    vi.useFakeTimers();
    const fn = vi.fn();
    whenIdle(fn, 2_000, 300);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenIdle(other, 2_000)();
    vi.advanceTimersByTime(1_000);
    expect(other).not.toHaveBeenCalled();
  });
});
