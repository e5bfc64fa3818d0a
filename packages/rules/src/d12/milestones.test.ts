import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../testing';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import type { Trait } from '../model/character';
import {
  d12AdvanceTrait,
  d12EndCampaign,
  d12EndCycle,
  d12EndScenario,
  d12PyramidBreak,
  d12TraitPyramidHolds,
} from './milestones';
import { d12WithPool } from './sheet';
import { d12TakeDamage } from './damage';

const fate = { table: DEFAULT_TABLE_RULES };
const none = { table: { ...DEFAULT_TABLE_RULES, traitPyramid: 'none' as const } };
const traits = (...ratings: number[]): Trait[] => ratings.map((rating, i) => ({ name: `t${i}`, rating }));

describe('T10 pyramid rule', () => {
  it.each([
    [[2, 1, 1], true],
    [[2, 2, 1], false],
    [[3, 2, 1], true],
    [[3, 2, 2, 1], false],
    [[3, 3, 2, 2, 1, 1], true],
    [[3, 1], false],
    [[1, 1, 1], true],
    [[], true],
  ])('« on doit respecter la règle de la pyramide (cf. Fate) »: ratings %j hold → %s', (ratings, holds) => {
    expect(d12TraitPyramidHolds(traits(...ratings), 'fate')).toBe(holds);
    expect(d12TraitPyramidHolds(traits(...ratings), 'none')).toBe(true);
  });

  it('names the first rating that breaks it', () => {
    expect(d12PyramidBreak(traits(3, 2, 2, 1), 'fate')).toEqual({ rating: 2, count: 2, below: 1 });
    expect(d12PyramidBreak(traits(3, 1), 'fate')).toEqual({ rating: 3, count: 1, below: 0 });
  });
});

describe('T10 end of scenario', () => {
  it('« Regagnent toutes leurs réserves de caractéristiques à hauteur de leurs valeurs » and « Peut choisir un nouveau trait à +1 »', () => {
    const hurt = unwrap(d12TakeDamage(makeCharacter(), { kind: 'physical', amount: 3 })).character;
    const outcome = d12EndScenario(hurt, { kind: 'new_trait', name: ' Pisteuse ' }, fate);
    const c = unwrap(outcome).character;
    expect(c.pools.body.pool).toBe(5);
    expect(c.traits.at(-1)).toEqual({ name: 'Pisteuse', rating: 1 });
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['scenario_ended', 'pool_restored', 'trait_gained']);
  });

  it('« … ou augmenter un trait existant. Attention, on doit respecter la règle de la pyramide (cf. Fate) »', () => {
    // +2, +1, +1: raising a +1 to +2 gives two +2 over one +1: refused.
    expect(d12EndScenario(makeCharacter(), { kind: 'raise_trait', name: 'Bagarreuse' }, fate)).toEqual({
      ok: false,
      error: { rule: 'T10', code: 'pyramid_broken', values: { rating: 2, count: 2, below: 1, mode: 'fate' } },
    });
    // +2 → +3 gives +3, +1, +1: no +2 under the +3: refused.
    expect(d12EndScenario(makeCharacter(), { kind: 'raise_trait', name: 'Crocheteuse' }, fate)).toMatchObject({
      ok: false,
      error: { code: 'pyramid_broken', values: { rating: 3 } },
    });
    // With a new +1 first, the raise fits: +2, +2, +1, +1.
    let c = unwrap(d12EndScenario(makeCharacter(), { kind: 'new_trait', name: 'Pisteuse' }, fate)).character;
    c = unwrap(d12EndScenario(c, { kind: 'raise_trait', name: 'Bagarreuse' }, fate)).character;
    expect(c.traits.map((t) => t.rating)).toEqual([2, 2, 1, 1]);
  });

  it('table rule traitPyramid = none: only the cap', () => {
    const c = unwrap(d12EndScenario(makeCharacter(), { kind: 'raise_trait', name: 'Crocheteuse' }, none)).character;
    expect(c.traits[0]).toEqual({ name: 'Crocheteuse', rating: 3 });
    expect(d12EndScenario(c, { kind: 'raise_trait', name: 'crocheteuse' }, none)).toEqual({
      ok: false,
      error: { rule: 'T10', code: 'trait_at_cap', values: { trait: 'Crocheteuse', rating: 3, cap: 3 } },
    });
  });

  it('refuses a trait advance that makes no sense', () => {
    expect(d12EndScenario(makeCharacter(), { kind: 'new_trait', name: 'bagarreuse' }, fate)).toMatchObject({
      ok: false,
      error: { code: 'trait_exists', values: { trait: 'Bagarreuse' } },
    });
    expect(d12EndScenario(makeCharacter(), { kind: 'new_trait', name: '  ' }, fate)).toMatchObject({ ok: false, error: { code: 'trait_name_empty' } });
    expect(d12EndScenario(makeCharacter(), { kind: 'raise_trait', name: 'Nage' }, fate)).toMatchObject({ ok: false, error: { code: 'unknown_trait' } });
  });

  it('the advance is optional (« Peut choisir »)', () => {
    const value = d12AdvanceTrait(makeCharacter().traits, { kind: 'none' }, DEFAULT_TABLE_RULES);
    expect(unwrap(value)).toEqual(makeCharacter().traits);
    const hurt = d12WithPool(makeCharacter(), 'soul', 2);
    expect(unwrap(d12EndScenario(hurt, { kind: 'none' }, fate)).character).toEqual(makeCharacter());
  });

  it('an out character has no next scenario', () => {
    expect(d12EndScenario(d12WithPool(makeCharacter(), 'body', 0), { kind: 'none' }, fate)).toMatchObject({ ok: false, error: { rule: 'T2' } });
  });
});

