import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { replayComplexAction, replayComplexActionSkipping, type StoredComplexActionEvent } from './events';

const table = DEFAULT_TABLE_RULES;
const created: StoredComplexActionEvent = { event: { type: 'complex_action_created', start: 6, failureThreshold: null, milestones: [] }, dice: [] };
const roll = (die: number): StoredComplexActionEvent => ({ event: { type: 'complex_roll', threshold: 60 }, dice: [die] });
// 6 steps: a success (3 left), a failure that raises them (5), a success (1), the last success ends it.
const history = [created, roll(30), roll(75), roll(35), roll(11)];

describe('replayComplexActionSkipping: a replay that says which rolls no longer apply', () => {
  it('with nothing left out, it is replayComplexAction', () => {
    const strict = replayComplexAction(history, table);
    expect(strict.ok && strict.value.status).toBe('succeeded');
    expect(replayComplexActionSkipping(history, table)).toEqual({ tracker: strict.ok && strict.value, skipped: [] });
  });

  it('without the failure, the action ends one roll sooner: the last roll no longer applies (C3), the others replayed', () => {
    const replayed = replayComplexActionSkipping(
      history.filter((_, i) => i !== 2),
      table,
    );
    expect(replayed.skipped).toEqual([{ index: 3, why: expect.objectContaining({ rule: 'C3', code: 'complex_action_already_succeeded' }) }]);
    expect(replayed.tracker.status).toBe('succeeded');
    expect(replayed.tracker.history).toHaveLength(2);
  });

  it('a roll asking for other dice than it stored is left out as "dice"', () => {
    expect(replayComplexActionSkipping([created, { ...roll(45), dice: [] }, roll(35)], table).skipped).toEqual([{ index: 1, why: 'dice' }]);
  });

  it('throws when the history’s start does not apply', () => {
    expect(() => replayComplexActionSkipping([roll(45)], table)).toThrow();
  });
});
