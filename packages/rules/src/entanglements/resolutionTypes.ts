import type { Reason } from '../core/reason';
import type { Band } from '../dice/pool';
import type { Harm, Sentence } from '../model/character';
import type { Crew, EntanglementKind, Hold } from '../model/crew';
import type { NetChange } from '../model/netChanges';

/**
 * E2's vocabulary, shared by the planner (`plan.ts`), the commit (`commit.ts`), the options screen
 * (`options.ts`) and the applied choice (`resolution.ts`): the options, the text's costs, the
 * effects an option has, and what the caller sends and gets back.
 */

export type EntanglementOptionId =
  | 'bribe'
  | 'hand_over'
  | 'evade'
  | 'accept_deal'
  | 'lie_low'
  | 'other'
  | 'accept'
  | 'refuse'
  | 'nothing'
  | 'concede_claim'
  | 'lose_hold'
  | 'go_to_war'
  | 'fortune_roll'
  | 'pay'
  | 'pay_personal'
  | 'beaten'
  | 'hire_occultist'
  | 'confront'
  | 'lose_face'
  | 'make_example'
  | 'face_retaliation'
  | 'apologise'
  | 'let_it_happen'
  | 'fight'
  | 'switch_allegiance'
  | 'give_way_rep'
  | 'give_way_coin'
  | 'stand_up';

/** Every option of every entanglement, in the text's order. */
export const ENTANGLEMENT_OPTION_IDS: Readonly<Record<EntanglementKind, readonly EntanglementOptionId[]>> = {
  arrest: ['bribe', 'hand_over', 'evade'],
  demonic_notice: ['accept_deal', 'lie_low', 'other'],
  cooperation: ['accept', 'refuse', 'nothing'],
  show_of_force: ['concede_claim', 'lose_hold', 'go_to_war', 'nothing'],
  questioning: ['bribe', 'fortune_roll'],
  interrogation: ['pay', 'pay_personal', 'beaten'],
  unquiet_dead: ['hire_occultist', 'confront'],
  cohort_trouble: ['lose_face', 'make_example', 'face_retaliation'],
  reprisals: ['apologise', 'let_it_happen', 'fight', 'nothing'],
  flipped: ['switch_allegiance'],
  rivals: ['give_way_rep', 'give_way_coin', 'stand_up', 'nothing'],
  usual_suspects: ['pay', 'fortune_roll'],
};

/** The numbers of the text. */
export const ENTANGLEMENT_COSTS = {
  /** Arrest: « une somme en argent égale au niveau d’avis de recherche+2 ». */
  arrestBribeOverWanted: 2,
  /** Demonic notice: « la bande perd alors 3 points de renom ». */
  demonicLieLowRep: 3,
  /** Show of force: « les relations passent à -3 ». */
  warStatus: -3,
  /** Questioning: « les soudoyer pour 2 argent ». */
  questioningBribe: 2,
  /** Interrogation: « le PJ les paie 3 argent », or « raffut +3 ». */
  interrogationPayment: 3,
  interrogationHeat: 3,
  /** Usual suspects: « payer 1 argent à la prévôté ». */
  usualSuspectsPayment: 1,
} as const;

/** What an option does to the sheet (or records). */
export type EntanglementEffect =
  /** Coin out of the crew stash (refused when short). */
  | { readonly type: 'coin'; readonly delta: number }
  /** Coin out of one PC's own purse. */
  | { readonly type: 'character_coin'; readonly characterId: string; readonly delta: number }
  | { readonly type: 'rep'; readonly delta: number }
  /** Heat through H3 (a wanted level may come with it). */
  | { readonly type: 'heat'; readonly delta: number }
  | { readonly type: 'status'; readonly factionId: string; readonly delta: number }
  | { readonly type: 'status_set'; readonly factionId: string; readonly status: number }
  | { readonly type: 'at_war' }
  /** I1: wanted −1, heat 0. */
  | { readonly type: 'convicted' }
  /**
   * I2: the sentence is read before the conviction lowers the wanted level, as in the jail step.
   * `load`: I4's jailed load (smuggling: 0/2/4), as the jail step gives it — rules revision 2 on;
   * absent under revision 1, where the PC kept their load (decision 023).
   */
  | { readonly type: 'jailed'; readonly characterId: string; readonly sentence: Sentence; readonly load?: number }
  | { readonly type: 'claim_lost'; readonly claim: string | null }
  | { readonly type: 'hold_lost' }
  | { readonly type: 'harm'; readonly characterId: string; readonly level: Harm['level']; readonly description: string }
  /** Recorded only: the NPC is not on the crew sheet. */
  | { readonly type: 'npc_harm'; readonly who: string | null; readonly level: Harm['level'] }
  /** Recorded only (Flipped). */
  | { readonly type: 'allegiance_switched'; readonly who: string | null; readonly to: string | null };

