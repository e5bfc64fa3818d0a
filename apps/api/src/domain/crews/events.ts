/**
 * The one way a crew changes: an event of its history (`DowntimeEvent` of the rules), a step of the
 * one step machinery (../history/apply.ts, for the crew as ./aggregate.ts describes it) — loaded at
 * the version the client read, applied by the rules with the app's dice and the campaign's table
 * rules, saved with its step (a `Step` of aggregate "crew", with the dice it consumed) and its rolls
 * in ONE transaction, then told after the commit. Undo, revert and redo: ./revert.ts.
 *
 * A refusal of the rules (422), a stale version (409) or an unknown crew (404) writes nothing; nor
 * does a step whose answer would not pass the read path's schema (../readBack.ts: a 500, rolled back).
 */
import { applyDowntimeEvent, emptyCrew, initialDowntimeState, tableRulesFrom, type Crew, type DowntimeEvent, type Roller } from '@temps-mort/rules';
import type { PrismaClient } from '../../db/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import type { Hub } from '../../live/hub';
import { applyStep, applyStepInTx } from '../history/apply';
import { appendStep } from '../history/steps';
import { commitStep } from '../history/write';
import { answer, crewAggregate, crewSteps, mustLoad, type CrewIntent, type CrewStep } from './aggregate';
import { publishCrewStep } from './live';
import { insertCrewRow, saveCrewState, type Db, type SaveNotes } from './repository';
import { crewSheet } from './sheet';

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

export interface CrewEventInput extends CrewIntent {
  readonly crewId: string;
  /** The crew's version the client read. */
  readonly version: number;
}

const stepInput = ({ crewId, version, ...intent }: CrewEventInput) => ({ id: crewId, version, intent });

/** Applies one event to a crew, in the caller's transaction (the caller publishes after its commit). */
export function applyCrewEventInTx(tx: Db, ctx: CrewContext, input: CrewEventInput): Promise<CrewStep> {
  return applyStepInTx(tx, ctx, crewAggregate, crewSteps, stepInput(input));
}

/** Applies one event to a crew in its own transaction, then publishes it. */
export function applyCrewEvent(deps: CrewDeps, input: CrewEventInput): Promise<CrewStep> {
  return applyStep(deps, crewAggregate, crewSteps, stepInput(input));
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
  const at = ctx.clock();
  await insertCrewRow(tx, input.campaignId, applied.value.state.crew, at);
  await saveCrewState(tx, input.crew.id, applied.value.state, input.notes);
  const { seq } = await appendStep(tx, {
    campaignId: input.campaignId,
    aggregate: 'crew',
    aggregateId: input.crew.id,
    type: event.type,
    payload: event,
    dice: applied.value.dice,
    detail: applied.value.detail,
    reasons: applied.reasons,
    hidden: false,
    table,
    at,
  });
  return answer(tx, input.crew.id, seq);
}

export async function createCrew(deps: CrewDeps, input: NewCrewInput): Promise<CrewStep> {
  return commitStep(deps.db, (tx) => createCrewInTx(tx, deps, input), (step) => publishCrewStep(deps.hub, step));
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
