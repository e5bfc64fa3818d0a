import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INTIMIDATION_MAX_BONUS,
  intimidate,
  intimidationMarkers,
  intimidationMarkersRemovedOnFailure,
  intimidationOdds,
  type IntimidationTarget,
} from './intimidation';
import { unwrap } from '../core/outcome';
import type { WarbandRole } from '../model/frostgrave';
import { makeWizard, scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact } from '../testing/simulation';

const soldier = (will: number): IntimidationTarget => ({ name: 'Garde', role: 'soldier', will });

/** Brute force over the 400 pairs of d20s, to check the odds function against. */
function bruteForce(bonus: number, will: number): number {
  let wins = 0;
  for (let a = 1; a <= 20; a++) for (let d = 1; d <= 20; d++) if (a + bonus > d + will) wins++;
  return wins / 400;
}

describe('F3 intimidation', () => {
  it('« si une tentative d\'intimidation avec un modificateur de +2 est effectuée et échoue, 2 des 3 marqueurs de monde souterrain acquis seront retirés (3/2 = 1,5, arrondir au supérieur à 2) »', () => {
    const deps = scripted([5, 10]); // attacker 5 + 2 = 7 vs defender 10 + 0 = 10
    const result = unwrap(intimidate(makeWizard({ level: 5, markers: 0 }), { target: soldier(0), bonus: 2 }, deps));
    expect(result.success).toBe(false);
    expect(result.markersTaken).toBe(3);
    expect(result.markersRemoved).toBe(2);
    expect(result.markersKept).toBe(1);
    expect(result.wizard.markers).toBe(1);
    expect(result.missesNextGame).toBeNull();
  });

  it.each([
    [0, 1, 0, 1],
    [1, 2, 1, 1],
    [2, 3, 2, 1],
    [3, 4, 2, 2],
  ])('« Un sorcier reçoit toujours au moins un marqueur Pègre »: bonus +%i takes %i, a failure removes %i and keeps %i', (bonus, taken, removed, kept) => {
    expect(intimidationMarkers(bonus)).toBe(taken);
    expect(intimidationMarkersRemovedOnFailure(taken)).toBe(removed);
    const result = unwrap(intimidate(makeWizard({ level: 5, markers: 1 }), { target: soldier(0), bonus }, scripted([1, 20])));
    expect(result.markersRemoved).toBe(removed);
    expect(result.wizard.markers).toBe(1 + kept);
  });

  it('removes nothing for an attempt that took no marker', () => {
    expect(intimidationMarkersRemovedOnFailure(0)).toBe(0);
  });

  it('« Si les scores sont à égalité ... la tentative d\'intimidation a échoué »', () => {
    // 10 + 2 = 12 vs 9 + 3 = 12
    const result = unwrap(intimidate(makeWizard(), { target: soldier(3), bonus: 2 }, scripted([10, 9])));
    expect(result.attackerTotal).toBe(12);
    expect(result.defenderTotal).toBe(12);
    expect(result.success).toBe(false);
  });

  it('« Si le jet du joueur intimidant est plus élevé, la figurine ciblée doit manquer la partie suivante »', () => {
    const out = intimidate(makeWizard({ level: 5, markers: 1 }), { target: { name: 'Traqueur', role: 'soldier', will: 2 }, bonus: 1 }, scripted([15, 13]));
    const result = unwrap(out);
    expect(result.success).toBe(true); // 16 vs 15
    expect(result.markersKept).toBe(2);
    expect(result.markersRemoved).toBe(0);
    expect(result.wizard.markers).toBe(3);
    expect(result.missesNextGame).toEqual({ name: 'Traqueur', role: 'soldier', keepsSlot: true, dismissable: false });
    expect(out.ok && out.reasons.map((r) => r.code)).toEqual([
      'intimidation_markers',
      'favour_claimed',
      'markers_taken',
      'intimidation_roll',
      'target_misses_next_game',
    ]);
  });

  it('rolls the attacker\'s d20 first, then the defender\'s', () => {
    const won = intimidate(makeWizard(), { target: soldier(0), bonus: 0 }, scripted([20, 1]));
    expect(won.ok && won.value.success).toBe(true);
    expect(won.ok && won.rolls).toEqual([
      { sides: 20, purpose: 'intimidation_attacker', dice: [20] },
      { sides: 20, purpose: 'intimidation_defender', dice: [1] },
    ]);
    const lost = intimidate(makeWizard(), { target: soldier(0), bonus: 0 }, scripted([1, 20]));
    expect(lost.ok && lost.value.success).toBe(false);
  });

  it.each(['wizard', 'apprentice', 'captain'] as const)(
    '« Les sorciers, les apprentis et les capitaines ne peuvent pas être ciblés »: a %s is refused (F3), no dice',
    (role) => {
      const deps = scripted([]);
      expect(intimidate(makeWizard(), { target: { name: 'X', role, will: 0 }, bonus: 0 }, deps)).toEqual({
        ok: false,
        error: { rule: 'F3', code: 'target_immune', values: { role, name: 'X' } },
      });
    },
  );

  it.each(['soldier', 'hired_muscle'] as const satisfies readonly WarbandRole[])('a %s of the opposing warband may be targeted', (role) => {
    expect(intimidate(makeWizard(), { target: { name: 'X', role, will: 0 }, bonus: 0 }, scripted([3, 3])).ok).toBe(true);
  });

  it.each([-1, 4, 10])('« jusqu\'à un maximum de trois/+3 »: a bonus of %i is refused (F3)', (bonus) => {
    expect(intimidate(makeWizard({ level: 20 }), { target: soldier(0), bonus }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'F3', code: 'bonus_out_of_range', values: { bonus, min: 0, max: INTIMIDATION_MAX_BONUS } },
    });
  });

  it('F1 counts every marker taken at the attempt, before the roll (a failure would keep only 1)', () => {
    const deps = scripted([]); // no die may be rolled
    expect(intimidate(makeWizard({ level: 2, markers: 0 }), { target: soldier(0), bonus: 2 }, deps)).toEqual({
      ok: false,
      error: { rule: 'F1', code: 'markers_over_level', values: { favour: 'intimidation', needed: 3, free: 2, held: 0, level: 2 } },
    });
    expect(intimidate(makeWizard({ level: 2, markers: 0 }), { target: soldier(0), bonus: 1 }, scripted([1, 1])).ok).toBe(true);
  });

  it('throws on a non-integer bonus or Will (programmer error)', () => {
    expect(() => intimidate(makeWizard(), { target: soldier(0.5), bonus: 0 }, scripted([]))).toThrow(/integer/);
    expect(() => intimidationOdds(1.5, 0)).toThrow(/integer/);
  });
});

