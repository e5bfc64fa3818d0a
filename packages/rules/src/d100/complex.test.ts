import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '../core/outcome';
import type { TableRules } from '../core/tableRules';
import { scripted } from '../testing/factories';
import type { ComplexAction, ComplexActionSetup } from './complex';
import { applyComplexMovement, complexActionSchema, complexTestMovement, createComplexAction, rollComplexAction } from './complex';
import { rollOpposedComplexAction } from './opposedComplex';

const create = (setup: ComplexActionSetup): ComplexAction => unwrap(createComplexAction(setup));

/** Rolls the given dice one by one at one threshold. */
function rollAll(tracker: ComplexAction, threshold: number, dice: readonly number[], table: Partial<TableRules> = {}): ComplexAction {
  let t = tracker;
  for (const die of dice) t = unwrap(rollComplexAction(t, { threshold }, scripted([die], table))).tracker;
  return t;
}

describe('C3 complex action: the seed example', () => {
  it('« J’obtiens 17 sur le dé, il me reste donc 8 étapes à franchir » then « J’obtiens ensuite 75 … il me reste donc à nouveau 10 étapes »', () => {
    // « je souhaite avancer sur une Action Complexe de 10 "étapes". Le Seuil de Réussite est 50%. »
    const action = create({ start: 10 });
    const first = rollComplexAction(action, { threshold: 50 }, scripted([17]));
    const afterFirst = unwrap(first);
    expect(afterFirst.tracker.remaining).toBe(8);
    expect(afterFirst.entry).toEqual({
      kind: 'test',
      roll: 1,
      threshold: 50,
      die: 17,
      success: true,
      change: -2,
      raise: 0,
      counted: 0,
      remaining: 8,
      totalRaised: 0,
      milestonesReached: [],
      status: 'ongoing',
    });
    expect(first.ok && first.reasons).toContainEqual({
      rule: 'C3',
      code: 'steps_lowered',
      values: { n: 17, tens: 2, counting: 'ceil', from: 8 + 2, to: 8 },
    });
    expect(first.ok && first.rolls).toEqual([{ sides: 100, purpose: 'complex_action', dice: [17] }]);

    // « je dois alors augmenter le nombre d’étapes restantes de 3. Celui-ci ne peut excéder 10 »
    const second = rollComplexAction(afterFirst.tracker, { threshold: 50 }, scripted([75]));
    const afterSecond = unwrap(second);
    expect(afterSecond.tracker.remaining).toBe(10);
    expect(afterSecond.entry).toMatchObject({ roll: 2, die: 75, success: false, raise: 3, change: 2, counted: 3, remaining: 10 });
    expect(second.ok && second.reasons).toContainEqual({
      rule: 'C3',
      code: 'steps_raised',
      values: { n: 25, tens: 3, counting: 'ceil', from: 8, to: 10, capped: true },
    });
    expect(afterSecond.tracker.history).toHaveLength(2);
    expect(afterSecond.tracker.totalRaised).toBe(3);
  });

  it('« Le Nombre d\'Étapes courant ne peut excéder le Nombre d\'Étapes de départ »: a failure at the start stays at the start', () => {
    const after = rollAll(create({ start: 6 }), 30, [99]);
    expect(after.remaining).toBe(6);
    expect(after.history[0]).toMatchObject({ raise: 7, change: 0, counted: 7 });
  });

  it('a success that takes the steps to 0 (or past it) succeeds the action', () => {
    const outcome = unwrap(rollComplexAction(create({ start: 3 }), { threshold: 60 }, scripted([55])));
    expect(outcome.tracker.remaining).toBe(0);
    expect(outcome.tracker.status).toBe('succeeded');
    expect(outcome.entry.change).toBe(-3);
  });

  it.each([
    ['a success lowers by the tens on the die', 50, 1, { change: -1 }],
    ['a roll of 100 counts 10 tens', 100, 100, { change: -10 }],
    ['a failure raises by the tens between die and threshold', 30, 41, { raise: 2, change: 2 }],
    ['a negative threshold widens the distance past the die', -20, 100, { raise: 12, change: 12 }],
  ])('%s (threshold %i, die %i)', (_what, threshold, die, expected) => {
    const tracker = { ...create({ start: 30 }), remaining: 10 };
    expect(unwrap(rollComplexAction(tracker, { threshold }, scripted([die]))).entry).toMatchObject(expected);
  });

  it("with 'floor' tens, a success under 10 makes no progress", () => {
    const after = rollAll({ ...create({ start: 10 }), remaining: 5 }, 50, [7], { d100Tens: 'floor' });
    expect(after.remaining).toBe(5);
    expect(after.history[0]).toMatchObject({ success: true, change: 0 });
  });

  it('with d100EqualSucceeds false, the die equal to the threshold fails by 0 tens', () => {
    const after = rollAll({ ...create({ start: 10 }), remaining: 5 }, 50, [50], { d100EqualSucceeds: false });
    expect(after.history[0]).toMatchObject({ success: false, raise: 0, change: 0 });
    expect(after.remaining).toBe(5);
  });

  it('a succeeded action refuses further rolls (C3)', () => {
    const done = rollAll(create({ start: 1 }), 50, [5]);
    expect(done.status).toBe('succeeded');
    expect(rollComplexAction(done, { threshold: 50 }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'C3', code: 'complex_action_already_succeeded', values: { rolls: 1 } },
    });
  });

  it('throws on a fractional threshold (caller bug)', () => {
    expect(() => rollComplexAction(create({ start: 5 }), { threshold: 10.5 }, scripted([1]))).toThrow(RangeError);
  });
});

