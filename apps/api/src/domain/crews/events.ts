/**
 * The one way a crew changes: an event of its history (`DowntimeEvent` of the rules), applied in
 * ONE transaction — load, check the version, apply the rules with the app's dice and the
 * campaign's table rules, save the state, store the step (a `Step` of aggregate "crew", with the dice it consumed)
 * and its rolls (`Roll`), bump the version — then, after the commit, publish it on the hub.
 *
 * A refusal of the rules (422), a stale version (409) or an unknown crew (404) writes nothing; nor
 * does a step whose answer would not pass the read path's schema (../readBack.ts: a 500, rolled back).
 * Undo is itself a step: the last step not undone is marked undone and the crew is rebuilt by
 * replaying the rest of its history with the dice each step consumed.
 */
import {
  applyDowntimeEvent,
  crewClocks,
  crewNetChanges,
  downtimeEventSchema,
  emptyCrew,
  initialDowntimeState,
  pinEventIds,
  reason,
  replayDowntime,
  tableRulesFrom,
  type TableRules,
  type Crew,
  type DowntimeEvent,
  type DowntimeState,
  type Reason,
  type Roller,
} from '@temps-mort/rules';
import type { PrismaClient } from '../../db/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import type { Hub } from '../../live/hub';
import { crewEventBySeq, type CrewEventView } from './history';
import { insertCrewRow, loadCrew, saveCrewState, saveCrewStateReturning, type Db, type SavedCrew, type SaveNotes, type StoredCrew } from './repository';
import { jsonCopy } from './canonical';
import { crewRollRecords, type CrewRollRecord } from './rolls';
import { crewSheet, visibleToPlayers, type CrewSheet } from './sheet';
import { crewStepSchema } from './views';
import { mustReadBack } from '../readBack';
import { appendStep, publishCampaignStep } from '../history/steps';
import { undoByReplay } from '../history/undo';
import { commitStep } from '../history/write';
import type { RollBefore } from '../rolls/store';

/** What a step needs besides the database: the dice and the clock. */
export interface CrewContext {
  readonly roller: Roller;
  readonly clock: () => Date;
}

/** The app (or anything shaped like it): `applyCrewEvent(app, …)`. */
export interface CrewDeps extends CrewContext {
  readonly db: PrismaClient;
  readonly hub?: Hub;
}

/** A step's answer: the crew sheet after it (GM view) and the stored step. */
export interface CrewStep {
  readonly sheet: CrewSheet;
  readonly event: CrewEventView;
}

/** What the hub carries for each step (each live listener redacts it for its principal). */
export interface CrewLiveData {
  readonly seq: number;
  readonly type: string;
  readonly hidden: boolean;
  readonly reasons: readonly Reason[];
  /** The GM's sheet after the step. */
  readonly sheet: CrewSheet;
}

export const CREW_LIVE_EVENT = 'crew';

/** An event planned from the crew as it is in the transaction (e.g. checking an item id: 404). */
export interface PlannedEvent {
  readonly event: DowntimeEvent;
  readonly notes?: SaveNotes;
  readonly hidden?: boolean;
}

export interface CrewEventInput {
  readonly crewId: string;
  /** The crew's version the client read. */
  readonly version: number;
  /** The event, or a plan made from the crew as loaded (after the version check). */
  readonly event: DowntimeEvent | ((loaded: StoredCrew) => PlannedEvent);
  /** GM notes written with the step (they are not part of the rules' model). */
  readonly notes?: SaveNotes;
  /** Makes the step GM-only whatever it is (e.g. an edit of the GM notes alone). */
  readonly hidden?: boolean;
  /** The roll the step rewrites (a d12 follow-up), as it found it: the step's undo writes it back. */
  readonly rollBefore?: RollBefore;
}

/** The reason values that name a clock (K1–K7). */
const CLOCK_VALUES = ['clock', 'requires', 'unlocks', 'rival', 'by'] as const;

