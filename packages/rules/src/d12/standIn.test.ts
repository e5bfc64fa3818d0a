import { describe, expect, it } from 'vitest';
import { scripted } from '../testing';
import { unwrap } from '../core/outcome';
import { characterSchema } from '../model/schemas';
import { d12RollAction } from './action';
import { d12Reroll } from './destiny';
import { D12_STAND_IN_TRAIT, d12StandInCharacter } from './standIn';

describe('T7 a roll with no character: the stand-in sheet', () => {
  it('rolls 1d12 + the pool typed in (+ the trait bonus) against the threshold, the other pools full', () => {
    const c = d12StandInCharacter({ attribute: 'mind', pool: 4, trait: 'Érudite', traitBonus: 2 });
    expect(characterSchema.safeParse(c).success).toBe(true);
    expect(c.pools).toMatchObject({ mind: { pool: 4, value: 4 }, body: { pool: 12, value: 12 }, soul: { pool: 12, value: 12 } });
    const result = unwrap(d12RollAction(c, { attribute: 'mind', trait: 'Érudite', modifier: 0, threshold: 10 }, scripted([5])));
    expect(result).toMatchObject({ die: 5, pool: 4, traitBonus: 2, total: 11, degree: 'success' });
  });

  it('a pool of 0 keeps a value of 1 (the attribute exists), and a bonus without a name is a trait named "trait"', () => {
    const c = d12StandInCharacter({ attribute: 'body', pool: 0, trait: null, traitBonus: 1 });
    expect(c.pools.body).toEqual({ value: 1, pool: 0 });
    expect(c.traits).toEqual([{ name: D12_STAND_IN_TRAIT, rating: 1 }]);
    expect(d12StandInCharacter({ attribute: 'body', pool: 3, trait: 'x', traitBonus: 0 }).traits).toEqual([]);
  });

  it('T6: holds one destiny point, so the GM may re-roll once', () => {
    const c = d12StandInCharacter({ attribute: 'soul', pool: 5, trait: null, traitBonus: 0 });
    expect(c.destiny).toBe(1);
    const first = unwrap(d12RollAction(c, { attribute: 'soul', trait: null, modifier: 0, threshold: 12 }, scripted([2])));
    const again = unwrap(d12Reroll(c, first, scripted([9])));
    expect(again.result).toMatchObject({ die: 9, total: 14, degree: 'success' });
    expect(again.character.destiny).toBe(0);
    expect(d12Reroll(again.character, again.result, scripted([9])).ok).toBe(false);
  });
});
