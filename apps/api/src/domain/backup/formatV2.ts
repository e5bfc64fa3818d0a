/**
 * The campaign export format, version 2 (today's; ./format.ts reads every version): one JSON
 * document holding a whole campaign — its table rules and what its players may do, every crew (the
 * sheet as the rules model, its downtime, its whole history with dice, details, reasons, undo links
 * and the rules revision each step was applied under, its rolls, its players' proposals and the
 * GM's roll requests), every Frostgrave wizard (the rules' state, its whole history — its ledger —
 * and its rolls), the d100 trackers and the campaign's other rolls.
 *
 * A step's `rulesRevision` (decision 023) came within version 2: a document made before has none,
 * which reads as revision 1, the rules every step was applied under then. What players may do,
 * their proposals and the roll requests (issue 36) came within version 2 too: a document made
 * before has none of them, and reads as a campaign letting its players do everything (the
 * switches' defaults) with no proposal and no request.
 *
 * Not in the document, on purpose: share links (their tokens are secrets and only their hashes are
 * stored — an import gets new links from the GM; so a proposal names no link, and an imported one
 * has none), GM credentials and sessions, and the row versions and timestamps of factions, cohorts,
 * characters and clocks (no route reads them; crew writes are versioned by the crew's own
 * `version`, which is kept).
 */
import {
  DOWNTIME_PHASES,
  complexActionSchema,
  crewSchema,
  downtimeEventSchema,
  wizardStateSchema,
  type ComplexAction,
  type Crew,
  type DowntimeEvent,
  type EntanglementRoll,
  type WizardState,
} from '@temps-mort/rules';
import {
  DECLINE_REASON_MAX,
  PROPOSAL_STATUSES,
  ROLL_REQUEST_NOTE_MAX,
  ROLL_REQUEST_STATUSES,
  gameSystemsSchema,
  proposalIntentSchema,
  rollRequestRollSchema,
  type ProposalIntent,
  type RollRequestRoll,
} from '@temps-mort/contract';
import { z } from 'zod';
import { LANGUAGES } from '../campaigns/campaigns';
import { isHistoryMove } from '../history/steps';
import { BASELINES } from '../wizards/history';
import { ledgerDetailSchema, type LedgerDetail } from '../wizards/ledgerDetail';
import { jsonObjectOf, jsonObjectSchema, jsonValueSchema } from './json';
import {
  EXPORT_FORMAT,
  LIST_LIMITS,
  checked,
  id,
  int,
  reasons,
  recordOf,
  ruleShapedIssues,
  rulesRevision,
  stepOrderIssues,
  tableRules,
  timestamp,
  version,
  type Issue,
} from './formatParts';

/** The version this module describes: the one an export writes. */
export const VERSION_2 = 2;

/** Dice of one purpose, as a roll's result lists them. */
const diceOfPurpose = z.strictObject({ sides: int, purpose: z.string().max(200), dice: z.array(int).max(LIST_LIMITS.dice) });

export const exportedRollSchema = z.strictObject({
  id,
  characterId: id.nullable().describe('A character of the crew (crew rolls only).'),
  wizardId: id.nullable().describe('A wizard of the document.'),
  eventSeq: int.min(1).nullable().describe("The step of the crew's history that made the roll (crew rolls only)."),
  step: z
    .union([
      z.strictObject({ history: z.literal('dice'), seq: int.min(1) }),
      z.strictObject({ history: z.literal('complex_action'), complexActionId: id, seq: int.min(1) }),
      z.strictObject({ history: z.literal('wizard'), wizardId: id, seq: int.min(1) }),
    ])
    .optional()
    .describe("The step that made the roll when it is not its crew's (`eventSeq`): one of the campaign's dice, of a complex action's history or of a wizard's."),
  who: z.string().max(200),
  purpose: z.string().max(200),
  kind: z.string().max(50),
  sides: int.min(0).max(1000),
  dice: z.array(int).max(LIST_LIMITS.dice),
  band: z.string().max(50).nullable(),
  quality: int.nullable(),
  hidden: z.boolean(),
  reasons,
  // The rule's result and its dice by purpose, with the links each kind of roll keeps (domain/rolls).
  result: z.strictObject({
    value: jsonValueSchema.optional(),
    rolls: z.array(diceOfPurpose).max(100),
    /** A step's roll: the step. */
    eventSeq: int.min(1).optional(),
    /** A d12 action (domain/rolls/rolls.ts `D12Stored`). */
    standIn: jsonObjectSchema.nullable().optional(),
    supersededBy: id.nullable().optional(),
    rerollOf: id.nullable().optional(),
    steps: z.array(jsonObjectSchema).max(100).optional(),
    /** A d100 tracker's roll; a ledger's d20. */
    complexActionId: id.optional(),
    favourId: id.optional(),
    collectionId: id.optional(),
  }),
  createdAt: timestamp,
});
export type ExportedRoll = z.infer<typeof exportedRollSchema>;

