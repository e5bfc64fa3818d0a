/** A campaign, a Frostgrave wizard and its ledger as the API answers them, for the ledger's tests. */
import { DEFAULT_TABLE_RULES } from '@temps-mort/rules';
import type { LedgerView, RollView, WizardView } from '@temps-mort/contract';

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
      { id: 'm-wiz', name: 'Morgane', role: 'wizard', baseCost: 0, will: 4, injuries: [] },
      { id: 'm-ana', name: 'Ana', role: 'apprentice', baseCost: 100, will: 2, injuries: [] },
      { id: 'm-bors', name: 'Bors', role: 'soldier', baseCost: 50, will: 1, injuries: [] },
    ],
    hiredMuscle: [],
    pendingCollectionId: null,
    // The game just ended (its hired muscle settled): the debt check comes next.
    endOfGame: 'hired_muscle_settled',
    version: 3,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...patch,
  };
}

/**
 * Morgane's ledger, newest first: a debt collection settled by "Pay what you owe" (13:00) with its
 * d20s, a pay-off of 1 marker (12:00), an intimidation (11:30) whose step was undone — its entry
 * gone, its roll kept, marked undone — and a loan of 250 gc (11:00); a GM's hidden d20 (10:30).
 */
export function sampleLedger(wizard: WizardView = sampleWizard()): LedgerView {
  const roll = (id: string, purpose: string, dice: number[], at: string, extra: Partial<RollView> = {}): RollView => ({
    id,
    campaignId: 'camp-1',
    crewId: null,
    characterId: null,
    wizardId: wizard.id,
    eventId: `step-${id}`,
    who: wizard.name,
    purpose,
    kind: 'd20',
    sides: 20,
    dice,
    band: null,
    quality: null,
    hidden: false,
    undone: false,
    history: 'wizard',
    reasons: [],
    result: { value: {}, rolls: [{ sides: 20, purpose, dice }] },
    createdAt: at,
    ...extra,
  });
  return {
    wizard,
    favours: [
      {
        id: 'f1',
        wizardId: wizard.id,
        kind: 'loan',
        markersDelta: 3,
        goldDelta: 250,
        details: { kind: 'loan', amount: 250, markers: 3 },
        reasons: [{ rule: 'F2', code: 'loan_markers', values: { amount: 250, markers: 3, gcPerMarker: 100 } }],
        createdAt: '2026-01-01T11:00:00.000Z',
      },
    ],
    payOffs: [
      {
        id: 'p1',
        wizardId: wizard.id,
        kind: 'pay_off',
        markersDelta: -1,
        goldDelta: -150,
        details: { markersPaid: 1, goldPaid: 150 },
        reasons: [],
        createdAt: '2026-01-01T12:00:00.000Z',
      },
    ],
    collections: [
      {
        id: 'col1',
        wizardId: wizard.id,
        status: 'done',
        awaiting: null,
        markersAtCheck: 3,
        checkRoll: 2,
        tableRoll: 4,
        rolledEntry: 'pay_what_you_owe',
        path: ['pay_what_you_owe'],
        entry: 'pay_what_you_owe',
        markersRemoved: 1,
        goldPaid: 150,
        saleGold: 0,
        missNextGame: [],
        injury: null,
        reasons: [{ rule: 'F6', code: 'debt_check', values: { check: 2, markers: 3, called: true } }],
        createdAt: '2026-01-01T13:00:00.000Z',
      },
    ],
    rolls: [
      roll('r3', 'debt_check', [2], '2026-01-01T13:00:00.000Z'),
      roll('r2', 'intimidation_attacker', [5], '2026-01-01T11:30:00.000Z', { undone: true }),
      roll('r1', 'd20', [17], '2026-01-01T10:30:00.000Z', { hidden: true }),
    ],
  };
}
