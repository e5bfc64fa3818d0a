import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../core/outcome';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { scriptedRoller, seededRoller } from '../dice/roller';
import { appliedWizardEvent as applied, createdWizardState as created, makeWizard } from '../testing/factories';
import { checkEndOfGameOrder } from './endOfGame';
import { applyWizardEvent, replayWizard, wizardStateSchema, type AppliedWizardEvent, type StoredWizardEvent, type WizardEvent, type WizardState } from './events';

const table = DEFAULT_TABLE_RULES;
const deps = (dice: readonly number[] = []) => ({ roller: scriptedRoller(dice), table });


/** A new step as the API asks for it: the order first, then the reducer. */
function ask(state: WizardState, event: WizardEvent, dice: readonly number[] = []): Outcome<AppliedWizardEvent> {
  return checkEndOfGameOrder(state, event.type) ?? applyWizardEvent(state, event, deps(dice));
}

const settle: WizardEvent = { type: 'hired_muscle_settle', diedIds: [] };
const check = (collectionId: string): WizardEvent => ({ type: 'collection_start', collectionId });
const loan: WizardEvent = { type: 'favour', favour: { kind: 'loan', amount: 100 } };

describe('F4 → F6 the end of a game in the seed’s order', () => {
  it('« Ajouter un marqueur supplémentaire en fin de partie si le soldat meurt »: the settle ends the game, even with no hired muscle; only then the check', () => {
    const start = created({ markers: 2 });
    expect(start.endOfGame).toBe('playing');
    expect(ask(start, check('c1'), [15])).toEqual({ ok: false, error: { rule: 'F6', code: 'hired_muscle_not_settled', values: { stage: 'playing' } } });

    const settled = applied(ask(start, settle));
    expect(settled.state).toMatchObject({ endOfGame: 'hired_muscle_settled', wizard: { markers: 2, hiredMuscle: [] } });
    expect(settled.detail).toMatchObject({ kind: 'hired_muscle_settlement', settlement: { died: [], penaltyMarkers: 0, released: [] } });
    expect(applied(ask(settled.state, check('c1'), [15])).state).toMatchObject({ endOfGame: 'debt_checked', collection: null });
  });

  it('« Si le gros bras embauché meurt … le sorcier prend un marqueur Pègre supplémentaire » before the check: the check reads the penalty', () => {
    const hired = created({ level: 4, markers: 1, hiredMuscle: [{ id: 'h1', kind: 'bandit' }] });
    const settled = applied(ask(hired, { type: 'hired_muscle_settle', diedIds: ['h1'] })).state;
    const checked = applied(ask(settled, check('c1'), [3]));
    expect(checked.detail).toMatchObject({ collection: { status: 'not_called', markersAtCheck: 2, check: 3 } });
  });

  it('« À la fin de chaque partie, avant de dépenser un trésor »: one debt check per game, the next after the next game’s settle', () => {
    const once = applied(ask(applied(ask(created({ markers: 3 }), settle)).state, check('c1'), [20])).state;
    expect(ask(once, check('c2'), [20])).toEqual({ ok: false, error: { rule: 'F6', code: 'collection_already_checked', values: { stage: 'debt_checked' } } });
    const nextGame = applied(ask(once, settle)).state;
    expect(applied(ask(nextGame, check('c2'), [20])).state.endOfGame).toBe('debt_checked');
  });

  it('F4: the next game’s settle waits for this game’s check, and for a collection that waits for the player', () => {
    const settled = applied(ask(created({ markers: 3, gold: 0 }), settle)).state;
    expect(ask(settled, settle)).toEqual({ ok: false, error: { rule: 'F4', code: 'debt_not_checked', values: { stage: 'hired_muscle_settled' } } });
    // check 1 ≤ 3: called; table 8 → 7-12, waiting for the sale.
    const waiting = applied(ask(settled, check('c1'), [1, 8])).state;
    expect(ask(waiting, settle)).toEqual({ ok: false, error: { rule: 'F4', code: 'collection_pending', values: { collectionId: 'c1' } } });
    const sold = applied(ask(waiting, { type: 'collection_sale', collectionId: 'c1', saleGold: 150 })).state;
    expect(applied(ask(sold, settle)).state.endOfGame).toBe('hired_muscle_settled');
  });

  it('« Une faveur de la pègre peut être réclamée par n’importe quel sorcier avant une partie »: none between a game’s end and its check (F1); a pay-off any time (F5)', () => {
    const settled = applied(ask(created({ markers: 2, gold: 300 }), settle)).state;
    expect(ask(settled, loan)).toEqual({ ok: false, error: { rule: 'F1', code: 'debt_not_checked', values: { stage: 'hired_muscle_settled' } } });
    const paid = applied(ask(settled, { type: 'pay_off', markers: 1 }));
    expect(paid.state).toMatchObject({ endOfGame: 'hired_muscle_settled', wizard: { markers: 1 } });
    const checked = applied(ask(paid.state, check('c1'), [20])).state;
    expect(applied(ask(checked, loan)).state.wizard.markers).toBe(2);
    expect(applied(ask(created(), loan)).state.endOfGame).toBe('playing');
  });

  it('a state stored before the order was kept reads as playing: its check needs a settle first', () => {
    const { endOfGame: _stage, ...stored } = created({ markers: 2 });
    const read = wizardStateSchema.parse(JSON.parse(JSON.stringify(stored)));
    expect(read.endOfGame).toBe('playing');
    expect(ask(read, check('c1'))).toMatchObject({ ok: false, error: { code: 'hired_muscle_not_settled' } });
  });

  it('the reducer never refuses for the order: a history stored with checks and no settle still replays', () => {
    const history: StoredWizardEvent[] = [
      { event: { type: 'wizard_created', wizard: makeWizard({ markers: 2 }) }, dice: [] },
      { event: check('c1'), dice: [15] },
      { event: check('c2'), dice: [20] },
      { event: loan, dice: [] },
    ];
    expect(replayWizard(history, table)).toMatchObject({ ok: true, value: { endOfGame: 'debt_checked', wizard: { markers: 3 } } });
  });
});

