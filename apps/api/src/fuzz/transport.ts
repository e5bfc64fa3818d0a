/**
 * How fuzz requests reach a server: plain HTTP on loopback (fetch), the same for the test (the
 * app listening on 127.0.0.1:0 in-process) and the benchmark (the real bundle in a child
 * process). An event stream is read up to its first sheet, then dropped.
 */
import type { Answer } from './oracle';

export interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | undefined;
}

export interface Transport {
  send(request: Sent): Promise<Answer>;
}

/** A guard, not a measure: an answer that never comes counts as "no answer" and the run goes on. */
const ANSWER_GUARD_MS = 30_000;
/** Enough of an event stream to see what a caller is sent first (the sheet), never more. */
const STREAM_BYTES = 256 * 1024;
const STREAM_GUARD_MS = 2_000;
const STREAM_QUIET_MS = 100;

export function httpTransport(base: string): Transport {
  return {
    async send(request) {
      const controller = new AbortController();
      const guard = setTimeout(() => controller.abort(), ANSWER_GUARD_MS);
      try {
        const res = await fetch(base + request.url, {
          method: request.method,
          headers: request.headers,
          redirect: 'manual',
          signal: controller.signal,
          ...(request.body !== undefined ? { body: request.body } : {}),
        });
        const contentType = res.headers.get('content-type') ?? '';
        const body = contentType.startsWith('text/event-stream') ? await readStream(res, controller) : await res.text();
        return { status: res.status, contentType, body, setCookies: res.headers.getSetCookie() };
      } catch {
        return { status: 0, contentType: '', body: '', setCookies: [] };
      } finally {
        clearTimeout(guard);
      }
    },
  };
}

/**
 * Reads an event stream until its sheet frame, or until it goes quiet after its first frames (a
 * resumed stream sends its backlog, then waits), then drops it.
 */
async function readStream(res: Response, controller: AbortController): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = setTimeout(() => controller.abort(), STREAM_GUARD_MS);
  try {
    while (text.length < STREAM_BYTES && !/^event: sheet\ndata: [^\n]*\n\n/m.test(text)) {
      if (text.includes('\ndata: ')) {
        clearTimeout(quiet);
        quiet = setTimeout(() => controller.abort(), STREAM_QUIET_MS);
      }
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // Dropped (guard or quiet): what came is what the caller saw.
  } finally {
    clearTimeout(stop);
    clearTimeout(quiet);
    controller.abort();
  }
  return text;
}