describe('C4 milestones and failure threshold', () => {
  it('« Des paliers peuvent être définis par le Maître de Jeu … lorsqu\'un certain nombre d\'étapes a été franchi »', () => {
    const action = create({
      start: 10,
      milestones: [
        { crossed: 5, label: 'données extraites' },
        { crossed: 2, label: 'système pénétré' },
      ],
    });
    expect(action.milestones.map((m) => m.crossed)).toEqual([2, 5]);
    const first = rollComplexAction(action, { threshold: 50 }, scripted([17]));
    const step = unwrap(first);
    expect(step.entry.milestonesReached).toEqual([2]);
    expect(first.ok && first.reasons).toContainEqual({
      rule: 'C4',
      code: 'milestone_reached',
      values: { crossed: 2, label: 'système pénétré', roll: 1 },
    });
    // 75 sends the steps back to 10: the part achieved stays achieved.
    const back = rollAll(step.tracker, 50, [75]);
    expect(back.remaining).toBe(10);
    expect(back.milestones).toEqual([
      { crossed: 2, label: 'système pénétré', reachedAtRoll: 1 },
      { crossed: 5, label: 'données extraites', reachedAtRoll: null },
    ]);
    // 17 again crosses 2 steps only: no milestone twice.
    const again = unwrap(rollComplexAction(back, { threshold: 50 }, scripted([17])));
    expect(again.entry.milestonesReached).toEqual([]);
    // 45 crosses 5 more: 7 crossed → the second milestone.
    const later = unwrap(rollComplexAction(again.tracker, { threshold: 50 }, scripted([45])));
    expect(later.entry.milestonesReached).toEqual([5]);
    expect(later.tracker.milestones[1]?.reachedAtRoll).toBe(4);
  });

  it('one roll may reach several milestones, the last one may be the whole action', () => {
    const action = create({ start: 4, milestones: [{ crossed: 1 }, { crossed: 3 }, { crossed: 4 }] });
    const step = unwrap(rollComplexAction(action, { threshold: 100 }, scripted([40])));
    expect(step.entry.milestonesReached).toEqual([1, 3, 4]);
    expect(step.tracker.milestones.map((m) => m.label)).toEqual(['', '', '']);
    expect(step.tracker.status).toBe('succeeded');
  });

  it('« lorsque le Nombre d\'Étapes a été augmenté de cette valeur ou plus, au total depuis le début de l\'action, alors on considère que celle-ci est un échec dans sa finalité »', () => {
    const action = create({ start: 10, failureThreshold: 5, milestones: [{ crossed: 2, label: 'porte ouverte' }] });
    const partway = rollAll(action, 50, [17, 62]); // −2, then +2 (back to 10)
    expect(partway.status).toBe('ongoing');
    expect(partway.totalRaised).toBe(2);
    const last = rollComplexAction(partway, { threshold: 50 }, scripted([80])); // +3 → 5 in total
    const failed = unwrap(last).tracker;
    expect(failed.status).toBe('failed');
    expect(failed.totalRaised).toBe(5);
    expect(last.ok && last.reasons).toContainEqual({
      rule: 'C4',
      code: 'complex_action_failed',
      values: { totalRaised: 5, failureThreshold: 5, milestonesKept: 1 },
    });
    // « le personnage ayant éventuellement accompli une ou plusieurs partie(s) de l'action »
    expect(failed.milestones[0]?.reachedAtRoll).toBe(1);
    expect(rollComplexAction(failed, { threshold: 50 }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'C4', code: 'complex_action_already_failed', values: { rolls: 3, totalRaised: 5 } },
    });
  });

  it.each([
    ['beforeCap', 3, 'failed'],
    ['afterCap', 2, 'ongoing'],
  ] as const)("table rule failureThresholdCounts '%s': the seed's 17 then 75 counts %i toward a threshold of 3", (counting, total, status) => {
    const after = rollAll(create({ start: 10, failureThreshold: 3 }), 50, [17, 75], { failureThresholdCounts: counting });
    expect(after.totalRaised).toBe(total);
    expect(after.status).toBe(status);
    expect(after.history[1]).toMatchObject({ raise: 3, counted: total });
  });

  it('tracks the raises even without a failure threshold, and never fails then', () => {
    const after = rollAll(create({ start: 2 }), 0, [100, 100, 100]);
    expect(after.totalRaised).toBe(30);
    expect(after.status).toBe('ongoing');
  });

  it.each([
    [{ start: 0 }, 'C3', 'start_not_positive'],
    [{ start: 2.5 }, 'C3', 'start_not_positive'],
    [{ start: 5, failureThreshold: 0 }, 'C4', 'failure_threshold_not_positive'],
    [{ start: 5, failureThreshold: 1.5 }, 'C4', 'failure_threshold_not_positive'],
    [{ start: 5, milestones: [{ crossed: 0 }] }, 'C4', 'milestone_out_of_range'],
    [{ start: 5, milestones: [{ crossed: 6 }] }, 'C4', 'milestone_out_of_range'],
    [{ start: 5, milestones: [{ crossed: 2.5 }] }, 'C4', 'milestone_out_of_range'],
    [{ start: 5, milestones: [{ crossed: 2 }, { crossed: 2 }] }, 'C4', 'milestone_duplicate'],
  ] as const)('refuses the setup %j (%s %s)', (setup, rule, code) => {
    const outcome = createComplexAction(setup);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect([outcome.error.rule, outcome.error.code]).toEqual([rule, code]);
  });

  it('explains a new action', () => {
    const outcome = createComplexAction({ start: 8, failureThreshold: 6, milestones: [{ crossed: 4, label: 'moitié' }] });
    expect(outcome.ok && outcome.reasons).toEqual([
      { rule: 'C3', code: 'complex_action_created', values: { start: 8 } },
      { rule: 'C4', code: 'milestone_set', values: { crossed: 4, label: 'moitié' } },
      { rule: 'C4', code: 'failure_threshold_set', values: { failureThreshold: 6 } },
    ]);
    expect(outcome.ok && outcome.value).toMatchObject({ remaining: 8, totalRaised: 0, status: 'ongoing', history: [] });
  });
});

