import { describe, expect, it } from 'vitest';
import { QueryClient } from './query';

describe('QueryClient.reset (sign-in, sign-out)', () => {
  it('forgets data and errors, keeps subscriptions, and refetches what is on screen', async () => {
    const client = new QueryClient();
    let signedIn = false;
    const fetcher = async () => {
      if (!signedIn) throw new Error('401');
      return 'campaign';
    };
    const seen: unknown[] = [];
    client.subscribe(['campaign'], () => seen.push(client.getState(['campaign']).status));
    const unobserve = client.observe(['campaign'], fetcher, { refetchOnFocus: false, refetchOnReconnect: false });
    await client.fetch(['campaign'], fetcher).catch(() => undefined);
    expect(client.getState(['campaign']).status).toBe('error');

    client.setData(['other'], 42);
    signedIn = true;
    await client.reset([]);
    expect(client.getState(['campaign'])).toMatchObject({ status: 'success', data: 'campaign', error: null });
    expect(client.getState(['other']).data).toBeUndefined();
    expect(seen).toContain('success');
    unobserve();
  });

  it('drops the answer of a request that was on the wire before the reset', async () => {
    const client = new QueryClient();
    let release: (value: string) => void = () => undefined;
    const slow = client.fetch(['me'], () => new Promise<string>((resolve) => (release = resolve)));
    await client.reset(['me']);
    client.setData(['me'], 'gm');
    release('nobody');
    await slow;
    expect(client.getData(['me'])).toBe('gm');
  });
});