describe('F3 intimidation odds (exact)', () => {
  it('hand-computed values', () => {
    expect(intimidationOdds(0, 0).success).toBe(190 / 400); // P(a > d) = (400 − 20) / 2 / 400
    expect(intimidationOdds(3, 0).success).toBe(247 / 400); // 1 − P(d − a ≥ 3) = 1 − 153/400
    expect(intimidationOdds(0, 18).success).toBe(1 / 400); // only 20 vs 1
    expect(intimidationOdds(0, 19).success).toBe(0);
    expect(intimidationOdds(3, -17).success).toBe(1);
    expect(intimidationOdds(2, 1)).toEqual({
      success: 210 / 400,
      failure: 190 / 400,
      markersTaken: 3,
      markersKeptOnFailure: 1,
      expectedMarkersKept: (210 / 400) * 3 + (190 / 400) * 1,
    });
  });

  it('agrees with the brute force over 20×20 for any bonus and Will', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -25, max: 25 }), (bonus, will) => {
        const odds = intimidationOdds(bonus, will);
        expect(odds.success).toBe(bruteForce(bonus, will));
        expect(odds.success + odds.failure).toBeCloseTo(1, 12);
      }),
    );
  });

  it('matches a 100 000-draw simulation (bonus +2 vs Will 3)', () => {
    const deps = seeded(2002);
    const wizard = makeWizard({ level: 20, markers: 0 });
    let wins = 0;
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      if (unwrap(intimidate(wizard, { target: soldier(3), bonus: 2 }, deps)).success) wins++;
    }
    expectCloseToExact(intimidationOdds(2, 3).success, wins);
  });
});
