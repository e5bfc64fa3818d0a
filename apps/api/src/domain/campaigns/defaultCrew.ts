/**
 * The crew created with a new campaign (at first start, or a GM making one), so the GM lands on
 * something usable: an empty crew named « Ma bande » ("My crew" in English), created exactly as POST /api/campaigns/:id/crews does (the crews
 * domain's creation service: its rows and its history's first event, `crew_created`).
 */
import type { Language } from '@temps-mort/contract';
import { DEFAULT_TABLE_RULES, scriptedRoller } from '@temps-mort/rules';
import { DEFAULT_CREW_NAME, type Tx } from '../../auth/setup';
import { createCrewInTx } from '../crews/events';
import { crewCreateSchema, newCrew } from '../crews/input';

/** The first crew's name in the campaign's language (a name the GM changes, stored as data). */
const DEFAULT_CREW_NAMES: Readonly<Record<Language, string>> = { fr: DEFAULT_CREW_NAME, en: 'My crew' };

export function defaultCrewName(language: Language): string {
  return DEFAULT_CREW_NAMES[language];
}

export async function createDefaultCrew(tx: Tx, campaignId: string, now: Date, name: string = DEFAULT_CREW_NAME): Promise<string> {
  // A new campaign has the default table rules; creating a crew rolls no dice.
  const { crew } = newCrew(crewCreateSchema.parse({ name }), DEFAULT_TABLE_RULES);
  const step = await createCrewInTx(tx, { roller: scriptedRoller([]), clock: () => now }, { campaignId, crew });
  return step.sheet.id;
}
