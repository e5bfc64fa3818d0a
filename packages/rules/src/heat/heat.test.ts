import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EXPOSURES,
  EXPOSURE_HEAT,
  HEAT_PER_WANTED,
  MAX_SETTLED_HEAT,
  MAX_WANTED,
  accrueHeat,
  addCrewHeat,
  applyConflictHeat,
  applyHeat,
  heatOfScore,
  previewHeat,
  type Exposure,
  type HeatGauge,
  type HeatInput,
} from './heat';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { makeCrew } from '../testing/factories';

const table = DEFAULT_TABLE_RULES;
const wrapTable: TableRules = { ...DEFAULT_TABLE_RULES, heatAtMaxWanted: 'wrap' };

describe('H1 base heat by exposure', () => {
  it.each([
    ['quiet', 0, '« 0 point de raffut : opération calme et sans problème, peu de publicité »'],
    ['contained', 2, '« 2 points de raffut : opération confinée, publicité standard »'],
    ['loud', 4, '« 4 points de raffut : opération bruyante et chaotique, publicité importante »'],
    ['wild', 6, '« 6 points de raffut : opération sans la moindre retenue, publicité accablante »'],
  ] as const)('%s → %i heat: %s', (exposure, heat, _quote) => {
    const result = heatOfScore({ exposure });
    expect(result.heat).toBe(heat);
    expect(result.reasons).toEqual([{ rule: 'H1', code: 'exposure', values: { exposure, heat } }]);
  });

  it('lists every exposure once, in increasing heat', () => {
    expect(EXPOSURES.map((e) => EXPOSURE_HEAT[e])).toEqual([0, 2, 4, 6]);
  });
});

describe('H2 heat modifiers', () => {
  it.each([
    ['highProfileTarget', 1, 'high_profile_target', '« +1 raffut pour une cible bien en vue ou disposant d’importantes relations »'],
    ['hostileTerritory', 1, 'hostile_territory', '« +1 raffut si les événements ont eu lieu sur un territoire hostile »'],
    ['atWar', 1, 'at_war', '« +1 raffut si la bande est en guerre avec une autre bande »'],
    ['killings', 2, 'killings', '« +2 raffut s’il y a eu des meurtres »'],
  ] as const)('%s adds %i (%s): %s', (flag, delta, code, _quote) => {
    for (const exposure of EXPOSURES) {
      const result = heatOfScore({ exposure, [flag]: true });
      expect(result.heat).toBe(EXPOSURE_HEAT[exposure] + delta);
      expect(result.reasons[1]).toEqual({ rule: 'H2', code, values: { delta } });
    }
  });

  it('a false flag adds nothing and gives no reason', () => {
    const result = heatOfScore({ exposure: 'loud', highProfileTarget: false, hostileTerritory: false, atWar: false, killings: false });
    expect(result.heat).toBe(4);
    expect(result.reasons).toHaveLength(1);
  });

  it('every modifier together on a wild score: 6 + 1 + 1 + 1 + 2 = 11', () => {
    const result = heatOfScore({ exposure: 'wild', highProfileTarget: true, hostileTerritory: true, atWar: true, killings: true });
    expect(result.heat).toBe(11);
    expect(result.reasons.map((r) => r.code)).toEqual(['exposure', 'high_profile_target', 'hostile_territory', 'at_war', 'killings']);
  });

  it('sums exposure and modifiers for every combination', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPOSURES),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (exposure: Exposure, hp, ht, war, kill) => {
          const { heat } = heatOfScore({ exposure, highProfileTarget: hp, hostileTerritory: ht, atWar: war, killings: kill });
          expect(heat).toBe(EXPOSURE_HEAT[exposure] + Number(hp) + Number(ht) + Number(war) + 2 * Number(kill));
        },
      ),
    );
  });
});

