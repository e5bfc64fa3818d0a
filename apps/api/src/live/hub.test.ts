import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_STREAMS, createHub, type LiveMessage } from './hub';

const message = (id: number): LiveMessage => ({ id, event: 'crew_event', data: { seq: id } });

describe('the live hub', () => {
  it('delivers to the subscribers of the crew only, in order', () => {
    const hub = createHub();
    const a: LiveMessage[] = [];
    const b: LiveMessage[] = [];
    hub.subscribe('crew-1', (m) => a.push(m));
    hub.subscribe('crew-2', (m) => b.push(m));
    expect(hub.publish('crew-1', message(1))).toBe(1);
    hub.publish('crew-1', message(2));
    hub.publish('crew-2', message(3));
    expect(a.map((m) => m.id)).toEqual([1, 2]);
    expect(b.map((m) => m.id)).toEqual([3]);
    expect(hub.publishedCount()).toBe(3);
    expect(hub.deliveredCount()).toBe(3);
  });

  it('counts subscribers and forgets them on unsubscribe (idempotent)', () => {
    const hub = createHub();
    const off1 = hub.subscribe('c', () => {});
    const off2 = hub.subscribe('c', () => {});
    hub.subscribe('d', () => {});
    expect(hub.subscriberCount('c')).toBe(2);
    expect(hub.subscriberCount()).toBe(3);
    off1();
    off1();
    expect(hub.subscriberCount('c')).toBe(1);
    off2();
    expect(hub.subscriberCount('c')).toBe(0);
    expect(hub.publish('c', message(1))).toBe(0);
  });

  it('isolates a failing listener', () => {
    const onListenerError = vi.fn();
    const hub = createHub({ onListenerError });
    const got: LiveMessage[] = [];
    hub.subscribe('c', () => {
      throw new Error('broken socket');
    });
    hub.subscribe('c', (m) => got.push(m));
    expect(hub.publish('c', message(1))).toBe(1);
    expect(got).toHaveLength(1);
    expect(onListenerError).toHaveBeenCalledOnce();
  });

  it('lets a listener unsubscribe itself while being delivered', () => {
    const hub = createHub();
    const got: number[] = [];
    const off = hub.subscribe('c', () => {
      got.push(1);
      off();
    });
    hub.subscribe('c', () => got.push(2));
    hub.publish('c', message(1));
    hub.publish('c', message(2));
    expect(got).toEqual([1, 2, 2]);
  });

  it('calls onShutdown once and drops everything on shutdown', () => {
    const hub = createHub();
    const ended = vi.fn();
    hub.subscribe('c', () => {}, ended);
    hub.subscribe('d', () => {});
    hub.shutdown();
    expect(ended).toHaveBeenCalledOnce();
    expect(hub.subscriberCount()).toBe(0);
  });

  it('holds at most maxSubscribers streams: one more ends the oldest (its onShutdown)', () => {
    const hub = createHub({ maxSubscribers: 2 });
    const ended: string[] = [];
    const got: string[] = [];
    hub.subscribe('c', () => got.push('first'), () => ended.push('first'));
    const offSecond = hub.subscribe('d', () => got.push('second'), () => ended.push('second'));
    hub.subscribe('c', () => got.push('third'), () => ended.push('third'));
    expect(ended).toEqual(['first']);
    expect(hub.subscriberCount()).toBe(2);
    hub.publish('c', message(1));
    expect(got).toEqual(['third']);
    // An unsubscribed stream frees its place: no one else is ended.
    offSecond();
    hub.subscribe('e', () => {}, () => ended.push('fourth'));
    expect(ended).toEqual(['first']);
    expect(hub.subscriberCount()).toBe(2);
  });

  it('holds 10 000 streams by default', () => {
    expect(DEFAULT_MAX_STREAMS).toBe(10_000);
    const hub = createHub();
    const ended = vi.fn();
    for (let i = 0; i < DEFAULT_MAX_STREAMS + 5; i++) hub.subscribe(`crew-${i % 7}`, () => {}, ended);
    expect(hub.subscriberCount()).toBe(DEFAULT_MAX_STREAMS);
    expect(ended).toHaveBeenCalledTimes(5);
  });
});
