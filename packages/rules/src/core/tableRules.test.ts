import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES, checkedTableRulesSchema, tableRulesFrom, tableRulesSchema } from './tableRules';

describe('table rules', () => {
  it.each([
    ['beatingCountsAsConviction', false],
    ['hardCaseRounding', 'up'],
    ['weakHoldLoss', 'tierDown'],
    ['acquireCoinRaises', 'anyResult'],
    ['trainHelped', 'shiftBand'],
    ['clockFortuneTicks', 'actionQuality'],
    ['factionClockTicks', 'actionQuality'],
    ['factionTierZero', 'lowestOfTwo'],
    ['vicePool', 'max'],
    ['viceNewCircleFilled', true],
    ['hiredMuscleDeathOverLevel', 'allow'],
    ['exampleWithoutApprentice', 'wizard'],
    ['d12NaturalExtremes', 'always'],
    ['d12GivingLastPoint', 'out'],
    ['d100GroupClampMin', 0],
    ['d100GroupClampMax', 100],
  ] as const)('the default of %s is %s (the current reading)', (key, value) => {
    expect(DEFAULT_TABLE_RULES[key]).toBe(value);
  });

  it('fills a stored, older or partial table with the defaults', () => {
    expect(tableRulesFrom(undefined)).toEqual(DEFAULT_TABLE_RULES);
    expect(tableRulesFrom({ vicePool: 'current' })).toEqual({ ...DEFAULT_TABLE_RULES, vicePool: 'current' });
  });

  it('refuses an unknown reading and a d100 group clamp whose minimum exceeds its maximum', () => {
    expect(() => tableRulesFrom({ weakHoldLoss: 'sideways' })).toThrow();
    expect(() => tableRulesFrom({ d100GroupClampMin: 60, d100GroupClampMax: 40 })).toThrow(/d100GroupClampMin/);
    expect(tableRulesFrom({ d100GroupClampMin: 40, d100GroupClampMax: 40 })).toMatchObject({ d100GroupClampMin: 40, d100GroupClampMax: 40 });
    expect(checkedTableRulesSchema.safeParse({ d100GroupClampMin: 5, d100GroupClampMax: 95 }).success).toBe(true);
  });

  it('the plain schema stays usable for partial updates (no refinement on it)', () => {
    expect(tableRulesSchema.partial().parse({ trainHelped: 'ignore' })).toMatchObject({ trainHelped: 'ignore' });
  });
});
