import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { DiceRoll, Outcome, Success } from '../core/outcome';
import { ok, refuse, unwrap } from '../core/outcome';
import type { OddsDeps, RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Band } from '../dice/pool';
import { BANDS, MAX_POOL, poolDice, poolReason, rollPool, shiftBand } from '../dice/pool';
import type { Harm, Sentence } from '../model/character';
import type { Crew, EntanglementKind, Faction, Hold } from '../model/crew';
import { addHarm, adjustFactionStatus, adjustRep, findCharacter, findFaction, setFactionStatus, spendCoin, updateCharacter } from '../crew/crew';
import { addCrewHeat } from '../heat/heat';
import { convicted } from '../incarceration/convicted';
import { jailWithSentence } from '../incarceration/jail';
import { incarcerationSentence } from '../incarceration/sentence';
import { crewNetChanges, type NetChange } from '../model/netChanges';
import {
  ENTANGLEMENT_HARM_LEVEL,
  QUESTIONING_HEAT,
  QUESTIONING_TABLE,
  USUAL_SUSPECTS_HEAT,
  USUAL_SUSPECTS_TABLE,
  entanglementShiftedPoolOdds,
} from './fortune';

/**
 * E2: each entanglement's ways out, with their exact cost on this crew computed before the GM
 * picks (`entanglementOptions`), and the chosen one applied to the crew (`applyEntanglementChoice`).
 * Options the text leaves to play (« mettez en scène et jouez cet événement ») are `playedOut`: they
 * are recorded and change nothing on the sheet by themselves.
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
  /** I2: the sentence is read before the conviction lowers the wanted level, as in the jail step. */
  | { readonly type: 'jailed'; readonly characterId: string; readonly sentence: Sentence }
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

// ------------------------------------------------------------------------------------------------
// Factions each entanglement concerns.

type FactionKind = 'cooperation' | 'show_of_force' | 'reprisals' | 'rivals';

const FACTION_RULE: Readonly<Record<FactionKind, { readonly needed: string; readonly test: (status: number) => boolean }>> = {
  /** « Une bande avec des relations à +3 ». */
  cooperation: { needed: 'plus_3', test: (s) => s === 3 },
  /** « Une bande avec laquelle vous avez des relations négatives ». */
  show_of_force: { needed: 'negative', test: (s) => s < 0 },
  /** « Une bande ennemie »: read as a negative status. */
  reprisals: { needed: 'negative', test: (s) => s < 0 },
  /** « Une bande neutre »: status 0. */
  rivals: { needed: 'neutral', test: (s) => s === 0 },
};

function isFactionKind(kind: EntanglementKind): kind is FactionKind {
  return kind in FACTION_RULE;
}

/** The crew's factions an entanglement can come from (all factions for the others). */
export function entanglementFactions(crew: Crew, kind: EntanglementKind): readonly Faction[] {
  if (!isFactionKind(kind)) return crew.factions;
  const rule = FACTION_RULE[kind];
  return crew.factions.filter((f) => rule.test(f.status));
}

// ------------------------------------------------------------------------------------------------
// Planning: what an option does, before any die.

interface PlanContext {
  readonly factionId?: string;
  readonly characterId?: string;
  readonly cohortId?: string;
  readonly claim?: string;
  readonly who?: string;
  readonly to?: string;
  readonly pool?: number;
  readonly experience?: number;
  readonly occultistQuality?: number;
  readonly resisted?: { readonly harm: boolean; readonly heat: boolean };
  readonly harmDescription?: string;
}

interface FortunePlan {
  readonly purpose: string;
  readonly pool: number;
  readonly shift: number;
  readonly outcomes: Readonly<Record<Band, readonly EntanglementEffect[]>>;
}

interface Plan {
  readonly playedOut: boolean;
  readonly effects: readonly EntanglementEffect[];
  /** Fortune-roll options: present once the pool is known. */
  readonly fortune?: FortunePlan;
  readonly reasons: readonly Reason[];
}

const DEFAULT_BEATING = 'Rossé par la prévôté';

function planned(effects: readonly EntanglementEffect[], reasons: readonly Reason[], playedOut = false): Outcome<Plan> {
  return ok({ playedOut, effects, reasons });
}