const undoPayloadSchema = z.strictObject({ type: z.literal('undo'), seq: int.min(1) });
/** A redo takes back the undo step `seq` (domain/history/revert.ts). */
const redoPayloadSchema = z.strictObject({ type: z.literal('redo'), seq: int.min(1) });
const eventVariants = new Map<string, z.ZodType>([
  ...downtimeEventSchema.options.map((o): [string, z.ZodType] => [o.shape.type.value, o]),
  ['undo', undoPayloadSchema],
  ['redo', redoPayloadSchema],
]);
/** The event's own schema by its `type`, so that issues name the field (not "no variant matched"). */
const payloadSchema = z.unknown().superRefine((value, ctx) => {
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  const variant = typeof type === 'string' ? eventVariants.get(type) : undefined;
  if (variant === undefined) {
    ctx.addIssue({ code: 'custom', message: `unknown step type (one of ${[...eventVariants.keys()].join(', ')})`, path: ['type'], continue: false });
    return;
  }
  for (const issue of ruleShapedIssues(variant, value)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, continue: false });
});

/** The notes a step replaced (domain/crews/notes.ts `NotesBefore`): an undo writes them back. */
const notesBeforeSchema = z.strictObject({
  gmNotes: z.string().max(100_000).optional(),
  characterNotes: recordOf(id, z.string().max(100_000), LIST_LIMITS.characters).optional(),
});
/** What the step did, as the rules said (free-form), with the notes it replaced. */
const detailSchema = jsonObjectSchema.superRefine((detail, ctx) => {
  if (!Object.hasOwn(detail, 'notesBefore')) return;
  const result = notesBeforeSchema.safeParse(detail.notesBefore);
  for (const issue of result.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: ['notesBefore', ...issue.path.map(String)] });
});

export const exportedEventSchema = z.strictObject({
  id,
  seq: int.min(1),
  type: z.string().max(50),
  payload: checked<DowntimeEvent | { type: 'undo' | 'redo'; seq: number }>(payloadSchema, 'The event as asked (`DowntimeEvent`, `{type:"undo",seq}`, or `{type:"redo",seq}` naming the undo it took back).'),
  dice: z.array(int.min(1).max(1000)).max(LIST_LIMITS.dice).describe('Every die the step consumed, in order.'),
  detail: detailSchema,
  reasons,
  tableRules: tableRules.nullable().describe('The table rules the step was applied with (null: before they were kept).'),
  rulesRevision,
  hidden: z.boolean(),
  undoneBy: int.min(1).nullable().describe('The seq of the undo step that reverted this one.'),
  createdAt: timestamp,
});
export type ExportedEvent = z.infer<typeof exportedEventSchema>;

/** A step of a history other than a crew's: the campaign's dice (a roll, its undo), a complex action's (its creation, a roll, an undo). */
export const exportedStepSchema = z.strictObject({
  id,
  seq: int.min(1),
  type: z.string().max(50),
  payload: jsonObjectSchema.describe('The step as asked, or `{type:"undo",seq}`.'),
  dice: z.array(int.min(1).max(1000)).max(LIST_LIMITS.dice).describe('Every die the step consumed, in order.'),
  detail: jsonObjectSchema,
  reasons,
  tableRules: tableRules.nullable(),
  rulesRevision,
  hidden: z.boolean(),
  undoneBy: int.min(1).nullable().describe('The seq of the undo step that reverted this one.'),
  createdAt: timestamp,
});
export type ExportedStep = z.infer<typeof exportedStepSchema>;

const characterDowntimeSchema = z.strictObject({
  used: int.min(0),
  trained: z.array(z.string().max(200)).max(100),
  freePlay: int.min(0),
  pendingAsset: jsonObjectSchema.nullable(),
  pendingOverindulgence: jsonObjectSchema.nullable(),
  loadBeforeJail: int.nullable(),
});

/**
 * A player's proposal for their character (issue 36, the `Proposal` row but its link): what was
 * proposed, and how the GM or the player decided it. Its fields as each status leaves them, the
 * step that approved it and its character are checked across the document (./formatChecks.ts).
 */
