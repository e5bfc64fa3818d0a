/**
 * A crew as the one step machinery drives it (../history/aggregate.ts, ../history/apply.ts,
 * ../history/moves.ts): its state is the rules' `DowntimeState`, replayed by
 * `replayDowntimeSkipping` from an empty crew; beside it, the GM notes (./notes.ts), written with
 * a step and back by every move. A step or a move answers the GM's sheet and the step, told to the
 * crew's streams and the campaign's GM screens (./live.ts).
 */
import {
  applyDowntimeEvent,
  crewNetChanges,
  downtimeEventSchema,
  emptyCrew,
  isGmOnlyStep,
  pinEventIds,
  replayDowntimeSkipping,
  type DowntimeEvent,
  type DowntimeState,
  type Reason,
} from '@temps-mort/rules';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import type { AggregateDescription, PlannedStep, StepWriter, WrittenStep } from '../history/aggregate';
import { mustReadBack } from '../readBack';
import type { RollBefore } from '../rolls/store';
import { canonicalState, jsonCopy } from './canonical';
import { crewEventBySeq, type CrewEventView } from './history';
import { publishCrewStep } from './live';
import { notesBeforeDetail, notesKept, withNotesBefore } from './notes';
import { loadCrew, saveCrewState, saveCrewStateReturning, type Db, type SavedCrew, type SaveNotes, type StoredCrew } from './repository';
import { crewRollRecords, type CrewRollRecord } from './rolls';
import { crewSheet, type CrewSheet } from './sheet';
import { crewStepSchema } from './views';

/** A step's answer: the crew sheet after it (GM view) and the stored step. */
export interface CrewStep {
  readonly sheet: CrewSheet;
  readonly event: CrewEventView;
}

/** The steps an undo can never revert. */
export const NOT_UNDOABLE = ['crew_created'];

export async function mustLoad(tx: Db, crewId: string): Promise<StoredCrew> {
  const loaded = await loadCrew(tx, crewId);
  if (!loaded) throw new NotFoundError('crew', crewId);
  return loaded;
}

/** 409 with the current sheet unless the client read the current version; then takes the next one. */
export async function takeVersion(tx: Db, loaded: StoredCrew, version: number): Promise<void> {
  if (loaded.version !== version) throw new ConflictError(crewSheet(loaded));
  const bumped = await tx.crew.updateMany({ where: { id: loaded.state.crew.id, version }, data: { version: { increment: 1 } } });
  // Another write took the version after we loaded (PostgreSQL runs writers side by side): answer
  // the sheet as that write left it, read again, not the one we loaded.
  if (bumped.count !== 1) throw new ConflictError(crewSheet(await mustLoad(tx, loaded.state.crew.id)));
}

/** The sheet and step `seq`, read back in the transaction. */
export async function answer(tx: Db, crewId: string, seq: number): Promise<CrewStep> {
  const stored = await mustLoad(tx, crewId);
  const event = await crewEventBySeq(tx, crewId, seq);
  if (!event) throw new Error(`step ${seq} of crew ${crewId} vanished`);
  return mustReadBack(crewStepSchema, { sheet: crewSheet(stored), event }, `crew ${crewId}`);
}

export const crewAggregate: AggregateDescription<StoredCrew, DowntimeState, DowntimeEvent, CrewStep> = {
  aggregate: 'crew',
  baselines: NOT_UNDOABLE,
  nothingToUndo: { rule: 'D7', code: 'nothing_to_undo', values: {} },
  undoneCode: 'step_undone',
  revertedCode: 'step_undone',
  parse: (payload) => downtimeEventSchema.parse(payload) as DowntimeEvent,
  load: mustLoad,
  campaignOf: (loaded) => loaded.campaignId,
  version: (loaded) => loaded.version,
  conflict: (loaded) => new ConflictError(crewSheet(loaded)),
  table: async (_db, loaded) => loaded.table,
  state: (loaded) => loaded.state,
  replay: (id, history, table) => replayDowntimeSkipping(emptyCrew(id), history, table),
  netChanges: (before, after) => crewNetChanges(before.crew, after.crew),
  async saveMove(tx, loaded, state, move) {
    // The notes the steps moved wrote: as the kept steps left them.
    const notes = await notesKept(tx, loaded, move.kept, move.kind === 'redo' ? [move.target] : move.takenBack);
    await takeVersion(tx, loaded, loaded.version);
    await saveCrewState(tx, loaded.state.crew.id, state, notes.write);
    return { detail: notesBeforeDetail(notes.replaced) };
  },
  async answerMove(tx, loaded, done) {
    const own = done.written.at(-1);
    if (own === undefined) throw new Error('a move writes at least its own step');
    return answer(tx, loaded.state.crew.id, own.seq);
  },
  publish: publishCrewStep,
};

// ─── a step ─────────────────────────────────────────────────────────────────────────────────────

/** An event planned from the crew as it is in the transaction (e.g. checking an item id: 404). */
export interface PlannedEvent {
  readonly event: DowntimeEvent;
  readonly notes?: SaveNotes;
  readonly hidden?: boolean;
}

