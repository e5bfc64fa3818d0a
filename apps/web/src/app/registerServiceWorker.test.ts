import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, reloadWhenChunksAreGone } from './registerServiceWorker';

afterEach(() => vi.restoreAllMocks());

describe('a page that outlived its build', () => {
  it('reloads once when a lazy chunk is gone, never in a loop', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    reloadWhenChunksAreGone();
    const gone = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(gone()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again: the error shows instead of reloading forever.
    expect(gone()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the service worker', () => {
  it('registers once the page has loaded and then the browser is idle, not at the load itself', () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, writable: true, value: requestIdleCallback });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      registerServiceWorker();
      expect(requestIdleCallback).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 10_000 });
      expect(register).not.toHaveBeenCalled();
      idle?.();
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });
});
