import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PendingAssetView } from '@temps-mort/contract';
import type { Reason } from '@temps-mort/rules';
import { makeCharacter } from '@temps-mort/rules/testing';
import { renderIn } from '../../test/render';
import DowntimeRoute from './DowntimeRoute';
import { fakeApi, json, resetFakeApi, sheetJson, stepEvent, view } from './testing';

afterEach(() => resetFakeApi());

const renderRoute = (lang: 'en' | 'fr' = 'en') => renderIn(lang, <DowntimeRoute params={{ id: 'crew-1' }} />);

const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Where Tab goes from `from`: the next control in document order (no positive tabindex here). */
function nextTabStop(from: HTMLElement): HTMLElement | undefined {
  const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
    (e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled,
  );
  return stops.find((e) => from.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING && !from.contains(e));
}
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });

describe('the heat step', () => {
  it('shows the heat added and the wanted-level overflow on the gauges BEFORE applying, then follows the next phase', async () => {
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'heat', crew: { heat: 7, wanted: 1 } }),
      steps: {
        '/api/crews/crew-1/downtime/heat': () =>
          json({
            sheet: sheetJson({ phase: 'incarceration', crew: { heat: 1, wanted: 2 }, version: 13 }),
            event: stepEvent(5, 'heat', { reasons: [{ rule: 'H1', code: 'exposure', values: { exposure: 'loud', heat: 4 } }] }),
          }),
      },
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Heat', level: 2 });
    expect((screen.getByRole('button', { name: 'Apply the heat' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Loud and chaotic/ }));
    expect(screen.getByTestId('heat-total').textContent).toBe('Heat gained: +4');
    const heat = screen.getAllByRole('meter', { name: 'Heat' })[0];
    expect(heat?.getAttribute('aria-valuetext')).toBe('Heat: 7 of 9 → 11 Wanted level +1 (now 2)');
    const wanted = screen.getAllByRole('meter', { name: 'Wanted level' })[0];
    expect(wanted?.getAttribute('aria-valuetext')).toBe('Wanted level: 1 of 4 → 2');
    // Said plainly, with the rules' numbers: no "+2" past the track next to "heat 1".
    expect(screen.getByTestId('heat-after').textContent).toBe('Heat 7 + 4 = 11 → wanted level +1, heat 1');
    // The reasons of the preview are the rules': H3 says the overflow in words.
    expect(screen.getByText(/Wanted level \+1 \(now 2\): heat reached 10/)).toBeTruthy();

    // A modifier changes the preview at once.
    fireEvent.click(screen.getByRole('checkbox', { name: /There were killings/ }));
    expect(screen.getByTestId('heat-total').textContent).toBe('Heat gained: +6');
    expect(screen.getAllByRole('meter', { name: 'Heat' })[0]?.getAttribute('aria-valuetext')).toBe('Heat: 7 of 9 → 13 Wanted level +1 (now 2)');
    expect(screen.getByTestId('heat-after').textContent).toBe('Heat 7 + 6 = 13 → wanted level +1, heat 3');

    fireEvent.click(screen.getByRole('button', { name: 'Apply the heat' }));
    expect(await screen.findByRole('heading', { name: 'Incarceration', level: 2 })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/crews/crew-1/downtime/heat');
    expect(post?.body).toEqual({ exposure: 'loud', highProfileTarget: false, hostileTerritory: false, atWar: false, killings: true, version: 12 });
    expect(screen.getByRole('region', { name: 'Last step: Heat' })).toBeTruthy();
    // The heat moved the screen on: its result heads the next step, with the focus, its why and its undo next.
    const result = screen.getByRole('region', { name: 'Result: Heat' });
    expect(within(result).getByText(/loud and chaotic, high exposure/)).toBeTruthy();
    const heading = within(result).getByRole('heading', { level: 2, name: 'Heat' });
    expect(document.activeElement).toBe(heading);
    expect(nextTabStop(heading)).toBe(within(result).getByRole('button', { name: 'Undo last step (Heat)' }));
    expect(result.closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Undo last step/ })).toHaveLength(1);
  });

  it('says the sum in French, and the cap at the last wanted level', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'heat', crew: { heat: 8, wanted: 4 } }) });
    renderRoute('fr');
    await screen.findByRole('heading', { name: 'Raffut', level: 2 });
    fireEvent.click(screen.getByRole('radio', { name: /bruyante et chaotique/ }));
    expect(screen.getByTestId('heat-after').textContent).toBe('Raffut 8 + 4 = 12 → avis de recherche déjà au maximum (4), raffut 9');
  });
});

