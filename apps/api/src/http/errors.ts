/**
 * The errors a route or a service throws on purpose. plugins/errors.ts is the ONE place that turns
 * them (and Fastify's own errors) into responses; see `ErrorBody` in http/schemas.ts for the shapes.
 *
 * | thrown | status | body |
 * | --- | --- | --- |
 * | ValidationError / BadRequestError / a route schema failure | 400 | `{ error: 'validation', issues: [{ path: 'body.take', message }] }` |
 * | UnauthorizedError | 401 | `{ error: 'unauthorized' }` |
 * | ForbiddenError | 403 | `{ error: 'forbidden' }` |
 * | NotFoundError(resource, id) | 404 | `{ error: 'not_found', resource }` |
 * | ConflictError(current) | 409 | `{ error: 'conflict', current }` (the current state, with its version) |
 * | (Fastify) body over 1 MiB | 413 | `{ error: 'too_large' }` |
 * | RuleRefusalError(refusal) | 422 | `{ error: 'rule', rule: 'A1', code, values }` |
 * | TooManyRequestsError | 429 | `{ error: 'rate_limited', retryAfter }` (seconds) |
 * | anything else | 500 | `{ error: 'internal' }` — never a message or a stack |
 *
 * A ZodError is NOT a client error: thrown past the door, it means data we built or read back does
 * not match its schema (our fault, 500). Client input checked inside a handler goes through
 * `parseInput`, which throws a ValidationError naming the request's fields.
 */
import type { Refusal } from '@temps-mort/rules';
import type { z } from 'zod';

export interface ValidationIssue {
  /** Where: `body.take`, `params.crewId`, `querystring.limit`, `headers.content-type`, `body`. */
  readonly path: string;
  readonly message: string;
}

/** Base class: every error the app throws on purpose carries its HTTP status. */
export abstract class HttpError extends Error {
  abstract readonly statusCode: number;
}

export class ValidationError extends HttpError {
  readonly statusCode = 400;
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(`invalid input: ${issues.map((i) => i.path).join(', ')}`);
    this.name = 'ValidationError';
  }
}

/** A 400 naming one field, e.g. `new BadRequestError('body.crewId', 'not in this campaign')`. */
export class BadRequestError extends ValidationError {
  constructor(field: string, message: string) {
    super([{ path: field, message }]);
    this.name = 'BadRequestError';
  }
}

export class UnauthorizedError extends HttpError {
  readonly statusCode = 401;
  constructor() {
    super('unauthorized');
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends HttpError {
  readonly statusCode = 403;
  constructor() {
    super('forbidden');
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends HttpError {
  readonly statusCode = 404;
  /** `resource`: 'crew', 'campaign', 'share_link', 'route'…; the id is logged, never sent. */
  constructor(
    readonly resource: string,
    readonly id?: string,
  ) {
    super(`${resource} not found`);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends HttpError {
  readonly statusCode = 409;
  /** `current`: the resource as it is now (with its version), so the client can merge and retry. */
  constructor(readonly current: unknown) {
    super('stale version');
    this.name = 'ConflictError';
  }
}

export class RuleRefusalError extends HttpError {
  readonly statusCode = 422;
  constructor(readonly refusal: Refusal) {
    super(`refused by rule ${refusal.rule}: ${refusal.code}`);
    this.name = 'RuleRefusalError';
  }
}

export class TooManyRequestsError extends HttpError {
  readonly statusCode = 429;
  /** Seconds until the client may try again. */
  constructor(readonly retryAfter: number) {
    super('rate limited');
    this.name = 'TooManyRequestsError';
  }
}

/**
 * Client input checked inside a handler (a merged item, an event built from the body): the value
 * the schema gives, or a 400 naming each field under `prefix` (`body.skills.study`).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, prefix = 'body'): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ValidationError(
    parsed.error.issues.flatMap((issue) => {
      const at = [prefix, ...issue.path.map(String)];
      if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ path: [...at, key].join('.'), message: 'unknown field' }));
      return [{ path: at.join('.'), message: issue.message }];
    }),
  );
}
