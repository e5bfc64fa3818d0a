import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLOCK_ROLL_BOUNDS,
  REDUCED_CLOCK_TICKS,
  clockTickOdds,
  factionTierPool,
  rollClockTicks,
  ticksOfBand,
  validateClockRoll,
  type ClockRollMethod,
} from './rolls';
import { unwrap } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { activityQualityOdds } from '../activities/roll';
import { scripted } from '../testing/factories';

const table = DEFAULT_TABLE_RULES;
const reduced: Partial<TableRules> = { clockFortuneTicks: 'reduced', factionClockTicks: 'reduced' };

/** A roll's value with its reasons and dice, failing the test on a refusal. */
function roll(method: ClockRollMethod, deps: RuleDeps) {
  const outcome = rollClockTicks(method, deps);
  return { ...unwrap(outcome), reasons: outcome.ok ? outcome.reasons : [], dice: outcome.ok ? outcome.rolls : [] };
}

/** Every face of every die the method rolls, each sequence with probability 1/6^dice. */
function enumerated(method: ClockRollMethod, tableRules: Partial<TableRules> = {}): Map<number, number> {
  const dice = (() => {
    const probe = roll(method, scripted([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], tableRules));
    return probe.dice[0]?.dice.length ?? 0;
  })();
  const out = new Map<number, number>();
  const total = 6 ** dice;
  for (let i = 0; i < total; i++) {
    const faces = Array.from({ length: dice }, (_, d) => 1 + (Math.floor(i / 6 ** d) % 6));
    const { ticks } = roll(method, scripted(faces, tableRules));
    out.set(ticks, (out.get(ticks) ?? 0) + 1 / total);
  }
  return out;
}

function expectSameDistribution(actual: ReadonlyMap<number, number>, expected: ReadonlyMap<number, number>): void {
  const keys = new Set([...actual.keys(), ...expected.keys()]);
  for (const k of keys) expect(actual.get(k) ?? 0, `ticks ${k}`).toBeCloseTo(expected.get(k) ?? 0, 12);
}

