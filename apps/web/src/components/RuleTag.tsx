import { useRuleWords } from '../lib/ruleWords';

/**
 * A rule id as the GM's small tag ("D4"), its title the rule's name once the rule words are there.
 * GM screens only: players never see a rule id.
 */
export function RuleTag({ rule }: { rule: string }) {
  const words = useRuleWords();
  return (
    <abbr className="rule-id" title={words?.ruleName(rule)}>
      {rule}
    </abbr>
  );
}