describe('the payoff step', () => {
  it('previews rep, tithe, net take and the stash’s share with the rules’ reasons as the GM types', async () => {
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'payoff', crew: { tier: 1, rep: 2, coin: 5 } }),
      steps: { '/api/crews/crew-1/downtime/payoff': () => json({ sheet: sheetJson({ phase: 'heat', version: 13 }), event: stepEvent(3, 'payoff') }) },
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Payoff', level: 2 });
    type('Target tier', '3');
    type('Take (coin)', '12');
    expect(screen.getByTestId('payoff-rep').textContent).toBe('Rep gained: 4');
    expect(screen.getByTestId('payoff-net').textContent).toBe('Net take: 12 coin');

    fireEvent.click(screen.getByRole('checkbox', { name: 'A tithe is owed to a crime boss' }));
    // No boss yet: the field says so, and nothing can be applied.
    expect(within(textbox('Crime boss').closest('.field') as HTMLElement).getByText('Required')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply the payoff' }) as HTMLButtonElement).disabled).toBe(true);
    type('Crime boss', 'Baron Vidal');
    expect(screen.getByTestId('payoff-tithe').textContent).toBe('Tithe: 2 coin');
    expect(screen.getByTestId('payoff-net').textContent).toBe('Net take: 10 coin');
    expect(screen.getByText('Tithe: 10% of 12 = 2 coin (rounded up)')).toBeTruthy();

    type('Arlette’s share', '3');
    expect(screen.getByTestId('payoff-stash').textContent).toBe('Crew stash (the rest): 7 coin');
    expect(screen.getByText('Coin (crew stash): 5 → 12')).toBeTruthy();

    // Unpaid, the tithe is recorded as owed and the whole take is shared out.
    fireEvent.click(screen.getByRole('radio', { name: /doesn’t pay/ }));
    expect(screen.getByTestId('payoff-net').textContent).toBe('Net take: 12 coin');
    expect(screen.getByTestId('payoff-stash').textContent).toBe('Crew stash (the rest): 9 coin');

    // More shares than the net take: the rules refuse before anything is sent.
    type('Basile’s share', '20');
    expect(screen.getByText(/As it stands, the rules refuse/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply the payoff' }) as HTMLButtonElement).disabled).toBe(true);

    type('Basile’s share', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Apply the payoff' }));
    await screen.findByRole('heading', { name: 'Heat', level: 2 });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      targetTier: 3,
      silent: false,
      succeeded: true,
      take: 12,
      tithe: { boss: 'Baron Vidal', paid: false },
      split: { stash: 7, shares: [{ characterId: 'pc-1', coin: 3 }, { characterId: 'pc-2', coin: 2 }] },
      version: 12,
    });
  });

  it('P3 « le répartissent entre les membres »: split evenly gives each PC the same whole coin, the stash the rest', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'payoff', crew: { tier: 1 } }) });
    renderRoute();
    await screen.findByRole('heading', { name: 'Payoff', level: 2 });
    type('Target tier', '1');
    type('Take (coin)', '7');
    fireEvent.click(screen.getByRole('button', { name: 'Split evenly' }));
    expect((textbox('Arlette’s share') as HTMLInputElement).value).toBe('3');
    expect((textbox('Basile’s share') as HTMLInputElement).value).toBe('3');
    expect(screen.getByTestId('payoff-stash').textContent).toBe('Crew stash (the rest): 1 coin');
  });

  it('says the preview in French', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'payoff', crew: { tier: 1 } }) });
    renderRoute('fr');
    await screen.findByRole('heading', { name: 'Récompense', level: 2 });
    type('Rang de la cible', '2');
    type('Butin (argent)', '8');
    expect(screen.getByTestId('payoff-rep').textContent).toBe('Renom gagné\u00a0: 3');
    expect(screen.getByTestId('payoff-net').textContent).toBe('Butin net\u00a0: 8 argent');
  });
});

