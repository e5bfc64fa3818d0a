/**
 * Revert any step of a crew's history, and redo an undo (issue 34, "undo any step"; the generic
 * half: ../history/revert.ts). The crew's own part: its replay (the rules'
 * `replayDowntimeSkipping`, each step on its own dice), its save, its GM notes, its answer.
 *
 * The GM notes are not in the rules' model: each step that writes some keeps what it replaced
 * (`notesBefore`), and so does each undo or redo that changes them; a revert or a redo sets each
 * note to what the last step kept that wrote it left there (`notesKept`).
 */
import {
  crewNetChanges,
  downtimeEventSchema,
  emptyCrew,
  reason,
  replayDowntimeSkipping,
  type DowntimeEvent,
  type DowntimeState,
  type TableRules,
} from '@temps-mort/rules';
import type { Step } from '../../generated/prisma/client';
import { ConflictError } from '../../http/errors';
import { mustReadBack } from '../readBack';
import { checkChoice, planRedo, planRevert, recordRedo, recordRevert, revertPreview, revertReason, type ReplayRevert, type RevertPreview, type StepRef } from '../history/revert';
import { answer, mustLoad, NOT_UNDOABLE, notesBeforeOf, publishCrewStep, takeVersion, type CrewContext, type CrewDeps, type CrewStep, type NotesBefore } from './events';
import { saveCrewState, type Db, type SaveNotes, type StoredCrew } from './repository';
import { crewSheet } from './sheet';
import { crewStepSchema } from './views';
import { commitStep } from '../history/write';

export type { RevertPreview, StepRef };

function crewReplay(crewId: string, table: TableRules): ReplayRevert<DowntimeEvent, DowntimeState> {
  return {
    ref: { aggregate: 'crew', aggregateId: crewId },
    baselines: NOT_UNDOABLE,
    parse: (payload) => downtimeEventSchema.parse(payload) as DowntimeEvent,
    replay: (history) => replayDowntimeSkipping(emptyCrew(crewId), history, table),
  };
}

/** What reverting step `seq` would do, nothing written (404, 422 as the revert would answer). */
export async function previewRevert(db: Db, crewId: string, seq: number): Promise<RevertPreview> {
  const loaded = await mustLoad(db, crewId);
  const revert = await planRevert(db, crewReplay(crewId, loaded.table), seq);
  // What the crew's sheet would change (the rules' `crewNetChanges`).
  return revertPreview(loaded.version, revert, crewNetChanges(loaded.state.crew, revert.state.crew));
}

// ─── the GM notes ───────────────────────────────────────────────────────────────────────────────

/** Notes as one map: "gm" for the crew's, "character:<id>" for a character's. */
type NoteMap = Map<string, string>;

function noteMap(notes: SaveNotes): NoteMap {
  const map: NoteMap = new Map();
  if (notes.gmNotes !== undefined) map.set('gm', notes.gmNotes);
  for (const [id, text] of Object.entries(notes.characterNotes ?? {})) map.set(`character:${id}`, text);
  return map;
}

function saveNotesOf(map: NoteMap): { gmNotes?: string; characterNotes?: Record<string, string> } {
  const characters = [...map].filter(([key]) => key.startsWith('character:')).map(([key, text]) => [key.slice('character:'.length), text] as const);
  return { ...(map.has('gm') ? { gmNotes: map.get('gm') ?? '' } : {}), ...(characters.length > 0 ? { characterNotes: Object.fromEntries(characters) } : {}) };
}

/** A step of the log with the notes it replaced. */
type NoteStep = Pick<Step, 'id' | 'seq'> & { readonly replaced: NoteMap };

/** The crew's whole log (steps, undos, redos), oldest first, each with the notes it replaced. */
async function noteLog(tx: Db, crewId: string): Promise<NoteStep[]> {
  const rows = await tx.step.findMany({ where: { aggregate: 'crew', aggregateId: crewId }, orderBy: { seq: 'asc' }, select: { id: true, seq: true, detail: true } });
  return rows.map((row) => ({ id: row.id, seq: row.seq, replaced: noteMap(notesBeforeOf(row.detail)) }));
}

/**
 * The notes the crew holds once only the steps `kept` count, for the notes the steps of `keys`
 * replaced: what the last kept step that wrote a note left there — the value the next write of
 * that note (a step, an undo, a redo) found — or, when no kept step wrote it, what the first
 * write found. Each write keeps what it found, so the log says what every step wrote. Answers
 * the notes to write (those that change) and the ones they replace.
 */