function playedOut(code: string, values: Reason['values'] = {}): Outcome<Plan> {
  return planned([], [reason('E2', code, values)], true);
}

function fortunePlan(purpose: string, pool: number, shift: number, effectsOf: (band: Band) => readonly EntanglementEffect[]): FortunePlan {
  const outcomes = Object.fromEntries(BANDS.map((b) => [b, effectsOf(b)])) as Record<Band, readonly EntanglementEffect[]>;
  return { purpose, pool, shift, outcomes };
}

function checkFaction(crew: Crew, kind: FactionKind, factionId: string | undefined): Outcome<Faction> {
  if (factionId === undefined) return refuse('E2', 'faction_required', { kind });
  const faction = findFaction(crew, factionId);
  if (!faction) return refuse('E2', 'unknown_faction', { faction: factionId });
  const rule = FACTION_RULE[kind];
  if (!rule.test(faction.status)) {
    return refuse('E2', 'faction_not_eligible', { kind, faction: factionId, status: faction.status, needed: rule.needed });
  }
  return ok(faction);
}

function planFactionKind(crew: Crew, kind: FactionKind, option: EntanglementOptionId, ctx: PlanContext): Outcome<Plan> {
  if (option === 'nothing') {
    const eligible = entanglementFactions(crew, kind);
    if (eligible.length > 0) return refuse('E2', 'eligible_faction_exists', { kind, factions: eligible.length });
    return playedOut(`${kind}_no_faction`, { needed: FACTION_RULE[kind].needed });
  }
  const checked = checkFaction(crew, kind, ctx.factionId);
  if (!checked.ok) return checked;
  const f = checked.value;
  const base = { faction: f.id, factionTier: f.tier, status: f.status };
  switch (kind) {
    case 'cooperation':
      // « elle perdra 1 renom par rang de la bande amie, ou refuser et perdre 1 point de relations »
      if (option === 'accept') return planned([{ type: 'rep', delta: -f.tier }], [reason('E2', 'cooperation_accept', { ...base, rep: -f.tier })]);
      return planned([{ type: 'status', factionId: f.id, delta: -1 }], [reason('E2', 'cooperation_refuse', { ...base, statusDelta: -1 })]);
    case 'show_of_force':
      if (option === 'concede_claim') {
        if (crew.claims.length === 0) return refuse('E2', 'no_claim_to_concede', { faction: f.id });
        if (ctx.claim !== undefined && !crew.claims.includes(ctx.claim)) return refuse('E2', 'unknown_claim', { claim: ctx.claim });
        return planned([{ type: 'claim_lost', claim: ctx.claim ?? null }], [reason('E2', 'show_of_force_concede', { ...base, claim: ctx.claim ?? null })]);
      }
      if (option === 'lose_hold') {
        // « Si la bande n’a pas de domaine, elle perd un niveau d’assise à la place. »
        if (crew.claims.length > 0) return refuse('E2', 'has_claims', { claims: crew.claims.length });
        return planned([{ type: 'hold_lost' }], [reason('E2', 'show_of_force_no_claim', { ...base, hold: crew.hold })]);
      }
      return planned(
        [{ type: 'status_set', factionId: f.id, status: ENTANGLEMENT_COSTS.warStatus }, { type: 'at_war' }],
        [reason('E2', 'show_of_force_war', { ...base, to: ENTANGLEMENT_COSTS.warStatus })],
      );
    case 'reprisals':
      if (option === 'apologise') {
        // « payer (et perdre 1 renom et 1 pièce d’argent) par rang de la bande ennemie »
        return planned(
          [
            { type: 'coin', delta: -f.tier },
            { type: 'rep', delta: -f.tier },
          ],
          [reason('E2', 'reprisals_apologise', { ...base, coin: -f.tier, rep: -f.tier })],
        );
      }
      return playedOut(`reprisals_${option}`, base);
    case 'rivals':
      // « céder (et perdre 1 renom ou 1 pièce d’argent) par rang de la bande rivale, ou de l’affronter et perdre 1 point de relations »
      if (option === 'give_way_rep') return planned([{ type: 'rep', delta: -f.tier }], [reason('E2', 'rivals_give_way_rep', { ...base, rep: -f.tier })]);
      if (option === 'give_way_coin') return planned([{ type: 'coin', delta: -f.tier }], [reason('E2', 'rivals_give_way_coin', { ...base, coin: -f.tier })]);
      return planned([{ type: 'status', factionId: f.id, delta: -1 }], [reason('E2', 'rivals_stand_up', { ...base, statusDelta: -1 })]);
  }
}

