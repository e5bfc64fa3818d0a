import { describe, expect, it } from 'vitest';
import {
  HIRED_MUSCLE_KINDS,
  HIRED_MUSCLE_MAX,
  HIRED_MUSCLE_TABLE,
  debtWarbandSizeForLimit,
  hireMuscle,
  settleHiredMuscle,
} from './hiredMuscle';
import { unwrap } from '../core/outcome';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import type { HiredMuscleKind } from '../model/frostgrave';
import { makeMember, makeWizard } from '../testing/factories';

const deps = { table: DEFAULT_TABLE_RULES };
const capDeps: { table: TableRules } = { table: { ...DEFAULT_TABLE_RULES, hiredMuscleDeathOverLevel: 'cap' } };

describe('F4 hired muscle table', () => {
  it.each([
    ['bandit', 'Bandit', 1, null],
    ['thief', 'Voleur', 1, null],
    ['trap_expert', 'Expert en pièges', 1, null],
    ['assassin', 'Assassin', 2, null],
    ['barber_surgeon', 'Barbier-chirurgien', 2, 'apothecary'],
    ['treasure_hunter', 'Chasseur de trésors', 2, null],
  ] as const)('« %s »: %s costs %i marker(s) (plays as %s)', (kind, label, markers, playsAs) => {
    expect(HIRED_MUSCLE_TABLE[kind]).toEqual({ kind, label, markers, playsAs });
    const result = unwrap(hireMuscle(makeWizard({ level: 5, markers: 1 }), { id: 'h1', kind }));
    expect(result.markers).toBe(markers);
    expect(result.wizard.markers).toBe(1 + markers);
    expect(result.wizard.hiredMuscle).toEqual([{ id: 'h1', kind }]);
  });

  it('lists every kind of the table once', () => {
    expect([...HIRED_MUSCLE_KINDS].sort()).toEqual(Object.keys(HIRED_MUSCLE_TABLE).sort());
  });
});

describe('F4 hiring', () => {
  it('« Un sorcier peut recruter jusqu\'à deux modèles comme gros bras embauchés »: a third is refused (F4)', () => {
    let wizard = makeWizard({ level: 10, markers: 0 });
    wizard = unwrap(hireMuscle(wizard, { id: 'h1', kind: 'bandit' })).wizard;
    const second = hireMuscle(wizard, { id: 'h2', kind: 'assassin' });
    expect(second.ok && second.reasons.at(-1)).toEqual({
      rule: 'F4',
      code: 'hired_muscle_hired',
      values: { id: 'h2', kind: 'assassin', hired: 2, max: 2 },
    });
    wizard = unwrap(second).wizard;
    expect(wizard.markers).toBe(3);
    expect(hireMuscle(wizard, { id: 'h3', kind: 'thief' })).toEqual({
      ok: false,
      error: { rule: 'F4', code: 'hired_muscle_limit', values: { hired: 2, max: HIRED_MUSCLE_MAX } },
    });
  });

  it('refuses hired muscle whose markers would exceed the level (F1)', () => {
    expect(hireMuscle(makeWizard({ level: 1, markers: 0 }), { id: 'h1', kind: 'assassin' })).toEqual({
      ok: false,
      error: { rule: 'F1', code: 'markers_over_level', values: { favour: 'hired_muscle', needed: 2, free: 1, held: 0, level: 1 } },
    });
    expect(hireMuscle(makeWizard({ level: 1, markers: 0 }), { id: 'h1', kind: 'bandit' }).ok).toBe(true);
  });

  it('throws on an id already used (programmer error)', () => {
    const wizard = makeWizard({ hiredMuscle: [{ id: 'h1', kind: 'bandit' }] });
    expect(() => hireMuscle(wizard, { id: 'h1', kind: 'thief' })).toThrow(/already used/);
  });

  it('« Les gros bras embauchés ne comptent pas dans la limite de taille habituelle de la bande de guerre »', () => {
    const base = makeWizard();
    const withMuscle = makeWizard({
      hiredMuscle: [
        { id: 'h1', kind: 'bandit' },
        { id: 'h2', kind: 'assassin' },
      ],
      warband: [...base.warband, makeMember({ id: 'hm', name: 'Brute', role: 'hired_muscle', baseCost: 0, will: 0 })],
    });
    expect(debtWarbandSizeForLimit(base)).toBe(5);
    expect(debtWarbandSizeForLimit(withMuscle)).toBe(5);
  });
});

