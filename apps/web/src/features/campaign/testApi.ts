/** Test helper: a fake API for the campaign screens (routes by "METHOD /path"), recording each call. */
import { DEFAULT_TABLE_RULES, GAME_SYSTEMS } from '@temps-mort/rules';
import type { Campaign } from './api';

export { json, restoreFetch, serve, type Call, type Handler } from '../../test/fakeApi';

export function sampleCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'camp-1',
    name: 'Ma campagne',
    language: 'fr',
    tableRules: DEFAULT_TABLE_RULES,
    systems: [...GAME_SYSTEMS],
    systemsChosen: true,
    players: { propose: true, roll: true, editTexts: true },
    version: 3,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
