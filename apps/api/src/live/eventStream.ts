/**
 * One Server-Sent Events response: the headers, a retry hint, a heartbeat comment every
 * `heartbeatMs` (so proxies keep the connection), and frames. Used by every live stream (a crew's,
 * the campaign's). `end()` ends it from our side; `onEnd` runs once however it ends (our end, the
 * client leaving), so a stream's subscription is dropped exactly once.
 */
import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** `id:` (when given), `event:`, `data:` (already JSON). Nothing once ended. */
  send(event: string, json: string, id?: number): void;
  /** An `id:` line alone: the client's resume point (its Last-Event-ID) moves, no event reaches it. */
  sendId(id: number): void;
  /** Ends the response (idempotent). */
  end(): void;
  readonly ended: () => boolean;
}

export function openEventStream(reply: FastifyReply, options: { readonly heartbeatMs: number; readonly onEnd: () => void }): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  let ended = false;
  const heartbeat = setInterval(() => {
    if (!ended) res.write(': ping\n\n');
  }, options.heartbeatMs);
  heartbeat.unref();
  const stop = (): void => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    options.onEnd();
  };
  res.on('close', stop);
  return {
    send(event, json, id) {
      if (!ended) res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`);
    },
    sendId(id) {
      if (!ended) res.write(`id: ${id}\n\n`);
    },
    end() {
      if (ended) return;
      stop();
      res.end();
    },
    ended: () => ended,
  };
}