function checkPool(pool: number, code: string): Outcome<number> {
  if (!Number.isInteger(pool) || pool < 0 || pool > MAX_POOL) return refuse('E2', code, { pool, max: MAX_POOL });
  return ok(pool);
}

function checkExperience(experience: number | undefined): Outcome<number> {
  const shift = experience ?? 0;
  if (!Number.isInteger(shift)) return refuse('E2', 'invalid_experience', { experience: shift });
  return ok(shift);
}

function planKind(crew: Crew, kind: EntanglementKind, option: EntanglementOptionId, ctx: PlanContext): Outcome<Plan> {
  if (!ENTANGLEMENT_OPTION_IDS[kind].includes(option)) return refuse('E2', 'unknown_option', { kind, option });
  if (isFactionKind(kind)) return planFactionKind(crew, kind, option, ctx);
  switch (kind) {
    case 'arrest': {
      const squad = reason('E2', 'arrest_squad', { minScale: crew.wanted });
      if (option === 'bribe') {
        const cost = crew.wanted + ENTANGLEMENT_COSTS.arrestBribeOverWanted;
        return planned([{ type: 'coin', delta: -cost }], [squad, reason('E2', 'arrest_bribe', { wanted: crew.wanted, coin: -cost })]);
      }
      if (option === 'hand_over') {
        const effects: EntanglementEffect[] = [{ type: 'convicted' }];
        if (ctx.characterId !== undefined) {
          if (!findCharacter(crew, ctx.characterId)) return refuse('E2', 'unknown_character', { character: ctx.characterId });
          effects.push({ type: 'jailed', characterId: ctx.characterId, sentence: incarcerationSentence(crew).sentence });
        }
        return planned(effects, [squad, reason('E2', 'arrest_hand_over', { who: ctx.who ?? null, character: ctx.characterId ?? null })]);
      }
      return planned([], [squad, reason('E2', 'arrest_evade', { minScale: crew.wanted })], true);
    }
    case 'demonic_notice':
      if (option === 'lie_low') {
        const rep = -ENTANGLEMENT_COSTS.demonicLieLowRep;
        return planned([{ type: 'rep', delta: rep }], [reason('E2', 'demonic_notice_lie_low', { rep })]);
      }
      return playedOut(`demonic_notice_${option}`);
    case 'questioning': {
      const who = ctx.who ?? null;
      if (option === 'bribe') {
        const coin = -ENTANGLEMENT_COSTS.questioningBribe;
        return planned([{ type: 'coin', delta: coin }], [reason('E2', 'questioning_bribe', { who, coin })]);
      }
      const shift = checkExperience(ctx.experience);
      if (!shift.ok) return shift;
      const reasons = [reason('E2', 'questioning_fortune', { who, pool: ctx.pool ?? null, experience: shift.value })];
      if (ctx.pool === undefined) return ok({ playedOut: false, effects: [], reasons });
      const pool = checkPool(ctx.pool, 'invalid_pool');
      if (!pool.ok) return pool;
      const fortune = fortunePlan('questioning_fortune', pool.value, shift.value, (band) => {
        const heat = QUESTIONING_HEAT[QUESTIONING_TABLE[band]];
        return heat > 0 ? [{ type: 'heat', delta: heat }] : [];
      });
      return ok({ playedOut: false, effects: [], fortune, reasons });
    }
    case 'interrogation': {
      if (ctx.characterId === undefined) return refuse('E2', 'character_required', { kind });
      const pc = findCharacter(crew, ctx.characterId);
      if (!pc) return refuse('E2', 'unknown_character', { character: ctx.characterId });
      const payment = ENTANGLEMENT_COSTS.interrogationPayment;
      if (option === 'pay') {
        return planned([{ type: 'coin', delta: -payment }], [reason('E2', 'interrogation_pay', { character: pc.id, coin: -payment })]);
      }
      if (option === 'pay_personal') {
        return planned(
          [{ type: 'character_coin', characterId: pc.id, delta: -payment }],
          [reason('E2', 'interrogation_pay_personal', { character: pc.id, coin: -payment })],
        );
      }
      const resisted = ctx.resisted ?? { harm: false, heat: false };
      const effects: EntanglementEffect[] = [];
      if (!resisted.harm) {
        effects.push({ type: 'harm', characterId: pc.id, level: ENTANGLEMENT_HARM_LEVEL, description: ctx.harmDescription ?? DEFAULT_BEATING });
      }
      if (!resisted.heat) effects.push({ type: 'heat', delta: ENTANGLEMENT_COSTS.interrogationHeat });
      return planned(effects, [
        reason('E2', 'interrogation_beaten', {
          character: pc.id,
          harmLevel: ENTANGLEMENT_HARM_LEVEL,
          heat: ENTANGLEMENT_COSTS.interrogationHeat,
          harmResisted: resisted.harm,
          heatResisted: resisted.heat,
        }),
      ]);
    }
    case 'unquiet_dead': {
      if (option === 'confront') return playedOut('unquiet_dead_confront');
      const reasons = [reason('E2', 'unquiet_dead_occultist', { quality: ctx.occultistQuality ?? null })];
      if (ctx.occultistQuality === undefined) return ok({ playedOut: true, effects: [], reasons });
      const pool = checkPool(ctx.occultistQuality, 'invalid_quality');
      if (!pool.ok) return pool;
      return ok({ playedOut: true, effects: [], fortune: fortunePlan('unquiet_dead_fortune', pool.value, 0, () => []), reasons });
    }
    case 'cohort_trouble': {
      const cohort = ctx.cohortId ?? null;
      if (ctx.cohortId !== undefined && !crew.cohorts.some((c) => c.id === ctx.cohortId)) {
        return refuse('E2', 'unknown_cohort', { cohort: ctx.cohortId });
      }
      if (option === 'lose_face') {
        // « perdre autant de renom que le rang+1 de la bande »
        const rep = -(crew.tier + 1);
        return planned([{ type: 'rep', delta: rep }], [reason('E2', 'cohort_trouble_lose_face', { cohort, tier: crew.tier, rep })]);
      }
      return playedOut(`cohort_trouble_${option}`, { cohort });
    }
    case 'flipped':
      return planned(
        [{ type: 'allegiance_switched', who: ctx.who ?? null, to: ctx.to ?? null }],
        [reason('E2', 'flipped', { who: ctx.who ?? null, to: ctx.to ?? null })],
      );
    case 'usual_suspects': {
      const who = ctx.who ?? null;
      if (option === 'pay') {
        const coin = -ENTANGLEMENT_COSTS.usualSuspectsPayment;
        return planned([{ type: 'coin', delta: coin }], [reason('E2', 'usual_suspects_pay', { who, coin })]);
      }
      const shift = checkExperience(ctx.experience);
      if (!shift.ok) return shift;
      const reasons = [reason('E2', 'usual_suspects_fortune', { who, pool: ctx.pool ?? null, experience: shift.value })];
      if (ctx.pool === undefined) return ok({ playedOut: false, effects: [], reasons });
      const pool = checkPool(ctx.pool, 'invalid_pool');
      if (!pool.ok) return pool;
      const fortune = fortunePlan('usual_suspects_fortune', pool.value, shift.value, (band): EntanglementEffect[] => {
        const result = USUAL_SUSPECTS_TABLE[band];
        if (result === 'heat_plus_2') return [{ type: 'heat', delta: USUAL_SUSPECTS_HEAT }];
        if (result === 'npc_harm') return [{ type: 'npc_harm', who, level: ENTANGLEMENT_HARM_LEVEL }];
        return [];
      });
      return ok({ playedOut: false, effects: [], fortune, reasons });
    }
  }
}

