/**
 * The crew routes' schemas are the contract's (@temps-mort/contract routes/crews.ts and its schema
 * modules); what is left here is the one cast their handlers share.
 */
import type { z } from 'zod';

/**
 * The rules' model is deeply readonly, the schemas' inferred types are not: the same data. The
 * response serializer checks it against the schema anyway.
 */
export function asBody<S extends z.ZodType>(_schema: S, value: unknown): z.infer<S> {
  return value as z.infer<S>;
}
