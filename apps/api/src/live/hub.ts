/**
 * In-process publish/subscribe per crew, for the live updates (SSE). One process, one hub: a write
 * route publishes AFTER its transaction committed; each SSE connection subscribes to its crew.
 *
 * ```ts
 * const unsubscribe = app.hub.subscribe(crewId, (message) => write(message), () => end());
 * request.raw.on('close', unsubscribe);
 * app.hub.publish(crewId, { id: event.seq, event: 'crew_event', data: { … } });
 * ```
 * Delivery is synchronous, in subscription order. A listener that throws is logged and skipped; it
 * never stops the others nor the publisher. Redaction for players is the listener's business (a
 * listener knows its principal).
 *
 * Bounded: at most `maxSubscribers` subscriptions (streams) in all (LIVE_MAX_STREAMS, config.ts).
 * One more ends the oldest one (its `onShutdown`, as at a server shutdown: the stream closes and
 * its EventSource reconnects), so a caller that opens streams without end cannot grow the hub.
 *
 * On PostgreSQL the app wraps this hub (live/crossProcess.ts): what one process publishes reaches
 * the subscribers of every process.
 */

/**
 * Streams open at once, all crews together, by default: a host's thousand tables of four phones
 * with room to spare; an open stream costs a few KiB (docs/decisions/031-several-processes.md).
 */
export const DEFAULT_MAX_STREAMS = 10_000;

/** One message, shaped like a Server-Sent Event: `id` (the crew event's seq), `event`, `data`. */
export interface LiveMessage {
  readonly id?: number | string;
  readonly event: string;
  readonly data: unknown;
}

export type LiveListener = (message: LiveMessage) => void;

export interface Hub {
  /** Delivers `message` to every current subscriber of `crewId`; returns how many got it. */
  publish(crewId: string, message: LiveMessage): number;
  /**
   * Subscribes to a crew's messages. `onShutdown` is called once if the hub shuts down (server
   * closing) while subscribed, so an SSE stream can end cleanly. Returns `unsubscribe` (idempotent).
   */
  subscribe(crewId: string, listener: LiveListener, onShutdown?: () => void): () => void;
  /** Current subscribers of one crew, or of all crews without an argument. */
  subscriberCount(crewId?: string): number;
  /** Messages published since the hub was created (for tests and the benchmark). */
  publishedCount(): number;
  /** Deliveries made (one message to one subscriber counts one). */
  deliveredCount(): number;
  /** Calls every `onShutdown` and drops every subscription (the app's onClose does it). */
  shutdown(): void;
}

interface Subscription {
  readonly listener: LiveListener;
  readonly onShutdown: (() => void) | undefined;
}

export function createHub(options: { onListenerError?: (error: unknown) => void; maxSubscribers?: number } = {}): Hub {
  const byCrew = new Map<string, Set<Subscription>>();
  /** Every subscription, oldest first, with its crew. */
  const all = new Map<Subscription, string>();
  const maxSubscribers = options.maxSubscribers ?? DEFAULT_MAX_STREAMS;
  let published = 0;
  let delivered = 0;
  const onListenerError = options.onListenerError ?? (() => {});

  function drop(subscription: Subscription, crewId: string): void {
    all.delete(subscription);
    const current = byCrew.get(crewId);
    if (current === undefined) return;
    current.delete(subscription);
    if (current.size === 0) byCrew.delete(crewId);
  }

  return {
    publish(crewId, message) {
      published += 1;
      const subscriptions = byCrew.get(crewId);
      if (subscriptions === undefined) return 0;
      let count = 0;
      // A copy: a listener may unsubscribe (itself or another) while we iterate.
      for (const subscription of [...subscriptions]) {
        try {
          subscription.listener(message);
          count += 1;
        } catch (error) {
          onListenerError(error);
        }
      }
      delivered += count;
      return count;
    },
    subscribe(crewId, listener, onShutdown) {
      const subscription: Subscription = { listener, onShutdown };
      let subscriptions = byCrew.get(crewId);
      if (subscriptions === undefined) {
        subscriptions = new Set();
        byCrew.set(crewId, subscriptions);
      }
      subscriptions.add(subscription);
      all.set(subscription, crewId);
      while (all.size > maxSubscribers) {
        const [oldest, oldestCrew] = all.entries().next().value as [Subscription, string];
        drop(oldest, oldestCrew);
        try {
          oldest.onShutdown?.();
        } catch (error) {
          onListenerError(error);
        }
      }
      return () => drop(subscription, crewId);
    },
    subscriberCount(crewId) {
      if (crewId !== undefined) return byCrew.get(crewId)?.size ?? 0;
      let total = 0;
      for (const subscriptions of byCrew.values()) total += subscriptions.size;
      return total;
    },
    publishedCount: () => published,
    deliveredCount: () => delivered,
    shutdown() {
      const subscriptions = [...all.keys()];
      byCrew.clear();
      all.clear();
      for (const subscription of subscriptions) {
        try {
          subscription.onShutdown?.();
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