// ------------------------------------------------------------------------------------------------
// Committing effects to the crew sheet.

/**
 * Losing one level of hold: strong → weak. From weak, table rule `weakHoldLoss`: 'tierDown' (as in
 * the source game) the crew drops one tier and its hold is strong again, at tier 0 the crew stays
 * weak at tier 0; 'stayWeak' the crew stays weak at its tier.
 */
export function loseEntanglementHold(crew: Crew, table: Pick<TableRules, 'weakHoldLoss'>): { crew: Crew; reason: Reason } {
  if (crew.hold === 'strong') {
    return { crew: { ...crew, hold: 'weak' }, reason: reason('E2', 'hold_lost', { from: 'strong', to: 'weak', tier: crew.tier }) };
  }
  if (table.weakHoldLoss === 'stayWeak') {
    return { crew, reason: reason('E2', 'hold_lost_stays_weak', { hold: 'weak', tier: crew.tier }) };
  }
  if (crew.tier > 0) {
    const tier = crew.tier - 1;
    return {
      crew: { ...crew, tier, hold: 'strong' },
      reason: reason('E2', 'hold_lost_tier_down', { from: 'weak', to: 'strong', tierFrom: crew.tier, tier }),
    };
  }
  return { crew, reason: reason('E2', 'hold_lost_at_floor', { hold: 'weak', tier: 0 }) };
}

