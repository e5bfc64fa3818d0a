import { z } from 'zod';
import type { DeepReadonly } from '../core/readonly';
import { enumOf } from '../core/enum';
import { EXPOSURES } from '../heat/heat';
import { OVERINDULGENCE_CHOICES } from '../vice/overindulgence';
import { CLOCK_ROLL_BOUNDS } from '../clocks/rolls';
import { HAND_TICK_BOUNDS } from '../clocks/tick';
import {
  assetEndSchema,
  assetKindSchema,
  characterSchema,
  dangerousGoodsSchema,
  cohortSchema,
  crewSchema,
  factionSchema,
  coinSchema,
  crewClockSchema,
  crewPatchSchema, entanglementKindSchema, idSchema, keySchema, nameSchema, prisonClaimKindSchema, CHARACTER_TEXT_BOUNDS } from '../model/schemas';

/**
 * The events of a crew's history. The GM's screen sends them, the API validates them with these
 * schemas and stores them with the dice they consumed, and `applyDowntimeEvent` folds them into
 * the crew. The names are the ones the API routes and the UI use.
 */

const helped = z.boolean().optional();
const action = keySchema; // a skill/action name whose rating is the pool
const poolDiceSchema = z.number().int().min(0).max(12);

export const payoffEventSchema = z.strictObject({
  type: z.literal('payoff'),
  targetTier: z.number().int().min(0).max(6),
  silent: z.boolean().optional(),
  succeeded: z.boolean().optional(),
  take: coinSchema,
  tithe: z.strictObject({ boss: nameSchema, paid: z.boolean() }).nullable().optional(),
  split: z
    .strictObject({
      stash: coinSchema,
      shares: z.array(z.strictObject({ characterId: idSchema, coin: coinSchema })).max(20).optional(),
    })
    .optional(),
});

const heatFields = {
  exposure: enumOf(EXPOSURES),
  highProfileTarget: z.boolean().optional(),
  hostileTerritory: z.boolean().optional(),
  atWar: z.boolean().optional(),
  killings: z.boolean().optional(),
};

const alliedClaimSchema = z.strictObject({ name: nameSchema, turf: z.boolean() });

const gainsFields = {
  claimKind: prisonClaimKindSchema.optional(),
  alliedClaim: alliedClaimSchema.optional(),
  factionId: idSchema.optional(),
};

const who = nameSchema;

/** E2: the choices, one object per (entanglement, option) shape. */
export const entanglementChoiceSchema = z.union([
  z.strictObject({ kind: z.literal('arrest'), option: z.enum(['bribe', 'evade']) }),
  z.strictObject({ kind: z.literal('arrest'), option: z.literal('hand_over'), who, characterId: idSchema.optional() }),
  z.strictObject({ kind: z.literal('demonic_notice'), option: z.enum(['accept_deal', 'lie_low', 'other']) }),
  z.strictObject({ kind: z.literal('cooperation'), option: z.enum(['accept', 'refuse']), factionId: idSchema }),
  z.strictObject({ kind: z.literal('cooperation'), option: z.literal('nothing') }),
  z.strictObject({ kind: z.literal('show_of_force'), option: z.literal('concede_claim'), factionId: idSchema, claim: nameSchema }),
  z.strictObject({ kind: z.literal('show_of_force'), option: z.enum(['lose_hold', 'go_to_war']), factionId: idSchema }),
  z.strictObject({ kind: z.literal('show_of_force'), option: z.literal('nothing') }),
  z.strictObject({ kind: z.literal('questioning'), option: z.literal('bribe'), who: who.optional() }),
  z.strictObject({
    kind: z.literal('questioning'),
    option: z.literal('fortune_roll'),
    pool: poolDiceSchema,
    experience: z.number().int().min(-6).max(6),
    who: who.optional(),
  }),
  z.strictObject({ kind: z.literal('interrogation'), option: z.enum(['pay', 'pay_personal']), characterId: idSchema }),
  z.strictObject({
    kind: z.literal('interrogation'),
    option: z.literal('beaten'),
    characterId: idSchema,
    resisted: z.strictObject({ harm: z.boolean(), heat: z.boolean() }),
    harmDescription: z.string().trim().max(200).optional(),
  }),
  z.strictObject({ kind: z.literal('unquiet_dead'), option: z.literal('hire_occultist'), occultistQuality: poolDiceSchema }),
  z.strictObject({ kind: z.literal('unquiet_dead'), option: z.literal('confront') }),
  z.strictObject({
    kind: z.literal('cohort_trouble'),
    option: z.enum(['lose_face', 'make_example', 'face_retaliation']),
    cohortId: idSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('reprisals'), option: z.enum(['apologise', 'let_it_happen', 'fight']), factionId: idSchema }),
  z.strictObject({ kind: z.literal('reprisals'), option: z.literal('nothing') }),
  z.strictObject({ kind: z.literal('flipped'), option: z.literal('switch_allegiance'), who, to: nameSchema }),
  z.strictObject({ kind: z.literal('rivals'), option: z.enum(['give_way_rep', 'give_way_coin', 'stand_up']), factionId: idSchema }),
  z.strictObject({ kind: z.literal('rivals'), option: z.literal('nothing') }),
  z.strictObject({ kind: z.literal('usual_suspects'), option: z.literal('pay'), who }),
  z.strictObject({
    kind: z.literal('usual_suspects'),
    option: z.literal('fortune_roll'),
    who,
    pool: poolDiceSchema,
    experience: z.number().int().min(-6).max(6).optional(),
  }),
]);

