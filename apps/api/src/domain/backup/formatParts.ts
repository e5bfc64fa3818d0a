/**
 * The parts every version of the campaign export format (./format.ts) is made of: the limits, the
 * strict checks of rule-shaped values, the table rules, and the undo links every history keeps.
 *
 * Rule-shaped values (a crew, an event's payload, table rules, a d100 tracker) are validated with
 * the rules' schemas but kept exactly as written: an import stores what the export read, never a
 * re-normalized copy. Everything an import stores is checked: every object is strict (an unknown
 * field is refused, as is one a rules schema would drop), every list and string has a cap, and the
 * free-form values (a step's detail, a roll's result, a ledger row's details) are bounded JSON
 * (./json.ts).
 */
import { checkedTableRulesSchema, rulesRevisionSchema, tableRulesSchema, type Reason, type TableRules } from '@temps-mort/rules';
import { z } from 'zod';
import { isPlainObject, jsonIssues, type JsonIssue, type JsonPath } from './json';

export const EXPORT_FORMAT = 'temps-mort-campaign';

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
  /** A crew's proposals and its roll requests (issue 36), each list: as many as a history's steps. */
  requests: 100_000,
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
export function ruleShapedIssues(schema: z.ZodType, value: unknown): JsonIssue[] {
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
export function checked<T>(schema: z.ZodType, what: string): z.ZodType<T> {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const issue of ruleShapedIssues(schema, value)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, continue: false });
    })
    .describe(what) as unknown as z.ZodType<T>;
}

export const id = z.string().min(1).max(100);
export const timestamp = z.iso.datetime().describe('ISO 8601, UTC.');
export const int = z.number().int();
export const version = int.min(1);
/** A record with at most `max` keys (zod records have no size check of their own). */
export const recordOf = <V extends z.ZodType>(key: z.ZodType<string>, value: V, max: number) =>
  z.record(key, value).refine((r) => Object.keys(r).length <= max, { message: `Too big: expected object to have <=${max} keys` });

const reasonSchema: z.ZodType<Reason> = z.strictObject({
  rule: z.string().max(20),
  code: z.string().max(200),
  values: recordOf(z.string().max(100), z.union([z.number(), z.string().max(10_000), z.boolean(), z.null()]), 100),
}) as unknown as z.ZodType<Reason>;
export const reasons = z.array(reasonSchema).max(LIST_LIMITS.reasons);

/**
 * Table rules as stored: today's options checked, kept as written (an older export may lack the
 * options added since: they read as their defaults). A key this version does not know is refused
 * by name: it is no table rule, and nothing would read it (when a later version drops an option,
 * its reader lists it here to be let go, as `tableRulesFrom` lets it go).
 */
export const tableRules = z
  .unknown()
  .superRefine((value, ctx) => {
    if (!isPlainObject(value)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid input: expected object', continue: false });
      return;
    }
    const known = Object.fromEntries(Object.entries(value).filter(([key]) => Object.hasOwn(tableRulesSchema.shape, key)));
    const issues = ruleShapedIssues(checkedTableRulesSchema, known);
    for (const key of Object.keys(value).filter((k) => !Object.hasOwn(tableRulesSchema.shape, k))) issues.push({ path: [key], message: `Unrecognized key: "${key}"` });
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, continue: false });
  })
  .describe('Table rules (`TableRules` of packages/rules).') as unknown as z.ZodType<TableRules>;

/** The rules revision a step was applied under (decision 023); absent in exports made before revisions were kept: 1. */
export const rulesRevision = rulesRevisionSchema.default(1);

export type Issue = { path: (string | number)[]; message: string };

/** What the undo links of a history read of a step. */
export interface LinkedStep {
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
export function undoLinkIssues(steps: readonly LinkedStep[], base: (string | number)[]): Issue[] {
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
export function stepOrderIssues(steps: readonly LinkedStep[], base: (string | number)[]): Issue[] {
  const issues: Issue[] = [];
  steps.forEach((s, i) => {
    if (i > 0 && s.seq <= (steps[i - 1]?.seq ?? 0)) issues.push({ path: [...base, i, 'seq'], message: 'steps are listed in order, each seq once' });
  });
  return [...issues, ...undoLinkIssues(steps, base)];
}
