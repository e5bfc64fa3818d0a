import type { Band } from '../dice/pool';
import type { TableRules } from '../core/tableRules';
import type { EntanglementKind } from '../model/crew';

/**
 * E1 (seed 000 §5 « Imbroglios »): the entanglement table as data. The column is the crew's
 * current heat, the row the highest die of a roll of as many dice as the wanted level.
 */

/** Every entanglement, in the order of the French text's descriptions. */
export const ENTANGLEMENT_KINDS: readonly EntanglementKind[] = [
  'arrest',
  'demonic_notice',
  'cooperation',
  'show_of_force',
  'questioning',
  'interrogation',
  'unquiet_dead',
  'cohort_trouble',
  'reprisals',
  'flipped',
  'rivals',
  'usual_suspects',
];

export interface EntanglementName {
  /** The name in the table of the French text. */
  readonly fr: string;
  /** Other spellings the French text uses for the same entanglement (its description heading…). */
  readonly frAliases: readonly string[];
  /** SPEC.md's English name. */
  readonly en: string;
}

/** The names the UI shows, French (the authority) and English. */
export const ENTANGLEMENT_NAMES: Readonly<Record<EntanglementKind, EntanglementName>> = {
  arrest: { fr: 'Arrestation', frAliases: [], en: 'Arrest' },
  demonic_notice: { fr: 'Attention démoniaque', frAliases: [], en: 'Demonic notice' },
  cooperation: { fr: 'Coopération', frAliases: [], en: 'Cooperation' },
  show_of_force: { fr: 'Démonstration de force', frAliases: [], en: 'Show of force' },
  questioning: { fr: 'Interpellation', frAliases: [], en: 'Questioning' },
  interrogation: { fr: 'Interrogatoire', frAliases: [], en: 'Interrogation' },
  unquiet_dead: { fr: 'Mort sans repos', frAliases: [], en: 'Unquiet dead' },
  cohort_trouble: { fr: 'Problème de cohorte', frAliases: ['Problème d’alliés'], en: 'Cohort trouble' },
  reprisals: { fr: 'Représailles', frAliases: [], en: 'Reprisals' },
  flipped: { fr: 'Retourner sa veste', frAliases: [], en: 'Flipped' },
  rivals: { fr: 'Rivalités', frAliases: ['Rivalité'], en: 'Rivals' },
  usual_suspects: { fr: 'Suspects de convenance', frAliases: [], en: 'Usual suspects' },
};

/** The kind a French name (or alias) names, case-insensitively; undefined when none does. */
export function entanglementKindFromFrench(name: string): EntanglementKind | undefined {
  const wanted = normaliseFrench(name);
  return ENTANGLEMENT_KINDS.find((kind) => {
    const names = ENTANGLEMENT_NAMES[kind];
    return [names.fr, ...names.frAliases].some((n) => normaliseFrench(n) === wanted);
  });
}

function normaliseFrench(name: string): string {
  return name.trim().replace(/'/g, '’').toLocaleLowerCase('fr');
}

/** The three heat columns of the table. */
export type EntanglementColumn = '0-3' | '4-5' | '6+';
export const ENTANGLEMENT_COLUMNS: readonly EntanglementColumn[] = ['0-3', '4-5', '6+'];

/**
 * The row a roll lands on. `crit` only exists when the table rule `entanglementCritAsSix` is off:
 * then a critical is not read as 6 and the GM may pick any entanglement of the column.
 */
export type EntanglementRow = '1-3' | '4-5' | '6' | 'crit';
export const ENTANGLEMENT_ROWS: readonly EntanglementRow[] = ['1-3', '4-5', '6', 'crit'];

/** The table of the French text: two entanglements per cell, one in the 6 row. */
export const ENTANGLEMENT_TABLE: Readonly<Record<EntanglementColumn, Readonly<Record<'1-3' | '4-5' | '6', readonly EntanglementKind[]>>>> = {
  '0-3': {
    '1-3': ['cohort_trouble', 'usual_suspects'],
    '4-5': ['rivals', 'unquiet_dead'],
    '6': ['cooperation'],
  },
  '4-5': {
    '1-3': ['cohort_trouble', 'questioning'],
    '4-5': ['reprisals', 'unquiet_dead'],
    '6': ['show_of_force'],
  },
  '6+': {
    '1-3': ['flipped', 'interrogation'],
    '4-5': ['demonic_notice', 'show_of_force'],
    '6': ['arrest'],
  },
};

/** E1: « Raffut 0 à 3 », « Raffut 4 à 5 », « Raffut 6 et plus ». */
export function entanglementColumn(heat: number): EntanglementColumn {
  if (heat >= 6) return '6+';
  if (heat >= 4) return '4-5';
  return '0-3';
}

/** E1: the row a band reads as; a critical reads as 6 unless the table rule says otherwise. */
export function entanglementRow(band: Band, table: Pick<TableRules, 'entanglementCritAsSix'>): EntanglementRow {
  if (band === 'crit') return table.entanglementCritAsSix ? '6' : 'crit';
  return band;
}

/** Every entanglement of a column, in table order (the `crit` row's choices; each column holds five distinct ones). */
export function entanglementsOfColumn(column: EntanglementColumn): readonly EntanglementKind[] {
  const cells = ENTANGLEMENT_TABLE[column];
  return [...cells['1-3'], ...cells['4-5'], ...cells['6']];
}

/** The entanglements the GM picks from for a cell. */
export function entanglementCandidates(column: EntanglementColumn, row: EntanglementRow): readonly EntanglementKind[] {
  return row === 'crit' ? entanglementsOfColumn(column) : ENTANGLEMENT_TABLE[column][row];
}
