import type { CrewStepType } from '@temps-mort/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setFetch } from '../../lib/api';
import { FakeEventSource } from '../../test/fakeEventSource';
import { renderIn } from '../../test/render';
import { sampleSheetJson } from '../../test/sampleSheet';
import type { HistoryEvent } from './api';
import HistoryRoute from './HistoryRoute';
import { PAGE } from './useHistory';
import { json } from '../../test/fakeApi';
import { historyEvent } from '../../test/history';


const at = (seq: number) => new Date(Date.UTC(2026, 2, 12, 14, seq)).toISOString();

const step = (seq: number, type: CrewStepType, extra: Partial<HistoryEvent> = {}): HistoryEvent => historyEvent(seq, type, { createdAt: at(seq), ...extra });

/** A training roll of Arlette: its step's reasons, and the roll with its dice. */
function trainStep(seq: number, extra: Partial<HistoryEvent> = {}): HistoryEvent {
  const pool = { rule: 'D1', code: 'pool_rolled', values: { size: 2, dice: '4,6', result: 6, band: '6' } } as const;
  return step(seq, 'activity', {
    payload: { type: 'activity', characterId: 'pc-1', activity: { kind: 'train', skill: 'hunt', helped: false } },
    dice: [4, 6],
    reasons: [{ rule: 'A1', code: 'activity_spent', values: { character: 'pc-1', activity: 'train', used: 1, allowance: 2 } }, pool],
    rolls: [
      {
        id: `r${seq}`,
        who: 'Arlette',
        characterId: 'pc-1',
        purpose: 'train',
        kind: 'd6_pool',
        sides: 6,
        dice: [4, 6],
        band: '6',
        quality: null,
        hidden: false,
        undone: extra.undone ?? false,
        reasons: [pool],
        createdAt: at(seq),
      },
    ],
    ...extra,
  });
}

interface Served {
  readonly calls: URL[];
  events: HistoryEvent[];
}

/** The API as the history needs it, over a list of steps (any order), answering like the real one. */
function serve(events: HistoryEvent[]): Served {
  const served: Served = { calls: [], events };
  setFetch(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    served.calls.push(url);
    if (url.pathname === '/api/crews/crew-1') return json(sampleSheetJson());
    if (url.pathname === '/api/crews/crew-1/history') {
      const q = url.searchParams;
      const types = q.get('type')?.split(',');
      const before = q.has('before') ? Number(q.get('before')) : Infinity;
      const after = q.has('after') ? Number(q.get('after')) : -Infinity;
      const limit = Number(q.get('limit') ?? 100);
      let rows = served.events.filter((e) => (!types || types.includes(e.type)) && e.seq < before && e.seq > after);
      rows = rows.sort((a, b) => (q.get('order') === 'desc' ? b.seq - a.seq : a.seq - b.seq)).slice(0, limit);
      return json({ events: rows });
    }
    return json({ error: 'not_found', resource: 'route' }, 404);
  });
  return served;
}

function historyCalls(served: Served): URLSearchParams[] {
  return served.calls.filter((u) => u.pathname.endsWith('/history')).map((u) => u.searchParams);
}

function titles(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
}

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

