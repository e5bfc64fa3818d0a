import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Reason } from '@temps-mort/rules';
import { restoreFetch, serveAnswers as serve, type Answer, type Call } from '../../test/fakeApi';
import { FakeEventSource } from '../../test/fakeEventSource';
import { renderIn } from '../../test/render';
import type { FavourView, LedgerView, RollView, WizardView } from './api';
import WizardRoute from './WizardRoute';
import WizardsRoute from './WizardsRoute';
import { sampleCampaign, sampleWizard } from '../../test/sampleWizard';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  restoreFetch();
  vi.unstubAllGlobals();
});

const campaign = sampleCampaign;
const wizard = sampleWizard;

const reason = (rule: string, code: string, values: Reason['values'] = {}): Reason => ({ rule: rule as Reason['rule'], code, values });

const loanEntry: FavourView = {
  id: 'f1',
  wizardId: 'w1',
  kind: 'loan',
  markersDelta: 3,
  goldDelta: 250,
  details: { kind: 'loan', amount: 250, markers: 3 },
  reasons: [],
  createdAt: '2026-01-01T11:00:00.000Z',
};

function intimidationRoll(undone: boolean): RollView {
  return {
    id: 'r1',
    campaignId: 'camp-1',
    crewId: null,
    characterId: null,
    wizardId: 'w-1',
    eventId: 'step-2',
    who: 'Morgane',
    purpose: 'intimidation',
    kind: 'd20',
    sides: 20,
    dice: [5, 12],
    band: 'failure',
    quality: null,
    hidden: false,
    undone,
    history: 'wizard',
    reasons: [],
    result: { value: {}, rolls: [{ sides: 20, purpose: 'intimidation_attacker', dice: [5] }, { sides: 20, purpose: 'intimidation_defender', dice: [12] }] },
    createdAt: '2026-01-01T11:30:00.000Z',
  };
}

interface Server {
  wizard: WizardView;
  ledger: Omit<LedgerView, 'wizard'>;
}

function routes(state: Server, extra: Record<string, Answer> = {}): Call[] {
  return serve({
    'GET /api/campaigns/current': () => ({ body: campaign }),
    'GET /api/campaigns/camp-1/wizards': () => ({ body: [state.wizard, wizard({ id: 'w2', name: 'Corvus', warband: [] })] }),
    'GET /api/wizards/w1': () => ({ body: state.wizard }),
    'GET /api/wizards/w1/ledger': () => ({ body: { wizard: state.wizard, ...state.ledger } }),
    'GET /api/wizards/w1/share-links': () => ({ body: [] }),
    ...extra,
  });
}