/** The numbers of the crew sheet an option can change, for a before/after preview. */
export interface EntanglementCrewNumbers {
  readonly coin: number;
  readonly rep: number;
  readonly heat: number;
  readonly wanted: number;
  readonly tier: number;
  readonly hold: Hold;
  readonly atWar: boolean;
  readonly claims: number;
}

export function entanglementCrewNumbers(crew: Crew): EntanglementCrewNumbers {
  return {
    coin: crew.coin,
    rep: crew.rep,
    heat: crew.heat,
    wanted: crew.wanted,
    tier: crew.tier,
    hold: crew.hold,
    atWar: crew.atWar,
    claims: crew.claims.length,
  };
}

/** What the caller knows of the situation when asking for the options (all optional). */
export interface EntanglementSituation {
  /** Cooperation, Show of force, Reprisals, Rivals: the faction the GM names; omitted → every eligible faction. */
  readonly factionId?: string;
  /** Interrogation: the PC the watch holds (required for Interrogation). */
  readonly characterId?: string;
  /** Questioning, Usual suspects: the fortune roll's pool (the odds are given only when it is known). */
  readonly pool?: number;
  /** Questioning (and Usual suspects): the person's experience in quality steps (D5), default 0. */
  readonly experience?: number;
  /** Unquiet dead: the quality of the occultist hired with Acquire asset. */
  readonly occultistQuality?: number;
  /** Show of force: the claim the crew would concede (any one when omitted). */
  readonly claim?: string;
}

/** The GM's (or the players') choice for an entanglement, with what that choice needs. */
export type EntanglementChoice =
  | { readonly kind: 'arrest'; readonly option: 'bribe' | 'evade' }
  /** Hand someone over; `characterId` when it is a PC of the crew (the PC is jailed). */
  | { readonly kind: 'arrest'; readonly option: 'hand_over'; readonly who: string; readonly characterId?: string }
  | { readonly kind: 'demonic_notice'; readonly option: 'accept_deal' | 'lie_low' | 'other' }
  | { readonly kind: 'cooperation'; readonly option: 'accept' | 'refuse'; readonly factionId: string }
  | { readonly kind: 'cooperation'; readonly option: 'nothing' }
  | { readonly kind: 'show_of_force'; readonly option: 'concede_claim'; readonly factionId: string; readonly claim: string }
  | { readonly kind: 'show_of_force'; readonly option: 'lose_hold' | 'go_to_war'; readonly factionId: string }
  | { readonly kind: 'show_of_force'; readonly option: 'nothing' }
  | { readonly kind: 'questioning'; readonly option: 'bribe'; readonly who?: string }
  | {
      readonly kind: 'questioning';
      readonly option: 'fortune_roll';
      readonly pool: number;
      readonly experience: number;
      readonly who?: string;
    }
  | { readonly kind: 'interrogation'; readonly option: 'pay' | 'pay_personal'; readonly characterId: string }
  | {
      readonly kind: 'interrogation';
      readonly option: 'beaten';
      readonly characterId: string;
      /** Each consequence may be resisted separately (played out at the table). */
      readonly resisted: { readonly harm: boolean; readonly heat: boolean };
      readonly harmDescription?: string;
    }
  | { readonly kind: 'unquiet_dead'; readonly option: 'hire_occultist'; readonly occultistQuality: number }
  | { readonly kind: 'unquiet_dead'; readonly option: 'confront' }
  | { readonly kind: 'cohort_trouble'; readonly option: 'lose_face' | 'make_example' | 'face_retaliation'; readonly cohortId?: string }
  | { readonly kind: 'reprisals'; readonly option: 'apologise' | 'let_it_happen' | 'fight'; readonly factionId: string }
  | { readonly kind: 'reprisals'; readonly option: 'nothing' }
  | { readonly kind: 'flipped'; readonly option: 'switch_allegiance'; readonly who: string; readonly to: string }
  | { readonly kind: 'rivals'; readonly option: 'give_way_rep' | 'give_way_coin' | 'stand_up'; readonly factionId: string }
  | { readonly kind: 'rivals'; readonly option: 'nothing' }
  | { readonly kind: 'usual_suspects'; readonly option: 'pay'; readonly who: string }
  | {
      readonly kind: 'usual_suspects';
      readonly option: 'fortune_roll';
      readonly who: string;
      readonly pool: number;
      readonly experience?: number;
    };

