import type { Band } from '../dice/pool';
import { BANDS, poolOdds, shiftBand } from '../dice/pool';

/**
 * E2: the fortune rolls of the entanglements (Questioning, Usual suspects, Unquiet dead), their
 * result tables as data, and their exact odds. A quality modifier moves the band (D5).
 */

/** Questioning (« Interpellation »): 1-3 → heat +2; 4/5 → heat +1; 6 or critical → nothing. */
export type QuestioningResult = 'heat_plus_2' | 'heat_plus_1' | 'nothing';
export const QUESTIONING_TABLE: Readonly<Record<Band, QuestioningResult>> = {
  '1-3': 'heat_plus_2',
  '4-5': 'heat_plus_1',
  '6': 'nothing',
  crit: 'nothing',
};
export const QUESTIONING_HEAT: Readonly<Record<QuestioningResult, number>> = { heat_plus_2: 2, heat_plus_1: 1, nothing: 0 };

/**
 * The questioned person's experience, in quality steps (D5): « criminel expérimenté ou endurci,
 * donnez lui +3 voire +4 qualités » ; « chiffe molle ou … respectueux de la loi, donnez lui -1 ou
 * plus ». The caller may give any integer; these are the text's values.
 */
export const QUESTIONING_EXPERIENCE = {
  hardened: 3,
  veryHardened: 4,
  ordinary: 0,
  soft: -1,
} as const;

/** Usual suspects (« Suspects de convenance »): 1-3 → heat +2; 4/5 → the NPC takes level-2 harm; 6/crit → nothing. */
export type UsualSuspectsResult = 'heat_plus_2' | 'npc_harm' | 'nothing';
export const USUAL_SUSPECTS_TABLE: Readonly<Record<Band, UsualSuspectsResult>> = {
  '1-3': 'heat_plus_2',
  '4-5': 'npc_harm',
  '6': 'nothing',
  crit: 'nothing',
};
export const USUAL_SUSPECTS_HEAT = 2;

/** Harm level of Interrogation's beating and of Usual suspects' 4/5 (« blessure de niveau 2 »). */
export const ENTANGLEMENT_HARM_LEVEL = 2;

/** Exact odds of each band of a pool once moved `shift` steps (D1 + D5). */
export function entanglementShiftedPoolOdds(pool: number, shift: number): Readonly<Record<Band, number>> {
  const raw = poolOdds(pool);
  const out: Record<Band, number> = { '1-3': 0, '4-5': 0, '6': 0, crit: 0 };
  for (const band of BANDS) out[shiftBand(band, shift)] += raw[band];
  return out;
}

function oddsOfTable<R extends string>(pool: number, shift: number, table: Readonly<Record<Band, R>>, results: readonly R[]): Readonly<Record<R, number>> {
  const bands = entanglementShiftedPoolOdds(pool, shift);
  const out = Object.fromEntries(results.map((r) => [r, 0])) as Record<R, number>;
  for (const band of BANDS) out[table[band]] += bands[band];
  return out;
}

/** Exact odds of a Questioning fortune roll of `pool` dice, moved by the person's experience. */
export function questioningOdds(pool: number, experience: number): Readonly<Record<QuestioningResult, number>> {
  return oddsOfTable(pool, experience, QUESTIONING_TABLE, ['heat_plus_2', 'heat_plus_1', 'nothing']);
}

/** Exact odds of a Usual suspects fortune roll (experience 0 unless the GM applies one, D5). */
export function usualSuspectsOdds(pool: number, experience = 0): Readonly<Record<UsualSuspectsResult, number>> {
  return oddsOfTable(pool, experience, USUAL_SUSPECTS_TABLE, ['heat_plus_2', 'npc_harm', 'nothing']);
}

/** Exact odds of the Unquiet dead fortune roll: the hired occultist's quality is the pool. */
export function unquietDeadOdds(occultistQuality: number): Readonly<Record<Band, number>> {
  return poolOdds(occultistQuality);
}
