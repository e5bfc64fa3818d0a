/**
 * A wizard's writes, told after their commit: to the campaign's GM screens (`step`, as every
 * history does), and on the wizard's own hub topic to the streams of the share links that follow it
 * (the wizard's own stream, and the crew streams that relay it as `event: wizard` with `{ wizardId }`;
 * the phone then reads the ledger again). Nothing of a wizard is GM-only, so the notice says no more.
 */
import type { WizardLiveNotice } from '@temps-mort/contract';
import { publishCampaignStep } from '../history/steps';

export const WIZARD_LIVE_EVENT = 'wizard';

/** The hub topic of one wizard (ids are cuids, so it never meets a crew's or a campaign's). */
export function wizardTopic(wizardId: string): string {
  return `wizard:${wizardId}`;
}

type Publisher = { publish(topic: string, message: { event: string; data: unknown }): number };

export function publishWizardStep(hub: Publisher, campaignId: string, wizardId: string): void {
  publishCampaignStep(hub, campaignId, { aggregate: 'wizard', aggregateId: wizardId, type: 'wizard' });
  hub.publish(wizardTopic(wizardId), { event: WIZARD_LIVE_EVENT, data: { wizardId } satisfies WizardLiveNotice });
}

/** After a commit: tells the wizard's write to whoever shows it (none in scripts). */
export function tellWizard(hub: Publisher | undefined, wizard: { readonly id: string; readonly campaignId: string }): void {
  if (hub !== undefined) publishWizardStep(hub, wizard.campaignId, wizard.id);
}