/** A1–A9: the six downtime activities, each with what it needs. */
export const activitySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('acquire_asset'),
    name: nameSchema,
    assetKind: assetKindSchema,
    dangerous: dangerousGoodsSchema.nullable().optional(),
    /** A4: an asset the crew still holds, acquired again (+1 die; its name and kind are kept). */
    assetId: idSchema.nullable().optional(),
    repeat: z.enum(['first', 'again', 'after_every_use']).optional(),
    justInCase: z.boolean().optional(),
    minQuality: z.number().int().min(0).max(10).nullable().optional(),
    extraDice: z.number().int().min(0).max(6).optional(),
    helped,
  }),
  z.strictObject({ kind: z.literal('long_term_project'), projectId: idSchema, action, helped }),
  z.strictObject({
    kind: z.literal('recover'),
    healer: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('self') }),
      z.strictObject({ kind: z.literal('pc'), characterId: idSchema, action: action.optional() }),
      z.strictObject({ kind: z.literal('npc'), name: nameSchema, rating: poolDiceSchema }),
    ]),
    helped,
  }),
  z.strictObject({ kind: z.literal('reduce_heat'), action, helped }),
  z.strictObject({ kind: z.literal('train'), skill: action, helped }),
  z.strictObject({ kind: z.literal('indulge_vice'), attribute: keySchema, helped }),
]);
export type ActivityInput = DeepReadonly<z.infer<typeof activitySchema>>;
export type ActivityKind = ActivityInput['kind'];

/**
 * A character's free texts, as their player keeps them (issue 36): only the texts named change,
 * never a number the rules own. A comfort named anew is not lost; null takes it (or the fear) away.
 */
export const characterTextsSchema = z
  .strictObject({
    look: z.string().trim().max(CHARACTER_TEXT_BOUNDS.look).optional(),
    notes: z.string().trim().max(CHARACTER_TEXT_BOUNDS.notes).optional(),
    purveyor: z.string().trim().max(CHARACTER_TEXT_BOUNDS.purveyor).optional(),
    comfort: nameSchema.nullable().optional(),
    fear: z.string().trim().max(CHARACTER_TEXT_BOUNDS.fear).nullable().optional(),
  })
  .refine((texts) => Object.keys(texts).length > 0, { message: 'at least one text' });
export type CharacterTexts = DeepReadonly<z.infer<typeof characterTextsSchema>>;

const extraDice = z.number().int().min(CLOCK_ROLL_BOUNDS.extraDice.min).max(CLOCK_ROLL_BOUNDS.extraDice.max).optional();
const shift = z.number().int().min(CLOCK_ROLL_BOUNDS.shift.min).max(CLOCK_ROLL_BOUNDS.shift.max).optional();

/** K3–K5: how a roll ticks a clock: a character's action, the GM's fortune pool, the owning faction's tier. */
export const clockRollInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('action'), characterId: idSchema, action, helped, extraDice }),
  z.strictObject({ kind: z.literal('fortune'), pool: poolDiceSchema, extraDice, shift }),
  z.strictObject({ kind: z.literal('faction_tier'), extraDice, shift }),
]);
export type ClockRollInput = DeepReadonly<z.infer<typeof clockRollInputSchema>>;

/** K2: a hand tick's ±n (never 0). */
export const handTickSchema = z
  .number()
  .int()
  .min(HAND_TICK_BOUNDS.min)
  .max(HAND_TICK_BOUNDS.max)
  .refine((delta) => delta !== 0, { message: 'a tick moves at least one segment' });

