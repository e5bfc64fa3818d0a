/**
 * The GM's HTTP client: the session cookie on every request, JSON in and out, and a timeout on
 * every request so that nothing can hang the campaign (a server killed mid-answer resets the
 * connection; a wedged one would not).
 */
export type Json = Record<string, unknown>;

export interface Answer {
  readonly status: number;
  readonly body: Json;
}

export interface Gm {
  readonly base: string;
  readonly cookie: string;
  /** Rejects on a network error (the server is gone) or after `timeoutMs`. */
  api(method: string, path: string, body?: unknown): Promise<Answer>;
}

const TIMEOUT_MS = 15_000;

export function gmClient(base: string, cookie: string): Gm {
  return {
    base,
    cookie,
    async api(method, path, body) {
      const res = await fetch(base + path, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      let parsed: Json = {};
      try {
        parsed = text === '' ? {} : (JSON.parse(text) as Json);
      } catch {
        parsed = { raw: text.slice(0, 200) };
      }
      return { status: res.status, body: parsed };
    },
  };
}

/** Signs in with the one-time link the very first start prints; answers the session cookie. */
export async function signIn(serverOutput: string): Promise<string> {
  const link = /(http:\/\/127\.0\.0\.1:\d+\/api\/auth\/setup\?token=\S+)/.exec(serverOutput)?.[1];
  if (!link) throw new Error(`no sign-in link in the first start's output:\n${serverOutput}`);
  const res = await fetch(link, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith('tm_session=')) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

export const isOk = (status: number): boolean => status >= 200 && status < 300;
