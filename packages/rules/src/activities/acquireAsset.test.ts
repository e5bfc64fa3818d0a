import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acquireAsset,
  acquireAssetOdds,
  acquireAssetPool,
  acquireCoinAffordable,
  acquireCoinMayRaise,
  coinToReachMinimum,
  rollAcquireAsset,
  settleAcquireAsset,
  type AcquireAssetRequest,
} from './acquireAsset';
import { ASSET_KINDS, DANGEROUS_GOODS, type AssetKind } from '../model/crew';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { makeCharacter, makeCrew, scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact } from '../testing/simulation';

const table = DEFAULT_TABLE_RULES;
const crew = makeCrew({ tier: 2, coin: 10 });
const gang: AcquireAssetRequest = { characterId: 'pc-1', name: 'Gang de dockers', kind: 'cohort_gang' };

describe('A4 acquire asset: the tier roll (D3)', () => {
  it.each([
    [[2, 3], '1-3', 1],
    [[5, 1], '4-5', 2],
    [[6, 2], '6', 3],
    [[6, 6], 'crit', 4],
  ] as const)(
    '« pour un résultat de 1-3, la qualité est égale à rang-1 ; 4/5 … rang ; 6 … rang+1 ; critique … rang+2 »: tier 2, dice %j (%s) → quality %i',
    (dice, band, quality) => {
      const result = unwrap(acquireAsset(crew, gang, scripted(dice)));
      expect(result.roll.band).toBe(band);
      expect(result.quality).toBe(quality);
      expect(result.acquired).toBe(true);
      expect(result.asset).toMatchObject({ name: 'Gang de dockers', kind: 'cohort_gang', quality, temporary: true, duration: 'one_score' });
      expect(result.crew).toEqual(crew);
    },
  );

  it('« le PJ lance le rang de la bande »: the pool is the crew tier, and the dice are stored', () => {
    const outcome = acquireAsset(makeCrew({ tier: 3 }), gang, scripted([1, 4, 2]));
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'acquire_asset', dice: [1, 4, 2] }]);
    expect(unwrap(outcome).quality).toBe(3);
  });

  it('a tier-0 crew rolls 2d6 keeping the lowest; a quality of −1 reads as 0', () => {
    const result = unwrap(acquireAsset(makeCrew({ tier: 0 }), gang, scripted([2, 6])));
    expect(result.roll.pool).toBe(0);
    expect(result.roll.rolledQuality).toBe(-1);
    expect(result.quality).toBe(0);
  });

  it('« +1 qualité à son jet si un ami ou un contact l’aide » (A3)', () => {
    const outcome = acquireAsset(crew, { ...gang, helped: true }, scripted([5, 1]));
    expect(unwrap(outcome).quality).toBe(3);
    expect(outcome.ok && outcome.reasons.some((r) => r.rule === 'A3' && r.code === 'helped_by_friend')).toBe(true);
  });

  it('« Si un PJ souhaite de nouveau acquérir la même ressource, il obtient +1 dé à son jet »', () => {
    const deps = scripted([1, 2, 6]);
    const result = unwrap(acquireAsset(crew, { ...gang, repeat: 'again' }, deps));
    expect(result.roll.pool).toBe(3);
    expect(result.quality).toBe(3);
    expect(acquireAssetPool(2, 'first')).toBe(2);
    expect(acquireAssetPool(2, 'again', 1)).toBe(4);
  });

  it('« S’il fait la même acquisition après chaque utilisation, celle-ci se transforme en location permanente »', () => {
    const result = unwrap(acquireAsset(crew, { ...gang, repeat: 'after_every_use', justInCase: true }, scripted([4, 4, 4])));
    expect(result.roll.pool).toBe(3);
    expect(result.asset).toMatchObject({ duration: 'permanent_rental', temporary: false });
  });

  it('« Une ressource peut également être acquise « au cas où » … jusqu’à ce qu’une semaine s’écoule »', () => {
    const result = unwrap(acquireAsset(crew, { ...gang, justInCase: true }, scripted([4, 4])));
    expect(result.asset).toMatchObject({ duration: 'just_in_case', temporary: true });
  });

  it('other "+1 die" bonuses from the GM add to the pool (D6)', () => {
    const outcome = acquireAsset(crew, { ...gang, extraDice: 1 }, scripted([1, 1, 4]));
    expect(unwrap(outcome).roll.pool).toBe(3);
    expect(outcome.ok && outcome.reasons.some((r) => r.code === 'extra_dice')).toBe(true);
  });
});

