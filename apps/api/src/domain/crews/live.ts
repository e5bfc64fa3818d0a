/**
 * A crew's steps, told after their commit: on the crew's topic to its live listeners (each redacts
 * it for its principal: crews/playerView.ts), and to the campaign's GM screens.
 */
import type { Reason } from '@temps-mort/rules';
import type { Hub } from '../../live/hub';
import { publishCampaignStep } from '../history/steps';
import type { CrewStep } from './aggregate';
import type { CrewSheet } from './sheet';

/** What the hub carries for each step (each live listener redacts it for its principal). */
export interface CrewLiveData {
  readonly seq: number;
  readonly type: string;
  readonly hidden: boolean;
  readonly reasons: readonly Reason[];
  /** The GM's sheet after the step. */
  readonly sheet: CrewSheet;
}

export const CREW_LIVE_EVENT = 'crew';

/** After a commit: tells the crew's live listeners. */
export function publishCrewStep(hub: Hub | undefined, step: CrewStep): void {
  if (!hub) return;
  const data: CrewLiveData = { seq: step.event.seq, type: step.event.type, hidden: step.event.hidden, reasons: step.event.reasons, sheet: step.sheet };
  hub.publish(step.sheet.id, { id: step.event.seq, event: CREW_LIVE_EVENT, data });
  publishCampaignStep(hub, step.sheet.campaignId, { aggregate: 'crew', aggregateId: step.sheet.id, type: step.event.type });
}
