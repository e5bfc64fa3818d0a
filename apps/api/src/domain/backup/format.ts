/**
 * The campaign export format, version 1: one JSON document holding a whole campaign — its table
 * rules, every crew (the sheet as the rules model, its downtime, its whole history with dice,
 * details, reasons and undo links, and its rolls), every Frostgrave wizard (warband, hired muscle,
 * ledger, rolls), the d100 trackers and the campaign's other rolls.
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
  type ComplexAction,
  type Crew,
  type DowntimeEvent,
  type Reason,
  type TableRules,
} from '@temps-mort/rules';
import { z } from 'zod';
import { LANGUAGES } from '../campaigns/campaigns';

export const EXPORT_FORMAT = 'temps-mort-campaign';
export const EXPORT_VERSION = 1;

/**
 * `schema` checks the value; the value is kept as given (no trimming, no defaults filled). Its
 * issues stop the document-wide checks (`continue: false`), which then only ever see values of
 * the right shape.
 */
function checked<T>(schema: z.ZodType, what: string): z.ZodType<T> {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, continue: false });
      }
    })
    .describe(what) as unknown as z.ZodType<T>;
}

const id = z.string().min(1).max(100);
const timestamp = z.iso.datetime().describe('ISO 8601, UTC.');
const int = z.number().int();
const version = int.min(1);
const json = z.record(z.string(), z.unknown());

const reasonSchema: z.ZodType<Reason> = z.object({
  rule: z.string().max(20),
  code: z.string().max(200),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
}) as unknown as z.ZodType<Reason>;
const reasons = z.array(reasonSchema);

const tableRules = checked<TableRules>(checkedTableRulesSchema, 'Table rules (`TableRules` of packages/rules).');

export const exportedRollSchema = z.object({
  id,
  characterId: id.nullable().describe('A character of the crew (crew rolls only).'),
  wizardId: id.nullable().describe('A wizard of the document.'),
  eventSeq: int.min(1).nullable().describe("The step of the crew's history that made the roll (crew rolls only)."),
  who: z.string().max(200),
  purpose: z.string().max(200),
  kind: z.string().max(50),
  sides: int.min(0).max(1000),
  dice: z.array(int),
  band: z.string().max(50).nullable(),
  quality: int.nullable(),
  hidden: z.boolean(),
  reasons,
  result: z
    .object({ value: z.unknown(), rolls: z.array(z.object({ sides: int, purpose: z.string(), dice: z.array(int) })) })
    .catchall(z.unknown()),
  createdAt: timestamp,
});
export type ExportedRoll = z.infer<typeof exportedRollSchema>;

const undoPayloadSchema = z.object({ type: z.literal('undo'), seq: int.min(1) });
const eventVariants = new Map<string, z.ZodType>([
  ...downtimeEventSchema.options.map((o): [string, z.ZodType] => [o.shape.type.value, o]),
  ['undo', undoPayloadSchema],
]);
/** The event's own schema by its `type`, so that issues name the field (not "no variant matched"). */
const payloadSchema = z.unknown().superRefine((value, ctx) => {
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  const variant = typeof type === 'string' ? eventVariants.get(type) : undefined;
  if (variant === undefined) {
    ctx.addIssue({ code: 'custom', message: `unknown step type (one of ${[...eventVariants.keys()].join(', ')})`, path: ['type'], continue: false });
    return;
  }
  const result = variant.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, continue: false });
  }
});

export const exportedEventSchema = z.object({
  id,
  seq: int.min(1),
  type: z.string().max(50),
  payload: checked<DowntimeEvent | { type: 'undo'; seq: number }>(payloadSchema, 'The event as asked (`DowntimeEvent`, or `{type:"undo",seq}`).'),
  dice: z.array(int.min(1).max(1000)).describe('Every die the step consumed, in order.'),
  detail: json,
  reasons,
  tableRules: tableRules.nullable().describe('The table rules the step was applied with (null: before they were kept).'),
  hidden: z.boolean(),
  undoneBy: int.min(1).nullable().describe('The seq of the undo step that reverted this one.'),
  createdAt: timestamp,
});
export type ExportedEvent = z.infer<typeof exportedEventSchema>;

const characterDowntimeSchema = z.object({
  used: int.min(0),
  trained: z.array(z.string()),
  freePlay: int.min(0),
  pendingAsset: json.nullable(),
  pendingOverindulgence: json.nullable(),
  loadBeforeJail: int.nullable(),
});

export const exportedCrewSchema = z.object({
  id,
  version,
  gmNotes: z.string().max(100_000),
  characterNotes: z.record(z.string(), z.string().max(100_000)).describe('GM notes per character id.'),
  createdAt: timestamp,
  updatedAt: timestamp,
  crew: checked<Crew>(crewSchema, 'The crew sheet as the rules model (`Crew`): factions, cohorts, characters with their clocks, in order.'),
  downtime: z
    .object({
      phase: z.enum(DOWNTIME_PHASES as [string, ...string[]]),
      downtime: int.min(0),
      seasonBonus: z.boolean(),
      entanglementRolled: z.boolean(),
      extraEntanglementRolls: int.min(0),
      characters: z.record(z.string(), characterDowntimeSchema),
      events: int.min(0),
    })
    .describe("The reducer's `DowntimeState` without its crew."),
  events: z.array(exportedEventSchema).min(1).describe('The whole history, seq 1 (`crew_created`) first.'),
  rolls: z.array(exportedRollSchema),
});
export type ExportedCrew = z.infer<typeof exportedCrewSchema>;

