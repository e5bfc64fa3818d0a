import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jailCharacter, releaseCharacter } from './jail';
import { SENTENCE_BY_WANTED } from './sentence';
import { rollIncarceration } from './roll';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { makeCharacter, makeCrew, scripted } from '../testing/factories';

const deps = { table: DEFAULT_TABLE_RULES };

describe('jailing a PC (I1 + I2 + I4)', () => {
  it('« La seule manière de réduire le niveau d’avis de recherche de votre bande consiste à se faire incarcérer »', () => {
    const crew = makeCrew({ wanted: 3, heat: 7, characters: [makeCharacter({ id: 'pc-1', load: 5 })] });
    const outcome = jailCharacter(crew, { characterId: 'pc-1' }, deps);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { value } = outcome;
    expect(value).toMatchObject({ sentence: 'one_or_two_years', beaten: false, loadBefore: 5 });
    expect(value.crew).toMatchObject({ wanted: 2, heat: 0 });
    expect(value.crew.characters[0]).toMatchObject({ status: 'jailed', load: 0, jail: { sentence: 'one_or_two_years' } });
    expect(outcome.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual(['I2:sentence', 'I2:jailed', 'I1:convicted', 'I4:jailed_load']);
    expect(outcome.rolls).toEqual([]);
  });

  it('the sentence is read at the wanted level when entering, before the conviction lowers it', () => {
    const value = unwrap(jailCharacter(makeCrew({ wanted: 1 }), { characterId: 'pc-1' }, deps));
    expect(value.sentence).toBe('one_or_two_months');
    expect(value.crew.wanted).toBe(0);
    // Kept on the PC as read on entering, not at the lowered level.
    expect(value.crew.characters[0]?.jail).toEqual({ sentence: 'one_or_two_months' });
  });

  it('« La sévérité de la peine d’emprisonnement dépend du niveau d’avis de recherche »: the PC keeps I2’s sentence for the wanted level, one lower with parole', () => {
    fc.assert(
      fc.property(fc.nat(4), fc.boolean(), fc.nat(9), (wanted, parole, heat) => {
        const crew = makeCrew({ wanted, heat, prisonClaims: parole ? ['parole'] : [] });
        const value = unwrap(jailCharacter(crew, { characterId: 'pc-1' }, deps));
        const expected = SENTENCE_BY_WANTED[parole ? Math.max(0, wanted - 1) : wanted];
        expect(value.sentence).toBe(expected);
        expect(value.crew.characters[0]?.jail).toEqual({ sentence: expected });
        // Released: active again, and no sentence left on the PC.
        const released = unwrap(releaseCharacter(value.crew, { characterId: 'pc-1', load: value.loadBefore })).crew.characters[0];
        expect(released?.status).toBe('active');
        expect(released && 'jail' in released).toBe(false);
      }),
    );
  });

  it.each([
    [4, 'life_or_execution'],
    [3, 'one_or_two_years'],
    [2, 'several_months'],
    [1, 'one_or_two_months'],
    [0, 'a_few_weeks'],
  ] as const)('I2: at wanted %i the PC is jailed for %s', (wanted, sentence) => {
    expect(unwrap(jailCharacter(makeCrew({ wanted }), { characterId: 'pc-1' }, deps)).crew.characters[0]?.jail).toEqual({ sentence });
  });

  it('parole: « comme si votre niveau d’avis de recherche était inférieur d’un cran »', () => {
    const value = unwrap(jailCharacter(makeCrew({ wanted: 3, prisonClaims: ['parole'] }), { characterId: 'pc-1' }, deps));
    expect(value.sentence).toBe('several_months');
    expect(value.crew.wanted).toBe(2);
    expect(value.crew.characters[0]?.jail).toEqual({ sentence: 'several_months' });
  });

  it('smuggling twice: « vous avez 4 charge pendant que vous purgez votre peine »', () => {
    const value = unwrap(jailCharacter(makeCrew({ prisonClaims: ['smuggling', 'smuggling'] }), { characterId: 'pc-1' }, deps));
    expect(value.crew.characters[0]?.load).toBe(4);
  });

  it('« Ou bien les forces de l’ordre filent une raclée au PJ pour qu’il retienne la leçon (le PJ subit une blessure de niveau grave) »', () => {
    const crew = makeCrew({ wanted: 0, heat: 6 });
    const outcome = jailCharacter(crew, { characterId: 'pc-1', beating: true }, deps);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value).toMatchObject({ sentence: null, beaten: true, loadBefore: 3 });
    const pc = outcome.value.crew.characters[0];
    expect(pc?.status).toBe('active');
    expect(pc?.jail).toBeUndefined();
    expect(pc?.harm).toEqual([{ level: 3, description: 'beating' }]);
    // No conviction, no jail: the wanted level and heat are untouched.
    expect(outcome.value.crew).toMatchObject({ wanted: 0, heat: 6 });
    expect(outcome.reasons.at(-1)).toEqual({ rule: 'I2', code: 'beating', values: { character: 'pc-1', harmLevel: 3 } });
  });

  it('reads the beating’s harm level from the table rules', () => {
    const value = unwrap(jailCharacter(makeCrew(), { characterId: 'pc-1', beating: true }, { table: { ...DEFAULT_TABLE_RULES, beatingHarmLevel: 2 } }));
    expect(value.crew.characters[0]?.harm).toEqual([{ level: 2, description: 'beating' }]);
  });

  it.each([
    // [beatingCountsAsConviction, wanted before, heat before, wanted after, heat after, reasons]
    [false, 0, 6, 0, 6, ['I2:sentence', 'I2:beating']],
    [true, 0, 6, 0, 0, ['I2:sentence', 'I2:beating', 'I1:convicted']],
  ] as const)(
    'table rule beatingCountsAsConviction = %s: « filent une raclée au PJ » at wanted %i, heat %i → wanted %i, heat %i',
    (counts, wanted, heat, wantedAfter, heatAfter, codes) => {
      const outcome = jailCharacter(makeCrew({ wanted, heat }), { characterId: 'pc-1', beating: true }, { table: { ...DEFAULT_TABLE_RULES, beatingCountsAsConviction: counts } });
      const value = unwrap(outcome);
      expect(value).toMatchObject({ beaten: true, sentence: null, crew: { wanted: wantedAfter, heat: heatAfter } });
      expect(value.crew.characters[0]).toMatchObject({ status: 'active', harm: [{ level: 3, description: 'beating' }] });
      expect(outcome.ok && outcome.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual(codes);
    },
  );

  it.each([
    [false, 1],
    [true, 0],
  ] as const)('table rule beatingCountsAsConviction = %s with parole at wanted 1 (sentenced as 0): wanted after the beating %i', (counts, wantedAfter) => {
    const crew = makeCrew({ wanted: 1, heat: 3, prisonClaims: ['parole'] });
    const value = unwrap(jailCharacter(crew, { characterId: 'pc-1', beating: true }, { table: { ...DEFAULT_TABLE_RULES, beatingCountsAsConviction: counts } }));
    expect(value.crew.wanted).toBe(wantedAfter);
  });

  it('parole at wanted 1 reads as wanted 0, so the beating is offered', () => {
    expect(jailCharacter(makeCrew({ wanted: 1, prisonClaims: ['parole'] }), { characterId: 'pc-1', beating: true }, deps).ok).toBe(true);
  });

  it('refuses a beating above wanted 0', () => {
    expect(jailCharacter(makeCrew({ wanted: 2 }), { characterId: 'pc-1', beating: true }, deps)).toEqual({
      ok: false,
      error: { rule: 'I2', code: 'beating_not_allowed', values: { wanted: 2, sentencedAs: 2 } },
    });
  });

  it('refuses an unknown PC and a PC who is not active', () => {
    expect(jailCharacter(makeCrew(), { characterId: 'ghost' }, deps)).toEqual({
      ok: false,
      error: { rule: 'I2', code: 'unknown_character', values: { character: 'ghost' } },
    });
    const jailed = makeCrew({ characters: [makeCharacter({ status: 'jailed' })] });
    expect(jailCharacter(jailed, { characterId: 'pc-1' }, deps)).toEqual({
      ok: false,
      error: { rule: 'I2', code: 'not_available', values: { character: 'pc-1', status: 'jailed' } },
    });
  });
});

describe('releasing a PC', () => {
  it('the PC is active again with their load given back', () => {
    const jailed = unwrap(jailCharacter(makeCrew({ prisonClaims: ['smuggling'] }), { characterId: 'pc-1' }, deps));
    const outcome = releaseCharacter(jailed.crew, { characterId: 'pc-1', load: jailed.loadBefore });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.crew.characters[0]).toMatchObject({ status: 'active', load: 3 });
    expect(outcome.value.crew.characters[0]).not.toHaveProperty('jail');
    expect(outcome.reasons).toEqual([{ rule: 'I2', code: 'released', values: { character: 'pc-1', load: 3 } }]);
  });

  it('releases a PC jailed before the sentence was kept (none on them)', () => {
    const crew = makeCrew({ characters: [makeCharacter({ status: 'jailed' })] });
    expect(unwrap(releaseCharacter(crew, { characterId: 'pc-1', load: 1 })).crew.characters[0]).toMatchObject({ status: 'active', load: 1 });
  });

  it.each([
    ['an unknown PC', makeCrew(), 'ghost', 3, 'unknown_character'],
    ['a PC who is not jailed', makeCrew(), 'pc-1', 3, 'not_jailed'],
    ['a negative load', makeCrew({ characters: [makeCharacter({ status: 'jailed' })] }), 'pc-1', -1, 'invalid_load'],
    ['a fractional load', makeCrew({ characters: [makeCharacter({ status: 'jailed' })] }), 'pc-1', 1.5, 'invalid_load'],
  ])('refuses %s', (_title, crew, characterId, load, code) => {
    const outcome = releaseCharacter(crew, { characterId, load });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ rule: 'I2', code });
  });
});

describe('a whole stay in prison', () => {
  it('jail, incarceration roll, release', () => {
    const start = makeCrew({ tier: 2, wanted: 2, heat: 4, rep: 1, prisonClaims: ['bribed_guards'] });
    const jailed = unwrap(jailCharacter(start, { characterId: 'pc-1' }, deps));
    const rolled = unwrap(
      rollIncarceration(jailed.crew, { characterId: 'pc-1', claimKind: 'hard_case', factionId: 'f-1' }, scripted([6, 6, 2])),
    );
    expect(rolled.outcome).toBe('crit');
    // « Lorsqu’un PJ purge sa peine »: the roll happens inside, the sentence stays.
    expect(rolled.crew.characters[0]?.jail).toEqual({ sentence: 'several_months' });
    const released = unwrap(releaseCharacter(rolled.crew, { characterId: 'pc-1', load: jailed.loadBefore }));
    expect(released.crew).toMatchObject({ wanted: 1, heat: 0, rep: 4, prisonClaims: ['bribed_guards', 'hard_case'] });
    expect(released.crew.factions[0]?.status).toBe(1);
    expect(released.crew.characters[0]).toMatchObject({ status: 'active', load: 3 });
  });
});
