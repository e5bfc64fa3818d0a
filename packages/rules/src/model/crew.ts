import type { Character } from './character';
import type { CrewClock } from './clock';

export { MAX_CREW_TIER } from './limits';

/** What a faction's sheet says beyond its name, tier and status; each part the GM may keep to themself. */
export type FactionField = 'goal' | 'notes' | 'assets';
export const FACTION_FIELDS: readonly FactionField[] = ['goal', 'notes', 'assets'];

/**
 * A faction: its tier and the crew's status with it ("relations", −3..+3), and what the GM knows of
 * it: its goal, notes, assets. Players know those only once `revealed` names them. Factions stored
 * before these existed have none (absent = empty, nothing revealed).
 */
export interface Faction {
  readonly id: string;
  readonly name: string;
  readonly tier: number;
  readonly status: number;
  /** What it is after, in the GM's words. */
  readonly goal?: string;
  readonly notes?: string;
  /** What it holds or commands (a place, a gang, a patron…). */
  readonly assets?: readonly string[];
  /** The fields players know. */
  readonly revealed?: readonly FactionField[];
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

/** A4: what may be acquired (« l'utilisation temporaire d'une ressource »). */
export type AssetKind =
  | 'special_equipment'
  /** A set of common items, enough for a gang of scale = crew tier. */
  | 'common_items'
  | 'cohort_expert'
  | 'cohort_gang'
  | 'vehicle'
  /** E.g. transport by a smuggler or a driver. */
  | 'service'
  /** Temporary use of a place (a warehouse), a renowned lawyer… */
  | 'temporary_use'
  | 'other';
export const ASSET_KINDS: readonly AssetKind[] = [
  'special_equipment',
  'common_items',
  'cohort_expert',
  'cohort_gang',
  'vehicle',
  'service',
  'temporary_use',
  'other',
];

/** A4: the severely regulated goods that cost the crew +2 heat when acquired. */
export type DangerousGoods = 'alchemical' | 'poison' | 'bomb' | 'gadget';
export const DANGEROUS_GOODS: readonly DangerousGoods[] = ['alchemical', 'poison', 'bomb', 'gadget'];

/** A4: how long an acquired asset is held. */
export type AssetDuration =
  /** « le plus souvent pour la durée d'un coup ». */
  | 'one_score'
  /** « au cas où »: until its first serious use, or a week passes with nothing happening. */
  | 'just_in_case'
  /** Re-acquired after every use. */
  | 'permanent_rental';
export const ASSET_DURATIONS: readonly AssetDuration[] = ['one_score', 'just_in_case', 'permanent_rental'];

/**
 * A4: why an asset leaves the crew sheet: « la première bataille sérieuse » (used), « une semaine
 * s'écoule sans qu'il se passe quoi que ce soit » (quiet_week), or it was lost some other way.
 */
export type AssetEnd = 'used' | 'quiet_week' | 'lost';
export const ASSET_ENDS: readonly AssetEnd[] = ['used', 'quiet_week', 'lost'];

/**
 * A4: an asset the crew acquired and still holds (temporary use; a cohort acquired this way is an
 * asset too, not one of the crew's own cohorts). It stays on the sheet until the GM marks it used,
 * lapsed after a quiet week, or lost.
 */
export interface CrewAsset {
  /** `<crew id>/asset-<n>`, made by the rules when the acquisition is settled. */
  readonly id: string;
  /** What it is, as the GM named it. */
  readonly name: string;
  readonly kind: AssetKind;
  readonly quality: number;
  readonly duration: AssetDuration;
  /** Bought (not crafted) dangerous goods, or null. */
  readonly dangerousGoods: DangerousGoods | null;
  /** Common items are enough for a gang of this scale (= crew tier); null for other kinds. */
  readonly scale: number | null;
  /** The id of the PC who acquired it. */
  readonly acquiredBy: string;
  /** The downtime it was (last) acquired in (1 for the first). */
  readonly downtime: number;
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
  /** A4: assets acquired and still held (absent from crews stored before assets were kept: []). */
  readonly assets: readonly CrewAsset[];
  readonly characters: readonly Character[];
  /**
   * K1: the clocks of the crew and of its factions (a character's are its projects and its healing
   * clock). Absent from crews stored before clocks were their own: none.
   */
  readonly clocks?: readonly CrewClock[];
}
