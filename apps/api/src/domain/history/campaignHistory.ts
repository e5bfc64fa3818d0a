/**
 * The campaign's history as its history screen shows it (GM only): every step of every aggregate,
 * newest first, or those of one kind or one aggregate, with its reasons and its rolls (undone ones
 * marked), named after what it changed.
 */
import { netChangeSchema, type CampaignHistorySubjects, type CampaignStep } from '@temps-mort/contract';
import type { NetChange, Reason } from '@temps-mort/rules';
import { NotFoundError } from '../../http/errors';
import { crewSummaries, loadCrew } from '../crews/repository';
import { parseJson, rollView } from '../rolls/store';
import { movedSeq, rollStepInclude, type Aggregate, type Db } from './steps';
import { wizardStateOf } from '../wizards/model';

/** One step of the campaign's history as its history screen shows it (GM only): the contract's (campaignHistory.ts `campaignStepSchema`). */
export type { CampaignStep as CampaignStepView } from '@temps-mort/contract';

export interface CampaignHistoryQuery {
  readonly aggregate?: Aggregate | undefined;
  readonly aggregateId?: string | undefined;
  /** Only the steps that name this character (its id in the step as asked) or made a roll of theirs. */
  readonly characterId?: string | undefined;
  readonly limit: number;
  /** The id of the last step already shown: the page after it (older). */
  readonly before?: string | undefined;
}

/** The campaign's steps, newest first, of every aggregate or of one (404 for an unknown cursor). */
export async function campaignHistory(db: Db, campaignId: string, query: CampaignHistoryQuery): Promise<CampaignStep[]> {
  const cursor = query.before === undefined ? null : await db.step.findFirst({ where: { id: query.before, campaignId }, select: { createdAt: true, id: true } });
  if (query.before !== undefined && cursor === null) throw new NotFoundError('step', query.before);
  const rows = await db.step.findMany({
    where: {
      campaignId,
      ...(query.aggregate === undefined ? {} : { aggregate: query.aggregate }),
      ...(query.aggregateId === undefined ? {} : { aggregateId: query.aggregateId }),
      AND: [
        ...(cursor === null ? [] : [{ OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] }]),
        // A character's id is unique: a step names them when its payload holds it (as characterId, a character's id, a target…).
        ...(query.characterId === undefined ? [] : [{ OR: [{ payload: { contains: JSON.stringify(query.characterId) } }, { rolls: { some: { characterId: query.characterId } } }] }]),
      ],
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: query.limit,
    include: { rolls: { orderBy: { id: 'asc' }, include: rollStepInclude }, undoneBy: { select: { seq: true } }, undoes: { select: { seq: true } } },
  });
  const subjects = await subjectNames(db, campaignId);
  return rows.map((row) => ({
    id: row.id,
    aggregate: row.aggregate as Aggregate,
    aggregateId: row.aggregateId,
    subject: subjects.get(`${row.aggregate}/${row.aggregateId}`) ?? null,
    seq: row.seq,
    type: row.type,
    reasons: parseJson<Reason[]>(row.reasons, []),
    changes: stepNetChanges(row.detail),
    hidden: row.hidden,
    undone: row.undoneById !== null,
    undoneBy: row.undoneBy?.seq ?? null,
    // An undo a redo took back no longer marks its step: its payload still names it.
    undoes: row.undoes?.seq ?? movedSeq(row),
    rolls: row.rolls.map(rollView),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The net changes a step's detail keeps; any that no longer reads is left out (a history entry is never a 500). */
export function stepNetChanges(detail: string): NetChange[] {
  const kept = parseJson<{ changes?: unknown } | null>(detail, null)?.changes;
  if (!Array.isArray(kept)) return [];
  return kept.flatMap((change) => {
    const read = netChangeSchema.safeParse(change);
    return read.success ? [read.data] : [];
  });
}

interface Named {
  readonly id: string;
  readonly name: string;
}

/** What the history can be filtered on, and the names its reasons need: the contract's (campaignHistory.ts `campaignHistorySubjectsSchema`). */
export type { CampaignHistorySubjects as HistorySubjects } from '@temps-mort/contract';

/** What the campaign's history can be filtered on (its crews, wizards and complex actions by name, the crews' characters), and the names its reasons need. */
export async function historySubjects(db: Db, campaignId: string): Promise<CampaignHistorySubjects> {
  const [subjects, crews, wizards] = await Promise.all([
    subjectNames(db, campaignId),
    db.crew.findMany({ where: { campaignId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true } }),
    db.wizard.findMany({ where: { campaignId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  ]);
  const things = [...subjects].map(([key, name]) => {
    const [aggregate, aggregateId] = key.split('/') as [Aggregate, string];
    return { aggregate, aggregateId, name };
  });
  const characters: CampaignHistorySubjects['characters'][number][] = [];
  const names: Record<keyof CampaignHistorySubjects['names'], Named[]> = { factions: [], cohorts: [], projects: [], members: [] };
  const named = ({ id, name }: Named): Named => ({ id, name });
  for (const { id } of crews) {
    const crew = (await loadCrew(db, id))?.state.crew;
    if (!crew) continue;
    for (const c of crew.characters) {
      characters.push({ id: c.id, name: c.name, crewId: id });
      names.projects.push(...c.projects.map(named));
    }
    names.factions.push(...crew.factions.map(named));
    names.cohorts.push(...crew.cohorts.map(named));
  }
  for (const row of wizards) {
    const { wizard } = wizardStateOf(row);
    names.members.push(named(wizard), ...wizard.warband.map(named));
  }
  return { things, characters, names };
}

/** The names of what the campaign's steps change: its crews, wizards and complex actions. */
async function subjectNames(db: Db, campaignId: string): Promise<Map<string, string>> {
  const [crews, wizards, actions] = await Promise.all([
    crewSummaries(db, campaignId),
    db.wizard.findMany({ where: { campaignId } }),
    db.complexAction.findMany({ where: { campaignId }, select: { id: true, name: true } }),
  ]);
  return new Map([
    ...crews.map((c) => [`crew/${c.id}`, c.name] as const),
    ...wizards.map((w) => [`wizard/${w.id}`, wizardStateOf(w).wizard.name] as const),
    ...actions.map((a) => [`complex_action/${a.id}`, a.name] as const),
  ]);
}
