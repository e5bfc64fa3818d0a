/**
 * The campaign export format, version 2: one JSON document holding a whole campaign — its table
 * rules, every crew (the sheet as the rules model, its downtime, its whole history with dice,
 * details, reasons and undo links, and its rolls), every Frostgrave wizard (the rules' state, its
 * whole history — its ledger — and its rolls), the d100 trackers and the campaign's other rolls.
 *
 * Version 1 (before a wizard's ledger was its history, decision 014) still imports: its wizards —
 * a row with its warband, hired muscle, favours and collections — are read as the migration reads
 * the same rows (./olderWizards.ts), and what today's format refuses in them is named where the
 * file says it.
 *
 * `campaignExportSchema` is the ONE definition: the export route writes documents of this shape,
 * the import route (and the tests) validate with it. It checks the structure (rule-shaped values
 * with the rules package's own schemas) and then, once the structure holds, the references inside
 * the document (ids unique, each roll's event and character exist, undo links go both ways…), so a
 * document that passes can be written without a foreign-key or unique-constraint failure.
 *
 * Rule-shaped values (a crew, an event's payload, table rules, a d100 tracker) are validated with
 * the rules' schemas but kept exactly as written: an import stores what the export read, never a
 * re-normalized copy.
 *
 * Everything an import stores is checked: every object is strict (an unknown field is refused, as
 * is one a rules schema would drop — only a table rule a later version retired is let go, as when
 * stored table rules are read), every list and string has a cap, and the free-form values (a
 * step's detail, a roll's result, a ledger row's details) are bounded JSON (./json.ts).
 *
 * Not in the document, on purpose: share links (their tokens are secrets and only their hashes are
 * stored — an import gets new links from the GM), GM credentials and sessions, and the row versions
 * and timestamps of factions, cohorts, characters and clocks (no route reads them; crew writes are
 * versioned by the crew's own `version`, which is kept).
 */
import {
  DOWNTIME_PHASES,
  checkedTableRulesSchema,
  complexActionSchema,
  crewSchema,
  downtimeEventSchema,
  tableRulesSchema,
  wizardStateSchema,
  type ComplexAction,
  type Crew,
  type DowntimeEvent,
  type EntanglementRoll,
  type Reason,
  type TableRules,
  type WizardState,
} from '@temps-mort/rules';
import { z } from 'zod';
import { LANGUAGES } from '../campaigns/campaigns';
import { gameSystemsSchema } from '@temps-mort/contract';
import { BASELINES } from '../wizards/history';
import { isHistoryMove } from '../history/steps';
import { isPlainObject, jsonIssues, jsonObjectOf, jsonObjectSchema, jsonValueSchema, type JsonIssue, type JsonPath } from './json';
import { ledgerDetailSchema, type LedgerDetail } from '../wizards/ledgerDetail';
import { wizardOfV1 } from './olderWizards';

export const EXPORT_FORMAT = 'temps-mort-campaign';
/** The version an export writes. */
export const EXPORT_VERSION = 2;
/** The versions an import reads (decision 012: a new version comes with a reader for the older ones). */
export const EXPORT_VERSIONS = [1, EXPORT_VERSION] as const;

/**
 * How many of each a document may hold: far above what years of play make (the 20 MiB body limit
 * comes first), low enough that no list costs the server more than its size.
 */
export const LIST_LIMITS = {
  crews: 1000,
  wizards: 1000,
  complexActions: 10_000,
  /** A crew's steps, a crew's rolls, the campaign's other rolls. */
  history: 100_000,
  /** A version-1 wizard's warband, hired muscle, favours, collections. */
  ledger: 10_000,
  /** Reasons of one step or roll; dice of one step or roll. */
  reasons: 1000,
  dice: 1000,
  /** A crew's characters with notes, a downtime's characters. */
  characters: 100,
} as const;

