/**
 * The error bodies every route may answer, and `errorResponses` to spread the usual ones into a
 * route's `response` map:
 *
 * ```ts
 * response: { 200: crewSheetSchema, ...errorResponses(400, 401, 403, 404, 409, 422) }
 * ```
 * The API's error handler (plugins/errors.ts) writes these bodies; declaring them documents them.
 */
import { z } from 'zod';

export const validationErrorSchema = z
  .object({
    error: z.literal('validation'),
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
  })
  .describe('A field (or the body as a whole) is invalid.');
export const unauthorizedSchema = z.object({ error: z.literal('unauthorized') }).describe('No valid GM session or share token.');
export const forbiddenSchema = z.object({ error: z.literal('forbidden') }).describe('Signed in, but not allowed (a player link never writes).');
export const notFoundSchema = z.object({ error: z.literal('not_found'), resource: z.string() });
export const conflictSchema = z
  .object({ error: z.literal('conflict'), current: z.unknown() })
  .describe('Stale version: `current` is the resource as it is now.');
export const tooLargeSchema = z.object({ error: z.literal('too_large') }).describe('Body over 1 MiB.');
export const ruleRefusalSchema = z
  .object({
    error: z.literal('rule'),
    rule: z.string(),
    code: z.string(),
    values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  })
  .describe('The rules refuse the step; `rule` is the SPEC.md rule id (e.g. A1).');
export const rateLimitedSchema = z.object({ error: z.literal('rate_limited'), retryAfter: z.number() });
export const internalSchema = z.object({ error: z.literal('internal') });

const byStatus = {
  400: validationErrorSchema,
  401: unauthorizedSchema,
  403: forbiddenSchema,
  404: notFoundSchema,
  409: conflictSchema,
  413: tooLargeSchema,
  422: ruleRefusalSchema,
  429: rateLimitedSchema,
  500: internalSchema,
} as const;

export type ErrorStatus = keyof typeof byStatus;

/** `{ 400: validationErrorSchema, 401: … }` for the statuses given, to spread into `response`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): { [K in S]: (typeof byStatus)[K] } {
  const out = {} as { [K in S]: (typeof byStatus)[K] };
  for (const status of statuses) out[status] = byStatus[status];
  return out;
}

/** An empty 204 response, for the `response` map. */
export const noContent = z.null().describe('No content.');

export type ValidationErrorBody = z.output<typeof validationErrorSchema>;
export type RuleRefusalBody = z.output<typeof ruleRefusalSchema>;
