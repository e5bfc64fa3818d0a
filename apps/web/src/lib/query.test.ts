import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from './query';

describe('QueryClient', () => {
  it('de-duplicates fetches in flight and caches the answer', async () => {
    const client = new QueryClient();
    const fetcher = vi.fn(async () => 42);
    const [a, b] = await Promise.all([client.fetch(['x'], fetcher), client.fetch(['x'], fetcher)]);
    expect([a, b]).toEqual([42, 42]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(client.getState(['x'])).toMatchObject({ data: 42, status: 'success', fetching: false });
  });

  it('keeps data newer than a fetch that was on the wire (an SSE update wins)', async () => {
    const client = new QueryClient();
    let resolve!: (v: string) => void;
    const pending = client.fetch(['crew', 'c'], () => new Promise<string>((r) => (resolve = r)));
    client.setData(['crew', 'c'], 'live');
    resolve('stale');
    await pending;
    expect(client.getData(['crew', 'c'])).toBe('live');
  });

  it('shows a placeholder until the fetch in flight answers, which replaces it', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    const fetching = client.fetch(['sheet'], () => new Promise<string>((resolve) => (answer = resolve)));
    client.setPlaceholder(['sheet'], 'kept');
    expect(client.getData(['sheet'])).toBe('kept');
    expect(client.isStale(['sheet'], 60_000)).toBe(true);
    answer('fresh');
    await fetching;
    expect(client.getData(['sheet'])).toBe('fresh');
    // Never over real data.
    client.setPlaceholder(['sheet'], 'kept');
    expect(client.getData(['sheet'])).toBe('fresh');
  });

  it('invalidates by prefix and refetches only what is on screen', async () => {
    const client = new QueryClient();
    const seen = vi.fn(async () => 'v');
    const hidden = vi.fn(async () => 'h');
    await client.fetch(['crew', 'a'], seen);
    await client.fetch(['crew', 'b'], hidden);
    const unobserve = client.observe(['crew', 'a'], seen, { refetchOnFocus: true, refetchOnReconnect: true });
    await client.invalidate(['crew']);
    expect(seen).toHaveBeenCalledTimes(2);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(client.isStale(['crew', 'b'], 60_000)).toBe(true);
    unobserve();
  });

  it('keeps the last data when a refetch fails (offline shows the last sheet)', async () => {
    const client = new QueryClient();
    await client.fetch(['k'], async () => 'old');
    await expect(client.fetch(['k'], async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(client.getState(['k'])).toMatchObject({ data: 'old', status: 'success' });
    expect((client.getState(['k']).error as Error).message).toBe('offline');
  });

  it('refetches observed queries on focus and reconnect, as asked', async () => {
    const client = new QueryClient();
    const onFocus = vi.fn(async () => 1);
    const noFocus = vi.fn(async () => 2);
    client.observe(['a'], onFocus, { refetchOnFocus: true, refetchOnReconnect: false });
    client.observe(['b'], noFocus, { refetchOnFocus: false, refetchOnReconnect: true });
    const stop = client.mount(window);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(noFocus).toHaveBeenCalledTimes(1);
  });
});
