/**
 * d100 complex-action trackers (seed 004, C3–C6): the rules' `ComplexAction` stored as JSON in
 * ComplexAction.state (read back through `complexActionSchema`), with its own version. Each roll is
 * one transaction: load the tracker at the version read, call the rule with the app's roller and the
 * campaign's table rules, store the new tracker and the Roll rows, bump the version. A finished
 * tracker refuses more rolls (422 C3 / C4, nothing written).
 */
import type {
  ComplexAction,
  ComplexActionEventualOdds,
  ComplexActionOdds,
  ComplexActionStep,
  D100OppositionInput,
  DiceRoll,
  Outcome,
  Reason,
  Roller,
  TableRules,
} from '@temps-mort/rules';
import {
  complexActionEventualOdds,
  complexActionOdds,
  complexActionRefusal,
  complexActionSchema,
  createComplexAction,
  opposedComplexActionEventualOdds,
  opposedComplexActionOdds,
  rollComplexAction,
  rollD100GroupHelpers,
  rollOpposedComplexAction,
} from '@temps-mort/rules';
import type { ComplexAction as ComplexActionRow, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import { campaignTableRules, rollView, storeRoll, type Db, type RollView } from '../rolls/store';

export interface ComplexActionView {
  readonly id: string;
  readonly campaignId: string;
  readonly crewId: string | null;
  readonly name: string;
  readonly tracker: ComplexAction;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

function trackerOf(row: ComplexActionRow): ComplexAction {
  return complexActionSchema.parse(JSON.parse(row.state));
}

export function complexActionView(row: ComplexActionRow): ComplexActionView {
  return {
    id: row.id,
    campaignId: row.campaignId,
    crewId: row.crewId,
    name: row.name,
    tracker: trackerOf(row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewComplexActionInput {
  readonly name: string;
  readonly crewId?: string | null | undefined;
  readonly start: number;
  readonly failureThreshold?: number | null | undefined;
  readonly milestones?: readonly { readonly crossed: number; readonly label?: string | undefined }[] | undefined;
}

/** Throws 404 unless the crew belongs to the campaign. */
export async function checkCrewInCampaign(db: Db, campaignId: string, crewId: string): Promise<void> {
  const crew = await db.crew.findUnique({ where: { id: crewId }, select: { campaignId: true } });
  if (crew === null || crew.campaignId !== campaignId) throw new NotFoundError('crew', crewId);
}

/** C3/C4: a new tracker of `start` steps, with the GM's milestones and failure threshold. */
export async function createComplexActionRecord(
  db: PrismaClient,
  campaignId: string,
  input: NewComplexActionInput,
): Promise<{ complexAction: ComplexActionView; reasons: readonly Reason[] }> {
  return db.$transaction(async (tx) => {
    if (input.crewId) await checkCrewInCampaign(tx, campaignId, input.crewId);
    const milestones = (input.milestones ?? []).map((m) => (m.label === undefined ? { crossed: m.crossed } : { crossed: m.crossed, label: m.label }));
    const created = createComplexAction({ start: input.start, failureThreshold: input.failureThreshold ?? null, milestones });
    if (!created.ok) throw new RuleRefusalError(created.error);
    const row = await tx.complexAction.create({
      data: { campaignId, crewId: input.crewId ?? null, name: input.name, state: JSON.stringify(created.value) },
    });
    return { complexAction: complexActionView(row), reasons: created.reasons };
  });
}

export async function findComplexAction(db: Db, id: string): Promise<ComplexActionRow> {
  const row = await db.complexAction.findUnique({ where: { id } });
  if (row === null) throw new NotFoundError('complex_action', id);
  return row;
}

export async function getComplexAction(db: PrismaClient, id: string): Promise<ComplexActionView> {
  return complexActionView(await findComplexAction(db, id));
}

export async function listComplexActions(db: PrismaClient, campaignId: string, crewId?: string): Promise<ComplexActionView[]> {
  const rows = await db.complexAction.findMany({
    where: { campaignId, ...(crewId === undefined ? {} : { crewId }) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(complexActionView);
}

export interface ComplexRollResult {
  readonly complexAction: ComplexActionView;
  readonly reasons: readonly Reason[];
  readonly rolls: readonly RollView[];
}

interface RollOptions {
  readonly version: number;
  readonly who?: string | undefined;
}

interface StepDone {
  readonly step: ComplexActionStep;
  readonly reasons: readonly Reason[];
  /** The C6 helpers' roll, stored before the tracker's own. */
  readonly helpers: { readonly rolls: readonly DiceRoll[]; readonly reasons: readonly Reason[]; readonly value: unknown } | null;
  readonly rolls: readonly DiceRoll[];
  readonly kind: 'test' | 'opposition';
}

type Step = (tracker: ComplexAction, table: TableRules) => StepDone;

async function rollOn(db: PrismaClient, id: string, options: RollOptions, run: Step): Promise<ComplexRollResult> {
  return db.$transaction(async (tx) => {
    const row = await findComplexAction(tx, id);
    if (row.version !== options.version) throw new ConflictError(complexActionView(row));
    const table = await campaignTableRules(tx, row.campaignId);
    const tracker = trackerOf(row);
    const refused = complexActionRefusal(tracker);
    if (refused && !refused.ok) throw new RuleRefusalError(refused.error);
    const { step, reasons, helpers, rolls, kind } = run(tracker, table);
    const updated = await tx.complexAction.updateMany({
      where: { id, version: row.version },
      data: { state: JSON.stringify(step.tracker), version: { increment: 1 } },
    });
    if (updated.count !== 1) throw new ConflictError(complexActionView(await findComplexAction(tx, id)));
    const who = options.who ?? 'GM';
    const stored: RollView[] = [];
    if (helpers !== null) {
      const help = await storeRoll(tx, {
        campaignId: row.campaignId,
        crewId: row.crewId,
        who,
        purpose: `C6 ${row.name}`,
        kind: 'd100_group',
        rolls: helpers.rolls,
        reasons: helpers.reasons,
        value: helpers.value,
        extra: { complexActionId: id },
      });
      stored.push(rollView(help));
    }
    const { entry } = step;
    const band = entry.kind === 'test' ? (entry.success ? 'success' : 'failure') : entry.winner;
    const main = await storeRoll(tx, {
      campaignId: row.campaignId,
      crewId: row.crewId,
      who,
      purpose: `${kind === 'test' ? 'C3' : 'C5'} ${row.name}`,
      kind: 'd100_complex',
      rolls,
      band,
      quality: entry.change,
      reasons,
      value: { entry, status: step.tracker.status, remaining: step.tracker.remaining, totalRaised: step.tracker.totalRaised },
      extra: { complexActionId: id },
    });
    stored.push(rollView(main));
    return { complexAction: complexActionView(await findComplexAction(tx, id)), reasons, rolls: stored };
  });
}

function accept<T>(outcome: Outcome<T>): { value: T; reasons: readonly Reason[]; rolls: readonly DiceRoll[] } {
  if (!outcome.ok) throw new RuleRefusalError(outcome.error);
  return outcome;
}

/** C3: one test at `threshold`. */
export function rollComplex(db: PrismaClient, roller: Roller, id: string, input: RollOptions & { readonly threshold: number }): Promise<ComplexRollResult> {
  return rollOn(db, id, input, (tracker, table) => {
    const out = accept(rollComplexAction(tracker, { threshold: input.threshold }, { roller, table }));
    return { step: out.value, reasons: out.reasons, helpers: null, rolls: out.rolls, kind: 'test' };
  });
}

/** C5: one opposed round (the actor rolls first, then the opponent). */
export function rollOpposedComplex(
  db: PrismaClient,
  roller: Roller,
  id: string,
  input: RollOptions & D100OppositionInput,
): Promise<ComplexRollResult> {
  return rollOn(db, id, input, (tracker, table) => {
    const out = accept(rollOpposedComplexAction(tracker, { actor: input.actor, opponent: input.opponent }, { roller, table }));
    return { step: out.value, reasons: out.reasons, helpers: null, rolls: out.rolls, kind: 'opposition' };
  });
}

/** C6 feeding C3: the helpers roll first (in order); their ±10 % make the threshold of the test. */
export function rollGroupComplex(
  db: PrismaClient,
  roller: Roller,
  id: string,
  input: RollOptions & { readonly leadThreshold: number; readonly helpers: readonly number[] },
): Promise<ComplexRollResult> {
  return rollOn(db, id, input, (tracker, table) => {
    const help = rollD100GroupHelpers({ leadThreshold: input.leadThreshold, helpers: input.helpers }, { roller, table });
    const out = accept(rollComplexAction(tracker, { threshold: help.value.threshold }, { roller, table }));
    return {
      step: out.value,
      reasons: [...help.reasons, ...out.reasons],
      helpers: { rolls: help.rolls, reasons: help.reasons, value: help.value },
      rolls: out.rolls,
      kind: 'test',
    };
  });
}

export interface ComplexOddsView {
  /** Within the next `rolls` rolls. */
  readonly within: ComplexActionOdds;
  /** If rolls go on until the action ends. */
  readonly eventually: ComplexActionEventualOdds;
}

/** C3/C4 (or C5 with an opposition) exact odds from where the tracker stands. */
export async function complexOdds(
  db: PrismaClient,
  id: string,
  input: { readonly rolls: number } & ({ readonly threshold: number } | D100OppositionInput),
): Promise<ComplexOddsView> {
  const row = await findComplexAction(db, id);
  const table = await campaignTableRules(db, row.campaignId);
  const tracker = trackerOf(row);
  const state = { start: tracker.start, remaining: tracker.remaining, totalRaised: tracker.totalRaised, failureThreshold: tracker.failureThreshold };
  if (tracker.status !== 'ongoing') {
    const succeeded = tracker.status === 'succeeded' ? 1 : 0;
    return {
      within: { succeed: succeeded, fail: 1 - succeeded, undecided: 0 },
      eventually: { succeed: succeeded, fail: 1 - succeeded, never: 0 },
    };
  }
  if ('threshold' in input) {
    return {
      within: complexActionOdds({ ...state, threshold: input.threshold, rolls: input.rolls }, { table }),
      eventually: complexActionEventualOdds({ ...state, threshold: input.threshold }, { table }),
    };
  }
  const opposition = { actor: input.actor, opponent: input.opponent };
  return {
    within: opposedComplexActionOdds({ ...state, ...opposition, rounds: input.rolls }, { table }),
    eventually: opposedComplexActionEventualOdds({ ...state, ...opposition }, { table }),
  };
}