describe('H3 heat gauge and wanted level', () => {
  it('« si le raffut était de 7 et que la bande gagne 4 points supplémentaires, la jauge passe, après avoir été réinitialisée, à 1 point de raffut »', () => {
    const { gauge, reasons } = accrueHeat({ heat: 7, wanted: 0 }, 4, table);
    expect(gauge).toEqual({ heat: 1, wanted: 1 });
    expect(reasons).toEqual([
      { rule: 'H3', code: 'heat_added', values: { from: 7, delta: 4, to: 1, wanted: 1 } },
      { rule: 'H3', code: 'wanted_up', values: { wanted: 1, carried: 1 } },
    ]);
    expect(previewHeat({ heat: 7, wanted: 0 }, 4, table)).toEqual({ heat: 1, wanted: 1, total: 11, wantedGained: 1, atMaxWanted: false });
  });

  it('« Lorsque la bande atteint 10 points de raffut, elle gagne un niveau d’avis de recherche et remet à zéro sa jauge »', () => {
    expect(accrueHeat({ heat: 8, wanted: 2 }, 2, table).gauge).toEqual({ heat: 0, wanted: 3 });
    expect(accrueHeat({ heat: 8, wanted: 2 }, 1, table).gauge).toEqual({ heat: 9, wanted: 2 });
  });

  it.each([
    // [heat, wanted, amount, heat after, wanted after]
    [0, 0, 0, 0, 0],
    [0, 0, 9, 9, 0],
    [9, 0, 1, 0, 1],
    [5, 0, 25, 0, 3], // repeated while heat ≥ 10
    [9, 1, 11, 0, 3],
    [3, 2, -2, 1, 2], // lowering heat (A7)
    [1, 2, -5, 0, 2], // never below 0
  ])('heat %i wanted %i + %i → heat %i wanted %i', (heat, wanted, amount, heatAfter, wantedAfter) => {
    expect(accrueHeat({ heat, wanted }, amount, table).gauge).toEqual({ heat: heatAfter, wanted: wantedAfter });
  });

  it.each([
    // [heat, wanted, amount, capAt9 → heat, wrap → heat]
    [5, 4, 6, 9, 1],
    [9, 4, 1, 9, 0],
    [5, 3, 20, 9, 5], // wanted 3 → 4, then 15 at the cap
    [0, 4, 9, 9, 9], // below 10 nothing is capped
  ])('wanted is capped at 4: heat %i wanted %i + %i → capAt9 heat %i, wrap heat %i', (heat, wanted, amount, capped, wrapped) => {
    const cap = accrueHeat({ heat, wanted }, amount, table);
    expect(cap.gauge).toEqual({ heat: capped, wanted: MAX_WANTED });
    const wrap = accrueHeat({ heat, wanted }, amount, wrapTable);
    expect(wrap.gauge).toEqual({ heat: wrapped, wanted: MAX_WANTED });
  });

  it('says when heat is held at the maximum wanted level', () => {
    const { reasons } = accrueHeat({ heat: 5, wanted: 4 }, 6, table);
    expect(reasons).toContainEqual({ rule: 'H3', code: 'wanted_at_max', values: { heat: 11, kept: 9, wanted: 4 } });
    expect(previewHeat({ heat: 5, wanted: 4 }, 6, table)).toEqual({ heat: 9, wanted: 4, total: 11, wantedGained: 0, atMaxWanted: true });
    // Wanted 3 → 4 on the way, then held: 8 + 12 = 20.
    expect(previewHeat({ heat: 8, wanted: 3 }, 12, table)).toEqual({ heat: 9, wanted: 4, total: 20, wantedGained: 1, atMaxWanted: true });
  });

  it('names the rule that asked for the heat (e.g. A4 acquiring dangerous gadgets)', () => {
    const { reasons } = accrueHeat({ heat: 0, wanted: 0 }, 2, table, 'A4');
    expect(reasons[0]).toEqual({ rule: 'A4', code: 'heat_added', values: { from: 0, delta: 2, to: 2, wanted: 0 } });
  });

  it('settles an unsettled gauge even when nothing is added', () => {
    expect(accrueHeat({ heat: 12, wanted: 0 }, 0, table).gauge).toEqual({ heat: 2, wanted: 1 });
  });

  it('throws on a non-integer amount (programmer error)', () => {
    expect(() => accrueHeat({ heat: 0, wanted: 0 }, 1.5, table)).toThrow(/whole numbers/);
    expect(() => accrueHeat({ heat: 0.5, wanted: 0 }, 1, table)).toThrow(/whole numbers/);
    expect(() => accrueHeat({ heat: 0, wanted: Number.NaN }, 1, table)).toThrow(/whole numbers/);
  });

  it('adds heat on the crew sheet', () => {
    const crew = makeCrew({ heat: 7, wanted: 0 });
    const result = addCrewHeat(crew, 4, table);
    expect(result.crew.heat).toBe(1);
    expect(result.crew.wanted).toBe(1);
    expect(crew.heat).toBe(7); // immutable
  });

  const gauge = fc.record({ heat: fc.integer({ min: 0, max: 9 }), wanted: fc.integer({ min: 0, max: 4 }) });
  const amounts = fc.array(fc.integer({ min: -12, max: 30 }), { maxLength: 30 });

  it.each([['capAt9', table], ['wrap', wrapTable]] as const)('heat stays 0–9 and wanted 0–4 after any sequence of accruals (%s)', (_name, rules) => {
    fc.assert(
      fc.property(gauge, amounts, (start: HeatGauge, steps) => {
        let g = start;
        for (const amount of steps) {
          const before = g;
          g = accrueHeat(g, amount, rules).gauge;
          expect(g.heat).toBeGreaterThanOrEqual(0);
          expect(g.heat).toBeLessThanOrEqual(MAX_SETTLED_HEAT);
          expect(g.wanted).toBeGreaterThanOrEqual(before.wanted); // heat never lowers the wanted level
          expect(g.wanted).toBeLessThanOrEqual(MAX_WANTED);
        }
      }),
    );
  });

  it('below the cap no heat is lost: 10 × wanted + heat grows by exactly the heat added', () => {
    fc.assert(
      fc.property(gauge, fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 8 }), (start: HeatGauge, steps) => {
        const total = steps.reduce((s, a) => s + a, 0);
        fc.pre(start.wanted * 10 + start.heat + total < (MAX_WANTED + 1) * 10);
        let g = start;
        for (const amount of steps) g = accrueHeat(g, amount, table).gauge;
        expect(g.wanted * 10 + g.heat).toBe(start.wanted * 10 + start.heat + total);
      }),
    );
  });

  it('the preview matches what accruing does, and counts the wanted levels gained', () => {
    fc.assert(
      fc.property(gauge, fc.integer({ min: -10, max: 45 }), fc.constantFrom(table, wrapTable), (start: HeatGauge, amount, rules) => {
        const preview = previewHeat(start, amount, rules);
        const { gauge: after } = accrueHeat(start, amount, rules);
        expect({ heat: preview.heat, wanted: preview.wanted }).toEqual(after);
        expect(preview.wantedGained).toBe(after.wanted - start.wanted);
        // The sum the GM reads: heat now plus the amount (never below 0); below the cap it is what the gauge and the wanted levels hold.
        expect(preview.total).toBe(Math.max(0, start.heat + amount));
        if (!preview.atMaxWanted) expect(preview.total).toBe(preview.heat + HEAT_PER_WANTED * preview.wantedGained);
      }),
    );
  });
});

