/**
 * The campaign's one history (GET /api/campaigns/:campaignId/history, GM): every step of its
 * crews, wizards, complex actions and dice, newest first; filtered by what it changed (a kind of
 * thing, one of them, a character), with what can be filtered on.
 */
import { NET_CHANGE_FIELDS } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { campaignParams, idSchema } from './ids';
import { reasonSchema } from './reasons';
import { AGGREGATES, rollSchema } from './rolls';

/**
 * What a step moved ("coin 3 → 5"): a field of the rules' `NET_CHANGE_FIELDS`, of a character, a
 * faction, a cohort or a clock when `of` names one, of one of its parts when `part` does.
 */
export const netChangeSchema = z.object({
  what: z.enum(NET_CHANGE_FIELDS),
  of: z.string().nullable(),
  part: z.string().optional().describe('An attribute, a skill, a d12 attribute or a trait by name; a project by id; a harm level.'),
  before: z.union([z.number(), z.string(), z.boolean()]),
  after: z.union([z.number(), z.string(), z.boolean()]),
  gmOnly: z.literal(true).optional().describe('Players may not know it (never in a player’s answer).'),
});
export type NetChangeView = Answer<typeof netChangeSchema>;

export const campaignStepSchema = z.object({
  id: z.string(),
  aggregate: z.enum(AGGREGATES).describe('What the step changed: a crew, a wizard, a complex action, or the campaign’s dice.'),
  aggregateId: z.string(),
  subject: z.string().nullable().describe('Its name (the crew’s, the wizard’s, the complex action’s); null for the dice.'),
  seq: z.number().int().describe('Its position in that history.'),
  type: z.string(),
  reasons: z.array(reasonSchema),
  changes: z.array(netChangeSchema).describe('What it moved (none for steps written before they were kept, nor for an undo).'),
  hidden: z.boolean(),
  undone: z.boolean(),
  undoneBy: z.number().int().nullable(),
  undoes: z.number().int().nullable(),
  rolls: z.array(rollSchema),
  createdAt: z.string(),
});
export type CampaignStep = Answer<typeof campaignStepSchema>;

const namedSchema = z.object({ id: z.string(), name: z.string() });

/**
 * What the history can be filtered on: its crews, wizards and complex actions, and the crews'
 * characters; and the names its reasons need (the crews' factions, cohorts and projects, the
 * wizards and their warbands), so that a step names them as the crew's own history does.
 */
export const campaignHistorySubjectsSchema = z.object({
  things: z.array(z.object({ aggregate: z.enum(AGGREGATES), aggregateId: z.string(), name: z.string() })),
  characters: z.array(z.object({ id: z.string(), name: z.string(), crewId: z.string() })),
  names: z.object({ factions: z.array(namedSchema), cohorts: z.array(namedSchema), projects: z.array(namedSchema), members: z.array(namedSchema) }),
});
export type CampaignHistorySubjects = Answer<typeof campaignHistorySubjectsSchema>;

export const campaignHistoryRoute = {
  params: campaignParams,
  querystring: z.strictObject({
    aggregate: z.enum(AGGREGATES).optional().describe('Only the steps of this kind of thing.'),
    aggregateId: idSchema.optional().describe('Only the steps of this crew, wizard, complex action… (with `aggregate`).'),
    characterId: idSchema.optional().describe('Only the steps that name this character, or made a roll of theirs.'),
    before: idSchema.optional().describe('The id of the last step shown: the next (older) page.'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  answer: z.object({ steps: z.array(campaignStepSchema), subjects: campaignHistorySubjectsSchema }),
};
export type CampaignHistoryPage = Answer<typeof campaignHistoryRoute.answer>;

/**
 * GET /api/campaigns/:campaignId/stream's one event, `event: step`: which history moved (a crew's,
 * a wizard's, a complex action's, the dice's) — the GM's screen reads what it shows again.
 */
export const campaignStepNoticeSchema = z.object({
  aggregate: z.enum(AGGREGATES),
  aggregateId: z.string(),
  type: z.string().describe('The step’s type.'),
});
export type CampaignStepNotice = Answer<typeof campaignStepNoticeSchema>;
