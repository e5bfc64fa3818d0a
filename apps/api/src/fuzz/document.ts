/**
 * The operations of the app's own OpenAPI document (GET /api/openapi.json), as the fuzz needs
 * them: method, path, who may call it, its path and query parameters and its JSON body schema.
 * The document is the contract: every request the fuzz sends is built from it, so a route added
 * tomorrow is fuzzed tomorrow without a line here.
 */

/** The subset of JSON Schema that fastify-type-provider-zod writes for our zod schemas. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly propertyNames?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly default?: unknown;
  readonly description?: string;
}

export interface Parameter {
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/**
 * Who the document says may call an operation: `player` is a link given to a character acting for
 * it (issue 36: its proposals, its rolls asked, its texts), the only one a player's write may pass.
 */
export type Audience = 'public' | 'gm' | 'gmOrPlayer' | 'player';

export interface Operation {
  /** `POST /api/crews/{crewId}/undo` */
  readonly id: string;
  readonly method: string;
  /** The path template, `{name}` for each path parameter. */
  readonly path: string;
  readonly audience: Audience;
  readonly pathParams: readonly Parameter[];
  readonly queryParams: readonly Parameter[];
  readonly body?: JsonSchema;
  readonly bodyRequired: boolean;
}

interface RawOperation {
  readonly security?: ReadonlyArray<Record<string, unknown>>;
  readonly parameters?: ReadonlyArray<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  readonly requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function audienceOf(security: RawOperation['security']): Audience {
  if (!security || security.length === 0) return 'public';
  const player = security.some((s) => 'shareToken' in s);
  if (player && !security.some((s) => 'gmSession' in s)) return 'player';
  return player ? 'gmOrPlayer' : 'gm';
}

/** Every operation of the document, in the document's order. */
export function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths?: Record<string, Record<string, RawOperation>> }).paths ?? {};
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const params = raw.parameters ?? [];
      const param = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const body = raw.requestBody?.content?.['application/json']?.schema;
      out.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        audience: audienceOf(raw.security),
        pathParams: param('path'),
        queryParams: param('query'),
        ...(body ? { body } : {}),
        bodyRequired: raw.requestBody?.required === true,
      });
    }
  }
  return out;
}
