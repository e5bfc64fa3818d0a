/**
 * What a GM sends to create or edit a crew and what it owns, and what every crew write answers:
 * `{ sheet, event }`, the sheet after the step and the step as stored. Clients never send ids of
 * new things: the server makes them and puts them in the event (a replay gives the same ids).
 */
import {
  assetEndSchema,
  characterSchema,
  clockRollInputSchema,
  cohortSchema,
  crewClockFields,
  crewSchema,
  factionSchema,
  handTickSchema,
  nameSchema,
  noteSchema,
  withinSegments,
} from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { netChangeSchema } from './campaignHistory';
import { crewSheetSchema } from './crew';
import { crewEventSchema, type CrewEvent } from './crewHistory';
import { idSchema, tokenQuery } from './ids';
import { reasonSchema } from './reasons';

/** The lists of the sheet the GM edits one item at a time (`crew.<list>.add`, `.edit`, `.remove`; the item's id is `:<list>Id`). */
export type CrewListName = 'faction' | 'cohort' | 'character' | 'clock';

/** The writes of the sheet and its lists, by their routes' names: each sends the crew's `version` and answers `{ sheet, event }`. */
export type CrewWriteName =
  | 'crew.edit'
  | `crew.${CrewListName}.${'add' | 'edit' | 'remove'}`
  | 'crew.asset.remove'
  | 'crew.project.create'
  | 'crew.clock.tick'
  | 'crew.clock.roll';

export const versionBody = z.strictObject({
  version: z.number().int().min(1).describe('The version the client read (optimistic concurrency).'),
});

export const crewStepSchema = z
  .object({ sheet: crewSheetSchema, event: crewEventSchema })
  .describe('The sheet after the step, and the step as stored (reasons, dice, rolls).');

/** A crew write's answer, its event typed by its step type. */
export interface CrewStepAnswer extends Omit<Answer<typeof crewStepSchema>, 'event'> {
  readonly event: CrewEvent;
}

export const clockInputSchema = z
  .strictObject({
    name: nameSchema,
    segments: z.number().int().min(1).max(24),
    filled: z.number().int().min(0).max(24).default(0),
  })
  .refine((c) => c.filled <= c.segments, { message: 'filled must not exceed segments', path: ['filled'] });

export const factionInputSchema = factionSchema.omit({ id: true });

/**
 * K1: a clock of the crew or of a faction as the GM sets it (the server makes its id). Players know
 * nothing of it unless `visibility` says so (default GM only).
 */
const clockFields = crewClockFields.omit({ id: true }).extend({
  filled: crewClockFields.shape.filled.default(0),
  visibility: crewClockFields.shape.visibility.default('gm_only'),
  onFill: crewClockFields.shape.onFill.default(''),
});
export const crewClockInputSchema = withinSegments(clockFields);
/** K1: an edit of a clock: the fields given replace its own (checked whole afterwards). */
export const crewClockEditSchema = crewClockFields.omit({ id: true }).partial();
export const clockParams = z.strictObject({ crewId: idSchema, clockId: idSchema });
/** K2: a hand tick, ±n. */
export const clockTickFields = z.strictObject({ delta: handTickSchema.describe('+n fills n segments, −n empties n (1 ≤ n ≤ 12).') });
/** K3–K5: a roll that ticks the clock. */
export const clockRollFields = z.strictObject({ roll: clockRollInputSchema });
export const cohortInputSchema = cohortSchema.omit({ id: true });

// `jail` (I2's sentence) comes from the jail step and the Arrest hand-over only, never typed in.
const characterFields = characterSchema.omit({ id: true, healing: true, projects: true, jail: true }).shape;

/** A character's fields; on creation only `name` is needed (the rest has blank defaults). */
export const characterInputSchema = z.strictObject({
  ...characterFields,
  status: characterFields.status.optional(),
  attributes: characterFields.attributes.optional(),
  skills: characterFields.skills.optional(),
  harm: characterFields.harm.optional(),
  trauma: characterFields.trauma.optional(),
  vice: characterFields.vice.optional(),
  load: characterFields.load.optional(),
  coin: characterFields.coin.optional(),
  pools: characterFields.pools.optional(),
  traits: characterFields.traits.optional(),
  comfort: characterFields.comfort.optional(),
  fear: characterFields.fear.optional(),
  destiny: characterFields.destiny.optional(),
  /** A6: the healing clock (default: empty, `healingClockSegments` of the table rules). */
  healing: clockInputSchema.optional(),
  gmNotes: noteSchema.optional(),
});
export type CharacterInput = z.infer<typeof characterInputSchema>;

/** A project in a character edit: `id` of one of its projects to keep it, none for a new one. */
export const projectEditSchema = z
  .strictObject({
    id: z.string().min(1).max(100).optional(),
    name: nameSchema,
    segments: z.number().int().min(1).max(24),
    filled: z.number().int().min(0).max(24).default(0),
    requires: z.string().min(1).max(100).nullable().optional(),
  })
  .refine((c) => c.filled <= c.segments, { message: 'filled must not exceed segments', path: ['filled'] });

/** A character edit: the fields given replace the current ones; `projects`, when given, is the whole list. */
export const characterEditSchema = characterInputSchema.partial().extend({ projects: z.array(projectEditSchema).max(50).optional() });
export type CharacterEdit = z.infer<typeof characterEditSchema>;

