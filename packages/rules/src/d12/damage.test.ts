import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../testing';
import { unwrap } from '../core/outcome';
import { D12_DAMAGE_ATTRIBUTE, D12_DAMAGE_KINDS, d12LosePoolPoints, d12TakeDamage, d12WouldReachZero } from './damage';
import { d12WithPool } from './sheet';

describe('T3 damage kinds', () => {
  it.each([
    ['physical', 'body', '« Lorsqu\'un personnage subit des dégâts physiques, ceux-ci sont directement impactés dans sa caractéristique de Corps »'],
    ['fear', 'mind', '« Lorsqu\'il subit une grande peur … impactés dans la caractéristique d\'Esprit »'],
    ['conflicting_emotions', 'mind', '« des émotions mentales divergentes (… attiré et révulsé à la fois par la bête qu\'il voit) »'],
    ['intimidation', 'soul', '« Lorsqu\'il est intimidé fortement … c\'est la caractéristique d\'Âme qui est touchée »'],
    ['ridicule', 'soul', '« ou encore ridiculisé en public, c\'est la caractéristique d\'Âme qui est touchée »'],
  ] as const)('%s damage hits %s: %s', (kind, attribute, _quote) => {
    expect(D12_DAMAGE_ATTRIBUTE[kind]).toBe(attribute);
    const outcome = d12TakeDamage(makeCharacter(), { kind, amount: 2 });
    const value = unwrap(outcome);
    expect(value.character.pools[attribute].pool).toBe(3);
    expect(value.lost).toBe(2);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['damage_kind', 'damage_taken']);
  });

  it('every kind has an attribute', () => {
    expect(Object.keys(D12_DAMAGE_ATTRIBUTE).sort()).toEqual([...D12_DAMAGE_KINDS].sort());
  });

  it('damage of 0 changes nothing', () => {
    const c = makeCharacter();
    expect(unwrap(d12TakeDamage(c, { kind: 'physical', amount: 0 })).character).toEqual(c);
  });

  it.each([-1, 1.5])('a loss of %d is a programmer error', (amount) => {
    expect(() => d12TakeDamage(makeCharacter(), { kind: 'physical', amount })).toThrow(RangeError);
  });
});

describe('T2 pool at 0', () => {
  it.each([
    ['physical', 'body', 'dead', '« À 0 de Corps, un personnage est mort, rekt, fini quoi »'],
    ['fear', 'mind', 'mad', '« À 0 d\'Esprit, il est complètement fou »'],
    ['ridicule', 'soul', 'catatonic', '« À 0 d\'Âme, il est catatonique et ne s\'exprime plus que par grognements »'],
  ] as const)('%s damage emptying %s → %s: %s', (kind, attribute, cause, _quote) => {
    const outcome = d12TakeDamage(makeCharacter(), { kind, amount: 7 });
    const value = unwrap(outcome);
    expect(value.pool).toBe(0);
    expect(value.lost).toBe(5);
    expect(value.out).toBe(true);
    expect(value.character.status).toBe('out');
    expect(value.character.pools[attribute].pool).toBe(0);
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'T2', code: 'character_out', values: { attribute, cause } });
  });

  it('« Lorsque la réserve de caractéristique arrive à 0, le personnage n\'est plus jouable »: further damage is refused', () => {
    const out = unwrap(d12TakeDamage(makeCharacter(), { kind: 'physical', amount: 5 })).character;
    expect(d12TakeDamage(out, { kind: 'fear', amount: 1 })).toMatchObject({ ok: false, error: { rule: 'T2', code: 'character_out' } });
  });

  it('a retired character takes no damage', () => {
    expect(d12TakeDamage(makeCharacter({ status: 'retired' }), { kind: 'fear', amount: 1 })).toMatchObject({
      ok: false,
      error: { rule: 'T10', code: 'character_retired' },
    });
  });
});

describe('T6 avoiding 0 with a destiny point', () => {
  it('« il peut dépenser un point de destin pour ramener sa réserve de caractéristique à 1, et être simplement inconscient »', () => {
    const c = makeCharacter({ destiny: 2 });
    expect(d12WouldReachZero(c, 'body', 9)).toBe(true);
    const outcome = d12TakeDamage(c, { kind: 'physical', amount: 9, spendDestinyToAvoidZero: true });
    const value = unwrap(outcome);
    expect(value).toMatchObject({ pool: 1, out: false, unconscious: true, destinySpent: true, lost: 4 });
    expect(value.character.destiny).toBe(1);
    expect(value.character.status).toBe('active');
    expect(value.character.pools.body).toEqual({ value: 5, pool: 1 });
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['damage_kind', 'damage_taken', 'destiny_avoided_zero', 'unconscious']);
  });

  it('« Lorsque des dégâts devraient amener une de ses caractéristiques à 0 »: exactly 0 counts', () => {
    const c = d12WithPool(makeCharacter(), 'mind', 2);
    expect(d12WouldReachZero(c, 'mind', 2)).toBe(true);
    expect(d12WouldReachZero(c, 'mind', 1)).toBe(false);
    expect(d12WouldReachZero(c, 'mind', 0)).toBe(false);
    expect(unwrap(d12LosePoolPoints(c, { attribute: 'mind', amount: 2, spendDestinyToAvoidZero: true })).pool).toBe(1);
  });

  it('refused without a destiny point', () => {
    expect(d12TakeDamage(makeCharacter({ destiny: 0 }), { kind: 'physical', amount: 5, spendDestinyToAvoidZero: true })).toEqual({
      ok: false,
      error: { rule: 'T6', code: 'no_destiny_point', values: { destiny: 0 } },
    });
  });

  it('spends nothing when the damage would not reach 0', () => {
    const outcome = d12TakeDamage(makeCharacter({ destiny: 0 }), { kind: 'physical', amount: 2, spendDestinyToAvoidZero: true });
    const value = unwrap(outcome);
    expect(value).toMatchObject({ pool: 3, destinySpent: false, unconscious: false });
    expect(value.character.destiny).toBe(0);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toContain('destiny_not_needed');
  });

  it('a pool kept at 1 can still be emptied by the next blow', () => {
    const saved = unwrap(d12TakeDamage(makeCharacter({ destiny: 1 }), { kind: 'physical', amount: 5, spendDestinyToAvoidZero: true })).character;
    const next = unwrap(d12TakeDamage(saved, { kind: 'physical', amount: 1 }));
    expect(next.out).toBe(true);
  });
});