export const downtimeEventSchema = z.discriminatedUnion('type', [
  /** A new score was pulled: a new downtime starts, counters reset (A1). */
  z.strictObject({ type: z.literal('start'), seasonBonus: z.boolean().optional() }),
  payoffEventSchema,
  z.strictObject({ type: z.literal('heat'), ...heatFields }),
  /** H4: heat from a conflict with an adversary, outside the downtime order. */
  z.strictObject({ type: z.literal('conflict_heat'), ...heatFields }),
  z.strictObject({ type: z.literal('jail'), characterId: idSchema, beating: z.boolean().optional() }),
  z.strictObject({
    type: z.literal('incarceration_roll'),
    characterId: idSchema,
    traumaCondition: z.string().trim().max(200).optional(),
    ...gainsFields,
  }),
  z.strictObject({ type: z.literal('incarceration_gains'), ...gainsFields }),
  z.strictObject({ type: z.literal('release'), characterId: idSchema, load: z.number().int().min(0).max(12).optional() }),
  z.strictObject({
    type: z.literal('entanglement_roll'),
    hidden: z.boolean().optional(),
    /** The GM's pick made before the dice, "pick for me", or `after_roll` to see the cell first. */
    pick: z.union([entanglementKindSchema, z.literal('pick_for_me'), z.literal('after_roll')]).optional(),
    reveal: z.boolean().optional(),
    /**
     * The held entanglement's id, pinned when the step is recorded (`pinEventIds`) so that a replay
     * without an earlier step (a revert) names it the same. Steps stored before have none: their id
     * is made from the number of steps, as it was when they were played.
     */
    id: idSchema.optional(),
  }),
  /** E1: the GM picks one of the rolled cell's entanglements (or lets the dice pick). */
  z.strictObject({ type: z.literal('entanglement_pick'), pick: z.union([entanglementKindSchema, z.literal('pick_for_me')]) }),
  z.strictObject({ type: z.literal('entanglement_reveal'), id: idSchema }),
  z.strictObject({ type: z.literal('entanglement_resolve'), id: idSchema, choice: entanglementChoiceSchema }),
  /** Moves on: entanglement → activities → done. */
  z.strictObject({ type: z.literal('advance') }),
  z.strictObject({ type: z.literal('activity'), characterId: idSchema, activity: activitySchema }),
  /** A4: after seeing the roll, pay 2 coin per extra quality (0 to take it as rolled). */
  z.strictObject({
    type: z.literal('asset_settle'),
    characterId: idSchema,
    coin: z.number().int().min(0).max(100),
    /**
     * A4: keep the asset on the crew sheet (`crew.assets`). The API always sets it; steps stored
     * before assets were kept have none and replay as they were played (no asset kept).
     */
    keep: z.boolean().optional(),
    /** The kept asset's id, pinned when the step is recorded (`pinEventIds`), as an entanglement's. */
    assetId: idSchema.optional(),
  }),
  z.strictObject({
    type: z.literal('overindulgence'),
    characterId: idSchema,
    choice: enumOf(OVERINDULGENCE_CHOICES),
  }),
  z.strictObject({ type: z.literal('sink_into_vice'), characterId: idSchema, attribute: keySchema, helped }),
  z.strictObject({ type: z.literal('return_from_lost'), characterId: idSchema, cause: z.enum(['overindulgence', 'sink_into_vice']) }),
  z.strictObject({ type: z.literal('new_purveyor'), characterId: idSchema, purveyor: nameSchema }),
  z.strictObject({
    type: z.literal('project_create'),
    characterId: idSchema,
    id: idSchema,
    name: nameSchema,
    segments: z.number().int().min(1).max(24),
    requires: idSchema.nullable().optional(),
  }),
  /** A2: a free-play action that needs the GM's narration. */
  z.strictObject({ type: z.literal('free_play'), characterId: idSchema }),
  /** I4: raise the crew one tier, paying coin (less with the hard case prison claim). */
  z.strictObject({ type: z.literal('raise_tier') }),
  /** The crew as created: the first event of every history. */
  z.strictObject({ type: z.literal('crew_created'), crew: crewSchema }),
  /** The GM edits the sheet by hand; recorded like any other change so the history replays. */
  z.strictObject({ type: z.literal('crew_edit'), patch: crewPatchSchema }),
  z.strictObject({ type: z.literal('faction_save'), faction: factionSchema }),
  z.strictObject({ type: z.literal('faction_remove'), id: idSchema }),
  /**
   * A character as the GM saved it, or as a rule changed it outside the downtime (a d12 action's
   * damage, rest, a milestone): `cause` names that rule step for the history.
   */
  z.strictObject({ type: z.literal('character_save'), character: characterSchema, cause: z.string().trim().min(1).max(60).optional() }),
  z.strictObject({ type: z.literal('character_remove'), id: idSchema }),
  /** A player keeps their character's free texts (look, notes, vice purveyor, comfort, fear). */
  z.strictObject({ type: z.literal('character_texts'), characterId: idSchema, texts: characterTextsSchema }),
  z.strictObject({ type: z.literal('cohort_save'), cohort: cohortSchema }),
  z.strictObject({ type: z.literal('cohort_remove'), id: idSchema }),
  /** A4: a held asset leaves the sheet: used in earnest, a quiet week passed, or lost. */
  z.strictObject({ type: z.literal('asset_remove'), id: idSchema, cause: assetEndSchema }),
  /** K1: the GM sets a clock of the crew or of a faction (new, or edited: its size, links, what players know). */
  z.strictObject({ type: z.literal('clock_save'), clock: crewClockSchema }),
  z.strictObject({ type: z.literal('clock_remove'), id: idSchema }),
  /** K2: the GM ticks any clock of the board by hand (a project and a healing clock too). */
  z.strictObject({ type: z.literal('clock_tick'), clockId: idSchema, delta: handTickSchema }),
  /** K3–K5: a roll ticks a clock of the crew or of a faction. */
  z.strictObject({ type: z.literal('clock_roll'), clockId: idSchema, roll: clockRollInputSchema }),
]);

export type DowntimeEvent = DeepReadonly<z.infer<typeof downtimeEventSchema>>;
export type DowntimeEventType = DowntimeEvent['type'];
export type EntanglementChoiceInput = DeepReadonly<z.infer<typeof entanglementChoiceSchema>>;
