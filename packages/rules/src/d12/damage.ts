import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Character, D12Attribute } from '../model/character';
import { D12_OUT_CAUSE, d12Unplayable, d12WithPool } from './sheet';

/** T3: the kinds of damage the text names. */
export type D12DamageKind = 'physical' | 'fear' | 'conflicting_emotions' | 'intimidation' | 'ridicule';
export const D12_DAMAGE_KINDS: readonly D12DamageKind[] = [
  'physical',
  'fear',
  'conflicting_emotions',
  'intimidation',
  'ridicule',
];

/**
 * T3: which pool each kind of damage hits. « dégâts physiques → Corps », « une grande peur ou des
 * émotions mentales divergentes → Esprit », « intimidé fortement ou encore ridiculisé en public → Âme ».
 */
export const D12_DAMAGE_ATTRIBUTE: Readonly<Record<D12DamageKind, D12Attribute>> = {
  physical: 'body',
  fear: 'mind',
  conflicting_emotions: 'mind',
  intimidation: 'soul',
  ridicule: 'soul',
};

export interface D12PoolLoss {
  readonly attribute: D12Attribute;
  /** Points lost (a whole number ≥ 0). */
  readonly amount: number;
  /** T6: if the loss would bring the pool to 0, spend a destiny point to stay at 1, unconscious. */
  readonly spendDestinyToAvoidZero?: boolean;
}

export interface D12DamageResult {
  readonly character: Character;
  readonly attribute: D12Attribute;
  /** Points actually taken from the pool. */
  readonly lost: number;
  readonly pool: number;
  /** T2: the pool reached 0 and the character is out. */
  readonly out: boolean;
  /** T6: a destiny point kept the pool at 1; the character is merely unconscious. */
  readonly unconscious: boolean;
  readonly destinySpent: boolean;
}

function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RangeError(`d12: a pool loss must be a whole number ≥ 0, got ${amount}`);
  }
}

/** T2/T6 preview: would losing `amount` points bring this pool to 0? (The UI offers the destiny point.) */
export function d12WouldReachZero(character: Character, attribute: D12Attribute, amount: number): boolean {
  checkAmount(amount);
  return amount > 0 && character.pools[attribute].pool - amount <= 0;
}

/**
 * T2 + T6: takes points from a pool, never below 0. At 0 the character is out (status 'out'; Body →
 * dead, Mind → mad, Soul → catatonic) unless a destiny point is spent: the pool is set to 1 and the
 * character is unconscious. Asking for the destiny point without one is refused; asking when the
 * loss would not reach 0 spends nothing. `rule`/`code` name what caused the loss.
 */
export function d12LosePoolPoints(
  character: Character,
  loss: D12PoolLoss,
  rule: RuleId = 'T2',
  code = 'pool_loss',
): Outcome<D12DamageResult> {
  checkAmount(loss.amount);
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  const { attribute, amount } = loss;
  const before = character.pools[attribute].pool;
  const reaches = d12WouldReachZero(character, attribute, amount);
  const reasons: Reason[] = [];
  if (loss.spendDestinyToAvoidZero && reaches) {
    if (character.destiny < 1) {
      return refuse('T6', 'no_destiny_point', { destiny: character.destiny });
    }
    const saved = { ...d12WithPool(character, attribute, 1), destiny: character.destiny - 1 };
    reasons.push(reason(rule, code, { attribute, amount, from: before, to: 1 }));
    reasons.push(reason('T6', 'destiny_avoided_zero', { attribute, destiny: saved.destiny }));
    reasons.push(reason('T6', 'unconscious', { attribute }));
    return ok(
      { character: saved, attribute, lost: before - 1, pool: 1, out: false, unconscious: true, destinySpent: true },
      reasons,
    );
  }
  const pool = Math.max(0, before - amount);
  let next = d12WithPool(character, attribute, pool);
  reasons.push(reason(rule, code, { attribute, amount, from: before, to: pool }));
  if (loss.spendDestinyToAvoidZero) {
    reasons.push(reason('T6', 'destiny_not_needed', { attribute, pool }));
  }
  if (pool === 0) {
    next = { ...next, status: 'out' };
    reasons.push(reason('T2', 'character_out', { attribute, cause: D12_OUT_CAUSE[attribute] }));
  }
  return ok(
    { character: next, attribute, lost: before - pool, pool, out: pool === 0, unconscious: false, destinySpent: false },
    reasons,
  );
}

export interface D12Damage {
  readonly kind: D12DamageKind;
  readonly amount: number;
  readonly spendDestinyToAvoidZero?: boolean;
}

/** T3: damage of a kind hits its attribute's pool (then T2/T6 as in `d12LosePoolPoints`). */
export function d12TakeDamage(character: Character, damage: D12Damage): Outcome<D12DamageResult> {
  const attribute = D12_DAMAGE_ATTRIBUTE[damage.kind];
  const result = d12LosePoolPoints(
    character,
    { attribute, amount: damage.amount, spendDestinyToAvoidZero: damage.spendDestinyToAvoidZero ?? false },
    'T3',
    'damage_taken',
  );
  if (!result.ok) return result;
  return ok(result.value, [reason('T3', 'damage_kind', { kind: damage.kind, attribute }), ...result.reasons]);
}
