import { describe, expect, it } from 'vitest';
import { makeCharacter, scripted } from '../testing';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import type { Character } from '../model/character';
import type { D12ActionResult } from './action';
import { d12RollAction } from './action';
import { d12GiveOfOneself, d12GivingStep } from './giving';
import { d12WithPool } from './sheet';

const deps = { table: DEFAULT_TABLE_RULES };
const refuseLast: { table: TableRules } = { table: { ...DEFAULT_TABLE_RULES, d12GivingLastPoint: 'refuse' } };

/** Body pool 5 vs threshold 10: die 4 → failure, 5 → complication, 6 → success. */
const roll = (die: number, c: Character = makeCharacter()): D12ActionResult =>
  unwrap(d12RollAction(c, { attribute: 'body', threshold: 10 }, scripted([die])));

describe('T9 giving of oneself', () => {
  it('« Faire passer d\'un échec à une réussite avec complication »', () => {
    const c = makeCharacter();
    const outcome = d12GiveOfOneself(c, roll(4), deps);
    const value = unwrap(outcome);
    expect(value.result.degree).toBe('success_with_complication');
    expect(value.result.rolledDegree).toBe('failure');
    expect(value.result.given).toBe(1);
    expect(value.character.pools.body.pool).toBe(4);
    expect(value.out).toBe(false);
    expect(outcome.ok && outcome.reasons[0]).toEqual({
      rule: 'T9',
      code: 'given',
      values: { attribute: 'body', pool: 4, from: 'failure', to: 'success_with_complication', blind: false },
    });
  });

  it('« Faire passer d\'une réussite avec complication en réussite »', () => {
    const value = unwrap(d12GiveOfOneself(makeCharacter(), roll(5), deps));
    expect(value.result.degree).toBe('success');
    expect(value.result.total).toBe(10);
  });

  it('two points take a failure to a success', () => {
    const first = unwrap(d12GiveOfOneself(makeCharacter(), roll(3), deps));
    const second = unwrap(d12GiveOfOneself(first.character, first.result, deps));
    expect(second.result.degree).toBe('success');
    expect(second.result.given).toBe(2);
    expect(second.character.pools.body.pool).toBe(3);
  });

  it('« Attention, un échec critique restera un échec critique »', () => {
    expect(d12GiveOfOneself(makeCharacter(), roll(1), deps)).toEqual({
      ok: false,
      error: { rule: 'T9', code: 'critical_failure_stays', values: { die: 1 } },
    });
  });

  it('« et on ne peut pas obtenir de réussite critique de cette façon ! »', () => {
    expect(d12GiveOfOneself(makeCharacter(), roll(6), deps)).toEqual({
      ok: false,
      error: { rule: 'T9', code: 'cannot_reach_critical', values: { degree: 'success' } },
    });
    expect(d12GiveOfOneself(makeCharacter(), roll(12), deps)).toMatchObject({ ok: false, error: { code: 'already_critical' } });
  });

  it('« (Cela peut être fait avant ou après l\'annonce du résultat) »: given before the announcement, a point on a success is spent for nothing', () => {
    const outcome = d12GiveOfOneself(makeCharacter(), roll(6), deps, { blind: true });
    const value = unwrap(outcome);
    expect(value.result.degree).toBe('success');
    expect(value.result.given).toBe(1);
    expect(value.character.pools.body.pool).toBe(4);
    expect(outcome.ok && outcome.reasons[0]?.code).toBe('given_without_effect');
    expect(unwrap(d12GiveOfOneself(makeCharacter(), roll(4), deps, { blind: true })).result.degree).toBe('success_with_complication');
    expect(d12GiveOfOneself(makeCharacter(), roll(1), deps, { blind: true }).ok).toBe(false);
  });

  it('refused when the pool is empty', () => {
    const result = roll(4);
    expect(d12GiveOfOneself(d12WithPool(makeCharacter(), 'body', 0), result, deps)).toEqual({
      ok: false,
      error: { rule: 'T9', code: 'pool_empty', values: { attribute: 'body' } },
    });
    expect(d12GiveOfOneself(makeCharacter({ status: 'retired' }), result, deps)).toMatchObject({
      ok: false,
      error: { rule: 'T10' },
    });
    expect(d12GiveOfOneself(makeCharacter({ status: 'out' }), result, deps)).toMatchObject({ ok: false, error: { rule: 'T2' } });
  });

  it('« Lorsque la réserve de caractéristique arrive à 0, le personnage n\'est plus jouable »: giving the last point takes the character out (default)', () => {
    const c = d12WithPool(makeCharacter(), 'body', 1);
    const outcome = d12GiveOfOneself(c, roll(8, c), deps);
    const value = unwrap(outcome);
    expect(value.result.degree).toBe('success_with_complication');
    expect(value.out).toBe(true);
    expect(value.character.status).toBe('out');
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'T2', code: 'character_out', values: { attribute: 'body', cause: 'dead' } });
  });

  it('table rule d12GivingLastPoint = refuse keeps the last point', () => {
    const c = d12WithPool(makeCharacter(), 'body', 1);
    expect(d12GiveOfOneself(c, roll(9, c), refuseLast)).toEqual({
      ok: false,
      error: { rule: 'T9', code: 'last_point', values: { attribute: 'body' } },
    });
    expect(d12GiveOfOneself(makeCharacter(), roll(4), refuseLast).ok).toBe(true);
  });

  it.each([
    // [reading, ok, out, status after]
    ['out', true, true, 'out'],
    ['refuse', false, false, 'active'],
  ] as const)('table rule d12GivingLastPoint = %s, giving the last Body point on a failure: ok %s, out %s', (reading, okAfter, out, status) => {
    const c = d12WithPool(makeCharacter(), 'body', 1);
    const outcome = d12GiveOfOneself(c, roll(8, c), { table: { ...DEFAULT_TABLE_RULES, d12GivingLastPoint: reading } });
    expect(outcome.ok).toBe(okAfter);
    const after = outcome.ok ? outcome.value.character : c;
    expect(outcome.ok && outcome.value.out).toBe(out);
    expect(after.status).toBe(status);
    expect(after.pools.body.pool).toBe(okAfter ? 0 : 1);
  });
});

