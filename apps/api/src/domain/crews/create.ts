/**
 * A new crew from what the GM sent (POST crew.create): the campaign's table rules fill in what the
 * GM left out (a character's healing clock), then its history starts with `crew_created`.
 */
import type { CrewCreateInput } from '@temps-mort/contract';
import { campaignTableRules } from '../campaigns/campaigns';
import type { CrewStep } from './aggregate';
import { createCrew, type CrewDeps } from './events';
import { newCrew } from './input';

export async function createCrewFrom(deps: CrewDeps, campaignId: string, input: CrewCreateInput): Promise<CrewStep> {
  const { crew, characterNotes } = newCrew(input, await campaignTableRules(deps.db, campaignId));
  const { gmNotes } = input;
  return createCrew(deps, { campaignId, crew, notes: { characterNotes, ...(gmNotes !== undefined ? { gmNotes } : {}) } });
}
