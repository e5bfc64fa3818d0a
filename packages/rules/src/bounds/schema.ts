import { z } from 'zod';

/** A whole-number field's range, both ends included, and its default when the schema gives one. */
export interface FieldBounds {
  readonly min: number;
  readonly max: number;
  readonly default?: number;
}

/**
 * The range a zod number schema accepts, read from the schema itself (through `optional`,
 * `nullable` and `default`), so a form bounded by it and the schema that checks the form cannot
 * disagree. A schema that is not a bounded number is a programmer error: it throws.
 */
export function schemaBounds(schema: z.core.$ZodType): FieldBounds {
  let inner: z.core.$ZodType = schema;
  let fallback: number | undefined;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
    else if (inner instanceof z.ZodDefault) {
      const value: unknown = inner.def.defaultValue;
      if (typeof value === 'number') fallback = value;
      inner = inner.unwrap();
    } else break;
  }
  if (!(inner instanceof z.ZodNumber)) throw new Error('schemaBounds: not a number schema');
  const { minValue: min, maxValue: max } = inner;
  // An end left open (±MAX_SAFE_INTEGER for an int, ±Infinity) is no bound a form can show.
  if (min === null || max === null || Math.abs(min) >= Number.MAX_SAFE_INTEGER || Math.abs(max) >= Number.MAX_SAFE_INTEGER) {
    throw new Error('schemaBounds: the number schema has no min or no max');
  }
  return fallback === undefined ? { min, max } : { min, max, default: fallback };
}

/** One object of a union (a discriminated union of events, of choices) whose literal fields have these values. */
export function unionMember(union: { readonly options: readonly z.core.$ZodType[] }, literals: Readonly<Record<string, string>>): z.ZodObject {
  const found = union.options.find(
    (option): option is z.ZodObject =>
      option instanceof z.ZodObject &&
      Object.entries(literals).every(([key, value]) => {
        const field = option.shape[key];
        return field instanceof z.ZodLiteral && field.values.has(value);
      }),
  );
  if (!found) throw new Error(`unionMember: no member ${JSON.stringify(literals)}`);
  return found;
}

/** A field of an object that is itself a union (a recover activity's healer). */
export function unionField(object: z.ZodObject, field: string): z.ZodUnion {
  const schema = object.shape[field];
  if (!(schema instanceof z.ZodUnion)) throw new Error(`unionField: ${field} is not a union`);
  return schema;
}

/** The bounds of a number field of a union member. */
export function memberBounds(union: { readonly options: readonly z.core.$ZodType[] }, literals: Readonly<Record<string, string>>, field: string): FieldBounds {
  const schema = unionMember(union, literals).shape[field];
  if (!schema) throw new Error(`memberBounds: no field ${field} in ${JSON.stringify(literals)}`);
  return schemaBounds(schema);
}