/** Fields a schema dropped (a zod object that is not strict strips what it does not know). */
function droppedKeys(given: unknown, parsed: unknown, path: JsonPath, out: JsonIssue[]): void {
  if (Array.isArray(given)) {
    if (Array.isArray(parsed)) given.forEach((item, i) => droppedKeys(item, parsed[i], [...path, i], out));
    return;
  }
  if (!isPlainObject(given) || !isPlainObject(parsed)) return;
  for (const [key, item] of Object.entries(given)) {
    if (!Object.hasOwn(parsed, key)) out.push({ path, message: `Unrecognized key: "${key}"` });
    else droppedKeys(item, parsed[key], [...path, key], out);
  }
}

/**
 * A rule-shaped value checked with the rules' schema, refused if the schema would drop a field of
 * it (the value is stored as given, so a dropped field would be stored unchecked), and bounded.
 */
function ruleShapedIssues(schema: z.ZodType, value: unknown): JsonIssue[] {
  const result = schema.safeParse(value);
  if (!result.success) return result.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'number' ? p : String(p))), message: i.message }));
  const issues: JsonIssue[] = [];
  droppedKeys(value, result.data, [], issues);
  return [...issues, ...jsonIssues(value)];
}

/**
 * `schema` checks the value; the value is kept as given (no trimming, no defaults filled). Its
 * issues stop the document-wide checks (`continue: false`), which then only ever see values of
 * the right shape.
 */
function checked<T>(schema: z.ZodType, what: string): z.ZodType<T> {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const issue of ruleShapedIssues(schema, value)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, continue: false });
    })
    .describe(what) as unknown as z.ZodType<T>;
}

const id = z.string().min(1).max(100);
const timestamp = z.iso.datetime().describe('ISO 8601, UTC.');
const int = z.number().int();
const version = int.min(1);
/** A record with at most `max` keys (zod records have no size check of their own). */
const recordOf = <V extends z.ZodType>(key: z.ZodType<string>, value: V, max: number) =>
  z.record(key, value).refine((r) => Object.keys(r).length <= max, { message: `Too big: expected object to have <=${max} keys` });

const reasonSchema: z.ZodType<Reason> = z.strictObject({
  rule: z.string().max(20),
  code: z.string().max(200),
  values: recordOf(z.string().max(100), z.union([z.number(), z.string().max(10_000), z.boolean(), z.null()]), 100),
}) as unknown as z.ZodType<Reason>;
const reasons = z.array(reasonSchema).max(LIST_LIMITS.reasons);

/**
 * Table rules as stored: today's options checked; an option a later version dropped (in a step
 * played before) is let go, as `tableRulesFrom` does when it reads them — but bounded.
 */
const tableRules = z
  .unknown()
  .superRefine((value, ctx) => {
    if (!isPlainObject(value)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid input: expected object', continue: false });
      return;
    }
    const known = Object.fromEntries(Object.entries(value).filter(([key]) => Object.hasOwn(tableRulesSchema.shape, key)));
    const retired = Object.entries(value).filter(([key]) => !Object.hasOwn(tableRulesSchema.shape, key));
    const issues = ruleShapedIssues(checkedTableRulesSchema, known);
    if (retired.length > 20) issues.push({ path: [], message: 'Too big: expected object to have <=20 unknown keys' });
    for (const [key, option] of retired) {
      const plain = option === null || typeof option === 'boolean' || typeof option === 'number' || (typeof option === 'string' && option.length <= 100);
      if (key.length > 100 || !plain) issues.push({ path: [key], message: `Unrecognized key: "${key}"` });
    }
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, continue: false });
  })
  .describe('Table rules (`TableRules` of packages/rules).') as unknown as z.ZodType<TableRules>;

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

/** The notes a step replaced (domain/crews/events.ts `NotesBefore`): an undo writes them back. */
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

const ledgerList = <T extends z.ZodType>(row: T) => z.array(row).max(LIST_LIMITS.ledger);