function commitEffects(start: Crew, effects: readonly EntanglementEffect[], table: TableRules): Outcome<Crew> {
  let crew = start;
  const reasons: Reason[] = [];
  for (const effect of effects) {
    switch (effect.type) {
      case 'coin': {
        const paid = spendCoin(crew, -effect.delta, 'E2', 'coin_paid');
        if (!paid.ok) return paid;
        crew = paid.value;
        reasons.push(...paid.reasons);
        break;
      }
      case 'character_coin': {
        const pc = findCharacter(crew, effect.characterId);
        const amount = -effect.delta;
        if (!pc) return refuse('E2', 'unknown_character', { character: effect.characterId });
        if (pc.coin < amount) return refuse('E2', 'not_enough_coin', { needed: amount, coin: pc.coin, character: pc.id });
        crew = updateCharacter(crew, pc.id, (c) => ({ ...c, coin: c.coin - amount }));
        reasons.push(reason('E2', 'character_coin_paid', { character: pc.id, delta: effect.delta, coin: pc.coin - amount }));
        break;
      }
      case 'rep': {
        const r = adjustRep(crew, effect.delta, 'E2', 'rep_lost');
        crew = r.crew;
        reasons.push(r.reason);
        break;
      }
      case 'heat': {
        const h = addCrewHeat(crew, effect.delta, table, 'E2');
        crew = h.crew;
        reasons.push(...h.reasons);
        break;
      }
      case 'status': {
        const s = adjustFactionStatus(crew, effect.factionId, effect.delta, 'E2', 'status_changed');
        crew = s.crew;
        reasons.push(s.reason);
        break;
      }
      case 'status_set': {
        const s = setFactionStatus(crew, effect.factionId, effect.status, 'E2', 'status_changed');
        crew = s.crew;
        reasons.push(s.reason);
        break;
      }
      case 'at_war':
        reasons.push(reason('E2', 'at_war', { wasAtWar: crew.atWar }));
        crew = { ...crew, atWar: true };
        break;
      case 'convicted': {
        const c = convicted(crew);
        crew = c.crew;
        reasons.push(...c.reasons);
        break;
      }
      case 'jailed':
        crew = updateCharacter(crew, effect.characterId, (c) => jailWithSentence(c, effect.sentence));
        reasons.push(reason('E2', 'pc_jailed', { character: effect.characterId, sentence: effect.sentence }));
        break;
      case 'claim_lost': {
        const index = effect.claim === null ? -1 : crew.claims.indexOf(effect.claim);
        if (index >= 0) crew = { ...crew, claims: crew.claims.filter((_, i) => i !== index) };
        reasons.push(reason('E2', 'claim_conceded', { claim: effect.claim, claims: crew.claims.length }));
        break;
      }
      case 'hold_lost': {
        const h = loseEntanglementHold(crew, table);
        crew = h.crew;
        reasons.push(h.reason);
        break;
      }
      case 'harm':
        crew = updateCharacter(crew, effect.characterId, (c) => addHarm(c, effect.level, effect.description));
        reasons.push(reason('E2', 'harm_taken', { character: effect.characterId, level: effect.level }));
        break;
      case 'npc_harm':
        reasons.push(reason('E2', 'npc_harmed', { who: effect.who, level: effect.level }));
        break;
      case 'allegiance_switched':
        reasons.push(reason('E2', 'allegiance_switched', { who: effect.who, to: effect.to }));
        break;
    }
  }
  return ok(crew, reasons);
}

