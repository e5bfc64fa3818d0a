/** A campaign and a Frostgrave wizard as the API answers them, for the ledger's tests. */
import { DEFAULT_TABLE_RULES } from '@temps-mort/rules';
import type { WizardView } from '@temps-mort/contract';

export const sampleCampaign = { id: 'camp-1', name: 'Frostgrave', language: 'en', tableRules: DEFAULT_TABLE_RULES, version: 1 } as const;

/** Morgane, level 10, 100 gc and 2 markers, with her apprentice Ana and the soldier Bors. */
export function sampleWizard(patch: Partial<WizardView> = {}): WizardView {
  return {
    id: 'w1',
    campaignId: 'camp-1',
    name: 'Morgane',
    level: 10,
    gold: 100,
    markers: 2,
    freeMarkers: 8,
    warband: [
      { id: 'm-wiz', name: 'Morgane', role: 'wizard', baseCost: 0, will: 4 },
      { id: 'm-ana', name: 'Ana', role: 'apprentice', baseCost: 100, will: 2 },
      { id: 'm-bors', name: 'Bors', role: 'soldier', baseCost: 50, will: 1 },
    ],
    hiredMuscle: [],
    pendingCollectionId: null,
    version: 3,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...patch,
  };
}