/** One band of a fortune roll: its exact probability and what it does. */
export interface EntanglementFortuneOutcome {
  readonly probability: number;
  readonly effects: readonly EntanglementEffect[];
  readonly after: EntanglementCrewNumbers;
  /** What this band would change on the sheet (the history's net changes). */
  readonly changes: readonly NetChange[];
  readonly reasons: readonly Reason[];
}

export interface EntanglementFortunePreview {
  readonly purpose: string;
  readonly pool: number;
  /** Quality steps the band moves (D5). */
  readonly shift: number;
  /** By band after the shift. */
  readonly outcomes: Readonly<Record<Band, EntanglementFortuneOutcome>>;
}

/** One way out, with its exact numbers for this crew. */
export interface EntanglementOption {
  readonly kind: EntanglementKind;
  readonly option: EntanglementOptionId;
  /** The faction it concerns (Cooperation, Show of force, Reprisals, Rivals). */
  readonly factionId?: string;
  /** Can the crew take it now (e.g. can it afford the bribe)? */
  readonly possible: boolean;
  /** Why not, when it is not possible. */
  readonly refusal?: Reason;
  /** Changes nothing on the sheet by itself: the table plays it out. */
  readonly playedOut: boolean;
  /** Deterministic effects (empty for a fortune roll: see `fortune`). */
  readonly effects: readonly EntanglementEffect[];
  /** The sheet once applied (deterministic options that are possible). */
  readonly after?: EntanglementCrewNumbers;
  /**
   * What it changes on the sheet, as the step that applies it records (`crewNetChanges`: a
   * faction's relations, a PC's coin or harm…; deterministic options that are possible): empty
   * means nothing on the sheet moves.
   */
  readonly changes?: readonly NetChange[];
  /** Fortune-roll options whose pool is known: each band's odds and effects. */
  readonly fortune?: EntanglementFortunePreview;
  /** Show of force: the claims the crew may concede. */
  readonly claims?: readonly string[];
  /** The numbers explained (costs, from/to). */
  readonly reasons: readonly Reason[];
}

/** What an applied choice did: the event to store. */
export interface EntanglementResolution {
  readonly kind: EntanglementKind;
  readonly option: EntanglementOptionId;
  readonly playedOut: boolean;
  /** The effects actually applied (for a fortune roll: those of the band rolled). */
  readonly effects: readonly EntanglementEffect[];
  readonly factionId?: string;
  readonly characterId?: string;
  readonly cohortId?: string;
  readonly claim?: string;
  readonly who?: string;
  readonly to?: string;
  readonly fortune?: {
    readonly purpose: string;
    readonly pool: number;
    readonly shift: number;
    readonly dice: readonly number[];
    /** The band the dice gave. */
    readonly rolledBand: Band;
    /** The band once moved by the experience (D5). */
    readonly band: Band;
  };
}