function namesHiddenClock(reasons: readonly Reason[], before: DowntimeState, after: DowntimeState): boolean {
  // As players know each clock after the step (a reveal is news to them), a removed one as it was.
  const now = crewClocks(after.crew);
  const gone = crewClocks(before.crew).filter((c) => !now.some((n) => n.id === c.id));
  const notOpen = new Set([...now, ...gone].filter((c) => c.visibility !== 'open').map((c) => c.id));
  if (notOpen.size === 0) return false;
  return reasons.some((r) =>
    CLOCK_VALUES.some((key) => {
      const id = r.values[key];
      return typeof id === 'string' && notOpen.has(id);
    }),
  );
}

/** After a commit: tells the crew's live listeners. */
export function publishCrewStep(hub: Hub | undefined, step: CrewStep): void {
  if (!hub) return;
  const data: CrewLiveData = { seq: step.event.seq, type: step.event.type, hidden: step.event.hidden, reasons: step.event.reasons, sheet: step.sheet };
  hub.publish(step.sheet.id, { id: step.event.seq, event: CREW_LIVE_EVENT, data });
  publishCampaignStep(hub, step.sheet.campaignId, { aggregate: 'crew', aggregateId: step.sheet.id, type: step.event.type });
}

/**
 * A step carries GM-only information when it rolls an entanglement hidden or holds one unrevealed
 * (its kind is the GM's until revealed), or reveals or resolves one that was rolled hidden; a clock
 * step when it names a clock players may not follow whole (K1: a name-only or GM-only clock, before
 * or after the step — what it unlocked, its rival, what it requires included).
 */
export function isHiddenStep(event: DowntimeEvent, before: DowntimeState, after: DowntimeState, reasons: readonly Reason[]): boolean {
  switch (event.type) {
    case 'entanglement_pick':
      if (before.pendingEntanglementRoll?.roll.hidden === true) return true;
      return after.crew.pendingEntanglements.some((p) => !before.crew.pendingEntanglements.some((q) => q.id === p.id) && !visibleToPlayers(p));
    case 'entanglement_roll': {
      if (event.hidden === true) return true;
      const known = new Set(before.crew.pendingEntanglements.map((p) => p.id));
      return after.crew.pendingEntanglements.some((p) => !known.has(p.id) && !visibleToPlayers(p));
    }
    case 'entanglement_reveal':
    case 'entanglement_resolve':
      return before.crew.pendingEntanglements.find((p) => p.id === event.id)?.hidden ?? false;
    case 'clock_save':
    case 'clock_remove':
    case 'clock_tick':
    case 'clock_roll':
      return namesHiddenClock(reasons, before, after);
    default:
      return false;
  }
}

export async function mustLoad(tx: Db, crewId: string): Promise<StoredCrew> {
  const loaded = await loadCrew(tx, crewId);
  if (!loaded) throw new NotFoundError('crew', crewId);
  return loaded;
}

/** 409 with the current sheet unless the client read the current version; then takes the next one. */
export async function takeVersion(tx: Db, loaded: StoredCrew, version: number): Promise<void> {
  if (loaded.version !== version) throw new ConflictError(crewSheet(loaded));
  const bumped = await tx.crew.updateMany({ where: { id: loaded.state.crew.id, version }, data: { version: { increment: 1 } } });
  if (bumped.count !== 1) throw new ConflictError(crewSheet(loaded));
}

interface NewStep {
  readonly crewId: string;
  readonly campaignId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly dice: readonly number[];
  readonly detail: unknown;
  readonly reasons: readonly Reason[];
  readonly hidden: boolean;
  readonly rolls: readonly CrewRollRecord[];
  /** The table rules the step was applied with (replayed with the same ones). */
  readonly table: TableRules;
}

/**
 * Stores a step as the crew's next event, with its rolls; answers it as `crewEventBySeq` would read
 * it back (JSON values through a JSON round trip, as stored).
 */