describe('T9 the step alone (d12GivingStep, whether a screen offers giving)', () => {
  it.each([
    // « Faire passer d'un échec à une réussite avec complication »
    [4, false, { degree: 'success_with_complication', raises: true }],
    // « Faire passer d'une réussite avec complication en réussite »
    [5, false, { degree: 'success', raises: true }],
    // « avant … l'annonce du résultat »: a blind point on a success is spent for nothing
    [6, true, { degree: 'success', raises: false }],
  ] as const)('die %i (blind: %s) → %j', (die, blind, step) => {
    expect(d12GivingStep(roll(die), { blind })).toEqual({ ok: true, value: step, reasons: [], rolls: [] });
  });

  it.each([
    // « un échec critique restera un échec critique »
    [1, true, { rule: 'T9', code: 'critical_failure_stays', values: { die: 1 } }],
    // « on ne peut pas obtenir de réussite critique de cette façon ! »
    [6, false, { rule: 'T9', code: 'cannot_reach_critical', values: { degree: 'success' } }],
    [12, true, { rule: 'T9', code: 'already_critical', values: { die: 12 } }],
  ] as const)('die %i (blind: %s) is refused: %j', (die, blind, error) => {
    expect(d12GivingStep(roll(die), { blind })).toEqual({ ok: false, error });
  });

  it('is the degree d12GiveOfOneself reaches, and refuses what it refuses', () => {
    for (const die of [1, 2, 4, 5, 6, 9, 12]) {
      for (const blind of [false, true]) {
        const step = d12GivingStep(roll(die), { blind });
        const given = d12GiveOfOneself(makeCharacter(), roll(die), deps, { blind });
        expect(given.ok).toBe(step.ok);
        if (step.ok && given.ok) expect(given.value.result.degree).toBe(step.value.degree);
        if (!step.ok && !given.ok) expect(given.error).toEqual(step.error);
      }
    }
  });
});
