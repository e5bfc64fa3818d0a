import { describe, expect, it, vi } from 'vitest';
import { RefusalNote } from './RefusalNote';
import { renderIn } from '../test/render';

// The moment before the rule words have loaded (lib/ruleWords.ts loads them on demand).
vi.mock('../lib/ruleWords', () => ({ useRuleWords: () => null, loadRuleWords: () => Promise.resolve(null) }));

describe('RefusalNote while the rule words load', () => {
  it('shows the rule’s tag, never the engine’s code', () => {
    const { container } = renderIn('fr', <RefusalNote refusal={{ rule: 'F5', code: 'not_enough_gold', values: { gold: 10 } }} />);
    const note = container.querySelector('.refusal-note');
    expect(note?.querySelector('abbr')?.textContent).toBe('F5');
    expect(note?.textContent).not.toMatch(/not_enough_gold|[a-z]+_[a-z]+/);
  });
});
