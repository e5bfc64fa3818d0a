import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TRAIN_GAIN, train, trainOdds } from './train';
import { unwrap } from '../core/outcome';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { makeCrew, scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact } from '../testing/simulation';

const crew = makeCrew();
const odds = { table: DEFAULT_TABLE_RULES };

describe('A8 train', () => {
  it.each([
    [[1, 3], '1-3', 1, 3],
    [[5, 4], '4-5', 0, 2],
    [[6, 2], '6', 0, 2],
    [[6, 6], 'crit', 2, 4],
  ] as const)(
    '« Si ce jet est raté, la compétence augmente d’un point. Si le résultat est un critique elle augmente de 2 points. Dans tous les autres cas … pas de résultats probants »: study 2 rolls %j (%s) → +%i',
    (dice, band, gain, rating) => {
      const outcome = train(crew, { characterId: 'pc-1', skill: 'study', trainedThisDowntime: [] }, scripted(dice));
      const result = unwrap(outcome);
      expect(result).toMatchObject({ band, gain, rating, trainedThisDowntime: ['study'] });
      expect(result.crew.characters[0]?.skills.study).toBe(rating);
      expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'train', dice }]);
      expect(TRAIN_GAIN[band]).toBe(gain);
    },
  );

  it('« Il n’est possible de s’entraîner en ciblant une compétence donnée qu’une seule fois par temps mort »', () => {
    expect(train(crew, { characterId: 'pc-1', skill: 'study', trainedThisDowntime: ['study'] }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'A8', code: 'skill_already_trained', values: { character: 'pc-1', skill: 'study' } },
    });
    expect(unwrap(train(crew, { characterId: 'pc-1', skill: 'hunt', trainedThisDowntime: ['study'] }, scripted([2]))).trainedThisDowntime).toEqual(['study', 'hunt']);
  });

  it('a friend’s help (A3) moves the band one step up (D5): 1-3 → 4-5 teaches nothing, 6 → critical teaches 2', () => {
    const low = train(crew, { characterId: 'pc-1', skill: 'hunt', trainedThisDowntime: [], helped: true }, scripted([2]));
    expect(unwrap(low)).toMatchObject({ band: '4-5', gain: 0, rating: 1 });
    expect(low.ok && low.reasons.find((r) => r.rule === 'A3')).toEqual({ rule: 'A3', code: 'helped_band_shift', values: { from: '1-3', to: '4-5' } });
    expect(unwrap(train(crew, { characterId: 'pc-1', skill: 'hunt', trainedThisDowntime: [], helped: true }, scripted([6])))).toMatchObject({ band: 'crit', gain: 2 });
  });

  it.each([
    // [trainHelped, dice, band read, gain]: a helped failure, a helped 6
    ['shiftBand', [2], '4-5', 0],
    ['ignore', [2], '1-3', 1],
    ['shiftBand', [6], 'crit', 2],
    ['ignore', [6], '6', 0],
  ] as const)(
    'table rule trainHelped = %s: « +1 qualité à son jet si un ami ou un contact l’aide », hunt 1 helped rolls %j → %s, +%i',
    (trainHelped, dice, band, gain) => {
      const outcome = train(crew, { characterId: 'pc-1', skill: 'hunt', trainedThisDowntime: [], helped: true }, scripted(dice, { trainHelped }));
      expect(unwrap(outcome)).toMatchObject({ band, gain, rating: 1 + gain });
      const a3 = outcome.ok ? outcome.reasons.filter((r) => r.rule === 'A3').map((r) => r.code) : [];
      expect(a3).toEqual([trainHelped === 'ignore' ? 'help_ignored_for_training' : 'helped_band_shift']);
    },
  );

  it('a skill at 0 rolls 2d6 keeping the lowest', () => {
    expect(unwrap(train(crew, { characterId: 'pc-1', skill: 'sway', trainedThisDowntime: [] }, scripted([6, 3])))).toMatchObject({ gain: 1, rating: 1 });
  });

  it('refuses an unknown skill or PC', () => {
    expect(train(crew, { characterId: 'pc-1', skill: 'juggling', trainedThisDowntime: [] }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'A8', code: 'unknown_skill' } });
    expect(train(crew, { characterId: 'x', skill: 'hunt', trainedThisDowntime: [] }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'A8', code: 'unknown_character' } });
  });

  it('a skill rises by 0, 1 or 2 and only that skill changes', () => {
    fc.assert(
      fc.property(fc.constantFrom('hunt', 'study', 'skirmish', 'sway'), fc.boolean(), fc.integer(), (skill, helped, seed) => {
        const result = unwrap(train(crew, { characterId: 'pc-1', skill, trainedThisDowntime: [], helped }, seeded(seed)));
        const before = crew.characters[0]?.skills ?? {};
        const after = result.crew.characters[0]?.skills ?? {};
        expect([0, 1, 2]).toContain(result.gain);
        expect(after).toEqual({ ...before, [skill]: (before[skill] as number) + result.gain });
      }),
    );
  });
});

describe('A8 exact odds', () => {
  it('hand-computed: one die → +1 with 1/2, nothing 1/2; two dice → +1 9/36, +2 1/36; helped two dice → +2 11/36', () => {
    const one = trainOdds({ pool: 1 }, odds);
    expect(one.gain.get(1)).toBeCloseTo(1 / 2, 12);
    expect(one.gain.get(0)).toBeCloseTo(1 / 2, 12);
    expect(one.gain.get(2)).toBe(0);
    const two = trainOdds({ pool: 2 }, odds);
    expect(two.gain.get(1)).toBeCloseTo(9 / 36, 12);
    expect(two.gain.get(2)).toBeCloseTo(1 / 36, 12);
    expect(two.expectedGain).toBeCloseTo(11 / 36, 12);
    const helped = trainOdds({ pool: 2, helped: true }, odds);
    expect(helped.gain.get(1)).toBe(0);
    expect(helped.gain.get(2)).toBeCloseTo(11 / 36, 12);
  });

  it.each([
    // [trainHelped, text, P(+1), P(+2)] for a helped skill 2
    ['shiftBand', '+1 never, +2 with 11/36', 0, 11 / 36],
    ['ignore', '+1 with 9/36, +2 with 1/36', 9 / 36, 1 / 36],
  ] as const)('table rule trainHelped = %s: helped two dice → %s', (trainHelped, _text, one, two) => {
    const helped = trainOdds({ pool: 2, helped: true }, { table: { ...DEFAULT_TABLE_RULES, trainHelped } });
    expect(helped.gain.get(1)).toBeCloseTo(one, 12);
    expect(helped.gain.get(2)).toBeCloseTo(two, 12);
  });

  it('agrees with 100 000 seeded trainings (skill 2)', () => {
    const exact = trainOdds({ pool: 2 }, odds);
    const deps = seeded(5);
    const counts = [0, 0, 0];
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      const g = unwrap(train(crew, { characterId: 'pc-1', skill: 'study', trainedThisDowntime: [] }, deps)).gain;
      counts[g] = (counts[g] as number) + 1;
    }
    for (const g of [0, 1, 2]) expectCloseToExact(exact.gain.get(g) as number, counts[g] as number);
  });
});
