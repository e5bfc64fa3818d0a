import { z } from 'zod';
import type { AssetDuration, AssetEnd, AssetKind, Crew, CrewAsset, DangerousGoods, Faction, PrisonClaimKind } from './crew';
import { ASSET_DURATIONS, ASSET_ENDS, ASSET_KINDS, DANGEROUS_GOODS, FACTION_FIELDS } from './crew';
import { SENTENCES, SKILL_RATING_BOUNDS, type Character } from './character';
import type { InjuryCause, Wizard } from './frostgrave';
import { INJURY_CAUSES } from './frostgrave';
import { isReservedKey } from '../core/keys';
import { enumOf } from '../core/enum';
import { CLOCK_OWNER_KINDS, CLOCK_SEGMENT_BOUNDS, CLOCK_VISIBILITIES, CREW_CLOCK_OWNER_KINDS, type CrewClock, type GameClock } from './clock';
import { MAX_CREW_TIER, MAX_SETTLED_HEAT, MAX_STATUS, MAX_WANTED, MIN_STATUS } from './limits';
import { D12_MAX_TRAIT, D12_MAX_VALUE, D12_MIN_TRAIT, D12_MIN_VALUE } from '../d12/sheet';

/**
 * zod schemas of the data model (strict: an unknown field is refused, never dropped): the API validates every write with them and the web forms
 * validate as the GM types with the same ones. Bounds are the game's (tier 0–4, heat 0–9,
 * wanted 0–4, status −3..+3, pools 0–12) plus generous sanity limits on free numbers.
 */
export const idSchema = z.string().trim().min(1).max(100);
export const nameSchema = z.string().trim().min(1).max(120);
export const noteSchema = z.string().trim().max(2000);
/**
 * A name used as an object key (a skill, an attribute): never one Object.prototype answers
 * (`constructor`, `toString`, `__proto__`…), so a lookup can never find a prototype's function.
 */
export const keySchema = nameSchema.refine((name) => !isReservedKey(name), { message: 'reserved name' });

/**
 * A record keyed by names (`keySchema`: never a name Object.prototype answers), with at most `max`
 * of them (maxProperties in the API's document). zod copies a record into a fresh object, so an
 * own `__proto__` never comes through (the API's JSON parser refuses it first anyway).
 */
export function namedRecord<V extends z.ZodType>(value: V, max: number) {
  return z
    .record(keySchema, value)
    .refine((record) => Object.keys(record).length <= max, { message: `at most ${max} entries` })
    .meta({ maxProperties: max });
}

/** Coin, gold and other counts: whole and never negative. */
export const countSchema = (max: number) => z.number().int().min(0).max(max);

export const tierSchema = z.number().int().min(0).max(MAX_CREW_TIER);
export const heatSchema = z.number().int().min(0).max(MAX_SETTLED_HEAT);
export const wantedSchema = z.number().int().min(0).max(MAX_WANTED);
export const statusSchema = z.number().int().min(MIN_STATUS).max(MAX_STATUS);
export const coinSchema = countSchema(100_000);

export const clockSchema = z
  .strictObject({
    id: idSchema,
    name: nameSchema,
    segments: z.number().int().min(1).max(24),
    filled: z.number().int().min(0).max(24),
    requires: idSchema.nullable().optional(),
  })
  .refine((c) => c.filled <= c.segments, { message: 'filled must not exceed segments', path: ['filled'] });

/** K1: who a clock belongs to. */
export const clockOwnerSchema = z.strictObject({ kind: enumOf(CLOCK_OWNER_KINDS), id: idSchema });

const gameClockShape = {
  id: idSchema,
  name: nameSchema,
  owner: clockOwnerSchema,
  segments: z.number().int().min(CLOCK_SEGMENT_BOUNDS.min).max(CLOCK_SEGMENT_BOUNDS.max),
  filled: z.number().int().min(0).max(CLOCK_SEGMENT_BOUNDS.max),
  requires: idSchema.nullable().optional(),
  unlocks: z.array(idSchema).max(50).optional(),
  racesAgainst: idSchema.nullable().optional(),
};
const filledWithin = (c: { filled: number; segments: number }): boolean => c.filled <= c.segments;
const filledWithinError = { message: 'filled must not exceed segments', path: ['filled'] };

/**
 * K1/K6/K7: a clock of the crew, a faction or a character (2..12 segments). The links are checked
 * against the board by `validateClocks`, not here.
 */
