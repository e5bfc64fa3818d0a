/** d100 complex-action trackers (seed 004, C3–C6): the tracker as answered, the bodies, the odds. */
import { COMPLEX_ACTION_BOUNDS, COMPLEX_ACTION_MAX_MILESTONES, D100_ROLL_BOUNDS, complexActionSchema } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { idSchema, versionSchema } from './ids';
import { reasonSchema } from './reasons';
import { contestantSchema, d100ThresholdSchema, rollSchema } from './rolls';

export const complexActionViewSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  crewId: z.string().nullable(),
  name: z.string(),
  tracker: complexActionSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ComplexActionView = Answer<typeof complexActionViewSchema>;

/** A new tracker or an undo: the tracker, and why it stands where it does. */
export const complexActionAnswerSchema = z.object({ complexAction: complexActionViewSchema, reasons: z.array(reasonSchema) });
export type ComplexActionAnswer = Answer<typeof complexActionAnswerSchema>;

/** A roll on the tracker: the tracker moved, and the rolls made. */
export const complexRollAnswerSchema = z.object({ complexAction: complexActionViewSchema, reasons: z.array(reasonSchema), rolls: z.array(rollSchema) });
export type ComplexRollAnswer = Answer<typeof complexRollAnswerSchema>;

const count = (bound: { readonly min: number; readonly max: number }) => z.number().int().min(bound.min).max(bound.max);

/** POST /api/campaigns/:campaignId/complex-actions. */
export const complexActionCreateSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  crewId: idSchema.optional(),
  start: count(COMPLEX_ACTION_BOUNDS.start).describe('Starting steps (the rules refuse 0 with C3).'),
  failureThreshold: count(COMPLEX_ACTION_BOUNDS.failureThreshold).nullable().optional().describe('C4: raises at which the action fails; null: none.'),
  milestones: z
    .array(z.strictObject({ crossed: count(COMPLEX_ACTION_BOUNDS.milestoneCrossed), label: z.string().trim().max(120).optional() }))
    .max(COMPLEX_ACTION_MAX_MILESTONES)
    .optional()
    .describe('C4: parts of the goal, as steps crossed (1..start).'),
});
export type ComplexActionCreate = Readonly<z.input<typeof complexActionCreateSchema>>;

export const complexActionListQuery = z.strictObject({ crewId: idSchema.optional() });

export const complexUndoBody = z.strictObject({ version: versionSchema });

/**
 * GET /api/complex-actions/:id/steps (GM): what « Annuler ce jet » and « Rétablir » name on the
 * action's rolls (issue 34, "undo any step"): each roll of the tracker's log by its number, its
 * step; the undos not taken back, newest first, with the number their roll had.
 */
export const complexActionStepsSchema = z.object({
  rolls: z.array(z.object({ roll: z.number().int().describe('The roll’s number in the tracker’s log.'), seq: z.number().int(), type: z.string() })),
  undos: z.array(
    z.object({
      seq: z.number().int(),
      undid: z.object({ seq: z.number().int(), type: z.string(), roll: z.number().int().nullable().describe('The number its roll had, as its card showed it (null: no roll of the tracker).') }),
    }),
  ),
});
export type ComplexActionSteps = Answer<typeof complexActionStepsSchema>;

const who = z.string().trim().min(1).max(120).optional();

/** POST /api/complex-actions/:id/<roll>: each roll's body. */
export const TRACKER_ROLL_BODIES = {
  roll: z.strictObject({ version: versionSchema, threshold: d100ThresholdSchema, who }),
  'opposed-roll': z.strictObject({ version: versionSchema, actor: contestantSchema, opponent: contestantSchema, who }),
  'group-roll': z.strictObject({ version: versionSchema, leadThreshold: d100ThresholdSchema, helpers: z.array(d100ThresholdSchema).max(D100_ROLL_BOUNDS.helpers.max), who }),
};
export type TrackerRollBody<K extends keyof typeof TRACKER_ROLL_BODIES> = Readonly<z.input<(typeof TRACKER_ROLL_BODIES)[K]>>;

const num = ({ min, max }: { readonly min: number; readonly max: number }) => z.coerce.number().int().min(min).max(max);
const { threshold, attribute } = D100_ROLL_BOUNDS;

/** GET /api/complex-actions/:id/odds. */
export const complexOddsRoute = {
  querystring: z
    .strictObject({
      threshold: num(threshold).optional(),
      rolls: num(COMPLEX_ACTION_BOUNDS.oddsRolls).default(5),
      actorThreshold: num(threshold).optional(),
      actorAttribute: num(attribute).default(0),
      opponentThreshold: num(threshold).optional(),
      opponentAttribute: num(attribute).default(0),
    })
    .refine((q) => q.threshold !== undefined || (q.actorThreshold !== undefined && q.opponentThreshold !== undefined), {
      message: 'give threshold, or actorThreshold and opponentThreshold',
      path: ['threshold'],
    }),
  answer: z.object({
    within: z.object({ succeed: z.number(), fail: z.number(), undecided: z.number() }).describe('Within the next `rolls` rolls.'),
    eventually: z.object({ succeed: z.number(), fail: z.number(), never: z.number() }).describe('If rolls go on until the action ends.'),
  }),
};
