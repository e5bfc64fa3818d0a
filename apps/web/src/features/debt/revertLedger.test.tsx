/**
 * « Annuler cette étape » on a ledger entry and « Rétablir » on an undo (issue 34, "undo any
 * step"): the history's confirm panel on the wizard's calls — what changes, the later steps that
 * no longer apply, Confirm sends exactly those; an undo is redone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RevertPreview } from '@temps-mort/contract';
import { restoreFetch, serveAnswers as serve, type Call } from '../../test/fakeApi';
import { FakeEventSource } from '../../test/fakeEventSource';
import { renderIn } from '../../test/render';
import { sampleCampaign, sampleWizard as wizard } from '../../test/sampleWizard';
import type { FavourView, LedgerView, WizardView } from './api';
import WizardRoute from './WizardRoute';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  restoreFetch();
  vi.unstubAllGlobals();
});

const entry = (id: string, kind: 'loan' | 'pay_off', at: string): FavourView =>
  (kind === 'loan'
    ? { id, wizardId: 'w1', kind, markersDelta: 2, goldDelta: 200, details: { kind: 'loan', amount: 200, markers: 2 }, reasons: [], createdAt: at }
    : { id, wizardId: 'w1', kind, markersDelta: -3, goldDelta: -450, details: { markersPaid: 3, goldPaid: 450 }, reasons: [], createdAt: at }) as FavourView;

const preview: RevertPreview = {
  version: 4,
  target: { seq: 2, type: 'favour' },
  noLongerApply: [{ seq: 4, type: 'pay_off', why: { rule: 'F5', code: 'not_enough_gold', values: {} } }],
  changes: [{ what: 'gold', of: null, before: 50, after: 300 }],
};

interface Server {
  wizard: WizardView;
  ledger: Omit<LedgerView, 'wizard'>;
}

function routes(state: Server): Call[] {
  return serve({
    'GET /api/campaigns/current': () => ({ body: sampleCampaign }),
    'GET /api/campaigns/camp-1/wizards': () => ({ body: [state.wizard] }),
    'GET /api/wizards/w1': () => ({ body: state.wizard }),
    'GET /api/wizards/w1/ledger': () => ({ body: { wizard: state.wizard, ...state.ledger } }),
    'GET /api/wizards/w1/share-links': () => ({ body: [] }),
    'GET /api/wizards/w1/history/2/revert': () => ({ body: preview }),
    'POST /api/wizards/w1/history/2/revert': () => {
      state.wizard = wizard({ gold: 300, markers: 3, version: 5 });
      state.ledger = {
        favours: [entry('f3', 'loan', '2026-01-01T11:10:00.000Z')],
        payOffs: [],
        collections: [],
        rolls: [],
        stepSeqs: { f3: 3 },
        undos: [
          { seq: 6, undid: { seq: 2, type: 'favour' }, reasons: [] },
          { seq: 5, undid: { seq: 4, type: 'pay_off' }, reasons: [] },
        ],
      };
      return { body: { wizard: state.wizard, reasons: [], undoneRolls: [] } };
    },
    'POST /api/wizards/w1/history/6/redo': () => {
      state.wizard = wizard({ gold: 500, markers: 5, version: 6 });
      return { body: { wizard: state.wizard, reasons: [], undoneRolls: [] } };
    },
  });
}

describe('revert a ledger entry, redo an undo (/wizards/:id)', () => {
  it('reverts the first loan with the pay-off that no longer applies, then redoes it', async () => {
    const state: Server = {
      wizard: wizard({ gold: 50, markers: 2, version: 4 }),
      ledger: {
        favours: [entry('f3', 'loan', '2026-01-01T11:10:00.000Z'), entry('f2', 'loan', '2026-01-01T11:00:00.000Z')],
        payOffs: [entry('p4', 'pay_off', '2026-01-01T11:20:00.000Z')],
        collections: [],
        rolls: [],
        stepSeqs: { f2: 2, f3: 3, p4: 4 },
        undos: [],
      },
    };
    const calls = routes(state);
    renderIn('fr', <WizardRoute params={{ id: 'w1' }} />);
    const history = await waitFor(() => screen.getByRole('region', { name: 'Registre' }));
    const buttons = await within(history).findAllByRole('button', { name: /Annuler cette étape/ });
    expect(buttons).toHaveLength(3);
    fireEvent.click(within(history).getByRole('button', { name: 'Annuler cette étape — Étape 2' }));

    const panel = await within(history).findByRole('group', { name: /^Annuler l’étape 2\s:\sfaveur$/ });
    await within(panel).findByText(/^Ces étapes ne s’appliquent plus et seront annulées aussi\s:$/);
    expect(within(panel).getByText(/^Étape 4 \(remboursement\)\s:\s/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/wizards/w1/history/2/revert')?.body).toEqual({ version: 4, alsoRevert: [4] }));

    const undos = await within(history).findByTestId('ledger-undos');
    expect(within(undos).getByText(/^Étape 2 annulée\s:\sfaveur$/)).toBeTruthy();
    fireEvent.click(within(undos).getByRole('button', { name: 'Rétablir — Étape 6' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/wizards/w1/history/6/redo')?.body).toEqual({ version: 5 }));
  });
});