describe('A4 asset kinds', () => {
  it.each(ASSET_KINDS.map((k) => [k]))('kind %s is acquired as data', (kind: AssetKind) => {
    const result = unwrap(acquireAsset(crew, { ...gang, kind }, scripted([4, 1])));
    expect(result.asset?.kind).toBe(kind);
    expect(result.asset?.acquiredBy).toBe('pc-1');
  });

  it('« un ensemble d’objets communs (assez pour un gang d’une échelle correspondant au rang de la bande) »', () => {
    const items = unwrap(acquireAsset(crew, { ...gang, kind: 'common_items', name: 'Pieds-de-biche' }, scripted([4, 1])));
    expect(items.asset?.scale).toBe(2);
    const vehicle = unwrap(acquireAsset(crew, { ...gang, kind: 'vehicle', name: 'Fiacre' }, scripted([4, 1])));
    expect(vehicle.asset?.scale).toBeNull();
  });

  it('refuses an unknown kind, unknown dangerous goods, an unknown or lost PC, before rolling', () => {
    const noDice = () => scripted([]);
    expect(acquireAsset(crew, { ...gang, kind: 'castle' as AssetKind }, noDice())).toMatchObject({ ok: false, error: { rule: 'A4', code: 'unknown_asset_kind' } });
    expect(acquireAsset(crew, { ...gang, dangerous: 'dragon' as 'bomb' }, noDice())).toMatchObject({ ok: false, error: { code: 'unknown_dangerous_goods' } });
    expect(acquireAsset(crew, { ...gang, characterId: 'x' }, noDice())).toMatchObject({ ok: false, error: { rule: 'A4', code: 'unknown_character' } });
    const lost = makeCrew({ characters: [makeCharacter({ status: 'lost' })] });
    expect(acquireAsset(lost, gang, noDice())).toMatchObject({ ok: false, error: { code: 'character_unavailable' } });
  });
});

