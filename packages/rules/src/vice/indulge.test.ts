import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indulgeVice, indulgeViceOdds } from './indulge';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import type { AttributeCircles } from '../model/character';
import { makeCharacter, makeCrew, scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact } from '../testing/simulation';

const table = DEFAULT_TABLE_RULES;
const crewWith = (insight: AttributeCircles) => makeCrew({ characters: [makeCharacter({ attributes: { insight, prowess: { max: 2, current: 2 } } })] });

describe('V1 indulge vice', () => {
  it.each([
    [[2, 3, 1, 1], 1, 1, false],
    [[5, 3, 1, 1], 2, 2, false],
    [[6, 3, 1, 1], 3, 3, false],
  ] as const)('« 1 cercle d’attribut restitué par qualité »: insight 1/4 rolls %j → quality %i restores %i', (dice, quality, restored, over) => {
    const outcome = indulgeVice(crewWith({ max: 4, current: 1 }), { characterId: 'pc-1', attribute: 'insight' }, scripted(dice));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ quality, restored, newCircle: false, attribute: { max: 4, current: 1 + restored } });
    expect(result.overindulgence !== null).toBe(over);
    expect(result.crew.characters[0]?.attributes.insight).toEqual({ max: 4, current: 1 + restored });
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'indulge_vice', dice }]);
    expect(outcome.ok && outcome.reasons[0]).toEqual({ rule: 'A9', code: 'indulge_vice', values: { character: 'pc-1', vice: 'gambling' } });
  });

  it('« Le joueur lance un jet de caractéristique correspondant à l’attribut à rétablir »: the pool is the attribute’s circles', () => {
    const outcome = indulgeVice(crewWith({ max: 4, current: 1 }), { characterId: 'pc-1', attribute: 'prowess' }, scripted([1, 2]));
    expect(outcome.ok && outcome.reasons[1]).toEqual({ rule: 'V1', code: 'pool_from_attribute', values: { character: 'pc-1', attribute: 'prowess', pool: 2, vicePool: 'max' } });
  });

  it('« En cas de critique, il gagne un nouveau cercle d’attribut »: the new circle comes filled', () => {
    const result = unwrap(indulgeVice(crewWith({ max: 4, current: 0 }), { characterId: 'pc-1', attribute: 'insight' }, scripted([6, 6, 1, 1])));
    expect(result).toMatchObject({ quality: 5, restored: 4, newCircle: true, attribute: { max: 5, current: 5 } });
    expect(result.overindulgence).toMatchObject({ excess: 1 });
  });

  it.each([
    // [vicePool, dice rolled, quality, restored, attribute after, new circle]
    ['max', [2, 6, 6, 1], 5, 3, { max: 5, current: 5 }, true],
    ['current', [2], 1, 1, { max: 4, current: 2 }, false],
  ] as const)(
    'table rule vicePool = %s: « un jet de caractéristique correspondant à l’attribut à rétablir », insight 1/4 rolls %j → quality %i, restores %i',
    (vicePool, dice, quality, restored, attribute, newCircle) => {
      const outcome = indulgeVice(crewWith({ max: 4, current: 1 }), { characterId: 'pc-1', attribute: 'insight' }, scripted([2, 6, 6, 1], { vicePool }));
      expect(unwrap(outcome)).toMatchObject({ quality, restored, attribute, newCircle });
      expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'indulge_vice', dice }]);
      expect(outcome.ok && outcome.reasons[1]?.values).toMatchObject({ pool: dice.length, vicePool });
    },
  );

  it.each([
    // [viceNewCircleFilled, attribute after]
    [true, { max: 5, current: 5 }],
    [false, { max: 5, current: 4 }],
  ] as const)('table rule viceNewCircleFilled = %s: « En cas de critique, il gagne un nouveau cercle d’attribut » at 0/4 → %o', (viceNewCircleFilled, attribute) => {
    const outcome = indulgeVice(crewWith({ max: 4, current: 0 }), { characterId: 'pc-1', attribute: 'insight' }, scripted([6, 6, 1, 1], { viceNewCircleFilled }));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ quality: 5, restored: 4, newCircle: true, attribute, overindulgence: { missing: 4, excess: 1 } });
    expect(result.crew.characters[0]?.attributes.insight).toEqual(attribute);
    expect(outcome.ok && outcome.reasons.find((r) => r.code === 'new_circle')?.values).toEqual({ attribute: 'insight', max: 5, filled: viceNewCircleFilled });
  });

  it('« … sans pouvoir dépasser le maximum autorisé » (table rule maxAttributeCircles)', () => {
    const outcome = indulgeVice(crewWith({ max: 4, current: 0 }), { characterId: 'pc-1', attribute: 'insight' }, scripted([6, 6, 1, 1], { maxAttributeCircles: 4 }));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ newCircle: false, attribute: { max: 4, current: 4 } });
    expect(outcome.ok && outcome.reasons.some((r) => r.code === 'circle_cap' && r.values.cap === 4)).toBe(true);
  });

  it('« +1 qualité à son jet si un ami ou un contact l’aide » (A3)', () => {
    expect(unwrap(indulgeVice(crewWith({ max: 4, current: 0 }), { characterId: 'pc-1', attribute: 'insight', helped: true }, scripted([4, 1, 1, 1]))).restored).toBe(3);
  });

  it('refuses with no vice, a tapped purveyor (V2), an unknown attribute or an unavailable PC', () => {
    const withChar = (o: Parameters<typeof makeCharacter>[0]) => makeCrew({ characters: [makeCharacter(o)] });
    const input = { characterId: 'pc-1', attribute: 'insight' };
    expect(indulgeVice(withChar({ vice: null }), input, scripted([]))).toEqual({ ok: false, error: { rule: 'V1', code: 'no_vice', values: { character: 'pc-1' } } });
    expect(indulgeVice(withChar({ vice: { kind: 'gambling', purveyor: 'La Roue', tapped: true } }), input, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'V2', code: 'vice_tapped', values: { character: 'pc-1', purveyor: 'La Roue' } },
    });
    expect(indulgeVice(withChar({}), { ...input, attribute: 'charm' }, scripted([]))).toMatchObject({ ok: false, error: { code: 'unknown_attribute' } });
    expect(indulgeVice(withChar({ status: 'lost' }), input, scripted([]))).toMatchObject({ ok: false, error: { rule: 'V1', code: 'character_unavailable' } });
  });
});