// ------------------------------------------------------------------------------------------------
// Options (before the GM picks).

function unwrapOutcome(outcome: Outcome<Crew>): { crew: Crew; reasons: readonly Reason[] } {
  const value = unwrap(outcome); // throws on a refusal
  return { crew: value, reasons: (outcome as Success<Crew>).reasons };
}

function optionFrom(
  crew: Crew,
  kind: EntanglementKind,
  option: EntanglementOptionId,
  ctx: PlanContext,
  table: TableRules,
): EntanglementOption {
  const factionId = ctx.factionId;
  const head = { kind, option, ...(factionId !== undefined ? { factionId } : {}) };
  const plan = planKind(crew, kind, option, ctx);
  if (!plan.ok) {
    return { ...head, possible: false, refusal: plan.error, playedOut: false, effects: [], reasons: [] };
  }
  const p = plan.value;
  const claims = kind === 'show_of_force' && option === 'concede_claim' ? { claims: crew.claims } : {};
  if (p.fortune) {
    const fortune = p.fortune;
    const odds = entanglementShiftedPoolOdds(fortune.pool, fortune.shift);
    const outcomes = Object.fromEntries(
      BANDS.map((band) => {
        // Fortune effects are heat, NPC harm and records: they can always be applied.
        const committed = unwrapOutcome(commitEffects(crew, fortune.outcomes[band], table));
        const outcome: EntanglementFortuneOutcome = {
          probability: odds[band],
          effects: fortune.outcomes[band],
          after: entanglementCrewNumbers(committed.crew),
          changes: crewNetChanges(crew, committed.crew),
          reasons: committed.reasons,
        };
        return [band, outcome];
      }),
    ) as Record<Band, EntanglementFortuneOutcome>;
    return {
      ...head,
      possible: true,
      playedOut: p.playedOut,
      effects: [],
      fortune: { purpose: fortune.purpose, pool: fortune.pool, shift: fortune.shift, outcomes },
      reasons: p.reasons,
      ...claims,
    };
  }
  const committed = commitEffects(crew, p.effects, table);
  if (!committed.ok) {
    return { ...head, possible: false, refusal: committed.error, playedOut: p.playedOut, effects: p.effects, reasons: p.reasons };
  }
  // Conceding a claim not named yet: the GM's screen concedes the first one unless told (whichever
  // it is, the crew has one claim fewer), so the sheet is the one that choice makes.
  const named = p.effects.map((e) => (e.type === 'claim_lost' && e.claim === null ? { ...e, claim: crew.claims[0] ?? null } : e));
  const sheet = named.some((e, i) => e !== p.effects[i]) ? unwrapOutcome(commitEffects(crew, named, table)).crew : committed.value;
  return {
    ...head,
    possible: true,
    playedOut: p.playedOut,
    effects: p.effects,
    after: entanglementCrewNumbers(sheet),
    changes: crewNetChanges(crew, sheet),
    reasons: [...p.reasons, ...committed.reasons],
    ...claims,
  };
}

/**
 * E2: the ways out of an entanglement for this crew, each with its exact cost and effect and
 * whether the crew can take it now. Faction entanglements list the options for the faction the GM
 * named, or for every eligible faction; with no eligible faction the only option is `nothing`.
 */
export function entanglementOptions(
  crew: Crew,
  kind: EntanglementKind,
  situation: EntanglementSituation,
  deps: OddsDeps,
): Outcome<readonly EntanglementOption[]> {
  const table = deps.table;
  const ctx: PlanContext = situation;
  if (isFactionKind(kind)) {
    let factions: readonly Faction[];
    if (situation.factionId !== undefined) {
      const checked = checkFaction(crew, kind, situation.factionId);
      if (!checked.ok) return checked;
      factions = [checked.value];
    } else {
      factions = entanglementFactions(crew, kind);
    }
    if (factions.length === 0) {
      return ok([optionFrom(crew, kind, 'nothing', ctx, table)], [reason('E2', 'no_eligible_faction', { kind, needed: FACTION_RULE[kind].needed })]);
    }
    const ids = ENTANGLEMENT_OPTION_IDS[kind].filter((o) => {
      if (o === 'nothing') return false;
      if (o === 'concede_claim') return crew.claims.length > 0;
      if (o === 'lose_hold') return crew.claims.length === 0;
      return true;
    });
    const options = factions.flatMap((f) => ids.map((o) => optionFrom(crew, kind, o, { ...ctx, factionId: f.id }, table)));
    return ok(options);
  }
  if (kind === 'interrogation') {
    if (situation.characterId === undefined) return refuse('E2', 'character_required', { kind });
    if (!findCharacter(crew, situation.characterId)) return refuse('E2', 'unknown_character', { character: situation.characterId });
  }
  return ok(ENTANGLEMENT_OPTION_IDS[kind].map((o) => optionFrom(crew, kind, o, ctx, table)));
}