/** A wizard of a version-1 export: its row, warband and hired muscle, and its ledger as rows. */
export const exportedWizardV1Schema = z.strictObject({
  id,
  name: z.string().max(200),
  level: int.min(0),
  gold: int.min(0),
  markers: int.min(0),
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
  warband: ledgerList(
    z.strictObject({
      id,
      name: z.string().max(200),
      role: z.enum(['wizard', 'apprentice', 'captain', 'soldier', 'hired_muscle']),
      baseCost: int.min(0),
      will: int,
      version,
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
  ),
  hiredMuscle: ledgerList(
    z.strictObject({
      id,
      kind: z.enum(['bandit', 'thief', 'trap_expert', 'assassin', 'barber_surgeon', 'treasure_hunter']),
      createdAt: timestamp,
    }),
  ),
  favours: ledgerList(
    z.strictObject({ id, kind: z.string().max(50), markersDelta: int, goldDelta: int, details: jsonObjectSchema, reasons, createdAt: timestamp }),
  ),
  collections: ledgerList(
    z.strictObject({
      id,
      status: z.string().max(50),
      markersAtCheck: int,
      checkRoll: int.nullable(),
      tableRoll: int.nullable(),
      entry: z.string().max(50).nullable(),
      markersRemoved: int,
      goldPaid: int,
      details: jsonObjectSchema,
      reasons,
      createdAt: timestamp,
    }),
  ),
  rolls: z.array(exportedRollSchema).max(LIST_LIMITS.history),
});
export type ExportedWizardV1 = z.infer<typeof exportedWizardV1Schema>;

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
const documentParts = {
  format: z.literal(EXPORT_FORMAT),
  exportedAt: timestamp,
  campaign: z.strictObject({
    id,
    name: z.string().min(1).max(200),
    language: z.enum(LANGUAGES),
    tableRules,
    systems: gameSystemsSchema.optional().describe('The game systems the table uses (absent in exports made before the choice: every one).'),
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

const documentShape = z.strictObject({
  ...documentParts,
  version: z.literal(EXPORT_VERSION),
  wizards: z.array(exportedWizardSchema).max(LIST_LIMITS.wizards),
});
const documentShapeV1 = z.strictObject({
  ...documentParts,
  version: z.literal(1),
  wizards: z.array(exportedWizardV1Schema).max(LIST_LIMITS.wizards),
});

export type CampaignExport = z.infer<typeof documentShape>;
/** A document of any version an import reads. */
export type AnyCampaignExport = CampaignExport | z.infer<typeof documentShapeV1>;

type Issue = { path: (string | number)[]; message: string };

const isV1 = (w: ExportedWizard | ExportedWizardV1): w is ExportedWizardV1 => !('state' in w);

/** Every row id of the document with where it is, in document order. */
export function rowIds(doc: AnyCampaignExport): { id: string; path: (string | number)[] }[] {
  const out: { id: string; path: (string | number)[] }[] = [{ id: doc.campaign.id, path: ['campaign', 'id'] }];
  const rolls = (list: readonly ExportedRoll[], base: (string | number)[]) => list.forEach((r, i) => out.push({ id: r.id, path: [...base, i, 'id'] }));
  doc.crews.forEach((entry, c) => {
    const base = ['crews', c];
    out.push({ id: entry.id, path: [...base, 'id'] });
    const crew = entry.crew;
    crew.factions.forEach((f, i) => out.push({ id: f.id, path: [...base, 'crew', 'factions', i, 'id'] }));
    crew.cohorts.forEach((x, i) => out.push({ id: x.id, path: [...base, 'crew', 'cohorts', i, 'id'] }));
    crew.characters.forEach((ch, i) => {
      const at = [...base, 'crew', 'characters', i];
      out.push({ id: ch.id, path: [...at, 'id'] });
      out.push({ id: ch.healing.id, path: [...at, 'healing', 'id'] });
      ch.projects.forEach((p, j) => out.push({ id: p.id, path: [...at, 'projects', j, 'id'] }));
    });
    entry.events.forEach((e, i) => out.push({ id: e.id, path: [...base, 'events', i, 'id'] }));
    rolls(entry.rolls, [...base, 'rolls']);
  });
  const wizards: readonly (ExportedWizard | ExportedWizardV1)[] = doc.wizards;
  wizards.forEach((w, k) => {
    const base = ['wizards', k];
    out.push({ id: w.id, path: [...base, 'id'] });
    if (isV1(w)) {
      for (const list of ['warband', 'hiredMuscle', 'favours', 'collections'] as const) {
        w[list].forEach((x, i) => out.push({ id: x.id, path: [...base, list, i, 'id'] }));
      }
    } else {
      const sheet = w.state.wizard;
      sheet.warband.forEach((m, i) => out.push({ id: m.id, path: [...base, 'state', 'wizard', 'warband', i, 'id'] }));
      sheet.hiredMuscle.forEach((h, i) => out.push({ id: h.id, path: [...base, 'state', 'wizard', 'hiredMuscle', i, 'id'] }));
      w.steps.forEach((s, i) => out.push({ id: s.id, path: [...base, 'steps', i, 'id'] }));
    }
    rolls(w.rolls, [...base, 'rolls']);
  });
  doc.complexActions.forEach((a, i) => out.push({ id: a.id, path: ['complexActions', i, 'id'] }));
  rolls(doc.rolls, ['rolls']);
  (doc.diceSteps ?? []).forEach((s, i) => out.push({ id: s.id, path: ['diceSteps', i, 'id'] }));
  doc.complexActions.forEach((a, k) => (a.steps ?? []).forEach((s, i) => out.push({ id: s.id, path: ['complexActions', k, 'steps', i, 'id'] })));
  return out;
}

/** Every character a crew's history names: its creation's and those its steps saved. */
function charactersOfHistory(entry: { readonly events: readonly { readonly payload: unknown }[] }): string[] {
  return entry.events.flatMap(({ payload }) => {
    const event = payload as { crew?: { characters?: readonly { id?: unknown }[] }; character?: { id?: unknown } } | null;
    const ids = [...(Array.isArray(event?.crew?.characters) ? event.crew.characters.map((c) => c?.id) : []), event?.character?.id];
    return ids.filter((id): id is string => typeof id === 'string');
  });
}

/** What the undo links of a history read of a step. */
interface LinkedStep {
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
  readonly undoneBy: number | null;
}

/** The move a step is (`{type:"undo"|"redo",seq}`: the step it names), or null. */
function moveOf(step: LinkedStep): { readonly type: 'undo' | 'redo'; readonly seq: number } | null {
  const payload = step.payload as { type?: unknown; seq?: unknown } | null;
  return (payload?.type === 'undo' || payload?.type === 'redo') && typeof payload.seq === 'number' ? { type: payload.type, seq: payload.seq } : null;
}

/**
 * The undo links of a history, both ways (every history: a crew's, a wizard's, a complex
 * action's, the dice's): a step is undone by an undo naming it; an undo, by the redo that took it
 * back, its step then no longer undone by it.
 */
function undoLinkIssues(steps: readonly LinkedStep[], base: (string | number)[]): Issue[] {
  const issues: Issue[] = [];
  const bySeq = new Map(steps.map((s) => [s.seq, s]));
  steps.forEach((step, i) => {
    const at = [...base, i];
    const move = moveOf(step);
    const undoneByType = move?.type === 'undo' ? 'redo' : 'undo';
    if (step.undoneBy !== null) {
      const by = bySeq.get(step.undoneBy);
      const byMove = by === undefined ? null : moveOf(by);
      if (byMove?.type !== undoneByType || byMove.seq !== step.seq) issues.push({ path: [...at, 'undoneBy'], message: `must be the seq of the ${undoneByType} step that names this one` });
    }
    if (move?.type === 'undo') {
      const target = bySeq.get(move.seq);
      // Once a redo took the undo back, its step is no longer undone by it.
      const marks = step.undoneBy === null;
      if (target === undefined || target.seq >= step.seq || (target.undoneBy === step.seq) !== marks) {
        issues.push({ path: [...at, 'payload', 'seq'], message: marks ? 'must be an earlier step whose undoneBy is this one' : 'must be an earlier step no longer undone by this one (a redo took it back)' });
      }
    }
    if (move?.type === 'redo') {
      const undo = bySeq.get(move.seq);
      if (undo === undefined || moveOf(undo)?.type !== 'undo' || undo.seq >= step.seq || undo.undoneBy !== step.seq) {
        issues.push({ path: [...at, 'payload', 'seq'], message: 'must be an earlier undo step whose undoneBy is this one' });
      }
    }
  });
  return issues;
}

/** A history's steps (other than a crew's): in order, each seq once, its undo links both ways. */
function stepOrderIssues(steps: readonly ExportedStep[], base: (string | number)[]): Issue[] {
  const issues: Issue[] = [];
  steps.forEach((s, i) => {
    if (i > 0 && s.seq <= (steps[i - 1]?.seq ?? 0)) issues.push({ path: [...base, i, 'seq'], message: 'steps are listed in order, each seq once' });
  });
  return [...issues, ...undoLinkIssues(steps, base)];
}

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

/** A version-1 wizard read as today's: what today's format refuses in it, named where the file says it. */
function wizardV1Issues(w: ExportedWizardV1): Issue[] {
  const today = wizardOfV1(w);
  const parsed = exportedWizardSchema.safeParse(today.wizard);
  const issues = parsed.success
    ? wizardHistoryIssues(parsed.data)
    : parsed.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'number' ? p : String(p))), message: i.message }));
  return issues.map((i) => ({ path: today.pathInFile(i.path), message: i.message }));
}

