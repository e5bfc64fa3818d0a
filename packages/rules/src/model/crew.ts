import type { Character } from './character';

/** Faction status ("relations"), −3..+3. */
export interface Faction {
  readonly id: string;
  readonly name: string;
  readonly tier: number;
  readonly status: number;
}

export type PrisonClaimKind =
  | 'controlled_cell_block'
  | 'smuggling'
  | 'allied_claim'
  | 'bribed_guards'
  | 'hard_case'
  | 'parole';

export const PRISON_CLAIM_KINDS: readonly PrisonClaimKind[] = [
  'controlled_cell_block',
  'smuggling',
  'allied_claim',
  'bribed_guards',
  'hard_case',
  'parole',
];

export type Hold = 'weak' | 'strong';

/** P5: a tithe owed to a crime boss and not paid. */
export interface UnpaidTithe {
  readonly boss: string;
  readonly amount: number;
}

export type EntanglementKind =
  | 'cohort_trouble'
  | 'usual_suspects'
  | 'questioning'
  | 'flipped'
  | 'interrogation'
  | 'rivals'
  | 'unquiet_dead'
  | 'reprisals'
  | 'demonic_notice'
  | 'show_of_force'
  | 'cooperation'
  | 'arrest';

/** E3: an entanglement the GM rolled and holds, until revealed and resolved. */
export interface PendingEntanglement {
  readonly id: string;
  readonly kind: EntanglementKind;
  readonly revealed: boolean;
  /** Hidden rolls are never sent to players. */
  readonly hidden: boolean;
}

export interface Cohort {
  readonly id: string;
  readonly name: string;
  readonly kind: 'gang' | 'expert';
  readonly quality: number;
}

export interface Crew {
  readonly id: string;
  readonly name: string;
  /** Crew tier 0–4 (I–IV written as roman numerals in the UI; 0 for a starting crew). */
  readonly tier: number;
  readonly hold: Hold;
  readonly rep: number;
  /** Coin in the crew stash. */
  readonly coin: number;
  /** 0–9 once settled (H3). */
  readonly heat: number;
  /** 0–4 (H3). */
  readonly wanted: number;
  readonly atWar: boolean;
  readonly claims: readonly string[];
  /** Prison claims held; smuggling may appear twice (I4). */
  readonly prisonClaims: readonly PrisonClaimKind[];
  readonly unpaidTithes: readonly UnpaidTithe[];
  readonly pendingEntanglements: readonly PendingEntanglement[];
  readonly factions: readonly Faction[];
  readonly cohorts: readonly Cohort[];
  readonly characters: readonly Character[];
}
