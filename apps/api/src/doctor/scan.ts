/**
 * The scan: everything of the database the server can no longer read (crews, Frostgrave wizards,
 * d100 trackers), each with why. Reads only; run at every start (start.ts) and by the `doctor`
 * command. One read per crew through the server's own read path, so it costs what opening each
 * crew once costs; a crew that fails is then read row by row, to name the parts that fail (the read path's own
 * error when no single row is to blame, e.g. its downtime's stored progress).
 */
import type { Db } from '../domain/crews/repository';
import { complexActionReadProblems } from './complexActions';
import { crewReadProblems, crewRowProblems } from './crews';
import { crewSummaries } from '../domain/crews/repository';
import { storedWizardName, wizardReadProblems } from './wizards';

export type UnreadableKind = 'crew' | 'wizard' | 'complex_action';

export interface Unreadable {
  readonly kind: UnreadableKind;
  readonly id: string;
  readonly name: string;
  readonly campaignId: string;
  readonly campaignName: string;
  /** Why, in words ("character \"Nyx\" attributes.toString: Invalid key in record: reserved name"). */
  readonly problems: readonly string[];
}

const campaign = { select: { name: true } } as const;
const byAge = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

export async function findUnreadable(db: Db): Promise<Unreadable[]> {
  const found: Unreadable[] = [];
  const crews = await db.crew.findMany({ select: { id: true, campaignId: true, campaign }, orderBy: byAge });
  for (const crew of crews) {
    const problems = await crewReadProblems(db, crew.id);
    if (problems.length === 0) continue;
    const parts = await crewRowProblems(db, crew.id);
    const name = (await crewSummaries(db, crew.campaignId)).find((c) => c.id === crew.id)?.name ?? '';
    found.push({ kind: 'crew', id: crew.id, name, campaignId: crew.campaignId, campaignName: crew.campaign.name, problems: parts.length > 0 ? parts : problems });
  }
  const wizards = await db.wizard.findMany({ select: { id: true, state: true, campaignId: true, campaign }, orderBy: byAge });
  for (const wizard of wizards) {
    const problems = await wizardReadProblems(db, wizard.id);
    const name = storedWizardName(wizard.state);
    if (problems.length > 0) found.push({ kind: 'wizard', id: wizard.id, name, campaignId: wizard.campaignId, campaignName: wizard.campaign.name, problems });
  }
  const trackers = await db.complexAction.findMany({ select: { id: true, name: true, campaignId: true, campaign }, orderBy: byAge });
  for (const tracker of trackers) {
    const problems = await complexActionReadProblems(db, tracker.id);
    if (problems.length > 0) found.push({ kind: 'complex_action', id: tracker.id, name: tracker.name, campaignId: tracker.campaignId, campaignName: tracker.campaign.name, problems });
  }
  return found;
}