describe('the activities step', () => {
  it('counts each PC’s activities (2, 1 at war) and says a refused third one in words', async () => {
    fakeApi({
      sheet: sheetJson({
        phase: 'activities',
        crew: { atWar: true },
        characters: { 'pc-1': view({ used: 1, allowance: 1, remaining: 0 }), 'pc-2': view({ used: 0, allowance: 1, remaining: 1 }) },
      }),
      steps: {
        '/api/crews/crew-1/downtime/activities': () => json({ error: 'rule', rule: 'A1', code: 'no_activity_left', values: { used: 1, allowance: 1 } }, 422),
      },
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    expect(screen.getByText('1 downtime activity per PC')).toBeTruthy();
    expect(screen.getByText('At war: 1 activity per PC')).toBeTruthy();
    const arlette = screen.getByTestId('counter-Arlette');
    expect(arlette.textContent).toBe('● 1 of 1 activity · No activity left');
    expect(screen.getByTestId('counter-Basile').textContent).toBe('○ 0 of 1 activity · 1 activity left');
    // Arlette is selected first: no activity to choose.
    expect(screen.getByText('Arlette has no activity left this downtime.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Choose an activity' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Basile’s activities' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Train' }));
    // No skill chosen for the GM: no odds yet (issue 34, no silent choice).
    expect(screen.queryByRole('figure', { name: /Points gained/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Skill trained' }), { target: { value: 'study' } });
    // Odds before the roll: study 2 → +1 on 1-3 (1/4), +2 on a critical (1/36).
    const odds = screen.getByRole('figure', { name: /Points gained/ });
    expect(within(odds).getAllByTestId('odds-pct').map((e) => e.textContent)).toEqual(['72%', '25%', '3%']);
    fireEvent.click(screen.getByRole('button', { name: 'Roll: Train' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A1');
    expect(alert.textContent).toContain('No downtime activity left: 1 of 1 already used');
    expect(alert.textContent).toContain('Nothing was saved.');
    expect(screen.getByTestId('counter-Basile').textContent).toBe('○ 0 of 1 activity · 1 activity left');
  });
});

describe('the entanglement step', () => {
  it('highlights the rolled cell of the table, in words, and offers the picked entanglement’s ways out', async () => {
    const roll = { wanted: 2, heat: 5, column: '4-5', dice: [2, 3], result: 3, band: '1-3', row: '1-3', candidates: ['cohort_trouble', 'questioning'], hidden: false };
    const pending = { id: 'crew-1/entanglement-7', kind: 'questioning', revealed: false, hidden: false } as const;
    fakeApi({
      sheet: sheetJson({ phase: 'entanglement', crew: { heat: 5, wanted: 2, pendingEntanglements: [pending] } }),
      history: [
        stepEvent(7, 'entanglement_roll', {
          detail: { roll, pending },
          reasons: [{ rule: 'E1', code: 'picked_for_me', values: { kind: 'questioning', die: 2, sides: 2 } }],
          rolls: [{ id: 'r1', who: 'GM', characterId: null, purpose: 'entanglement', kind: 'd6_pool', sides: 6, dice: [2, 3], band: '1-3', quality: null, hidden: false, undone: false, reasons: [], createdAt: '' }],
        }),
        stepEvent(1, 'crew_created'),
      ],
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Entanglement', level: 2 });
    const table = await screen.findByRole('table', { name: 'Entanglement table' });
    const rolled = table.querySelectorAll('[aria-current="true"]');
    expect(rolled).toHaveLength(1);
    const cell = rolled[0] as HTMLElement;
    expect(cell.getAttribute('data-column')).toBe('4-5');
    expect(cell.getAttribute('data-row')).toBe('1-3');
    expect(cell.textContent).toContain('Rolled cell');
    expect(cell.textContent).toContain('Cohort trouble');
    expect(cell.textContent).toContain('Questioning (picked)');
    expect(within(table).getByRole('columnheader', { name: /Heat 4–5 \(current heat\)/ })).toBeTruthy();
    expect(screen.getByTestId('entanglement-rolled').textContent).toBe('Dice: 2, 3 → 3; row 1-3, column Heat 4–5');
    expect(screen.getByText('Entanglement: Questioning (picked at random)')).toBeTruthy();
    // Held, not revealed yet: reveal, or hold it for later.
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hold it for later and go on to the activities' })).toBeTruthy();
  });

  it('the entanglement held in the step is not denied below it: the list below says only the others', async () => {
    const roll = { wanted: 2, heat: 5, column: '4-5', dice: [2, 3], result: 3, band: '1-3', row: '1-3', candidates: ['cohort_trouble', 'questioning'], hidden: false };
    const pending = { id: 'crew-1/entanglement-7', kind: 'questioning', revealed: false, hidden: false } as const;
    const older = { id: 'crew-1/entanglement-3', kind: 'rivals', revealed: false, hidden: false } as const;
    const history = [stepEvent(7, 'entanglement_roll', { detail: { roll, pending } }), stepEvent(1, 'crew_created')];
    fakeApi({ sheet: sheetJson({ phase: 'entanglement', crew: { heat: 5, wanted: 2, pendingEntanglements: [pending] } }), history });
    const { unmount } = renderRoute('fr');
    await screen.findByRole('button', { name: 'Révéler' });
    expect(screen.getAllByText('En attente')).toHaveLength(1);
    expect(screen.queryByText(/Aucun imbroglio en attente/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /imbroglios en attente/i })).toBeNull();
    unmount();
    resetFakeApi();

    // Another one held from before: listed below as one of the others.
    fakeApi({ sheet: sheetJson({ phase: 'entanglement', crew: { heat: 5, wanted: 2, pendingEntanglements: [older, pending] } }), history });
    renderRoute('fr');
    const others = await screen.findByRole('heading', { name: 'Autres imbroglios en attente', level: 2 });
    const section = others.closest('section') as HTMLElement;
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Rivalités']);
  });
});

describe('an entanglement’s ways out: the preview is what the step will record', () => {
  const pending = { id: 'crew-1/entanglement-7', kind: 'cooperation', revealed: true, hidden: false } as const;
  const friends = { id: 'f-amis', name: 'Les Amis', tier: 2, status: 3 };
  const numbers = { coin: 2, rep: 5, heat: 0, wanted: 0, tier: 1, hold: 'strong', atWar: false, claims: 1 };
  const answer = {
    entanglement: pending,
    reasons: [],
    options: [
      // Refusing costs a point of relations: no crew number moves, the faction's relations do.
      { kind: 'cooperation', option: 'refuse', factionId: 'f-amis', possible: true, playedOut: false, effects: [{ type: 'status', factionId: 'f-amis', delta: -1 }], after: numbers, changes: [{ what: 'factionStatus', of: 'f-amis', before: 3, after: 2 }], reasons: [] },
      { kind: 'cooperation', option: 'accept', factionId: 'f-amis', possible: true, playedOut: false, effects: [{ type: 'rep', delta: -2 }], after: { ...numbers, rep: 3 }, changes: [{ what: 'rep', of: null, before: 5, after: 3 }], reasons: [] },
      // Relations already at −3… nothing moves: then, and only then, « nothing changes ».
      { kind: 'cooperation', option: 'accept', factionId: 'f-zero', possible: true, playedOut: false, effects: [{ type: 'rep', delta: 0 }], after: numbers, changes: [], reasons: [] },
    ],
  };

  it('lists the changes the rules announce, a faction’s relations included, and says « nothing changes » only when there are none', async () => {
    const crew = { rep: 5, factions: [friends, { id: 'f-zero', name: 'Les Zéros', tier: 0, status: 3 }], pendingEntanglements: [pending] };
    const changes = [{ what: 'factionStatus', of: 'f-amis', before: 3, after: 2 }];
    fakeApi({
      sheet: sheetJson({ phase: 'activities', crew }),
      steps: {
        '/api/crews/crew-1/entanglements/crew-1%2Fentanglement-7/options': () => json(answer),
        '/api/crews/crew-1/downtime/entanglements/crew-1%2Fentanglement-7/resolve': () =>
          json({
            sheet: sheetJson({ phase: 'activities', version: 13, crew: { ...crew, factions: [{ ...friends, status: 2 }], pendingEntanglements: [] } }),
            event: stepEvent(9, 'entanglement_resolve', { detail: { changes }, reasons: [{ rule: 'E2', code: 'cooperation_refuse', values: { faction: 'f-amis', factionTier: 2, status: 3, statusDelta: -1 } }] }),
          }),
      },
    });
    renderRoute('fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Résoudre…' }));
    const ways = await screen.findByRole('list', { name: 'Dénouements possibles' });
    const [refuse, accept, zero] = within(ways).getAllByRole('listitem').filter((li) => li.classList.contains('option'));
    expect(within(refuse as HTMLElement).getByRole('list', { name: 'Ce qui a bougé' }).textContent).toBe('Relations (Les Amis)\u00a0: +3 → +2');
    expect(refuse?.textContent).not.toContain('Rien ne change');
    expect(within(accept as HTMLElement).getByRole('list', { name: 'Ce qui a bougé' }).textContent).toBe('Renom\u00a0: 5 → 3');
    expect(zero?.textContent).toContain('Rien ne change sur la feuille');

    // Resolved: the step says what moved in the very words of its preview.
    fireEvent.click(within(refuse as HTMLElement).getByRole('button', { name: /^Résoudre/ }));
    const applied = await screen.findByRole('region', { name: /Imbroglio résolu|Résultat/ });
    expect(within(applied).getByRole('list', { name: 'Ce qui a bougé' }).textContent).toBe('Relations (Les Amis)\u00a0: +3 → +2');
  });
});

describe('the entanglement roll, then the GM’s pick from the rolled cell', () => {
  const roll = { wanted: 2, heat: 5, column: '4-5', dice: [2, 3], result: 3, band: '1-3', row: '1-3', candidates: ['cohort_trouble', 'questioning'], hidden: true };
  const crew = { heat: 5, wanted: 2 };

  it('rolls the dice only, shows the rolled cell and its two entanglements, and sends the GM’s pick', async () => {
    const pending = { id: 'crew-1/entanglement-9', kind: 'questioning', revealed: false, hidden: true } as const;
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'incarceration', crew }),
      steps: {
        '/api/crews/crew-1/downtime/entanglement-roll': () =>
          json({
            sheet: sheetJson({ phase: 'entanglement', crew, version: 13, pendingEntanglementRoll: { roll, id: 'crew-1/entanglement-9', reveal: false } }),
            event: stepEvent(9, 'entanglement_roll', { detail: { roll, pending: null }, hidden: true }),
          }),
        '/api/crews/crew-1/downtime/entanglement-pick': () =>
          json({
            sheet: sheetJson({ phase: 'entanglement', crew: { ...crew, pendingEntanglements: [pending] }, version: 14 }),
            event: stepEvent(10, 'entanglement_pick', {
              detail: { roll, pending },
              reasons: [{ rule: 'E1', code: 'picked_by_gm', values: { kind: 'questioning', candidates: 2 } }],
            }),
          }),
      },
    });
    renderRoute();
    fireEvent.click(await screen.findByRole('button', { name: 'Nobody is jailed' }));
    await screen.findByRole('heading', { name: 'Entanglement', level: 2 });
    // Before the dice: the odds of each row, open or hidden, reveal now or hold — and no pick.
    expect(screen.getByRole('figure', { name: 'Row of the table' }).textContent).toContain('Cohort trouble / Questioning');
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Hidden roll' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reveal now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Roll the entanglement' }));

    // The rolled cell, highlighted in words, with its two entanglements to pick from.
    const choices = await screen.findByRole('group', { name: 'The rolled cell offers 2 entanglements: the GM picks one' });
    const table = screen.getByRole('table', { name: 'Entanglement table' });
    const rolled = table.querySelectorAll('[aria-current="true"]');
    expect(rolled).toHaveLength(1);
    expect((rolled[0] as HTMLElement).getAttribute('data-row')).toBe('1-3');
    expect((rolled[0] as HTMLElement).getAttribute('data-column')).toBe('4-5');
    expect(rolled[0]?.textContent).toContain('Rolled cell');
    expect(screen.getByTestId('entanglement-rolled').textContent).toBe('Dice: 2, 3 → 3; row 1-3, column Heat 4–5');
    expect(within(choices).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pick: Cohort trouble', 'Pick: Questioning', 'Pick for me']);
    expect(screen.getByText(/held once picked/)).toBeTruthy();
    // No moving on while the roll waits for its pick.
    expect(screen.queryByRole('button', { name: /go on to the activities|On to the downtime activities/ })).toBeNull();

    fireEvent.click(within(choices).getByRole('button', { name: 'Pick: Questioning' }));
    expect(await screen.findByText('Entanglement: Questioning (picked by the GM)')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: '/api/crews/crew-1/downtime/entanglement-roll', body: { hidden: true, reveal: false, pick: 'after_roll', version: 12 } },
      { method: 'POST', path: '/api/crews/crew-1/downtime/entanglement-pick', body: { pick: 'questioning', version: 13 } },
    ]);
    // The pick is marked in the cell; then the options and the hold-or-go as before.
    const cell = screen.getByRole('table', { name: 'Entanglement table' }).querySelector('[aria-current="true"]');
    expect(cell?.textContent).toContain('Questioning (picked)');
    expect(screen.getByRole('button', { name: 'Hold it for later and go on to the activities' })).toBeTruthy();
  });

  it('resumes at the pick after a reload; a 6 offers its one entanglement', async () => {
    const six = { ...roll, dice: [6, 1], result: 6, band: '6', row: '6', candidates: ['show_of_force'], hidden: false };
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'entanglement', crew, pendingEntanglementRoll: { roll: six, id: 'crew-1/entanglement-9', reveal: true } }),
      steps: { '/api/crews/crew-1/downtime/entanglement-pick': () => json({ error: 'rule', rule: 'E1', code: 'not_in_cell', values: {} }, 422) },
    });
    renderRoute();
    const choices = await screen.findByRole('group', { name: 'The rolled cell offers one entanglement: the GM takes it' });
    expect(within(choices).getAllByRole('button').map((b) => b.textContent)).toEqual(['Pick: Show of force']);
    const cell = screen.getByRole('table', { name: 'Entanglement table' }).querySelector('[aria-current="true"]');
    expect(cell?.getAttribute('data-row')).toBe('6');
    expect(screen.getByText(/revealed as soon as it is picked/)).toBeTruthy();
    fireEvent.click(within(choices).getByRole('button', { name: 'Pick: Show of force' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pick: 'show_of_force', version: 12 });
  });
});

