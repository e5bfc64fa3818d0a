/**
 * Players acting from their phones (issue 36): what a link given to a character may do — propose
 * that character's downtime steps (the GM approves, edits then approves, or declines), roll when
 * the GM asks, keep the character's free texts — and what the campaign lets them do.
 *
 * A proposal's intent is one of the rules' own crew events for the character, without the
 * character (the path names it): the same schemas as the GM's steps, so a proposal and the step
 * that approves it can never disagree.
 */
import { characterTextsSchema, downtimeEventSchema } from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { ROLL_BODIES, rollSchema } from './rolls';
import { idSchema, versionSchema } from './ids';
import { crewStepSchema } from './crewWrites';

// ─── what the table lets players do ─────────────────────────────────────────────────────────────

/** What a player may do from a link given to their character: each on by default. */
export const playerPermissionsSchema = z.object({
  propose: z.boolean().describe('Propose their own downtime activities (and an acquired asset’s coin, an overindulgence’s pick).'),
  roll: z.boolean().describe('Roll from their phone when the GM asks.'),
  editTexts: z.boolean().describe('Edit their character’s free texts (look, notes, vice purveyor, comfort, fear).'),
});
export type PlayerPermissions = Answer<typeof playerPermissionsSchema>;

/** The campaign patch's part: only the switches named change. */
export const playerPermissionsPatchSchema = z.strictObject({
  propose: z.boolean().optional(),
  roll: z.boolean().optional(),
  editTexts: z.boolean().optional(),
});

// ─── proposals ──────────────────────────────────────────────────────────────────────────────────

type EventObject = (typeof downtimeEventSchema.options)[number];
function eventObject<T extends EventObject['shape']['type']['value']>(type: T): Extract<EventObject, { readonly shape: { readonly type: z.ZodLiteral<T> } }> {
  const found = downtimeEventSchema.options.find((o) => o.shape.type.value === type);
  if (!found) throw new Error(`no event schema for ${type}`);
  return found as Extract<EventObject, { readonly shape: { readonly type: z.ZodLiteral<T> } }>;
}

/**
 * What a player proposes for their character: a downtime activity (A1, A3–A9) with its options, the
 * coin paid for an acquired asset's extra quality (A4), or their pick after overindulging (V2).
 * What the server sets on the step (an asset kept, ids pinned) is not the player's.
 */
export const proposalIntentSchema = z.discriminatedUnion('type', [
  eventObject('activity').omit({ characterId: true }),
  eventObject('asset_settle').omit({ characterId: true, keep: true, assetId: true }),
  eventObject('overindulgence').omit({ characterId: true }),
]);
export type ProposalIntent = Answer<typeof proposalIntentSchema>;
export type ProposalIntentType = ProposalIntent['type'];

export const PROPOSAL_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The longest decline reason (a short sentence the player reads). */
export const DECLINE_REASON_MAX = 200;

