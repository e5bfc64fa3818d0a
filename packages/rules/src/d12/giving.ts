import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { OddsDeps } from '../core/deps';
import type { Character } from '../model/character';
import type { D12ActionResult, D12Degree } from './action';
import { D12_DEGREES, d12DegreeRank } from './action';
import { D12_OUT_CAUSE, d12Unplayable, d12WithPool } from './sheet';

export interface D12GivingOptions {
  /**
   * « Cela peut être fait avant ou après l'annonce du résultat »: true when the point is given
   * before the GM announces the result (a hidden threshold). The die is seen, so natural extremes
   * are still refused, but a result that turns out to be a success already keeps the point spent
   * for nothing. After the announcement (false, the default) a point that cannot raise the degree
   * is refused.
   */
  readonly blind?: boolean;
}

export interface D12GivingResult {
  readonly character: Character;
  readonly result: D12ActionResult;
  /** T2: the last point of the pool was given and the character is out. */
  readonly out: boolean;
}

export interface D12GivingStep {
  /** The degree one more point gives (unchanged for a blind point given on a success). */
  readonly degree: D12Degree;
  /** False for a blind point given on what turns out to be a success: spent for nothing. */
  readonly raises: boolean;
}

/**
 * T9, the degree alone: what one point given raises `result` to (failure → success with
 * complication → success). « Un échec critique reste un échec critique » and a critical success
 * cannot be reached, so both are refused; a clean success is refused too, unless the point is given
 * blind (before the result is announced), when it is spent for nothing. `d12GiveOfOneself` applies
 * it with the pool; a screen asks it whether giving is on offer.
 */
export function d12GivingStep(result: D12ActionResult, options: D12GivingOptions = {}): Outcome<D12GivingStep> {
  if (result.degree === 'critical_failure') {
    return refuse('T9', 'critical_failure_stays', { die: result.die });
  }
  if (result.degree === 'critical_success') {
    return refuse('T9', 'already_critical', { die: result.die });
  }
  const blind = options.blind ?? false;
  if (result.degree === 'success') {
    if (!blind) return refuse('T9', 'cannot_reach_critical', { degree: result.degree });
    return ok({ degree: result.degree, raises: false });
  }
  return ok({ degree: D12_DEGREES[d12DegreeRank(result.degree) + 1] as D12Degree, raises: true });
}

/**
 * T9 « donner de sa personne »: spend 1 point of the linked pool to raise the degree one step
 * (failure → success with complication → success). A critical failure stays one, and a critical
 * success cannot be reached. Call again to give a second point. Giving the last point follows
 * table rule `d12GivingLastPoint` ('out': T2 takes the character out; 'refuse'). Giving is not
 * damage: no destiny point can keep the pool at 1 (T6 speaks of « dégâts »).
 */
export function d12GiveOfOneself(
  character: Character,
  result: D12ActionResult,
  deps: OddsDeps,
  options: D12GivingOptions = {},
): Outcome<D12GivingResult> {
  const { attribute } = result;
  const pool = character.pools[attribute].pool;
  if (character.status !== 'retired' && pool === 0) {
    return refuse('T9', 'pool_empty', { attribute });
  }
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  const step = d12GivingStep(result, options);
  if (!step.ok) return step;
  const blind = options.blind ?? false;
  if (pool === 1 && deps.table.d12GivingLastPoint === 'refuse') {
    return refuse('T9', 'last_point', { attribute });
  }
  const reasons: Reason[] = [];
  let next = d12WithPool(character, attribute, pool - 1);
  const { degree } = step.value;
  if (step.value.raises) {
    reasons.push(reason('T9', 'given', { attribute, pool: pool - 1, from: result.degree, to: degree, blind }));
  } else {
    reasons.push(reason('T9', 'given_without_effect', { attribute, pool: pool - 1, degree }));
  }
  const out = pool - 1 === 0;
  if (out) {
    next = { ...next, status: 'out' };
    reasons.push(reason('T2', 'character_out', { attribute, cause: D12_OUT_CAUSE[attribute] }));
  }
  return ok({ character: next, result: { ...result, degree, given: result.given + 1 }, out }, reasons);
}
