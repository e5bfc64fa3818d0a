/**
 * A step of any history kind with a state, the one way (decision 014's "every write: validated →
 * version-checked → applied by a rules reducer → saved with its step and rolls in one transaction
 * → published after commit"): the aggregate loaded at the version the client read (409 with what
 * it is now), the rules applied with the app's dice and the table rules in force (a refusal is the
 * rule's 422), the state saved under the next version, the step appended with what it changed,
 * its rolls stored and its answer read back — in one transaction (./write.ts `commitStep`), told
 * after the commit. What each kind plans, saves and answers is its writer's (./aggregate.ts).
 */
import type { AggregateDescription, PlannedStep, StepDeps, StepWriter } from './aggregate';
import { appendStep, type Db } from './steps';
import { commitStep } from './write';

export interface StepInput<I> {
  readonly id: string;
  /** The aggregate's version the client read. */
  readonly version: number;
  readonly intent: I;
}

/** The step in the caller's transaction (a dice roll that is also a crew's step); the caller publishes after its commit. */
export async function applyStepInTx<L, S, E, A, I, P extends PlannedStep<S>, W, R>(
  tx: Db,
  deps: Omit<StepDeps, 'db'>,
  kind: AggregateDescription<L, S, E, A>,
  writer: StepWriter<L, S, I, P, W, R>,
  input: StepInput<I>,
): Promise<R> {
  const loaded = await kind.load(tx, input.id);
  if (kind.version(loaded) !== input.version) throw kind.conflict(loaded);
  const table = await kind.table(tx, loaded);
  const planned = writer.plan(loaded, input.intent, { roller: deps.roller, table });
  const saved = await writer.save(tx, loaded, planned);
  const at = deps.clock?.() ?? new Date();
  // What the step moved, for the campaign's history.
  const detail = { ...planned.detail, changes: kind.netChanges(kind.state(loaded), planned.state) };
  const step = await appendStep(tx, {
    ...(planned.id === undefined ? {} : { id: planned.id }),
    campaignId: kind.campaignOf(loaded),
    aggregate: kind.aggregate,
    aggregateId: input.id,
    type: planned.type,
    payload: planned.payload,
    dice: planned.dice,
    detail,
    reasons: planned.reasons,
    hidden: planned.hidden,
    table,
    at,
  });
  return writer.answer(tx, loaded, saved, { ...step, at, detail }, planned);
}

/** The step in its own transaction, told after the commit. */
export function applyStep<L, S, E, A, I, P extends PlannedStep<S>, W, R>(
  deps: StepDeps,
  kind: AggregateDescription<L, S, E, A>,
  writer: StepWriter<L, S, I, P, W, R>,
  input: StepInput<I>,
): Promise<R> {
  return commitStep(
    deps.db,
    (tx) => applyStepInTx(tx, deps, kind, writer, input),
    (answer) => writer.publish(deps.hub, answer),
  );
}
