/**
 * The GM notes of a crew and its characters, kept beside the rules' state: replaying the history
 * cannot give them back, so each step that writes some keeps in its detail what it replaced
 * (`notesBefore`, GM-only: ./playerView.ts drops it), and so does each undo or redo that changes
 * them. A move (../history/moves.ts) sets each note to what the last kept step that wrote it left
 * there (`notesKept`).
 */
import type { DowntimeEvent } from '@temps-mort/rules';
import type { Step } from '../../generated/prisma/client';
import type { Db, SaveNotes, StoredCrew } from './repository';

/** What a step that wrote notes found there (its detail's `notesBefore`). */
export interface NotesBefore {
  readonly gmNotes?: string;
  readonly characterNotes?: Readonly<Record<string, string>>;
}

/** The notes a step's detail says it replaced. */
export function notesBeforeOf(detail: string): SaveNotes {
  const parsed = JSON.parse(detail) as { notesBefore?: NotesBefore } | null;
  const before = parsed?.notesBefore;
  if (typeof before !== 'object' || before === null) return {};
  return {
    ...(typeof before.gmNotes === 'string' ? { gmNotes: before.gmNotes } : {}),
    ...(typeof before.characterNotes === 'object' && before.characterNotes !== null ? { characterNotes: before.characterNotes } : {}),
  };
}

/** A step's detail with the notes it replaces when it writes `notes` (a removed character takes its notes along). */
export function withNotesBefore(
  detail: Readonly<Record<string, unknown>> | undefined,
  event: DowntimeEvent,
  notes: SaveNotes,
  loaded: StoredCrew,
): Readonly<Record<string, unknown>> | undefined {
  // Its removal keeps a removed character's notes, for the undo that brings it back.
  const removed = event.type === 'character_remove' && loaded.characterNotes[event.id] ? [event.id] : [];
  const ids = [...Object.keys(notes.characterNotes ?? {}), ...removed];
  if (notes.gmNotes === undefined && ids.length === 0) return detail;
  const notesBefore: NotesBefore = {
    ...(notes.gmNotes !== undefined ? { gmNotes: loaded.gmNotes } : {}),
    ...(ids.length > 0 ? { characterNotes: Object.fromEntries(ids.map((id) => [id, loaded.characterNotes[id] ?? ''])) } : {}),
  };
  return { ...detail, notesBefore };
}

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

/** What a move writes of the notes, and what it replaces there (kept on its own step). */
export interface NotesMoved {
  readonly write: SaveNotes;
  readonly replaced: SaveNotes;
}

/**
 * The notes the crew holds once only the steps `kept` count, for the notes the steps `moved`
 * replaced: what the last kept step that wrote a note left there — the value the next write of
 * that note (a step, an undo, a redo) found — or, when no kept step wrote it, what the first
 * write found. Each write keeps what it found, so the log says what every step wrote. Answers
 * the notes to write (those that change) and the ones they replace.
 */
export async function notesKept(tx: Db, loaded: StoredCrew, kept: readonly Pick<Step, 'id'>[], moved: readonly Pick<Step, 'detail'>[]): Promise<NotesMoved> {
  const keys = new Set(moved.flatMap((step) => [...noteMap(notesBeforeOf(step.detail)).keys()]));
  if (keys.size === 0) return { write: {}, replaced: {} };
  const log = await noteLog(tx, loaded.state.crew.id);
  const keptIds = new Set(kept.map((step) => step.id));
  const now = noteMap({ gmNotes: loaded.gmNotes, characterNotes: loaded.characterNotes });
  const write: NoteMap = new Map();
  const replaced: NoteMap = new Map();
  for (const key of keys) {
    const writes = log.filter((step) => step.replaced.has(key));
    const last = writes.filter((step) => keptIds.has(step.id)).at(-1);
    const found = last === undefined ? writes[0] : writes.find((step) => step.seq > last.seq);
    const value = found?.replaced.get(key) ?? now.get(key) ?? '';
    if (value === (now.get(key) ?? '')) continue;
    write.set(key, value);
    replaced.set(key, now.get(key) ?? '');
  }
  return { write: saveNotesOf(write), replaced: saveNotesOf(replaced) };
}

/** The detail a move keeps of the notes it replaced (nothing when it changed none). */
export const notesBeforeDetail = (replaced: SaveNotes): { notesBefore?: NotesBefore } => (noteMap(replaced).size > 0 ? { notesBefore: replaced } : {});