async function recordStep(tx: Db, ctx: CrewContext, step: NewStep): Promise<{ id: string; seq: number; view: CrewEventView }> {
  const now = ctx.clock();
  const row = await appendStep(tx, {
    campaignId: step.campaignId,
    aggregate: 'crew',
    aggregateId: step.crewId,
    type: step.type,
    payload: step.payload,
    dice: step.dice,
    detail: step.detail,
    reasons: step.reasons,
    hidden: step.hidden,
    table: step.table,
    at: now,
  });
  const { seq } = row;
  const rollIds = step.rolls.map((_roll, index) => `${row.id}-r${String(index).padStart(3, '0')}`);
  for (const [index, roll] of step.rolls.entries()) {
    await tx.roll.create({
      data: {
        // The step's rolls sort by id in the order they were rolled.
        id: rollIds[index] ?? '',
        campaignId: step.campaignId,
        crewId: step.crewId,
        characterId: roll.characterId,
        stepId: row.id,
        who: roll.who,
        purpose: roll.purpose,
        kind: roll.kind,
        sides: roll.sides,
        dice: JSON.stringify(roll.dice),
        band: roll.band,
        quality: roll.quality,
        hidden: step.hidden,
        reasons: JSON.stringify(roll.reasons),
        result: JSON.stringify({ value: null, rolls: [{ sides: roll.sides, purpose: roll.purpose, dice: roll.dice }], eventSeq: seq }),
        createdAt: now,
      },
    });
  }
  const at = now.toISOString();
  const view: CrewEventView = {
    seq,
    type: step.type,
    payload: jsonCopy(step.payload) as Record<string, unknown>,
    dice: jsonCopy(step.dice),
    detail: jsonCopy(step.detail ?? {}) as Record<string, unknown>,
    reasons: jsonCopy(step.reasons),
    hidden: step.hidden,
    undone: false,
    undoneBy: null,
    undoes: null,
    rolls: step.rolls.map((roll, index) => ({
      id: rollIds[index] ?? '',
      who: roll.who,
      characterId: roll.characterId,
      purpose: roll.purpose,
      kind: roll.kind,
      sides: roll.sides,
      dice: jsonCopy(roll.dice),
      band: roll.band,
      quality: roll.quality,
      hidden: step.hidden,
      undone: false,
      reasons: jsonCopy(roll.reasons),
      createdAt: at,
    })),
    createdAt: at,
  };
  return { id: row.id, seq, view };
}

export async function answer(tx: Db, crewId: string, seq: number): Promise<CrewStep> {
  const stored = await mustLoad(tx, crewId);
  const event = await crewEventBySeq(tx, crewId, seq);
  if (!event) throw new Error(`step ${seq} of crew ${crewId} vanished`);
  return { sheet: crewSheet(stored), event };
}

/**
 * The answer of a step from what the transaction just wrote, without reading the crew or the step
 * back: `saveCrewStateReturning` gives the canonical state (what a load gives back: load ∘ save is
 * the identity, tested) with the row's new version, updatedAt and notes, and `recordStep` the
 * step as stored. crews/answer.test.ts checks both against a fresh read.
 */
function answerSaved(loaded: StoredCrew, saved: SavedCrew, event: CrewEventView): CrewStep {
  const stored: StoredCrew = {
    ...loaded,
    state: saved.state,
    version: saved.version,
    gmNotes: saved.gmNotes,
    characterNotes: saved.characterNotes,
    updatedAt: saved.updatedAt,
  };
  return { sheet: crewSheet(stored), event };
}

/**
 * The GM notes are not part of the rules' model, so replaying the history cannot give them back:
 * a step that writes notes keeps, in its detail, the notes it replaced (`notesBefore`, GM-only:
 * crews/playerView eventForPlayer drops it), and undoing the step writes them back.
 */
export interface NotesBefore {
  readonly gmNotes?: string;
  readonly characterNotes?: Readonly<Record<string, string>>;
}

function withNotesBefore(
  detail: Readonly<Record<string, unknown>> | undefined,
  event: DowntimeEvent,
  notes: SaveNotes,
  loaded: StoredCrew,
): Readonly<Record<string, unknown>> | undefined {
  // A removed character takes its notes along: its removal keeps them, for the undo that brings it back.
  const removed = event.type === 'character_remove' && loaded.characterNotes[event.id] ? [event.id] : [];
  const ids = [...Object.keys(notes.characterNotes ?? {}), ...removed];
  if (notes.gmNotes === undefined && ids.length === 0) return detail;
  const notesBefore: NotesBefore = {
    ...(notes.gmNotes !== undefined ? { gmNotes: loaded.gmNotes } : {}),
    ...(ids.length > 0 ? { characterNotes: Object.fromEntries(ids.map((id) => [id, loaded.characterNotes[id] ?? ''])) } : {}),
  };
  return { ...detail, notesBefore };
}