describe('K3 an action roll ticks a clock by its quality (D4)', () => {
  it.each([
    [[2, 3], 1, '1-3'],
    [[4, 1], 2, '4-5'],
    [[6, 5], 3, '6'],
    [[6, 6], 5, 'crit'],
  ] as const)('2 dice showing %j tick %i (%s)', (dice, ticks, band) => {
    const outcome = rollClockTicks({ kind: 'action', pool: 2 }, scripted(dice));
    expect(outcome).toEqual({ ok: true, value: { ticks, band }, reasons: expect.any(Array), rolls: [{ sides: 6, purpose: 'clock_action', dice }] });
    expect(outcome.ok && outcome.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual(['K3:action_pool', 'D1:pool_rolled', 'D4:action_quality']);
  });

  it('D6 +1 die and D5 (A3 helped, A6 self surgery) move it as the activity roll does: 1 die +1 die showing 3,2 helped → 2; self surgery on a 2 → 0', () => {
    const rolled = roll({ kind: 'action', pool: 1, extraDice: 1, helped: true }, scripted([3, 2]));
    expect(rolled.ticks).toBe(2);
    expect(rolled.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual(['K3:action_pool', 'D6:extra_dice', 'D1:pool_rolled', 'D4:action_quality', 'A3:helped_by_friend']);
    const self = roll({ kind: 'action', pool: 1, selfSurgery: true }, scripted([2]));
    expect(self.ticks).toBe(0);
    expect(self.reasons.at(-1)).toEqual({ rule: 'A6', code: 'self_surgery', values: { delta: -1, quality: 0 } });
    const floored = roll({ kind: 'action', pool: 1, selfSurgery: true }, scripted([2], { actionRollQuality: { '1-3': 0, '4-5': 1, '6': 2, crit: 3 } }));
    expect(floored.ticks).toBe(0);
    expect(floored.reasons.at(-1)).toEqual({ rule: 'K3', code: 'quality_floor', values: { quality: -1, floored: 0 } });
  });

  it('its tick odds are the activity quality odds (one die: 1 → 1/2, 2 → 1/3, 3 → 1/6)', () => {
    const odds = clockTickOdds({ kind: 'action', pool: 1 }, table);
    expect(odds.get(1)).toBeCloseTo(1 / 2, 12);
    expect(odds.get(2)).toBeCloseTo(1 / 3, 12);
    expect(odds.get(3)).toBeCloseTo(1 / 6, 12);
    expect(clockTickOdds({ kind: 'action', pool: 2, extraDice: 1, helped: true }, table)).toEqual(activityQualityOdds(3, { helped: true }, table));
  });
});

describe('K4 a fortune roll on the GM’s pool ticks by band', () => {
  it.each([
    [[3], 1, 0],
    [[5], 2, 1],
    [[6], 3, 2],
  ] as const)('one die showing %j ticks %i by default (D4 reading), %i under « reduced »', (dice, d4, small) => {
    expect(roll({ kind: 'fortune', pool: 1 }, scripted(dice)).ticks).toBe(d4);
    expect(roll({ kind: 'fortune', pool: 1 }, scripted(dice, reduced)).ticks).toBe(small);
  });

  it('a critical ticks 5 (D4) or 3 (reduced); the reading is in the reasons', () => {
    const d4 = roll({ kind: 'fortune', pool: 2 }, scripted([6, 6]));
    expect(d4.ticks).toBe(5);
    expect(d4.reasons.at(-1)).toEqual({ rule: 'K4', code: 'band_ticks', values: { band: 'crit', reading: 'actionQuality', ticks: 5 } });
    const small = roll({ kind: 'fortune', pool: 2 }, scripted([6, 6], reduced));
    expect(small.ticks).toBe(3);
    expect(small.dice).toEqual([{ sides: 6, purpose: 'clock_fortune', dice: [6, 6] }]);
  });

  it('D5 +1 quality moves the band up a step (4-5 → 6: 3 ticks); D6 adds a die', () => {
    const rolled = roll({ kind: 'fortune', pool: 1, extraDice: 1, shift: 1 }, scripted([4, 2]));
    expect(rolled.band).toBe('6');
    expect(rolled.ticks).toBe(3);
    expect(rolled.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual(['K4:fortune_pool', 'D6:extra_dice', 'D1:pool_rolled', 'D5:band_shifted', 'K4:band_ticks']);
  });

  it('reads the D4 mapping from the table rules, never below 0', () => {
    const custom = { ...table, actionRollQuality: { '1-3': -1, '4-5': 1, '6': 2, crit: 4 } };
    expect(ticksOfBand('1-3', 'actionQuality', custom)).toBe(0);
    expect(ticksOfBand('crit', 'actionQuality', custom)).toBe(4);
    expect(ticksOfBand('crit', 'reduced', custom)).toBe(3);
    expect(REDUCED_CLOCK_TICKS).toEqual({ '1-3': 0, '4-5': 1, '6': 2, crit: 3 });
  });

  it('hand-computed tick odds: pool 2 → 1: 9/36, 2: 16/36, 3: 10/36, 5: 1/36', () => {
    const odds = clockTickOdds({ kind: 'fortune', pool: 2 }, table);
    expect([...odds.keys()]).toEqual([1, 2, 3, 5]);
    expect(odds.get(1)).toBeCloseTo(9 / 36, 12);
    expect(odds.get(2)).toBeCloseTo(16 / 36, 12);
    expect(odds.get(3)).toBeCloseTo(10 / 36, 12);
    expect(odds.get(5)).toBeCloseTo(1 / 36, 12);
  });
});

describe('K5 a faction rolls its tier', () => {
  it('tier 2 showing 5,1 ticks 2 (D4 reading) or 1 (reduced)', () => {
    const rolled = roll({ kind: 'faction_tier', tier: 2 }, scripted([5, 1]));
    expect(rolled.ticks).toBe(2);
    expect(rolled.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual(['K5:pool_from_faction_tier', 'D1:pool_rolled', 'K5:band_ticks']);
    expect(rolled.dice).toEqual([{ sides: 6, purpose: 'faction_clock', dice: [5, 1] }]);
    expect(roll({ kind: 'faction_tier', tier: 2 }, scripted([5, 1], { factionClockTicks: 'reduced' })).ticks).toBe(1);
  });

  it('the faction reading is its own: a reduced fortune table leaves the faction on D4', () => {
    expect(roll({ kind: 'faction_tier', tier: 1 }, scripted([6], { clockFortuneTicks: 'reduced' })).ticks).toBe(3);
  });

  it('tier 0, D1 reading (default): 2 dice keep the lowest, 6,6 is a 6 not a critical → 3 ticks', () => {
    const rolled = roll({ kind: 'faction_tier', tier: 0 }, scripted([6, 6]));
    expect(rolled.band).toBe('6');
    expect(rolled.ticks).toBe(3);
    expect(rolled.reasons[1]).toEqual({ rule: 'K5', code: 'tier_zero_dice', values: { reading: 'lowestOfTwo', pool: 0 } });
  });

  it('tier 0 under « oneDie » rolls one die; under « noRoll » it rolls nothing and ticks 0', () => {
    const one = roll({ kind: 'faction_tier', tier: 0 }, scripted([4], { factionTierZero: 'oneDie' }));
    expect(one.ticks).toBe(2);
    const none = rollClockTicks({ kind: 'faction_tier', tier: 0 }, scripted([], { factionTierZero: 'noRoll' }));
    expect(none).toEqual({
      ok: true,
      value: { ticks: 0, band: null },
      reasons: [
        { rule: 'K5', code: 'pool_from_faction_tier', values: { tier: 0 } },
        { rule: 'K5', code: 'no_dice_no_roll', values: { reading: 'noRoll', ticks: 0 } },
      ],
      rolls: [],
    });
  });

  it('a tier-0 faction with +1 die rolls that die whatever the tier-0 reading', () => {
    for (const reading of ['lowestOfTwo', 'oneDie', 'noRoll'] as const) {
      expect(factionTierPool(0, 1, { ...table, factionTierZero: reading })).toBe(1);
      expect(factionTierPool(3, 0, { ...table, factionTierZero: reading })).toBe(3);
    }
    expect(factionTierPool(0, 0, table)).toBe(0);
    expect(factionTierPool(0, 0, { ...table, factionTierZero: 'noRoll' })).toBeNull();
  });

  it('hand-computed tier-0 odds: lowest of two → 1: 27/36, 2: 8/36, 3: 1/36; oneDie → 1/2, 1/3, 1/6; noRoll → 0 for sure', () => {
    const low = clockTickOdds({ kind: 'faction_tier', tier: 0 }, table);
    expect(low.get(1)).toBeCloseTo(27 / 36, 12);
    expect(low.get(2)).toBeCloseTo(8 / 36, 12);
    expect(low.get(3)).toBeCloseTo(1 / 36, 12);
    expect(low.has(5)).toBe(false);
    const one = clockTickOdds({ kind: 'faction_tier', tier: 0 }, { ...table, factionTierZero: 'oneDie' });
    expect(one.get(1)).toBeCloseTo(1 / 2, 12);
    expect(clockTickOdds({ kind: 'faction_tier', tier: 0 }, { ...table, factionTierZero: 'noRoll' })).toEqual(new Map([[0, 1]]));
  });
});

describe('K3–K5 checks and exact odds', () => {
  it.each([
    [{ kind: 'action', pool: -1 }, 'K3', 'invalid_pool'],
    [{ kind: 'action', pool: 13 }, 'K3', 'invalid_pool'],
    [{ kind: 'fortune', pool: 1.5 }, 'K4', 'invalid_pool'],
    [{ kind: 'fortune', pool: 1, shift: 7 }, 'K4', 'invalid_shift'],
    [{ kind: 'fortune', pool: 1, extraDice: 7 }, 'K4', 'invalid_extra_dice'],
    [{ kind: 'faction_tier', tier: -1 }, 'K5', 'invalid_tier'],
    [{ kind: 'faction_tier', tier: 1, extraDice: -1 }, 'K5', 'invalid_extra_dice'],
  ] as const)('refuses %j (%s %s) before any die', (method, rule, code) => {
    const deps = scripted([]);
    expect(validateClockRoll(method)).toMatchObject({ ok: false, error: { rule, code } });
    expect(rollClockTicks(method, deps)).toMatchObject({ ok: false, error: { rule, code } });
  });

  it('a refusal carries the bounds it broke, so its words can say them', () => {
    expect(validateClockRoll({ kind: 'fortune', pool: 13 })).toMatchObject({ ok: false, error: { values: { pool: 13, min: 0, max: 12 } } });
    expect(validateClockRoll({ kind: 'faction_tier', tier: 13 })).toMatchObject({ ok: false, error: { values: { tier: 13, min: 0, max: 12 } } });
    expect(validateClockRoll({ kind: 'action', pool: 1, extraDice: 7 })).toMatchObject({ ok: false, error: { values: { extraDice: 7, min: 0, max: 6 } } });
    expect(validateClockRoll({ kind: 'fortune', pool: 1, shift: -7 })).toMatchObject({ ok: false, error: { values: { shift: -7, min: -6, max: 6 } } });
  });

  it('the bounds are the pool roll’s, with at most 6 extra dice', () => {
    expect(CLOCK_ROLL_BOUNDS).toEqual({ pool: { min: 0, max: 12 }, shift: { min: -6, max: 6 }, extraDice: { min: 0, max: 6 }, tier: { min: 0, max: 12 } });
  });

  const methods: [string, ClockRollMethod, Partial<TableRules>][] = [
    ['action 0 dice', { kind: 'action', pool: 0 }, {}],
    ['action 2 dice, +1 die, helped', { kind: 'action', pool: 2, extraDice: 1, helped: true }, {}],
    ['action 1 die, self surgery', { kind: 'action', pool: 1, selfSurgery: true }, {}],
    ['fortune 3 dice, −1', { kind: 'fortune', pool: 3, shift: -1 }, {}],
    ['fortune 2 dice, reduced, +2', { kind: 'fortune', pool: 2, shift: 2 }, reduced],
    ['faction tier 0', { kind: 'faction_tier', tier: 0 }, {}],
    ['faction tier 0, one die', { kind: 'faction_tier', tier: 0 }, { factionTierZero: 'oneDie' }],
    ['faction tier 0, no roll', { kind: 'faction_tier', tier: 0 }, { factionTierZero: 'noRoll' }],
    ['faction tier 3, reduced', { kind: 'faction_tier', tier: 3 }, reduced],
    ['faction tier 2, +1 die, +1', { kind: 'faction_tier', tier: 2, extraDice: 1, shift: 1 }, {}],
  ];

  it.each(methods)('%s: the tick odds equal every die face enumerated', (_name, method, tableRules) => {
    expectSameDistribution(clockTickOdds(method, { ...table, ...tableRules }), enumerated(method, tableRules));
  });

  it('tick odds sum to 1 and never give a negative tick (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('action', 'fortune', 'faction_tier'),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: -6, max: 6 }),
        fc.constantFrom('actionQuality', 'reduced'),
        fc.constantFrom('lowestOfTwo', 'oneDie', 'noRoll'),
        (kind, dice, extraDice, shift, ticks, zero) => {
          const method: ClockRollMethod = kind === 'action' ? { kind, pool: dice, extraDice, helped: shift > 0, selfSurgery: shift < 0 } : kind === 'fortune' ? { kind, pool: dice, extraDice, shift } : { kind, tier: dice, extraDice, shift };
          const odds = clockTickOdds(method, { ...table, clockFortuneTicks: ticks, factionClockTicks: ticks, factionTierZero: zero });
          expect([...odds.values()].reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
          for (const tick of odds.keys()) expect(tick).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