describe('A4 coin and the minimum quality', () => {
  it('« Il est possible de dépenser de l’argent pour améliorer le résultat de ce jet au-delà d’un critique, en dépensant 2 pièces d’argent par niveau »', () => {
    const result = unwrap(acquireAsset(crew, { ...gang, coin: 4 }, scripted([6, 6])));
    expect(result.quality).toBe(6);
    expect(result.coinSpent).toBe(4);
    expect(result.crew.coin).toBe(6);
  });

  it('« si un PJ veut entrer en possession d’un ensemble d’uniformes de la prévôté, il doit acquérir une ressource de rang 3. Un résultat inférieur n’est tout simplement pas suffisant »', () => {
    const uniforms: AcquireAssetRequest = { characterId: 'pc-1', name: 'Uniformes de la prévôté', kind: 'common_items', minQuality: 3 };
    const rolled = rollAcquireAsset(crew, uniforms, scripted([5, 2]));
    const roll = unwrap(rolled);
    expect(roll.rolledQuality).toBe(2);
    expect(roll.coinToReachMinimum).toBe(2);
    expect(rolled.ok && rolled.reasons.at(-1)).toEqual({ rule: 'A4', code: 'minimum_quality', values: { minQuality: 3, quality: 2, coinToReach: 2 } });

    const fails = unwrap(settleAcquireAsset(crew, roll, {}, { table }));
    expect(fails).toMatchObject({ acquired: false, asset: null, quality: 2, coinSpent: 0 });
    expect(fails.crew).toBe(crew);

    const bought = unwrap(settleAcquireAsset(crew, roll, { coin: 2 }, { table }));
    expect(bought).toMatchObject({ acquired: true, quality: 3, coinSpent: 2 });
    expect(bought.crew.coin).toBe(8);
  });

  it('coin that still does not reach the minimum is not spent, and the result says so', () => {
    const outcome = acquireAsset(crew, { ...gang, minQuality: 5, coin: 2 }, scripted([1, 2]));
    expect(unwrap(outcome)).toMatchObject({ acquired: false, quality: 2, coinSpent: 0 });
    expect(outcome.ok && outcome.reasons.map((r) => r.code).slice(-2)).toEqual(['below_minimum', 'coin_not_spent']);
    expect(unwrap(outcome).crew.coin).toBe(10);
  });

  it('refuses coin the stash does not hold, before any die is rolled; and odd coin', () => {
    expect(acquireAsset(makeCrew({ coin: 3 }), { ...gang, coin: 4 }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'A4', code: 'not_enough_coin', values: { needed: 4, coin: 3 } },
    });
    expect(acquireAsset(crew, { ...gang, coin: 3 }, scripted([]))).toMatchObject({ ok: false, error: { code: 'coin_in_pairs' } });
    expect(acquireAsset(crew, { ...gang, coin: -2 }, scripted([]))).toMatchObject({ ok: false, error: { code: 'coin_in_pairs' } });
    const roll = unwrap(rollAcquireAsset(crew, gang, scripted([4, 4])));
    expect(settleAcquireAsset(makeCrew({ coin: 0 }), roll, { coin: 2 }, { table })).toMatchObject({ ok: false, error: { code: 'not_enough_coin' } });
  });

  it.each([
    // [acquireCoinRaises, dice, band, settle with 2 coin → quality or refusal code]
    ['anyResult', [5, 2], '4-5', 3],
    ['afterCritical', [5, 2], '4-5', 'coin_needs_critical'],
    ['anyResult', [6, 6], 'crit', 5],
    ['afterCritical', [6, 6], 'crit', 5],
  ] as const)(
    'table rule acquireCoinRaises = %s: « améliorer le résultat de ce jet au-delà d’un critique », tier 2 rolls %j (%s), 2 coin after the roll → %s',
    (acquireCoinRaises, dice, band, expected) => {
      const rules: TableRules = { ...table, acquireCoinRaises };
      const roll = unwrap(rollAcquireAsset(crew, gang, scripted(dice, { acquireCoinRaises })));
      expect(roll).toMatchObject({ band, coinMayRaise: expected !== 'coin_needs_critical' });
      expect(acquireCoinMayRaise(band, rules)).toBe(roll.coinMayRaise);
      const settled = settleAcquireAsset(crew, roll, { coin: 2 }, { table: rules });
      if (expected === 'coin_needs_critical') {
        expect(settled).toEqual({ ok: false, error: { rule: 'A4', code: 'coin_needs_critical', values: { band, coin: 2, acquireCoinRaises } } });
        // Taking the asset as rolled is still possible.
        expect(unwrap(settleAcquireAsset(crew, roll, { coin: 0 }, { table: rules }))).toMatchObject({ acquired: true, quality: 2, coinSpent: 0 });
      } else {
        expect(unwrap(settled)).toMatchObject({ acquired: true, quality: expected, coinSpent: 2, crew: { coin: 8 } });
      }
    },
  );

  it.each([
    // [acquireCoinRaises, quality, coin spent, coin left] for 2 coin committed before a 4-5 roll (one step)
    ['anyResult', 3, 2, 8],
    ['afterCritical', 2, 0, 10],
  ] as const)('table rule acquireCoinRaises = %s, coin committed before the roll on a 4-5: quality %i, %i coin spent', (acquireCoinRaises, quality, coinSpent, coinLeft) => {
    const outcome = acquireAsset(crew, { ...gang, coin: 2 }, scripted([5, 2], { acquireCoinRaises }));
    expect(unwrap(outcome)).toMatchObject({ acquired: true, quality, coinSpent, crew: { coin: coinLeft } });
    const codes = outcome.ok ? outcome.reasons.map((r) => r.code) : [];
    expect(codes.includes('coin_needs_critical')).toBe(acquireCoinRaises === 'afterCritical');
    expect(codes.includes('coin_not_spent')).toBe(acquireCoinRaises === 'afterCritical');
  });

  it('coin to reach a minimum: none without a minimum or once reached; more when the roll was negative', () => {
    expect(coinToReachMinimum(2, null)).toBe(0);
    expect(coinToReachMinimum(4, 3)).toBe(0);
    expect(coinToReachMinimum(-1, 1)).toBe(4);
    expect(coinToReachMinimum(-1, 0)).toBe(0);
  });
});

