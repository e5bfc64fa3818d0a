/**
 * Rolls the server makes and stores (the dice screen, d12 follow-ups and effects, trackers, the
 * ledger): a stored roll, the bodies that ask for one, and what a follow-up or an effect answers.
 */
import {
  characterSchema,
  D12_ATTRIBUTES,
  D12_CRITICAL_FAILURE_OPTIONS,
  D12_CRITICAL_SUCCESS_OPTIONS,
  D12_DAMAGE_KINDS,
  D12_EFFECT_BOUNDS,
  D12_ROLL_BOUNDS,
  D100_ROLL_BOUNDS,
  POOL_ROLL_BOUNDS,
} from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { idSchema, versionSchema } from './ids';
import { reasonSchema } from './reasons';

/** The histories a step belongs to (the API's domain/history/steps.ts stores them). */
export const AGGREGATES = ['crew', 'wizard', 'complex_action', 'dice'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export const diceRollSchema = z.object({ sides: z.number().int(), purpose: z.string(), dice: z.array(z.number().int()) });

export const rollSchema = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    crewId: z.string().nullable(),
    characterId: z.string().nullable(),
    wizardId: z.string().nullable(),
    eventId: z.string().nullable(),
    who: z.string(),
    purpose: z.string(),
    kind: z.string(),
    sides: z.number().int(),
    dice: z.array(z.number().int()),
    band: z.string().nullable(),
    quality: z.number().int().nullable(),
    hidden: z.boolean(),
    undone: z.boolean().describe('An undo reverted the step that made it: show it as undone, never as a valid roll.'),
    history: z
      .enum(AGGREGATES)
      .nullable()
      .describe("The history whose step made it, where it is undone: `dice` (the campaign's rolls: POST /api/rolls/:id/undo), a crew's, a wizard's ledger, a complex action's; null for a roll of no step."),
    reasons: z.array(reasonSchema),
    result: z
      .object({
        value: z.unknown(),
        rolls: z.array(diceRollSchema),
        // A d12 action's links and follow-ups (T6 re-roll, T8 critical, T9…): the other kinds have none.
        supersededBy: z.string().nullable().optional(),
        rerollOf: z.string().nullable().optional(),
        steps: z.array(z.looseObject({ step: z.string() })).optional(),
        standIn: z.unknown().optional(),
      })
      .catchall(z.unknown())
      .describe("The rule's whole result (`value`), its dice by purpose, and links (e.g. `supersededBy` for a re-rolled d12)."),
    createdAt: z.string(),
  })
  .describe('A roll the server made and stored.');

export type RollView = Answer<typeof rollSchema>;
export type DiceRollView = Answer<typeof diceRollSchema>;

/** Who rolled and why, and the roll's links, on every roll body. */
export const rollLinksShape = {
  crewId: z.string().min(1).max(64).optional().describe('The crew the roll belongs to.'),
  characterId: z.string().min(1).max(64).optional().describe('The character who rolls (their crew is implied).'),
  who: z.string().trim().min(1).max(120).optional().describe('Shown as who rolled (default: the character, else "GM").'),
  purpose: z.string().trim().min(1).max(120).optional().describe('Why (shown).'),
  hidden: z.boolean().optional().describe('A GM-only roll: never sent to players.'),
};
export type RollLinks = Readonly<z.input<z.ZodObject<typeof rollLinksShape>>>;

/** A whole number within the rules' bounds of the field (D100_ROLL_BOUNDS, D12_ROLL_BOUNDS…). */
const bounded = (bound: { readonly min: number; readonly max: number }) => z.number().int().min(bound.min).max(bound.max);

/** A threshold in % (any integer the rules accept; ≤ 0 never succeeds). */
export const d100ThresholdSchema = bounded(D100_ROLL_BOUNDS.threshold);
export const contestantSchema = z.strictObject({ threshold: d100ThresholdSchema, attribute: bounded(D100_ROLL_BOUNDS.attribute) });

const poolSchema = z.number().int().min(POOL_ROLL_BOUNDS.pool.min).max(POOL_ROLL_BOUNDS.pool.max);
export const d12AttributeSchema = z.enum(D12_ATTRIBUTES as [string, ...string[]]) as z.ZodType<(typeof D12_ATTRIBUTES)[number]>;
/** A d12 roll's numbers, bounded as the rules bound them (the web's fields use the same). */
const d12Modifier = bounded(D12_ROLL_BOUNDS.modifier);

/** POST /api/campaigns/:campaignId/rolls/<kind>: each kind's body. */
export const ROLL_BODIES = {
  d6: z.strictObject({ pool: poolSchema, ...rollLinksShape }),
  fortune: z.strictObject({ pool: poolSchema, shift: z.number().int().min(POOL_ROLL_BOUNDS.shift.min).max(POOL_ROLL_BOUNDS.shift.max).default(0), ...rollLinksShape }),
  d12: z.strictObject({
    attribute: d12AttributeSchema,
    pool: bounded(D12_ROLL_BOUNDS.pool).optional().describe('Free roll: the pool added to the die (required without characterId).'),
    trait: z.string().trim().min(1).max(120).optional().describe("A character's trait (by name) whose domain the action is in."),
    traitBonus: bounded(D12_ROLL_BOUNDS.traitBonus).optional().describe("Free roll: the trait's +1..+3."),
    modifier: d12Modifier.optional(),
    threshold: bounded(D12_ROLL_BOUNDS.threshold),
    ...rollLinksShape,
  }),
  fearTest: z.strictObject({
    ...rollLinksShape,
    characterId: idSchema,
    trait: z.string().trim().min(1).max(120).optional(),
    modifier: d12Modifier.optional(),
  }),
  d100: z.strictObject({ threshold: d100ThresholdSchema, ...rollLinksShape }),
  d100Opposition: z.strictObject({ actor: contestantSchema, opponent: contestantSchema, ...rollLinksShape }),
  d100Group: z.strictObject({ leadThreshold: d100ThresholdSchema, helpers: z.array(d100ThresholdSchema).max(D100_ROLL_BOUNDS.helpers.max), ...rollLinksShape }),
  d20: z.strictObject({ count: z.number().int().min(1).max(20).default(1), ...rollLinksShape }),
};
export type RollBody<K extends keyof typeof ROLL_BODIES> = Readonly<z.input<(typeof ROLL_BODIES)[K]>>;

