import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatPercent } from '@temps-mort/i18n/format';
import { DEFAULT_TABLE_RULES, complexActionOdds, type ComplexAction, type D12ActionResult, type Reason } from '@temps-mort/rules';
import { restoreFetch, serveAnswers as serve, type Answer } from '../../test/fakeApi';
import { roundPercents } from '../../lib/format';
import { renderIn } from '../../test/render';
import { sampleSheetJson } from '../../test/sampleSheet';
import type { ComplexActionView, RollView } from './api';
import ComplexActionRoute from './ComplexActionRoute';
import D12Route from './D12Route';

afterEach(() => restoreFetch());

const campaign = { id: 'camp-1', name: 'Doskvol', language: 'en', tableRules: DEFAULT_TABLE_RULES, version: 1 };
const reason = (rule: string, code: string, values: Reason['values'] = {}): Reason => ({ rule: rule as Reason['rule'], code, values });
const number = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

/** The d12 page, the PC chosen by the GM (none is chosen for them). */
async function openD12(pc = 'Arlette'): Promise<void> {
  renderIn('en', <D12Route />);
  const select = (await screen.findByRole('combobox', { name: 'Character' })) as HTMLSelectElement;
  const option = [...select.options].find((o) => o.textContent === pc);
  if (!option) throw new Error(`no option ${pc}`);
  fireEvent.change(select, { target: { value: option.value } });
}

function d12Roll(value: Partial<D12ActionResult>, reasons: Reason[] = []): RollView {
  const result: D12ActionResult = {
    die: 4,
    total: 9,
    byTotal: 'failure',
    degree: 'failure',
    natural: null,
    kind: 'action',
    attribute: 'body',
    trait: null,
    traitBonus: 0,
    modifier: 0,
    threshold: 11,
    pool: 5,
    rolledDegree: 'failure',
    given: 0,
    rerolls: 0,
    criticalOption: null,
    ...value,
  };
  return {
    id: 'roll-1',
    campaignId: 'camp-1',
    crewId: 'crew-1',
    characterId: 'pc-1',
    wizardId: null,
    eventId: null,
    who: 'Arlette',
    purpose: 'd12',
    kind: 'd12_action',
    sides: 12,
    dice: [result.die],
    band: result.degree,
    quality: result.total,
    hidden: false,
    undone: false,
    history: 'dice',
    reasons,
    result: { value: result, rolls: [{ sides: 12, purpose: 'd12_action', dice: [result.die] }], standIn: null, supersededBy: null, steps: [] },
    createdAt: '2026-02-01T20:00:00.000Z',
  };
}

