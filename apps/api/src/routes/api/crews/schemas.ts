/**
 * Schemas of the crew routes (crews, downtime, history, live): declared in @temps-mort/contract
 * (crew.ts, crewHistory.ts, crewWrites.ts) and re-exported here for the routes.
 */
import type { z } from 'zod';

export {
  characterDowntimeSchema,
  crewEventSchema,
  crewRollSchema,
  crewSheetSchema,
  crewStepSchema,
  reasonSchema,
  tokenQuery,
  versionBody,
} from '@temps-mort/contract';

/**
 * The rules' model is deeply readonly, the schemas' inferred types are not: the same data. The
 * response serializer checks it against the schema anyway.
 */
export function asBody<S extends z.ZodType>(_schema: S, value: unknown): z.infer<S> {
  return value as z.infer<S>;
}