const empty = { favours: [], payOffs: [], collections: [], rolls: [] };
const gets = (calls: Call[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;
const historyCard = () => screen.getByRole('region', { name: 'Ledger history' });

describe('undo the last entry (/wizards/:id)', () => {
  it('undoes a loan with the wizard’s version: says what it undid and why, the markers and gold back, the entry gone', async () => {
    const state: Server = { wizard: wizard({ markers: 5, gold: 350, version: 4 }), ledger: { ...empty, favours: [loanEntry] } };
    const calls = routes(state, {
      'POST /api/wizards/w1/undo': () => {
        state.wizard = wizard({ version: 5 });
        state.ledger = empty;
        return { body: { wizard: state.wizard, reasons: [reason('D7', 'ledger_step_undone', { seq: 2, type: 'favour' })], undoneRolls: [] } };
      },
    });
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);
    const history = await waitFor(historyCard);
    await within(history).findByText('Loan');
    expect(within(history).getByText('Undoes the wizard’s last write: a ledger entry, or an edit of their sheet or warband. Its rolls stay listed, marked undone.')).toBeTruthy();
    const ledgerReads = gets(calls, '/api/wizards/w1/ledger');

    fireEvent.click(within(history).getByRole('button', { name: 'Undo the last entry' }));
    const result = await within(history).findByRole('status');
    await waitFor(() => expect(within(result).getByText('Favour undone')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/wizards/w1/undo')?.body).toEqual({ version: 4 });
    expect(within(result).getByTestId('undo-change').textContent).toBe('Debt markers: 5 → 2; vault: 350 → 100 gc');
    // The reason in words, with its rule id.
    expect(within(result).getByText('Last entry undone: the wizard is back as it was before; its rolls stay listed, marked undone')).toBeTruthy();
    expect(within(result).getByText('D7')).toBeTruthy();
    // The wizard as the answer says, the ledger read again: the loan is gone.
    await waitFor(() => expect(gets(calls, '/api/wizards/w1/ledger')).toBeGreaterThan(ledgerReads));
    await within(history).findByText('Nothing in the ledger yet.');
    expect(within(history).queryByText('Loan')).toBeNull();
    expect(screen.getByText('Vault: 100 gc')).toBeTruthy();
  });

  it('shows an intimidation’s undone roll as undone, in the result and in the ledger’s rolls', async () => {
    const state: Server = { wizard: wizard({ markers: 3, version: 4 }), ledger: { ...empty, rolls: [intimidationRoll(false)] } };
    routes(state, {
      'POST /api/wizards/w1/undo': () => {
        state.wizard = wizard({ version: 5 });
        state.ledger = { ...empty, rolls: [intimidationRoll(true)] };
        return { body: { wizard: state.wizard, reasons: [reason('D7', 'ledger_step_undone', { seq: 2, type: 'favour' })], undoneRolls: [intimidationRoll(true)] } };
      },
    });
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);
    const history = await waitFor(historyCard);
    const rollItem = await waitFor(() => {
      const item = history.querySelector('.ledger-item[data-kind="roll"]');
      if (!item) throw new Error('no roll yet');
      return item as HTMLElement;
    });
    expect(rollItem.classList.contains('roll--undone')).toBe(false);
    expect(within(rollItem).queryByText('Undone')).toBeNull();

    fireEvent.click(within(history).getByRole('button', { name: 'Undo the last entry' }));
    const undone = await within(history).findByTestId('undo-rolls');
    expect(undone.classList.contains('roll--undone')).toBe(true);
    expect(within(undone).getByText('Undone')).toBeTruthy();
    expect(within(undone).getByText('Intimidation: the gang (d20)')).toBeTruthy();
    // The ledger keeps the roll, marked undone (struck through by .roll--undone).
    await waitFor(() => expect(history.querySelector('.ledger-item[data-kind="roll"]')?.getAttribute('data-undone')).toBe('true'));
    const item = history.querySelector('.ledger-item[data-kind="roll"]') as HTMLElement;
    expect(item.classList.contains('roll--undone')).toBe(true);
    expect(within(item).getByText('Undone')).toBeTruthy();
  });

  it('says the rules’ refusal when only the creation is left, and offers a reload on a 409', async () => {
    const state: Server = { wizard: wizard({ version: 6 }), ledger: empty };
    let answer: 'refuse' | 'conflict' = 'refuse';
    const calls = routes(state, {
      'POST /api/wizards/w1/undo': () =>
        answer === 'refuse'
          ? { status: 422, body: { error: 'rule_refused', rule: 'D7', code: 'nothing_to_undo_in_ledger', values: {} } }
          : { status: 409, body: { error: 'conflict', current: wizard({ markers: 7, version: 9 }) } },
    });
    renderIn('fr', <WizardRoute params={{ id: 'w1' }} />);
    const undo = await screen.findByRole('button', { name: 'Annuler la dernière entrée' });
    fireEvent.click(undo);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('Rien à annuler'));
    expect(alert.textContent).toBe('D7 Les règles disent non\u00a0: Rien à annuler\u00a0: l’historique du sorcier ne contient que sa création');

    answer = 'conflict';
    fireEvent.click(undo);
    const reload = await screen.findByRole('button', { name: /Recharger/ });
    expect(screen.getByRole('alert').textContent).toMatch(/sorcier/);
    state.wizard = wizard({ markers: 7, version: 9 });
    fireEvent.click(reload);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/wizards/w1/undo').map((c) => c.body)).toEqual([{ version: 6 }, { version: 6 }]);
    await waitFor(() => expect(screen.getAllByRole('meter', { name: 'Marqueurs Pègre' })[0]?.getAttribute('aria-valuenow')).toBe('7'));
  });

  it('offers nothing to undo on a wizard just created (version 1)', async () => {
    routes({ wizard: wizard({ version: 1 }), ledger: empty });
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);
    const undo = (await screen.findByRole('button', { name: 'Undo the last entry' })) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(screen.getByText('Nothing to undo: the wizard has only just been created.')).toBeTruthy();
  });

  it('hides a loan’s result once the loan is undone', async () => {
    const state: Server = { wizard: wizard(), ledger: empty };
    routes(state, {
      'POST /api/wizards/w1/favours': () => {
        state.wizard = wizard({ markers: 5, gold: 350, version: 4 });
        state.ledger = { ...empty, favours: [loanEntry] };
        return { body: { wizard: state.wizard, entry: loanEntry, reasons: [], rolls: [] } };
      },
      'POST /api/wizards/w1/undo': () => {
        state.wizard = wizard({ version: 5 });
        state.ledger = empty;
        return { body: { wizard: state.wizard, reasons: [reason('D7', 'ledger_step_undone', { seq: 2, type: 'favour' })], undoneRolls: [] } };
      },
    });
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);
    fireEvent.change(await screen.findByLabelText('Amount (100 to 1,000 gc)', { selector: 'input' }), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Borrow 250 gc' }));
    expect(await screen.findByText('Loan of 250 gc paid into the vault (+3 debt markers)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo the last entry' }));
    await screen.findByText('Favour undone');
    expect(screen.queryByText('Loan of 250 gc paid into the vault (+3 debt markers)')).toBeNull();
  });
});