describe('a 409 during a step', () => {
  it('says the crew changed elsewhere, shows the sheet as it is now and keeps nothing half-applied', async () => {
    fakeApi({
      sheet: sheetJson({ phase: 'payoff' }),
      steps: {
        '/api/crews/crew-1/downtime/payoff': () =>
          json({ error: 'conflict', current: sheetJson({ phase: 'heat', crew: { rep: 9 }, version: 14 }) }, 409),
      },
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Payoff', level: 2 });
    type('Take (coin)', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Apply the payoff' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this crew in the meantime');
    expect(alert.textContent).toContain('nothing you asked for was applied');
    // The current sheet is on screen: its phase (heat) and its numbers (rep 9).
    expect(screen.getByRole('heading', { name: 'Heat', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payoff', level: 2 })).toBeNull();
    expect(screen.getByText('Rep').closest('.gauge')?.textContent).toContain('9');
  });
});

describe('undo', () => {
  it('is one click away, sends the version, and the screen follows the restored phase', async () => {
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'heat', version: 12 }),
      history: [stepEvent(3, 'payoff'), stepEvent(2, 'start'), stepEvent(1, 'crew_created')],
      steps: {
        '/api/crews/crew-1/undo': () =>
          json({
            sheet: sheetJson({ phase: 'payoff', version: 13 }),
            event: stepEvent(4, 'undo', { detail: { undone: 3, type: 'payoff' }, reasons: [{ rule: 'D7', code: 'step_undone', values: { seq: 3, type: 'payoff' } }] }),
          }),
      },
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Heat', level: 2 });
    const undo = await screen.findByRole('button', { name: /Undo last step \(Payoff\)/ });
    fireEvent.click(undo);
    expect(await screen.findByRole('heading', { name: 'Payoff', level: 2 })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/api/crews/crew-1/undo', body: { version: 12 } });
    expect(screen.getByRole('region', { name: 'Last step: Payoff undone' })).toBeTruthy();
    // The step list follows: payoff is the current step again.
    const current = screen.getByRole('navigation', { name: 'Downtime steps' }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Payoff');
    await waitFor(() => expect(screen.getByRole('button', { name: /Undo last step \(Downtime started\)/ })).toBeTruthy());
  });
});

describe('what the activity rolls leave pending', () => {
  it('settles an acquired asset with coin for quality, the dangerous goods’ heat said first', async () => {
    const pendingAsset: PendingAssetView = {
      request: { characterId: 'pc-1', name: 'Fiacre', kind: 'vehicle', dangerous: 'bomb', minQuality: 2 },
      tier: 1,
      pool: 1,
      band: '1-3',
      rolledQuality: 0,
      coinToReachMinimum: 4,
      coinMayRaise: true,
    };
    const calls = fakeApi({
      sheet: sheetJson({
        phase: 'activities',
        crew: { coin: 5, heat: 8 },
        characters: { 'pc-1': view({ used: 1, remaining: 1, pendingAsset }), 'pc-2': view() },
      }),
      steps: {
        '/api/crews/crew-1/downtime/asset-settle': () => json({ sheet: sheetJson({ phase: 'activities', version: 13 }), event: stepEvent(9, 'asset_settle') }),
      },
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Settle the asset' });
    expect(screen.getByText('4 coin to reach the minimum')).toBeTruthy();
    expect(screen.getByText('⚠ Dangerous goods: +2 heat when the asset is settled')).toBeTruthy();
    expect(screen.getByText('Asset of quality 2 (4 coin paid)')).toBeTruthy();
    // Less coin: below the GM's minimum, the acquisition fails and nothing is paid.
    fireEvent.change(screen.getByRole('textbox', { name: 'Coin for quality (2 per level)' }), { target: { value: '2' } });
    expect(screen.getByText('Quality 1: below the minimum, the acquisition fails')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Coin for quality (2 per level)' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay 4 coin' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/asset-settle'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/asset-settle'))?.body).toEqual({ characterId: 'pc-1', coin: 4, version: 12 });
  });

  it('asks for the overindulgence pick before any other activity', async () => {
    const pendingOverindulgence = { characterId: 'pc-2', attribute: 'insight', quality: 3, missing: 1, excess: 2 };
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'activities', crew: { heat: 8, wanted: 1 }, characters: { 'pc-1': view(), 'pc-2': view({ used: 1, remaining: 1, pendingOverindulgence }) } }),
      steps: { '/api/crews/crew-1/downtime/overindulgence': () => json({ sheet: sheetJson({ phase: 'activities', version: 13 }), event: stepEvent(10, 'overindulgence') }) },
    });
    renderRoute();
    fireEvent.click(await screen.findByRole('button', { name: 'Basile’s activities' }));
    expect(screen.getByText('Quality 3 for 1 missing circle: 2 too many')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Choose an activity' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Brag/ }));
    const heat = screen.getAllByRole('meter', { name: 'Heat' })[0];
    expect(heat?.getAttribute('aria-valuetext')).toBe('Heat: 8 of 9 → 10 Wanted level +1 (now 2)');
    fireEvent.click(screen.getByRole('button', { name: 'Pick: Brag' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/overindulgence'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/overindulgence'))?.body).toEqual({ characterId: 'pc-2', choice: 'brag', version: 12 });
  });
});

describe('heat after a conflict (H4)', () => {
  const conflictReasons: Reason[] = [
    { rule: 'H4', code: 'after_conflict', values: { exposure: 'wild' } },
    { rule: 'H1', code: 'exposure', values: { exposure: 'wild', heat: 6 } },
  ];

  it('is there at any phase (idle included): the preview on the gauges before applying, then the step with its reasons and its undo', async () => {
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'idle', crew: { heat: 5, wanted: 0 } }),
      steps: {
        '/api/crews/crew-1/downtime/conflict-heat': () =>
          json({ sheet: sheetJson({ phase: 'idle', crew: { heat: 2, wanted: 1 }, version: 13 }), event: stepEvent(7, 'conflict_heat', { reasons: conflictReasons }) }),
      },
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Start a downtime', level: 2 });
    const section = within(screen.getByRole('region', { name: 'Heat after a conflict' }));
    // Closed, it takes one line: no second set of heat inputs next to the step.
    expect(section.queryByRole('radio')).toBeNull();
    fireEvent.click(section.getByRole('button', { name: 'Heat after a conflict' }));
    expect(section.getByRole('button', { name: 'Heat after a conflict' }).getAttribute('aria-expanded')).toBe('true');
    expect((section.getByRole('button', { name: 'Apply the conflict heat' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(section.getByRole('radio', { name: /Wild, devastating exposure/ }));
    fireEvent.click(section.getByRole('checkbox', { name: /High-profile or well-connected target/ }));
    expect(section.getByTestId('conflict-heat-total').textContent).toBe('Heat gained: +7');
    expect(section.getByRole('meter', { name: 'Heat' }).getAttribute('aria-valuetext')).toBe('Heat: 5 of 9 → 12 Wanted level +1 (now 1)');
    expect(section.getByRole('meter', { name: 'Wanted level' }).getAttribute('aria-valuetext')).toBe('Wanted level: 0 of 4 → 1');
    expect(section.getByTestId('conflict-heat-after').textContent).toBe('Heat 5 + 7 = 12 → wanted level +1, heat 2');
    // The rules' own reasons, the first saying it is H4's heat, not a score's.
    expect(section.getByText('Heat after a conflict with an adversary (wild, devastating exposure)')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Apply the conflict heat' }));
    // Its result where it was asked: the reasons, and the undo one Tab stop away.
    const result = await section.findByRole('region', { name: 'Result: Heat after a conflict' });
    expect(within(result).getByText(/Heat after a conflict with an adversary/)).toBeTruthy();
    expect(document.activeElement).toBe(within(result).getByRole('heading', { name: 'Heat after a conflict' }));
    expect(nextTabStop(document.activeElement as HTMLElement)?.textContent).toBe('↶ Undo last step (Heat after a conflict)');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/crews/crew-1/downtime/conflict-heat',
      body: { exposure: 'wild', highProfileTarget: true, hostileTerritory: false, atWar: false, killings: false, version: 12 },
    });
    // Still at the start of a downtime; the step is the last one, with its reasons and its undo.
    expect(screen.getByRole('heading', { name: 'Start a downtime', level: 2 })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Last step: Heat after a conflict' })).getByText(/Heat after a conflict with an adversary/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo last step (Heat after a conflict)' })).toBeTruthy();
  });

  it('a stale version is said where it was asked, and the gauges show the crew as it is', async () => {
    fakeApi({
      sheet: sheetJson({ phase: 'activities', crew: { heat: 5, wanted: 0 } }),
      steps: {
        '/api/crews/crew-1/downtime/conflict-heat': () => json({ error: 'conflict', current: sheetJson({ phase: 'activities', crew: { heat: 8, wanted: 0 }, version: 14 }) }, 409),
      },
    });
    renderRoute();
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    const section = within(screen.getByRole('region', { name: 'Heat after a conflict' }));
    fireEvent.click(section.getByRole('button', { name: 'Heat after a conflict' }));
    fireEvent.click(section.getByRole('radio', { name: /Contained, standard exposure/ }));
    expect(section.getByTestId('conflict-heat-after').textContent).toBe('Heat 5 + 2 = 7');
    fireEvent.click(section.getByRole('button', { name: 'Apply the conflict heat' }));
    expect((await section.findByRole('alert')).textContent).toContain('Someone else changed this crew in the meantime');
    // The preview now starts from the sheet the server has (heat 8): nothing half-applied.
    await waitFor(() => expect(section.getByTestId('conflict-heat-after').textContent).toBe('Heat 8 + 2 = 10 → wanted level +1, heat 0'));
    expect(section.queryByRole('region', { name: /^Result:/ })).toBeNull();
  });
});

describe('step names', () => {
  it('names a sheet saved by a d12 effect with its cause and its character (the undo says what it takes back)', async () => {
    fakeApi({
      sheet: sheetJson({ phase: 'idle' }),
      history: [
        stepEvent(3, 'character_save', { payload: { type: 'character_save', cause: 'd12_comfort_lost', character: { id: 'pc-1', name: 'Arlette' } } }),
        stepEvent(1, 'crew_created'),
      ],
    });
    renderRoute();
    expect(await screen.findByRole('button', { name: 'Undo last step (Character saved · Comfort lost · Arlette)' })).toBeTruthy();
  });
});

describe('each step’s result where the GM asked it', () => {
  const trainRoll = { id: 'r8', who: 'Arlette', characterId: 'pc-1', purpose: 'train', kind: 'd6_pool', sides: 6, dice: [2, 3], band: '1-3', quality: null, hidden: false, undone: false, reasons: [], createdAt: '' };
  const trained = stepEvent(8, 'activity', {
    payload: { type: 'activity', characterId: 'pc-1', activity: { kind: 'train', skill: 'study' } },
    reasons: [{ rule: 'A8', code: 'skill_trained', values: { skill: 'study', band: '1-3', gain: 1, rating: 3 } }],
    rolls: [trainRoll],
  });
  const conflict = stepEvent(7, 'conflict_heat', { reasons: [{ rule: 'H4', code: 'after_conflict', values: { exposure: 'quiet' } }] });
  const activitySteps = {
    '/api/crews/crew-1/downtime/conflict-heat': () => json({ sheet: sheetJson({ phase: 'activities', version: 13 }), event: conflict }),
    '/api/crews/crew-1/downtime/activities': () =>
      json({ sheet: sheetJson({ phase: 'activities', version: 14, characters: { 'pc-1': view({ used: 1, remaining: 1, trained: ['study'] }), 'pc-2': view() } }), event: trained }),
    '/api/crews/crew-1/undo': () =>
      json({ sheet: sheetJson({ phase: 'activities', version: 15 }), event: stepEvent(9, 'undo', { detail: { undone: 8, type: 'activity' }, payload: { type: 'undo' } }) }),
  };

  const train = async () => {
    const panel = screen.getByRole('region', { name: 'Arlette' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Train' }));
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Skill trained' }), { target: { value: 'study' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Roll: Train' }));
    return within(panel).findByRole('region', { name: 'Result: Downtime activity · Train · Arlette' });
  };

  it('an activity’s roll: the dice, the result in words and its why in the PC’s panel, focused, its undo next; the undo’s result in the same place', async () => {
    const calls = fakeApi({ sheet: sheetJson({ phase: 'activities' }), history: [stepEvent(6, 'advance', { detail: { phase: 'activities' } }), stepEvent(1, 'crew_created')], steps: activitySteps });
    renderRoute();
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    const result = await train();
    expect(within(result).getByText('Result: 1-3')).toBeTruthy();
    expect(within(result).getByText('Why?')).toBeTruthy();
    expect(within(result).getByText(/Failed roll, lesson learned/)).toBeTruthy();
    expect(within(result).getByText('A8').getAttribute('class')).toBe('rule-id');
    const heading = within(result).getByRole('heading', { level: 4 });
    expect(document.activeElement).toBe(heading);
    expect(result.closest('[aria-live="polite"]')).toBeTruthy();
    // One undo on screen: this result's, the next Tab stop.
    const undos = screen.getAllByRole('button', { name: /^Undo last step/ });
    expect(undos).toHaveLength(1);
    expect(nextTabStop(heading)).toBe(undos[0]);
    expect(undos[0]?.textContent).toBe('↶ Undo last step (Downtime activity · Train · Arlette)');

    fireEvent.click(undos[0] as HTMLElement);
    const panel = screen.getByRole('region', { name: 'Arlette' });
    expect(await within(panel).findByRole('region', { name: 'Result: Downtime activity · Train · Arlette undone' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/crews/crew-1/downtime/activities', '/api/crews/crew-1/undo']);
    expect(screen.getAllByRole('button', { name: /^Undo last step/ })).toHaveLength(1);
  });

  it('says an undone step with the agreement French needs', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'activities' }), history: [stepEvent(6, 'advance', { detail: { phase: 'activities' } }), stepEvent(1, 'crew_created')], steps: activitySteps });
    renderRoute('fr');
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    const panel = screen.getByRole('region', { name: 'Arlette' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'S’entraîner' }));
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Compétence entraînée' }), { target: { value: 'study' } });
    fireEvent.click(within(panel).getByRole('button', { name: /^Lancer/ }));
    fireEvent.click(await within(panel).findByRole('button', { name: /^Annuler la dernière étape/ }));
    const undone = await within(panel).findByRole('region', { name: /^Résultat/ });
    expect(within(undone).getByRole('heading').textContent).toBe('✓ Étape «\u00a0Activité de temps mort · S’entraîner · Arlette\u00a0» annulée');
  });

  it('an old notice clears when the next step is applied: the conflict’s heat, then an activity', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'activities' }), steps: activitySteps });
    renderRoute();
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    const section = within(screen.getByRole('region', { name: 'Heat after a conflict' }));
    fireEvent.click(section.getByRole('button', { name: 'Heat after a conflict' }));
    fireEvent.click(section.getByRole('radio', { name: /Quiet, low exposure/ }));
    fireEvent.click(section.getByRole('button', { name: 'Apply the conflict heat' }));
    expect(await section.findByRole('region', { name: 'Result: Heat after a conflict' })).toBeTruthy();

    await train();
    expect(section.queryByRole('region', { name: /^Result:/ })).toBeNull();
    expect(screen.getAllByRole('region', { name: /^Result:/ })).toHaveLength(1);
  });

  it('with no result on screen the undo comes right after the step’s heading; moving on by hand clears a result', async () => {
    fakeApi({
      sheet: sheetJson({ phase: 'incarceration' }),
      history: [stepEvent(4, 'heat'), stepEvent(1, 'crew_created')],
      steps: {
        '/api/crews/crew-1/downtime/jail': () =>
          json({ sheet: sheetJson({ phase: 'incarceration', version: 13, crew: { characters: [makeCharacter({ id: 'pc-1', name: 'Arlette', status: 'jailed' }), makeCharacter({ id: 'pc-2', name: 'Basile' })] } }), event: stepEvent(5, 'jail', { payload: { type: 'jail', characterId: 'pc-1' } }) }),
      },
    });
    renderRoute();
    const heading = await screen.findByRole('heading', { name: 'Incarceration', level: 2 });
    expect(nextTabStop(heading)?.textContent).toBe('↶ Undo last step (Heat)');

    fireEvent.change(screen.getByRole('combobox', { name: 'PC convicted' }), { target: { value: 'pc-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jail' }));
    const result = await screen.findByRole('region', { name: 'Result: Jailing · Arlette' });
    // In the conviction's place, before the jailed PCs' panels.
    expect(result.compareDocumentPosition(screen.getByRole('group', { name: /^Arlette in jail/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'On to the entanglement' }));
    const next = await screen.findByRole('heading', { name: 'Entanglement', level: 2 });
    expect(screen.queryByRole('region', { name: /^Result:/ })).toBeNull();
    expect(document.activeElement).toBe(next);
    expect(nextTabStop(next)?.textContent).toBe('↶ Undo last step (Jailing · Arlette)');
  });
});