export const gameClockSchema = z.strictObject(gameClockShape).refine(filledWithin, filledWithinError);

/** What a clock's filling brings, in the GM's words. */
export const clockOnFillSchema = z.string().trim().max(500);

/** K1: a clock the crew keeps (its own or a faction's), with what players know of it. */
export const crewClockFields = z.strictObject({
  ...gameClockShape,
  owner: z.strictObject({ kind: enumOf(CREW_CLOCK_OWNER_KINDS), id: idSchema }),
  visibility: enumOf(CLOCK_VISIBILITIES),
  onFill: clockOnFillSchema,
});
export const crewClockSchema = crewClockFields.refine(filledWithin, filledWithinError);

/** K1: a clock's fill never passes its size (for a schema built from `crewClockFields`). */
export function withinSegments<T extends z.ZodType<{ filled: number; segments: number }>>(schema: T) {
  return schema.refine(filledWithin, filledWithinError);
}

export const harmSchema = z.strictObject({
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  description: noteSchema,
});

export const attributeCirclesSchema = z
  .strictObject({ max: z.number().int().min(0).max(12), current: z.number().int().min(0).max(12) })
  .refine((a) => a.current <= a.max, { message: 'current must not exceed max', path: ['current'] });

export const poolAttributeSchema = z
  .strictObject({
    value: z.number().int().min(D12_MIN_VALUE).max(D12_MAX_VALUE),
    pool: z.number().int().min(D12_MIN_VALUE).max(D12_MAX_VALUE),
  })
  .refine((a) => a.pool <= a.value, { message: 'pool must not exceed value', path: ['pool'] });

/** The longest of a character's free texts (the player's own words). */
export const CHARACTER_TEXT_BOUNDS = { look: 500, notes: 2000, purveyor: 120, fear: 200 } as const;

export const characterSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  status: z.enum(['active', 'jailed', 'lost', 'retired', 'out']),
  /** I2: characters stored before the sentence was kept have none. */
  jail: z.strictObject({ sentence: z.enum(SENTENCES) }).optional(),
  attributes: namedRecord(attributeCirclesSchema, 20),
  skills: namedRecord(z.number().int().min(SKILL_RATING_BOUNDS.start.min).max(SKILL_RATING_BOUNDS.max), 60),
  harm: z.array(harmSchema).max(20),
  trauma: z.array(nameSchema).max(20),
  vice: z.strictObject({ kind: nameSchema, purveyor: z.string().trim().max(CHARACTER_TEXT_BOUNDS.purveyor), tapped: z.boolean() }).nullable(),
  load: countSchema(12),
  coin: coinSchema,
  pools: z.strictObject({ body: poolAttributeSchema, mind: poolAttributeSchema, soul: poolAttributeSchema }),
  traits: z.array(z.strictObject({ name: nameSchema, rating: z.number().int().min(D12_MIN_TRAIT).max(D12_MAX_TRAIT) })).max(30),
  comfort: z.strictObject({ name: nameSchema, lost: z.boolean() }).nullable(),
  fear: z.string().trim().max(CHARACTER_TEXT_BOUNDS.fear).nullable(),
  look: z.string().trim().max(CHARACTER_TEXT_BOUNDS.look).optional(),
  notes: z.string().trim().max(CHARACTER_TEXT_BOUNDS.notes).optional(),
  destiny: countSchema(99),
  healing: clockSchema,
  projects: z.array(clockSchema).max(50),
});

/** A faction's parts players may or may not know; each named once. */
export const factionFieldsSchema = z
  .array(enumOf(FACTION_FIELDS))
  .max(FACTION_FIELDS.length)
  .refine((fields) => new Set(fields).size === fields.length, { message: 'each field once' });

export const factionSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  tier: tierSchema,
  status: statusSchema,
  goal: z.string().trim().max(500).optional(),
  notes: noteSchema.optional(),
  assets: z.array(nameSchema).max(20).optional(),
  revealed: factionFieldsSchema.optional(),
});

export const cohortSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  kind: z.enum(['gang', 'expert']),
  quality: z.number().int().min(0).max(6),
});

export const entanglementKindSchema = z.enum([
  'cohort_trouble',
  'usual_suspects',
  'questioning',
  'flipped',
  'interrogation',
  'rivals',
  'unquiet_dead',
  'reprisals',
  'demonic_notice',
  'show_of_force',
  'cooperation',
  'arrest',
]);

