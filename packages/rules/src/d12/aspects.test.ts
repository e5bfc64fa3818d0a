import { describe, expect, it } from 'vitest';
import { makeCharacter, scripted } from '../testing';
import { unwrap } from '../core/outcome';
import { d12RollAction } from './action';
import { D12_FEAR_THRESHOLD, d12FearTest, d12FindComfort, d12LoseComfort, d12ResolveFearTest, d12RollFearTest } from './aspects';
import { d12Reroll } from './destiny';
import { d12GiveOfOneself } from './giving';
import { d12Sure } from './internal';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { d12WithPool } from './sheet';

describe('T5 comfort', () => {
  it('« Dans le cas où le personnage a perdu (définitivement ou non) sa source de réconfort, il perd cette aptitude »', () => {
    const outcome = d12LoseComfort(makeCharacter());
    expect(unwrap(outcome).character.comfort).toEqual({ name: 'Médaillon', lost: true });
    expect(outcome.ok && outcome.reasons[0]?.code).toBe('comfort_lost');
    expect(d12LoseComfort(unwrap(outcome).character)).toMatchObject({ ok: false, error: { code: 'comfort_already_lost' } });
  });

  it('« (ou jusqu\'à ce qu\'il le retrouve …) »', () => {
    const lost = unwrap(d12LoseComfort(makeCharacter())).character;
    expect(unwrap(d12FindComfort(lost)).character.comfort).toEqual({ name: 'Médaillon', lost: false });
    expect(d12FindComfort(makeCharacter())).toMatchObject({ ok: false, error: { code: 'comfort_not_lost' } });
  });

  it('refused without a comfort, or for an unplayable character', () => {
    expect(d12LoseComfort(makeCharacter({ comfort: null }))).toMatchObject({ ok: false, error: { code: 'no_comfort' } });
    expect(d12FindComfort(makeCharacter({ comfort: null }))).toMatchObject({ ok: false, error: { code: 'no_comfort' } });
    expect(d12LoseComfort(makeCharacter({ status: 'retired' })).ok).toBe(false);
    expect(d12FindComfort(makeCharacter({ status: 'out' })).ok).toBe(false);
  });
});

describe('T5 fear test', () => {
  it('« le personnage doit immédiatement faire un test d\'Esprit à difficulté 12 »', () => {
    expect(D12_FEAR_THRESHOLD).toBe(12);
    const outcome = d12RollFearTest(makeCharacter(), {}, scripted([7]));
    expect(unwrap(outcome)).toMatchObject({ kind: 'fear_test', attribute: 'mind', threshold: 12, total: 12, degree: 'success_with_complication' });
    expect(outcome.ok && outcome.rolls[0]?.purpose).toBe('d12_fear_test');
    expect(outcome.ok && outcome.reasons[0]).toEqual({ rule: 'T5', code: 'fear_confronted', values: { fear: 'Les noyés' } });
  });

  it.each([
    [8, true, 2, 5],
    [7, true, 2, 5],
    [6, false, 1, 4],
    [1, false, 1, 4],
    [12, true, 2, 5],
  ])('« S\'il réussit, il a combattu sa peur et gagne un Point de Destin. S\'il échoue, il perd un point d\'Esprit. »: die %i + Mind 5 → overcome %s, destiny %i, Mind %i', (die, overcome, destiny, mind) => {
    const value = unwrap(d12FearTest(makeCharacter(), {}, scripted([die])));
    expect(value.overcome).toBe(overcome);
    expect(value.character.destiny).toBe(destiny);
    expect(value.character.pools.mind.pool).toBe(mind);
    expect(value.result.die).toBe(die);
  });

  it('a failure at Mind 1 drives the character mad (T2), unless a destiny point is spent (T6)', () => {
    const c = d12WithPool(makeCharacter({ destiny: 1 }), 'mind', 1);
    const mad = unwrap(d12FearTest(c, {}, scripted([3])));
    expect(mad.character.status).toBe('out');
    expect(mad.damage?.out).toBe(true);
    const saved = unwrap(d12FearTest(c, { spendDestinyToAvoidZero: true }, scripted([3])));
    expect(saved.character.pools.mind.pool).toBe(1);
    expect(saved.character.destiny).toBe(0);
    expect(saved.damage?.unconscious).toBe(true);
    expect(d12FearTest({ ...c, destiny: 0 }, { spendDestinyToAvoidZero: true }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'T6', code: 'no_destiny_point', values: { destiny: 0 } },
    });
    expect(d12ResolveFearTest({ ...c, destiny: 0 }, mad.result, { spendDestinyToAvoidZero: true }).ok).toBe(false);
    expect(unwrap(d12ResolveFearTest(c, mad.result)).character.status).toBe('out');
  });

  it('a trait and a modifier may help; the result can be re-rolled (T6) or raised (T9) before it is resolved', () => {
    const c = makeCharacter({ destiny: 1 });
    const rolled = unwrap(d12RollFearTest(c, { trait: 'Bagarreuse', modifier: -1 }, scripted([2])));
    expect(rolled.total).toBe(7);
    const rerolled = unwrap(d12Reroll(c, rolled, scripted([6])));
    expect(rerolled.result.kind).toBe('fear_test');
    expect(rerolled.result.degree).toBe('failure');
    const given = unwrap(d12GiveOfOneself(rerolled.character, rerolled.result, { table: DEFAULT_TABLE_RULES }));
    const resolved = unwrap(d12ResolveFearTest(given.character, given.result));
    expect(resolved.overcome).toBe(true);
    expect(resolved.character.destiny).toBe(1);
    expect(resolved.character.pools.mind.pool).toBe(4);
  });

  it('refused without a fear, with an unknown trait, or for an unplayable character', () => {
    expect(d12FearTest(makeCharacter({ fear: null }), {}, scripted([]))).toMatchObject({ ok: false, error: { code: 'no_fear' } });
    expect(d12FearTest(makeCharacter(), { trait: 'Nage' }, scripted([]))).toMatchObject({ ok: false, error: { code: 'unknown_trait' } });
    const rolled = unwrap(d12RollFearTest(makeCharacter(), {}, scripted([4])));
    expect(d12ResolveFearTest(makeCharacter({ status: 'retired' }), rolled).ok).toBe(false);
  });

  it('resolving a result that is not a fear test is a programmer error', () => {
    const action = unwrap(d12RollAction(makeCharacter(), { attribute: 'mind', threshold: 12 }, scripted([4])));
    expect(() => d12ResolveFearTest(makeCharacter(), action)).toThrow();
  });

  it('d12Sure passes successes and throws on a refusal', () => {
    expect(d12Sure({ ok: true, value: 1, reasons: [], rolls: [] }).value).toBe(1);
    expect(() => d12Sure({ ok: false, error: { rule: 'T6', code: 'x', values: {} } })).toThrow('T6 x');
  });
});
