/**
 * Schemas of the crew routes (crews, downtime, history, live): the version a write carries, the
 * share token a read may carry, and the crew's views (domain/crews/views.ts).
 */
import { z } from 'zod';

export { characterDowntimeSchema, crewEventSchema, crewRollSchema, crewSheetSchema, crewStepSchema, reasonSchema } from '../../../domain/crews/views';

export const versionBody = z.strictObject({
  version: z.number().int().min(1).describe('The version the client read (optimistic concurrency).'),
});

/** `?token=` lets an EventSource or a shared link authenticate a read (see auth/principal.ts). */
export const tokenQuery = { token: z.string().max(200).optional().describe("A crew's share token (players).") };


/**
 * The rules' model is deeply readonly, the schemas' inferred types are not: the same data. The
 * response serializer checks it against the schema anyway.
 */
export function asBody<S extends z.ZodType>(_schema: S, value: unknown): z.infer<S> {
  return value as z.infer<S>;
}