describe('the ledger live (the campaign’s stream)', () => {
  it('reads the wizard and its ledger again on a step of this wizard, and on a reconnect, not on other histories', async () => {
    const state: Server = { wizard: wizard(), ledger: empty };
    const calls = routes(state);
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);
    await screen.findByText('Vault: 100 gc');
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const source = FakeEventSource.last();
    expect(source.url).toBe('/api/campaigns/camp-1/stream');
    act(() => source.open());
    const reads = () => [gets(calls, '/api/wizards/w1'), gets(calls, '/api/wizards/w1/ledger')];
    const [wizardReads = 0, ledgerReads = 0] = reads();

    // Another window's loan on this wizard: it shows without a reload.
    state.wizard = wizard({ markers: 5, gold: 350, version: 4 });
    state.ledger = { ...empty, favours: [loanEntry] };
    act(() => source.emit('step', { aggregate: 'wizard', aggregateId: 'w1', type: 'wizard' }));
    await screen.findByText('Vault: 350 gc');
    await within(historyCard()).findByText('Loan');
    expect(reads()[0]).toBeGreaterThan(wizardReads);
    expect(reads()[1]).toBeGreaterThan(ledgerReads);

    // A crew's step, or another wizard's, does not read this wizard again.
    const after = reads();
    act(() => source.emit('step', { aggregate: 'crew', aggregateId: 'crew-1', type: 'crew' }));
    act(() => source.emit('step', { aggregate: 'wizard', aggregateId: 'w2', type: 'wizard' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(reads()).toEqual(after);

    // A reconnect (something may have moved meanwhile): read again.
    state.wizard = wizard({ markers: 4, gold: 200, version: 5 });
    act(() => source.drop());
    act(() => source.open());
    await screen.findByText('Vault: 200 gc');
  });

  it('the wizards’ list follows any wizard’s step', async () => {
    const state: Server = { wizard: wizard(), ledger: empty };
    const calls = routes(state);
    renderIn('en', <WizardsRoute />);
    await screen.findByText('Morgane');
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const source = FakeEventSource.last();
    act(() => source.open());
    const before = gets(calls, '/api/campaigns/camp-1/wizards');
    state.wizard = wizard({ gold: 640, version: 4 });
    act(() => source.emit('step', { aggregate: 'wizard', aggregateId: 'w1', type: 'wizard' }));
    await screen.findByText('Vault: 640 gc');
    expect(gets(calls, '/api/campaigns/camp-1/wizards')).toBeGreaterThan(before);
  });
});
