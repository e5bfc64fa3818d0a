/**
 * Who hears of a roll once its step is committed: its crew's phones when players may see it (the
 * crew's stream, `roll`: their "recent rolls", an undone one marked in place), and the campaign's
 * GM screens when the step is one of the campaign's dice (the campaign's stream, `step`).
 */
import type { Hub } from '../../live/hub';
import { publishCampaignStep } from '../history/steps';
import type { RollView } from './store';

/** What a write on the campaign's dice needs besides the database: the hub it announces on (none in scripts). */
export interface Announcer {
  readonly hub?: Hub | undefined;
}

/** After the commit: the roll to its crew (unless hidden), the dice step to the campaign's GM screens. */
export function publishRoll(hub: Hub | undefined, roll: RollView): void {
  if (hub === undefined) return;
  if (roll.crewId !== null && !roll.hidden) hub.publish(roll.crewId, { event: 'roll', data: roll });
  if (roll.history === 'dice') publishCampaignStep(hub, roll.campaignId, { aggregate: 'dice', aggregateId: roll.campaignId, type: roll.undone ? 'undo' : roll.kind });
}