describe('the tracker as stored data', () => {
  it('survives a JSON round trip through complexActionSchema', () => {
    let tracker = rollAll(create({ start: 10, failureThreshold: 9, milestones: [{ crossed: 3, label: 'x' }] }), 50, [17, 75, 30]);
    tracker = unwrap(
      rollOpposedComplexAction(
        tracker,
        { actor: { threshold: 50, attribute: 3 }, opponent: { threshold: 50, attribute: 2 } },
        scripted([40, 20]),
      ),
    ).tracker;
    const parsed = complexActionSchema.parse(JSON.parse(JSON.stringify(tracker)));
    expect(parsed).toEqual(tracker);
    const again: ComplexAction = parsed;
    expect(unwrap(rollComplexAction(again, { threshold: 50 }, scripted([10]))).tracker.history).toHaveLength(5);
  });

  it('rejects broken stored trackers', () => {
    const tracker = create({ start: 5, milestones: [{ crossed: 2 }] });
    expect(complexActionSchema.safeParse({ ...tracker, remaining: 6 }).success).toBe(false);
    expect(complexActionSchema.safeParse({ ...tracker, milestones: [{ crossed: 6, label: '', reachedAtRoll: null }] }).success).toBe(false);
    expect(complexActionSchema.safeParse({ ...tracker, status: 'won' }).success).toBe(false);
  });
});

