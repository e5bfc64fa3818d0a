import type { OddsDeps, RuleDeps } from '../core/deps';
import type { Success } from '../core/outcome';
import { ok } from '../core/outcome';
import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { TableRules } from '../core/tableRules';
import type { D100Test } from './simple';
import { D100_SIDES, assertD100Threshold, d100Dice, d100SuccessFaces, d100TestReason, readD100Test, rollD100Die } from './simple';

/** One side of an opposition (C2): its success threshold and the value of the Attribute linked to the test. */
export interface D100Contestant {
  readonly threshold: number;
  /** Value of the linked Attribute: breaks a tie of equal dice when both succeed. */
  readonly attribute: number;
}

export interface D100OppositionInput {
  readonly actor: D100Contestant;
  readonly opponent: D100Contestant;
}

/** Who won: 'tie' = both succeeded on equal dice with equal attributes; 'none' = both failed. */
export type D100OppositionWinner = 'actor' | 'opponent' | 'tie' | 'none';

/** Which sentence of C2 decided it. */
export type D100OppositionDecider = 'only_success' | 'higher_die' | 'attribute' | 'equal_attribute' | 'both_failed';

export interface D100Opposition {
  readonly actor: D100Test;
  readonly opponent: D100Test;
  readonly winner: D100OppositionWinner;
  readonly decidedBy: D100OppositionDecider;
}

function decide(
  actor: D100Test,
  opponent: D100Test,
  input: D100OppositionInput,
): { winner: D100OppositionWinner; decidedBy: D100OppositionDecider } {
  if (actor.success !== opponent.success) {
    return { winner: actor.success ? 'actor' : 'opponent', decidedBy: 'only_success' };
  }
  if (!actor.success) return { winner: 'none', decidedBy: 'both_failed' };
  if (actor.die !== opponent.die) {
    return { winner: actor.die > opponent.die ? 'actor' : 'opponent', decidedBy: 'higher_die' };
  }
  const a = input.actor.attribute;
  const b = input.opponent.attribute;
  if (a === b) return { winner: 'tie', decidedBy: 'equal_attribute' };
  return { winner: a > b ? 'actor' : 'opponent', decidedBy: 'attribute' };
}

/** C2: reads two dice already rolled (the actor's and the opponent's). */
export function readD100Opposition(
  dice: { readonly actor: number; readonly opponent: number },
  input: D100OppositionInput,
  table: TableRules,
): { opposition: D100Opposition; reasons: Reason[] } {
  const actor = readD100Test(dice.actor, input.actor.threshold, table);
  const opponent = readD100Test(dice.opponent, input.opponent.threshold, table);
  const { winner, decidedBy } = decide(actor, opponent, input);
  const reasons = [
    d100TestReason(actor, table, 'actor'),
    d100TestReason(opponent, table, 'opponent'),
    reason('C2', `opposition_${decidedBy}`, {
      winner,
      actorDie: actor.die,
      opponentDie: opponent.die,
      actorAttribute: input.actor.attribute,
      opponentAttribute: input.opponent.attribute,
    }),
  ];
  return { opposition: { actor, opponent, winner, decidedBy }, reasons };
}

/**
 * C2 opposition: both roll separately, the actor first, then the opponent. One succeeds and the
 * other fails → the successful one wins; both succeed → the higher die wins, equal dice → the higher
 * linked Attribute, still equal → a tie; both fail → nobody wins.
 */
export function rollD100Opposition(input: D100OppositionInput, deps: RuleDeps): Success<D100Opposition> {
  assertD100Threshold(input.actor.threshold);
  assertD100Threshold(input.opponent.threshold);
  const actorDie = rollD100Die(deps);
  const opponentDie = rollD100Die(deps);
  const { opposition, reasons } = readD100Opposition({ actor: actorDie, opponent: opponentDie }, input, deps.table);
  return ok(opposition, reasons, [d100Dice('opposition_actor', [actorDie]), d100Dice('opposition_opponent', [opponentDie])]);
}

/**
 * For each face of the winner's die, how many of the other side's 100 faces let that side win with
 * it (C2). `ownFaces`/`otherFaces` are the success face counts; `winsEqual` says whether the
 * attribute comparison gives equal dice to this side. Index 0 is unused.
 */
export function d100WinningCounts(ownFaces: number, otherFaces: number, winsEqual: boolean): number[] {
  const counts = new Array<number>(D100_SIDES + 1).fill(0);
  for (let x = 1; x <= ownFaces; x++) {
    // The other side fails (faces above its success faces), or succeeds lower, or equal + attribute.
    counts[x] = D100_SIDES - otherFaces + Math.min(x - 1, otherFaces) + (winsEqual && x <= otherFaces ? 1 : 0);
  }
  return counts;
}

export interface D100OppositionOdds {
  readonly actor: number;
  readonly opponent: number;
  /** Both succeed on equal dice with equal attributes. */
  readonly tie: number;
  /** Both fail. */
  readonly bothFail: number;
}

/** C2 exact odds (the 100 × 100 dice pairs, counted per face in O(100)). */
export function d100OppositionOdds(input: D100OppositionInput, deps: OddsDeps): D100OppositionOdds {
  const a = d100SuccessFaces(input.actor.threshold, deps.table);
  const b = d100SuccessFaces(input.opponent.threshold, deps.table);
  const cmp = Math.sign(input.actor.attribute - input.opponent.attribute);
  const sum = (counts: number[]): number => counts.reduce((s, c) => s + c, 0);
  const actor = sum(d100WinningCounts(a, b, cmp > 0));
  const opponent = sum(d100WinningCounts(b, a, cmp < 0));
  const tie = cmp === 0 ? Math.min(a, b) : 0;
  const bothFail = (D100_SIDES - a) * (D100_SIDES - b);
  const all = D100_SIDES * D100_SIDES;
  return { actor: actor / all, opponent: opponent / all, tie: tie / all, bothFail: bothFail / all };
}
