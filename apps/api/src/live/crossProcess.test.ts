/**
 * The cross-process hub and callers' cache over a bus (the same on both databases: the bus here
 * is an in-memory pair standing for two processes; live/processes.test.ts runs the real one).
 */
import { describe, expect, it, vi } from 'vitest';
import type { PrincipalResolver } from '../auth/principal';
import { crossProcessHub, spreadClears, type BusHandlers, type LiveBus } from './crossProcess';
import { createHub, type LiveMessage } from './hub';

/** Two buses joined as two processes' would be: what one sends, the other receives (never itself). */
function busPair(): [LiveBus & { sent: number }, LiveBus & { sent: number }] {
  const handlers: (BusHandlers | null)[] = [null, null];
  const make = (self: 0 | 1): LiveBus & { sent: number } => {
    const other = self === 0 ? 1 : 0;
    const bus = {
      origin: `process-${self}`,
      sent: 0,
      publish(topic: string, message: LiveMessage) {
        bus.sent += 1;
        // Through JSON, as through the database.
        handlers[other]?.message(topic, JSON.parse(JSON.stringify(message)) as LiveMessage);
      },
      invalidate() {
        bus.sent += 1;
        handlers[other]?.invalidate();
      },
      listen(next: BusHandlers) {
        handlers[self] = next;
      },
    };
    return bus;
  };
  return [make(0), make(1)];
}

function resolver(): PrincipalResolver & { cleared: number } {
  const r = {
    cleared: 0,
    of: async () => null,
    ofSession: async () => null,
    clear() {
      r.cleared += 1;
    },
  };
  return r as unknown as PrincipalResolver & { cleared: number };
}

const step = (seq: number): LiveMessage => ({ id: seq, event: 'crew', data: { seq, sheet: { name: 'Les Lanternes' } } });

describe('the hub of several processes', () => {
  it('delivers here at once and there through the bus, in publish order, each message once', () => {
    const [busA, busB] = busPair();
    const a = crossProcessHub(createHub(), busA, () => {});
    const b = crossProcessHub(createHub(), busB, () => {});
    const onA: LiveMessage[] = [];
    const onB: LiveMessage[] = [];
    a.subscribe('crew-1', (m) => onA.push(m));
    b.subscribe('crew-1', (m) => onB.push(m));
    b.subscribe('crew-2', () => {
      throw new Error('another crew’s stream hears nothing of crew-1');
    });

    expect(a.publish('crew-1', step(1))).toBe(1);
    a.publish('crew-1', step(2));
    b.publish('crew-1', step(3));

    expect(onA.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(onB.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(onB[0]).toEqual(step(1));
    // What came from the other process is not sent back.
    expect([busA.sent, busB.sent]).toEqual([2, 1]);
  });

  it('ends every stream and forgets the callers when messages were lost (resync)', () => {
    const handlers: BusHandlers[] = [];
    const bus: LiveBus = { origin: 'x', publish: () => {}, invalidate: () => {}, listen: (h) => void handlers.push(h) };
    const forget = vi.fn();
    const hub = crossProcessHub(createHub(), bus, forget);
    const ended = vi.fn();
    hub.subscribe('crew-1', () => {}, ended);
    hub.subscribe('crew-2', () => {}, ended);
    handlers[0]?.resync();
    expect(ended).toHaveBeenCalledTimes(2);
    expect(forget).toHaveBeenCalledOnce();
    expect(hub.subscriberCount()).toBe(0);
  });
});

describe('the callers’ cache of several processes', () => {
  it('clear() forgets here and there, and the other process does not tell anyone back', () => {
    const [busA, busB] = busPair();
    const hereA = resolver();
    const hereB = resolver();
    crossProcessHub(createHub(), busA, () => hereA.clear());
    crossProcessHub(createHub(), busB, () => hereB.clear());
    const principalsA = spreadClears(hereA, busA);
    const principalsB = spreadClears(hereB, busB);

    principalsA.clear();
    expect([hereA.cleared, hereB.cleared]).toEqual([1, 1]);
    expect([busA.sent, busB.sent]).toEqual([1, 0]);
    principalsB.clear();
    expect([hereA.cleared, hereB.cleared]).toEqual([2, 2]);
    // The rest of the resolver is the process's own.
    expect(principalsA.of).toBe(hereA.of);
  });
});
