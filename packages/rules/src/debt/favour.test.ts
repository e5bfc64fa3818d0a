import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { claimDebtFavour, type DebtFavour } from './favour';
import { HIRED_MUSCLE_KINDS, settleHiredMuscle } from './hiredMuscle';
import { payOffDebt } from './payoff';
import { resolveDebtHelp, resolveDebtSale, startDebtCollection } from './collection';
import { unwrap } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { WarbandRole, Wizard } from '../model/frostgrave';
import { makeWizard, scripted, seeded } from '../testing/factories';

const ROLES: readonly WarbandRole[] = ['wizard', 'apprentice', 'captain', 'soldier', 'hired_muscle'];

describe('F1 claiming favours', () => {
  it.each([
    ['loan', { kind: 'loan', amount: 100 }],
    ['intimidation', { kind: 'intimidation', target: { name: 'Garde', role: 'soldier', will: 0 }, bonus: 0 }],
    ['hired_muscle', { kind: 'hired_muscle', id: 'h1', muscle: 'bandit' }],
  ] as const satisfies readonly (readonly [string, DebtFavour])[])(
    '« un sorcier de niveau 3 avec 3 marqueurs du monde souterrain ne pourrait pas bénéficier d\'autres faveurs de la pègre »: %s',
    (favour, input) => {
      expect(claimDebtFavour(makeWizard({ level: 3, markers: 3 }), input, scripted([]))).toEqual({
        ok: false,
        error: { rule: 'F1', code: 'markers_over_level', values: { favour, needed: 1, free: 0, held: 3, level: 3 } },
      });
    },
  );

  it('« jusqu\'à ce qu\'une partie de sa dette existante soit remboursée »: paying one off frees one favour', () => {
    const paid = unwrap(payOffDebt(makeWizard({ level: 3, markers: 3, gold: 150 }), 1)).wizard;
    const out = claimDebtFavour(paid, { kind: 'loan', amount: 100 }, scripted([]));
    expect(unwrap(out)).toMatchObject({ kind: 'loan', amount: 100, markers: 1, wizard: { markers: 3, gold: 100 } });
  });

  it('dispatches each favour and keeps its reasons and dice', () => {
    const wizard = makeWizard({ level: 6, markers: 0 });
    const loan = claimDebtFavour(wizard, { kind: 'loan', amount: 350 }, scripted([]));
    expect(unwrap(loan)).toMatchObject({ kind: 'loan', markers: 4 });
    const intimidation = claimDebtFavour(wizard, { kind: 'intimidation', target: { name: 'G', role: 'soldier', will: 1 }, bonus: 1 }, scripted([12, 3]));
    expect(unwrap(intimidation)).toMatchObject({ kind: 'intimidation', success: true, markersKept: 2 });
    expect(intimidation.ok && intimidation.rolls).toHaveLength(2);
    const muscle = claimDebtFavour(wizard, { kind: 'hired_muscle', id: 'h1', muscle: 'treasure_hunter' }, scripted([]));
    expect(unwrap(muscle)).toMatchObject({ kind: 'hired_muscle', markers: 2, hired: { id: 'h1', kind: 'treasure_hunter' } });
    expect(muscle.ok && muscle.reasons.length).toBeGreaterThan(0);
    expect(claimDebtFavour(wizard, { kind: 'loan', amount: 20 }, scripted([])).ok).toBe(false);
    expect(claimDebtFavour(wizard, { kind: 'intimidation', target: { name: 'C', role: 'captain', will: 1 }, bonus: 0 }, scripted([])).ok).toBe(false);
    const full = makeWizard({ hiredMuscle: [{ id: 'x', kind: 'bandit' }, { id: 'y', kind: 'bandit' }] });
    expect(claimDebtFavour(full, { kind: 'hired_muscle', id: 'h1', muscle: 'bandit' }, scripted([])).ok).toBe(false);
  });
});

type Command =
  | { t: 'favour'; favour: DebtFavour }
  | { t: 'pay'; n: number }
  | { t: 'settle'; deaths: boolean[] }
  | { t: 'collect'; saleGold: number; members: string[] };