export function notesBeforeOf(detail: string): SaveNotes {
  const parsed = JSON.parse(detail) as { notesBefore?: NotesBefore } | null;
  const before = parsed?.notesBefore;
  if (typeof before !== 'object' || before === null) return {};
  return {
    ...(typeof before.gmNotes === 'string' ? { gmNotes: before.gmNotes } : {}),
    ...(typeof before.characterNotes === 'object' && before.characterNotes !== null ? { characterNotes: before.characterNotes } : {}),
  };
}

/** The notes there now that writing `notes` replaces, kept as `notesBefore` in the step that writes them (nothing when it writes none). */
export function withNotesReplaced(notes: SaveNotes, loaded: StoredCrew): { notesBefore?: NotesBefore } {
  const ids = Object.keys(notes.characterNotes ?? {});
  if (notes.gmNotes === undefined && ids.length === 0) return {};
  return {
    notesBefore: {
      ...(notes.gmNotes !== undefined ? { gmNotes: loaded.gmNotes } : {}),
      ...(ids.length > 0 ? { characterNotes: Object.fromEntries(ids.map((id) => [id, loaded.characterNotes[id] ?? ''])) } : {}),
    },
  };
}

/** Applies one event to a crew, in the caller's transaction (publish after the commit). */
export async function applyCrewEventInTx(tx: Db, ctx: CrewContext, input: CrewEventInput): Promise<CrewStep> {
  const loaded = await mustLoad(tx, input.crewId);
  if (loaded.version !== input.version) throw new ConflictError(crewSheet(loaded));
  const plan: PlannedEvent = typeof input.event === 'function' ? input.event(loaded) : { event: input.event };
  // Ids made from the step count are stored with the step, so a later revert cannot rename them.
  const event = pinEventIds(loaded.state, plan.event);
  const applied = applyDowntimeEvent(loaded.state, event, { roller: ctx.roller, table: loaded.table });
  if (!applied.ok) throw new RuleRefusalError(applied.error);
  await takeVersion(tx, loaded, input.version);
  const notes: SaveNotes = { ...input.notes, ...plan.notes };
  // Only the crew row's version moved since the load: its child rows are still the ones read.
  const saved = await saveCrewStateReturning(tx, input.crewId, applied.value.state, { ...notes, basis: loaded });
  const { state } = saved;
  const hidden = input.hidden === true || plan.hidden === true || isHiddenStep(event, loaded.state, state, applied.reasons);
  const { view } = await recordStep(tx, ctx, {
    crewId: input.crewId,
    campaignId: loaded.campaignId,
    type: event.type,
    payload: event,
    dice: applied.value.dice,
    detail: {
      ...withNotesBefore(applied.value.detail, event, notes, loaded),
      // What the step moved, for the campaign's history.
      changes: crewNetChanges(loaded.state.crew, state.crew),
      ...(input.rollBefore === undefined ? {} : { rollBefore: input.rollBefore }),
    },
    reasons: applied.reasons,
    hidden,
    rolls: crewRollRecords(event, applied.rolls, applied.reasons, loaded.state, state),
    table: loaded.table,
  });
  return mustReadBack(crewStepSchema, answerSaved(loaded, saved, view), `crew ${input.crewId}`);
}

/** Applies one event to a crew in its own transaction, then publishes it. */
export async function applyCrewEvent(deps: CrewDeps, input: CrewEventInput): Promise<CrewStep> {
  return commitStep(deps.db, (tx) => applyCrewEventInTx(tx, deps, input), (step) => publishCrewStep(deps.hub, step));
}

export interface NewCrewInput {
  readonly campaignId: string;
  /** The crew with its ids (made by the server: see ./input.ts). */
  readonly crew: Crew;
  readonly notes?: SaveNotes;
}

