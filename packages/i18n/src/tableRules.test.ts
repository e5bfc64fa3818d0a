import { describe, expect, it } from 'vitest';
import * as rules from '@temps-mort/rules';
import type { TableRuleKey } from '@temps-mort/rules';
import { TABLE_RULE_WORDS, tableRuleHelp, tableRuleName, tableRuleSource, tableRuleValue } from './tableRules';

const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('table rules', () => {
  const keys = Object.keys(rules.DEFAULT_TABLE_RULES) as TableRuleKey[];

  it('every option has a name and help in both languages', () => {
    expect(Object.keys(TABLE_RULE_WORDS).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      for (const lang of ['fr', 'en'] as const) {
        expect(tableRuleName(key, lang), key).not.toBe('');
        expect(tableRuleHelp(key, lang), key).not.toBe('');
      }
    }
  });

  it('every value of every option has words (read from the engine’s schema)', () => {
    for (const key of keys) {
      const field = rules.tableRulesSchema.shape[key].unwrap() as unknown as { def: { type: string }; options?: readonly string[] };
      const values = field.def.type === 'enum' ? (field.options ?? []) : field.def.type === 'boolean' ? [true, false] : [];
      const words = TABLE_RULE_WORDS[key].values as Readonly<Record<string, unknown>> | undefined;
      expect(Object.keys(words ?? {}).sort(), key).toEqual(values.map(String).sort());
      for (const value of values) {
        expect(tableRuleValue(key, value, 'fr'), `${key}=${String(value)}`).not.toBe(String(value));
        expect(tableRuleValue(key, value, 'en'), `${key}=${String(value)}`).not.toBe(String(value));
      }
    }
  });

  it('puts the default readings into words', () => {
    const d = rules.DEFAULT_TABLE_RULES;
    expect(tableRuleValue('titheRounding', d.titheRounding, 'fr')).toBe('Arrondi au supérieur');
    expect(tableRuleValue('d100Tens', d.d100Tens, 'en')).toBe('Any started ten counts (17 → 2)');
    expect(tableRuleValue('entanglementCritAsSix', d.entanglementCritAsSix, 'fr')).toBe('Oui : ligne 6'.replace(' :', '\u00a0:'));
    expect(tableRuleValue('tierUpCoinPerTier', d.tierUpCoinPerTier, 'en')).toBe('8');
    expect(plain(tableRuleValue('tierRollOffsets', d.tierRollOffsets, 'fr'))).toBe('1-3 : −1, 4-5 : 0, 6 : +1, critique : +2');
    expect(tableRuleValue('actionRollQuality', d.actionRollQuality, 'en')).toBe('1-3: 1, 4-5: 2, 6: 3, critical: 5');
    expect(tableRuleSource('weakHoldLoss')).toContain('elle perd un niveau d’assise');
    expect(tableRuleSource('d100EqualSucceeds')).toBeNull();
  });
});
