import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '../core/outcome';
import type { Band } from '../dice/pool';
import { BANDS } from '../dice/pool';
import { SIMULATION_DRAWS, expectCloseToExact, makeCrew, seeded, tally } from '../testing';
import {
  QUESTIONING_EXPERIENCE,
  QUESTIONING_HEAT,
  QUESTIONING_TABLE,
  USUAL_SUSPECTS_TABLE,
  questioningOdds,
  entanglementShiftedPoolOdds,
  unquietDeadOdds,
  usualSuspectsOdds,
} from './fortune';
import { applyEntanglementChoice } from './resolution';

describe('E2 fortune-roll tables', () => {
  it.each([
    ['1-3', 'heat_plus_2', 2],
    ['4-5', 'heat_plus_1', 1],
    ['6', 'nothing', 0],
    ['crit', 'nothing', 0],
  ] as const)('Interpellation « résultat de 1-3 : raffut +2 ; résultat de 4/5 : raffut +1 »: %s → %s', (band, result, heat) => {
    expect(QUESTIONING_TABLE[band]).toBe(result);
    expect(QUESTIONING_HEAT[result]).toBe(heat);
  });

  it.each([
    ['1-3', 'heat_plus_2'],
    ['4-5', 'npc_harm'],
    ['6', 'nothing'],
    ['crit', 'nothing'],
  ] as const)('Suspects de convenance « résultat de 1-3 : raffut+2; résultat de 4/5 : blessure de niveau 2 »: %s → %s', (band, result) => {
    expect(USUAL_SUSPECTS_TABLE[band]).toBe(result);
  });

  it('« criminel expérimenté ou endurci, donnez lui +3 voire +4 qualités … chiffe molle … -1 »', () => {
    expect(QUESTIONING_EXPERIENCE).toEqual({ hardened: 3, veryHardened: 4, ordinary: 0, soft: -1 });
  });
});

describe('E2 fortune-roll odds (exact)', () => {
  it('moves the band distribution by the experience (D5)', () => {
    const odds = entanglementShiftedPoolOdds(1, 1);
    expect(odds['1-3']).toBe(0);
    expect(odds['4-5']).toBeCloseTo(1 / 2, 12);
    expect(odds['6']).toBeCloseTo(1 / 3, 12);
    expect(odds.crit).toBeCloseTo(1 / 6, 12);
    expect(entanglementShiftedPoolOdds(2, -3)['1-3']).toBeCloseTo(1, 12);
  });

  it.each([
    [1, 0, 1 / 2, 1 / 3, 1 / 6],
    [0, 0, 27 / 36, 8 / 36, 1 / 36],
    [2, -1, 25 / 36, 10 / 36, 1 / 36],
    [2, 1, 0, 9 / 36, 27 / 36],
    [3, QUESTIONING_EXPERIENCE.hardened, 0, 0, 1],
    [1, QUESTIONING_EXPERIENCE.veryHardened, 0, 0, 1],
  ])('Questioning, pool %i, experience %i: +2 heat %d, +1 heat %d, nothing %d', (pool, exp, two, one, nothing) => {
    const odds = questioningOdds(pool, exp);
    expect(odds.heat_plus_2).toBeCloseTo(two, 12);
    expect(odds.heat_plus_1).toBeCloseTo(one, 12);
    expect(odds.nothing).toBeCloseTo(nothing, 12);
  });

  it.each([
    [1, 0, 1 / 2, 1 / 3, 1 / 6],
    [2, 0, 9 / 36, 16 / 36, 11 / 36],
    [1, -1, 5 / 6, 1 / 6, 0],
  ])('Usual suspects, pool %i, experience %i: +2 heat %d, NPC harm %d, nothing %d', (pool, exp, heat, harm, nothing) => {
    const odds = usualSuspectsOdds(pool, exp);
    expect(odds.heat_plus_2).toBeCloseTo(heat, 12);
    expect(odds.npc_harm).toBeCloseTo(harm, 12);
    expect(odds.nothing).toBeCloseTo(nothing, 12);
  });

  it('Usual suspects defaults to no experience modifier; Unquiet dead is the plain pool', () => {
    expect(usualSuspectsOdds(3)).toEqual(usualSuspectsOdds(3, 0));
    expect(unquietDeadOdds(2).crit).toBeCloseTo(1 / 36, 12);
  });

  it('every distribution sums to one (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: -5, max: 5 }), (pool, exp) => {
        const sum = (o: Readonly<Record<string, number>>): number => Object.values(o).reduce((s, p) => s + p, 0);
        expect(sum(entanglementShiftedPoolOdds(pool, exp))).toBeCloseTo(1, 12);
        expect(sum(questioningOdds(pool, exp))).toBeCloseTo(1, 12);
        expect(sum(usualSuspectsOdds(pool, exp))).toBeCloseTo(1, 12);
      }),
    );
  });

  it.each([
    [2, -1],
    [3, 1],
  ])('Questioning pool %i, experience %i agrees with 100 000 seeded rolls of applyEntanglementChoice', (pool, experience) => {
    const deps = seeded(7000 + pool * 10 + experience);
    const crew = makeCrew({ heat: 0, wanted: 0, coin: 0 });
    const counts = tally<number>(SIMULATION_DRAWS, () => {
      const applied = unwrap(applyEntanglementChoice(crew, { kind: 'questioning', option: 'fortune_roll', pool, experience }, deps));
      return applied.crew.heat;
    });
    const odds = questioningOdds(pool, experience);
    expectCloseToExact(odds.heat_plus_2, counts.get(2) ?? 0);
    expectCloseToExact(odds.heat_plus_1, counts.get(1) ?? 0);
    expectCloseToExact(odds.nothing, counts.get(0) ?? 0);
  });

  it.each([
    [0, 1],
  ])('Usual suspects pool %i, experience %i agrees with 100 000 seeded rolls of applyEntanglementChoice', (pool, experience) => {
    const deps = seeded(8000 + pool * 10 + experience);
    const crew = makeCrew({ heat: 0, wanted: 0, coin: 0 });
    const counts = tally<string>(SIMULATION_DRAWS, () => {
      const { crew: after, resolution } = unwrap(
        applyEntanglementChoice(crew, { kind: 'usual_suspects', option: 'fortune_roll', who: 'Gaspard', pool, experience }, deps),
      );
      if (after.heat === 2) return 'heat_plus_2';
      return resolution.effects.some((e) => e.type === 'npc_harm') ? 'npc_harm' : 'nothing';
    });
    const odds = usualSuspectsOdds(pool, experience);
    expectCloseToExact(odds.heat_plus_2, counts.get('heat_plus_2') ?? 0);
    expectCloseToExact(odds.npc_harm, counts.get('npc_harm') ?? 0);
    expectCloseToExact(odds.nothing, counts.get('nothing') ?? 0);
  });

  it('Unquiet dead (occultist quality 2) agrees with 100 000 seeded rolls of applyEntanglementChoice', () => {
    const deps = seeded(9002);
    const crew = makeCrew();
    const counts = tally<Band>(SIMULATION_DRAWS, () => {
      const { resolution } = unwrap(applyEntanglementChoice(crew, { kind: 'unquiet_dead', option: 'hire_occultist', occultistQuality: 2 }, deps));
      return resolution.fortune?.band ?? '1-3';
    });
    const odds = unquietDeadOdds(2);
    for (const band of BANDS) expectCloseToExact(odds[band], counts.get(band) ?? 0);
  });
});
