/**
 * What the campaign screens read and write (the routes campaign.*, its members and the backups):
 * the contract's types (@temps-mort/contract), query keys, and the calls. Share links: lib/shareLinks.ts.
 */
import type { CampaignPatch } from '@temps-mort/contract';
import { call, type CallInput } from '../../lib/api';
import { exportCampaign } from '../../lib/campaign';

export type {
  BackupInfo,
  CampaignMember,
  CampaignPatch,
  CampaignView as Campaign,
  CrewSummary,
  ImportResult,
  Language as CampaignLanguage,
} from '@temps-mort/contract';

export const campaignKey = ['campaign', 'current'] as const;
export const crewsKey = (campaignId: string) => ['campaign', campaignId, 'crews'] as const;
export const backupsKey = ['backups'] as const;
export const membersKey = (campaignId: string) => ['campaign', campaignId, 'members'] as const;

export const campaignApi = {
  current: (signal?: AbortSignal) => call('campaign.current', {}, { signal }),
  crews: (campaignId: string, signal?: AbortSignal) => call('campaign.crews', { params: { campaignId } }, { signal }),
  patch: (campaignId: string, patch: CampaignPatch) => call('campaign.edit', { params: { campaignId }, body: patch }),
  members: (campaignId: string, signal?: AbortSignal) => call('campaign.members', { params: { campaignId } }, { signal }),
  removeMember: (campaignId: string, accountId: string) => call('campaign.member.remove', { params: { campaignId, accountId } }),
  /** `name`: the campaign's name as the GM typed it (the API checks it is exact). */
  remove: (campaignId: string, name: string) => call('campaign.delete', { params: { campaignId }, body: { name } }),
  /** The export document, and the file name the server suggests. */
  exportCampaign,
  /** Whatever file the GM picked, as parsed: the server is its judge (a 400 names each field it refuses). */
  importCampaign: (document: unknown) => call('campaign.import', { body: document as CallInput<'campaign.import'>['body'] }),
  backup: () => call('backup.create'),
  backups: (signal?: AbortSignal) => call('backups', {}, { signal }),
};
