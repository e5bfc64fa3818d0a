import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACTIVITIES_AT_WAR,
  ACTIVITIES_PER_DOWNTIME,
  DOWNTIME_ACTIVITY_KINDS,
  activityAllowance,
  freePlayLimit,
  refuseNoActivityLeft,
  requireActivityLeft,
  requireFreePlayLeft,
} from './allowance';

describe('A1 activities per downtime', () => {
  it('« chaque PJ dispose du temps nécessaire afin d’accomplir deux activités de temps mort »', () => {
    const { allowance, reasons } = activityAllowance({ atWar: false });
    expect(allowance).toBe(2);
    expect(reasons).toEqual([{ rule: 'A1', code: 'activities_per_downtime', values: { activities: 2 } }]);
  });

  it('« Quand les PJ sont en guerre, ils ne disposent que d’une seule activité chacun »', () => {
    const { allowance, reasons } = activityAllowance({ atWar: true });
    expect(allowance).toBe(1);
    expect(reasons[0]?.code).toBe('activities_at_war');
  });

  it.each([
    [false, false, 2],
    [false, true, 3],
    [true, false, 1],
    [true, true, 2],
  ] as const)('« A la fin de chaque saison … une action de temps mort supplémentaire »: at war %s, season bonus %s → %i', (atWar, seasonBonus, expected) => {
    const result = activityAllowance({ atWar, seasonBonus });
    expect(result.allowance).toBe(expected);
    expect(result.reasons.some((r) => r.code === 'season_bonus')).toBe(seasonBonus);
  });

  it('lists the six activities of « acquérir une ressource, projet à long terme, récupérer, réduire le raffut, s’entraîner, s’adonner à ses vices »', () => {
    expect(DOWNTIME_ACTIVITY_KINDS).toHaveLength(6);
  });

  it('« Il est envisageable de choisir la même activité plus d’une fois »: a PC may take activities up to the allowance, then is refused', () => {
    expect(requireActivityLeft(0, 2)).toEqual({
      ok: true,
      value: { remaining: 2 },
      reasons: [{ rule: 'A1', code: 'activity_left', values: { used: 0, allowance: 2, remaining: 2 } }],
      rolls: [],
    });
    expect(requireActivityLeft(1, 2).ok).toBe(true);
    expect(requireActivityLeft(2, 2)).toEqual({ ok: false, error: { rule: 'A1', code: 'no_activity_left', values: { used: 2, allowance: 2 } } });
    expect(refuseNoActivityLeft(3, 1).error.values).toEqual({ used: 3, allowance: 1 });
  });

  it('allowance is always between the at-war count and two plus the bonus', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (atWar, seasonBonus) => {
        const { allowance } = activityAllowance({ atWar, seasonBonus });
        expect(allowance).toBeGreaterThanOrEqual(ACTIVITIES_AT_WAR);
        expect(allowance).toBeLessThanOrEqual(ACTIVITIES_PER_DOWNTIME + 1);
      }),
    );
  });
});

describe('A2 free play', () => {
  it.each([
    [0, 2],
    [1, 3],
    [2, 4],
    [4, 6],
  ])('« le nombre d’actions de temps libre qui nécessite une narration … est limité à 2+rang de la bande »: tier %i → %i', (tier, limit) => {
    expect(freePlayLimit(tier)).toBe(limit);
  });

  it('refuses a free-play action past the limit and counts what is left', () => {
    expect(requireFreePlayLeft(2, 1)).toMatchObject({ ok: true, value: { limit: 3, remaining: 1 } });
    expect(requireFreePlayLeft(3, 1)).toEqual({
      ok: false,
      error: { rule: 'A2', code: 'no_free_play_left', values: { used: 3, limit: 3, tier: 1 } },
    });
  });

  it('a negative or fractional tier reads as the whole tier, never below 0', () => {
    expect(freePlayLimit(-1)).toBe(2);
    expect(freePlayLimit(2.7)).toBe(4);
  });
});
