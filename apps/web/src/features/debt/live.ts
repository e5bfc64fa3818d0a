/**
 * The ledger's screens follow the campaign's stream (GET /api/campaigns/:id/stream): every write on
 * a wizard, from any GM window, is a `step` notice `{ aggregate: 'wizard', aggregateId }` sent after
 * its commit, and the screen reads again what it shows. After a reconnect (`null`: something may
 * have moved meanwhile) everything is read again.
 */
import { useCallback } from 'react';
import { useCampaignLive, type CampaignStepNotice } from '../../lib/campaign';
import { useQueryClient } from '../../lib/query';
import { refreshWizard, wizardsKey } from './api';

/**
 * `wizardId` null (the wizards' list): any wizard's step reads the list again. A wizard's page: its
 * own steps read the wizard, its ledger and its pending collection again; any wizard's step reads
 * the list again (the intimidation's targets are the other wizards' warbands).
 */
export function useWizardLive(campaignId: string | null, wizardId: string | null = null) {
  const client = useQueryClient();
  const onStep = useCallback(
    (notice: CampaignStepNotice | null) => {
      if (notice !== null && notice.aggregate !== 'wizard') return;
      if (campaignId !== null) void client.invalidate(wizardsKey(campaignId));
      if (wizardId !== null && (notice === null || notice.aggregateId === wizardId)) void refreshWizard(client, wizardId);
    },
    [client, campaignId, wizardId],
  );
  return useCampaignLive(campaignId, onStep);
}