export const proposalSchema = z.object({
  id: z.string(),
  crewId: z.string(),
  characterId: z.string(),
  intent: proposalIntentSchema.describe('What the player proposed.'),
  status: z.enum(PROPOSAL_STATUSES),
  approved: proposalIntentSchema.nullable().describe('What the GM approved when they edited it first; null otherwise.'),
  reason: z.string().nullable().describe('The GM’s words when declining.'),
  stepSeq: z.number().int().nullable().describe('The crew step that approved it.'),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ProposalView = Answer<typeof proposalSchema>;

/** POST /api/crews/:crewId/characters/:characterId/proposals (the character's link). */
export const proposalCreateBody = z.strictObject({ intent: proposalIntentSchema });

/** POST /api/proposals/:id/approve (the GM): the crew's version, and the intent as edited (else as proposed). */
export const proposalApproveBody = z.strictObject({ version: versionSchema, intent: proposalIntentSchema.optional() });

/** POST /api/proposals/:id/decline (the GM): a short reason the player reads. */
export const proposalDeclineBody = z.strictObject({ reason: z.string().trim().max(DECLINE_REASON_MAX).optional() });

/** The approval's answer: the crew's step (sheet and event, as any step answers) and the proposal approved. */
export const proposalApprovedSchema = z.object({ step: crewStepSchema, proposal: proposalSchema });
export type ProposalApproved = Answer<typeof proposalApprovedSchema>;

/** A list's cap: the pending ones and the latest decided (newest first). */
export const PROPOSALS_LISTED = 100;

// ─── roll requests ──────────────────────────────────────────────────────────────────────────────

/**
 * The roll the GM asks of a player, set by the GM (the player only presses Roll): a d6 pool for an
 * action or a resistance roll, a fortune roll, the character's d12 action against a difficulty, a
 * d100 test, or a complex action's next test.
 */
export const rollRequestRollSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('d6'), purpose: z.enum(['action', 'resistance']), pool: ROLL_BODIES.d6.shape.pool }),
  z.strictObject({ kind: z.literal('fortune'), pool: ROLL_BODIES.fortune.shape.pool, shift: ROLL_BODIES.fortune.shape.shift }),
  // The character's own d12 action: their pool of the attribute, a trait of theirs by name.
  z.strictObject({ kind: z.literal('d12'), ...ROLL_BODIES.d12.pick({ attribute: true, trait: true, modifier: true, threshold: true }).shape }),
  z.strictObject({ kind: z.literal('d100'), threshold: ROLL_BODIES.d100.shape.threshold }),
  z.strictObject({ kind: z.literal('complex_action'), complexActionId: idSchema, threshold: ROLL_BODIES.d100.shape.threshold }),
]);
export type RollRequestRoll = Answer<typeof rollRequestRollSchema>;
export type RollRequestKind = RollRequestRoll['kind'];

export const ROLL_REQUEST_STATUSES = ['pending', 'rolled', 'cancelled'] as const;
export type RollRequestStatus = (typeof ROLL_REQUEST_STATUSES)[number];

/** The longest note the GM gives with a request. */
export const ROLL_REQUEST_NOTE_MAX = 200;

export const rollRequestSchema = z.object({
  id: z.string(),
  crewId: z.string(),
  characterId: z.string(),
  roll: rollRequestRollSchema,
  note: z.string().nullable(),
  status: z.enum(ROLL_REQUEST_STATUSES),
  rollId: z.string().nullable().describe('The roll that answered it.'),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type RollRequestView = Answer<typeof rollRequestSchema>;

/** POST /api/crews/:crewId/roll-requests (the GM). */
export const rollRequestCreateBody = z.strictObject({
  characterId: idSchema,
  roll: rollRequestRollSchema,
  note: z.string().trim().min(1).max(ROLL_REQUEST_NOTE_MAX).optional(),
});

/** POST /api/roll-requests/:id/roll (the character's link): the request answered, and its roll. */
export const rollRequestRolledSchema = z.object({ request: rollRequestSchema, roll: rollSchema });
export type RollRequestRolled = Answer<typeof rollRequestRolledSchema>;

export const ROLL_REQUESTS_LISTED = 100;

// ─── a character's own texts ────────────────────────────────────────────────────────────────────

/**
 * PUT /api/crews/:crewId/characters/:characterId/texts (the character's link): the free texts
 * named change, nothing else; never a number the rules own. The rules' `character_texts` event.
 */
export const characterTextsBody = z.strictObject({
  version: versionSchema,
  texts: characterTextsSchema,
});

// ─── live ───────────────────────────────────────────────────────────────────────────────────────

/** `event: proposal` on a crew's stream (GM and the crew's links): a proposal made or decided. */
export const proposalLiveSchema = proposalSchema;
/** `event: roll_request` on a crew's stream: a request made, answered or cancelled. */
export const rollRequestLiveSchema = rollRequestSchema;