describe('A4 dangerous goods', () => {
  it.each(DANGEROUS_GOODS.map((g) => [g]))(
    '« Lorsqu’un PJ acquiert l’une de ces ressources (plutôt que de le fabriquer lui-même), il fait gagner +2 raffut à la bande »: %s',
    (goods) => {
      const outcome = acquireAsset(makeCrew({ tier: 2, heat: 3 }), { ...gang, kind: 'special_equipment', dangerous: goods }, scripted([4, 2]));
      const result = unwrap(outcome);
      expect(result.crew.heat).toBe(5);
      expect(result.asset).toMatchObject({ dangerous: true, dangerousGoods: goods });
      expect(outcome.ok && outcome.reasons.some((r) => r.rule === 'A4' && r.code === 'heat_added')).toBe(true);
    },
  );

  it('heat from dangerous goods can raise the wanted level (H3); a failed acquisition adds none', () => {
    const hot = makeCrew({ tier: 2, heat: 9, wanted: 1 });
    const bomb: AcquireAssetRequest = { ...gang, kind: 'special_equipment', dangerous: 'bomb' };
    expect(unwrap(acquireAsset(hot, bomb, scripted([4, 2]))).crew).toMatchObject({ heat: 1, wanted: 2 });
    expect(unwrap(acquireAsset(hot, { ...bomb, minQuality: 4 }, scripted([4, 2]))).crew).toMatchObject({ heat: 9, wanted: 1 });
  });
});

describe('A4 invariants', () => {
  it('the stash never goes negative, quality is never negative, heat stays 0–9 once settled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 3 }),
        fc.option(fc.constantFrom(...DANGEROUS_GOODS), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 7 }), { nil: null }),
        fc.integer(),
        (tier, stash, levels, dangerous, minQuality, seed) => {
          const c = makeCrew({ tier, coin: stash, heat: 5 });
          const outcome = acquireAsset(c, { ...gang, dangerous, minQuality, coin: levels * 2 }, seeded(seed));
          if (!outcome.ok) {
            expect(levels * 2).toBeGreaterThan(stash);
            return;
          }
          expect(outcome.value.crew.coin).toBeGreaterThanOrEqual(0);
          expect(outcome.value.quality).toBeGreaterThanOrEqual(0);
          expect(outcome.value.crew.heat).toBeLessThanOrEqual(9);
          expect(outcome.value.acquired).toBe(minQuality === null || outcome.value.quality >= minQuality);
        },
      ),
    );
  });
});

