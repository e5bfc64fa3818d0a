/** d100 complex actions: the tracker, its rolls, its odds and its history. */
import { z } from 'zod';
import {
  complexActionAnswerSchema,
  complexActionCreateSchema,
  complexActionListQuery,
  complexActionStepsSchema,
  complexActionViewSchema,
  complexOddsRoute,
  complexRollAnswerSchema,
  complexUndoBody,
  TRACKER_ROLL_BODIES,
} from '../complexActions';
import { historyStepParams, redoBodySchema, revertBodySchema, revertPreviewSchema } from '../crewRevert';
import { campaignParams, idParams } from '../ids';
import type { RouteTablePart } from './route';

/** A roll on the tracker (the GM's, naming its version): the tracker moved, the rolls made. */
const trackerRoll = <B extends z.ZodType>(summary: string, body: B) =>
  ({ tags: ['trackers'], summary, params: idParams, body, answer: complexRollAnswerSchema, errors: [400, 401, 403, 404, 409, 413, 422] }) as const;

export const complexActionRoutes = {
  'complexAction.create': {
    tags: ['trackers'],
    summary: 'C3/C4: a new complex action (steps, milestones, failure threshold)',
    params: campaignParams,
    body: complexActionCreateSchema,
    answer: complexActionAnswerSchema,
    status: 201,
    errors: [400, 401, 403, 404, 413, 422],
  },
  'campaign.complexActions': {
    tags: ['trackers'],
    summary: "The campaign's complex actions, newest first (a player: their crew's)",
    params: campaignParams,
    query: complexActionListQuery,
    answer: z.array(complexActionViewSchema),
    errors: [400, 401, 403, 404],
  },
  'complexAction.read': {
    tags: ['trackers'],
    summary: 'One complex action',
    params: idParams,
    answer: complexActionViewSchema,
    errors: [400, 401, 403, 404],
  },
  'complexAction.undo': {
    tags: ['trackers'],
    summary: "Undo the tracker's last roll: the tracker replays the rolls kept with their own dice; the roll stays listed, marked undone",
    params: idParams,
    body: complexUndoBody,
    answer: complexActionAnswerSchema,
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  'complexAction.steps': {
    tags: ['trackers'],
    summary: 'Each roll’s step and the undos not taken back: what a revert or a redo names',
    params: idParams,
    answer: complexActionStepsSchema,
    errors: [400, 401, 403, 404],
  },
  'complexAction.revert.preview': {
    tags: ['trackers'],
    summary: 'What reverting this roll would do: the tracker’s net changes, and the later rolls that would no longer apply (nothing written)',
    params: historyStepParams,
    answer: revertPreviewSchema,
    errors: [400, 401, 403, 404, 422],
  },
  'complexAction.revert': {
    tags: ['trackers'],
    summary: 'Revert this roll (never the creation, an undo or a redo) and the later rolls that no longer apply, as the GM confirmed them; an "undo" step each',
    params: historyStepParams,
    body: revertBodySchema,
    answer: complexActionAnswerSchema,
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  'complexAction.redo': {
    tags: ['trackers'],
    summary: 'Redo: take back the undo step `seq` (its roll kept again), unless a roll kept since would no longer apply; a "redo" step',
    params: historyStepParams,
    body: redoBodySchema,
    answer: complexActionAnswerSchema,
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  'complexAction.roll': trackerRoll('C3: one d100 test (success lowers the steps by its tens, failure raises them)', TRACKER_ROLL_BODIES.roll),
  'complexAction.opposedRoll': trackerRoll("C5: one opposed round (the actor's win lowers the steps, the opponent's raises them)", TRACKER_ROLL_BODIES['opposed-roll']),
  'complexAction.groupRoll': trackerRoll("C6 → C3: helpers roll first; their ±10 % make the test's threshold", TRACKER_ROLL_BODIES['group-roll']),
  'complexAction.odds': {
    tags: ['trackers'],
    summary: 'C3/C4 exact odds from where the tracker stands (C5 with actor/opponent thresholds instead of threshold)',
    params: idParams,
    query: complexOddsRoute.querystring,
    answer: complexOddsRoute.answer,
    errors: [400, 401, 403, 404],
  },
} as const satisfies RouteTablePart;
