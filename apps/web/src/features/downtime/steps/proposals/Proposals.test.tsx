import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProposalView } from '@temps-mort/contract';
import type { Character } from '@temps-mort/rules';
import { makeCharacter } from '@temps-mort/rules/testing';
import { crewProposalsKey } from '../../../../lib/players';
import { renderIn } from '../../../../test/render';
import DowntimeRoute from '../../DowntimeRoute';
import { fakeApi, json, proposal, resetFakeApi, sheetJson, stepEvent, view, type Call, type Handler } from '../../testing';

afterEach(() => resetFakeApi());

/** Arlette (hunt 1, study 2, skirmish 1, sway 0, surgery 0; hurt) and Basile (tinker 2, surgery 1). */
const pcs = (arlette: Partial<Character> = {}): Character[] => [
  makeCharacter({ id: 'pc-1', name: 'Arlette', harm: [{ level: 2, description: 'Côtes fêlées' }], ...arlette }),
  makeCharacter({ id: 'pc-2', name: 'Basile', skills: { tinker: 2, surgery: 1 }, healing: { id: 'h2', name: 'healing', segments: 4, filled: 0 } }),
];

const train = proposal('pr-1', 'pc-1', { type: 'activity', activity: { kind: 'train', skill: 'hunt', helped: false } });
const recover = proposal('pr-2', 'pc-1', { type: 'activity', activity: { kind: 'recover', healer: { kind: 'pc', characterId: 'pc-2', action: 'tinker' }, helped: true } });
const horse = proposal('pr-3', 'pc-1', { type: 'activity', activity: { kind: 'acquire_asset', name: 'Cheval', assetKind: 'vehicle', minQuality: 2, repeat: 'first', helped: false } });
const basileHeat = proposal('pr-4', 'pc-2', { type: 'activity', activity: { kind: 'reduce_heat', action: 'tinker', helped: false } });

const trainRoll = { id: 'r8', who: 'Arlette', characterId: 'pc-1', purpose: 'train', kind: 'd6_pool', sides: 6, dice: [6], band: '6', quality: null, hidden: false, undone: false, reasons: [], createdAt: '' };
const trained = (activity: Record<string, unknown>) =>
  stepEvent(8, 'activity', {
    payload: { type: 'activity', characterId: 'pc-1', activity },
    reasons: [{ rule: 'A8', code: 'skill_trained', values: { skill: activity.skill as string, band: '6', gain: 2, rating: 3 } }],
    rolls: [trainRoll],
  });

/** The approval's answer: the step (sheet and event) and the proposal approved by it. */
const approved = (p: ProposalView, activity: Record<string, unknown>, edited = false): Handler => () =>
  json({
    step: { sheet: sheetJson({ phase: 'activities', version: 13, crew: { characters: pcs() }, characters: { 'pc-1': view({ used: 1, remaining: 1, trained: [activity.skill as string] }), 'pc-2': view() } }), event: trained(activity) },
    proposal: { ...p, status: 'approved', stepSeq: 8, approved: edited ? { type: 'activity', activity } : null, decidedAt: '2025-11-30T10:06:00.000Z' },
  });

function downtime(lang: 'fr' | 'en', proposals: ProposalView[], steps: Record<string, Handler> = {}, arlette: Partial<Character> = {}, characters?: Record<string, ReturnType<typeof view>>) {
  const calls = fakeApi({ sheet: sheetJson({ phase: 'activities', crew: { characters: pcs(arlette) }, ...(characters ? { characters } : {}) }), proposals, steps });
  const { client } = renderIn(lang, <DowntimeRoute params={{ id: 'crew-1' }} />);
  return { calls, client };
}

