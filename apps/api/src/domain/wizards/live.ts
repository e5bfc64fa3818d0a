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

interface Named {
  readonly id: string;
  readonly campaignId: string;
}

/** Waits for a committed write and tells it for the wizard it answers (the wizard itself, or `{ wizard }`). */
export async function told<T extends Named | { readonly wizard: Named }>(hub: Publisher, write: Promise<T>): Promise<T> {
  const done = await write;
  const wizard: Named = 'wizard' in done ? done.wizard : done;
  publishWizardStep(hub, wizard.campaignId, wizard.id);
  return done;
}