describe('V2 overindulgence', () => {
  it('« Si le jet devrait effacer plus de points que le nombre de cercles possibles, le PJ sombre dans l’excès »', () => {
    const outcome = indulgeVice(crewWith({ max: 4, current: 3 }), { characterId: 'pc-1', attribute: 'insight' }, scripted([5, 1, 1, 1]));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ quality: 2, restored: 1, attribute: { max: 4, current: 4 } });
    expect(result.overindulgence).toEqual({ characterId: 'pc-1', attribute: 'insight', quality: 2, missing: 1, excess: 1 });
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'V2', code: 'overindulged', values: { quality: 2, missing: 1, excess: 1 } });
  });

  it('indulging a full attribute always overindulges', () => {
    expect(unwrap(indulgeVice(crewWith({ max: 2, current: 2 }), { characterId: 'pc-1', attribute: 'insight' }, scripted([1, 1]))).overindulgence).toMatchObject({ missing: 0, excess: 1 });
  });

  it('circles never exceed the max, the max never exceeds the campaign’s maximum, overindulgence iff quality > missing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(6), fc.boolean(), fc.integer(), (max, cur, helped, seed) => {
        const current = Math.min(cur, max);
        const result = unwrap(indulgeVice(crewWith({ max, current }), { characterId: 'pc-1', attribute: 'insight', helped }, seeded(seed)));
        expect(result.attribute.current).toBeLessThanOrEqual(result.attribute.max);
        expect(result.attribute.max).toBeLessThanOrEqual(Math.max(max, table.maxAttributeCircles));
        expect(result.overindulgence !== null).toBe(result.quality > max - current);
      }),
    );
  });
});

describe('V1/V2 exact odds', () => {
  it('hand-computed: one die, one circle missing → restores 1 surely, overindulges 1/2', () => {
    const odds = indulgeViceOdds({ pool: 1, missing: 1 }, { table });
    expect(odds.restored.get(1)).toBeCloseTo(1, 12);
    expect(odds.overindulgence).toBeCloseTo(1 / 2, 12);
    expect(odds.critical).toBe(0);
  });

  it('hand-computed: two dice, two missing → restores 1 with 1/4, 2 with 3/4; overindulges 11/36; critical 1/36', () => {
    const odds = indulgeViceOdds({ pool: 2, missing: 2 }, { table });
    expect(odds.restored.get(1)).toBeCloseTo(1 / 4, 12);
    expect(odds.restored.get(2)).toBeCloseTo(3 / 4, 12);
    expect(odds.overindulgence).toBeCloseTo(11 / 36, 12);
    expect(odds.critical).toBeCloseTo(1 / 36, 12);
    expect(indulgeViceOdds({ pool: 2, missing: 2, helped: true }, { table }).overindulgence).toBeCloseTo(27 / 36, 12);
  });

  it.each([
    // [vicePool, pool, text, P(overindulgence), P(critical)] for an attribute at 1/2
    ['max', 2, 'overindulges 27/36, critical 1/36', 27 / 36, 1 / 36],
    ['current', 1, 'overindulges 1/2, never critical', 1 / 2, 0],
  ] as const)('table rule vicePool = %s: odds for circles 1/2 roll %i dice → %s', (vicePool, pool, _text, over, critical) => {
    const rules = { table: { ...table, vicePool } };
    const odds = indulgeViceOdds({ circles: { max: 2, current: 1 } }, rules);
    expect(odds.overindulgence).toBeCloseTo(over, 12);
    expect(odds.critical).toBeCloseTo(critical, 12);
    expect(odds).toEqual(indulgeViceOdds({ pool, missing: 1 }, rules));
  });

  it('agrees with 100 000 seeded indulgences (4 circles, 3 missing)', () => {
    const odds = indulgeViceOdds({ pool: 4, missing: 3 }, { table });
    const crew = crewWith({ max: 4, current: 1 });
    const deps = seeded(2024);
    const counts = new Map<number, number>();
    let over = 0;
    let crit = 0;
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      const r = unwrap(indulgeVice(crew, { characterId: 'pc-1', attribute: 'insight' }, deps));
      counts.set(r.restored, (counts.get(r.restored) ?? 0) + 1);
      if (r.overindulgence) over++;
      if (r.newCircle) crit++;
    }
    for (const [restored, p] of odds.restored) expectCloseToExact(p, counts.get(restored) ?? 0);
    expectCloseToExact(odds.overindulgence, over);
    expectCloseToExact(odds.critical, crit);
  });
});
