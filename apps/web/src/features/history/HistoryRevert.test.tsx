/**
 * Revert any step from the crew's history, and redo (issue 34, "undo any step"): the confirm panel
 * says what will change and which later steps go too, and sends exactly those; « Garder » sends
 * nothing; an undo step offers « Rétablir ».
 */
import type { CrewStepType, RevertPreview } from '@temps-mort/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setFetch } from '../../lib/api';
import { FakeEventSource } from '../../test/fakeEventSource';
import { json } from '../../test/fakeApi';
import { historyEvent } from '../../test/history';
import { renderIn } from '../../test/render';
import { sampleSheetJson } from '../../test/sampleSheet';
import type { HistoryEvent } from './api';
import HistoryRoute from './HistoryRoute';

const step = (seq: number, type: CrewStepType, extra: Partial<HistoryEvent> = {}): HistoryEvent => historyEvent(seq, type, { createdAt: new Date(Date.UTC(2026, 2, 12, 14, seq)).toISOString(), ...extra });

const PREVIEW: RevertPreview = {
  version: 12,
  target: { seq: 3, type: 'activity' },
  noLongerApply: [{ seq: 4, type: 'heat', why: 'dice' }],
  changes: [{ what: 'heat', of: null, before: 2, after: 5 }],
};

interface Posted {
  readonly path: string;
  readonly body: unknown;
}

/** The API over a list of steps; a revert or a redo changes them as the real one does. */
function serve(events: HistoryEvent[]): { posted: Posted[]; previews: number } {
  const served = { posted: [] as Posted[], previews: 0 };
  let steps = events;
  setFetch(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const sheet = sampleSheetJson();
    if (url.pathname === '/api/crews/crew-1') return json(sheet);
    if (url.pathname === '/api/crews/crew-1/history') {
      const q = url.searchParams;
      const after = q.has('after') ? Number(q.get('after')) : -Infinity;
      const rows = steps.filter((e) => e.seq > after).sort((a, b) => (q.get('order') === 'desc' ? b.seq - a.seq : a.seq - b.seq));
      return json({ events: rows });
    }
    if (url.pathname === '/api/crews/crew-1/history/3/revert' && (init?.method ?? 'GET') === 'GET') {
      served.previews += 1;
      return json(PREVIEW);
    }
    if (init?.method === 'POST') {
      served.posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      if (url.pathname === '/api/crews/crew-1/history/3/revert') {
        const undo4 = step(5, 'undo', { undoes: 4, payload: { type: 'undo', seq: 4 }, detail: { undone: 4, type: 'heat' } });
        const undo3 = step(6, 'undo', { undoes: 3, payload: { type: 'undo', seq: 3 }, detail: { undone: 3, type: 'activity' } });
        steps = [...steps.map((e) => (e.seq === 3 ? { ...e, undone: true, undoneBy: 6 } : e.seq === 4 ? { ...e, undone: true, undoneBy: 5 } : e)), undo4, undo3];
        return json({ sheet: { ...sheet, version: 13 }, event: undo3 });
      }
      if (url.pathname === '/api/crews/crew-1/history/6/redo') {
        const redo = step(7, 'redo', { undoes: 6, payload: { type: 'redo', seq: 6 }, detail: { redone: 3, undo: 6, type: 'activity' } });
        steps = [...steps.map((e) => (e.seq === 3 ? { ...e, undone: false, undoneBy: null } : e.seq === 6 ? { ...e, undone: true, undoneBy: 7 } : e)), redo];
        return json({ sheet: { ...sheet, version: 14 }, event: redo });
      }
    }
    return json({ error: 'not_found', resource: 'route' }, 404);
  });
  return served;
}

const entry = (seq: number) => screen.getByRole('article', { name: new RegExp(`^Étape ${seq}\\b`) });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  window.history.replaceState(null, '', '/crews/crew-1/history');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setFetch((...args) => globalThis.fetch(...args));
  window.history.replaceState(null, '', '/');
});

