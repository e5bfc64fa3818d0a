/**
 * « Annuler cette étape » on a complex action's roll and « Rétablir » on an undo (issue 34, "undo
 * any step"): the history's confirm panel on the tracker's calls — the later rolls that no longer
 * apply listed, Confirm sends exactly those; an undo is redone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RevertPreview } from '@temps-mort/contract';
import { DEFAULT_TABLE_RULES, type ComplexAction, type ComplexActionEntry } from '@temps-mort/rules';
import { restoreFetch, serveAnswers as serve } from '../../test/fakeApi';
import { renderIn } from '../../test/render';
import type { ComplexActionView } from './api';
import ComplexActionRoute from './ComplexActionRoute';

afterEach(() => restoreFetch());

const campaign = { id: 'camp-1', name: 'Doskvol', language: 'fr', tableRules: DEFAULT_TABLE_RULES, version: 1 };
const entry = (roll: number, die: number, remaining: number, status: ComplexAction['status'] = 'ongoing'): ComplexActionEntry => ({
  kind: 'test',
  roll,
  threshold: 60,
  die,
  success: die <= 60,
  change: 0,
  raise: 0,
  counted: 0,
  remaining,
  totalRaised: 0,
  milestonesReached: [],
  status,
});
const tracker = (history: ComplexActionEntry[], status: ComplexAction['status']): ComplexAction => ({
  start: 6,
  remaining: history.at(-1)?.remaining ?? 6,
  failureThreshold: null,
  totalRaised: 0,
  milestones: [],
  status,
  history,
});
const view = (t: ComplexAction, version: number): ComplexActionView => ({
  id: 'ca1',
  campaignId: 'camp-1',
  crewId: null,
  name: 'Le tunnel',
  tracker: t,
  version,
  createdAt: '2026-02-01T20:00:00.000Z',
  updatedAt: '2026-02-01T20:00:00.000Z',
});

const preview: RevertPreview = {
  version: 5,
  target: { seq: 3, type: 'complex_roll' },
  noLongerApply: [{ seq: 5, type: 'complex_roll', why: { rule: 'C3', code: 'complex_action_already_succeeded', values: { rolls: 2 } } }],
  changes: [{ what: 'totalRaised', of: null, before: 2, after: 0 }],
};

describe('revert a roll of a complex action, redo an undo (/dice/complex/:id)', () => {
  it('reverts the second roll with the last one that no longer applies, then redoes it', async () => {
    let current = view(tracker([entry(1, 30, 3), entry(2, 75, 5), entry(3, 35, 1), entry(4, 11, 0, 'succeeded')], 'succeeded'), 5);
    let steps = { rolls: [2, 3, 4, 5].map((seq, i) => ({ roll: i + 1, seq, type: 'complex_roll' })), undos: [] as { seq: number; undid: { seq: number; type: string; roll: number | null } }[] };
    const calls = serve({
      'GET /api/campaigns/current': () => ({ body: campaign }),
      'GET /api/complex-actions/ca1': () => ({ body: current }),
      'GET /api/campaigns/camp-1/complex-actions': () => ({ body: [current] }),
      'GET /api/campaigns/camp-1/rolls': () => ({ body: [] }),
      'GET /api/complex-actions/ca1/steps': () => ({ body: steps }),
      'GET /api/complex-actions/ca1/history/3/revert': () => ({ body: preview }),
      'POST /api/complex-actions/ca1/history/3/revert': () => {
        current = view(tracker([entry(1, 30, 3), entry(2, 35, 0, 'succeeded')], 'succeeded'), 6);
        steps = {
          rolls: [
            { roll: 1, seq: 2, type: 'complex_roll' },
            { roll: 2, seq: 4, type: 'complex_roll' },
          ],
          undos: [
            { seq: 7, undid: { seq: 3, type: 'complex_roll', roll: 2 } },
            { seq: 6, undid: { seq: 5, type: 'complex_roll', roll: 4 } },
          ],
        };
        return { body: { complexAction: current, reasons: [] } };
      },
      'POST /api/complex-actions/ca1/history/7/redo': () => ({ body: { complexAction: view(current.tracker, 7), reasons: [] } }),
    });
    renderIn('fr', <ComplexActionRoute params={{ id: 'ca1' }} />);
    const history = await screen.findByRole('region', { name: 'Jets de l’action' });
    // Its rolls by their numbers, as the cards show them: the action's « étapes » are its track's.
    await within(history).findAllByRole('button', { name: /^Annuler ce jet/ });
    expect(within(history).queryByRole('button', { name: /étape/i })).toBeNull();
    fireEvent.click(within(history).getByRole('button', { name: 'Annuler ce jet — Jet n° 2' }));

    const panel = await within(history).findByRole('group', { name: 'Annuler le jet n° 2 (jet)' });
    await within(panel).findByText(/^Jet n° 4 \(jet\)\s:\s/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/complex-actions/ca1/history/3/revert')?.body).toEqual({ version: 5, alsoRevert: [5] }));

    const undos = await within(history).findByTestId('complex-undos');
    expect(within(undos).getByText('Jet n° 2 annulé (jet)')).toBeTruthy();
    fireEvent.click(within(undos).getByRole('button', { name: 'Rétablir — Jet n° 2' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/complex-actions/ca1/history/7/redo')?.body).toEqual({ version: 6 }));
  });
});
