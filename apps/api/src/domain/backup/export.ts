/**
 * Export: a whole campaign as one document of the format in ./format.ts, read in one transaction
 * (a consistent snapshot even while the GM plays).
 *
 * Stored JSON columns are parsed; a column that does not parse is exported as its raw text rather
 * than failing the export — the file keeps the data, and an import names the bad field.
 */
import type { Crew, Reason, TableRules, WizardState } from '@temps-mort/rules';
import type { Proposal, Roll, RollRequest, Step } from '../../generated/prisma/client';
import type { PrismaClient } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { campaignView } from '../campaigns/campaigns';
import { loadCrew, type Db } from '../crews/repository';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type CampaignExport,
  type ExportedCrew,
  type ExportedProposal,
  type ExportedRoll,
  type ExportedRollRequest,
  type ExportedStep,
} from './format';

function parsed<T>(text: string | null): T {
  if (text === null) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

const byCreation = [{ createdAt: 'asc' }, { id: 'asc' }] as const satisfies { createdAt?: 'asc'; id?: 'asc' }[];

/** The steps of the histories other than a crew's, by step id: where each roll's step is (read first). */
type StepRefs = ReadonlyMap<string, NonNullable<ExportedRoll['step']>>;

function rollOf(row: Roll, steps: StepRefs, seqOfEvent: ReadonlyMap<string, number> = new Map()): ExportedRoll {
  const step = row.stepId === null ? undefined : steps.get(row.stepId);
  return {
    id: row.id,
    characterId: row.characterId,
    wizardId: row.wizardId,
    eventSeq: row.stepId === null ? null : (seqOfEvent.get(row.stepId) ?? null),
    ...(step === undefined ? {} : { step }),
    who: row.who,
    purpose: row.purpose,
    kind: row.kind,
    sides: row.sides,
    dice: parsed<number[]>(row.dice),
    band: row.band,
    quality: row.quality,
    hidden: row.hidden,
    reasons: parsed<Reason[]>(row.reasons),
    result: parsed<ExportedRoll['result']>(row.result),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A player's proposal, but the link it came from (links are not exported). */
function proposalOf(row: Proposal): ExportedProposal {
  return {
    id: row.id,
    characterId: row.characterId,
    intent: parsed<ExportedProposal['intent']>(row.intent),
    status: row.status as ExportedProposal['status'],
    approved: parsed<ExportedProposal['approved']>(row.approved),
    reason: row.reason,
    stepSeq: row.stepSeq,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function rollRequestOf(row: RollRequest): ExportedRollRequest {
  return {
    id: row.id,
    characterId: row.characterId,
    roll: parsed<ExportedRollRequest['roll']>(row.roll),
    note: row.note,
    status: row.status as ExportedRollRequest['status'],
    rollId: row.rollId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

async function exportCrew(tx: Db, crewId: string, steps: StepRefs): Promise<ExportedCrew> {
  const stored = await loadCrew(tx, crewId);
  if (!stored) throw new NotFoundError('crew', crewId);
  const events = await tx.step.findMany({ where: { crewId }, orderBy: { seq: 'asc' }, include: { undoneBy: { select: { seq: true } } } });
  const seqOfEvent = new Map(events.map((e) => [e.id, e.seq]));
  const rolls = await tx.roll.findMany({ where: { crewId }, orderBy: [...byCreation] });
  const proposals = await tx.proposal.findMany({ where: { crewId }, orderBy: [...byCreation] });
  const rollRequests = await tx.rollRequest.findMany({ where: { crewId }, orderBy: [...byCreation] });
  const { crew, ...downtime } = stored.state;
  return {
    id: crewId,
    version: stored.version,
    gmNotes: stored.gmNotes,
    characterNotes: { ...stored.characterNotes },
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
    crew: crew satisfies Crew,
    downtime: { ...downtime, characters: downtime.characters as ExportedCrew['downtime']['characters'] },
    events: events.map((e) => ({
      id: e.id,
      seq: e.seq,
      type: e.type,
      payload: parsed<ExportedCrew['events'][number]['payload']>(e.payload),
      dice: parsed<number[]>(e.dice),
      detail: parsed<Record<string, unknown>>(e.detail),
      reasons: parsed<Reason[]>(e.reasons),
      tableRules: parsed<TableRules | null>(e.tableRules),
      rulesRevision: e.rulesRevision,
      hidden: e.hidden,
      undoneBy: e.undoneBy?.seq ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
    rolls: rolls.map((r) => rollOf(r, steps, seqOfEvent)),
    // Absent when none, as in a document made before players acted.
    ...(proposals.length === 0 ? {} : { proposals: proposals.map(proposalOf) }),
    ...(rollRequests.length === 0 ? {} : { rollRequests: rollRequests.map(rollRequestOf) }),
  };
}

/** Where a roll's step is, when it is not its crew's: the campaign's dice, a complex action's history or a wizard's. */
function stepRef(s: Pick<Step, 'aggregate' | 'aggregateId' | 'seq'>): NonNullable<ExportedRoll['step']> {
  if (s.aggregate === 'dice') return { history: 'dice', seq: s.seq };
  if (s.aggregate === 'wizard') return { history: 'wizard', wizardId: s.aggregateId, seq: s.seq };
  return { history: 'complex_action', complexActionId: s.aggregateId, seq: s.seq };
}

/** A step of a history other than a crew's, as exported. */
function stepOf(s: Step & { undoneBy: { seq: number } | null }): ExportedStep {
  return {
    id: s.id,
    seq: s.seq,
    type: s.type,
    payload: parsed<Record<string, unknown>>(s.payload),
    dice: parsed<number[]>(s.dice),
    detail: parsed<Record<string, unknown>>(s.detail),
    reasons: parsed<Reason[]>(s.reasons),
    tableRules: parsed<TableRules | null>(s.tableRules),
    rulesRevision: s.rulesRevision,
    hidden: s.hidden,
    undoneBy: s.undoneBy?.seq ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The campaign as a document of the export format (404 when there is no such campaign). */
export async function exportCampaign(db: PrismaClient, campaignId: string, now: Date): Promise<CampaignExport> {
  return db.$transaction(
    async (tx) => {
      const campaign = await tx.campaign.findUnique({ where: { id: campaignId } });
      if (campaign === null) throw new NotFoundError('campaign', campaignId);
      const view = campaignView(campaign);

      const histories = await tx.step.findMany({
        where: { campaignId, aggregate: { in: ['dice', 'complex_action', 'wizard'] } },
        orderBy: [{ aggregate: 'asc' }, { aggregateId: 'asc' }, { seq: 'asc' }],
        include: { undoneBy: { select: { seq: true } } },
      });
      const dice = histories.filter((s) => s.aggregate === 'dice');
      const stepsOf = (aggregate: 'complex_action' | 'wizard', id: string) => histories.filter((s) => s.aggregate === aggregate && s.aggregateId === id).map(stepOf);
      const refs: StepRefs = new Map(histories.map((s) => [s.id, stepRef(s)]));

      const crewIds = await tx.crew.findMany({ where: { campaignId }, select: { id: true }, orderBy: [...byCreation] });
      const crews: ExportedCrew[] = [];
      for (const { id } of crewIds) crews.push(await exportCrew(tx, id, refs));

      const wizards = await tx.wizard.findMany({
        where: { campaignId },
        orderBy: [...byCreation],
        include: { rolls: { where: { crewId: null }, orderBy: [...byCreation] } },
      });
      const complexActions = await tx.complexAction.findMany({ where: { campaignId }, orderBy: [...byCreation] });
      const rolls = await tx.roll.findMany({ where: { campaignId, crewId: null, wizardId: null }, orderBy: [...byCreation] });

      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: now.toISOString(),
        campaign: {
          id: view.id,
          name: view.name,
          language: view.language,
          tableRules: view.tableRules,
          systems: [...view.systems],
          players: { ...view.players },
          version: view.version,
          createdAt: view.createdAt,
          updatedAt: view.updatedAt,
        },
        crews,
        wizards: wizards.map((w) => ({
          id: w.id,
          state: parsed<WizardState>(w.state),
          version: w.version,
          createdAt: w.createdAt.toISOString(),
          updatedAt: w.updatedAt.toISOString(),
          steps: stepsOf('wizard', w.id),
          rolls: w.rolls.map((r) => rollOf(r, refs)),
        })),
        complexActions: complexActions.map((a) => ({
          id: a.id,
          crewId: a.crewId,
          name: a.name,
          tracker: parsed<CampaignExport['complexActions'][number]['tracker']>(a.state),
          version: a.version,
          createdAt: a.createdAt.toISOString(),
          updatedAt: a.updatedAt.toISOString(),
          ...(stepsOf('complex_action', a.id).length === 0 ? {} : { steps: stepsOf('complex_action', a.id) }),
        })),
        rolls: rolls.map((r) => rollOf(r, refs)),
        ...(dice.length === 0 ? {} : { diceSteps: dice.map(stepOf) }),
      };
    },
    { timeout: 60_000 },
  );
}
