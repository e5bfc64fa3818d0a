/**
 * The one way the web app talks to the API: `call(name, input)`, a route of the contract's route
 * table by name (decision 024) — its path and method from the table, its input and answer typed
 * by the route's schemas. The boot script's two early requests (lib/earlySheet.ts,
 * lib/liveEarly.ts) are this client's early half: they write their paths out, because the inline
 * script cannot carry the table, and their tests hold them equal to `urlOf`'s.
 *
 * JSON in and out, same-origin cookies (the GM's
 * `tm_session`), an optional player share token sent as `Authorization: Bearer`, and typed errors
 * that mirror the API's error bodies (apps/api/src/http/errors.ts):
 *
 * | status | body | thrown here |
 * | --- | --- | --- |
 * | 400 | `{ error: 'validation', issues: [{ path, message }] }` | ValidationError (issues by field path) |
 * | 401 | `{ error: 'unauthorized' }` | UnauthorizedError |
 * | 403 | `{ error: 'forbidden' }` | ForbiddenError |
 * | 404 | `{ error: 'not_found', resource }` | NotFoundError |
 * | 409 | `{ error: 'conflict', current }` | ConflictError (`current`: the resource as it is now) |
 * | 413 | `{ error: 'too_large' }` | ApiError |
 * | 422 | `{ error: 'rule', rule, code, values }` | RuleRefusalError (`refusal` as the rules engine's) |
 * | 429 | `{ error: 'rate_limited', retryAfter }` | RateLimitedError |
 * | 5xx | `{ error: 'internal' }` | ApiError |
 * | — | no answer (offline, DNS, CORS) | NetworkError |
 */
import type { AnswerOf, ConflictCurrent, ConflictRoute, InputOf, routeTable } from '@temps-mort/contract';
import { endpoints, pathOf, type RouteName } from '@temps-mort/contract/endpoints';
import type { Refusal, ReasonValues, RuleId } from '@temps-mort/rules';
import { takeEarly } from './earlySheet';

export interface FieldIssue {
  /** Where, as the API names it: `body.take`, `params.crewId`, `body` (the whole body). */
  readonly path: string;
  readonly message: string;
}

/** Any answer of the API that is not a 2xx. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The `error` code of the body (`validation`, `conflict`, `rule`, `internal`…). */
    readonly code: string,
    readonly body: unknown,
  ) {
    super(`API ${status} ${code}`);
    this.name = 'ApiError';
  }
}

export class ValidationError extends ApiError {
  constructor(
    readonly issues: readonly FieldIssue[],
    body: unknown,
  ) {
    super(400, 'validation', body);
    this.name = 'ValidationError';
  }

  /**
   * The messages for one field. `field` is matched against the issue's path with or without its
   * `body.` prefix: `forField('take')` finds `body.take`.
   */
  forField(field: string): string[] {
    return this.issues.filter((i) => i.path === field || i.path === `body.${field}`).map((i) => i.message);
  }

  /** Issues keyed by path without the `body.` prefix (the shape forms use). */
  get byField(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const issue of this.issues) {
      const key = issue.path.startsWith('body.') ? issue.path.slice(5) : issue.path;
      (out[key] ??= []).push(issue.message);
    }
    return out;
  }
}