/** GET /api/campaigns/:campaignId/rolls. */
export const rollListQuery = z.strictObject({
  crewId: idSchema.optional(),
  complexActionId: idSchema.optional().describe("Only the rolls of this complex action's history."),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** POST /api/rolls/:id/undo: nothing to say (the roll named must be the campaign's last). */
export const rollUndoBody = z.strictObject({}).optional();

// ─── d12 follow-ups: POST /api/rolls/:id/<follow-up> ─────────────────────────────────────────────

const crewVersion = versionSchema.optional().describe("The crew's version: required when the roll is a character's.");

export const FOLLOW_UP_BODIES = {
  giveOfOneself: z.strictObject({ version: crewVersion, blind: z.boolean().optional().describe('Given before the result was announced.') }),
  reroll: z.strictObject({ version: crewVersion }),
  critical: z.strictObject({
    version: crewVersion,
    option: z.enum([...D12_CRITICAL_SUCCESS_OPTIONS, ...D12_CRITICAL_FAILURE_OPTIONS] as [string, ...string[]]) as z.ZodType<
      (typeof D12_CRITICAL_SUCCESS_OPTIONS)[number] | (typeof D12_CRITICAL_FAILURE_OPTIONS)[number]
    >,
    pickedBy: z.enum(['player', 'gm']).optional(),
    description: z.string().trim().max(500).optional(),
    spendDestinyToAvoidZero: z.boolean().optional(),
  }),
  fearResolution: z.strictObject({ version: versionSchema, spendDestinyToAvoidZero: z.boolean().optional() }),
};

export type FollowUpBody<K extends keyof typeof FOLLOW_UP_BODIES> = Readonly<z.input<(typeof FOLLOW_UP_BODIES)[K]>>;

const savedSchema = z.object({ eventId: z.string(), seq: z.number().int(), version: z.number().int() });

export const followUpSchema = z.object({
  roll: rollSchema,
  character: characterSchema.nullable().describe('The character after the step (a roll linked to one).'),
  saved: savedSchema.nullable().describe("The crew's history event when the sheet changed (its seq and the crew's new version)."),
  reasons: z.array(reasonSchema),
});
export type FollowUp = Answer<typeof followUpSchema>;

// ─── d12 effects: POST /api/crews/:crewId/characters/:characterId/d12/<effect> ───────────────────

export const d12EffectParams = z.strictObject({ crewId: idSchema, characterId: idSchema });
const damageKindSchema = z.enum(D12_DAMAGE_KINDS as [string, ...string[]]) as z.ZodType<(typeof D12_DAMAGE_KINDS)[number]>;
const traitName = z.string().trim().min(1).max(120);

const restAllocation = bounded(D12_EFFECT_BOUNDS.restAllocation).optional();

export const D12_EFFECT_BODIES = {
  damage: z.strictObject({
    version: versionSchema,
    kind: damageKindSchema,
    amount: bounded(D12_EFFECT_BOUNDS.damage),
    spendDestinyToAvoidZero: z.boolean().optional(),
  }),
  rest: z.strictObject({
    version: versionSchema,
    hours: bounded(D12_EFFECT_BOUNDS.restHours),
    safe: z.boolean(),
    comfortNearby: z.boolean().default(false),
    allocation: z.strictObject({ body: restAllocation, mind: restAllocation, soul: restAllocation }),
  }),
  comfort: z.strictObject({
    version: versionSchema,
    lost: z.boolean().describe('true: the comfort is lost; false: the lost comfort is found again.'),
  }),
  milestone: z.discriminatedUnion('milestone', [
    z.strictObject({
      version: versionSchema,
      milestone: z.literal('scenario'),
      advance: z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('new_trait'), name: traitName }),
        z.strictObject({ kind: z.literal('raise_trait'), name: traitName }),
        z.strictObject({ kind: z.literal('none') }),
      ]),
    }),
    z.strictObject({
      version: versionSchema,
      milestone: z.literal('cycle'),
      attribute: d12AttributeSchema,
      newComfort: z.string().trim().max(120).optional(),
    }),
    z.strictObject({ version: versionSchema, milestone: z.literal('campaign') }),
  ]),
};
export type D12EffectBody<K extends keyof typeof D12_EFFECT_BODIES> = Readonly<z.input<(typeof D12_EFFECT_BODIES)[K]>>;

export const effectSchema = z.object({
  character: characterSchema,
  saved: savedSchema.describe("The crew's history event and the crew's new version."),
  detail: z.record(z.string(), z.unknown()).describe("The rule's result beyond the sheet (points lost, out, unconscious…)."),
  reasons: z.array(reasonSchema),
});
export type Effect = Answer<typeof effectSchema>;
