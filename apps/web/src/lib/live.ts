/**
 * Live updates over Server-Sent Events: the React side. The connection logic (who reconnects, the
 * backoff, online/offline, resuming after the last event id) is in liveConnect.ts, loaded when the
 * first stream opens — after the first paint, so it is not part of the crew sheet's initial JS.
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveConnection, LiveMessage, LiveOptions, LiveState } from './liveConnect';

export type { EventSourceCtor, EventSourceLike, LiveConnection, LiveMessage, LiveOptions, LiveState } from './liveConnect';

export interface UseLiveResult {
  readonly state: LiveState;
  /** When the last message arrived or the stream (re)opened (ms since epoch), null before. */
  readonly lastMessageAt: number | null;
}

export type UseLiveOptions = Pick<LiveOptions, 'onReconnect' | 'EventSource' | 'events' | 'resumeParam'>;

/**
 * Keeps a stream open while the component is mounted (`url` null: none). `onMessage` and
 * `onReconnect` may change between renders without reopening the stream.
 */
export function useLive(url: string | null, onMessage: (message: LiveMessage) => void, options: UseLiveOptions = {}): UseLiveResult {
  const [state, setState] = useState<LiveState>('connecting');
  const [lastMessageAt, setLastMessageAt] = useState<number | null>(null);
  const handlers = useRef({ onMessage, onReconnect: options.onReconnect });
  handlers.current = { onMessage, onReconnect: options.onReconnect };
  const Source = options.EventSource;
  const events = (options.events ?? []).join(',');
  const resumeParam = options.resumeParam;

  useEffect(() => {
    if (url === null) return undefined;
    let connection: LiveConnection | null = null;
    let cancelled = false;
    void import('./liveConnect').then(({ connectLive }) => {
      if (cancelled) return;
      connection = connectLive({
        url,
        EventSource: Source,
        events: events === '' ? [] : events.split(','),
        resumeParam,
        onMessage: (message) => {
          setLastMessageAt(Date.now());
          handlers.current.onMessage(message);
        },
        onStateChange: (next) => {
          if (next === 'online') setLastMessageAt(Date.now());
          setState(next);
        },
        onReconnect: () => handlers.current.onReconnect?.(),
      });
      setState(connection.state());
    });
    return () => {
      cancelled = true;
      connection?.close();
    };
  }, [url, Source, events, resumeParam]);

  return { state, lastMessageAt };
}
