/**
 * The ONE error handler of the API (see http/errors.ts for the table of statuses and bodies).
 * Clients get codes and field paths, never messages of unexpected errors nor stack traces; every
 * 5xx is logged with its error. Registered with fastify-plugin so it covers every route.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RuleRefusalError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  type ValidationIssue,
} from '../http/errors';

/** The response (status and JSON body) for any thrown value. Exported for tests. */
export function errorResponse(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof ValidationError) return validation(error.issues);
  if (error instanceof UnauthorizedError) return { status: 401, body: { error: 'unauthorized' } };
  if (error instanceof ForbiddenError) return { status: 403, body: { error: 'forbidden' } };
  if (error instanceof NotFoundError) return { status: 404, body: { error: 'not_found', resource: error.resource } };
  if (error instanceof ConflictError) return { status: 409, body: { error: 'conflict', current: error.current } };
  if (error instanceof RuleRefusalError) {
    const { rule, code, values } = error.refusal;
    return { status: 422, body: { error: 'rule', rule, code, values } };
  }
  if (error instanceof TooManyRequestsError) return { status: 429, body: { error: 'rate_limited', retryAfter: error.retryAfter } };

  const fastifyError = error as Partial<FastifyError> | null;
  if (typeof fastifyError === 'object' && fastifyError !== null) {
    // A route schema (zod through fastify-type-provider-zod) refused the request. An unknown
    // field is named in the path itself (`body.bogus`), one issue per field.
    if (hasZodFastifySchemaValidationErrors(fastifyError)) {
      const where = fastifyError.validationContext ?? 'body';
      return validation(
        fastifyError.validation.flatMap((v) => {
          const keys = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: unknown }).keys : undefined;
          if (Array.isArray(keys) && keys.length > 0) {
            return keys.map((key) => ({ path: joinPath(where, `${v.instancePath}/${String(key)}`), message: 'unknown field' }));
          }
          return [{ path: joinPath(where, v.instancePath), message: v.message ?? 'invalid' }];
        }),
      );
    }
    if (Array.isArray(fastifyError.validation)) {
      const where = fastifyError.validationContext ?? 'body';
      return validation(fastifyError.validation.map((v) => ({ path: joinPath(where, v.instancePath), message: v.message ?? 'invalid' })));
    }
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return validation([{ path: 'body', message: 'malformed JSON' }]);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return validation([{ path: 'body', message: 'empty JSON body' }]);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_TYPE':
      case 'FST_ERR_CTP_EMPTY_TYPE':
        return validation([{ path: 'headers.content-type', message: 'unsupported media type (send application/json)' }]);
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return validation([{ path: 'headers.content-length', message: 'does not match the body' }]);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return { status: 413, body: { error: 'too_large' } };
      case 'FST_ERR_NOT_FOUND':
        return { status: 404, body: { error: 'not_found', resource: 'route' } };
      default:
        break;
    }
    // Other client errors Fastify or a plugin raised (a bad URL, a request aborted…): keep the
    // status, say nothing more.
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (status === 413) return { status, body: { error: 'too_large' } };
      return { status, body: { error: 'bad_request' } };
    }
  }
  return { status: 500, body: { error: 'internal' } };
}

function validation(issues: readonly ValidationIssue[]): { status: number; body: Record<string, unknown> } {
  return { status: 400, body: { error: 'validation', issues: issues.length > 0 ? issues : [{ path: 'body', message: 'invalid' }] } };
}

/** 'body' + '/take/0' → 'body.take.0'. */
function joinPath(where: string, instancePath: string | undefined): string {
  const rest = (instancePath ?? '').split('/').filter((p) => p !== '');
  return [where, ...rest].join('.');
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = errorResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.debug({ err: error }, 'request refused');
  if (error instanceof TooManyRequestsError) void reply.header('retry-after', String(error.retryAfter));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}

export default fp(errorsPlugin, { name: 'temps-mort-errors' });
