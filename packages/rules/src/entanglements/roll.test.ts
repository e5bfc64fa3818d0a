import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '../core/outcome';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { EntanglementKind } from '../model/crew';
import { makeCrew, scripted, seeded } from '../testing';
import { ENTANGLEMENT_TABLE, entanglementColumn } from './table';
import type { EntanglementRoll } from './roll';
import { pickEntanglement, rollEntanglement } from './roll';

function rolled(wanted: number, heat: number, dice: number[], table = {}): EntanglementRoll {
  const roll = unwrap(rollEntanglement(makeCrew({ wanted, heat }), {}, scripted(dice, table))).roll;
  if (!roll) throw new Error('expected a roll');
  return roll;
}

describe('E1 entanglement roll', () => {
  it('« Si le niveau d’avis de recherche est égal à zéro, il n’y a pas d’imbroglios possible » — and no dice', () => {
    const deps = scripted([]); // throws if any die is asked for
    const outcome = rollEntanglement(makeCrew({ wanted: 0, heat: 8 }), { hidden: true }, deps);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.roll).toBeNull();
    expect(outcome.rolls).toEqual([]);
    expect(outcome.reasons).toEqual([{ rule: 'E1', code: 'no_entanglement_at_wanted_0', values: { wanted: 0, hidden: true } }]);
  });

  it('refuses a wanted level that is not a whole number ≥ 0', () => {
    expect(rollEntanglement(makeCrew({ wanted: -1 }), {}, scripted([]))).toMatchObject({ ok: false, error: { rule: 'E1', code: 'invalid_wanted' } });
    expect(rollEntanglement(makeCrew({ wanted: 1.5 }), {}, scripted([]))).toMatchObject({ ok: false, error: { code: 'invalid_wanted' } });
  });

  it('« lancer un nombre de dés correspondant au niveau d’avis de recherche »: wanted 3 rolls 3 dice, keeps the highest', () => {
    const outcome = rollEntanglement(makeCrew({ wanted: 3, heat: 2 }), {}, scripted([2, 5, 1]));
    const { roll } = unwrap(outcome);
    expect(roll).toMatchObject({ wanted: 3, heat: 2, column: '0-3', dice: [2, 5, 1], result: 5, band: '4-5', row: '4-5', hidden: false });
    expect(roll?.candidates).toEqual(['rivals', 'unquiet_dead']);
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'entanglement', dice: [2, 5, 1] }]);
  });

  // Every cell of the table, reached by real dice.
  it.each<[number, number[], EntanglementKind[]]>([
    [0, [2], ['cohort_trouble', 'usual_suspects']],
    [3, [5], ['rivals', 'unquiet_dead']],
    [2, [6], ['cooperation']],
    [4, [1], ['cohort_trouble', 'questioning']],
    [5, [4], ['reprisals', 'unquiet_dead']],
    [4, [6], ['show_of_force']],
    [6, [3], ['flipped', 'interrogation']],
    [9, [4], ['demonic_notice', 'show_of_force']],
    [7, [6], ['arrest']],
  ])('heat %i, die %j → %j', (heat, dice, candidates) => {
    const roll = rolled(1, heat, dice);
    expect(roll.candidates).toEqual(candidates);
    expect(roll.row).not.toBe('crit');
    expect(ENTANGLEMENT_TABLE[roll.column][roll.row as '1-3' | '4-5' | '6']).toEqual(candidates);
  });

  it('a critical reads as 6 (table rule entanglementCritAsSix, default on)', () => {
    const deps = scripted([6, 6]);
    const outcome = rollEntanglement(makeCrew({ wanted: 2, heat: 7 }), {}, deps);
    const { roll } = unwrap(outcome);
    expect(roll).toMatchObject({ band: 'crit', row: '6', candidates: ['arrest'] });
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toContain('crit_reads_as_6');
  });

  it('with entanglementCritAsSix off, a critical lets the GM pick anything of the column', () => {
    const outcome = rollEntanglement(makeCrew({ wanted: 2, heat: 7 }), {}, scripted([6, 6], { entanglementCritAsSix: false }));
    const { roll } = unwrap(outcome);
    expect(roll).toMatchObject({ band: 'crit', row: 'crit' });
    expect(roll?.candidates).toEqual(['flipped', 'interrogation', 'demonic_notice', 'show_of_force', 'arrest']);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toContain('crit_any_of_column');
  });

  it('« jets cachés »: the hidden flag is carried on the roll and the pick', () => {
    const roll = unwrap(rollEntanglement(makeCrew({ wanted: 1 }), { hidden: true }, scripted([2]))).roll as EntanglementRoll;
    expect(roll.hidden).toBe(true);
    expect(unwrap(pickEntanglement(roll, 'usual_suspects', scripted([]))).hidden).toBe(true);
  });

  it('rolls exactly as many dice as the wanted level, and the cell matches the heat (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9 }), fc.integer(), (wanted, heat, seed) => {
        const outcome = unwrap(rollEntanglement(makeCrew({ wanted, heat }), {}, seeded(seed)));
        if (wanted === 0) {
          expect(outcome.roll).toBeNull();
          return;
        }
        const roll = outcome.roll as EntanglementRoll;
        expect(roll.dice).toHaveLength(wanted);
        expect(roll.result).toBe(Math.max(...roll.dice));
        expect(roll.column).toBe(entanglementColumn(heat));
        expect(roll.row).not.toBe('crit'); // default table rule
        expect(roll.candidates.length).toBe(roll.row === '6' ? 1 : 2);
      }),
    );
  });
});

