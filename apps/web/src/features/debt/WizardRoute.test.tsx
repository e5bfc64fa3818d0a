import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Reason } from '@temps-mort/rules';
import { restoreFetch, serveAnswers as serve, type Answer } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import type { CollectionView, WizardView } from './api';
import WizardRoute from './WizardRoute';
import { sampleCampaign, sampleWizard } from '../../test/sampleWizard';

afterEach(() => restoreFetch());

const campaign = sampleCampaign;
const wizard = sampleWizard;

const emptyLedger = (w: WizardView) => ({ wizard: w, favours: [], payOffs: [], collections: [], rolls: [] });

function baseRoutes(get: () => WizardView): Record<string, Answer> {
  return {
    'GET /api/campaigns/current': () => ({ body: campaign }),
    'GET /api/campaigns/camp-1/wizards': () => ({
      body: [get(), wizard({ id: 'w2', name: 'Corvus', warband: [{ id: 'o-cap', name: 'Brute', role: 'captain', baseCost: 100, will: 3, injuries: [] }, { id: 'o-thug', name: 'Thug', role: 'soldier', baseCost: 20, will: 0, injuries: [] }] })],
    }),
    'GET /api/wizards/w1': () => ({ body: get() }),
    'GET /api/wizards/w1/ledger': () => ({ body: emptyLedger(get()) }),
    'GET /api/wizards/w1/share-links': () => ({ body: [] }),
  };
}

const reason = (rule: string, code: string, values: Reason['values'] = {}): Reason => ({ rule: rule as Reason['rule'], code, values });