/** What a crew's step is asked to do. */
export interface CrewIntent {
  /** The event, or a plan made from the crew as loaded (after the version check). */
  readonly event: DowntimeEvent | ((loaded: StoredCrew) => PlannedEvent);
  /** GM notes written with the step (they are not part of the rules' model). */
  readonly notes?: SaveNotes;
  /** Makes the step GM-only whatever it is (e.g. an edit of the GM notes alone). */
  readonly hidden?: boolean;
  /** The roll the step rewrites (a d12 follow-up), as it found it: the step's undo writes it back. */
  readonly rollBefore?: RollBefore;
}

interface CrewPlan extends PlannedStep<DowntimeState> {
  readonly notes: SaveNotes;
  readonly rolls: readonly CrewRollRecord[];
}

/**
 * Stores a step's rolls (`Roll` rows, sorted by id in the order rolled) and answers the step as
 * `crewEventBySeq` would read it back (JSON values through a JSON round trip, as stored).
 */
async function storeRolls(tx: Db, loaded: StoredCrew, step: WrittenStep, planned: CrewPlan): Promise<CrewEventView> {
  const crewId = loaded.state.crew.id;
  const rollIds = planned.rolls.map((_roll, index) => `${step.id}-r${String(index).padStart(3, '0')}`);
  for (const [index, roll] of planned.rolls.entries()) {
    await tx.roll.create({
      data: {
        id: rollIds[index] ?? '',
        campaignId: loaded.campaignId,
        crewId,
        characterId: roll.characterId,
        stepId: step.id,
        who: roll.who,
        purpose: roll.purpose,
        kind: roll.kind,
        sides: roll.sides,
        dice: JSON.stringify(roll.dice),
        band: roll.band,
        quality: roll.quality,
        hidden: planned.hidden,
        reasons: JSON.stringify(roll.reasons),
        result: JSON.stringify({ value: null, rolls: [{ sides: roll.sides, purpose: roll.purpose, dice: roll.dice }], eventSeq: step.seq }),
        createdAt: step.at,
      },
    });
  }
  const at = step.at.toISOString();
  return {
    seq: step.seq,
    type: planned.type,
    payload: jsonCopy(planned.payload) as Record<string, unknown>,
    dice: jsonCopy([...planned.dice]),
    detail: jsonCopy(step.detail) as Record<string, unknown>,
    reasons: jsonCopy([...planned.reasons]),
    hidden: planned.hidden,
    undone: false,
    undoneBy: null,
    undoes: null,
    rolls: planned.rolls.map((roll, index) => ({
      id: rollIds[index] ?? '',
      who: roll.who,
      characterId: roll.characterId,
      purpose: roll.purpose,
      kind: roll.kind,
      sides: roll.sides,
      dice: jsonCopy([...roll.dice]),
      band: roll.band,
      quality: roll.quality,
      hidden: planned.hidden,
      undone: false,
      reasons: jsonCopy([...roll.reasons]),
      createdAt: at,
    })),
    createdAt: at,
  };
}

/**
 * A crew's step: the event (its ids made from the step count pinned, so a later revert cannot
 * rename them) applied by the rules; saved with the GM notes written with it (the step keeps the
 * ones they replace); answered from what the transaction just wrote, without reading the crew or
 * the step back — `saveCrewStateReturning` gives the canonical state (load ∘ save is the identity,
 * tested) with the row's new version, updatedAt and notes; crews/answer.test.ts checks both against
 * a fresh read.
 */
export const crewSteps: StepWriter<StoredCrew, DowntimeState, CrewIntent, CrewPlan, SavedCrew, CrewStep> = {
  plan(loaded, intent, { roller, table }) {
    const asked: PlannedEvent = typeof intent.event === 'function' ? intent.event(loaded) : { event: intent.event };
    const event = pinEventIds(loaded.state, asked.event);
    const applied = applyDowntimeEvent(loaded.state, event, { roller, table });
    if (!applied.ok) throw new RuleRefusalError(applied.error);
    const notes: SaveNotes = { ...intent.notes, ...asked.notes };
    // As stored: what the step's GM-only check, its rolls and its changes read is what a load gives back.
    const state = canonicalState(applied.value.state);
    const reasons: readonly Reason[] = applied.reasons;
    return {
      type: event.type,
      payload: event,
      state,
      dice: applied.value.dice,
      detail: {
        ...withNotesBefore(applied.value.detail, event, notes, loaded),
        ...(intent.rollBefore === undefined ? {} : { rollBefore: intent.rollBefore }),
      },
      reasons,
      hidden: intent.hidden === true || asked.hidden === true || isGmOnlyStep(event, loaded.state, state, reasons),
      notes,
      rolls: crewRollRecords(event, applied.rolls, reasons, loaded.state, state),
    };
  },
  async save(tx, loaded, planned) {
    await takeVersion(tx, loaded, loaded.version);
    // Only the crew row's version moved since the load: its child rows are still the ones read.
    return saveCrewStateReturning(tx, loaded.state.crew.id, planned.state, { ...planned.notes, basis: loaded });
  },
  async answer(tx, loaded, saved, step, planned) {
    const event = await storeRolls(tx, loaded, step, planned);
    const stored: StoredCrew = { ...loaded, state: saved.state, version: saved.version, gmNotes: saved.gmNotes, characterNotes: saved.characterNotes, updatedAt: saved.updatedAt };
    return mustReadBack(crewStepSchema, { sheet: crewSheet(stored), event }, `crew ${loaded.state.crew.id}`);
  },
  publish: publishCrewStep,
};
