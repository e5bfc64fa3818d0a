import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { TableRules } from '../core/tableRules';
import type { Crew } from '../model/crew';
import { addHarm, adjustFactionStatus, adjustRep, findCharacter, setFactionStatus, spendCoin, updateCharacter } from '../crew/crew';
import { addCrewHeat } from '../heat/heat';
import { convicted } from '../incarceration/convicted';
import { smugglingLoad } from '../incarceration/claims';
import { jailWithSentence } from '../incarceration/jail';
import type { EntanglementEffect } from './resolutionTypes';

/**
 * E2's commit: planned effects applied to the crew through the shared sheet operations (coin
 * refused when short, rep never below 0, heat through H3, status clamped), each explained.
 */

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

/** Applies the effects in order; the first refused one (coin short, unknown PC) refuses them all. */
export function commitEffects(start: Crew, effects: readonly EntanglementEffect[], table: TableRules): Outcome<Crew> {
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
      case 'jailed': {
        const load = effect.load;
        crew = updateCharacter(crew, effect.characterId, (c) => ({ ...jailWithSentence(c, effect.sentence), ...(load === undefined ? {} : { load }) }));
        reasons.push(reason('E2', 'pc_jailed', { character: effect.characterId, sentence: effect.sentence }));
        if (load !== undefined) reasons.push(smugglingLoad(crew).reason);
        break;
      }
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