describe('T10 end of cycle', () => {
  it('« Gagnent un point de caractéristique qu\'ils ajoutent à une des valeurs parmi Corps, Esprit et Âme »', () => {
    const outcome = d12EndCycle(d12WithPool(makeCharacter(), 'mind', 3), { attribute: 'mind' });
    const c = unwrap(outcome).character;
    expect(c.pools.mind).toEqual({ value: 6, pool: 4 });
    expect(c.comfort).toEqual(makeCharacter().comfort);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['cycle_ended', 'attribute_raised']);
  });

  it('« La valeur d\'une caractéristique se situe entre 0 … et 12 »: no raise past 12', () => {
    const c = makeCharacter();
    const strong = { ...c, pools: { ...c.pools, body: { value: 12, pool: 12 } } };
    expect(d12EndCycle(strong, { attribute: 'body' })).toEqual({
      ok: false,
      error: { rule: 'T10', code: 'attribute_at_max', values: { attribute: 'body', value: 12, max: 12 } },
    });
  });

  it('« Peuvent modifier leur Réconfort, et donc avoir un nouveau Réconfort s\'ils ont définitivement perdu le leur »', () => {
    const lost = makeCharacter({ comfort: { name: 'Médaillon', lost: true } });
    const outcome = d12EndCycle(lost, { attribute: 'soul', newComfort: 'Le chien Pataud' });
    expect(unwrap(outcome).character.comfort).toEqual({ name: 'Le chien Pataud', lost: false });
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({
      rule: 'T5',
      code: 'comfort_changed',
      values: { from: 'Médaillon', to: 'Le chien Pataud' },
    });
    const fresh = unwrap(d12EndCycle(makeCharacter({ comfort: null }), { attribute: 'soul', newComfort: 'Une lettre' })).character;
    expect(fresh.comfort).toEqual({ name: 'Une lettre', lost: false });
  });

  it('« il perd cette aptitude jusqu\'à la fin d\'un Cycle »: a lost comfort works again', () => {
    const lost = makeCharacter({ comfort: { name: 'Médaillon', lost: true } });
    const outcome = d12EndCycle(lost, { attribute: 'body', newComfort: '  ' });
    expect(unwrap(outcome).character.comfort).toEqual({ name: 'Médaillon', lost: false });
    expect(outcome.ok && outcome.reasons.at(-1)?.code).toBe('comfort_effect_returns');
    expect(unwrap(d12EndCycle(makeCharacter({ comfort: null }), { attribute: 'body' })).character.comfort).toBeNull();
  });

  it('refused for an unplayable character', () => {
    expect(d12EndCycle(makeCharacter({ status: 'retired' }), { attribute: 'body' }).ok).toBe(false);
  });
});

describe('T10 end of campaign', () => {
  it('« Partent à la retraite (oui, ça arrive) »: further changes are refused', () => {
    const outcome = d12EndCampaign(makeCharacter());
    const retired = unwrap(outcome).character;
    expect(retired.status).toBe('retired');
    expect(outcome.ok && outcome.reasons[0]).toEqual({ rule: 'T10', code: 'retired', values: { character: 'pc-1' } });
    const refused = { ok: false, error: { rule: 'T10', code: 'character_retired', values: { character: 'pc-1' } } };
    expect(d12EndCampaign(retired)).toEqual(refused);
    expect(d12EndScenario(retired, { kind: 'none' }, fate)).toEqual(refused);
    expect(d12EndCycle(retired, { attribute: 'body' })).toEqual(refused);
    expect(d12TakeDamage(retired, { kind: 'physical', amount: 1 })).toEqual(refused);
  });
});
