/**
 * A wizard's writes, told after their commit: to the campaign's GM screens (`step`, as every
 * history does), and on the wizard's own hub topic to the players' crew streams of the share links
 * that follow it (routes/api/history relays it as `event: wizard` with `{ wizardId }`; the phone
 * then reads the ledger again). Nothing of a wizard is GM-only, so the notice says no more.
 */
import { publishCampaignStep } from '../history/steps';

export const WIZARD_LIVE_EVENT = 'wizard';

/** The hub topic of one wizard (ids are cuids, so it never meets a crew's or a campaign's). */
export function wizardTopic(wizardId: string): string {
  return `wizard:${wizardId}`;
}

export function publishWizardStep(hub: { publish(topic: string, message: { event: string; data: unknown }): number }, campaignId: string, wizardId: string): void {
  publishCampaignStep(hub, campaignId, { aggregate: 'wizard', aggregateId: wizardId, type: 'wizard' });
  hub.publish(wizardTopic(wizardId), { event: WIZARD_LIVE_EVENT, data: { wizardId } });
}