function number(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

// ─── tests ──────────────────────────────────────────────────────────────────────────────────────

describe('the wizard’s ledger (/wizards/:id)', () => {
  it('previews a loan’s markers as the GM types, refuses 99 gc in words, then takes the loan', async () => {
    let current = wizard();
    const calls = serve({
      ...baseRoutes(() => current),
      'POST /api/wizards/w1/favours': (body) => {
        const amount = (body as { amount: number }).amount;
        current = wizard({ markers: 5, gold: 350, version: 4 });
        return {
          body: {
            wizard: current,
            entry: { id: 'f1', wizardId: 'w1', kind: 'loan', markersDelta: 3, goldDelta: amount, details: { amount, markers: 3 }, reasons: [], createdAt: '2026-01-01T11:00:00.000Z' },
            reasons: [reason('F2', 'loan_markers', { amount, markers: 3, gcPerMarker: 100 })],
            rolls: [],
          },
        };
      },
    });
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);
    const amount = await waitFor(() => number('Amount (100 to 1,000 gc)'));

    type(amount, '350');
    expect(screen.getByTestId('loan-markers').textContent).toBe('Borrowing 350 gc costs 4 debt markers');
    type(amount, '1000');
    expect(screen.getByTestId('loan-markers').textContent).toBe('Borrowing 1,000 gc costs 10 debt markers');
    // 10 markers on top of 2 at level 10: F1 says no, before anything is sent.
    expect(screen.getByText(/Too many debt markers/).closest('[data-rule]')?.getAttribute('data-rule')).toBe('F1');

    type(amount, '99');
    expect(screen.getByTestId('loan-markers').textContent).toBe('Borrowing 99 gc costs 1 debt marker');
    const refusal = screen.getByText(/A loan of 99 gc isn’t possible/);
    expect(refusal.closest('[data-rule]')?.getAttribute('data-rule')).toBe('F2');
    const borrow99 = screen.getByRole('button', { name: 'Borrow 99 gc' }) as HTMLButtonElement;
    expect(borrow99.disabled).toBe(true);

    type(amount, '250');
    fireEvent.click(screen.getByRole('button', { name: 'Borrow 250 gc' }));
    expect(await screen.findByText('Loan of 250 gc paid into the vault (+3 debt markers)')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'loan', version: 3, amount: 250 });
  });

  it('shows an intimidation’s exact odds before rolling, offers no captain, then both dice and the markers', async () => {
    let current = wizard();
    serve({
      ...baseRoutes(() => current),
      'POST /api/wizards/w1/favours': () => {
        current = wizard({ markers: 3, version: 4 });
        const details = { success: false, markersTaken: 3, markersRemoved: 2, markersKept: 1, attackerRoll: 5, defenderRoll: 12, attackerTotal: 7, defenderTotal: 15, missesNextGame: null };
        return {
          body: {
            wizard: current,
            entry: { id: 'f2', wizardId: 'w1', kind: 'intimidation', markersDelta: 1, goldDelta: 0, details, reasons: [], createdAt: '2026-01-01T11:00:00.000Z' },
            reasons: [reason('F3', 'intimidation_roll', { attackerRoll: 5, bonus: 2, attackerTotal: 7, defenderRoll: 12, will: 3, defenderTotal: 15, success: false })],
            rolls: [
              {
                id: 'r1',
                who: 'Morgane',
                purpose: 'F3 intimidation',
                kind: 'd20',
                sides: 20,
                dice: [5, 12],
                band: 'failure',
                hidden: false,
                reasons: [],
                result: { value: details, rolls: [{ sides: 20, purpose: 'intimidation_attacker', dice: [5] }, { sides: 20, purpose: 'intimidation_defender', dice: [12] }] },
                createdAt: '2026-01-01T11:00:00.000Z',
              },
            ],
          },
        };
      },
    });
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);
    // Only what the rules let a gang threaten is offered (F3: never a wizard, an apprentice or a captain).
    const pick = await screen.findByLabelText('A model of an opposing warband');
    await waitFor(() => expect(within(pick).getByText(/Thug/)).toBeTruthy());
    expect(within(pick).queryByText(/Brute/)).toBeNull();
    const roles = within(screen.getByLabelText('Target’s role')).getAllByRole('option');
    expect(roles.map((o) => o.textContent)).toEqual(['Soldier', 'Hired muscle']);
    // A model picked fills its name, role and Will.
    fireEvent.change(pick, { target: { value: 'w2:o-thug' } });
    expect((screen.getByLabelText('Target model') as HTMLInputElement).value).toBe('Thug');
    type(number('Target’s Will'), '3');
    type(number('Bought bonus (+1 per marker, +3 at most)'), '2');
    // intimidationOdds(2, 3): 171 of the 400 pairs of d20s.
    const odds = screen.getByRole('figure', { name: 'Odds: d20 + 2 against d20 + Will 3' });
    expect(within(odds).getAllByTestId('odds-pct').map((e) => e.textContent)).toEqual(['42.8%', '57.2%']);
    expect(screen.getByTestId('intimidation-cost').textContent).toBe('The attempt costs 3 markers (1 + bonus); on a failure the wizard keeps 1.');
    type(number('Target’s Will'), '0');
    expect(within(screen.getByRole('figure', { name: 'Odds: d20 + 2 against d20 + Will 0' })).getAllByTestId('odds-pct')[0]?.textContent).toBe('57.3%') // 229 of 400;
    type(number('Target’s Will'), '3');

    fireEvent.click(screen.getByRole('button', { name: 'Intimidate (opposed d20 roll) — 42.8%' }));
    expect(await screen.findByText('Intimidation failed')).toBeTruthy();
    expect(screen.getByTestId('intimidation-duel').textContent).toBe('The gang: d20 5 + 2 = 7; the target: d20 12 + Will 3 = 15');
    expect(screen.getByText('Failure: 2 markers removed of 3; the wizard keeps 1')).toBeTruthy();
    expect(screen.getByText('Intimidation: the gang (d20)')).toBeTruthy();
  });

  it('walks a collection with its fall-throughs: 1-6 → 7-12 (a sale under 150 gc) → 13-18, then the members sent', async () => {
    let current = wizard({ markers: 4, freeMarkers: 6 });
    const base: CollectionView = {
      id: 'col1',
      wizardId: 'w1',
      status: 'awaiting_sale',
      awaiting: 'sale',
      markersAtCheck: 4,
      checkRoll: 3,
      tableRoll: 4,
      rolledEntry: 'pay_what_you_owe',
      path: ['pay_what_you_owe', 'goods_in_lieu'],
      entry: null,
      markersRemoved: 0,
      goldPaid: 0,
      saleGold: 0,
      missNextGame: [],
      injury: null,
      reasons: [reason('F6', 'debt_check', { check: 3, markers: 4, called: true }), reason('F6', 'nothing_payable_falls_through', { gold: 100, gcPerMarker: 150, to: 'goods_in_lieu' })],
      createdAt: '2026-01-01T12:00:00.000Z',
    };
    let collection = base;
    const calls = serve({
      ...baseRoutes(() => current),
      'GET /api/collections/col1': () => ({ body: collection }),
      'POST /api/wizards/w1/collections': () => {
        current = wizard({ markers: 4, pendingCollectionId: 'col1', version: 4 });
        return { status: 201, body: { wizard: current, entry: collection, reasons: collection.reasons, rolls: [] } };
      },
      'POST /api/collections/col1/sale': () => {
        current = wizard({ markers: 4, pendingCollectionId: 'col1', version: 5 });
        collection = { ...base, status: 'awaiting_members', awaiting: 'members', path: [...base.path, 'a_little_help'] };
        return { body: { wizard: current, entry: collection, reasons: [], rolls: [] } };
      },
      'POST /api/collections/col1/help': () => {
        current = wizard({ markers: 1, pendingCollectionId: null, version: 6 });
        collection = { ...collection, status: 'done', awaiting: null, entry: 'a_little_help', markersRemoved: 3, missNextGame: ['m-ana', 'm-bors'] };
        return { body: { wizard: current, entry: collection, reasons: [], rolls: [] } };
      },
    });
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);

    // The check's exact odds before rolling: d20 ≤ 4.
    const check = await screen.findByRole('figure', { name: 'Debt check (d20 ≤ 4)' });
    expect(within(check).getAllByTestId('odds-pct').map((e) => e.textContent)).toEqual(['20%', '80%']);

    fireEvent.click(screen.getByRole('button', { name: /Roll the debt check/ }));
    const walk = await screen.findByTestId('collection-walk');
    expect(walk.textContent).toContain('Debt check: d20 = 3 against 4 markers → called (≤)');
    expect(walk.textContent).toContain('Debt table: d20 = 4 → 1-6: Pay what you owe');
    const falls = within(walk).getAllByTestId('fall-through');
    expect(falls).toHaveLength(1);
    expect(falls[0]?.textContent).toContain('the vault can’t pay one marker (under 150 gc) → on to 7-12: Goods in lieu');

    // 7-12: a sale under 150 gc pays nothing: the preview says it falls through before sending.
    type(number('Gold raised by the sale'), '100');
    expect(screen.getByTestId('sale-preview').textContent).toBe('Under 150 gc: no sale, on to 13-18: A little help…');
    type(number('Gold raised by the sale'), '320');
    expect(screen.getByTestId('sale-preview').textContent).toBe('The sale pays off 2 markers (300 gc); vault afterwards: 120 gc');
    type(number('Gold raised by the sale'), '100');
    fireEvent.click(screen.getByRole('button', { name: 'Record the sale' }));
    await waitFor(() => expect(within(screen.getByTestId('collection-walk')).getAllByTestId('fall-through')).toHaveLength(2));
    expect(screen.getByTestId('collection-walk').textContent).toContain('the sale raised less than 150 gc → on to 13-18: A little help…');
    expect(calls.find((c) => c.path === '/api/collections/col1/sale')?.body).toEqual({ version: 4, saleGold: 100 });

    // 13-18: the members sent, and the markers they remove, live.
    const members = screen.getByRole('group', { name: 'Members sent to help the gang (they miss the next game)' });
    expect((within(members).getByLabelText(/Morgane/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(members).getByLabelText(/Bors/));
    expect(screen.getByTestId('help-preview').textContent).toBe('1 member sent; base costs: 50 gc → 1 marker removed');
    fireEvent.click(within(members).getByLabelText(/Ana/));
    expect(screen.getByTestId('help-preview').textContent).toBe('2 members sent; base costs: 150 gc → 3 markers removed');
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 members' }));
    expect(await screen.findByTestId('collection-done')).toBeTruthy();
    expect(screen.getByTestId('collection-done').textContent).toBe('Settled by 13-18: A little help…: 3 markers removed, 0 gc paid');
    expect(screen.getByText('Will miss the next game: Ana, Bors')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/collections/col1/help')?.body).toEqual({ version: 5, memberIds: ['m-bors', 'm-ana'] });
  });

  it('resumes a pending collection after a reload (the server keeps the walk)', async () => {
    const current = wizard({ markers: 4, pendingCollectionId: 'col9', version: 7 });
    serve({
      ...baseRoutes(() => current),
      'GET /api/collections/col9': () => ({
        body: {
          id: 'col9',
          wizardId: 'w1',
          status: 'awaiting_members',
          awaiting: 'members',
          markersAtCheck: 4,
          checkRoll: 2,
          tableRoll: 15,
          rolledEntry: 'a_little_help',
          path: ['a_little_help'],
          entry: null,
          markersRemoved: 0,
          goldPaid: 0,
          saleGold: 0,
          missNextGame: [],
          injury: null,
          reasons: [],
          createdAt: '2026-01-01T12:00:00.000Z',
        } satisfies CollectionView,
      }),
    });
    renderIn('fr', <WizardRoute params={{ id: 'w1' }} />);
    expect(await screen.findByText(/Une réclamation de la Pègre attend une décision du joueur/)).toBeTruthy();
    const walk = await screen.findByTestId('collection-walk');
    expect(walk.textContent).toContain('13-18');
    expect(screen.queryByRole('button', { name: /Lancer le jet de dette/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'N’envoyer personne' })).toBeTruthy();
  });
});

