import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TABLE_RULES, poolOdds, type Reason } from '@temps-mort/rules';
import { restoreFetch, serveAnswers as serve } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import { sampleSheetJson } from '../../test/sampleSheet';
import type { RollView } from './api';
import D6Route from './D6Route';
import DiceRoute from './DiceRoute';

afterEach(() => restoreFetch());

const campaign = { id: 'camp-1', name: 'Doskvol', language: 'en', tableRules: DEFAULT_TABLE_RULES, version: 1 };
const plain = (s: string | null): string => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** An odds figure's rows, as shown: "Critical 3%"… */
const rows = (figure: HTMLElement) => within(figure).getAllByRole('listitem').map((li) => plain(li.textContent));

function poolRoll(patch: Partial<RollView>): RollView {
  return {
    id: 'roll-1',
    campaignId: 'camp-1',
    crewId: null,
    characterId: null,
    wizardId: null,
    eventId: 'step-1',
    who: 'GM',
    purpose: 'd6',
    kind: 'd6_pool',
    sides: 6,
    dice: [],
    band: null,
    quality: null,
    hidden: false,
    undone: false,
    history: 'dice',
    reasons: [],
    result: { value: null, rolls: [] },
    createdAt: '2026-02-01T20:00:00.000Z',
    ...patch,
  };
}

const routes = {
  'GET /api/campaigns/current': () => ({ body: campaign }),
  'GET /api/campaigns/camp-1/crews': () => ({ body: [{ id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 12 }] }),
  'GET /api/crews/crew-1': () => ({ body: sampleSheetJson() }),
  'GET /api/campaigns/camp-1/rolls': () => ({ body: [] }),
};

