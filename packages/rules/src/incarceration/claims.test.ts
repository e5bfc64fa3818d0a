import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRISON_CLAIM_MAX, addPrisonClaim, incarcerationPool, prisonClaimCount, smugglingLoad } from './claims';
import { PRISON_CLAIM_KINDS, type PrisonClaimKind } from '../model/crew';
import { unwrap } from '../core/outcome';
import { makeCrew } from '../testing/factories';

describe('I4 prison claims', () => {
  it.each(PRISON_CLAIM_KINDS.filter((k) => k !== 'allied_claim'))('the crew gains %s', (kind) => {
    const crew = makeCrew();
    const result = addPrisonClaim(crew, { kind });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.crew.prisonClaims).toEqual([kind]);
    expect(result.reasons).toEqual([{ rule: 'I4', code: 'prison_claim_gained', values: { kind, count: 1 } }]);
    expect(crew.prisonClaims).toEqual([]);
  });

  it.each(PRISON_CLAIM_KINDS.filter((k) => k !== 'smuggling' && k !== 'allied_claim'))('%s is held once', (kind) => {
    const result = addPrisonClaim(makeCrew({ prisonClaims: [kind] }), { kind });
    expect(result).toEqual({ ok: false, error: { rule: 'I4', code: 'prison_claim_held', values: { kind, count: 1, max: 1 } } });
  });

  it('« Si vous prenez ce domaine une seconde fois » — smuggling may be taken twice, not three times', () => {
    const once = unwrap(addPrisonClaim(makeCrew(), { kind: 'smuggling' }));
    const twice = unwrap(addPrisonClaim(once.crew, { kind: 'smuggling' }));
    expect(prisonClaimCount(twice.crew, 'smuggling')).toBe(2);
    const thrice = addPrisonClaim(twice.crew, { kind: 'smuggling' });
    expect(thrice.ok).toBe(false);
    expect(!thrice.ok && thrice.error.code).toBe('prison_claim_held');
  });

  it('refuses an unknown prison claim', () => {
    const result = addPrisonClaim(makeCrew(), { kind: 'tunnel' as PrisonClaimKind });
    expect(result).toEqual({ ok: false, error: { rule: 'I4', code: 'unknown_prison_claim', values: { kind: 'tunnel' } } });
  });

  it('« Vous revendiquez pour le compte de votre bande un domaine d’un type de bande différent »', () => {
    const crew = makeCrew({ claims: ['Repaire'] });
    const result = addPrisonClaim(crew, { kind: 'allied_claim', alliedClaim: { name: ' Réseau de receleurs ', turf: false } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.crew.claims).toEqual(['Repaire', 'Réseau de receleurs']);
    expect(result.value.crew.prisonClaims).toEqual(['allied_claim']);
    expect(result.reasons[1]).toEqual({ rule: 'I4', code: 'allied_claim_taken', values: { claim: 'Réseau de receleurs' } });
  });

  it('« Vous ne pouvez pas prendre un territoire avec cette revendication »', () => {
    const result = addPrisonClaim(makeCrew(), { kind: 'allied_claim', alliedClaim: { name: 'Les Quais', turf: true } });
    expect(result).toEqual({ ok: false, error: { rule: 'I4', code: 'allied_claim_turf', values: { claim: 'Les Quais' } } });
  });

  it.each([
    ['no claim named', undefined, 'allied_claim_missing'],
    ['an empty name', { name: '  ', turf: false }, 'allied_claim_missing'],
    ['a claim already held', { name: 'Repaire', turf: false }, 'claim_already_held'],
  ] as const)('refuses an allied claim with %s', (_title, alliedClaim, code) => {
    const result = addPrisonClaim(makeCrew({ claims: ['Repaire'] }), { kind: 'allied_claim', ...(alliedClaim ? { alliedClaim } : {}) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('never holds a claim more often than allowed, whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PRISON_CLAIM_KINDS), { maxLength: 20 }), (kinds) => {
        let crew = makeCrew();
        for (const kind of kinds) {
          const result = addPrisonClaim(crew, { kind, alliedClaim: { name: `claim-${crew.claims.length}`, turf: false } });
          if (result.ok) crew = result.value.crew;
        }
        for (const kind of PRISON_CLAIM_KINDS) expect(prisonClaimCount(crew, kind)).toBeLessThanOrEqual(PRISON_CLAIM_MAX[kind]);
      }),
    );
  });
});

describe('I4 bribed guards: the incarceration pool', () => {
  it.each([0, 1, 2, 3, 4])('crew tier %i rolls %i dice, one more with bribed guards', (tier) => {
    expect(incarcerationPool(makeCrew({ tier })).size).toBe(tier);
    const bribed = incarcerationPool(makeCrew({ tier, prisonClaims: ['bribed_guards'] }));
    expect(bribed.size).toBe(tier + 1);
  });

  it('« Vous obtenez +1 dé à votre jet de rang lorsqu’un membre de la bande est incarcéré »', () => {
    const { reasons } = incarcerationPool(makeCrew({ tier: 2, prisonClaims: ['bribed_guards'] }));
    expect(reasons).toEqual([
      { rule: 'I3', code: 'incarceration_pool', values: { tier: 2, size: 3 } },
      { rule: 'I4', code: 'bribed_guards', values: { dice: 1 } },
    ]);
  });
});

describe('I4 smuggling: load while jailed', () => {
  it.each([
    [[], 0, '« démarrant à 0 en tant que prisonnier »'],
    [['smuggling'], 2, '« Vous avez +2 charge pendant l’incarcération »'],
    [['smuggling', 'smuggling'], 4, '« Si vous prenez ce domaine une seconde fois, vous avez 4 charge »'],
    [['smuggling', 'smuggling', 'smuggling'], 4, 'never more than the two claims the text allows'],
  ] as const)('prison claims %j → load %i: %s', (prisonClaims, load, _quote) => {
    const result = smugglingLoad(makeCrew({ prisonClaims: [...prisonClaims] }));
    expect(result.load).toBe(load);
    expect(result.reason).toEqual({ rule: 'I4', code: 'jailed_load', values: { smuggling: load / 2, load } });
  });
});
