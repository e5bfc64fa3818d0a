/**
 * Live updates over Server-Sent Events: the React side. The connection logic (who reconnects, the
 * backoff, online/offline, resuming after the last event id) is in liveConnect.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { connectLive, type LiveMessage, type LiveOptions, type LiveState } from './liveConnect';

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
    const connection = connectLive({
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
    // A stream taken over already open (lib/liveEarly.ts) says so at once.
    setState(connection.state());
    return () => connection.close();
  }, [url, Source, events, resumeParam]);

  return { state, lastMessageAt };
}