/** The references inside a structurally valid document. */
function crossCheck(doc: AnyCampaignExport): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  for (const { id: rowId, path } of rowIds(doc)) {
    const first = seen.get(rowId);
    if (first !== undefined) issues.push({ path, message: `id used twice (first at ${first})` });
    else seen.set(rowId, path.join('.'));
  }
  const wizards: readonly (ExportedWizard | ExportedWizardV1)[] = doc.wizards;
  const wizardIds = new Set(wizards.map((w) => w.id));
  const crewIds = new Set(doc.crews.map((c) => c.id));
  const diceSteps = doc.diceSteps ?? [];
  const diceSeqs = new Set(diceSteps.map((s) => s.seq));
  issues.push(...stepOrderIssues(diceSteps, ['diceSteps']));
  const complexSeqs = new Map(doc.complexActions.map((a) => [a.id, new Set((a.steps ?? []).map((s) => s.seq))]));
  doc.complexActions.forEach((a, i) => issues.push(...stepOrderIssues(a.steps ?? [], ['complexActions', i, 'steps'])));
  // A version-1 wizard has no history: no roll names a step of it.
  const wizardSeqs = new Map(wizards.map((w) => [w.id, new Set(isV1(w) ? [] : w.steps.map((s) => s.seq))]));
  /** `wizard`: crew rolls may name any wizard of the document, a wizard's rolls name it, others none. */
  const checkRolls = (
    list: readonly ExportedRoll[],
    base: (string | number)[],
    allowed: { characters?: Set<string>; seqs?: Set<number>; wizard: { any: true } | { none: true } | { is: string } },
  ) => {
    list.forEach((roll, i) => {
      if (roll.characterId !== null && !allowed.characters?.has(roll.characterId)) {
        issues.push({ path: [...base, i, 'characterId'], message: allowed.characters ? 'not a character of this crew nor of its history' : 'must be null here' });
      }
      if (roll.step?.history === 'dice' && !diceSeqs.has(roll.step.seq)) {
        issues.push({ path: [...base, i, 'step', 'seq'], message: 'not a step of the campaign’s dice' });
      }
      if (roll.step?.history === 'complex_action' && !(complexSeqs.get(roll.step.complexActionId)?.has(roll.step.seq) ?? false)) {
        issues.push({ path: [...base, i, 'step'], message: 'not a step of a complex action of this document' });
      }
      if (roll.step?.history === 'wizard') {
        if (!(wizardSeqs.get(roll.step.wizardId)?.has(roll.step.seq) ?? false)) issues.push({ path: [...base, i, 'step'], message: 'not a step of a wizard’s history in this document' });
        else if (roll.wizardId !== roll.step.wizardId) issues.push({ path: [...base, i, 'step', 'wizardId'], message: 'must be the wizard of the roll (its wizardId)' });
      }
      if (roll.eventSeq !== null && !allowed.seqs?.has(roll.eventSeq)) {
        issues.push({ path: [...base, i, 'eventSeq'], message: allowed.seqs ? 'not a step of this crew' : 'must be null here' });
      }
      if ('any' in allowed.wizard) {
        if (roll.wizardId !== null && !wizardIds.has(roll.wizardId)) issues.push({ path: [...base, i, 'wizardId'], message: 'not a wizard of this document' });
      } else if ('none' in allowed.wizard) {
        if (roll.wizardId !== null) issues.push({ path: [...base, i, 'wizardId'], message: 'must be null here (a wizard roll belongs under its wizard)' });
      } else if (roll.wizardId !== allowed.wizard.is) {
        issues.push({ path: [...base, i, 'wizardId'], message: 'must be the id of the wizard it is listed under' });
      }
    });
  };

  doc.crews.forEach((entry, c) => {
    const base = ['crews', c];
    if (entry.crew.id !== entry.id) issues.push({ path: [...base, 'crew', 'id'], message: 'must be the crew entry id' });
    const characters = new Set(entry.crew.characters.map((ch) => ch.id));
    for (const key of Object.keys(entry.characterNotes)) {
      if (!characters.has(key)) issues.push({ path: [...base, 'characterNotes', key], message: 'not a character of this crew' });
    }
    const bySeq = new Map(entry.events.map((e) => [e.seq, e]));
    entry.events.forEach((event, i) => {
      const at = [...base, 'events', i];
      if (event.seq !== i + 1) issues.push({ path: [...at, 'seq'], message: `must be ${i + 1} (steps are numbered 1, 2, 3… in order)` });
      if (event.payload.type !== event.type) issues.push({ path: [...at, 'type'], message: 'must be the payload type' });
      if ((i === 0) !== (event.type === 'crew_created')) {
        issues.push({ path: [...at, 'type'], message: i === 0 ? 'the first step must be crew_created' : 'crew_created can only be the first step' });
      }
      if (event.payload.type === 'crew_created' && event.payload.crew.id !== entry.id) {
        issues.push({ path: [...at, 'payload', 'crew', 'id'], message: 'must be the crew entry id' });
      }
    });
    issues.push(...undoLinkIssues(entry.events, [...base, 'events']));
    // A roll keeps the character who rolled after the character leaves the crew (an undo brings it back).
    checkRolls(entry.rolls, [...base, 'rolls'], { characters: new Set([...characters, ...charactersOfHistory(entry)]), seqs: new Set(bySeq.keys()), wizard: { any: true } });
  });
  wizards.forEach((w, k) => {
    const base = ['wizards', k];
    for (const issue of isV1(w) ? wizardV1Issues(w) : wizardHistoryIssues(w)) issues.push({ path: [...base, ...issue.path], message: issue.message });
    checkRolls(w.rolls, [...base, 'rolls'], { wizard: { is: w.id } });
  });
  doc.complexActions.forEach((a, i) => {
    if (a.crewId !== null && !crewIds.has(a.crewId)) issues.push({ path: ['complexActions', i, 'crewId'], message: 'not a crew of this document' });
  });
  checkRolls(doc.rolls, ['rolls'], { wizard: { none: true } });
  return issues;
}

/** The document of today's version: a version-1 document's wizards read as today's (checked by `crossCheck` first). */
function todays(doc: AnyCampaignExport): CampaignExport {
  if (doc.version === EXPORT_VERSION) return doc;
  return { ...doc, version: EXPORT_VERSION, wizards: doc.wizards.map((w) => wizardOfV1(w).wizard) };
}

/**
 * The whole format, of any version an import reads: structure first, then (only when the
 * structure holds) the references inside the document; a valid document is given as today's
 * version. Issues name the field, e.g. `crews.0.events.12.undoneBy`.
 */
export const campaignExportSchema = z
  .discriminatedUnion('version', [documentShape, documentShapeV1])
  .superRefine((doc, ctx) => {
    for (const issue of crossCheck(doc)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  })
  .transform(todays);