describe('applyHeat: the heat step of downtime', () => {
  it('uses the crew’s own at-war flag unless the input says otherwise', () => {
    const crew = makeCrew({ heat: 0, atWar: true });
    const atWar = unwrap(applyHeat(crew, { exposure: 'contained' }, table));
    expect(atWar.heat).toBe(3);
    expect(atWar.crew.heat).toBe(3);
    const notAtWar = unwrap(applyHeat(crew, { exposure: 'contained', atWar: false }, table));
    expect(notAtWar.heat).toBe(2);
  });

  it('a loud score with killings on heat 7 gives a wanted level: 4 + 2 = 6, 7 + 6 → wanted +1, heat 3', () => {
    const crew = makeCrew({ heat: 7, wanted: 1 });
    const result = applyHeat(crew, { exposure: 'loud', killings: true }, table);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.heat).toBe(6);
    expect(result.value.crew).toMatchObject({ heat: 3, wanted: 2 });
    expect(result.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual(['H1:exposure', 'H2:killings', 'H3:heat_added', 'H3:wanted_up']);
    expect(result.rolls).toEqual([]);
  });

  it('refuses an unknown exposure (H1)', () => {
    const result = applyHeat(makeCrew(), { exposure: 'deafening' } as unknown as HeatInput, table);
    expect(result).toEqual({ ok: false, error: { rule: 'H1', code: 'unknown_exposure', values: { exposure: 'deafening' } } });
  });
});

describe('H4 heat after a conflict outside downtime', () => {
  it('« Après un coup ou un conflit avec un adversaire, la bande accumule du raffut » — same computation, tagged H4', () => {
    const crew = makeCrew({ heat: 7, wanted: 0 });
    const input: HeatInput = { exposure: 'contained', hostileTerritory: true, highProfileTarget: true };
    const conflict = applyConflictHeat(crew, input, table);
    const score = applyHeat(crew, input, table);
    expect(conflict.ok && score.ok).toBe(true);
    if (!conflict.ok || !score.ok) return;
    expect(conflict.value).toEqual(score.value);
    expect(conflict.value.crew).toMatchObject({ heat: 1, wanted: 1 });
    expect(conflict.reasons[0]).toEqual({ rule: 'H4', code: 'after_conflict', values: { exposure: 'contained' } });
    expect(conflict.reasons.slice(1)).toEqual(score.reasons);
  });

  it('passes a refusal through', () => {
    const result = applyConflictHeat(makeCrew(), { exposure: 'nope' } as unknown as HeatInput, table);
    expect(result.ok).toBe(false);
  });
});
