import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import { fromRevision } from '../core/revision';
import type { Band } from '../dice/pool';
import { BANDS, MAX_POOL } from '../dice/pool';
import type { Crew, EntanglementKind, Faction } from '../model/crew';
import { findCharacter, findFaction } from '../crew/crew';
import { smugglingLoad } from '../incarceration/claims';
import { incarcerationSentence } from '../incarceration/sentence';
import {
  ENTANGLEMENT_HARM_LEVEL,
  QUESTIONING_HEAT,
  QUESTIONING_TABLE,
  USUAL_SUSPECTS_HEAT,
  USUAL_SUSPECTS_TABLE,
} from './fortune';
import { ENTANGLEMENT_COSTS, ENTANGLEMENT_OPTION_IDS, type EntanglementEffect, type EntanglementOptionId } from './resolutionTypes';

/**
 * E2's planner: which options an entanglement offers this crew (the factions it may come from) and
 * what each does, as data — its effects, its costs, its fortune roll by band — before any die and
 * without touching the crew. The options screen and the applied choice both read these plans.
 */

// ------------------------------------------------------------------------------------------------
// Factions each entanglement concerns.

export type FactionKind = 'cooperation' | 'show_of_force' | 'reprisals' | 'rivals';

export const FACTION_RULE: Readonly<Record<FactionKind, { readonly needed: string; readonly test: (status: number) => boolean }>> = {
  /** « Une bande avec des relations à +3 ». */
  cooperation: { needed: 'plus_3', test: (s) => s === 3 },
  /** « Une bande avec laquelle vous avez des relations négatives ». */
  show_of_force: { needed: 'negative', test: (s) => s < 0 },
  /** « Une bande ennemie »: read as a negative status. */
  reprisals: { needed: 'negative', test: (s) => s < 0 },
  /** « Une bande neutre »: status 0. */
  rivals: { needed: 'neutral', test: (s) => s === 0 },
};

export function isFactionKind(kind: EntanglementKind): kind is FactionKind {
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

export interface PlanContext {
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

export interface FortunePlan {
  readonly purpose: string;
  readonly pool: number;
  readonly shift: number;
  readonly outcomes: Readonly<Record<Band, readonly EntanglementEffect[]>>;
}

export interface Plan {
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

export function checkFaction(crew: Crew, kind: FactionKind, factionId: string | undefined): Outcome<Faction> {
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

/** `revision`: the rules revision the plan is made under (absent: the latest, as every preview). */
export function planKind(crew: Crew, kind: EntanglementKind, option: EntanglementOptionId, ctx: PlanContext, revision: Pick<RuleDeps, 'revision'> = {}): Outcome<Plan> {
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
          const sentence = incarcerationSentence(crew).sentence;
          // Revision 2: the jailed load of I4 (« démarrant à 0 en tant que prisonnier »), as the jail step.
          const load = fromRevision(revision, 2) ? { load: smugglingLoad(crew).load } : {};
          effects.push({ type: 'jailed', characterId: ctx.characterId, sentence, ...load });
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