describe('revert a step of the crew’s history, and redo', () => {
  const history = () => [step(1, 'crew_created'), step(2, 'payoff'), step(3, 'activity'), step(4, 'heat')];

  it('« Annuler cette étape » shows what will change and the later steps that go too; « Confirmer » sends exactly those', async () => {
    const served = serve(history());
    renderIn('fr', <HistoryRoute params={{ id: 'crew-1' }} />);
    await screen.findByText('4 étapes affichées');
    // The creation is never reverted.
    expect(within(entry(1)).queryByRole('button', { name: /Annuler cette étape/ })).toBeNull();

    fireEvent.click(within(entry(3)).getByRole('button', { name: /Annuler cette étape/ }));
    const panel = await screen.findByRole('group', { name: /Annuler l’étape 3/ });
    await within(panel).findByText(/Ces étapes ne s’appliquent plus et seront annulées aussi/);
    // The focus goes to the panel's title, for a screen reader to read it.
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading', { level: 4 })));
    expect(within(panel).getByText(/Ce qui changera sur la feuille/)).toBeTruthy();
    expect(within(panel).getByRole('list', { name: /./ }).textContent).toMatch(/2\s*→\s*5/);
    expect(within(panel).getByRole('link', { name: /^Étape 4 \(.+\)\s*: ses dés ne correspondent plus$/ })).toBeTruthy();
    expect(served.posted).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(served.posted).toEqual([{ path: '/api/crews/crew-1/history/3/revert', body: { version: 12, alsoRevert: [4] } }]));
    // The history follows: the two undos on top, steps 3 and 4 marked undone, no panel left.
    await screen.findByRole('article', { name: /^Étape 6 Annulation de l’étape 3/ });
    await waitFor(() => expect(within(entry(3)).getByText('Annulée par l’étape 6')).toBeTruthy());
    expect(within(entry(4)).getByText('Annulée par l’étape 5')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Annuler l’étape 3/ })).toBeNull();
  });

  it('« Garder » closes the panel, sends nothing and gives the focus back to its button', async () => {
    const served = serve(history());
    renderIn('fr', <HistoryRoute params={{ id: 'crew-1' }} />);
    await screen.findByText('4 étapes affichées');
    fireEvent.click(within(entry(3)).getByRole('button', { name: /Annuler cette étape/ }));
    const panel = await screen.findByRole('group', { name: /Annuler l’étape 3/ });
    await within(panel).findByText(/Ce qui changera sur la feuille/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Garder' }));
    await waitFor(() => expect(document.activeElement).toBe(within(entry(3)).getByRole('button', { name: /Annuler cette étape/ })));
    expect(screen.queryByRole('group', { name: /Annuler l’étape 3/ })).toBeNull();
    expect(served.previews).toBe(1);
    expect(served.posted).toEqual([]);
  });

  it('an undo step offers « Rétablir »: the redo is sent with the sheet’s version and shows in words', async () => {
    const served = serve([
      step(1, 'crew_created'),
      step(2, 'payoff'),
      step(3, 'activity', { undone: true, undoneBy: 6 }),
      step(4, 'heat', { undone: true, undoneBy: 5 }),
      step(5, 'undo', { undoes: 4, payload: { type: 'undo', seq: 4 }, detail: { undone: 4, type: 'heat' } }),
      step(6, 'undo', { undoes: 3, payload: { type: 'undo', seq: 3 }, detail: { undone: 3, type: 'activity' } }),
    ]);
    renderIn('fr', <HistoryRoute params={{ id: 'crew-1' }} />);
    await screen.findByText('6 étapes affichées');
    // An undone step is not reverted again; each undo may be redone.
    expect(within(entry(3)).queryByRole('button')).toBeNull();
    fireEvent.click(within(entry(6)).getByRole('button', { name: /Rétablir/ }));
    await waitFor(() => expect(served.posted).toEqual([{ path: '/api/crews/crew-1/history/6/redo', body: { version: 12 } }]));
    await screen.findByRole('article', { name: /^Étape 7 Rétabli\s*: étape 3/ });
    await waitFor(() => expect(within(entry(6)).getByText('Annulation reprise par l’étape 7')).toBeTruthy());
    expect(within(entry(3)).queryByText(/Annulée par/)).toBeNull();
    // A redo itself is neither reverted nor redone.
    expect(within(entry(7)).queryByRole('button')).toBeNull();
  });
});
