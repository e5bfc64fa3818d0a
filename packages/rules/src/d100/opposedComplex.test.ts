import { describe, expect, it } from 'vitest';
import { unwrap } from '../core/outcome';
import type { TableRules } from '../core/tableRules';
import { scripted } from '../testing/factories';
import type { ComplexAction } from './complex';
import { createComplexAction } from './complex';
import { opposedComplexMovement, rollOpposedComplexAction } from './opposedComplex';
import type { D100OppositionInput } from './opposition';

const duel = (actor: number, opponent: number, attrA = 3, attrB = 3): D100OppositionInput => ({
  actor: { threshold: actor, attribute: attrA },
  opponent: { threshold: opponent, attribute: attrB },
});
const at = (remaining: number, start = 10, failureThreshold: number | null = null): ComplexAction => ({
  ...unwrap(createComplexAction({ start, failureThreshold })),
  remaining,
});
const round = (tracker: ComplexAction, dice: [number, number], input = duel(50, 50), table: Partial<TableRules> = {}) =>
  rollOpposedComplexAction(tracker, input, scripted(dice, table));

describe('C5 opposed complex action', () => {
  it.each([
    [
      "« si l'acteur remporte l'opposition, le Nombre d'Étapes est diminué du nombre de dizaines (complètes ou non) obtenues sur le dé »",
      [40, 90],
      'actor',
      2,
    ],
    [
      "« si l'adversaire remporte l'opposition, le Nombre d'Étapes évolue de façon similaire, mais dans l'autre sens (il est augmenté) »",
      [80, 33],
      'opponent',
      10,
    ],
    ["« en cas d'égalité, l'action n'évolue pas »", [25, 25], 'tie', 6],
    ['both failing is no winner either: no change', [70, 95], 'none', 6],
    ['both succeed: the higher die wins and its tens count (the actor’s 48 → −5)', [48, 21], 'actor', 1],
  ] as const)('%s', (_quote, dice, winner, remaining) => {
    const step = unwrap(round(at(6), [dice[0], dice[1]]));
    expect(step.entry.kind === 'opposition' && step.entry.winner).toBe(winner);
    expect(step.tracker.remaining).toBe(remaining);
  });

  it('the opponent’s raise is the tens of its own die, capped at the start and counted toward the failure threshold', () => {
    const outcome = round(at(8, 10, 4), [80, 33]);
    const step = unwrap(outcome);
    expect(step.entry).toMatchObject({ raise: 4, change: 2, counted: 4, remaining: 10, totalRaised: 4, status: 'failed' });
    const after = unwrap(round(at(8, 10, 4), [80, 33], duel(50, 50), { failureThresholdCounts: 'afterCap' }));
    expect(after.entry).toMatchObject({ raise: 4, change: 2, counted: 2, totalRaised: 2, status: 'ongoing' });
  });

  it('records both sides, the actor rolling first, with reasons', () => {
    const outcome = round(at(6), [25, 25], duel(50, 60, 4, 2));
    expect(outcome.ok && outcome.rolls.map((r) => [r.purpose, r.dice[0]])).toEqual([
      ['opposition_actor', 25],
      ['opposition_opponent', 25],
    ]);
    const step = unwrap(outcome);
    expect(step.entry).toMatchObject({
      kind: 'opposition',
      roll: 1,
      actor: { threshold: 50, attribute: 4, die: 25, success: true },
      opponent: { threshold: 60, attribute: 2, die: 25, success: true },
      winner: 'actor',
      change: -3,
    });
    expect(outcome.ok && outcome.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual([
      'C1:d100_success',
      'C1:d100_success',
      'C2:opposition_attribute',
      'C3:steps_lowered',
    ]);
    const tie = round(at(6), [25, 25]);
    expect(tie.ok && tie.reasons.at(-1)).toEqual({ rule: 'C5', code: 'steps_unchanged', values: { remaining: 6 } });
  });

  it('reaching 0 succeeds the action; a finished action refuses further rounds', () => {
    const done = unwrap(round(at(2), [20, 99])).tracker;
    expect(done.status).toBe('succeeded');
    expect(round(done, [1, 1]).ok).toBe(false);
    const failed = unwrap(round(at(10, 10, 1), [99, 10])).tracker;
    expect(failed.status).toBe('failed');
    const refused = round(failed, [1, 1]);
    expect(refused.ok === false && refused.error.code).toBe('complex_action_already_failed');
  });

  it('maps a winner to a movement', () => {
    const actor = { die: 17, threshold: 50, success: true };
    const opponent = { die: 42, threshold: 50, success: true };
    expect(opposedComplexMovement({ winner: 'actor', actor, opponent })).toEqual({ kind: 'lower', n: 17 });
    expect(opposedComplexMovement({ winner: 'opponent', actor, opponent })).toEqual({ kind: 'raise', n: 42 });
    expect(opposedComplexMovement({ winner: 'tie', actor, opponent })).toEqual({ kind: 'none' });
    expect(opposedComplexMovement({ winner: 'none', actor, opponent })).toEqual({ kind: 'none' });
  });
});