describe('d6 rolls (/dice/d6)', () => {
  it('an action roll: the server’s odds for the pool before rolling, then the hidden roll of 0 dice with its purpose, its dice and why', async () => {
    const calls = serve({
      ...routes,
      // The server's exact odds (D1/D2) for whichever pool is asked.
      'GET /api/odds/d6': () => {
        const asked = new URLSearchParams(calls.at(-1)?.query).get('pool');
        return { body: poolOdds(Number(asked)) };
      },
      'POST /api/campaigns/camp-1/rolls/d6': () => ({
        status: 201,
        body: poolRoll({
          purpose: 'Crochetage',
          hidden: true,
          dice: [2, 5],
          band: '1-3',
          reasons: [{ rule: 'D1', code: 'pool_rolled', values: { size: 0, dice: '2,5', result: 2, band: '1-3' } } satisfies Reason],
          result: { value: { size: 0, dice: [2, 5], result: 2, band: '1-3' }, rolls: [{ sides: 6, purpose: 'd6_pool', dice: [2, 5] }] },
        }),
      }),
    });
    renderIn('en', <D6Route />);
    const form = within(await screen.findByRole('form', { name: 'Action roll' }));

    // 2 dice, keep the highest: 1-3 on both (25%), a 6 on one (27.8%), two 6s (2.8%); the rest 4-5.
    const odds = await form.findByRole('figure', { name: 'Odds before the roll' });
    expect(rows(odds)).toEqual(['Critical3%', 'Full success (6)28%', 'Partial success (4‑5)44%', 'Failure (1‑3)25%']);
    expect(calls.filter((c) => c.path === '/api/odds/d6').map((c) => c.query)).toEqual(['?pool=2']);

    // No dice: 2 dice, keep the lowest — a 6 only on a double six, never a critical.
    type(form.getByLabelText('Pool (number of dice)', { selector: 'input' }), '0');
    await waitFor(() => expect(rows(form.getByRole('figure', { name: 'Odds before the roll' }))).toEqual(['Critical0%', 'Full success (6)3%', 'Partial success (4‑5)22%', 'Failure (1‑3)75%']));
    expect(calls.filter((c) => c.path === '/api/odds/d6').map((c) => c.query)).toEqual(['?pool=2', '?pool=0']);

    type(form.getByRole('textbox', { name: 'What is it for? (optional)' }), '  Crochetage ');
    fireEvent.click(form.getByRole('checkbox', { name: 'Hidden roll (GM only)' }));
    fireEvent.click(form.getByRole('button', { name: /Make the action roll/ }));

    const card = await form.findByRole('article', { name: 'GM — Crochetage' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pool: 0, hidden: true, purpose: 'Crochetage' });
    // Shown where the GM clicked, in the polite live region: the outcome, the dice, and why with its rule.
    expect(card.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toContain('Failure (1‑3)');
    expect(within(card).getByText('Hidden')).toBeTruthy();
    const dice = within(card).getByText('Action roll').closest('li');
    expect(dice?.textContent).toContain('Dice: 2, 5');
    expect([...(dice?.querySelectorAll('.die') ?? [])].map((d) => d.textContent)).toEqual(['2', '5']);
    expect(await within(card).findByText('Why?')).toBeTruthy();
    const why = within(card).getByText(/^No dice \(2 dice, keep the lowest\)/).closest('li');
    expect(plain(why?.textContent ?? '')).toBe('D1 No dice (2 dice, keep the lowest): 2, 5 → 2 (1-3)');
    // What came up is marked on the odds.
    const failure = within(form.getByRole('figure', { name: 'Odds before the roll' })).getByText('Failure (1‑3)').closest('li');
    expect(failure?.getAttribute('data-highlight')).toBe('true');
  });

  it('a fortune roll in French: the quality modifier moves the odds (the server’s) and the band; linked to a crew’s character', async () => {
    const fortune = { '1-3': 0.5, '4-5': 1 / 3, '6': 1 / 6, crit: 0 };
    const shifted = { '1-3': 0, '4-5': 0.5, '6': 1 / 3, crit: 1 / 6 };
    const calls = serve({
      ...routes,
      'GET /api/odds/fortune': () => ({ body: calls.at(-1)?.query === '?pool=1&shift=1' ? shifted : fortune }),
      'POST /api/campaigns/camp-1/rolls/fortune': () => ({
        status: 201,
        body: poolRoll({
          kind: 'fortune',
          purpose: 'fortune',
          who: 'Arlette',
          crewId: 'crew-1',
          characterId: 'pc-1',
          dice: [6],
          band: 'crit',
          reasons: [
            { rule: 'D1', code: 'pool_rolled', values: { size: 1, dice: '6', result: 6, band: '6' } },
            { rule: 'D5', code: 'band_shifted', values: { from: '6', steps: 1, to: 'crit' } },
          ],
          result: { value: { size: 1, dice: [6], result: 6, band: 'crit', rolledBand: '6', shift: 1 }, rolls: [{ sides: 6, purpose: 'fortune', dice: [6] }] },
        }),
      }),
    });
    renderIn('fr', <D6Route />);
    const form = within(await screen.findByRole('form', { name: 'Jet de chance' }));
    type(form.getByLabelText('Réserve (nombre de dés)', { selector: 'input' }), '1');
    expect(rows(await form.findByRole('figure', { name: /\(qualité 0\)$/ }))).toEqual(['Résultat critique0 %', 'Résultat 617 %', 'Résultat 4-533 %', 'Résultat 1-350 %'].map(plain));

    type(form.getByLabelText('Modificateur de qualité', { selector: 'input' }), '1');
    expect(rows(await form.findByRole('figure', { name: /\(qualité \+1\)$/ }))).toEqual(['Résultat critique17 %', 'Résultat 633 %', 'Résultat 4-550 %', 'Résultat 1-30 %'].map(plain));
    expect(calls.filter((c) => c.path === '/api/odds/fortune').map((c) => c.query)).toEqual(['?pool=2&shift=0', '?pool=1&shift=0', '?pool=1&shift=1']);

    // The crew, then one of its characters (their name will be who rolled).
    fireEvent.change(form.getByRole('combobox', { name: 'Bande' }), { target: { value: 'crew-1' } });
    const character = await form.findByRole('combobox', { name: 'Personnage (facultatif)' });
    fireEvent.change(character, { target: { value: 'pc-1' } });
    expect(form.getByRole('textbox', { name: 'Qui lance (facultatif)' }).getAttribute('placeholder')).toBe('Arlette');
    expect(form.getByRole('textbox', { name: /À quoi sert ce jet/ }).getAttribute('placeholder')).toBe('Jet de chance');
    fireEvent.click(form.getByRole('button', { name: /Lancer le jet de chance/ }));

    const card = await form.findByRole('article', { name: 'Arlette — Jet de chance' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pool: 1, shift: 1, hidden: false, crewId: 'crew-1', characterId: 'pc-1' });
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toContain('Résultat critique');
    expect(within(card).getByText('À la vue de tous')).toBeTruthy();
    await within(card).findByText(plain('Pourquoi ?'), { normalizer: plain });
    const reasons = within(card).getAllByRole('listitem').map((li) => plain(li.textContent)).filter((s) => /^D\d /.test(s));
    expect(reasons).toEqual(['D1 1 dé : 6 → 6', 'D5 Qualité +1 : le résultat passe de 6 à critique']);
  });

  it('a pool out of bounds is said as the GM types: no odds asked, nothing to roll', async () => {
    const calls = serve({ ...routes, 'GET /api/odds/d6': () => ({ body: poolOdds(2) }) });
    renderIn('en', <D6Route />);
    const form = within(await screen.findByRole('form', { name: 'Action roll' }));
    await form.findByRole('figure', { name: 'Odds before the roll' });
    type(form.getByLabelText('Pool (number of dice)', { selector: 'input' }), '13');
    expect(form.getByText('From 0 to 12')).toBeTruthy();
    expect(form.queryByRole('figure', { name: 'Odds before the roll' })).toBeNull();
    expect((form.getByRole('button', { name: /Make the action roll/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.path === '/api/odds/d6').map((c) => c.query)).toEqual(['?pool=2']);
  });

  it('the campaign’s last rolls say a d6 roll’s band and who rolled in French words (« MJ »), the newest one undoable', async () => {
    serve({
      ...routes,
      'GET /api/campaigns/camp-1/rolls': () => ({
        body: [
          poolRoll({ id: 'roll-2', kind: 'fortune', purpose: 'fortune', dice: [4], band: '6', result: { value: null, rolls: [{ sides: 6, purpose: 'fortune', dice: [4] }] } }),
          poolRoll({ id: 'roll-1', dice: [6, 6], band: 'crit', result: { value: null, rolls: [{ sides: 6, purpose: 'd6_pool', dice: [6, 6] }] } }),
        ],
      }),
    });
    renderIn('fr', <DiceRoute />);
    const list = within(await screen.findByRole('region', { name: 'Derniers jets de la campagne' }));
    const fortune = await list.findByRole('article', { name: 'MJ — Jet de chance' });
    const action = list.getByRole('article', { name: 'MJ — Jet d’action' });
    expect(within(fortune).getByRole('heading', { level: 3 }).textContent).toBe('Résultat 6 MJ — Jet de chance');
    expect(within(action).getByRole('heading', { level: 3 }).textContent).toBe('Critique MJ — Jet d’action');
    expect(within(fortune).getByRole('button', { name: 'Annuler ce jet' })).toBeTruthy();
    expect(within(action).queryByRole('button', { name: 'Annuler ce jet' })).toBeNull();
  });
});