describe('A4 exact odds', () => {
  it('hand-computed: tier 1 → quality 0/1/2 with 1/2, 1/3, 1/6', () => {
    const odds = acquireAssetOdds({ crewTier: 1 }, { table });
    expect(odds.pool).toBe(1);
    expect(odds.quality.get(0)).toBeCloseTo(1 / 2, 12);
    expect(odds.quality.get(1)).toBeCloseTo(1 / 3, 12);
    expect(odds.quality.get(2)).toBeCloseTo(1 / 6, 12);
    expect(odds.meetsMinimum).toBe(1);
  });

  it('hand-computed: tier 2 with a minimum of 3 → 11/36; help and 3 coin (one pair buys +1, the odd coin nothing) move every quality up 2', () => {
    const odds = acquireAssetOdds({ crewTier: 2, minQuality: 3 }, { table });
    expect(odds.quality.get(1)).toBeCloseTo(9 / 36, 12);
    expect(odds.quality.get(2)).toBeCloseTo(16 / 36, 12);
    expect(odds.quality.get(3)).toBeCloseTo(10 / 36, 12);
    expect(odds.quality.get(4)).toBeCloseTo(1 / 36, 12);
    expect(odds.meetsMinimum).toBeCloseTo(11 / 36, 12);
    const boosted = acquireAssetOdds({ crewTier: 2, minQuality: 3, helped: true, coin: 3 }, { table });
    expect(boosted.quality.get(3)).toBeCloseTo(9 / 36, 12);
    expect(boosted.quality.get(6)).toBeCloseTo(1 / 36, 12);
    expect(boosted.meetsMinimum).toBe(1);
  });

  it.each([
    // [acquireCoinRaises, text, P(quality 3), P(quality 4), P(quality 6)] for tier 2 with 4 coin: +2 on every result, or only on a critical
    ['anyResult', 'quality 3 with 9/36, 4 with 16/36, 6 with 1/36', 9 / 36, 16 / 36, 1 / 36],
    ['afterCritical', 'quality 3 with 10/36, 4 never, 6 with 1/36', 10 / 36, 0, 1 / 36],
  ] as const)('table rule acquireCoinRaises = %s: tier 2 with 4 coin → %s', (acquireCoinRaises, _text, q3, q4, q6) => {
    const odds = acquireAssetOdds({ crewTier: 2, coin: 4, minQuality: 4 }, { table: { ...table, acquireCoinRaises } });
    expect(odds.quality.get(3) ?? 0).toBeCloseTo(q3, 12);
    expect(odds.quality.get(4) ?? 0).toBeCloseTo(q4, 12);
    expect(odds.quality.get(6) ?? 0).toBeCloseTo(q6, 12);
    // Minimum 4: every result reaches it when coin always counts; only a critical otherwise.
    expect(odds.meetsMinimum).toBeCloseTo(acquireCoinRaises === 'anyResult' ? 27 / 36 : 1 / 36, 12);
  });

  it('afterCritical odds agree with 100 000 seeded one-step acquisitions (tier 2, 4 coin committed, minimum 4)', () => {
    const rules: TableRules = { ...table, acquireCoinRaises: 'afterCritical' };
    const odds = acquireAssetOdds({ crewTier: 2, coin: 4, minQuality: 4 }, { table: rules });
    const deps = seeded(77, { acquireCoinRaises: 'afterCritical' });
    const rich = makeCrew({ tier: 2, coin: 4 });
    const counts = new Map<number, number>();
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      const r = unwrap(acquireAsset(rich, { ...gang, coin: 4, minQuality: 4 }, deps));
      counts.set(r.quality, (counts.get(r.quality) ?? 0) + 1);
    }
    for (const [q, p] of odds.quality) expectCloseToExact(p, counts.get(q) ?? 0);
  });

  it('hand-computed: tier 0 → 2d6 keep lowest, quality 0 with 35/36', () => {
    const odds = acquireAssetOdds({ crewTier: 0 }, { table });
    expect(odds.quality.get(0)).toBeCloseTo(35 / 36, 12);
    expect(odds.quality.get(1)).toBeCloseTo(1 / 36, 12);
  });

  it('agrees with 100 000 seeded acquisitions (tier 2, again, helped, 2 coin, minimum 5)', () => {
    const input = { crewTier: 2, repeat: 'again' as const, helped: true, coin: 2, minQuality: 5 };
    const odds = acquireAssetOdds(input, { table });
    const deps = seeded(4242);
    const rich = makeCrew({ tier: 2, coin: 2 });
    const counts = new Map<number, number>();
    let met = 0;
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      const r = unwrap(acquireAsset(rich, { ...gang, repeat: 'again', helped: true, coin: 2, minQuality: 5 }, deps));
      counts.set(r.quality, (counts.get(r.quality) ?? 0) + 1);
      if (r.acquired) met++;
    }
    for (const [q, p] of odds.quality) expectCloseToExact(p, counts.get(q) ?? 0);
    expectCloseToExact(odds.meetsMinimum, met);
  });
});

describe('A4 the most coin the stash can pay (acquireCoinAffordable, the coin field\'s bound)', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 0],
    [2, 2, 1],
    [7, 6, 3],
    [10, 10, 5],
  ])('« 2 pièces d\'argent par niveau de rang supplémentaire »: a stash of %i pays at most %i coin (+%i quality)', (stash, coin, levels) => {
    expect(acquireCoinAffordable({ coin: stash })).toEqual({
      coin,
      levels,
      reasons: [{ rule: 'A4', code: 'coin_affordable', values: { stash, coin, levels, perQuality: 2 } }],
    });
  });

  it('settleAcquireAsset accepts that much and refuses one level more', () => {
    const stash = makeCrew({ tier: 2, coin: 7 });
    const pending = unwrap(rollAcquireAsset(stash, gang, scripted([6, 6])));
    const { coin } = acquireCoinAffordable(stash);
    expect(settleAcquireAsset(stash, pending, { coin }, { table }).ok).toBe(true);
    expect(settleAcquireAsset(stash, pending, { coin: coin + 2 }, { table })).toMatchObject({ ok: false, error: { rule: 'A4', code: 'not_enough_coin' } });
  });
});
