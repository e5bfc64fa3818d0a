/**
 * The crew created with the campaign at first start, so the GM lands on something usable: an
 * empty crew named "Ma bande", created exactly as POST /api/campaigns/:id/crews does (the crews
 * domain's creation service: its rows and its history's first event, `crew_created`).
 */
import { DEFAULT_TABLE_RULES, scriptedRoller } from '@temps-mort/rules';
import { DEFAULT_CREW_NAME, type Tx } from '../../auth/setup';
import { createCrewInTx } from '../crews/events';
import { crewCreateSchema, newCrew } from '../crews/input';

export async function createDefaultCrew(tx: Tx, campaignId: string, now: Date): Promise<string> {
  // A new campaign has the default table rules; creating a crew rolls no dice.
  const { crew } = newCrew(crewCreateSchema.parse({ name: DEFAULT_CREW_NAME }), DEFAULT_TABLE_RULES);
  const step = await createCrewInTx(tx, { roller: scriptedRoller([]), clock: () => now }, { campaignId, crew });
  return step.sheet.id;
}