export class UnauthorizedError extends ApiError {
  constructor(body: unknown) {
    super(401, 'unauthorized', body);
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends ApiError {
  constructor(body: unknown) {
    super(403, 'forbidden', body);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends ApiError {
  constructor(
    readonly resource: string,
    body: unknown,
  ) {
    super(404, 'not_found', body);
    this.name = 'NotFoundError';
  }
}

/** 409: someone else changed the resource first. `current` is what it is now (with its version). */
export class ConflictError<T = unknown> extends ApiError {
  constructor(
    readonly current: T,
    body: unknown,
  ) {
    super(409, 'conflict', body);
    this.name = 'ConflictError';
  }
}

/** 422: the rules refuse the step; `refusal` is exactly the rules engine's `Refusal`. */
export class RuleRefusalError extends ApiError {
  constructor(
    readonly refusal: Refusal,
    body: unknown,
  ) {
    super(422, 'rule', body);
    this.name = 'RuleRefusalError';
  }
}

export class RateLimitedError extends ApiError {
  constructor(
    /** Seconds to wait. */
    readonly retryAfter: number,
    body: unknown,
  ) {
    super(429, 'rate_limited', body);
    this.name = 'RateLimitedError';
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network error', { cause });
    this.name = 'NetworkError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A 409 of route `route`: its `current` (the resource as it is now), typed as the contract says
 * that route's is (@temps-mort/contract conflicts.ts; no route: any route's); null for any other
 * error. Trusted as an answer is: the players' sheet loads no zod to parse it.
 */
export function conflictOf<N extends ConflictRoute>(error: unknown, _route?: N): ConflictCurrent<N> | null {
  // The route's name only types the answer: a 409's body says no more than `current`.
  return error instanceof ConflictError ? ((error.current ?? null) as ConflictCurrent<N> | null) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the typed error for a non-2xx answer. Exported for tests and for SSE/other callers. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const code = isRecord(body) && typeof body.error === 'string' ? body.error : status >= 500 ? 'internal' : 'bad_request';
  const record = isRecord(body) ? body : {};
  switch (status) {
    case 400: {
      const issues = Array.isArray(record.issues)
        ? record.issues.filter(isRecord).map((i) => ({ path: String(i.path ?? 'body'), message: String(i.message ?? '') }))
        : [{ path: 'body', message: code }];
      return new ValidationError(issues, body);
    }
    case 401:
      return new UnauthorizedError(body);
    case 403:
      return new ForbiddenError(body);
    case 404:
      return new NotFoundError(typeof record.resource === 'string' ? record.resource : 'resource', body);
    case 409:
      return new ConflictError(record.current, body);
    case 422:
      if (typeof record.rule === 'string' && typeof record.code === 'string') {
        const values = isRecord(record.values) ? (record.values as ReasonValues) : {};
        return new RuleRefusalError({ rule: record.rule as RuleId, code: record.code, values }, body);
      }
      return new ApiError(status, code, body);
    case 429:
      return new RateLimitedError(typeof record.retryAfter === 'number' ? record.retryAfter : 60, body);
    default:
      return new ApiError(status, code, body);
  }
}

export interface RequestOptions {
  /** Sent as JSON. */
  readonly body?: unknown;
  /** A player share token: sent as `Authorization: Bearer <token>` (GM requests use the cookie). */
  readonly token?: string | null;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sees the raw response of a success (headers such as the service worker's `x-tm-cached-at`). */
  readonly onResponse?: (response: Response) => void;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The fetch used by `request`; tests replace it with `setFetch`. */
let fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args);

export function setFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

/**
 * A request on the wire: what `call` sends. `path` starts with `/api/`; resolves with the parsed
 * JSON (undefined for 204). Screens call routes by name (`call`), never by path.
 */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    // A player's sheet may already be on its way (sent by the boot script, lib/earlySheet.ts).
    response = await (takeEarly(method, path, options.token) ??
      fetchImpl(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const text = response.status === 204 ? '' : await response.text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw errorFromResponse(response.status, body);
  options.onResponse?.(response);
  return body as T;
}


// ─── the typed client: a route of the contract's table, by name ─────────────────────────────────

/** The routes the contract's table has shapes for. */
type Routes = typeof routeTable;
export type RouteCalled = keyof Routes & RouteName;
/** What a call of route `N` takes (params, query, body), typed by the route's schemas. */
export type CallInput<N extends RouteCalled> = InputOf<Routes[N]>;
/** What route `N` answers, typed by its schema. */
export type CallAnswer<N extends RouteCalled> = AnswerOf<Routes[N]>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The URL of route `name` for `input`'s params and query (a stream's, a download's, a call's). */
export function urlOf<N extends RouteCalled>(name: N, input: Pick<CallInput<N>, 'params' | 'query'>, token?: string | null): string {
  return urlFor(name, input as { readonly params?: unknown; readonly query?: unknown }, token);
}

function urlFor(name: RouteName, input: { readonly params?: unknown; readonly query?: unknown }, token?: string | null): string {
  const path = pathOf(endpoints[name], (input.params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  // An EventSource cannot send a header: a stream takes the player's token in its URL.
  if (token) search.set('token', token);
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

type CallArgs<N extends RouteCalled> = object extends CallInput<N> ? [input?: CallInput<N>, options?: Omit<RequestOptions, 'body'>] : [input: CallInput<N>, options?: Omit<RequestOptions, 'body'>];

/** Calls route `name` of the contract's table: its method and path from the table, its input and answer typed by the route's schemas. */
export function call<N extends RouteCalled>(name: N, ...args: CallArgs<N>): Promise<CallAnswer<N>> {
  // Read untyped: the route's types were checked at the call.
  const [input, options] = args as unknown as [{ readonly params?: unknown; readonly query?: unknown; readonly body?: unknown } | undefined, Omit<RequestOptions, 'body'> | undefined];
  const given = input ?? {};
  return request<CallAnswer<N>>(endpoints[name].method, urlFor(name, given), { ...options, ...(given.body === undefined ? {} : { body: given.body }) });
}
