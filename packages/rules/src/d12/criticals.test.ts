import { describe, expect, it } from 'vitest';
import { makeCharacter, scripted } from '../testing';
import { unwrap } from '../core/outcome';
import type { D12ActionResult } from './action';
import { d12RollAction } from './action';
import {
  D12_CRITICAL_FAILURE_OPTIONS,
  D12_CRITICAL_SUCCESS_OPTIONS,
  d12ApplyCriticalFailure,
  d12ApplyCriticalSuccess,
  d12CriticalSuccessEffect,
  d12DamageWithEffect,
} from './criticals';
import { d12WithPool } from './sheet';

const roll = (die: number, c = makeCharacter()): D12ActionResult =>
  unwrap(d12RollAction(c, { attribute: 'body', threshold: 9 }, scripted([die])));

describe('T8 critical success', () => {
  it.each([
    ['next_related_roll_bonus', { kind: 'next_related_roll_modifier', who: 'self_or_ally', modifier: 3 }, '« le prochain jet en relation, que ce soit le sien ou celui de l\'un de ses alliés, bénéficiera d\'un bonus de +3 »'],
    ['double_damage', { kind: 'damage_multiplier', multiplier: 2 }, '« Le personnage a visé un point sensible de son adversaire, et inflige donc deux fois plus de dommages »'],
    ['opponent_next_roll_malus', { kind: 'next_related_roll_modifier', who: 'opponent', modifier: -3 }, '« L\'action du personnage visait à handicaper son adversaire, qui subira donc un malus de -3 à son prochain jet en relation »'],
  ] as const)('%s → %j: %s', (option, effect, _quote) => {
    expect(d12CriticalSuccessEffect(option)).toEqual(effect);
    const outcome = d12ApplyCriticalSuccess(roll(12), option);
    expect(unwrap(outcome).effect).toEqual(effect);
    expect(unwrap(outcome).result.criticalOption).toBe(option);
    expect(outcome.ok && outcome.reasons[0]).toEqual({ rule: 'T8', code: 'critical_success_option', values: { option, picked_by: 'player' } });
  });

  it('lists the three options', () => {
    expect(D12_CRITICAL_SUCCESS_OPTIONS).toHaveLength(3);
    expect(D12_CRITICAL_FAILURE_OPTIONS).toHaveLength(3);
  });

  it('double damage doubles, other effects leave the damage', () => {
    expect(d12DamageWithEffect(3, d12CriticalSuccessEffect('double_damage'))).toBe(6);
    expect(d12DamageWithEffect(3, d12CriticalSuccessEffect('next_related_roll_bonus'))).toBe(3);
  });

  it('the +3 feeds the next related roll as its modifier', () => {
    const effect = unwrap(d12ApplyCriticalSuccess(roll(12), 'next_related_roll_bonus')).effect;
    const modifier = effect.kind === 'next_related_roll_modifier' ? effect.modifier : 0;
    const next = unwrap(d12RollAction(makeCharacter(), { attribute: 'mind', threshold: 13, modifier }, scripted([5])));
    expect(next.total).toBe(13);
    expect(next.degree).toBe('success_with_complication');
  });

  it('refused on a result that is not a critical success, or twice', () => {
    expect(d12ApplyCriticalSuccess(roll(11), 'double_damage')).toEqual({
      ok: false,
      error: { rule: 'T8', code: 'not_a_critical_success', values: { degree: 'success' } },
    });
    const once = unwrap(d12ApplyCriticalSuccess(roll(12), 'double_damage')).result;
    expect(d12ApplyCriticalSuccess(once, 'double_damage')).toMatchObject({ ok: false, error: { code: 'critical_already_applied' } });
  });
});

describe('T8 critical failure', () => {
  it('« il s\'est blessé dans la manoeuvre. Il perd un point de sa réserve de la caractéristique associée »', () => {
    const c = makeCharacter();
    const outcome = d12ApplyCriticalFailure(c, roll(1), { option: 'hurt_self', pickedBy: 'gm' });
    const value = unwrap(outcome);
    expect(value.character.pools.body.pool).toBe(4);
    expect(value.effect).toEqual({ kind: 'pool_loss', attribute: 'body', amount: 1 });
    expect(value.damage?.lost).toBe(1);
    expect(value.result.criticalOption).toBe('hurt_self');
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toEqual(['critical_failure_option', 'hurt_self']);
    expect(outcome.ok && outcome.reasons[0]?.values.picked_by).toBe('gm');
  });

  it('hurting oneself on the last point takes the character out, unless a destiny point is spent (T6)', () => {
    const c = d12WithPool(makeCharacter({ destiny: 1 }), 'body', 1);
    const result = roll(1, c);
    expect(unwrap(d12ApplyCriticalFailure(c, result, { option: 'hurt_self', pickedBy: 'player' })).character.status).toBe('out');
    const saved = unwrap(d12ApplyCriticalFailure(c, result, { option: 'hurt_self', pickedBy: 'player', spendDestinyToAvoidZero: true }));
    expect(saved.character.pools.body.pool).toBe(1);
    expect(saved.damage?.unconscious).toBe(true);
    const poor = { ...c, destiny: 0 };
    expect(d12ApplyCriticalFailure(poor, result, { option: 'hurt_self', pickedBy: 'player', spendDestinyToAvoidZero: true })).toMatchObject({
      ok: false,
      error: { rule: 'T6', code: 'no_destiny_point' },
    });
  });

  it('« En attaquant son adversaire, il a gravement ouvert sa garde. Lors de sa prochaine attaque, l\'adversaire aura un bonus de +3 »', () => {
    const c = makeCharacter();
    const value = unwrap(d12ApplyCriticalFailure(c, roll(1), { option: 'opened_guard', pickedBy: 'player' }));
    expect(value.effect).toEqual({ kind: 'opponent_next_attack_modifier', modifier: 3 });
    expect(value.character).toBe(c);
    expect(value.damage).toBeNull();
  });

  it('« Quelque chose de très mauvais s\'est produit. Le MJ peut imaginer n\'importe quelle complication »', () => {
    const c = makeCharacter();
    expect(unwrap(d12ApplyCriticalFailure(c, roll(1), { option: 'complication', pickedBy: 'gm', description: 'La corde casse' })).effect).toEqual({
      kind: 'complication',
      description: 'La corde casse',
    });
    expect(unwrap(d12ApplyCriticalFailure(c, roll(1), { option: 'complication', pickedBy: 'gm' })).effect).toEqual({
      kind: 'complication',
      description: '',
    });
  });

  it('refused on a result that is not a critical failure, or twice', () => {
    const c = makeCharacter();
    expect(d12ApplyCriticalFailure(c, roll(2), { option: 'opened_guard', pickedBy: 'gm' })).toEqual({
      ok: false,
      error: { rule: 'T8', code: 'not_a_critical_failure', values: { degree: 'failure' } },
    });
    const once = unwrap(d12ApplyCriticalFailure(c, roll(1), { option: 'opened_guard', pickedBy: 'gm' })).result;
    expect(d12ApplyCriticalFailure(c, once, { option: 'hurt_self', pickedBy: 'gm' })).toMatchObject({
      ok: false,
      error: { code: 'critical_already_applied' },
    });
  });
});