describe('F4 after the game', () => {
  const twoHired = (level: number, markers: number) =>
    makeWizard({
      level,
      markers,
      hiredMuscle: [
        { id: 'h1', kind: 'bandit' as HiredMuscleKind },
        { id: 'h2', kind: 'assassin' as HiredMuscleKind },
      ],
    });

  it('« Si le gros bras embauché meurt ... le sorcier prend un marqueur Pègre supplémentaire », even over the level (flagged)', () => {
    const out = settleHiredMuscle(twoHired(3, 3), ['h1'], deps);
    const result = unwrap(out);
    expect(result.penaltyMarkers).toBe(1);
    expect(result.wizard.markers).toBe(4);
    expect(result.overLevel).toBe(true);
    expect(result.died).toEqual(['h1']);
    expect(result.wizard.hiredMuscle).toEqual([]);
    expect(result.released.map((h) => h.id)).toEqual(['h1', 'h2']);
    expect(out.ok && out.reasons).toEqual([
      { rule: 'F4', code: 'hired_muscle_died', values: { id: 'h1', markers: 1 } },
      { rule: 'F4', code: 'death_penalty_markers', values: { delta: 1, markers: 4, level: 3, overLevel: true } },
      { rule: 'F4', code: 'hired_muscle_released', values: { released: 2 } },
    ]);
  });

  it('« Ajouter un marqueur supplémentaire en fin de partie si le soldat meurt »: one per dead model, within the level', () => {
    const result = unwrap(settleHiredMuscle(twoHired(6, 3), ['h1', 'h2', 'h1'], deps));
    expect(result.penaltyMarkers).toBe(2);
    expect(result.wizard.markers).toBe(5);
    expect(result.overLevel).toBe(false);
  });

  it('releases hired muscle with no penalty when nobody died', () => {
    const out = settleHiredMuscle(twoHired(3, 3), [], deps);
    const result = unwrap(out);
    expect(result.wizard.markers).toBe(3);
    expect(result.wizard.hiredMuscle).toEqual([]);
    expect(out.ok && out.reasons.map((r) => r.code)).toEqual(['hired_muscle_released']);
  });

  it('table option hiredMuscleDeathOverLevel = cap: the penalty stops at the level', () => {
    const out = settleHiredMuscle(twoHired(4, 3), ['h1', 'h2'], capDeps);
    const result = unwrap(out);
    expect(result.penaltyMarkers).toBe(1);
    expect(result.wizard.markers).toBe(4);
    expect(result.overLevel).toBe(false);
    expect(out.ok && out.reasons.map((r) => r.code)).toContain('death_penalty_capped_at_level');
    expect(unwrap(settleHiredMuscle(twoHired(3, 5), ['h1'], capDeps)).penaltyMarkers).toBe(0);
  });

  it.each([
    // [reading, penalty markers, markers after, overLevel] for a level-3 wizard holding 3 markers whose bandit died
    ['allow', 1, 4, true],
    ['cap', 0, 3, false],
  ] as const)(
    'table rule hiredMuscleDeathOverLevel = %s: « le sorcier prend un marqueur Pègre supplémentaire » at the level → +%i, %i markers, overLevel %s',
    (reading, penaltyMarkers, markers, overLevel) => {
      const result = unwrap(settleHiredMuscle(twoHired(3, 3), ['h1'], { table: { ...DEFAULT_TABLE_RULES, hiredMuscleDeathOverLevel: reading } }));
      expect(result).toMatchObject({ penaltyMarkers, overLevel, wizard: { markers } });
    },
  );

  it('refuses a dead model that is not hired muscle (F4)', () => {
    expect(settleHiredMuscle(twoHired(3, 0), ['s1'], deps)).toEqual({
      ok: false,
      error: { rule: 'F4', code: 'not_hired_muscle', values: { id: 's1' } },
    });
  });
});
