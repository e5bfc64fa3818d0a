/**
 * Does a value satisfy a schema of the document? A small JSON Schema check (the keywords our
 * zod schemas produce), used to tell a malformed request that really breaks the contract (the
 * server must refuse it) from a mutation that happened to stay valid.
 *
 * Objects: an object schema with `properties` and no `additionalProperties` schema is read as
 * closed — the API's intent (unknown fields are refused), whatever the document says today.
 */
import type { JsonSchema } from './document';

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

/** True when `schema` describes a record (free keys), not a closed object. */
export function isRecord(schema: JsonSchema): boolean {
  return typeof schema.additionalProperties === 'object' || schema.additionalProperties === true || schema.propertyNames !== undefined;
}

/** True when an object schema lists its fields and allows no others. */
export function isClosedObject(schema: JsonSchema): boolean {
  return schema.properties !== undefined && !isRecord(schema);
}

export function conforms(schema: JsonSchema, value: unknown): boolean {
  if (schema.anyOf && !schema.anyOf.some((s) => conforms(s, value))) return false;
  if (schema.oneOf && !schema.oneOf.some((s) => conforms(s, value))) return false;
  if (schema.allOf && !schema.allOf.every((s) => conforms(s, value))) return false;
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
    if (!types.some((t) => typeMatches(t, actual))) return false;
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) return false;
  if (schema.const !== undefined && schema.const !== value) return false;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (schema.items && !value.every((item) => conforms(schema.items as JsonSchema, item))) return false;
  }
  if (actual === 'object') return objectConforms(schema, value as Record<string, unknown>);
  return true;
}

function objectConforms(schema: JsonSchema, value: Record<string, unknown>): boolean {
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) if (!Object.hasOwn(value, name)) return false;
  for (const [key, field] of Object.entries(value)) {
    const declared = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (declared) {
      if (!conforms(declared, field)) return false;
      continue;
    }
    if (schema.propertyNames && !conforms(schema.propertyNames, key)) return false;
    if (typeof schema.additionalProperties === 'object') {
      if (!conforms(schema.additionalProperties, field)) return false;
    } else if (isClosedObject(schema)) return false;
  }
  return true;
}
