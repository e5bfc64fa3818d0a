import { describe, expect, it } from 'vitest';
import { makeCharacter, scripted } from '../testing';
import { unwrap } from '../core/outcome';
import { d12RollAction } from './action';
import { d12ApplyCriticalSuccess } from './criticals';
import { d12Reroll } from './destiny';
import { d12WithPool } from './sheet';

describe('T6 destiny re-roll', () => {
  it.each([
    [1, 'critical_failure'],
    [2, 'failure'],
    [3, 'success_with_complication'],
    [8, 'success'],
    [12, 'critical_success'],
  ] as const)('« Relancer un jet, quel que soit le résultat »: a %i (%s) can be re-rolled', (die, degree) => {
    const c = makeCharacter({ destiny: 2 });
    const first = unwrap(d12RollAction(c, { attribute: 'mind', trait: 'Crocheteuse', threshold: 10 }, scripted([die])));
    expect(first.degree).toBe(degree);
    const outcome = d12Reroll(c, first, scripted([6]));
    const value = unwrap(outcome);
    expect(value.character.destiny).toBe(1);
    expect(value.result).toMatchObject({ die: 6, total: 13, traitBonus: 2, degree: 'success', rerolls: 1, kind: 'action' });
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 12, purpose: 'd12_reroll', dice: [6] }]);
    expect(outcome.ok && outcome.reasons[0]).toEqual({
      rule: 'T6',
      code: 'destiny_reroll',
      values: { previous_die: die, previous_degree: degree, destiny: 1 },
    });
  });

  it('refused without a destiny point', () => {
    const c = makeCharacter({ destiny: 0 });
    const first = unwrap(d12RollAction(c, { attribute: 'mind', threshold: 10 }, scripted([2])));
    expect(d12Reroll(c, first, scripted([]))).toEqual({ ok: false, error: { rule: 'T6', code: 'no_destiny_point', values: { destiny: 0 } } });
  });

  it('re-reads with the current pool (points given before stay spent)', () => {
    const c = makeCharacter({ destiny: 1 });
    const first = unwrap(d12RollAction(c, { attribute: 'mind', threshold: 10 }, scripted([2])));
    const value = unwrap(d12Reroll(d12WithPool(c, 'mind', 3), first, scripted([7])));
    expect(value.result.pool).toBe(3);
    expect(value.result.total).toBe(10);
    expect(value.result.given).toBe(0);
  });

  it('refused once a critical option has been applied, for an out character, or for a trait gone from the sheet', () => {
    const c = makeCharacter({ destiny: 3 });
    const crit = unwrap(d12RollAction(c, { attribute: 'body', threshold: 10 }, scripted([12])));
    const used = unwrap(d12ApplyCriticalSuccess(crit, 'double_damage')).result;
    expect(d12Reroll(c, used, scripted([5]))).toMatchObject({ ok: false, error: { rule: 'T6', code: 'result_already_used' } });
    expect(d12Reroll({ ...c, status: 'out' }, crit, scripted([5]))).toMatchObject({ ok: false, error: { rule: 'T2' } });
    expect(d12Reroll({ ...c, traits: [] }, { ...crit, trait: 'Crocheteuse' }, scripted([5]))).toMatchObject({
      ok: false,
      error: { rule: 'T5', code: 'unknown_trait' },
    });
  });

  it('two destiny points give two re-rolls', () => {
    const c = makeCharacter({ destiny: 2 });
    const first = unwrap(d12RollAction(c, { attribute: 'soul', threshold: 10 }, scripted([2])));
    const second = unwrap(d12Reroll(c, first, scripted([3])));
    const third = unwrap(d12Reroll(second.character, second.result, scripted([9])));
    expect(third.result.rerolls).toBe(2);
    expect(third.character.destiny).toBe(0);
    expect(d12Reroll(third.character, third.result, scripted([9])).ok).toBe(false);
  });
});
