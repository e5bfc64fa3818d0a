import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '../core/outcome';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { EntanglementKind } from '../model/crew';
import { SIMULATION_DRAWS, expectCloseToExact, makeCrew, seeded, tally } from '../testing';
import { entanglementKindOdds, entanglementRowOdds } from './odds';
import { pickEntanglement, rollEntanglement } from './roll';
import { ENTANGLEMENT_KINDS } from './table';

const table = DEFAULT_TABLE_RULES;
const critOff = { table: { ...DEFAULT_TABLE_RULES, entanglementCritAsSix: false } };

describe('E1 odds of each row', () => {
  it('wanted 0: no entanglement, for certain', () => {
    expect(entanglementRowOdds(0, { table })).toEqual({ none: 1, '1-3': 0, '4-5': 0, '6': 0, crit: 0 });
  });

  it('hand-computed: one die is 1/2, 1/3, 1/6', () => {
    const odds = entanglementRowOdds(1, { table });
    expect(odds['1-3']).toBeCloseTo(1 / 2, 12);
    expect(odds['4-5']).toBeCloseTo(1 / 3, 12);
    expect(odds['6']).toBeCloseTo(1 / 6, 12);
    expect(odds.crit).toBe(0);
    expect(odds.none).toBe(0);
  });

  it('hand-computed: two dice, a critical (1/36) counts on the 6 row unless the table rule is off', () => {
    const odds = entanglementRowOdds(2, { table });
    expect(odds['1-3']).toBeCloseTo(9 / 36, 12);
    expect(odds['4-5']).toBeCloseTo(16 / 36, 12);
    expect(odds['6']).toBeCloseTo(11 / 36, 12);
    expect(odds.crit).toBe(0);
    const off = entanglementRowOdds(2, critOff);
    expect(off['6']).toBeCloseTo(10 / 36, 12);
    expect(off.crit).toBeCloseTo(1 / 36, 12);
  });

  it('sums to one for wanted 0–4 under both readings (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.boolean(), (wanted, critAsSix) => {
        const odds = entanglementRowOdds(wanted, { table: { ...table, entanglementCritAsSix: critAsSix } });
        expect(Object.values(odds).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
      }),
    );
  });
});

describe('E1 odds of each entanglement with "pick for me"', () => {
  it('hand-computed: wanted 1, heat 0 — each of a 1-3 pair 1/4, each of a 4-5 pair 1/6, Cooperation 1/6', () => {
    const odds = entanglementKindOdds(1, 0, { table });
    expect(odds.cohort_trouble).toBeCloseTo(1 / 4, 12);
    expect(odds.usual_suspects).toBeCloseTo(1 / 4, 12);
    expect(odds.rivals).toBeCloseTo(1 / 6, 12);
    expect(odds.unquiet_dead).toBeCloseTo(1 / 6, 12);
    expect(odds.cooperation).toBeCloseTo(1 / 6, 12);
    expect(odds.arrest).toBe(0);
    expect(odds.none).toBe(0);
  });

  it('hand-computed: wanted 3, heat 7 — Arrest 91/216, Show of force 49/216', () => {
    const odds = entanglementKindOdds(3, 7, { table });
    expect(odds.flipped).toBeCloseTo(1 / 16, 12);
    expect(odds.interrogation).toBeCloseTo(1 / 16, 12);
    expect(odds.demonic_notice).toBeCloseTo(49 / 216, 12);
    expect(odds.show_of_force).toBeCloseTo(49 / 216, 12);
    expect(odds.arrest).toBeCloseTo(91 / 216, 12);
  });

  it('hand-computed: wanted 2, heat 4, crit not as 6 — the critical spreads over the five of the column', () => {
    const odds = entanglementKindOdds(2, 4, critOff);
    expect(odds.cohort_trouble).toBeCloseTo(9 / 72 + 1 / 180, 12);
    expect(odds.questioning).toBeCloseTo(9 / 72 + 1 / 180, 12);
    expect(odds.reprisals).toBeCloseTo(16 / 72 + 1 / 180, 12);
    expect(odds.unquiet_dead).toBeCloseTo(16 / 72 + 1 / 180, 12);
    expect(odds.show_of_force).toBeCloseTo(10 / 36 + 1 / 180, 12);
  });

  it('wanted 0: none for certain', () => {
    const odds = entanglementKindOdds(0, 9, { table });
    expect(odds.none).toBe(1);
    for (const kind of ENTANGLEMENT_KINDS) expect(odds[kind]).toBe(0);
  });

  it('sums to one (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9 }), fc.boolean(), (wanted, heat, critAsSix) => {
        const odds = entanglementKindOdds(wanted, heat, { table: { ...table, entanglementCritAsSix: critAsSix } });
        expect(Object.values(odds).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
      }),
    );
  });

  it.each([
    [1, 0, true],
    [2, 4, false],
    [3, 7, true],
    [4, 5, false],
  ])('wanted %i, heat %i, crit as 6 %s: agrees with 100 000 seeded roll + pick-for-me within 4 standard errors', (wanted, heat, critAsSix) => {
    const deps = seeded(wanted * 100 + heat, { entanglementCritAsSix: critAsSix });
    const crew = makeCrew({ wanted, heat });
    const counts = tally<EntanglementKind>(SIMULATION_DRAWS, () => {
      const roll = unwrap(rollEntanglement(crew, {}, deps)).roll;
      if (!roll) throw new Error('wanted ≥ 1 always rolls');
      return unwrap(pickEntanglement(roll, 'pick_for_me', deps)).kind;
    });
    const odds = entanglementKindOdds(wanted, heat, deps);
    for (const kind of ENTANGLEMENT_KINDS) expectCloseToExact(odds[kind], counts.get(kind) ?? 0);
  });
});
