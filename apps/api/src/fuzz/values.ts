/**
 * Valid values from a schema of the document: the right types, in range, and — for the fields a
 * rule reads — the real ids and names of the target (its crew's characters, factions, skills…),
 * so a valid request gets past the door and reaches the rules. GM-only text (GM notes, a hidden
 * roll's purpose) carries a secret marker: no player or anonymous answer may ever contain one.
 */
import { isRecord } from './conforms';
import type { JsonSchema } from './document';
import type { Random } from './random';
import { GHOST_ID, type Scope } from './targets';

/** The prefix of every string only the GM may read back. */
export const SECRET_MARKER = 'Zq9SECRET';
/** The passphrase the seeding sets, so a valid sign-in can succeed. */
export const FUZZ_PASSPHRASE = 'fuzz-passphrase-Zq9';

const SKILLS = ['hunt', 'study', 'survey', 'tinker', 'finesse', 'prowl', 'skirmish', 'wreck', 'attune', 'command', 'consort', 'sway'];
const ATTRIBUTES = ['insight', 'prowess', 'resolve'];

export interface ValueContext {
  readonly scope: Scope;
  readonly random: Random;
  /** A fresh secret marker string. */
  secret(): string;
  /** The caller's share token (player only). */
  readonly playerToken?: string;
}

/** The non-null branches of a union, or the schema itself. */
export function branches(schema: JsonSchema): readonly JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

const isNullSchema = (s: JsonSchema) => s.type === 'null';

function clampString(text: string, schema: JsonSchema): string {
  let out = text;
  if (schema.maxLength !== undefined) out = out.slice(0, schema.maxLength);
  while (out.length < (schema.minLength ?? 0)) out += 'z';
  return out;
}

function integer(schema: JsonSchema, random: Random): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 10), Number.MAX_SAFE_INTEGER);
  // Mostly small values: the rules refuse most big ones (coin, segments…), which teaches nothing.
  const roll = random.int(10);
  if (roll < 6) return Math.min(max, min + random.int(4));
  if (roll < 8) return random.chance(0.5) ? min : max;
  return min + Math.floor(random.int(1_000_000) % (Math.min(max - min, 1_000_000) + 1));
}

/** A value for a field the rules read, by its name; undefined when the name says nothing. */
function named(name: string, schema: JsonSchema, ctx: ValueContext): unknown {
  const { scope, random } = ctx;
  const crew = scope.crew;
  const character = scope.character;
  const pickOr = (items: readonly string[] | undefined, fallback: string) => (items && items.length > 0 ? random.pick(items) : fallback);
  const type = schema.type;
  if (type === 'integer' || type === 'number') {
    if (name === 'version') return scope.version;
    if (name === 'lastEventId' || name === 'after' || name === 'before') return random.between(0, crew?.lastSeq ?? 0);
    return undefined;
  }
  if (type !== 'string' || schema.enum) return undefined;
  switch (name) {
    case 'campaignId':
      return scope.anchors.campaignId;
    case 'crewId':
      return crew?.id ?? GHOST_ID;
    case 'characterId':
      // Mostly the scope's character, so the fields read with it (a d12 trait, a skill) are theirs.
      return character !== undefined && random.chance(0.7) ? character.id : pickOr(crew?.characters.map((c) => c.id), GHOST_ID);
    case 'factionId':
      return pickOr(crew?.factions, GHOST_ID);
    case 'cohortId':
      return pickOr(crew?.cohorts, GHOST_ID);
    case 'assetId':
      return pickOr(crew?.assets, GHOST_ID);
    case 'entanglementId':
      return pickOr(crew?.entanglements, GHOST_ID);
    case 'clockId':
      return pickOr(crew?.clocks, GHOST_ID);
    case 'complexActionId':
      // A roll request's complex action (issue 36): the campaign's, or the crew's own.
      return pickOr(
        scope.world.trackers.filter((t) => t.campaignId === scope.anchors.campaignId && (t.crewId === null || t.crewId === crew?.id)).map((t) => t.id),
        GHOST_ID,
      );
    case 'projectId':
    case 'requires':
    case 'id':
      return pickOr(character?.projects, GHOST_ID);
    case 'memberIds':
      return pickOr(scope.wizard?.members, GHOST_ID);
    case 'diedIds':
      return pickOr(scope.wizard?.muscles, GHOST_ID);
    case 'token':
      return ctx.playerToken;
    case 'passphrase':
      return FUZZ_PASSPHRASE;
    case 'gmNotes':
      return ctx.secret();
    case 'skill':
    case 'action':
      return pickOr(character?.skills, random.pick(SKILLS));
    case 'attribute':
      return pickOr(character?.attributes, random.pick(ATTRIBUTES));
    case 'trait':
      return pickOr(character?.traits, 'Têtu');
    case 'claim':
      return pickOr(crew?.claims, 'Le tripot');
    case 'kind':
      return 'gambling';
    case 'type':
      return random.pick(['crew_edit', 'downtime_started', 'crew_edit,faction_edit']);
    case 'helped':
    case 'selfSurgery':
      return random.pick(['true', 'false']);
    case 'helpers':
      return random.pick(['10', '10,20', '']);
    case 'prisonClaims':
      return random.pick(['', 'cell_block']);
    default:
      return undefined;
  }
}

let counter = 0;

export function validValue(schema: JsonSchema, name: string, ctx: ValueContext): unknown {
  const { random } = ctx;
  if (schema.anyOf || schema.oneOf) {
    const options = branches(schema);
    const solid = options.filter((s) => !isNullSchema(s));
    const chosen = solid.length > 0 && (solid.length === options.length || random.chance(0.85)) ? random.pick(solid) : random.pick(options);
    return validValue(chosen, name, ctx);
  }
  const known = named(name, schema, ctx);
  if (known !== undefined) return known;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
      return integer(schema, random);
    case 'number':
      return integer(schema, random);
    case 'string':
      return clampString(schema.pattern ? `fz${++counter}` : `fz ${name} ${++counter}`, schema);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, min + 3);
      const length = random.between(min, Math.max(min, max));
      return Array.from({ length }, () => validValue(schema.items ?? {}, name, ctx));
    }
    case 'object':
      return validObject(schema, name, ctx);
    default:
      return `fz ${++counter}`;
  }
}

function recordKeys(name: string, ctx: ValueContext): string[] {
  const character = ctx.scope.character;
  if (name === 'skills') return (character?.skills.length ? character.skills : SKILLS).slice(0, 4);
  if (name === 'attributes') return character?.attributes.length ? [...character.attributes] : ATTRIBUTES;
  return ['k1', 'k2'];
}

function validObject(schema: JsonSchema, name: string, ctx: ValueContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isRecord(schema) && !schema.properties) {
    const value = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
    for (const key of recordKeys(name, ctx)) if (ctx.random.chance(0.7)) out[key] = validValue(value, key, ctx);
    return out;
  }
  const required = new Set(schema.required ?? []);
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || ctx.random.chance(0.5)) out[key] = validValue(field, key, ctx);
  }
  // What the rules check across fields (a pool within its value, a clock's filled within its segments…).
  for (const [high, low] of [['value', 'pool'], ['max', 'current'], ['segments', 'filled']] as const) {
    const top = out[high];
    const under = out[low];
    if (typeof top === 'number' && typeof under === 'number' && under > top) out[low] = top;
  }
  // A hidden roll's purpose is GM-only text.
  if (out.hidden === true && schema.properties?.purpose) out.purpose = ctx.secret();
  return out;
}
