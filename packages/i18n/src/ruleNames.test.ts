import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '@temps-mort/rules';
import { RULE_NAMES, ruleName } from './ruleNames';
import { formatRuleRef } from './reasons';

describe('every rule id has its title, in French and in English', () => {
  it('names each rule of SPEC.md and nothing else', () => {
    expect(Object.keys(RULE_NAMES).sort()).toEqual([...RULE_IDS].sort());
    for (const rule of RULE_IDS) {
      expect(ruleName(rule, 'fr')).not.toBe(rule);
      expect(ruleName(rule, 'en')).not.toBe(rule);
    }
  });

  it('reads a rule as the GM’s tags show it, and an unknown id as itself', () => {
    expect(ruleName('D4', 'fr')).toBe('Qualité d’un jet d’action');
    expect(ruleName('D4', 'en')).toBe('Quality of an action roll');
    expect(formatRuleRef('H3', 'en')).toMatch(/^H3 · \S/);
    expect(ruleName('Z9', 'fr')).toBe('Z9');
  });
});
