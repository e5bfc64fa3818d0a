import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenChunksAreGone } from './registerServiceWorker';

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