const crewFields = crewSchema.omit({ id: true, factions: true, cohorts: true, characters: true, pendingEntanglements: true, clocks: true }).shape;

/** A new crew: a name, and anything else of the sheet (blank defaults). */
export const crewCreateSchema = z.strictObject({
  name: crewFields.name,
  tier: crewFields.tier.default(0),
  hold: crewFields.hold.default('weak'),
  rep: crewFields.rep.default(0),
  coin: crewFields.coin.default(0),
  heat: crewFields.heat.default(0),
  wanted: crewFields.wanted.default(0),
  atWar: crewFields.atWar.default(false),
  claims: crewFields.claims.default([]),
  prisonClaims: crewFields.prisonClaims.default([]),
  unpaidTithes: crewFields.unpaidTithes.default([]),
  factions: z.array(factionInputSchema).max(100).default([]),
  cohorts: z.array(cohortInputSchema).max(50).default([]),
  characters: z
    .array(characterInputSchema.extend({ projects: z.array(clockInputSchema).max(50).optional() }))
    .max(20)
    .default([]),
  gmNotes: noteSchema.optional(),
});
export type CrewCreateInput = z.infer<typeof crewCreateSchema>;

/** A GM's edit of the crew's own fields (its lists have their own routes). */
export const crewEditSchema = crewSchema
  .omit({ id: true, factions: true, cohorts: true, characters: true, pendingEntanglements: true, assets: true, clocks: true })
  .partial()
  .extend({ gmNotes: noteSchema.optional() });
export type CrewEditInput = z.infer<typeof crewEditSchema>;

/** Asset ids are `<crew id>/asset-<n>`: send the slash encoded (%2F). */
export const assetParams = z.strictObject({ crewId: idSchema, assetId: z.string().min(1).max(100) });
export const characterParams = z.strictObject({ crewId: idSchema, characterId: idSchema });
export const factionParams = z.strictObject({ crewId: idSchema, factionId: idSchema });
export const cohortParams = z.strictObject({ crewId: idSchema, cohortId: idSchema });

/** DELETE /api/crews/:crewId/assets/:assetId (A4): why the asset leaves the sheet. */
export const assetRemoveFields = z.strictObject({ cause: assetEndSchema.describe('used | quiet_week | lost') });

/** POST /api/crews/:crewId/characters/:characterId/projects (A5). */
export const projectCreateFields = z.strictObject({
  name: nameSchema,
  segments: z.number().int().min(1).max(24),
  requires: idSchema.nullable().optional().describe('A project that must be completed first.'),
});

// ─── E2: an entanglement's ways out ─────────────────────────────────────────────────────────────

/** Entanglement ids are `<crew id>/entanglement-<n>`: send the slash encoded (%2F). */
export const entanglementParams = z.strictObject({ crewId: idSchema, entanglementId: z.string().min(1).max(100) });

const effectList = z.array(z.record(z.string(), z.unknown()));

/** A fortune-roll way out, its pool known: each band's odds and effects (rules: `EntanglementFortunePreview`). */
const fortunePreviewSchema = z.looseObject({
  purpose: z.string(),
  pool: z.number().int(),
  shift: z.number().int().describe('Quality steps the band moves (D5).'),
  outcomes: z
    .record(
      z.string(),
      z.looseObject({
        probability: z.number(),
        effects: effectList,
        after: z.record(z.string(), z.unknown()),
        changes: z.array(netChangeSchema).describe('What this band would change on the sheet.'),
        reasons: z.array(reasonSchema),
      }),
    )
    .describe('By band after the shift.'),
});

export const entanglementOptionSchema = z
  .object({
    kind: z.string(),
    option: z.string(),
    factionId: z.string().optional(),
    possible: z.boolean(),
    refusal: reasonSchema.optional(),
    playedOut: z.boolean(),
    effects: effectList,
    after: z.record(z.string(), z.unknown()).optional(),
    changes: z.array(netChangeSchema).optional().describe('What it changes on the sheet, as the step that applies it records (none: nothing moves); deterministic options that are possible.'),
    fortune: fortunePreviewSchema.optional(),
    claims: z.array(z.string()).optional(),
    reasons: z.array(reasonSchema),
  })
  .describe('One way out of the entanglement, with its exact cost for this crew.');

/** GET /api/crews/:crewId/entanglements/:entanglementId/options. */
export const entanglementOptionsRoute = {
  params: entanglementParams,
  querystring: z.strictObject({
    ...tokenQuery,
    factionId: idSchema.optional(),
    characterId: idSchema.optional(),
    pool: z.coerce.number().int().min(0).max(12).optional(),
    experience: z.coerce.number().int().min(-6).max(6).optional(),
    occultistQuality: z.coerce.number().int().min(0).max(12).optional(),
    claim: nameSchema.optional(),
  }),
  answer: z.object({
    entanglement: z.object({ id: z.string(), kind: z.string(), revealed: z.boolean(), hidden: z.boolean() }),
    options: z.array(entanglementOptionSchema),
    reasons: z.array(reasonSchema),
  }),
};

export type EntanglementOptionView = Answer<typeof entanglementOptionSchema>;
export type EntanglementOptionsAnswer = Answer<typeof entanglementOptionsRoute.answer>;
/** What the GM knows of the situation (the options' query, its share token aside). */
export type EntanglementSituation = Readonly<Omit<z.input<typeof entanglementOptionsRoute.querystring>, 'token'>>;
