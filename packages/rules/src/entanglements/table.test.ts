import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { EntanglementKind } from '../model/crew';
import {
  ENTANGLEMENT_COLUMNS,
  ENTANGLEMENT_KINDS,
  ENTANGLEMENT_NAMES,
  ENTANGLEMENT_TABLE,
  entanglementCandidates,
  entanglementColumn,
  entanglementKindFromFrench,
  entanglementRow,
  entanglementsOfColumn,
} from './table';

describe('E1 entanglement names', () => {
  it.each([
    ['cohort_trouble', 'Problème de cohorte'],
    ['usual_suspects', 'Suspects de convenance'],
    ['questioning', 'Interpellation'],
    ['flipped', 'Retourner sa veste'],
    ['interrogation', 'Interrogatoire'],
    ['rivals', 'Rivalités'],
    ['unquiet_dead', 'Mort sans repos'],
    ['reprisals', 'Représailles'],
    ['demonic_notice', 'Attention démoniaque'],
    ['show_of_force', 'Démonstration de force'],
    ['cooperation', 'Coopération'],
    ['arrest', 'Arrestation'],
  ] as const)('%s is « %s » in the French table', (kind, fr) => {
    expect(ENTANGLEMENT_NAMES[kind].fr).toBe(fr);
    expect(entanglementKindFromFrench(fr)).toBe(kind);
  });

  it('names all twelve kinds once, each with an English name', () => {
    expect(new Set(ENTANGLEMENT_KINDS).size).toBe(12);
    expect(Object.keys(ENTANGLEMENT_NAMES).sort()).toEqual([...ENTANGLEMENT_KINDS].sort());
    for (const kind of ENTANGLEMENT_KINDS) expect(ENTANGLEMENT_NAMES[kind].en.length).toBeGreaterThan(0);
  });

  it('« Problème d’alliés » (the description heading) is Cohort trouble; « Rivalité » is Rivals', () => {
    expect(ENTANGLEMENT_NAMES.cohort_trouble.frAliases).toContain('Problème d’alliés');
    expect(entanglementKindFromFrench('Problème d’alliés')).toBe('cohort_trouble');
    expect(entanglementKindFromFrench("problème d'alliés")).toBe('cohort_trouble');
    expect(entanglementKindFromFrench('Rivalité')).toBe('rivals');
    expect(entanglementKindFromFrench(' démonstration de force ')).toBe('show_of_force');
    expect(entanglementKindFromFrench('Inconnu')).toBeUndefined();
  });
});

describe('E1 entanglement table', () => {
  it.each([
    [0, '0-3'],
    [3, '0-3'],
    [4, '4-5'],
    [5, '4-5'],
    [6, '6+'],
    [9, '6+'],
  ] as const)('heat %i reads the column « Raffut %s »', (heat, column) => {
    expect(entanglementColumn(heat)).toBe(column);
  });

  it.each<[string, '1-3' | '4-5' | '6', readonly EntanglementKind[]]>([
    ['0-3', '1-3', ['cohort_trouble', 'usual_suspects']], // « Problème de cohorte ou Suspects de convenance »
    ['0-3', '4-5', ['rivals', 'unquiet_dead']], // « Rivalités ou Mort sans repos »
    ['0-3', '6', ['cooperation']], // « Coopération »
    ['4-5', '1-3', ['cohort_trouble', 'questioning']], // « Problème de cohorte ou Interpellation »
    ['4-5', '4-5', ['reprisals', 'unquiet_dead']], // « Représailles ou Mort sans repos »
    ['4-5', '6', ['show_of_force']], // « Démonstration de force »
    ['6+', '1-3', ['flipped', 'interrogation']], // « Retourner sa veste ou Interrogatoire »
    ['6+', '4-5', ['demonic_notice', 'show_of_force']], // « Attention démoniaque ou démonstration de force »
    ['6+', '6', ['arrest']], // « Arrestation »
  ])('column %s, row %s: %j', (column, row, kinds) => {
    const col = column as (typeof ENTANGLEMENT_COLUMNS)[number];
    expect(ENTANGLEMENT_TABLE[col][row]).toEqual(kinds);
    expect(entanglementCandidates(col, row)).toEqual(kinds);
  });

  it('every cell has two entanglements except the 6 row, which has one', () => {
    for (const column of ENTANGLEMENT_COLUMNS) {
      expect(ENTANGLEMENT_TABLE[column]['1-3']).toHaveLength(2);
      expect(ENTANGLEMENT_TABLE[column]['4-5']).toHaveLength(2);
      expect(ENTANGLEMENT_TABLE[column]['6']).toHaveLength(1);
    }
  });

  it('each column holds five different entanglements', () => {
    for (const column of ENTANGLEMENT_COLUMNS) expect(new Set(entanglementsOfColumn(column)).size).toBe(5);
  });

  it('every entanglement appears somewhere in the table', () => {
    const seen = new Set(ENTANGLEMENT_COLUMNS.flatMap((c) => entanglementsOfColumn(c)));
    expect([...seen].sort()).toEqual([...ENTANGLEMENT_KINDS].sort());
  });

  it('a critical reads as 6 by default; with the table rule off it is the whole column', () => {
    expect(entanglementRow('crit', DEFAULT_TABLE_RULES)).toBe('6');
    expect(entanglementRow('crit', { entanglementCritAsSix: false })).toBe('crit');
    expect(entanglementRow('4-5', { entanglementCritAsSix: false })).toBe('4-5');
    expect(entanglementCandidates('0-3', 'crit')).toEqual(['cohort_trouble', 'usual_suspects', 'rivals', 'unquiet_dead', 'cooperation']);
    expect(entanglementCandidates('6+', 'crit')).toEqual(['flipped', 'interrogation', 'demonic_notice', 'show_of_force', 'arrest']);
    expect(entanglementsOfColumn('4-5')).toEqual(['cohort_trouble', 'questioning', 'reprisals', 'unquiet_dead', 'show_of_force']);
  });
});