const panel = () => screen.getByRole('region', { name: 'Arlette' });
const list = (name = 'Propositions d’Arlette') => within(panel()).getByRole('region', { name });
const cards = (name?: string) => [...list(name).querySelectorAll<HTMLElement>('.proposal-card')];
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('the players’ proposals on the GM’s activities step (issue 36)', () => {
  it('lists each PC’s waiting proposals in words, with the rules’ odds of each as the crew stands, and counts them on their card', async () => {
    downtime('fr', [horse, recover, train, basileHeat, proposal('pr-0', 'pc-1', { type: 'activity', activity: { kind: 'train', skill: 'study' } }, { status: 'declined' })]);
    await screen.findByRole('heading', { name: 'Propositions d’Arlette', level: 4 });
    expect(cards().map((c) => c.querySelector('.proposal-words')?.textContent)).toEqual([
      'Acquérir une ressource\u00a0: Cheval (Véhicule, qualité minimale 2)',
      'Récupérer\u00a0: soins de Basile (Bricoler\u00a02), avec l’aide d’un ami ou d’un contact',
      'S’entraîner\u00a0: Chasser (1)',
    ]);
    // The odds the form shows, computed by the same pieces: the tier roll, the healing clock, the training.
    const [asset, heal, training] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(asset).getByRole('figure', { name: /^Qualité obtenue \(1 dé\)/ })).toBeTruthy();
    expect(within(asset).getByText(/^Atteint la qualité minimale/)).toBeTruthy();
    expect(within(heal).getByRole('figure', { name: /^Ce jet remplit \(2 dés\)/ })).toBeTruthy();
    expect(within(training).getByRole('figure', { name: /^Points gagnés \(1 dé\)/ })).toBeTruthy();
    // Never an id on screen.
    expect(list().textContent).not.toMatch(/pc-\d|pr-\d/);
    // The cards count what waits (a declined proposal waits no more).
    expect(screen.getByTestId('proposals-Arlette').textContent).toBe('3 propositions');
    expect(screen.getByTestId('proposals-Basile').textContent).toBe('1 proposition');
  });

  it('says them in English too, and a PC with none shows no list', async () => {
    downtime('en', [basileHeat]);
    await screen.findByRole('heading', { name: 'Downtime activities', level: 2 });
    expect(within(panel()).queryByRole('region', { name: /proposals$/ })).toBeNull();
    expect(screen.queryByTestId('proposals-Arlette')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Basile’s activities' }));
    const basile = screen.getByRole('region', { name: 'Basile’s proposals' });
    expect(within(basile).getByText('Reduce heat: Tinker (2)')).toBeTruthy();
    expect(within(basile).getByRole('figure', { name: /^Heat after \(2 dice, heat 0 now\)/ })).toBeTruthy();
  });

  it('« Approuver » sends the crew’s version; the server’s roll shows in the PC’s panel as any roll, and the proposal leaves the list', async () => {
    const { calls } = downtime('fr', [train], { '/api/proposals/pr-1/approve': approved(train, { kind: 'train', skill: 'hunt', helped: false }) });
    await screen.findByRole('heading', { name: 'Propositions d’Arlette', level: 4 });
    fireEvent.click(within(list()).getByRole('button', { name: 'Approuver' }));
    const result = await within(panel()).findByRole('region', { name: /^Résultat/ });
    expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/proposals/pr-1/approve', body: { version: 12 } }]);
    expect(within(result).getByRole('heading', { level: 4 })).toBe(document.activeElement);
    expect(within(result).getByText('A8')).toBeTruthy();
    expect(within(panel()).queryByRole('region', { name: 'Propositions d’Arlette' })).toBeNull();
    expect(screen.queryByTestId('proposals-Arlette')).toBeNull();
    // The sheet is the step's: one activity used.
    expect(screen.getByTestId('counter-Arlette').textContent).toContain('1 sur 2 activités');
  });

  it('« Modifier puis approuver » opens the activity’s own form prefilled with the proposal; « Approuver ainsi » sends the intent as edited', async () => {
    const { calls } = downtime('fr', [train], { '/api/proposals/pr-1/approve': approved(train, { kind: 'train', skill: 'study', helped: true }, true) });
    await screen.findByRole('heading', { name: 'Propositions d’Arlette', level: 4 });
    fireEvent.click(within(list()).getByRole('button', { name: 'Modifier puis approuver' }));
    const form = within(list()).getByRole('group', { name: 'Modifier la proposition d’Arlette' });
    const skill = within(form).getByRole('combobox', { name: 'Compétence entraînée' }) as HTMLSelectElement;
    expect(skill.value).toBe('hunt');
    expect((within(form).getByRole('checkbox', { name: /aide/ }) as HTMLInputElement).checked).toBe(false);
    // Its button approves: what it needs first says so.
    fireEvent.change(skill, { target: { value: '' } });
    expect(within(form).getByText('Pour approuver, choisissez d’abord : « Compétence entraînée ».')).toBeTruthy();
    fireEvent.change(skill, { target: { value: 'study' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /aide/ }));
    expect(within(form).getByRole('figure', { name: /^Points gagnés \(2 dés\)/ })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Approuver ainsi' }));
    await within(panel()).findByRole('region', { name: /^Résultat/ });
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/api/proposals/pr-1/approve', body: { intent: { type: 'activity', activity: { kind: 'train', skill: 'study', helped: true } }, version: 12 } },
    ]);
  });

  it('each activity’s form takes the proposal as it was made', async () => {
    downtime('en', [recover, horse]);
    await screen.findByRole('heading', { name: 'Arlette’s proposals', level: 4 });
    fireEvent.click(within(cards('Arlette’s proposals')[0] as HTMLElement).getByRole('button', { name: 'Edit, then approve' }));
    const healing = within(list('Arlette’s proposals')).getByRole('group', { name: 'Edit Arlette’s proposal' });
    expect((within(healing).getByRole('radio', { name: 'Another PC' }) as HTMLInputElement).checked).toBe(true);
    expect((within(healing).getByRole('combobox', { name: 'Healing PC' }) as HTMLSelectElement).value).toBe('pc-2');
    expect((within(healing).getByRole('combobox', { name: 'Action rolled' }) as HTMLSelectElement).value).toBe('tinker');
    expect((within(healing).getByRole('checkbox', { name: /helps/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(healing).getByRole('button', { name: 'Approve as edited' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(healing).getByRole('button', { name: 'Don’t edit' }));

    fireEvent.click(within(cards('Arlette’s proposals')[1] as HTMLElement).getByRole('button', { name: 'Edit, then approve' }));
    const asset = within(list('Arlette’s proposals')).getByRole('group', { name: 'Edit Arlette’s proposal' });
    expect((within(asset).getByRole('textbox', { name: 'Asset' }) as HTMLInputElement).value).toBe('Cheval');
    expect((within(asset).getByRole('combobox', { name: 'Kind of asset' }) as HTMLSelectElement).value).toBe('vehicle');
    expect((within(asset).getByRole('textbox', { name: /^Minimum quality/ }) as HTMLInputElement).value).toBe('2');
  });

  it('« Refuser » asks for a reason the player reads, then declines with it; the list says so', async () => {
    const { calls } = downtime('fr', [train, recover], {
      '/api/proposals/pr-1/decline': (call) => json({ ...train, status: 'declined', reason: call.body?.reason ?? null, decidedAt: '2025-11-30T10:06:00.000Z' }),
    });
    await screen.findByRole('heading', { name: 'Propositions d’Arlette', level: 4 });
    const card = cards()[0] as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Refuser' }));
    const reason = within(card).getByRole('textbox', { name: 'Raison, lue par le joueur (facultative)' }) as HTMLInputElement;
    expect(document.activeElement).toBe(reason);
    expect(reason.maxLength).toBe(200);
    fireEvent.change(reason, { target: { value: '  Pas pendant la traque  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/proposals/pr-1/decline', body: { reason: 'Pas pendant la traque' } }]);
    expect(within(list()).getByRole('status').textContent).toBe('Proposition refusée\u00a0: S’entraîner\u00a0: Chasser (1)');
    expect(document.activeElement).toBe(within(list()).getByRole('heading', { level: 4 }));
    expect(screen.getByTestId('proposals-Arlette').textContent).toBe('1 proposition');
  });

  it('declines without a reason when none is given, and « Ne pas refuser » sends nothing', async () => {
    const { calls } = downtime('fr', [train], { '/api/proposals/pr-1/decline': () => json({ ...train, status: 'declined', decidedAt: '2025-11-30T10:06:00.000Z' }) });
    await screen.findByRole('heading', { name: 'Propositions d’Arlette', level: 4 });
    fireEvent.click(within(list()).getByRole('button', { name: 'Refuser' }));
    fireEvent.click(within(list()).getByRole('button', { name: 'Ne pas refuser' }));
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(list()).getByRole('button', { name: 'Refuser' }));
    fireEvent.click(within(list()).getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/proposals/pr-1/decline', body: {} }]));
  });

  it('a proposal made while the GM watches appears live, on the card and in the panel', async () => {
    const { client } = downtime('fr', []);
    await screen.findByRole('heading', { name: 'Activités de temps mort', level: 2 });
    expect(within(panel()).queryByRole('region', { name: 'Propositions d’Arlette' })).toBeNull();
    // What the crew's stream does with an `event: proposal` (lib/crew.ts useCrewLive).
    act(() => client.setData(crewProposalsKey('crew-1'), [train]));
    expect(await within(panel()).findByText('S’entraîner : Chasser (1)')).toBeTruthy();
    expect(screen.getByTestId('proposals-Arlette').textContent).toBe('1 proposition');
    act(() => client.setData(crewProposalsKey('crew-1'), [{ ...train, status: 'withdrawn' }]));
    await waitFor(() => expect(screen.queryByTestId('proposals-Arlette')).toBeNull());
    expect(within(panel()).queryByRole('region', { name: 'Propositions d’Arlette' })).toBeNull();
  });

  it('a proposal withdrawn before the approval: said in words, nothing applied, gone from the list', async () => {
    const { calls } = downtime('fr', [train], { '/api/proposals/pr-1/approve': () => json({ error: 'conflict', current: { ...train, status: 'withdrawn', decidedAt: '2025-11-30T10:06:00.000Z' } }, 409) });
    await screen.findByRole('heading', { name: 'Propositions d’Arlette', level: 4 });
    fireEvent.click(within(list()).getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(within(list()).getByRole('alert').textContent).toBe('Le joueur a retiré cette proposition entre-temps\u00a0: rien n’a été appliqué.'));
    expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/proposals/pr-1/approve', body: { version: 12 } }]);
    expect(cards()).toEqual([]);
    expect(screen.queryByTestId('proposals-Arlette')).toBeNull();
    // The button pressed went with its card: the words take the keyboard.
    expect(document.activeElement).toBe(within(list()).getByRole('alert'));
    // Said once, where it was asked: not again at the top of the step.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a proposal the rules refuse now (422): the rule’s words, in the PC’s list', async () => {
    downtime('en', [train], {
      '/api/proposals/pr-1/approve': () => json({ error: 'rule_refusal', rule: 'A1', code: 'no_activity_left', values: { characterId: 'pc-1' } }, 422),
    });
    await screen.findByRole('heading', { name: 'Arlette’s proposals', level: 4 });
    fireEvent.click(within(list('Arlette’s proposals')).getByRole('button', { name: 'Approve' }));
    const alert = await within(list('Arlette’s proposals')).findByRole('alert');
    expect(alert.textContent).toMatch(/^A1 The rules say no: /);
    expect(alert.textContent).not.toMatch(/pc-1|no_activity_left/);
    expect(cards('Arlette’s proposals')).toHaveLength(1);
  });

  it('an overindulgence’s pick proposed by the player shows where the GM makes it, to approve or decline', async () => {
    const brag = proposal('pr-5', 'pc-1', { type: 'overindulgence', choice: 'brag' });
    const { calls } = downtime(
      'fr',
      [brag],
      {
        '/api/proposals/pr-5/approve': () =>
          json({
            step: { sheet: sheetJson({ phase: 'activities', version: 13, crew: { characters: pcs() } }), event: stepEvent(9, 'overindulgence', { payload: { type: 'overindulgence', characterId: 'pc-1', choice: 'brag' } }) },
            proposal: { ...brag, status: 'approved', stepSeq: 9, decidedAt: '2025-11-30T10:06:00.000Z' },
          }),
      },
      {},
      { 'pc-1': view({ used: 1, remaining: 1, pendingOverindulgence: { characterId: 'pc-1', attribute: 'insight', quality: 3, missing: 1, excess: 2 } }), 'pc-2': view() },
    );
    const choice = await screen.findByRole('region', { name: 'Excès\u00a0: choisissez une mauvaise décision' });
    expect(await within(choice).findByText('Proposition d’Arlette : se vanter de ses exploits')).toBeTruthy();
    // Shown there, not twice.
    expect(within(panel()).queryByRole('region', { name: 'Propositions d’Arlette' })).toBeNull();
    expect(within(choice).getByRole('button', { name: 'Refuser' })).toBeTruthy();
    fireEvent.click(within(choice).getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/proposals/pr-5/approve', body: { version: 12 } }]));
  });
});
