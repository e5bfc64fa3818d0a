/**
 * What control each table rule needs, read from the rules' own `tableRulesSchema` (so a new option
 * shows up here with the right control and bounds): yes/no, one of a few values, a whole number
 * with its bounds, or the four result bands (1-3, 4-5, 6, critique) of a band map.
 */
import { DEFAULT_TABLE_RULES, tableRulesSchema, type TableRuleKey, type TableRules } from '@temps-mort/rules';

export const BANDS = ['1-3', '4-5', '6', 'crit'] as const;
export type Band = (typeof BANDS)[number];

export type RuleField =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly options: readonly string[] }
  | { readonly kind: 'number'; readonly min: number; readonly max: number }
  | { readonly kind: 'bands'; readonly min: number; readonly max: number };

/** The bits of a zod 4 schema read here. */
interface SchemaLike {
  readonly _zod: { readonly def: { readonly type: string; readonly innerType?: SchemaLike } };
  readonly options?: readonly unknown[];
  readonly minValue?: number | null;
  readonly maxValue?: number | null;
  readonly shape?: Readonly<Record<string, SchemaLike>>;
}

function inner(schema: SchemaLike): SchemaLike {
  let s = schema;
  while ((s._zod.def.type === 'default' || s._zod.def.type === 'optional') && s._zod.def.innerType) s = s._zod.def.innerType;
  return s;
}

function bounds(schema: SchemaLike): { min: number; max: number } {
  return { min: schema.minValue ?? -1000, max: schema.maxValue ?? 1000 };
}

export const TABLE_RULE_KEYS = Object.keys(tableRulesSchema.shape) as TableRuleKey[];

export function ruleField(key: TableRuleKey): RuleField {
  const schema = inner((tableRulesSchema.shape as unknown as Record<string, SchemaLike>)[key] as SchemaLike);
  switch (schema._zod.def.type) {
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', options: (schema.options ?? []).map(String) };
    case 'number':
      return { kind: 'number', ...bounds(schema) };
    case 'object': {
      const band = schema.shape?.['1-3'];
      return { kind: 'bands', ...(band ? bounds(inner(band)) : { min: -5, max: 10 }) };
    }
    default:
      throw new Error(`table rule ${key}: no control for ${schema._zod.def.type}`);
  }
}

export function defaultOf<K extends TableRuleKey>(key: K): TableRules[K] {
  return DEFAULT_TABLE_RULES[key];
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
