/**
 * A complex action's steps, told after their commit: the campaign's GM screens hear a step of the
 * tracker; a crew's tracker and its rolls reach its players' phones (the crew's stream:
 * `complex_action` with the tracker, `roll` for each open roll; trackers have nothing GM-only).
 */
import type { Hub } from '../../live/hub';
import { publishCampaignStep } from '../history/steps';
import type { RollView } from '../rolls/store';
import type { ComplexActionView } from './complexActions';

/** After the commit: the tracker's step to the GM screens; the tracker and the rolls it moved to its crew. */
export function publishTracker(hub: Hub | undefined, view: ComplexActionView, rolls: readonly RollView[]): void {
  if (hub === undefined) return;
  publishCampaignStep(hub, view.campaignId, { aggregate: 'complex_action', aggregateId: view.id, type: 'complex_action' });
  if (view.crewId === null) return;
  hub.publish(view.crewId, { event: 'complex_action', data: view });
  for (const roll of rolls) if (!roll.hidden) hub.publish(view.crewId, { event: 'roll', data: roll });
}
