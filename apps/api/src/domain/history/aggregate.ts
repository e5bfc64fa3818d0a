/**
 * What the one step machinery (./moves.ts, ./write.ts) knows of a history kind with a state — a
 * crew, a wizard, a complex action: how it loads and checks the version a client read, how its
 * state replays under the rules, how it is saved, what a move answers and who is told. Each kind
 * describes itself once (../crews/aggregate.ts, ../wizards/aggregate.ts, ../d100/aggregate.ts);
 * undo, revert, redo and their preview run the same way for all of them.
 *
 * The campaign's dice have no state and no version: their steps are written by ../rolls, and a
 * roll's undo marks it undone (nothing to replay).
 */
import type { NetChange, Reason, Refusal, Roller, TableRules } from '@temps-mort/rules';
import type { PrismaClient, Step } from '../../generated/prisma/client';
import { ConflictError } from '../../http/errors';
import type { Hub } from '../../live/hub';
import { campaignTableRules } from '../rolls/store';
import type { SkippingReplay } from './revert';
import type { Aggregate, Db } from './steps';
import type { StoredStep } from './replay';

/** The kinds whose history replays into a state (the dice do not). */
export type StatefulAggregate = Exclude<Aggregate, 'dice'>;

/** What a move (an undo, a revert, a redo) did, for the kind's save and answer. */
export interface Move {
  readonly kind: 'undo' | 'revert' | 'redo';
  /** The step asked for: the one undone or reverted, or the one an undo redone brings back. */
  readonly target: Step;
  /** The steps taken back, the target first (for a redo: none). */
  readonly takenBack: readonly Step[];
  /** The steps the state is now the replay of, oldest first. */
  readonly kept: readonly Step[];
}

/** What the kind keeps beside its rules' state and writes back on a move (the crew's GM notes). */
export interface SavedMove {
  /** Kept on the move's own step (the target's undo, or the redo): what it replaced, for the move that takes it back. */
  readonly detail: Readonly<Record<string, unknown>>;
}

/** A move done: the steps written, the last one the move's own (the target's undo, or the redo). */
export interface MoveDone extends Move {
  readonly written: readonly { readonly id: string; readonly seq: number }[];
  /** Why each step of `takenBack` went (for a redo: why its step is back). */
  readonly reasons: readonly Reason[];
}

/**
 * One history kind, as the step machinery drives it. `L` is the aggregate as loaded (its row, its
 * version, its table rules), `S` its rules' state, `E` its rules' event, `A` what a move answers.
 */
export interface AggregateDescription<L, S, E, A> {
  readonly aggregate: StatefulAggregate;
  /** The step types that start a history: never undone or reverted, nothing before the last one replayed. */
  readonly baselines: readonly string[];
  /** The refusal when nothing since the history's start is left to undo. */
  readonly nothingToUndo: Refusal;
  /** Why a step goes (D7), by an undo and by a revert: the code of the reason each undo step keeps. */
  readonly undoneCode: string;
  readonly revertedCode: string;
  /** A stored payload as the reducer's event (throws when it no longer parses). */
  readonly parse: (payload: unknown) => E;
  /** Loads it (404 when it does not exist). */
  load(db: Db, id: string): Promise<L>;
  /** The campaign it belongs to (its steps are the campaign's). */
  campaignOf(loaded: L): string;
  /** The version a client must have read to write (a stale one is `conflict`'s 409, with what it is now). */
  version(loaded: L): number;
  conflict(loaded: L): Error;
  /** The table rules in force: the replay's, and kept on the steps a move writes. */
  table(db: Db, loaded: L): Promise<TableRules>;
  /** Its rules' state now. */
  state(loaded: L): S;
  /** The rules' replay of its kept steps, leaving out the ones that no longer apply. */
  replay(id: string, history: readonly StoredStep<E>[], table: TableRules): SkippingReplay<S>;
  /** What a player or the GM sees change between two states (a revert's preview). */
  netChanges(before: S, after: S): readonly NetChange[];
  /** Saves a move's state, taking the next version guarded by the one read (409 when another write took it). */
  saveMove(tx: Db, loaded: L, state: S, move: Move): Promise<SavedMove>;
  /** What the move answers, read in its transaction (checked against the read path's schema where the kind has one). */
  answerMove(tx: Db, loaded: L, done: MoveDone, table: TableRules): Promise<A>;
  /** After the commit: tells whoever shows it. */
  publish(hub: Hub | undefined, answer: A): void;
}

/** What a move needs: the database, the hub it is told on (none in scripts), the clock its steps are dated by (the database's when absent). */
export interface MoveDeps {
  readonly db: PrismaClient;
  readonly hub?: Hub | undefined;
  readonly clock?: () => Date;
}

// ─── a step ─────────────────────────────────────────────────────────────────────────────────────

/** A step as the rules planned it from the aggregate as loaded: what to save, and what to store. */
export interface PlannedStep<S> {
  readonly type: string;
  /** The event as stored: the replay reads it back. */
  readonly payload: unknown;
  /** The state after it. */
  readonly state: S;
  readonly dice: readonly number[];
  /** What it showed (the history's `changes` are added to it). */
  readonly detail: Readonly<Record<string, unknown>>;
  readonly reasons: readonly Reason[];
  /** GM-only. */
  readonly hidden: boolean;
  /** The step's id, when the event names it before it is written (a collection's start is its collection's id). */
  readonly id?: string;
}

/** The step as written. */
export interface WrittenStep {
  readonly id: string;
  readonly seq: number;
  readonly at: Date;
  /** Its detail as stored (the planned one with what it changed). */
  readonly detail: Readonly<Record<string, unknown>>;
}

/**
 * How one kind's writes become steps (./apply.ts): `I` what the client asks, `P` the rules' plan,
 * `W` what the save gives back, `R` the answer.
 */
export interface StepWriter<L, S, I, P extends PlannedStep<S>, W, R> {
  /** The rules applied to what is asked, with the app's dice and the table rules in force: the plan, or the rule's refusal thrown (a 422, nothing written). */
  plan(loaded: L, intent: I, context: { readonly roller: Roller; readonly table: TableRules }): P;
  /** Saves the state (and what goes beside it), taking the next version guarded by the one read (409 when another write took it). */
  save(tx: Db, loaded: L, planned: P): Promise<W>;
  /** Stores the step's rolls; answers the step, checked as the read path will read it. */
  answer(tx: Db, loaded: L, saved: W, step: WrittenStep, planned: P): Promise<R>;
  /** After the commit: tells whoever shows it. */
  publish(hub: Hub | undefined, answer: R): void;
}

/** What a step needs: a move's, and the dice. */
export interface StepDeps extends MoveDeps {
  readonly roller: Roller;
}

/** A kind stored as one row with its campaign and its version (a wizard, a complex action). */
export interface VersionedRow {
  readonly id: string;
  readonly campaignId: string;
  readonly version: number;
}

/**
 * What such a kind's description says the same way: it loads by `find` (404), belongs to its
 * row's campaign, reads the campaign's table rules, and a stale version is a 409 with `view(row)`.
 */
export function storedAsRow<R extends VersionedRow>(find: (db: Db, id: string) => Promise<R>, view: (row: R) => unknown) {
  return {
    load: find,
    campaignOf: (row: R) => row.campaignId,
    version: (row: R) => row.version,
    conflict: (row: R) => new ConflictError(view(row)),
    table: (db: Db, row: R) => campaignTableRules(db, row.campaignId),
  };
}