describe('paying markers off (F5): a warning only for what the next payment would be refused', () => {
  function payOffRoutes(start: WizardView) {
    let current = start;
    return serve({
      ...baseRoutes(() => current),
      'POST /api/wizards/w1/pay-off': (body) => {
        const markers = (body as { markers: number }).markers;
        current = { ...current, markers: current.markers - markers, gold: current.gold - 150 * markers, version: current.version + 1 };
        return {
          body: {
            wizard: current,
            entry: { id: `p${current.version}`, wizardId: 'w1', kind: 'pay_off', markersDelta: -markers, goldDelta: -150 * markers, details: { markers }, reasons: [], createdAt: '2026-01-01T11:00:00.000Z' },
            reasons: [reason('F5', 'debt_paid_off', { markers, gold: 150 * markers, gcPerMarker: 150, markersLeft: current.markers, goldLeft: current.gold })],
            rolls: [],
          },
        };
      },
    });
  }

  it('after paying every marker off: the payment said, no warning, nothing left to pay', async () => {
    payOffRoutes(wizard({ markers: 2, gold: 400 }));
    renderIn('fr', <WizardRoute params={{ id: 'w1' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tout ce que le coffre-fort permet (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser 2 marqueurs' }));
    expect(await screen.findByText('2 marqueurs remboursés pour 300 co')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Rembourser' });
    expect(section.querySelector('.refusal-note')).toBeNull();
    expect(within(section).getByText('Aucun marqueur Pègre à rembourser.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Rembourser/ })).toBeNull();
  });

  it('after paying some off: the next payment is one the rules accept, so no warning', async () => {
    payOffRoutes(wizard({ markers: 3, gold: 500 }));
    renderIn('fr', <WizardRoute params={{ id: 'w1' }} />);
    type(await waitFor(() => number('Marqueurs à rembourser (150 co chacun)')), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser 2 marqueurs' }));
    expect(await screen.findByText('2 marqueurs remboursés pour 300 co')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Rembourser' });
    expect(section.querySelector('.refusal-note')).toBeNull();
    expect((within(section).getByRole('button', { name: 'Rembourser 1 marqueur' }) as HTMLButtonElement).disabled).toBe(false);
    // A payment the rules would refuse is still said before anything is sent.
    type(number('Marqueurs à rembourser (150 co chacun)'), '2');
    expect(section.querySelector('.refusal-note')?.getAttribute('data-rule')).toBe('F5');
  });
});

describe('the end of a game, in the seed’s order (F4 → F6)', () => {
  it('a game under way: the debt check waits for the hired muscle, which ends the game even with none hired', async () => {
    let current = wizard({ endOfGame: 'playing' });
    const calls = serve({
      ...baseRoutes(() => current),
      'POST /api/wizards/w1/hired-muscle/settle': () => {
        current = wizard({ endOfGame: 'hired_muscle_settled', version: 4 });
        return {
          body: {
            wizard: current,
            entry: { id: 's1', wizardId: 'w1', kind: 'hired_muscle_settlement', markersDelta: 0, goldDelta: 0, details: {}, reasons: [], createdAt: '2026-01-01T12:00:00.000Z' },
            reasons: [],
            rolls: [],
          },
        };
      },
    });
    renderIn('en', <WizardRoute params={{ id: 'w1' }} />);
    const check = await screen.findByRole('button', { name: /Roll the debt check/ });
    expect((check as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Settle the game’s hired muscle first/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'End the game' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/wizards/w1/hired-muscle/settle')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/wizards/w1/hired-muscle/settle');
    expect(sent?.body).toEqual({ version: 3, diedIds: [] });
    await waitFor(() => expect((screen.getByRole('button', { name: /Roll the debt check/ }) as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: 'End the game' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the example’s permanent injury shows on its victim in the warband', async () => {
    const injured = wizard({
      warband: [
        { id: 'm-wiz', name: 'Morgane', role: 'wizard', baseCost: 0, will: 4, injuries: [{ cause: 'debt_example', collectionId: 'c1' }] },
        { id: 'm-ana', name: 'Ana', role: 'apprentice', baseCost: 100, will: 2, injuries: [] },
      ],
    });
    serve(baseRoutes(() => injured));
    renderIn('fr', <WizardRoute params={{ id: 'w1' }} />);
    const row = await screen.findByRole('rowheader', { name: /Morgane/ });
    expect(within(row).getByText('Blessure permanente (exemple de la Pègre)')).toBeTruthy();
    expect(within(await screen.findByRole('rowheader', { name: /^Ana$/ })).queryByText(/Blessure/)).toBeNull();
  });
});