export const exportedWizardSchema = z.object({
  id,
  name: z.string().max(200),
  level: int.min(0),
  gold: int.min(0),
  markers: int.min(0),
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
  warband: z.array(
    z.object({
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
  hiredMuscle: z.array(
    z.object({
      id,
      kind: z.enum(['bandit', 'thief', 'trap_expert', 'assassin', 'barber_surgeon', 'treasure_hunter']),
      createdAt: timestamp,
    }),
  ),
  favours: z.array(
    z.object({ id, kind: z.string().max(50), markersDelta: int, goldDelta: int, details: json, reasons, createdAt: timestamp }),
  ),
  collections: z.array(
    z.object({
      id,
      status: z.string().max(50),
      markersAtCheck: int,
      checkRoll: int.nullable(),
      tableRoll: int.nullable(),
      entry: z.string().max(50).nullable(),
      markersRemoved: int,
      goldPaid: int,
      details: json,
      reasons,
      createdAt: timestamp,
    }),
  ),
  rolls: z.array(exportedRollSchema),
});
export type ExportedWizard = z.infer<typeof exportedWizardSchema>;

export const exportedComplexActionSchema = z.object({
  id,
  crewId: id.nullable(),
  name: z.string().max(200),
  tracker: checked<ComplexAction>(complexActionSchema, 'The tracker (`ComplexAction` of packages/rules).'),
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ExportedComplexAction = z.infer<typeof exportedComplexActionSchema>;

const documentShape = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: timestamp,
  campaign: z.object({
    id,
    name: z.string().min(1).max(200),
    language: z.enum(LANGUAGES),
    tableRules,
    version,
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  crews: z.array(exportedCrewSchema),
  wizards: z.array(exportedWizardSchema),
  complexActions: z.array(exportedComplexActionSchema),
  rolls: z.array(exportedRollSchema).describe('Rolls of the campaign that belong to no crew and no wizard.'),
});

type Issue = { path: (string | number)[]; message: string };

/** Every row id of the document with where it is, in document order. */
export function rowIds(doc: z.infer<typeof documentShape>): { id: string; path: (string | number)[] }[] {
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
  doc.wizards.forEach((w, k) => {
    const base = ['wizards', k];
    out.push({ id: w.id, path: [...base, 'id'] });
    for (const list of ['warband', 'hiredMuscle', 'favours', 'collections'] as const) {
      w[list].forEach((x, i) => out.push({ id: x.id, path: [...base, list, i, 'id'] }));
    }
    rolls(w.rolls, [...base, 'rolls']);
  });
  doc.complexActions.forEach((a, i) => out.push({ id: a.id, path: ['complexActions', i, 'id'] }));
  rolls(doc.rolls, ['rolls']);
  return out;
}

/** The references inside a structurally valid document. */
function crossCheck(doc: z.infer<typeof documentShape>): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  for (const { id: rowId, path } of rowIds(doc)) {
    const first = seen.get(rowId);
    if (first !== undefined) issues.push({ path, message: `id used twice (first at ${first})` });
    else seen.set(rowId, path.join('.'));
  }
  const wizardIds = new Set(doc.wizards.map((w) => w.id));
  const crewIds = new Set(doc.crews.map((c) => c.id));
  /** `wizard`: crew rolls may name any wizard of the document, a wizard's rolls name it, others none. */
  const checkRolls = (
    list: readonly ExportedRoll[],
    base: (string | number)[],
    allowed: { characters?: Set<string>; seqs?: Set<number>; wizard: { any: true } | { none: true } | { is: string } },
  ) => {
    list.forEach((roll, i) => {
      if (roll.characterId !== null && !allowed.characters?.has(roll.characterId)) {
        issues.push({ path: [...base, i, 'characterId'], message: allowed.characters ? 'not a character of this crew' : 'must be null here' });
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
      if (event.undoneBy !== null) {
        const undo = bySeq.get(event.undoneBy);
        if (undo?.payload.type !== 'undo' || undo.payload.seq !== event.seq) {
          issues.push({ path: [...at, 'undoneBy'], message: 'must be the seq of the undo step that names this one' });
        }
      }
      if (event.payload.type === 'undo') {
        const target = bySeq.get(event.payload.seq);
        if (target === undefined || target.seq >= event.seq || target.undoneBy !== event.seq) {
          issues.push({ path: [...at, 'payload', 'seq'], message: 'must be an earlier step whose undoneBy is this one' });
        }
      }
    });
    checkRolls(entry.rolls, [...base, 'rolls'], { characters, seqs: new Set(bySeq.keys()), wizard: { any: true } });
  });
  doc.wizards.forEach((w, k) => checkRolls(w.rolls, ['wizards', k, 'rolls'], { wizard: { is: w.id } }));
  doc.complexActions.forEach((a, i) => {
    if (a.crewId !== null && !crewIds.has(a.crewId)) issues.push({ path: ['complexActions', i, 'crewId'], message: 'not a crew of this document' });
  });
  checkRolls(doc.rolls, ['rolls'], { wizard: { none: true } });
  return issues;
}

/**
 * The whole format: structure first, then (only when the structure holds) the references inside
 * the document. Issues name the field, e.g. `crews.0.events.12.undoneBy`.
 */
export const campaignExportSchema = documentShape.superRefine((doc, ctx) => {
  for (const issue of crossCheck(doc)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

export type CampaignExport = z.infer<typeof documentShape>;
