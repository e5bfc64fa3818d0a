import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clockCompletionOdds, recoveryOdds } from './clockOdds';
import { workOnProject } from './project';
import { recover } from './recover';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import type { Crew } from '../model/crew';
import { makeCharacter, makeCrew, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact } from '../testing/simulation';

const table = DEFAULT_TABLE_RULES;

describe('A5 odds of finishing a clock', () => {
  it('hand-computed: 4 segments, one die, two activities → 5/12 (1 − P(1,1) − P(1,2) − P(2,1))', () => {
    const odds = clockCompletionOdds({ segments: 4, activities: 2, pool: 1 }, { table });
    expect(odds.byActivity[0]).toBe(0);
    expect(odds.byActivity[1]).toBeCloseTo(5 / 12, 12);
    expect(odds.probability).toBeCloseTo(5 / 12, 12);
  });

  it('hand-computed: 4 segments, one die, helped, one activity → only a 6 (quality 4) fills it: 1/6', () => {
    expect(clockCompletionOdds({ segments: 4, activities: 1, pool: 1, helped: true }, { table }).probability).toBeCloseTo(1 / 6, 12);
  });

  it('hand-computed: 8 segments with 7 filled always finish in one activity; a full clock is already finished; no activity, no progress', () => {
    expect(clockCompletionOdds({ segments: 8, filled: 7, activities: 1, pool: 0 }, { table }).probability).toBeCloseTo(1, 12);
    expect(clockCompletionOdds({ segments: 4, filled: 4, activities: 2, pool: 1 }, { table })).toEqual({ probability: 1, byActivity: [1, 1] });
    expect(clockCompletionOdds({ segments: 4, filled: 1, activities: 0, pool: 3 }, { table })).toEqual({ probability: 0, byActivity: [] });
  });

  it('probabilities within k activities never go down and stay in [0, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(12), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 6 }), fc.boolean(), (segments, filled, activities, pool, helped) => {
        const { byActivity, probability } = clockCompletionOdds({ segments, filled, activities, pool, helped }, { table });
        expect(byActivity).toHaveLength(activities);
        for (let k = 1; k < byActivity.length; k++) expect(byActivity[k]).toBeGreaterThanOrEqual((byActivity[k - 1] as number) - 1e-12);
        expect(probability).toBeGreaterThanOrEqual(0);
        expect(probability).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('agrees with 100 000 seeded projects (6 segments, 1 filled, 3 activities, study 2, helped)', () => {
    const odds = clockCompletionOdds({ segments: 6, filled: 1, activities: 3, pool: 2, helped: true }, { table });
    const start = makeCrew({ characters: [makeCharacter({ projects: [{ id: 'p', name: 'p', segments: 6, filled: 1 }] })] });
    const deps = seeded(77);
    const within = [0, 0, 0];
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      let crew: Crew = start;
      for (let k = 0; k < 3; k++) {
        const r = unwrap(workOnProject(crew, { characterId: 'pc-1', projectId: 'p', action: 'study', helped: true }, deps));
        crew = r.crew;
        if (r.completed) {
          for (let j = k; j < 3; j++) within[j] = (within[j] as number) + 1;
          break;
        }
      }
    }
    odds.byActivity.forEach((p, k) => expectCloseToExact(p, within[k] as number));
  });
});

describe('A6 odds of filling the healing clock', () => {
  it('hand-computed: the table’s segments are used (2 segments, one die → 1/2; healing oneself → 1/6)', () => {
    const two = { table: { ...table, healingClockSegments: 2 } };
    expect(recoveryOdds({ activities: 1, pool: 1 }, two).probability).toBeCloseTo(1 / 2, 12);
    expect(recoveryOdds({ activities: 1, pool: 1, selfSurgery: true }, two).probability).toBeCloseTo(1 / 6, 12);
    expect(recoveryOdds({ activities: 2, pool: 1 }, { table }).probability).toBeCloseTo(5 / 12, 12);
  });

  it('agrees with 100 000 seeded recoveries (self surgery 2, 2 activities, 4 segments)', () => {
    const odds = recoveryOdds({ activities: 2, pool: 2, selfSurgery: true }, { table });
    const start = makeCrew({
      characters: [makeCharacter({ skills: { surgery: 2 }, harm: [{ level: 4, description: 'x' }, { level: 3, description: 'y' }] })],
    });
    const deps = seeded(99);
    const within = [0, 0];
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      let crew: Crew = start;
      for (let k = 0; k < 2; k++) {
        const r = unwrap(recover(crew, { characterId: 'pc-1', healer: { kind: 'self' } }, deps));
        crew = r.crew;
        if (r.fills > 0) {
          for (let j = k; j < 2; j++) within[j] = (within[j] as number) + 1;
          break;
        }
      }
    }
    odds.byActivity.forEach((p, k) => expectCloseToExact(p, within[k] as number));
  });
});