describe('C3/C4 invariants (property tests)', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('test' as const), threshold: fc.integer({ min: -30, max: 130 }), die: fc.integer({ min: 1, max: 100 }) }),
    fc.record({
      kind: fc.constant('opposition' as const),
      actor: fc.integer({ min: 0, max: 100 }),
      opponent: fc.integer({ min: 0, max: 100 }),
      attrA: fc.integer({ min: 1, max: 4 }),
      attrB: fc.integer({ min: 1, max: 4 }),
      dieA: fc.integer({ min: 1, max: 100 }),
      dieB: fc.integer({ min: 1, max: 100 }),
    }),
  );
  const rules = fc.record({
    d100Tens: fc.constantFrom('ceil' as const, 'floor' as const),
    d100EqualSucceeds: fc.boolean(),
    failureThresholdCounts: fc.constantFrom('beforeCap' as const, 'afterCap' as const),
  });

  it('0 ≤ remaining ≤ start, totalRaised never goes down, milestones are never lost, a finished action refuses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 })),
        rules,
        fc.array(op, { maxLength: 25 }),
        (start, failureThreshold, crossed, table, ops) => {
          let tracker = create({ start, failureThreshold, milestones: crossed.filter((c) => c <= start).map((c) => ({ crossed: c })) });
          for (const o of ops) {
            const outcome =
              o.kind === 'test'
                ? rollComplexAction(tracker, { threshold: o.threshold }, scripted([o.die], table))
                : rollOpposedComplexAction(
                    tracker,
                    { actor: { threshold: o.actor, attribute: o.attrA }, opponent: { threshold: o.opponent, attribute: o.attrB } },
                    scripted([o.dieA, o.dieB], table),
                  );
            if (tracker.status !== 'ongoing') {
              expect(outcome.ok).toBe(false);
              continue;
            }
            const next = unwrap(outcome).tracker;
            expect(next.remaining).toBeGreaterThanOrEqual(0);
            expect(next.remaining).toBeLessThanOrEqual(start);
            expect(next.totalRaised).toBeGreaterThanOrEqual(tracker.totalRaised);
            tracker.milestones.forEach((m, i) => {
              if (m.reachedAtRoll !== null) expect(next.milestones[i]).toEqual(m);
            });
            next.milestones.forEach((m) => {
              if (start - next.remaining >= m.crossed) expect(m.reachedAtRoll).not.toBeNull();
            });
            expect(next.status === 'succeeded').toBe(next.remaining === 0);
            if (next.status === 'failed') expect(next.totalRaised).toBeGreaterThanOrEqual(failureThreshold ?? Infinity);
            expect(next.history).toHaveLength(tracker.history.length + 1);
            tracker = next;
          }
          expect(complexActionSchema.safeParse(tracker).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a movement only ever goes one way, by the tens of the die or of the distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 130 }), fc.integer({ min: 1, max: 100 }), rules, (threshold, die, r) => {
        const table = { ...scripted([], r).table };
        const move = complexTestMovement(die, threshold, table);
        const tracker = { ...create({ start: 50 }), remaining: 25 };
        const { entry } = applyComplexMovement(tracker, move, table);
        if (move.kind === 'lower') {
          expect(move.n).toBe(die);
          expect(entry.change).toBeLessThanOrEqual(0);
        } else {
          expect(move).toEqual({ kind: 'raise', n: die - threshold });
          expect(entry.change).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