export const prisonClaimKindSchema = z.enum([
  'controlled_cell_block',
  'smuggling',
  'allied_claim',
  'bribed_guards',
  'hard_case',
  'parole',
]) satisfies z.ZodType<PrisonClaimKind>;

export const assetKindSchema = z.enum(ASSET_KINDS as [AssetKind, ...AssetKind[]]);
export const dangerousGoodsSchema = z.enum(DANGEROUS_GOODS as [DangerousGoods, ...DangerousGoods[]]);
export const assetDurationSchema = z.enum(ASSET_DURATIONS as [AssetDuration, ...AssetDuration[]]);
/** A4: why an asset leaves the sheet. */
export const assetEndSchema = z.enum(ASSET_ENDS as [AssetEnd, ...AssetEnd[]]);

export const crewAssetSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  kind: assetKindSchema,
  quality: z.number().int().min(0).max(20),
  duration: assetDurationSchema,
  dangerousGoods: dangerousGoodsSchema.nullable(),
  scale: tierSchema.nullable(),
  acquiredBy: idSchema,
  downtime: z.number().int().min(0).max(100_000),
});

export const crewSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  tier: tierSchema,
  hold: z.enum(['weak', 'strong']),
  rep: countSchema(1000),
  coin: coinSchema,
  heat: heatSchema,
  wanted: wantedSchema,
  atWar: z.boolean(),
  claims: z.array(nameSchema).max(60),
  prisonClaims: z.array(prisonClaimKindSchema).max(12),
  unpaidTithes: z.array(z.strictObject({ boss: nameSchema, amount: coinSchema })).max(50),
  pendingEntanglements: z
    .array(z.strictObject({ id: idSchema, kind: entanglementKindSchema, revealed: z.boolean(), hidden: z.boolean() }))
    .max(50),
  factions: z.array(factionSchema).max(100),
  cohorts: z.array(cohortSchema).max(50),
  /** A4: crews, events and exports from before assets were kept have none. */
  assets: z.array(crewAssetSchema).max(50).default([]),
  characters: z.array(characterSchema).max(20),
  /** K1: crews and exports from before clocks were their own have none. */
  clocks: z.array(crewClockSchema).max(60).optional(),
});

/** A GM's edit of the sheet: top-level fields replaced as given (lists are replaced whole). */
// The schemas and the model types must describe the same data.
const _crewMatches: z.ZodType<Crew> = crewSchema;
const _characterMatches: z.ZodType<Character> = characterSchema;
const _assetMatches: z.ZodType<CrewAsset> = crewAssetSchema;
const _gameClockMatches: z.ZodType<GameClock> = gameClockSchema;
const _crewClockMatches: z.ZodType<CrewClock> = crewClockSchema;
const _factionMatches: z.ZodType<Faction> = factionSchema;
void _crewClockMatches;
void _factionMatches;
void _assetMatches;
void _gameClockMatches;
void _crewMatches;
void _characterMatches;

// Assets and clocks change only through their own events (A4: acquired, then used, lapsed or
// lost; K1: a clock set, ticked, removed).
export const crewPatchSchema = crewSchema.omit({ id: true, assets: true, clocks: true }).partial();
export type CrewPatch = z.infer<typeof crewPatchSchema>;

/** A permanent injury on a warband member (F6 19-20). */
export const permanentInjurySchema = z.strictObject({ cause: z.enum(INJURY_CAUSES as [InjuryCause, ...InjuryCause[]]), collectionId: idSchema });

export const warbandMemberSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  role: z.enum(['wizard', 'apprentice', 'captain', 'soldier', 'hired_muscle']),
  baseCost: countSchema(10_000),
  will: z.number().int().min(-5).max(20),
  /** Members stored before injuries were recorded have none. */
  injuries: z.array(permanentInjurySchema).max(50).default([]),
});

export const wizardSchema = z.strictObject({
  id: idSchema,
  name: nameSchema,
  level: z.number().int().min(0).max(40),
  gold: countSchema(1_000_000),
  markers: countSchema(60),
  warband: z.array(warbandMemberSchema).max(30),
  hiredMuscle: z
    .array(
      z.strictObject({
        id: idSchema,
        kind: z.enum(['bandit', 'thief', 'trap_expert', 'assassin', 'barber_surgeon', 'treasure_hunter']),
      }),
    )
    .max(2),
});

const _wizardMatches: z.ZodType<Wizard> = wizardSchema;
void _wizardMatches;