function notesKept(log: readonly NoteStep[], kept: ReadonlySet<string>, keys: Iterable<string>, loaded: StoredCrew): { write: SaveNotes; replaced: SaveNotes } {
  const now = noteMap({ gmNotes: loaded.gmNotes, characterNotes: loaded.characterNotes });
  const write: NoteMap = new Map();
  const replaced: NoteMap = new Map();
  for (const key of new Set(keys)) {
    const writes = log.filter((step) => step.replaced.has(key));
    const last = writes.filter((step) => kept.has(step.id)).at(-1);
    const found = last === undefined ? writes[0] : writes.find((step) => step.seq > last.seq);
    const value = found?.replaced.get(key) ?? now.get(key) ?? '';
    if (value === (now.get(key) ?? '')) continue;
    write.set(key, value);
    replaced.set(key, now.get(key) ?? '');
  }
  return { write: saveNotesOf(write), replaced: saveNotesOf(replaced) };
}

const keysOf = (steps: readonly Pick<Step, 'detail'>[]): string[] => steps.flatMap((step) => [...noteMap(notesBeforeOf(step.detail)).keys()]);

const notesBeforeDetail = (replaced: SaveNotes): { notesBefore?: NotesBefore } => (noteMap(replaced).size > 0 ? { notesBefore: replaced } : {});

// ─── revert, redo ───────────────────────────────────────────────────────────────────────────────

export interface RevertInput {
  readonly crewId: string;
  readonly version: number;
  readonly seq: number;
  /** The later steps that no longer apply, as the preview listed them: the GM chose they go too. */
  readonly alsoRevert: readonly number[];
}

/**
 * Reverts step `seq` and the later steps the GM confirmed (`alsoRevert`, exactly those that no
 * longer apply, or 422), in the caller's transaction: the crew saved as the replay of the steps
 * kept, one "undo" step per step taken back. Answers the sheet with the last undo (the one of `seq`).
 */
export async function revertStepInTx(tx: Db, ctx: CrewContext, input: RevertInput): Promise<CrewStep> {
  const loaded = await mustLoad(tx, input.crewId);
  if (loaded.version !== input.version) throw new ConflictError(crewSheet(loaded));
  const revert = await planRevert(tx, crewReplay(input.crewId, loaded.table), input.seq);
  checkChoice(revert, input.alsoRevert);
  const takenBack = [revert.target, ...revert.noLongerApply.map((n) => n.step)];
  const notes = notesKept(await noteLog(tx, input.crewId), new Set(revert.kept.map((s) => s.id)), keysOf(takenBack), loaded);
  await takeVersion(tx, loaded, input.version);
  await saveCrewState(tx, input.crewId, revert.state, notes.write);
  const undos = await recordRevert(tx, revert, {
    table: loaded.table,
    at: ctx.clock(),
    reason: revertReason(revert, reason('D7', 'step_undone', { seq: revert.target.seq, type: revert.target.type })),
    // The notes it replaced, on the undo of the step asked for (the last written): its redo finds them there.
    detail: (step) => (step.id === revert.target.id ? notesBeforeDetail(notes.replaced) : {}),
  });
  const last = undos[undos.length - 1];
  if (!last) throw new Error('a revert writes at least its own undo');
  return mustReadBack(crewStepSchema, await answer(tx, input.crewId, last.seq), `crew ${input.crewId}`);
}

export async function revertStep(deps: CrewDeps, input: RevertInput): Promise<CrewStep> {
  return commitStep(deps.db, (tx) => revertStepInTx(tx, deps, input), (step) => publishCrewStep(deps.hub, step));
}

/**
 * Redoes the undo step `seq` (in the caller's transaction): its step kept again, the crew saved as
 * the replay with it, the notes the undo replaced written back (unless a step kept since rewrote
 * them); 422 when a step kept since would no longer apply, or the undo was already redone.
 */
export async function redoStepInTx(tx: Db, ctx: CrewContext, input: { crewId: string; version: number; seq: number }): Promise<CrewStep> {
  const loaded = await mustLoad(tx, input.crewId);
  if (loaded.version !== input.version) throw new ConflictError(crewSheet(loaded));
  const redo = await planRedo(tx, crewReplay(input.crewId, loaded.table), input.seq);
  const notes = notesKept(await noteLog(tx, input.crewId), new Set(redo.kept.map((s) => s.id)), keysOf([redo.target]), loaded);
  await takeVersion(tx, loaded, input.version);
  await saveCrewState(tx, input.crewId, redo.state, notes.write);
  const step = await recordRedo(tx, redo, {
    table: loaded.table,
    at: ctx.clock(),
    reason: reason('D7', 'step_redone', { seq: redo.target.seq, type: redo.target.type }),
    detail: notesBeforeDetail(notes.replaced),
  });
  return mustReadBack(crewStepSchema, await answer(tx, input.crewId, step.seq), `crew ${input.crewId}`);
}

export async function redoStep(deps: CrewDeps, input: { crewId: string; version: number; seq: number }): Promise<CrewStep> {
  return commitStep(deps.db, (tx) => redoStepInTx(tx, deps, input), (step) => publishCrewStep(deps.hub, step));
}
