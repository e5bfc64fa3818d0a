import { describe, expect, it, vi } from 'vitest';
import { connectLive, type LiveState } from './liveConnect';
import { FakeEventSource } from '../test/fakeEventSource';

function setup(overrides: { online?: () => boolean } = {}) {
  FakeEventSource.instances = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const states: LiveState[] = [];
  const messages: unknown[] = [];
  const onReconnect = vi.fn();
  const win = new EventTarget();
  const connection = connectLive({
    url: '/api/crews/c1/stream?token=abc',
    EventSource: FakeEventSource,
    onMessage: (m) => messages.push(m),
    onStateChange: (s) => states.push(s),
    onReconnect,
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: () => undefined,
    events: ['crew', 'sheet'],
    resumeParam: 'lastEventId',
    isOnline: overrides.online ?? (() => true),
    windowTarget: win,
  });
  const current = () => FakeEventSource.instances[FakeEventSource.instances.length - 1] as FakeEventSource;
  return { connection, timers, states, messages, onReconnect, win, current };
}

describe('connectLive', () => {
  it('opens the stream on the given url and reports online', () => {
    const { connection, current, states } = setup();
    expect(current().url).toBe('/api/crews/c1/stream?token=abc');
    expect(connection.state()).toBe('connecting');
    current().open();
    expect(connection.state()).toBe('online');
    expect(states).toEqual(['online']);
  });

  it('delivers the API named events and plain messages, parsed, with their ids', () => {
    const { current, messages, connection } = setup();
    current().open();
    current().emit('crew', '{"seq":4}', '4');
    current().emit('message', 'not json');
    expect(messages).toEqual([
      { type: 'crew', data: { seq: 4 }, id: '4' },
      { type: 'message', data: 'not json', id: '' },
    ]);
    expect(connection.lastEventId()).toBe('4');
  });

  it('leaves a dropped connection to the browser (Last-Event-ID) and says reconnecting, then online', () => {
    const { current, connection, timers, onReconnect } = setup();
    current().open();
    current().drop();
    expect(connection.state()).toBe('reconnecting');
    expect(FakeEventSource.instances).toHaveLength(1); // no new EventSource: the browser retries
    expect(timers).toHaveLength(0);
    current().open();
    expect(connection.state()).toBe('online');
    expect(onReconnect).toHaveBeenCalledTimes(1); // catch up anyway (the sheet is refetched)
  });

  it('reopens a failed stream itself with a growing backoff, and says offline after 3 failures', () => {
    const { current, connection, timers, onReconnect } = setup();
    current().open();
    current().fail();
    expect(current().closed).toBe(true);
    expect(connection.state()).toBe('reconnecting');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]?.fn();
    expect(FakeEventSource.instances).toHaveLength(2);
    current().fail();
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[1]?.fn();
    current().fail();
    expect(connection.state()).toBe('offline');
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 4000]);
    timers[2]?.fn();
    current().open();
    expect(connection.state()).toBe('online');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // A success resets the backoff.
    current().fail();
    expect(timers[3]?.ms).toBe(1000);
  });

  it('resumes after the last event id when it reopens the stream itself', () => {
    const { current, timers } = setup();
    current().open();
    current().emit('sheet', '{"seq":7}', '7');
    current().fail();
    timers[0]?.fn();
    expect(current().url).toBe('/api/crews/c1/stream?token=abc&lastEventId=7');
  });

  it('caps the backoff at 30 s', () => {
    const { current, timers } = setup();
    for (let i = 0; i < 8; i++) {
      current().fail();
      timers[timers.length - 1]?.fn();
    }
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('goes offline with the device and reconnects at once when it comes back', () => {
    let online = true;
    const { current, connection, win, timers } = setup({ online: () => online });
    current().open();
    online = false;
    win.dispatchEvent(new Event('offline'));
    expect(connection.state()).toBe('offline');
    current().fail(); // the stream dies while offline
    expect(connection.state()).toBe('offline');
    expect(timers).toHaveLength(1);
    online = true;
    win.dispatchEvent(new Event('online'));
    expect(FakeEventSource.instances).toHaveLength(2); // no wait for the backoff
    expect(connection.state()).toBe('reconnecting');
    current().open();
    expect(connection.state()).toBe('online');
  });

  it('ignores events of a replaced stream and stops everything on close', () => {
    const { current, connection, messages, timers } = setup();
    const first = current();
    first.open();
    first.fail();
    timers[0]?.fn();
    first.emit('crew', '{"old":true}');
    expect(messages).toHaveLength(0);
    connection.close();
    expect(current().closed).toBe(true);
    current().fail();
    expect(timers).toHaveLength(1);
  });
});

describe('without EventSource', () => {
  it('opens nothing and says offline (no live updates, no error)', () => {
    const states: string[] = [];
    const original = (globalThis as { EventSource?: unknown }).EventSource;
    delete (globalThis as { EventSource?: unknown }).EventSource;
    try {
      const connection = connectLive({ url: '/api/x/stream', onMessage: () => {}, onStateChange: (s) => states.push(s) });
      expect(connection.state()).toBe('offline');
      expect(states).toEqual(['offline']);
      connection.close();
    } finally {
      if (original !== undefined) (globalThis as { EventSource?: unknown }).EventSource = original;
    }
  });
});