describe('the end of the downtime', () => {
  it('lists what the whole downtime changed, in the history’s words, and links each step', async () => {
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'done' }),
      changes: {
        downtime: 1,
        changes: [
          { what: 'rep', of: null, before: 0, after: 4 },
          { what: 'coin', of: null, before: 3, after: 13 },
          { what: 'characterCoin', of: 'pc-1', before: 0, after: 2 },
          { what: 'characterCoin', of: 'pc-2', before: 0, after: 2 },
          { what: 'heat', of: null, before: 7, after: 1 },
          { what: 'wanted', of: null, before: 1, after: 2 },
        ],
      },
    });
    renderRoute('fr');
    await screen.findByRole('heading', { name: 'Temps mort terminé', level: 2 });
    const list = await screen.findByRole('list', { name: 'Ce qui a bougé' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Renom\u00a0: 0 → 4',
      'Argent de la bande\u00a0: 3 → 13',
      'Argent (Arlette)\u00a0: 0 → 2',
      'Argent (Basile)\u00a0: 0 → 2',
      'Raffut\u00a0: 7 → 1',
      'Avis de recherche\u00a0: 1 → 2',
    ]);
    expect(screen.getByRole('heading', { name: 'Ce qui a changé', level: 3 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Chaque étape/ }).getAttribute('href')).toBe('/crews/crew-1/history');
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/crews/crew-1/downtime/changes')).toBe(true);
  });
});