// ------------------------------------------------------------------------------------------------
// Applying a choice.

function requireText(value: string | undefined, field: string): Outcome<string> {
  if (value === undefined || value.trim() === '') return refuse('E2', 'name_required', { field });
  return ok(value);
}

function checkNames(choice: EntanglementChoice): Outcome<true> {
  const fields: [string | undefined, string][] = [];
  if (choice.kind === 'arrest' && choice.option === 'hand_over') fields.push([choice.who, 'who']);
  if (choice.kind === 'flipped') fields.push([choice.who, 'who'], [choice.to, 'to']);
  if (choice.kind === 'usual_suspects') fields.push([choice.who, 'who']);
  if (choice.kind === 'show_of_force' && choice.option === 'concede_claim') fields.push([choice.claim, 'claim']);
  for (const [value, field] of fields) {
    const checked = requireText(value, field);
    if (!checked.ok) return checked;
  }
  return ok(true);
}

/**
 * E2: applies the chosen way out to the crew: costs through the shared sheet operations (coin
 * refused when short, rep never below 0, heat through H3, status clamped), fortune rolls rolled
 * with the injected roller, everything recorded in the resolution and the reasons.
 */
export function applyEntanglementChoice(
  crew: Crew,
  choice: EntanglementChoice,
  deps: RuleDeps,
): Outcome<{ readonly crew: Crew; readonly resolution: EntanglementResolution }> {
  const names = checkNames(choice);
  if (!names.ok) return names;
  const { kind, option, ...ctx } = choice;
  const plan = planKind(crew, kind, option, ctx);
  if (!plan.ok) return plan;
  const p = plan.value;
  const reasons: Reason[] = [...p.reasons];
  let effects = p.effects;
  let fortune: EntanglementResolution['fortune'];
  const rolls: DiceRoll[] = [];
  if ((option === 'fortune_roll' || option === 'hire_occultist') && !p.fortune) {
    return refuse('E2', 'pool_required', { kind, option });
  }
  if (p.fortune) {
    const roll = rollPool(p.fortune.pool, deps.roller);
    const band = shiftBand(roll.band, p.fortune.shift);
    effects = p.fortune.outcomes[band];
    fortune = { purpose: p.fortune.purpose, pool: p.fortune.pool, shift: p.fortune.shift, dice: roll.dice, rolledBand: roll.band, band };
    reasons.push(poolReason(roll));
    if (p.fortune.shift !== 0) reasons.push(reason('D5', 'band_shifted', { from: roll.band, steps: p.fortune.shift, to: band }));
    reasons.push(reason('E2', `${p.fortune.purpose}_result`, { band, effects: effects.length }));
    rolls.push(poolDice(roll, p.fortune.purpose));
  }
  const committed = commitEffects(crew, effects, deps.table);
  if (!committed.ok) return committed;
  reasons.push(...committed.reasons);
  const c = ctx as PlanContext;
  const resolution: EntanglementResolution = {
    kind,
    option,
    playedOut: p.playedOut,
    effects,
    ...(c.factionId !== undefined ? { factionId: c.factionId } : {}),
    ...(c.characterId !== undefined ? { characterId: c.characterId } : {}),
    ...(c.cohortId !== undefined ? { cohortId: c.cohortId } : {}),
    ...(c.claim !== undefined ? { claim: c.claim } : {}),
    ...(c.who !== undefined ? { who: c.who } : {}),
    ...(c.to !== undefined ? { to: c.to } : {}),
    ...(fortune ? { fortune } : {}),
  };
  return ok({ crew: committed.value, resolution }, reasons, rolls);
}
