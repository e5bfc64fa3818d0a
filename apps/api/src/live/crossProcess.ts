/**
 * Several API processes on one database (a PostgreSQL host, issue 37): what one process's hub
 * publishes reaches the streams of every process, and a cleared cache of callers is cleared
 * everywhere. The transport is a `LiveBus` (live/postgresBus.ts on PostgreSQL); on SQLite there is
 * one process and none: the hub stays as it is (live/hub.ts).
 *
 * ```ts
 * const hub = crossProcessHub(createHub(), bus, () => here.clear()); // publish: here at once, then the others
 * app.principals = spreadClears(here, bus);                          // clear(): here at once, then the others
 * ```
 */
import type { PrincipalResolver } from '../auth/principal';
import type { Hub, LiveMessage } from './hub';

/** What the other processes send this one. */
export interface BusHandlers {
  /** A message another process published on `topic`. */
  message(topic: string, message: LiveMessage): void;
  /** Another process forgot its cached callers (a sign-out, a revocation…): forget ours. */
  invalidate(): void;
  /**
   * Messages were lost (this process could not listen for longer than they are kept): every open
   * stream should end, so that its client reconnects and reads what it missed from the database.
   */
  resync(): void;
}

export interface LiveBus {
  /** This process's random id: the origin of what it sends (it never hears it back). */
  readonly origin: string;
  /** Queues a message for the other processes; never throws, never waits (failures are logged). */
  publish(topic: string, message: LiveMessage): void;
  /** Queues an invalidation for the other processes, in order with the messages. */
  invalidate(): void;
  /** Where what the other processes send goes (one set of handlers; set before `start`). */
  listen(handlers: BusHandlers): void;
}

/**
 * The hub of one process among several: `publish` delivers to this process's subscribers at once
 * (the write's answer never waits for the others) and hands the message to the bus; what the bus
 * brings from the other processes is delivered here as if published here. `forgetCallers`: what
 * an invalidation from another process does here (this process's own cache `clear()`).
 */
export function crossProcessHub(local: Hub, bus: LiveBus, forgetCallers: () => void): Hub {
  bus.listen({
    message: (topic, message) => {
      local.publish(topic, message);
    },
    invalidate: forgetCallers,
    // Ending every stream is what a server restart does: each EventSource reconnects with its
    // Last-Event-ID and reads the steps it missed from the database.
    resync: () => {
      forgetCallers();
      local.shutdown();
    },
  });
  return {
    ...local,
    publish(topic, message) {
      const delivered = local.publish(topic, message);
      bus.publish(topic, message);
      return delivered;
    },
  };
}

/**
 * The callers' cache of one process among several: `clear()` (a sign-out, a link revoked or
 * rotated, a wizard deleted, a GM's campaigns changed) forgets here at once and tells the other
 * processes, which forget theirs (through `crossProcessHub`'s `forgetCallers`, telling no one back).
 */
export function spreadClears(resolver: PrincipalResolver, bus: LiveBus): PrincipalResolver {
  return {
    ...resolver,
    clear() {
      resolver.clear();
      bus.invalidate();
    },
  };
}