export const exportedProposalSchema = z.strictObject({
  id,
  characterId: id.describe('A character of the crew (or of its history: one who left since).'),
  intent: checked<ProposalIntent>(proposalIntentSchema, 'What the player proposed (`ProposalIntent` of packages/contract).'),
  status: z.enum(PROPOSAL_STATUSES),
  approved: checked<ProposalIntent | null>(proposalIntentSchema.nullable(), 'What the GM approved when they edited it first (`ProposalIntent`); null otherwise.'),
  reason: z.string().max(DECLINE_REASON_MAX).nullable().describe('The GM’s words when declining.'),
  stepSeq: int.min(1).nullable().describe("The step of the crew's history that approved it."),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
});
export type ExportedProposal = z.infer<typeof exportedProposalSchema>;

/** The GM's request of a roll from a player (issue 36, the `RollRequest` row): the roll asked, and the roll that answered it. */
export const exportedRollRequestSchema = z.strictObject({
  id,
  characterId: id.describe('A character of the crew (or of its history: one who left since).'),
  roll: checked<RollRequestRoll>(rollRequestRollSchema, 'The roll asked (`RollRequestRoll` of packages/contract).'),
  note: z.string().max(ROLL_REQUEST_NOTE_MAX).nullable(),
  status: z.enum(ROLL_REQUEST_STATUSES),
  rollId: id.nullable().describe("The roll that answered it: one of the crew's rolls or of the campaign's."),
  createdAt: timestamp,
  answeredAt: timestamp.nullable(),
});
export type ExportedRollRequest = z.infer<typeof exportedRollRequestSchema>;

export const exportedCrewSchema = z.strictObject({
  id,
  version,
  gmNotes: z.string().max(100_000),
  characterNotes: recordOf(z.string(), z.string().max(100_000), LIST_LIMITS.characters).describe('GM notes per character id.'),
  createdAt: timestamp,
  updatedAt: timestamp,
  crew: checked<Crew>(crewSchema, 'The crew sheet as the rules model (`Crew`): factions, cohorts, characters with their clocks, in order.'),
  downtime: z
    .strictObject({
      phase: z.enum(DOWNTIME_PHASES as [string, ...string[]]),
      downtime: int.min(0),
      seasonBonus: z.boolean(),
      entanglementRolled: z.boolean(),
      extraEntanglementRolls: int.min(0),
      /** E1: a roll waiting for the GM's pick (only while one waits). */
      pendingEntanglementRoll: z
        .strictObject({ roll: jsonObjectOf<EntanglementRoll>('The rolled cell (`EntanglementRoll`).'), id, reveal: z.boolean() })
        .nullable()
        .optional(),
      characters: recordOf(z.string(), characterDowntimeSchema, LIST_LIMITS.characters),
      events: int.min(0),
    })
    .describe("The reducer's `DowntimeState` without its crew."),
  events: z.array(exportedEventSchema).min(1).max(LIST_LIMITS.history).describe('The whole history, seq 1 (`crew_created`) first.'),
  rolls: z.array(exportedRollSchema).max(LIST_LIMITS.history),
  proposals: z
    .array(exportedProposalSchema)
    .max(LIST_LIMITS.requests)
    .optional()
    .describe('Its players’ proposals, oldest first (absent when there are none, and in exports made before them).'),
  rollRequests: z
    .array(exportedRollRequestSchema)
    .max(LIST_LIMITS.requests)
    .optional()
    .describe('The rolls the GM asked of its players, oldest first (absent when there are none, and in exports made before them).'),
});
export type ExportedCrew = z.infer<typeof exportedCrewSchema>;

/**
 * A step of a wizard's history: the ledger reads its detail (./ledgerDetail.ts), whatever it is
 * (an undo's or a redo's is the log's own). Its payload is checked by the replay from the last baseline on;
 * before it (the ledger of a wizard kept before its history was) it is kept as written.
 */
const exportedWizardStepSchema = exportedStepSchema.superRefine((step, ctx) => {
  if (isHistoryMove(step.type)) return;
  const read = ledgerDetailSchema.safeParse(step.detail);
  // Stops the document-wide checks, which read the details.
  for (const issue of read.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: ['detail', ...issue.path.map(String)], continue: false });
});

export const exportedWizardSchema = z.strictObject({
  id,
  state: checked<WizardState>(wizardStateSchema, 'The wizard as the rules model (`WizardState`): its sheet, warband and hired muscle, and the collection waiting for the player.'),
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
  steps: z
    .array(exportedWizardStepSchema)
    .min(1)
    .max(LIST_LIMITS.history)
    .describe('Its whole history, its ledger: from its creation (or the ledger kept before, then the state it was restored to) to its last step, with the undos.'),
  rolls: z.array(exportedRollSchema).max(LIST_LIMITS.history),
});
export type ExportedWizard = z.infer<typeof exportedWizardSchema>;

