/**
 * Test helper: a fake API behind lib/api.ts's fetch, routes by "METHOD /path" (query left out),
 * recording each call with its JSON body.
 */
import { setFetch } from '../lib/api';

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The query string, when there is one (`?pool=2`). */
  readonly query?: string;
}

export type Handler = (call: Call) => Response | Promise<Response>;

/** A JSON answer (204: no body). */
export function json(body: unknown, status = 200): Response {
  return status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Serves `routes`; anything else is the API's 404. Returns the calls, in order. */
export function serve(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  setFetch(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      ...(url.search ? { query: url.search } : {}),
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : json({ error: 'not_found', resource: 'route' }, 404);
  });
  return calls;
}

/** A handler that answers a request body with `{ status?, body }` (200 by default). */
export type Answer = (body: unknown) => { status?: number; body: unknown };

/** `serve` with `Answer` handlers. */
export function serveAnswers(routes: Record<string, Answer>): Call[] {
  return serve(
    Object.fromEntries(
      Object.entries(routes).map(([route, answer]) => [
        route,
        (call: Call) => {
          const { status = 200, body } = answer(call.body);
          return json(body, status);
        },
      ]),
    ),
  );
}

export function restoreFetch(): void {
  setFetch((...args) => globalThis.fetch(...args));
}