// ─── property ────────────────────────────────────────────────────────────────────────────────────

type Move =
  | { readonly t: 'settle' }
  | { readonly t: 'check' }
  | { readonly t: 'loan'; readonly amount: number }
  | { readonly t: 'pay'; readonly markers: number }
  | { readonly t: 'sale'; readonly saleGold: number }
  | { readonly t: 'help' };

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ t: 'settle' as const }) },
  { weight: 3, arbitrary: fc.constant({ t: 'check' as const }) },
  fc.integer({ min: 100, max: 400 }).map((amount) => ({ t: 'loan' as const, amount })),
  fc.integer({ min: 1, max: 2 }).map((markers) => ({ t: 'pay' as const, markers })),
  fc.integer({ min: 0, max: 400 }).map((saleGold) => ({ t: 'sale' as const, saleGold })),
  fc.constant({ t: 'help' as const }),
);

function eventOf(move: Move, state: WizardState, n: number): WizardEvent {
  const pending = state.collection?.id ?? 'none';
  switch (move.t) {
    case 'settle':
      return settle;
    case 'check':
      return check(`c${n}`);
    case 'loan':
      return { type: 'favour', favour: { kind: 'loan', amount: move.amount } };
    case 'pay':
      return { type: 'pay_off', markers: move.markers };
    case 'sale':
      return { type: 'collection_sale', collectionId: pending, saleGold: move.saleGold };
    case 'help':
      return { type: 'collection_help', collectionId: pending, memberIds: ['s2', 's3'] };
  }
}

describe('the order, over any sequence', () => {
  it('property: the steps the order lets through hold exactly one check between two settles, none before the first, at most one after the last; and replay', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { minLength: 5, maxLength: 40 }), fc.nat(), (moves, seed) => {
        const roller = seededRoller(seed);
        const first: WizardEvent = { type: 'wizard_created', wizard: makeWizard({ level: 20, markers: 6, gold: 400 }) };
        const history: StoredWizardEvent[] = [{ event: first, dice: [] }];
        let state = applied(applyWizardEvent(null, first, { roller, table })).state;
        for (const [n, move] of moves.entries()) {
          const event = eventOf(move, state, n);
          const out = checkEndOfGameOrder(state, event.type) ?? applyWizardEvent(state, event, { roller, table });
          if (!out.ok) continue;
          history.push({ event, dice: out.value.dice });
          state = out.value.state;
        }
        const ends = history.map((h) => h.event.type).filter((type) => type === 'hired_muscle_settle' || type === 'collection_start');
        // Each game's end, as letters: S a settle, C a check.
        const word = ends.map((type) => (type === 'hired_muscle_settle' ? 'S' : 'C')).join('');
        expect(word).toMatch(/^(SC)*S?$/);
        expect(state.endOfGame).toBe(word === '' ? 'playing' : word.endsWith('S') ? 'hired_muscle_settled' : 'debt_checked');
        expect(replayWizard(history, table)).toEqual({ ok: true, value: state, reasons: [], rolls: [] });
      }),
      { numRuns: 300 },
    );
  });
});
