import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { scriptedRoller, seededRoller } from '../dice/roller';
import type { ComplexAction } from './complex';
import { applyComplexActionEvent, replayComplexAction, type ComplexActionEvent, type StoredComplexActionEvent } from './events';

const table = DEFAULT_TABLE_RULES;
const created: ComplexActionEvent = { type: 'complex_action_created', start: 6, failureThreshold: 4, milestones: [{ crossed: 3, label: 'La serrure' }] };

describe('a complex action as a history of events (C3–C6)', () => {
  it('is created from its setup, and refuses one the rules refuse (C3: a start of at least 1)', () => {
    const made = applyComplexActionEvent(null, created, { roller: scriptedRoller([]), table });
    expect(made.ok && made.value.tracker).toMatchObject({ start: 6, remaining: 6, failureThreshold: 4, status: 'ongoing' });
    expect(made.ok && made.value.dice).toEqual([]);
    const refused = applyComplexActionEvent(null, { ...created, start: 0 } as ComplexActionEvent, { roller: scriptedRoller([]), table });
    expect(refused).toMatchObject({ ok: false, error: { rule: 'C3', code: 'start_not_positive' } });
  });

  it('C6 then C3: the helpers’ dice come first, then the test’s, all of them recorded', () => {
    const start = applyComplexActionEvent(null, created, { roller: scriptedRoller([]), table });
    if (!start.ok) throw new Error('created');
    const group = applyComplexActionEvent(start.value.tracker, { type: 'complex_group_roll', leadThreshold: 50, helpers: [40, 60] }, { roller: scriptedRoller([12, 90, 30]), table });
    expect(group.ok && group.value.dice).toEqual([12, 90, 30]);
    expect(group.ok && group.value.helpers?.rolls.flatMap((r) => r.dice)).toEqual([12, 90]);
  });

  it('property: the replay of the stored events with their own dice is the tracker they made (nobody re-rolls)', () => {
    const roll = fc.oneof(
      fc.record({ type: fc.constant('complex_roll' as const), threshold: fc.integer({ min: -20, max: 120 }) }),
      fc.record({
        type: fc.constant('complex_opposed_roll' as const),
        actor: fc.record({ threshold: fc.integer({ min: 0, max: 100 }), attribute: fc.integer({ min: 0, max: 100 }) }),
        opponent: fc.record({ threshold: fc.integer({ min: 0, max: 100 }), attribute: fc.integer({ min: 0, max: 100 }) }),
      }),
      fc.record({ type: fc.constant('complex_group_roll' as const), leadThreshold: fc.integer({ min: 0, max: 100 }), helpers: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 3 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(roll, { maxLength: 15 }), fc.nat(), (start, rolls, seed) => {
        const roller = seededRoller(seed);
        const history: StoredComplexActionEvent[] = [];
        let tracker: ComplexAction | null = null;
        for (const event of [{ ...created, start, milestones: [] } as ComplexActionEvent, ...rolls]) {
          const applied = applyComplexActionEvent(tracker, event, { roller, table });
          if (!applied.ok) break; // finished: more rolls are refused
          history.push({ event, dice: applied.value.dice });
          tracker = applied.value.tracker;
        }
        const replayed = replayComplexAction(history, table);
        expect(replayed.ok && replayed.value).toEqual(tracker);
      }),
      { numRuns: 200 },
    );
  });

  it('a stored event that consumes other dice than it stored does not replay', () => {
    const history: StoredComplexActionEvent[] = [
      { event: created, dice: [] },
      { event: { type: 'complex_roll', threshold: 50 }, dice: [10, 20] },
    ];
    expect(() => replayComplexAction(history, table)).toThrow(/left 1 stored dice unused/);
  });
});
