/**
 * Malformed variants of a valid request body: one mutation each, at a node chosen in the body's
 * tree (every object level, every field). Whether the server must refuse the result is decided
 * by the schema itself (`conforms` on what the server will parse), plus two things a JSON
 * Schema cannot say: an unknown field and a reserved record key are refused too.
 */
import { conforms, isClosedObject, isRecord } from './conforms';
import type { JsonSchema } from './document';
import type { Random } from './random';
import { branches, validValue, type ValueContext } from './values';

export const RESERVED_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'] as const;

export type MutationKind =
  | 'unknown-field'
  | 'wrong-type'
  | 'out-of-range'
  | 'huge-number'
  | 'nan-string'
  | 'too-long-string'
  | 'too-many-items'
  | 'reserved-key'
  | 'reserved-name'
  | 'deep-nesting'
  | 'missing-field'
  | 'empty-body'
  | 'bad-json'
  | 'wrong-content-type'
  | 'foreign-id'
  | 'bad-path-id'
  | 'unknown-query'
  | 'bad-query';

export const BODY_MUTATIONS: readonly MutationKind[] = [
  'unknown-field',
  'wrong-type',
  'out-of-range',
  'huge-number',
  'nan-string',
  'too-long-string',
  'too-many-items',
  'reserved-key',
  'reserved-name',
  'deep-nesting',
  'missing-field',
  'empty-body',
  'bad-json',
  'wrong-content-type',
];

export type Path = ReadonlyArray<string | number>;

export interface Node {
  readonly path: Path;
  readonly schema: JsonSchema;
  readonly value: unknown;
}

/** The branch of a union that a value takes (the first it conforms to, else the first of its type). */
export function resolve(schema: JsonSchema, value: unknown): JsonSchema {
  if (!schema.anyOf && !schema.oneOf) return schema;
  const options = branches(schema);
  return options.find((s) => conforms(s, value)) ?? options.find((s) => s.type === (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)) ?? options[0] ?? {};
}

/** Every node of a value with its schema, depth first, the root included. */
export function nodesOf(schema: JsonSchema, value: unknown, path: Path = []): Node[] {
  const own = resolve(schema, value);
  const out: Node[] = [{ path, schema: own, value }];
  if (Array.isArray(value)) {
    value.forEach((item, i) => out.push(...nodesOf(own.items ?? {}, item, [...path, i])));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      const declared = own.properties && Object.hasOwn(own.properties, key) ? own.properties[key] : undefined;
      const child = declared ?? (typeof own.additionalProperties === 'object' ? own.additionalProperties : {});
      out.push(...nodesOf(child, field, [...path, key]));
    }
  }
  return out;
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((step, i) => step === b[i]);

/** Sets an own property, even `__proto__`. */
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A copy of `root` with the node at `path` replaced (or removed, for `undefined`). */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete parent[last];
  else if (typeof last === 'string') define(parent as Record<string, unknown>, last, value);
  else parent[last] = value;
  return copy;
}

export interface BodyMutation {
  readonly kind: MutationKind;
  /** Where: `body.activity.kind`. */
  readonly where: string;
  /** The request body's text (undefined: no body at all). */
  readonly text: string | undefined;
  readonly contentType: string;
  /** The server must refuse it (4xx). */
  readonly refuse: boolean;
  /** It carries a field the schema does not declare. */
  readonly unknownField: boolean;
}

const where = (path: Path) => ['body', ...path.map(String)].join('.');
const DEEP = 20_000;
const HUGE_TEXTS = ['1e999', '-1e999', '9007199254740993', '123456789012345678901234567890', '1e308', '-0.0000001'];
const NAN_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e3', ' 1', '', '0x10', 'null'];
const UNKNOWN_KEYS = ['zzUnknown', 'isAdmin', 'campaignId', 'id', 'toString', 'valueOf', 'hasOwnProperty', 'constructor'];
const PLACEHOLDER = 'FZ\u2063RAW';

/** JSON text of `value` with each placeholder string replaced by raw JSON text. */
function textWith(value: unknown, raw: string | undefined): string {
  const text = JSON.stringify(value);
  return raw === undefined ? text : text.replace(JSON.stringify(PLACEHOLDER), raw);
}