describe('d12 actions (/dice/d12)', () => {
  it('shows a PC’s odds, with giving of oneself beforehand, then gives a pool point after a failure', async () => {
    let sheet = sampleSheetJson();
    const calls = serve({
      'GET /api/campaigns/current': () => ({ body: campaign }),
      'GET /api/campaigns/camp-1/crews': () => ({ body: [{ id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 12 }] }),
      'GET /api/crews/crew-1': () => ({ body: sheet }),
      'GET /api/campaigns/camp-1/rolls': () => ({ body: [] }),
      'POST /api/campaigns/camp-1/rolls/d12': () => ({
        status: 201,
        body: d12Roll({}, [reason('T7', 'action_rolled', { attribute: 'body', die: 4, pool: 5, trait_bonus: 0, modifier: 0, total: 9, threshold: 11, by_total: 'failure', degree: 'failure' })]),
      }),
      'POST /api/rolls/roll-1/give-of-oneself': () => {
        const pc = sheet.crew.characters[0];
        if (!pc) throw new Error('no PC');
        const character = { ...pc, pools: { ...pc.pools, body: { value: 5, pool: 4 } } };
        sheet = { ...sheet, version: 13, crew: { ...sheet.crew, characters: [character, ...sheet.crew.characters.slice(1)] } };
        return {
          body: {
            roll: d12Roll({ degree: 'success_with_complication', given: 1 }, [reason('T9', 'given', { attribute: 'body', pool: 4, from: 'failure', to: 'success_with_complication', blind: false })]),
            character,
            saved: { eventId: 'e1', seq: 5, version: 13 },
            reasons: [reason('T9', 'given', { attribute: 'body', pool: 4, from: 'failure', to: 'success_with_complication', blind: false })],
          },
        };
      },
    });
    await openD12();
    expect(await screen.findByRole('group', { name: 'Arlette’s d12 sheet' })).toBeTruthy();

    // 1d12 + Body 5 against 11: dice 6 (equal) and 7–12 succeed, 12 critical: 7 of 12 faces.
    type(number('Success threshold'), '11');
    expect(screen.getByRole('figure', { name: 'Odds (58.3% to succeed, complication included)' })).toBeTruthy();
    // Giving up to one point after seeing the die turns each plain failure into a complication: 11 of 12.
    const giving = within(screen.getByTestId('d12-giving-odds'));
    expect(giving.getByRole('figure', { name: 'Giving up to 1 point: 91.7% to succeed' })).toBeTruthy();
    type(number('Points the player is willing to give'), '2');
    expect(giving.getByRole('figure', { name: 'Giving up to 2 points: 91.7% to succeed' })).toBeTruthy();
    expect(screen.getByTestId('d12-reroll-odds').textContent).toContain('With a destiny re-roll: 82.6% to succeed instead of 58.3%');

    fireEvent.click(screen.getByRole('button', { name: /Roll the d12/ }));
    expect(await screen.findByText('✖ Failure')).toBeTruthy();
    expect(screen.getByTestId('d12-sum').textContent).toBe('d12 4 + pool 5 + trait 0 + mod. 0 = 9, against threshold 11');
    expect(calls.find((c) => c.path === '/api/campaigns/camp-1/rolls/d12')?.body).toEqual({
      attribute: 'body',
      threshold: 11,
      modifier: 0,
      characterId: 'pc-1',
      crewId: 'crew-1',
      hidden: false,
    });

    const give = within(screen.getByTestId('d12-give'));
    expect(give.getByText('Body pool: 5 → 4; Failure → Success with a complication')).toBeTruthy();
    fireEvent.click(give.getByRole('button', { name: 'Give of oneself (−1 pool)' }));
    expect(await screen.findByText('≈ Success with a complication')).toBeTruthy();
    expect(screen.getByText(/rolled: Failure, raised by giving 1 point/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/rolls/roll-1/give-of-oneself')?.body).toEqual({ version: 12, blind: false });
    // The sheet took the point (the crew's new version and pool), so the next preview starts from 4.
    await waitFor(() => expect(within(screen.getByTestId('d12-give')).getByText('Body pool: 4 → 3; Success with a complication → Success')).toBeTruthy());
  });
});

function tracker(patch: Partial<ComplexAction> = {}): ComplexAction {
  return {
    start: 10,
    remaining: 10,
    failureThreshold: 3,
    totalRaised: 0,
    milestones: [
      { crossed: 4, label: 'La porte', reachedAtRoll: null },
      { crossed: 8, label: 'Le coffre', reachedAtRoll: null },
    ],
    status: 'ongoing',
    history: [],
    ...patch,
  };
}

function view(t: ComplexAction, version: number): ComplexActionView {
  return { id: 'ca1', campaignId: 'camp-1', crewId: null, name: 'Le casse de la banque', tracker: t, version, createdAt: '2026-02-01T20:00:00.000Z', updatedAt: '2026-02-01T20:00:00.000Z' };
}

function complexRoll(id: string, die: number): RollView {
  return {
    id,
    campaignId: 'camp-1',
    crewId: null,
    characterId: null,
    wizardId: null,
    eventId: null,
    who: 'GM',
    purpose: 'complex action',
    kind: 'd100_complex',
    sides: 100,
    dice: [die],
    band: null,
    quality: null,
    hidden: false,
    undone: false,
    history: 'complex_action',
    reasons: [],
    result: { value: null, rolls: [{ sides: 100, purpose: 'complex_action', dice: [die] }] },
    createdAt: '2026-02-01T20:00:00.000Z',
  };
}

describe('a complex action (/dice/complex/:id)', () => {
  it('reaches a milestone, then its failure threshold, with the odds before each roll', async () => {
    const first = tracker({
      remaining: 5,
      milestones: [
        { crossed: 4, label: 'La porte', reachedAtRoll: 1 },
        { crossed: 8, label: 'Le coffre', reachedAtRoll: null },
      ],
      history: [{ kind: 'test', roll: 1, threshold: 50, die: 45, success: true, change: -5, raise: 0, counted: 0, remaining: 5, totalRaised: 0, milestonesReached: [4], status: 'ongoing' }],
    });
    const second = tracker({
      ...first,
      remaining: 9,
      totalRaised: 4,
      status: 'failed',
      history: [...first.history, { kind: 'test', roll: 2, threshold: 50, die: 90, success: false, change: 4, raise: 4, counted: 4, remaining: 9, totalRaised: 4, milestonesReached: [], status: 'failed' }],
    });
    let current = view(tracker(), 1);
    const calls = serve({
      'GET /api/campaigns/current': () => ({ body: campaign }),
      'GET /api/complex-actions/ca1': () => ({ body: current }),
      'GET /api/campaigns/camp-1/complex-actions': () => ({ body: [current] }),
      'GET /api/campaigns/camp-1/rolls': () => ({ body: [] }),
      'POST /api/complex-actions/ca1/roll': (body) => {
        const { version } = body as { version: number };
        current = version === 1 ? view(first, 2) : view(second, 3);
        return {
          body: {
            complexAction: current,
            reasons:
              version === 1
                ? [reason('C3', 'steps_lowered', { n: 45, tens: 5, counting: 'ceil', from: 10, to: 5 }), reason('C4', 'milestone_reached', { crossed: 4, label: 'La porte', roll: 1 })]
                : [reason('C3', 'steps_raised', { n: 40, tens: 4, counting: 'ceil', from: 5, to: 9, capped: false }), reason('C4', 'complex_action_failed', { totalRaised: 4, failureThreshold: 3, milestonesKept: 1 })],
            rolls: [complexRoll(`r${version}`, version === 1 ? 45 : 90)],
          },
        };
      },
    });
    renderIn('en', <ComplexActionRoute params={{ id: 'ca1' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Le casse de la banque' })).toBeTruthy();
    expect(screen.getByTestId('steps-left').textContent).toBe('10 of 10 steps left — no step crossed');

    // The odds of finishing, or hitting the failure threshold first, within K rolls: the engine's.
    const expected = (k: number) => {
      const o = complexActionOdds({ start: 10, remaining: 10, totalRaised: 0, failureThreshold: 3, threshold: 50, rolls: k }, { table: DEFAULT_TABLE_RULES });
      return roundPercents([o.succeed, o.fail, o.undecided], 0.1).map((p) => formatPercent(p, 'en'));
    };
    const shown = () => within(screen.getByRole('figure', { name: /Within the next/ })).getAllByTestId('odds-pct').map((e) => e.textContent);
    expect(shown()).toEqual(expected(5));
    type(number('Rolls ahead (K)'), '2');
    expect(screen.getByRole('figure', { name: 'Within the next 2 rolls' })).toBeTruthy();
    expect(shown()).toEqual(expected(2));

    fireEvent.click(screen.getByRole('button', { name: /^Roll — 50%/ }));
    const last = await screen.findByTestId('last-roll');
    expect(last.textContent).toContain('Steps −5 → 5 left; raises so far: 0 ★ milestone reached at 4 steps crossed');
    expect(within(screen.getByTestId('milestones')).getByText('La porte — reached on roll 1 (4 steps crossed)')).toBeTruthy();
    expect(screen.getByTestId('total-raised').textContent).toBe('Raises so far: 0 of 3');
    expect(calls.filter((c) => c.method === 'POST')[0]?.body).toEqual({ version: 1, threshold: 50 });

    fireEvent.click(screen.getByRole('button', { name: /^Roll — 50%/ }));
    await waitFor(() => expect(screen.getByTestId('total-raised').textContent).toBe('Raises so far: 4 of 3'));
    expect(screen.getByRole('heading', { level: 2, name: '✖ Failed' })).toBeTruthy();
    // The milestone stays reached for good.
    expect(within(screen.getByTestId('milestones')).getByText('La porte — reached on roll 1 (4 steps crossed)')).toBeTruthy();
    expect(screen.getByTestId('last-roll').textContent).toContain('✖ Failed');
    expect(screen.getByText(/The complex action has already failed/).closest('[data-rule]')?.getAttribute('data-rule')).toBe('C4');
    expect((screen.getByRole('button', { name: /^Roll( —|$)/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({ version: 2, threshold: 50 });
    expect(within(screen.getByTestId('complex-history')).getAllByRole('row')).toHaveLength(3);
  });
});

describe('damage and comfort on a PC’s d12 sheet (/dice/d12)', () => {
  /** The sample sheet with Arlette (Body 5/5, 1 destiny point, comfort « Médaillon ») changed by `patch`. */
  function withArlette(sheet: ReturnType<typeof sampleSheetJson>, patch: Record<string, unknown>, version: number) {
    const [pc, ...rest] = sheet.crew.characters;
    if (!pc) throw new Error('no PC');
    const character = { ...pc, ...patch };
    return { sheet: { ...sheet, version, crew: { ...sheet.crew, characters: [character, ...rest] } }, character };
  }
  const routes = (get: () => ReturnType<typeof sampleSheetJson>, more: Record<string, Answer>) => ({
    'GET /api/campaigns/current': () => ({ body: campaign }),
    'GET /api/campaigns/camp-1/crews': () => ({ body: [{ id: 'crew-1', name: 'Les Corbeaux', tier: 2, version: 12 }] }),
    'GET /api/crews/crew-1': () => ({ body: get() }),
    'GET /api/campaigns/camp-1/rolls': () => ({ body: [] }),
    ...more,
  });

  it('T2: a character out of play — the rest, milestone and damage forms say so by name, before anything is sent', async () => {
    const { sheet } = withArlette(sampleSheetJson(), { pools: { body: { value: 5, pool: 0 }, mind: { value: 5, pool: 5 }, soul: { value: 5, pool: 5 } } }, 12);
    serve(routes(() => sheet, {}));
    await openD12();
    await screen.findByRole('form', { name: 'Damage' });
    const notes = await screen.findAllByText(/will refuse: .* can no longer be played/);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    for (const note of notes) expect(note.textContent).toMatch(/Arlette can no longer be played/);
    expect(document.body.textContent).not.toMatch(/pc-1 can no longer/);
  });

  it('T3/T2/T6: shows where the pool lands before applying — out at 0, or kept at 1 by a destiny point — then the reasons', async () => {
    let sheet = sampleSheetJson();
    const calls = serve(
      routes(() => sheet, {
        'POST /api/crews/crew-1/characters/pc-1/d12/damage': () => {
          const next = withArlette(sheet, { destiny: 0, pools: { body: { value: 5, pool: 1 }, mind: { value: 5, pool: 5 }, soul: { value: 5, pool: 5 } } }, 13);
          sheet = next.sheet;
          return {
            body: {
              character: next.character,
              saved: { eventId: 'e1', seq: 6, version: 13 },
              detail: { attribute: 'body', lost: 4, pool: 1, out: false, unconscious: true, destinySpent: true },
              reasons: [
                reason('T3', 'damage_kind', { kind: 'physical', attribute: 'body' }),
                reason('T3', 'damage_taken', { attribute: 'body', amount: 5, from: 5, to: 1 }),
                reason('T6', 'destiny_avoided_zero', { attribute: 'body', destiny: 0 }),
                reason('T6', 'unconscious', { attribute: 'body' }),
              ],
            },
          };
        },
      }),
    );
    await openD12();
    const form = within(await screen.findByRole('form', { name: 'Damage' }));
    const amount = form.getByLabelText('Points lost', { selector: 'input' }) as HTMLInputElement;
    const kind = form.getByRole('combobox', { name: 'Kind of damage' }) as HTMLSelectElement;
    expect([...kind.options].map((o) => o.textContent)).toEqual([
      'Physical damage → Body',
      'Great fear → Mind',
      'Conflicting emotions → Mind',
      'Strong intimidation → Soul',
      'Public ridicule → Soul',
    ]);
    type(amount, '2');
    expect(form.getByTestId('damage-preview').textContent).toBe('Body pool: 5 → 3 (of 5)');
    expect(form.queryByRole('checkbox', { name: 'Spend a destiny point to stay at 1' })).toBeNull();

    // Ridicule hits Soul.
    fireEvent.change(kind, { target: { value: 'ridicule' } });
    expect(form.getByTestId('damage-preview').textContent).toBe('Soul pool: 5 → 3 (of 5)');

    // Enough to empty the pool: out (T2), unless the destiny point is spent (T6).
    fireEvent.change(kind, { target: { value: 'physical' } });
    type(amount, '5');
    expect(form.getByTestId('damage-preview').textContent).toBe('Body pool: 5 → 0 (of 5)');
    expect(form.getByTestId('damage-out').textContent).toBe('⚠ The pool drops to 0: Arlette is out (Dead).');
    fireEvent.click(form.getByRole('checkbox', { name: 'Spend a destiny point to stay at 1' }));
    expect(form.getByTestId('damage-preview').textContent).toBe('Body pool: 5 → 1 (of 5)');
    expect(form.queryByTestId('damage-out')).toBeNull();
    expect(form.getByTestId('damage-unconscious').textContent).toBe('A destiny point keeps the pool at 1: Arlette is merely unconscious (no destiny point left).');

    // A negative amount is refused as the GM types; nothing can be sent.
    type(amount, '-1');
    expect(form.getByText('From 0 to 24')).toBeTruthy();
    expect((form.getByRole('button', { name: 'Apply the damage' }) as HTMLButtonElement).disabled).toBe(true);
    type(amount, '5');

    fireEvent.click(form.getByRole('button', { name: 'Apply the damage' }));
    const done = await form.findByRole('status');
    expect(done.textContent).toContain('Damage applied');
    expect(done.textContent).toContain('Damage: Body −5 (5 → 1)');
    expect(done.textContent).toContain('The character is merely unconscious');
    expect(calls.find((c) => c.path.endsWith('/d12/damage'))?.body).toEqual({ version: 12, kind: 'physical', amount: 5, spendDestinyToAvoidZero: true });
    // The sheet took the blow: Body at 1, no destiny point left to offer.
    await waitFor(() => expect(screen.getByRole('meter', { name: 'Body' }).getAttribute('aria-valuenow')).toBe('1'));
  });

  it('a 409 is said in words and nothing is applied; reloading shows the sheet as it is and the next try names its version', async () => {
    let sheet = sampleSheetJson();
    const current = withArlette(sheet, { pools: { body: { value: 5, pool: 2 }, mind: { value: 5, pool: 5 }, soul: { value: 5, pool: 5 } } }, 14).sheet;
    let answered = false;
    const calls = serve(
      routes(() => sheet, {
        'POST /api/crews/crew-1/characters/pc-1/d12/damage': () => {
          if (answered) return { status: 422, body: { error: 'rule', rule: 'T6', code: 'no_destiny_point', values: { destiny: 0 } } };
          answered = true;
          return { status: 409, body: { error: 'conflict', current } };
        },
      }),
    );
    await openD12();
    const form = within(await screen.findByRole('form', { name: 'Damage' }));
    type(form.getByLabelText('Points lost', { selector: 'input' }) as HTMLInputElement, '1');
    fireEvent.click(form.getByRole('button', { name: 'Apply the damage' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toMatch(/changed/);
    expect(form.queryByText('Damage applied')).toBeNull();
    // Nothing half-applied: the gauge still shows the sheet as it was.
    expect(screen.getByRole('meter', { name: 'Body' }).getAttribute('aria-valuenow')).toBe('5');
    sheet = current;
    fireEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('meter', { name: 'Body' }).getAttribute('aria-valuenow')).toBe('2'));
    expect(form.getByTestId('damage-preview').textContent).toBe('Body pool: 2 → 1 (of 5)');

    fireEvent.click(form.getByRole('button', { name: 'Apply the damage' }));
    expect((await form.findByRole('alert')).textContent).toContain('T6');
    expect(calls.filter((c) => c.path.endsWith('/d12/damage')).map((c) => (c.body as { version: number }).version)).toEqual([12, 14]);
  });

  it('T5: the comfort lost, then found — its state, the button that changes it, and the reasons', async () => {
    let sheet = sampleSheetJson();
    const calls = serve(
      routes(() => sheet, {
        'POST /api/crews/crew-1/characters/pc-1/d12/comfort': (body) => {
          const { lost, version } = body as { lost: boolean; version: number };
          const next = withArlette(sheet, { comfort: { name: 'Médaillon', lost } }, version + 1);
          sheet = next.sheet;
          return {
            body: {
              character: next.character,
              saved: { eventId: `e${version}`, seq: version, version: version + 1 },
              detail: {},
              reasons: [reason('T5', lost ? 'comfort_lost' : 'comfort_found', { comfort: 'Médaillon' })],
            },
          };
        },
      }),
    );
    await openD12();
    const card = within(await screen.findByRole('region', { name: 'Comfort' }));
    expect(card.getByTestId('comfort-state').textContent).toBe('✓ Médaillon: at hand (doubles recovery at rest)');
    fireEvent.click(card.getByRole('button', { name: 'Comfort lost' }));
    expect((await card.findByRole('status')).textContent).toContain('Comfort lost: “Médaillon”, no effect until the end of the cycle or until found');
    await waitFor(() => expect(card.getByTestId('comfort-state').textContent).toBe('✗ Médaillon: lost (no effect)'));
    // The rest no longer doubles near it.
    expect(within(screen.getByRole('form', { name: 'Rest' })).getByText(/comfort lost: Médaillon \(no effect\)/)).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Comfort found' }));
    await waitFor(() => expect(card.getByTestId('comfort-state').textContent).toBe('✓ Médaillon: at hand (doubles recovery at rest)'));
    expect(card.getByRole('status').textContent).toContain('Comfort found again: “Médaillon”');
    expect(calls.filter((c) => c.path.endsWith('/d12/comfort')).map((c) => c.body)).toEqual([
      { version: 12, lost: true },
      { version: 13, lost: false },
    ]);
  });
});

describe('no silent choice on the d12 page', () => {
  it('no PC is chosen for the GM: the action waits for the one who acts', async () => {
    serve({
      'GET /api/campaigns/current': () => ({ body: campaign }),
      'GET /api/campaigns/camp-1/crews': () => ({ body: [{ id: 'crew-1', name: 'Les Lanternes' }] }),
      'GET /api/crews/crew-1': () => ({ body: sampleSheetJson() }),
      'GET /api/campaigns/camp-1/rolls': () => ({ body: [] }),
    });
    renderIn('en', <D12Route />);
    const select = (await screen.findByRole('combobox', { name: 'Character' })) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(await screen.findByText('Choose the character who acts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Roll the d12/ })).toBeNull();
  });
});