export const exportedComplexActionSchema = z.strictObject({
  id,
  crewId: id.nullable(),
  name: z.string().max(200),
  tracker: checked<ComplexAction>(complexActionSchema, 'The tracker (`ComplexAction` of packages/rules).'),
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
  steps: z.array(exportedStepSchema).max(LIST_LIMITS.history).optional().describe('Its history: its creation, its rolls, the undos (absent in exports made before it).'),
});
export type ExportedComplexAction = z.infer<typeof exportedComplexActionSchema>;

/** What every version of the document holds but its wizards. */
export const documentParts = {
  format: z.literal(EXPORT_FORMAT),
  exportedAt: timestamp,
  campaign: z.strictObject({
    id,
    name: z.string().min(1).max(200),
    language: z.enum(LANGUAGES),
    tableRules,
    systems: gameSystemsSchema.optional().describe('The game systems the table uses (absent in exports made before the choice: every one).'),
    players: z
      .strictObject({ propose: z.boolean(), roll: z.boolean(), editTexts: z.boolean() })
      // As the rules revision: a document made before reads as today's, here the switches' defaults.
      .default(() => ({ propose: true, roll: true, editTexts: true }))
      .describe('What players may do from a link given to their character (absent in exports made before the switches: everything).'),
    version,
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  crews: z.array(exportedCrewSchema).max(LIST_LIMITS.crews),
  complexActions: z.array(exportedComplexActionSchema).max(LIST_LIMITS.complexActions),
  rolls: z.array(exportedRollSchema).max(LIST_LIMITS.history).describe('Rolls of the campaign that belong to no crew and no wizard.'),
  diceSteps: z
    .array(exportedStepSchema)
    .max(LIST_LIMITS.history)
    .optional()
    .describe("The campaign's dice history: each campaign roll's step and the undos (absent in exports made before it)."),
};

export const documentShapeV2 = z.strictObject({
  ...documentParts,
  version: z.literal(VERSION_2),
  wizards: z.array(exportedWizardSchema).max(LIST_LIMITS.wizards),
});

/** A document of today's version. */
export type CampaignExport = z.infer<typeof documentShapeV2>;

const isBaseline = (type: string): boolean => (BASELINES as readonly string[]).includes(type);
/** The ledger's reading of a step (an undo or a redo has none). */
const ledgerDetailOf = (step: ExportedStep): LedgerDetail | null => (isHistoryMove(step.type) ? null : (step.detail as LedgerDetail));

/**
 * The references inside a wizard's entry (paths from the entry): its state is its own, its history
 * holds a baseline that no undo reverted, and every collection the ledger shows — or the state
 * waits on — is named by the step that started it (as the ledger finds it).
 */
export function wizardHistoryIssues(w: ExportedWizard): Issue[] {
  const issues = stepOrderIssues(w.steps, ['steps']);
  if (w.state.wizard.id !== w.id) issues.push({ path: ['state', 'wizard', 'id'], message: 'must be the wizard entry id' });
  const indexOf = new Map(w.steps.map((s, i) => [s.id, i]));
  /** The step that started collection `collectionId`, at or before step `upTo`. */
  const startOf = (collectionId: string, upTo: number) => {
    const index = indexOf.get(collectionId);
    const start = index === undefined || index > upTo ? undefined : w.steps[index];
    const detail = start === undefined ? null : ledgerDetailOf(start);
    return detail?.kind === 'collection' && detail.collection.id === collectionId ? start : undefined;
  };
  w.steps.forEach((s, i) => {
    if (s.payload.type !== s.type) issues.push({ path: ['steps', i, 'type'], message: 'must be the payload type' });
    if (isBaseline(s.type) && s.undoneBy !== null) issues.push({ path: ['steps', i, 'undoneBy'], message: 'a baseline (wizard_created, wizard_restored) is never undone' });
    const detail = ledgerDetailOf(s);
    if (detail?.kind === 'collection' && startOf(detail.collection.id, i) === undefined) {
      issues.push({ path: ['steps', i, 'detail', 'collection', 'id'], message: 'must be the id of the step of this history that started the collection' });
    }
  });
  if (!w.steps.some((s) => isBaseline(s.type))) {
    issues.push({ path: ['steps'], message: 'a wizard’s history holds its creation (wizard_created) or the state it was restored to (wizard_restored)' });
  }
  const pending = w.state.collection;
  const started = pending === null ? undefined : startOf(pending.id, w.steps.length);
  if (pending !== null && (started === undefined || started.undoneBy !== null)) {
    issues.push({ path: ['state', 'collection', 'id'], message: 'must be a collection of this wizard’s history (the id of the step that started it, not undone)' });
  }
  return issues;
}