function wrongTypeValue(schema: JsonSchema, random: Random): unknown {
  const candidates: unknown[] = ['fz', 7, 1.5, true, null, [], {}, [1, 'x'], { a: 1 }];
  const wrong = candidates.filter((c) => !conforms(schema, c));
  return wrong.length > 0 ? random.pick(wrong) : undefined;
}

/** Iterative: a deep-nesting body must not overflow the fuzz's own stack. */
function hasReservedKey(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) stack.push(...value);
    else
      for (const [key, field] of Object.entries(value)) {
        if ((RESERVED_KEYS as readonly string[]).includes(key)) return true;
        stack.push(field);
      }
  }
  return false;
}

/**
 * One malformed variant of `valid` (a valid body of `schema`) of the given kind, or null when
 * the body has no node the kind applies to.
 */
export function mutateBody(kind: MutationKind, schema: JsonSchema, valid: unknown, ctx: ValueContext, options: { closedPaths?: readonly Path[] } = {}): BodyMutation | null {
  const { random } = ctx;
  const nodes = nodesOf(schema, valid);
  let body: unknown = valid;
  let raw: string | undefined;
  let path: Path = [];
  let text: string | undefined;
  let contentType = 'application/json';
  let unknownField = false;
  const choose = (filter: (n: Node) => boolean): Node | null => {
    const fitting = nodes.filter(filter);
    return fitting.length > 0 ? random.pick(fitting) : null;
  };
  const isType = (n: Node, ...types: string[]) => types.includes(String(n.schema.type));

  switch (kind) {
    case 'unknown-field': {
      const closed = options.closedPaths
        ? nodes.filter((n) => options.closedPaths?.some((p) => samePath(p, n.path)))
        : nodes.filter((n) => n.value !== null && typeof n.value === 'object' && !Array.isArray(n.value) && isClosedObject(n.schema));
      if (closed.length === 0) return null;
      const node = random.pick(closed);
      const declared = Object.keys(node.schema.properties ?? {});
      const key = random.pick(UNKNOWN_KEYS.filter((k) => !declared.includes(k) && !Object.hasOwn(node.value as object, k)));
      const copy = { ...(node.value as Record<string, unknown>) };
      define(copy, key, random.pick<unknown>(['fz', 1, true, null, { nested: 1 }]));
      body = setAt(valid, node.path, copy);
      path = [...node.path, key];
      unknownField = true;
      break;
    }
    case 'wrong-type': {
      const node = choose((n) => n.path.length > 0 || random.chance(0.2));
      if (!node) return null;
      const value = wrongTypeValue(node.schema, random);
      if (value === undefined) return null;
      body = setAt(valid, node.path, value);
      path = node.path;
      break;
    }
    case 'out-of-range': {
      const node = choose((n) => isType(n, 'integer', 'number') && (n.schema.minimum !== undefined || n.schema.maximum !== undefined || n.schema.type === 'integer'));
      if (!node) return null;
      const s = node.schema;
      const options = [
        ...(s.maximum !== undefined ? [s.maximum + 1] : []),
        ...(s.minimum !== undefined ? [s.minimum - 1] : []),
        ...(s.type === 'integer' ? [(s.minimum ?? 0) + 0.5] : []),
      ];
      body = setAt(valid, node.path, random.pick(options));
      path = node.path;
      break;
    }
    case 'huge-number': {
      const node = choose((n) => isType(n, 'integer', 'number'));
      if (!node) return null;
      body = setAt(valid, node.path, PLACEHOLDER);
      raw = random.pick(HUGE_TEXTS);
      path = node.path;
      break;
    }
    case 'nan-string': {
      const node = choose((n) => isType(n, 'integer', 'number'));
      if (!node) return null;
      body = setAt(valid, node.path, random.pick(NAN_STRINGS));
      path = node.path;
      break;
    }
    case 'too-long-string': {
      const node = choose((n) => isType(n, 'string') && n.schema.maxLength !== undefined && !n.schema.enum);
      if (!node) return null;
      const max = node.schema.maxLength ?? 0;
      body = setAt(valid, node.path, 'x'.repeat(random.chance(0.5) ? max + 1 : Math.min(max * 50 + 1, 200_000)));
      path = node.path;
      break;
    }
    case 'too-many-items': {
      const node = choose((n) => Array.isArray(n.value) && n.schema.maxItems !== undefined);
      if (!node) return null;
      const items = node.value as unknown[];
      const one = items[0] ?? validValue(node.schema.items ?? {}, String(node.path.at(-1) ?? 'item'), ctx);
      body = setAt(valid, node.path, Array.from({ length: (node.schema.maxItems ?? 0) + 1 + random.int(3) }, () => one));
      path = node.path;
      break;
    }
    case 'reserved-key': {
      // A record takes any key: give it one an object already owns. Else, a closed object.
      const isObject = (n: Node) => n.value !== null && typeof n.value === 'object' && !Array.isArray(n.value);
      // Records the body could hold but the valid one left out (e.g. a character's skills) count too.
      const absent = nodes.filter(isObject).flatMap((n) =>
        Object.entries(n.schema.properties ?? {})
          .filter(([key, field]) => !Object.hasOwn(n.value as object, key) && isRecord(resolve(field, {})) && resolve(field, {}).type === 'object')
          .map(([key, field]): Node => ({ path: [...n.path, key], schema: resolve(field, {}), value: {} })),
      );
      const closedOnly = options.closedPaths;
      const records = closedOnly ? [] : [...nodes.filter((n) => isObject(n) && isRecord(n.schema)), ...absent];
      // Where the schema says little (the import's document), only the objects known closed.
      const objects = nodes.filter((n) => isObject(n) && (!closedOnly || closedOnly.some((p) => samePath(p, n.path))));
      const node = records.length > 0 ? random.pick(records) : objects.length > 0 ? random.pick(objects) : null;
      if (!node) return null;
      const key = random.pick(RESERVED_KEYS);
      const valueSchema = typeof node.schema.additionalProperties === 'object' ? node.schema.additionalProperties : {};
      const copy = { ...(node.value as Record<string, unknown>) };
      define(copy, key, records.includes(node) ? validValue(valueSchema, key, ctx) : 1);
      body = setAt(valid, node.path, copy);
      path = [...node.path, key];
      unknownField = !records.includes(node);
      break;
    }
    case 'reserved-name': {
      const node = choose((n) => isType(n, 'string') && !n.schema.enum);
      if (!node) return null;
      body = setAt(valid, node.path, random.pick(RESERVED_KEYS));
      path = node.path;
      break;
    }
    case 'deep-nesting': {
      const node = choose(() => true);
      if (!node) return null;
      body = setAt(valid, node.path, PLACEHOLDER);
      const asObject = random.chance(0.5);
      raw = asObject ? '{"a":'.repeat(DEEP / 4) + '1' + '}'.repeat(DEEP / 4) : '['.repeat(DEEP) + ']'.repeat(DEEP);
      path = node.path;
      // Nested objects in place of a closed object bring their own unknown field ("a").
      unknownField = asObject && isClosedObject(node.schema) && !Object.hasOwn(node.schema.properties ?? {}, 'a');
      break;
    }
    case 'missing-field': {
      const node = choose((n) => {
        const parent = nodes.find((p) => p.path.length === n.path.length - 1 && p.path.every((s, i) => s === n.path[i]));
        return n.path.length > 0 && typeof n.path.at(-1) === 'string' && (parent?.schema.required ?? []).includes(String(n.path.at(-1)));
      });
      if (!node) return null;
      body = setAt(valid, node.path, undefined);
      path = node.path;
      break;
    }
    case 'empty-body': {
      const choice = random.pick([undefined, '{}', 'null', '[]', '""', '0', '   ']);
      text = choice;
      break;
    }
    case 'bad-json': {
      text = random.pick(['{"version":', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\u0000', '{"a":"\\ud800"', '[1,2', 'tru']);
      break;
    }
    case 'wrong-content-type': {
      contentType = random.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']);
      break;
    }
    default:
      return null;
  }

  const finalText = kind === 'empty-body' || kind === 'bad-json' ? text : textWith(body, raw);
  let refuse: boolean;
  if (kind === 'bad-json' || kind === 'wrong-content-type') refuse = true;
  else if (finalText === undefined || finalText.trim() === '') refuse = true;
  else {
    const parsed = JSON.parse(finalText) as unknown;
    refuse = unknownField || hasReservedKey(parsed) || !conforms(schema, parsed);
  }
  return { kind, where: kind === 'empty-body' || kind === 'bad-json' || kind === 'wrong-content-type' ? 'body' : where(path), text: finalText, contentType, refuse, unknownField };
}
