import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeCharacter } from '@temps-mort/rules/testing';
import { renderIn } from '../../../test/render';
import DowntimeRoute from '../DowntimeRoute';
import { fakeApi, json, resetFakeApi, sheetJson, stepEvent, view } from '../testing';

afterEach(() => resetFakeApi());

const advance = { '/api/crews/crew-1/downtime/advance': () => json({ sheet: sheetJson({ phase: 'done', version: 13 }), event: stepEvent(20, 'advance', { detail: { phase: 'done' } }) }) };

describe('finishing the downtime with activities unused (issue 34, item 5)', () => {
  it('asks first, saying who has how many left (in French plurals); going back sends nothing, confirming moves on', async () => {
    const calls = fakeApi({
      sheet: sheetJson({
        phase: 'activities',
        crew: { characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' }), makeCharacter({ id: 'pc-2', name: 'Basile' }), makeCharacter({ id: 'pc-3', name: 'Célestin', status: 'retired' })] },
        characters: { 'pc-1': view({ used: 0, remaining: 2 }), 'pc-2': view({ used: 1, remaining: 1 }), 'pc-3': view({ used: 0, remaining: 2 }) },
      }),
      steps: advance,
    });
    renderIn('fr', <DowntimeRoute params={{ id: 'crew-1' }} />);
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Terminer le temps mort' }));
    const question = screen.getByRole('alertdialog', { name: 'Des activités restent inutilisées. Terminer le temps mort quand même\u00a0?' });
    // A retired PC takes no activity: not listed.
    expect(within(question).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Arlette\u00a0: 2 activités restantes', 'Basile\u00a0: 1 activité restante']);
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Revenir aux activités' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(question).getByRole('button', { name: 'Revenir aux activités' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Terminer le temps mort' }));
    fireEvent.click(screen.getByRole('button', { name: 'Terminer quand même' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/downtime/advance'))).toBe(true));
  });

  it('moves on at once when every PC who can act has used their activities', async () => {
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'activities', characters: { 'pc-1': view({ used: 2, remaining: 0 }), 'pc-2': view({ used: 2, remaining: 0 }) } }),
      steps: advance,
    });
    renderIn('en', <DowntimeRoute params={{ id: 'crew-1' }} />);
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Finish the downtime' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/downtime/advance'))).toBe(true));
  });
});

describe('a lost PC’s return', () => {
  it('waits for the GM to say why they were gone (it decides what the return heals)', async () => {
    const calls = fakeApi({
      sheet: sheetJson({ phase: 'activities', crew: { characters: [makeCharacter({ id: 'pc-1', name: 'Arlette', status: 'lost' })] }, characters: { 'pc-1': view() } }),
      steps: { '/api/crews/crew-1/downtime/return-from-lost': () => json({ sheet: sheetJson({ phase: 'activities', version: 13 }), event: stepEvent(21, 'return_from_lost') }) },
    });
    renderIn('en', <DowntimeRoute params={{ id: 'crew-1' }} />);
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    const group = screen.getByRole('group', { name: 'Why were they gone?' });
    expect(within(group).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    const bring = screen.getByRole('button', { name: 'Bring Arlette back' }) as HTMLButtonElement;
    expect(bring.disabled).toBe(true);
    fireEvent.click(within(group).getAllByRole('radio')[1] as HTMLElement);
    fireEvent.click(bring);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ characterId: 'pc-1', cause: 'sink_into_vice', version: 12 });
  });
});

describe('each PC’s counters (issue 35: whole words on a phone)', () => {
  /** Each PC's card: its name, then its counters as "label → value" pairs from the <dl>. */
  const cards = () =>
    within(screen.getByRole('list', { name: /^(Activités de chaque PJ|Each PC’s activities)$/ }))
      .getAllByRole('listitem')
      .map((card) => ({
        name: card.querySelector('.counter-name')?.textContent,
        pairs: within(card)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling.textContent : null]),
        pressed: within(card).getByRole('button').getAttribute('aria-pressed'),
      }));

  it('shows a card per PC, each label beside its value (no table to squeeze), in French', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'activities', characters: { 'pc-1': view({ used: 1, remaining: 1, freePlay: 1 }), 'pc-2': view() } }) });
    renderIn('fr', <DowntimeRoute params={{ id: 'crew-1' }} />);
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Activités de chaque PJ', level: 3 })).toBeTruthy();
    expect(cards()).toEqual([
      {
        name: 'Arlette',
        pairs: [
          ['Activités de temps mort', '●○ 1 sur 2 activités · 1 activité restante'],
          ['Actions libres', '1 sur 3'],
        ],
        pressed: 'true',
      },
      {
        name: 'Basile',
        pairs: [
          ['Activités de temps mort', '○○ 0 sur 2 activités · 2 activités restantes'],
          ['Actions libres', '0 sur 3'],
        ],
        pressed: 'false',
      },
    ]);
  });

  it('says the same in English, and the pressed card follows the PC opened', async () => {
    fakeApi({ sheet: sheetJson({ phase: 'activities' }) });
    renderIn('en', <DowntimeRoute params={{ id: 'crew-1' }} />);
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Basile’s activities' }));
    expect(cards()).toEqual([
      { name: 'Arlette', pairs: [['Downtime activities', '○○ 0 of 2 activities · 2 activities left'], ['Free play', '0 of 3']], pressed: 'false' },
      { name: 'Basile', pairs: [['Downtime activities', '○○ 0 of 2 activities · 2 activities left'], ['Free play', '0 of 3']], pressed: 'true' },
    ]);
    expect(screen.getByRole('heading', { name: 'Basile', level: 3 })).toBeTruthy();
  });
});