/** A new crew: its rows and the first event of its history, `crew_created` (seq 1). */
export async function createCrewInTx(tx: Db, ctx: CrewContext, input: NewCrewInput): Promise<CrewStep> {
  const campaign = await tx.campaign.findUnique({ where: { id: input.campaignId }, select: { tableRules: true } });
  if (!campaign) throw new NotFoundError('campaign', input.campaignId);
  const table = tableRulesFrom(JSON.parse(campaign.tableRules) as unknown);
  const event: DowntimeEvent = { type: 'crew_created', crew: input.crew };
  const applied = applyDowntimeEvent(initialDowntimeState(emptyCrew(input.crew.id)), event, { roller: ctx.roller, table });
  if (!applied.ok) throw new RuleRefusalError(applied.error);
  await insertCrewRow(tx, input.campaignId, applied.value.state.crew, ctx.clock());
  await saveCrewState(tx, input.crew.id, applied.value.state, input.notes);
  const { seq } = await recordStep(tx, ctx, {
    crewId: input.crew.id,
    campaignId: input.campaignId,
    type: event.type,
    payload: event,
    dice: applied.value.dice,
    detail: applied.value.detail,
    reasons: applied.reasons,
    hidden: false,
    rolls: [],
    table,
  });
  return mustReadBack(crewStepSchema, await answer(tx, input.crew.id, seq), `crew ${input.crew.id}`);
}

export async function createCrew(deps: CrewDeps, input: NewCrewInput): Promise<CrewStep> {
  return commitStep(deps.db, (tx) => createCrewInTx(tx, deps, input), (step) => publishCrewStep(deps.hub, step));
}

/** The steps an undo can never revert. */
export const NOT_UNDOABLE = ['crew_created'];

/**
 * Undo, in the caller's transaction: the last step not yet undone (never the creation) is marked
 * undone by a new "undo" step, and the crew becomes the replay of the steps left, each with the
 * dice it consumed (nobody re-rolls), with the GM notes the step replaced written back. Undo
 * twice undoes the two last steps.
 */
export async function undoLastStepInTx(tx: Db, ctx: CrewContext, input: { crewId: string; version: number }): Promise<CrewStep> {
  const loaded = await mustLoad(tx, input.crewId);
  if (loaded.version !== input.version) throw new ConflictError(crewSheet(loaded));
  const { undo } = await undoByReplay(tx, {
    ref: { aggregate: 'crew', aggregateId: input.crewId },
    baselines: NOT_UNDOABLE,
    nothing: { rule: 'D7', code: 'nothing_to_undo', values: {} },
    parse: (payload) => downtimeEventSchema.parse(payload) as DowntimeEvent,
    replay: (history) => replayDowntime(emptyCrew(input.crewId), history, loaded.table),
    save: async (state, target) => {
      await takeVersion(tx, loaded, input.version);
      // …and the GM notes the undone step replaced, if it wrote any.
      await saveCrewState(tx, input.crewId, state, notesBeforeOf(target.detail));
    },
    reason: (target) => reason('D7', 'step_undone', { seq: target.seq, type: target.type }),
    table: loaded.table,
    at: ctx.clock(),
    // The notes it writes back replace the ones there now: kept for its redo.
    detail: (target) => withNotesReplaced(notesBeforeOf(target.detail), loaded),
  });
  return mustReadBack(crewStepSchema, await answer(tx, input.crewId, undo.seq), `crew ${input.crewId}`);
}

export async function undoLastStep(deps: CrewDeps, input: { crewId: string; version: number }): Promise<CrewStep> {
  return commitStep(deps.db, (tx) => undoLastStepInTx(tx, deps, input), (step) => publishCrewStep(deps.hub, step));
}

/** Deletes a crew and everything it owns (GM; version-checked). */
export async function deleteCrew(deps: CrewDeps, input: { crewId: string; version: number }): Promise<void> {
  await commitStep(
    deps.db,
    async (tx) => {
      const loaded = await mustLoad(tx, input.crewId);
      if (loaded.version !== input.version) throw new ConflictError(crewSheet(loaded));
      await tx.crew.delete({ where: { id: input.crewId } });
    },
    () => deps.hub?.publish(input.crewId, { event: 'deleted', data: { crewId: input.crewId } }),
  );
}