const favourArb: fc.Arbitrary<Command> = fc.oneof(
  fc.integer({ min: 0, max: 1200 }).map((amount) => ({ t: 'favour' as const, favour: { kind: 'loan' as const, amount } })),
  fc
    .record({ bonus: fc.integer({ min: -1, max: 4 }), role: fc.constantFrom(...ROLES), will: fc.integer({ min: -3, max: 8 }) })
    .map(({ bonus, role, will }) => ({ t: 'favour' as const, favour: { kind: 'intimidation' as const, bonus, target: { name: 'T', role, will } } })),
  fc.constantFrom(...HIRED_MUSCLE_KINDS).map((muscle) => ({ t: 'favour' as const, favour: { kind: 'hired_muscle' as const, id: '', muscle } })),
);

const commandArb = (withDeaths: boolean): fc.Arbitrary<Command> =>
  fc.oneof(
    favourArb,
    fc.integer({ min: -1, max: 6 }).map((n) => ({ t: 'pay' as const, n })),
    fc.array(fc.boolean().map((b) => b && withDeaths), { minLength: 2, maxLength: 2 }).map((deaths) => ({ t: 'settle' as const, deaths })),
    fc
      .record({ saleGold: fc.integer({ min: 0, max: 700 }), members: fc.subarray(['a', 's1', 's2', 's3']) })
      .map(({ saleGold, members }) => ({ t: 'collect' as const, saleGold, members })),
  );

/** Plays a sequence of ledger commands, calling `check` after each step with the death penalties so far. */
function play(start: Wizard, commands: readonly Command[], deps: RuleDeps, check: (w: Wizard, penalties: number) => void): void {
  let wizard = start;
  let penalties = 0;
  let nextId = 0;
  for (const command of commands) {
    switch (command.t) {
      case 'favour': {
        const favour = command.favour.kind === 'hired_muscle' ? { ...command.favour, id: `h${nextId++}` } : command.favour;
        const out = claimDebtFavour(wizard, favour, deps);
        if (out.ok) {
          wizard = out.value.wizard;
          expect(wizard.markers).toBeLessThanOrEqual(wizard.level); // a favour never goes over the level
        }
        break;
      }
      case 'pay': {
        const out = payOffDebt(wizard, command.n);
        if (out.ok) wizard = out.value.wizard;
        break;
      }
      case 'settle': {
        const died = wizard.hiredMuscle.filter((_, i) => command.deaths[i]).map((h) => h.id);
        const settled = unwrap(settleHiredMuscle(wizard, died, deps));
        penalties += settled.penaltyMarkers;
        wizard = settled.wizard;
        expect(settled.overLevel).toBe(wizard.markers > wizard.level);
        break;
      }
      case 'collect': {
        let c = unwrap(startDebtCollection(wizard, deps));
        if (c.status === 'awaiting_sale') c = unwrap(resolveDebtSale(c, { saleGold: command.saleGold }));
        if (c.status === 'awaiting_members') c = unwrap(resolveDebtHelp(c, { memberIds: command.members }));
        expect(['skipped', 'not_called', 'done']).toContain(c.status);
        wizard = c.wizard;
        break;
      }
    }
    check(wizard, penalties);
  }
}

const startArb = fc
  .record({ level: fc.integer({ min: 0, max: 8 }), gold: fc.integer({ min: 0, max: 2000 }), share: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ level, gold, share }) => makeWizard({ level, gold, markers: Math.floor(share * level) }));

describe('ledger invariants (fast-check)', () => {
  it('without hired muscle deaths: 0 ≤ markers ≤ level and gold ≥ 0, integers, after any sequence', () => {
    fc.assert(
      fc.property(startArb, fc.array(commandArb(false), { maxLength: 30 }), fc.integer(), (start, commands, seed) => {
        play(start, commands, seeded(seed), (w) => {
          expect(Number.isInteger(w.markers) && Number.isInteger(w.gold)).toBe(true);
          expect(w.markers).toBeGreaterThanOrEqual(0);
          expect(w.markers).toBeLessThanOrEqual(w.level);
          expect(w.gold).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('with deaths: only the documented death penalty may push markers over the level', () => {
    fc.assert(
      fc.property(startArb, fc.array(commandArb(true), { maxLength: 30 }), fc.integer(), (start, commands, seed) => {
        play(start, commands, seeded(seed), (w, penalties) => {
          expect(w.markers).toBeGreaterThanOrEqual(0);
          expect(w.markers).toBeLessThanOrEqual(w.level + penalties);
          expect(w.gold).toBeGreaterThanOrEqual(0);
        });
      }),
      { numRuns: 300 },
    );
  });
});