describe('E1 the GM picks', () => {
  it('the GM picks one of the two', () => {
    const roll = rolled(1, 0, [1]);
    const outcome = pickEntanglement(roll, 'usual_suspects', scripted([]));
    expect(unwrap(outcome)).toMatchObject({ kind: 'usual_suspects', pickedForMe: false });
    expect(outcome.ok && outcome.rolls).toEqual([]);
  });

  it('refuses an entanglement that is not in the cell', () => {
    const roll = rolled(1, 0, [1]);
    expect(pickEntanglement(roll, 'arrest', scripted([]))).toEqual({
      ok: false,
      error: { rule: 'E1', code: 'not_in_cell', values: { kind: 'arrest', column: '0-3', row: '1-3', candidates: 'cohort_trouble,usual_suspects' } },
    });
  });

  it.each([
    [1, 'cohort_trouble'],
    [2, 'usual_suspects'],
  ] as const)('"pick for me" rolls a fair d2: %i → %s', (die, kind) => {
    const roll = rolled(1, 0, [3]);
    const deps = scripted([die]);
    const spy = { sides: 0 };
    const outcome = pickEntanglement(roll, 'pick_for_me', {
      ...deps,
      roller: { roll: (s) => ((spy.sides = s), deps.roller.roll(s)) },
    });
    expect(spy.sides).toBe(2);
    expect(unwrap(outcome)).toMatchObject({ kind, pickedForMe: true });
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 2, purpose: 'entanglement_pick', dice: [die] }]);
  });

  it('"pick for me" on the 6 row rolls nothing: there is only one', () => {
    const roll = rolled(1, 9, [6]);
    const outcome = pickEntanglement(roll, 'pick_for_me', scripted([]));
    expect(unwrap(outcome)).toMatchObject({ kind: 'arrest', pickedForMe: true });
    expect(outcome.ok && outcome.rolls).toEqual([]);
  });

  it('"pick for me" on a critical with entanglementCritAsSix off rolls a die as large as the column', () => {
    const roll = rolled(2, 4, [6, 6], { entanglementCritAsSix: false });
    const outcome = pickEntanglement(roll, 'pick_for_me', scripted([5]));
    expect(unwrap(outcome).kind).toBe('show_of_force');
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 5, purpose: 'entanglement_pick', dice: [5] }]);
    expect(unwrap(pickEntanglement(roll, 'questioning', scripted([]))).kind).toBe('questioning');
  });

  it('throws when a broken roller gives a face the die does not have', () => {
    const roll = rolled(1, 0, [1]);
    expect(() => pickEntanglement(roll, 'pick_for_me', { roller: { roll: () => 3 }, table: DEFAULT_TABLE_RULES })).toThrow(/d2/);
  });
});