describe('the crew history (/crews/:id/history)', () => {
  it('lists the steps newest first with their reasons in words, dice, who rolled, and hidden/undone badges in words', async () => {
    serve([
      step(1, 'crew_created'),
      step(2, 'payoff', { reasons: [{ rule: 'P1', code: 'payoff_take', values: { take: 6 } }] }),
      step(3, 'entanglement_roll', { hidden: true }),
      trainStep(4, { undone: true, undoneBy: 5 }),
      step(5, 'undo', { undoes: 4, payload: { type: 'undo', seq: 4 } }),
    ]);
    renderIn('en', <HistoryRoute params={{ id: 'crew-1' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'History of Les Corbeaux' })).toBeTruthy();
    await screen.findByText('5 steps shown');
    expect(titles()).toEqual([
      'Step 5 Undo of step 4',
      'Step 4 Downtime activity · Arlette · Train',
      'Step 3 Entanglement roll',
      'Step 2 Payoff',
      'Step 1 Crew created',
    ]);
    const training = screen.getByRole('article', { name: /Step 4/ });
    // Reasons in words, with the character's name; the roll's own copy of them is not repeated.
    expect(within(training).getByText('Arlette: Train (activity 1 of 2)')).toBeTruthy();
    expect(within(training).getAllByText('2 dice: 4, 6 → 6')).toHaveLength(1);
    expect(within(training).getByText('rolled by Arlette', { exact: false })).toBeTruthy();
    expect(within(training).getByText('Dice: 4, 6')).toBeTruthy();
    // Undone and hidden say so in words, not only in colour.
    expect(within(training).getByText('Undone by step 5')).toBeTruthy();
    expect(within(training).getByText('Undone with its step')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: /Step 3/ })).getByText('Hidden from players')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Undo of step 4' }).getAttribute('href')).toBe('#step-4');
  });

  it('filters by kind of step (asking the API for those types) and by rolls only, and keeps the filter in the address', async () => {
    const served = serve([step(1, 'crew_created'), step(2, 'start'), step(3, 'payoff'), step(4, 'heat'), step(5, 'conflict_heat'), trainStep(6)]);
    renderIn('en', <HistoryRoute params={{ id: 'crew-1' }} />);
    await screen.findByText('6 steps shown');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Heat' }));
    await screen.findByText('2 steps shown');
    expect(titles()).toEqual(['Step 5 Heat after a conflict', 'Step 4 Heat']);
    expect(historyCalls(served).some((q) => q.get('type') === 'conflict_heat,heat' && q.get('order') === 'desc')).toBe(true);
    expect(window.location.search).toBe('?types=heat');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Payoff' }));
    await screen.findByText('3 steps shown');
    expect(window.location.search).toBe('?types=payoff,heat');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('6 steps shown');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rolls only' }));
    await screen.findByText('1 step shown');
    expect(titles()).toEqual(['Step 6 Downtime activity · Arlette · Train']);
    expect(window.location.search).toBe('?rolls=1');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Undos and redos' }));
    expect(await screen.findByText('No step matches the filters')).toBeTruthy();
  });

  it('loads older steps with before=, page by page, until the start of the history', async () => {
    const count = PAGE + 5;
    const served = serve(Array.from({ length: count }, (_, i) => step(i + 1, i === 0 ? 'crew_created' : 'crew_edit')));
    renderIn('fr', <HistoryRoute params={{ id: 'crew-1' }} />);
    await screen.findByText(`${PAGE} étapes affichées`);
    expect(titles()[0]).toBe(`Étape ${count} Feuille de bande modifiée`);
    fireEvent.click(screen.getByRole('button', { name: 'Charger les étapes plus anciennes' }));
    await screen.findByText(`${count} étapes affichées`);
    const before = historyCalls(served).find((q) => q.has('before'));
    expect(before?.get('before')).toBe(String(count - PAGE + 1));
    expect(titles().at(-1)).toBe('Étape 1 Bande créée');
    expect(screen.getByText('C’est le début de l’historique.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Charger les étapes plus anciennes' })).toBeNull();
  });

  it('puts a new step on top as it arrives on the stream, and marks the step an undo reverts', async () => {
    const served = serve([step(1, 'crew_created'), step(2, 'start'), trainStep(3)]);
    renderIn('en', <HistoryRoute params={{ id: 'crew-1' }} />);
    await screen.findByText('3 steps shown');
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const source = FakeEventSource.last();
    act(() => source.open());

    served.events = [...served.events.map((e) => (e.seq === 3 ? trainStep(3, { undone: true, undoneBy: 4 }) : e)), step(4, 'undo', { undoes: 3, payload: { type: 'undo', seq: 3 } })];
    act(() => source.emit('crew', { seq: 4, type: 'undo', reasons: [], sheet: { ...sampleSheetJson(), version: 9 } }, '4'));

    await screen.findByText('4 steps shown — 1 new step at the top of the list');
    expect(titles()[0]).toBe('Step 4 Undo of step 3');
    const training = screen.getByRole('article', { name: /Step 3/ });
    expect(within(training).getByText('Undone by step 4')).toBeTruthy();
    expect(historyCalls(served).some((q) => q.get('after') === '3' && q.get('order') === 'asc' && !q.has('type'))).toBe(true);
  });

  it('under a filter, a live step of another kind stays out but its undo still shows', async () => {
    window.history.replaceState(null, '', '/crews/crew-1/history?types=activities');
    const served = serve([step(1, 'crew_created'), trainStep(2)]);
    renderIn('en', <HistoryRoute params={{ id: 'crew-1' }} />);
    await screen.findByText('1 step shown');
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    served.events = [step(1, 'crew_created'), trainStep(2, { undone: true, undoneBy: 3 }), step(3, 'undo', { undoes: 2 })];
    act(() => FakeEventSource.last().emit('crew', { seq: 3, type: 'undo', reasons: [], sheet: { ...sampleSheetJson(), version: 9 } }, '3'));
    await screen.findByText('Undone by step 3');
    expect(screen.getByText('1 step shown')).toBeTruthy();
  });
});
