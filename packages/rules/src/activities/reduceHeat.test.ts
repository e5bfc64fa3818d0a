import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reduceHeat, reduceHeatOdds } from './reduceHeat';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { makeCrew, scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact } from '../testing/simulation';

const table = DEFAULT_TABLE_RULES;

describe('A7 reduce heat', () => {
  it.each([
    [[2], 1, 5],
    [[4], 2, 4],
    [[6], 3, 3],
  ] as const)('« le raffut de la bande est réduit d’un point par qualité obtenue »: hunt 1 rolls %j → −%i, heat 6 → %i', (dice, quality, heat) => {
    const outcome = reduceHeat(makeCrew({ heat: 6 }), { characterId: 'pc-1', action: 'hunt' }, scripted(dice));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ quality, reduced: quality });
    expect(result.crew.heat).toBe(heat);
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'reduce_heat', dice }]);
  });

  it('a critical (quality 5) with a friend’s help (A3) removes 6, never below 0', () => {
    const outcome = reduceHeat(makeCrew({ heat: 4, wanted: 2 }), { characterId: 'pc-1', action: 'study', helped: true }, scripted([6, 6]));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ quality: 6, reduced: 4 });
    expect(result.crew).toMatchObject({ heat: 0, wanted: 2 });
    expect(outcome.ok && outcome.reasons.some((r) => r.rule === 'A7' && r.code === 'heat_added')).toBe(true);
  });

  it('refuses when there is no heat, an unknown skill or PC', () => {
    expect(reduceHeat(makeCrew({ heat: 0 }), { characterId: 'pc-1', action: 'hunt' }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'A7', code: 'no_heat', values: { heat: 0 } },
    });
    expect(reduceHeat(makeCrew({ heat: 3 }), { characterId: 'pc-1', action: 'juggling' }, scripted([]))).toMatchObject({ ok: false, error: { code: 'unknown_skill' } });
    expect(reduceHeat(makeCrew({ heat: 3 }), { characterId: 'x', action: 'hunt' }, scripted([]))).toMatchObject({ ok: false, error: { code: 'unknown_character' } });
  });

  it('heat after is between 0 and the heat before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 4 }), fc.boolean(), fc.integer(), (heat, rating, helped, seed) => {
        const crew = makeCrew({ heat });
        const c = { ...crew, characters: crew.characters.map((ch) => ({ ...ch, skills: { hunt: rating } })) };
        const result = unwrap(reduceHeat(c, { characterId: 'pc-1', action: 'hunt', helped }, seeded(seed)));
        expect(result.crew.heat).toBeGreaterThanOrEqual(0);
        expect(result.crew.heat).toBeLessThan(heat);
        expect(result.reduced).toBe(Math.min(heat, result.quality));
      }),
    );
  });
});

describe('A7 exact odds', () => {
  it('hand-computed: heat 2, one die → heat 1 with 1/2, heat 0 with 1/2, expected 0.5', () => {
    const odds = reduceHeatOdds({ heat: 2, pool: 1 }, { table });
    expect(odds.heatAfter.get(1)).toBeCloseTo(1 / 2, 12);
    expect(odds.heatAfter.get(0)).toBeCloseTo(1 / 2, 12);
    expect(odds.expectedHeatAfter).toBeCloseTo(0.5, 12);
    expect(odds.quality.get(3)).toBeCloseTo(1 / 6, 12);
  });

  it('hand-computed: heat 8, two dice, helped → qualities 2/3/4/6 and expected 8 − 112/36', () => {
    const odds = reduceHeatOdds({ heat: 8, pool: 2, helped: true }, { table });
    // E[q] = 2·9/36 + 3·16/36 + 4·10/36 + 6·1/36 = 112/36
    expect(odds.expectedHeatAfter).toBeCloseTo(8 - 112 / 36, 12);
    expect(odds.heatAfter.get(2)).toBeCloseTo(1 / 36, 12);
  });

  it('agrees with 100 000 seeded activities (heat 4, two dice)', () => {
    const odds = reduceHeatOdds({ heat: 4, pool: 2 }, { table });
    const crew = makeCrew({ heat: 4 });
    const deps = seeded(31);
    const counts = new Map<number, number>();
    let sum = 0;
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      const heat = unwrap(reduceHeat(crew, { characterId: 'pc-1', action: 'study' }, deps)).crew.heat;
      counts.set(heat, (counts.get(heat) ?? 0) + 1);
      sum += heat;
    }
    for (const [heat, p] of odds.heatAfter) expectCloseToExact(p, counts.get(heat) ?? 0);
    expect(Math.abs(sum / SIMULATION_DRAWS - odds.expectedHeatAfter)).toBeLessThan(0.02);
  });
});
