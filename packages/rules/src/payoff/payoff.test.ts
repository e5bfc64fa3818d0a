import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPayoff, type PayoffInput } from './payoff';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { makeCharacter, makeCrew } from '../testing/factories';

const deps = { table: DEFAULT_TABLE_RULES };
const twoPcs = () =>
  makeCrew({
    tier: 1,
    rep: 3,
    coin: 2,
    characters: [makeCharacter({ id: 'pc-1', coin: 1 }), makeCharacter({ id: 'pc-2', name: 'Basile', coin: 0 })],
  });

describe('applyPayoff: the payoff step (P1–P5)', () => {
  it('« ils gagnent 4 renom (2 renom de base, +2 renom pour une cible située à deux niveaux d’écart) » and the take goes to the stash', () => {
    const crew = twoPcs();
    const result = applyPayoff(crew, { targetTier: 3, take: 6 }, deps);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ rep: 4, take: 6, tithe: 0, tithePaid: true, net: 6, stash: 6, shares: [] });
    expect(result.value.crew.rep).toBe(7);
    expect(result.value.crew.coin).toBe(8);
    expect(result.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual([
      'P1:base_rep',
      'P1:tier_gap',
      'P1:score_rep',
      'P1:rep_gained',
      'P3:take',
      'P3:stash_share',
    ]);
    expect(result.rolls).toEqual([]);
    expect(crew.rep).toBe(3); // immutable
  });

  it('« Si la bande est de rang III et qu’ils montent un coup sur une cible de rang I, ils gagnent 0 renom »', () => {
    const result = unwrap(applyPayoff(makeCrew({ tier: 3, rep: 5 }), { targetTier: 1, take: 0 }, deps));
    expect(result.rep).toBe(0);
    expect(result.crew.rep).toBe(5);
  });

  it('« Si l’opération est restée complètement silencieuse […] la bande gagne 0 renom » — the coin still comes in', () => {
    const outcome = applyPayoff(makeCrew({ tier: 0, rep: 1, coin: 0 }), { targetTier: 4, silent: true, take: 4 }, deps);
    const result = unwrap(outcome);
    expect(result.rep).toBe(0);
    expect(result.crew.rep).toBe(1);
    expect(result.crew.coin).toBe(4);
    expect(outcome.ok && outcome.reasons[0]).toEqual({ rule: 'P2', code: 'silent_score', values: { rep: 0 } });
  });

  it('a failed score earns no rep', () => {
    const result = unwrap(applyPayoff(makeCrew({ rep: 2 }), { targetTier: 3, take: 0, succeeded: false }, deps));
    expect(result.rep).toBe(0);
    expect(result.crew.rep).toBe(2);
  });

  it('« Les joueurs inscrivent aussi les gains empochés sur la feuille de bande et/ou le répartissent entre les membres »', () => {
    const result = unwrap(
      applyPayoff(
        twoPcs(),
        { targetTier: 1, take: 9, split: { stash: 3, shares: [{ characterId: 'pc-1', coin: 4 }, { characterId: 'pc-2', coin: 2 }] } },
        deps,
      ),
    );
    expect(result.crew.coin).toBe(5);
    expect(result.crew.characters.map((c) => c.coin)).toEqual([5, 2]);
  });

  it('everything to the PCs: no stash reason, and a zero share changes nothing', () => {
    const outcome = applyPayoff(
      twoPcs(),
      { targetTier: 1, take: 4, split: { stash: 0, shares: [{ characterId: 'pc-1', coin: 4 }, { characterId: 'pc-2', coin: 0 }] } },
      deps,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.crew.coin).toBe(2);
    expect(outcome.value.crew.characters.map((c) => c.coin)).toEqual([5, 0]);
    const shares = outcome.reasons.filter((r) => r.rule === 'P3' && r.code !== 'take');
    expect(shares).toEqual([{ rule: 'P3', code: 'character_share', values: { character: 'pc-1', delta: 4, coin: 5 } }]);
  });

  it('« il faut soustraire aux gains perçus 10% de leur valeur vénale » — the tithe is paid out of the take before the split', () => {
    const outcome = applyPayoff(twoPcs(), { targetTier: 1, take: 25, tithe: { boss: 'Le Baron', paid: true }, split: { stash: 12, shares: [{ characterId: 'pc-1', coin: 10 }] } }, deps);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value).toMatchObject({ tithe: 3, tithePaid: true, net: 22, stash: 12 });
    expect(outcome.value.crew.coin).toBe(14);
    expect(outcome.value.crew.unpaidTithes).toEqual([]);
    expect(outcome.reasons).toContainEqual({ rule: 'P4', code: 'tithe', values: { take: 25, percent: 10, rounding: 'up', tithe: 3 } });
    expect(outcome.reasons).toContainEqual({ rule: 'P4', code: 'tithe_paid', values: { boss: 'Le Baron', tithe: 3, net: 22 } });
  });

  it('reads the tithe rounding from the table rules', () => {
    const result = unwrap(applyPayoff(makeCrew({ coin: 0 }), { targetTier: 1, take: 25, tithe: { boss: 'Le Baron', paid: true } }, { table: { ...DEFAULT_TABLE_RULES, titheRounding: 'down' } }));
    expect(result.tithe).toBe(2);
    expect(result.crew.coin).toBe(23);
  });

  it('« S’ils devaient payer un parrain mais qu’ils ne le font pas » — the crew keeps the whole take and owes the boss (P5)', () => {
    const outcome = applyPayoff(makeCrew({ coin: 0 }), { targetTier: 1, take: 25, tithe: { boss: 'Le Baron', paid: false } }, deps);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value).toMatchObject({ tithe: 3, tithePaid: false, net: 25 });
    expect(outcome.value.crew.coin).toBe(25);
    expect(outcome.value.crew.unpaidTithes).toEqual([{ boss: 'Le Baron', amount: 3 }]);
    expect(outcome.reasons).toContainEqual({ rule: 'P5', code: 'tithe_unpaid', values: { boss: 'Le Baron', amount: 3, owed: 3 } });
  });

  it('a null tithe means no boss', () => {
    expect(unwrap(applyPayoff(makeCrew(), { targetTier: 1, take: 10, tithe: null }, deps)).tithe).toBe(0);
  });

  it.each<[string, PayoffInput, { rule: string; code: string }]>([
    ['a split that does not add up to the net take', { targetTier: 1, take: 10, split: { stash: 5, shares: [{ characterId: 'pc-1', coin: 4 }] } }, { rule: 'P3', code: 'split_mismatch' }],
    ['a split of the gross take when a tithe was paid', { targetTier: 1, take: 10, tithe: { boss: 'Le Baron', paid: true }, split: { stash: 10 } }, { rule: 'P3', code: 'split_mismatch' }],
    ['a share to an unknown PC', { targetTier: 1, take: 4, split: { stash: 0, shares: [{ characterId: 'ghost', coin: 4 }] } }, { rule: 'P3', code: 'unknown_character' }],
    ['two shares to the same PC', { targetTier: 1, take: 4, split: { stash: 0, shares: [{ characterId: 'pc-1', coin: 2 }, { characterId: 'pc-1', coin: 2 }] } }, { rule: 'P3', code: 'duplicate_share' }],
    ['a negative share', { targetTier: 1, take: 4, split: { stash: 6, shares: [{ characterId: 'pc-1', coin: -2 }] } }, { rule: 'P3', code: 'invalid_share' }],
    ['a fractional stash', { targetTier: 1, take: 4, split: { stash: 1.5, shares: [{ characterId: 'pc-1', coin: 2.5 }] } }, { rule: 'P3', code: 'invalid_share' }],
    ['a negative take', { targetTier: 1, take: -3 }, { rule: 'P3', code: 'invalid_take' }],
    ['a fractional take', { targetTier: 1, take: 2.5 }, { rule: 'P3', code: 'invalid_take' }],
    ['a negative target tier', { targetTier: -1, take: 2 }, { rule: 'P1', code: 'invalid_target_tier' }],
    ['a tithe with no boss named', { targetTier: 1, take: 2, tithe: { boss: '  ', paid: true } }, { rule: 'P4', code: 'missing_boss' }],
  ])('refuses %s, applying nothing', (_title, input, error) => {
    const result = applyPayoff(twoPcs(), input, deps);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject(error);
  });

  it('the split mismatch refusal says what was expected', () => {
    const result = applyPayoff(twoPcs(), { targetTier: 1, take: 10, split: { stash: 7 } }, deps);
    expect(result).toEqual({ ok: false, error: { rule: 'P3', code: 'split_mismatch', values: { net: 10, total: 7 } } });
  });

  it('coin is conserved: stash + PCs gain exactly the net take, rep never drops and stays ≥ 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 500 }),
        fc.option(fc.record({ boss: fc.constant('Le Baron'), paid: fc.boolean() })),
        fc.integer({ min: 0, max: 1000 }),
        fc.boolean(),
        (tier, targetTier, take, tithe, cut, silent) => {
          const crew = makeCrew({ tier, rep: 1, coin: 3, characters: [makeCharacter({ id: 'pc-1', coin: 0 })] });
          const probe = unwrap(applyPayoff(crew, { targetTier, take, tithe, silent }, deps));
          const toPc = Math.min(probe.net, cut);
          const result = unwrap(
            applyPayoff(crew, { targetTier, take, tithe, silent, split: { stash: probe.net - toPc, shares: [{ characterId: 'pc-1', coin: toPc }] } }, deps),
          );
          const pcCoin = result.crew.characters[0]?.coin ?? -1;
          expect(result.crew.coin - crew.coin + pcCoin).toBe(result.net);
          expect(result.net + (result.tithePaid ? result.tithe : 0)).toBe(take);
          expect(result.crew.rep).toBeGreaterThanOrEqual(crew.rep);
          expect(result.crew.rep - crew.rep).toBe(result.rep);
          const owed = result.crew.unpaidTithes.reduce((s, t) => s + t.amount, 0);
          expect(owed).toBe(result.tithePaid ? 0 : result.tithe);
        },
      ),
    );
  });
});
