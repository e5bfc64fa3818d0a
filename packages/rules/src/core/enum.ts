import { z } from 'zod';

/** A zod enum made from a module's own list of values, so the list is written once. */
export function enumOf<T extends string>(values: readonly T[]): z.ZodEnum<{ [K in T]: K }> {
  return z.enum(values as unknown as [T, ...T[]]) as unknown as z.ZodEnum<{ [K in T]: K }>;
}
