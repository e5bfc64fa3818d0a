import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREW_STREAM_EVENTS, crewStreamUrl } from './crew';
import { connectLive, type LiveMessage, type LiveState } from './liveConnect';
import { EARLY_STREAM_EVENTS, earlyStreamUrl, openEarlyStream, takeEarlyStream } from './liveEarly';
import { FakeEventSource } from '../test/fakeEventSource';

const URL_ = '/api/crews/c1/stream?token=abc';

afterEach(() => {
  window.__tmStream?.source.close();
  window.__tmStream = undefined;
  vi.unstubAllGlobals();
});

function openFake(): FakeEventSource {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  openEarlyStream(URL_);
  return FakeEventSource.last();
}

describe('the stream the boot script opens', () => {
  it('is the crew stream the app would open: same URL, same events', () => {
    expect(earlyStreamUrl('c 1', 'tok/en')).toBe(crewStreamUrl('c 1', 'tok/en'));
    // Whatever a token holds, both write it the same way (the route table's `urlOf`).
    expect(earlyStreamUrl('c 1', 'a b~+')).toBe(crewStreamUrl('c 1', 'a b~+'));
    expect([...EARLY_STREAM_EVENTS]).toEqual([...CREW_STREAM_EVENTS]);
  });

  it('asks the stream not to repeat the version shown, and is still taken by its own URL', () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    openEarlyStream(URL_, 7);
    expect(FakeEventSource.last().url).toBe(`${URL_}&version=7`);
    expect(takeEarlyStream(URL_)?.source).toBe(FakeEventSource.last());
    openEarlyStream('/api/crews/c1/stream', 8);
    expect(FakeEventSource.last().url).toBe('/api/crews/c1/stream?version=8');
  });

  it('keeps what it hears until taken, once, and only for its URL', () => {
    const source = openFake();
    source.emit('sheet', { seq: 3 }, '3');
    expect(takeEarlyStream('/api/crews/other/stream?token=abc')).toBeNull();
    const early = takeEarlyStream(URL_);
    expect(early?.source).toBe(source);
    expect(early?.kept.map((e) => e.type)).toEqual(['sheet']);
    expect(takeEarlyStream(URL_)).toBeNull();
  });

  it('is taken over by connectLive: no second stream, already online, what it heard delivered after', () => {
    const source = openFake();
    source.open();
    source.emit('sheet', { seq: 3 }, '3');
    const states: LiveState[] = [];
    const messages: LiveMessage[] = [];
    const connection = connectLive({ url: URL_, events: ['sheet'], onMessage: (m) => messages.push(m), onStateChange: (s) => states.push(s), windowTarget: null });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(connection.state()).toBe('online');
    expect(states).toEqual(['online']);
    expect(messages).toEqual([{ type: 'sheet', data: { seq: 3 }, id: '3' }]);
    expect(connection.lastEventId()).toBe('3');
    source.emit('sheet', { seq: 4 }, '4');
    expect(messages).toHaveLength(2);
    connection.close();
    expect(source.closed).toBe(true);
  });

  it('failed before the app came: the app reconnects as after any failed stream', () => {
    const source = openFake();
    source.fail();
    const timers: { fn: () => void; ms: number }[] = [];
    const connection = connectLive({
      url: URL_,
      onMessage: () => undefined,
      windowTarget: null,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => undefined,
    });
    expect(connection.state()).toBe('reconnecting');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]?.fn();
    expect(FakeEventSource.instances).toHaveLength(2);
    connection.close();
  });
});
