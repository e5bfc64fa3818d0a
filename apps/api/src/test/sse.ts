/**
 * A Server-Sent Events client for tests on a real listening server (node:http): the frames as they
 * arrive, parsed (`id:`, `event:`, `data:` JSON), and a wait for the next ones.
 */
import http from 'node:http';

export interface SseFrame<D> {
  id?: number;
  event?: string;
  data: D;
}

export interface SseClient<D = unknown> {
  readonly status: number;
  readonly frames: SseFrame<D>[];
  /** Everything received, as text. */
  raw(): string;
  /** Waits until `count` frames arrived (fails after 3 s). */
  waitFor(count: number): Promise<SseFrame<D>[]>;
  close(): void;
}

/** Opens `path` on a listening test server (`base`: its http://127.0.0.1:port) as an EventSource would. */
export function connectSse<D = unknown>(base: string, path: string, headers: Record<string, string> = {}): Promise<SseClient<D>> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let raw = '';
      let buffer = '';
      const frames: SseFrame<D>[] = [];
      const waiters: (() => void)[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: Partial<SseFrame<D>> & { dataText?: string } = {};
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) frame.id = Number(line.slice(4));
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) frame.dataText = line.slice(6);
          }
          if (frame.dataText !== undefined) frames.push({ id: frame.id, event: frame.event, data: JSON.parse(frame.dataText) as D } as SseFrame<D>);
        }
        for (const wake of waiters.splice(0)) wake();
      });
      resolve({
        status: res.statusCode ?? 0,
        frames,
        raw: () => raw,
        waitFor(count) {
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`only ${frames.length} of ${count} frames: ${raw}`)), 3000);
            const check = () => {
              if (frames.length >= count) {
                clearTimeout(timer);
                done(frames.slice(0, count));
              } else waiters.push(check);
            };
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

