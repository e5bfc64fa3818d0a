import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { OddsDeps, RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Crew, PrisonClaimKind } from '../model/crew';
import type { Band, PoolRoll } from '../dice/pool';
import { BANDS, poolDice, poolOdds, poolReason, rollPool, tierRollQuality } from '../dice/pool';
import { adjustFactionStatus, adjustRep, findCharacter, findFaction, updateCharacter } from '../crew/crew';
import { addPrisonClaim, hasPrisonClaim, incarcerationPool, type AlliedClaimChoice } from './claims';

/** I3: the four results of an incarceration roll. */
export type IncarcerationOutcome = 'crit' | 'claim' | 'nothing' | 'trauma';
export const INCARCERATION_OUTCOMES: readonly IncarcerationOutcome[] = ['crit', 'claim', 'nothing', 'trauma'];

/** I3 critical: the crew's rep gain. */
export const INCARCERATION_CRIT_REP = 3;

/**
 * I3: reads a tier roll's band and quality (D3). A critical is "Critique"; quality 4-5 earns a
 * claim; 2-3 nothing; below 2 a trauma, unless the crew holds the controlled cell block (I4).
 * Quality above 5 without a critical reads per table rule `incarcerationHighQuality`.
 */
export function incarcerationOutcomeOf(
  band: Band,
  quality: number,
  crew: Pick<Crew, 'prisonClaims'>,
  table: TableRules,
): { outcome: IncarcerationOutcome; reasons: Reason[] } {
  const reasons: Reason[] = [];
  let outcome: IncarcerationOutcome;
  if (band === 'crit') {
    outcome = 'crit';
  } else if (quality > 5) {
    outcome = table.incarcerationHighQuality === 'asCritical' ? 'crit' : 'claim';
    reasons.push(reason('I3', 'high_quality', { quality, readAs: table.incarcerationHighQuality }));
  } else if (quality >= 4) {
    outcome = 'claim';
  } else if (quality >= 2) {
    outcome = 'nothing';
  } else {
    outcome = 'trauma';
  }
  if (outcome === 'trauma' && hasPrisonClaim(crew, 'controlled_cell_block')) {
    outcome = 'nothing';
    reasons.push(reason('I4', 'trauma_prevented', { quality }));
  }
  reasons.push(reason('I3', 'incarceration_result', { band, quality, outcome }));
  return { outcome, reasons };
}

/** I3: the claim and faction chosen for a critical or a 4-5 result. */
export interface IncarcerationGainsInput {
  /** The prison claim the crew takes. */
  readonly claimKind?: PrisonClaimKind;
  /** With `allied_claim`: the other crew type's claim it brings (never a turf). */
  readonly alliedClaim?: AlliedClaimChoice;
  /** The faction helped inside: +1 status. */
  readonly factionId?: string;
}

export interface IncarcerationGainsResult {
  readonly crew: Crew;
  /** What was earned but not chosen yet: call `applyIncarcerationGains` again once chosen. */
  readonly pending: { readonly prisonClaim: boolean; readonly factionStatus: boolean };
}

/**
 * I3: +1 prison claim and +1 status with the faction helped inside. Either may be chosen later:
 * what is not given is reported as pending. Refused for an unknown faction or a claim the crew
 * cannot take (I4).
 */
export function applyIncarcerationGains(crew: Crew, input: IncarcerationGainsInput): Outcome<IncarcerationGainsResult> {
  const reasons: Reason[] = [];
  let next = crew;
  if (input.factionId !== undefined && !findFaction(crew, input.factionId)) {
    return refuse('I3', 'unknown_faction', { faction: input.factionId });
  }
  if (input.claimKind !== undefined) {
    const claimed = addPrisonClaim(next, { kind: input.claimKind, ...(input.alliedClaim ? { alliedClaim: input.alliedClaim } : {}) });
    if (!claimed.ok) return claimed;
    next = claimed.value.crew;
    reasons.push(...claimed.reasons);
  } else {
    reasons.push(reason('I3', 'prison_claim_to_choose'));
  }
  if (input.factionId !== undefined) {
    const status = adjustFactionStatus(next, input.factionId, 1, 'I3', 'helped_inside');
    next = status.crew;
    reasons.push(status.reason);
  } else {
    reasons.push(reason('I3', 'faction_to_choose'));
  }
  return ok(
    { crew: next, pending: { prisonClaim: input.claimKind === undefined, factionStatus: input.factionId === undefined } },
    reasons,
  );
}

export interface IncarcerationRollInput extends IncarcerationGainsInput {
  readonly characterId: string;
  /** I3 "pathologie ou handicap": the trauma condition the GM gives on a result below 2. */
  readonly traumaCondition?: string;
}

export interface IncarcerationRollResult extends IncarcerationGainsResult {
  readonly outcome: IncarcerationOutcome;
  readonly quality: number;
  readonly roll: PoolRoll;
}

const NOTHING_PENDING = { prisonClaim: false, factionStatus: false } as const;

/**
 * I3: a jailed PC's incarceration roll, a tier roll (D3) on the crew tier, +1 die with bribed guards
 * (I4). Critical: crew +3 rep, +1 prison claim, +1 status with a faction helped inside; 4-5: the
 * claim and the status; 2-3: nothing; below 2: the PC takes a trauma (never with the controlled
 * cell block). The claim and faction may be named up front (checked before rolling) or later with
 * `applyIncarcerationGains`.
 */
export function rollIncarceration(crew: Crew, input: IncarcerationRollInput, deps: RuleDeps): Outcome<IncarcerationRollResult> {
  const character = findCharacter(crew, input.characterId);
  if (!character) {
    return refuse('I3', 'unknown_character', { character: input.characterId });
  }
  if (character.status !== 'jailed') {
    return refuse('I3', 'not_jailed', { character: character.id, status: character.status });
  }
  // Check (and prepare) the choices before any die is rolled, so a refusal never wastes a roll.
  const dryRun = applyIncarcerationGains(crew, input);
  if (!dryRun.ok) return dryRun;

  const pool = incarcerationPool(crew);
  const roll = rollPool(pool.size, deps.roller);
  const quality = tierRollQuality(crew.tier, roll.band, deps.table);
  const read = incarcerationOutcomeOf(roll.band, quality.quality, crew, deps.table);
  const reasons: Reason[] = [...pool.reasons, poolReason(roll), quality.reason, ...read.reasons];
  const rolls = [poolDice(roll, 'incarceration')];
  let next = crew;
  let pending: IncarcerationGainsResult['pending'] = NOTHING_PENDING;

  if (read.outcome === 'crit' || read.outcome === 'claim') {
    // The dry run applied the chosen claim and status to this same crew: keep its result.
    next = dryRun.value.crew;
    pending = dryRun.value.pending;
    if (read.outcome === 'crit') {
      const rep = adjustRep(next, INCARCERATION_CRIT_REP, 'I3', 'prison_rep');
      next = rep.crew;
      reasons.push(rep.reason);
    }
    reasons.push(...dryRun.reasons);
  } else if (read.outcome === 'nothing') {
    reasons.push(reason('I3', 'quiet_time', { character: character.id }));
  } else {
    const condition = input.traumaCondition?.trim() || 'incarceration';
    next = updateCharacter(next, character.id, (c) => ({ ...c, trauma: [...c.trauma, condition] }));
    reasons.push(reason('I3', 'trauma', { character: character.id, condition }));
  }
  return ok({ crew: next, outcome: read.outcome, quality: quality.quality, roll, pending }, reasons, rolls);
}

/**
 * Exact odds of each incarceration result for a crew (tier and prison claims) under the table
 * rules: the pool's band odds (D1) read through D3 and I3. No sampling.
 */
export function incarcerationOdds(crew: Pick<Crew, 'tier' | 'prisonClaims'>, deps: OddsDeps): Readonly<Record<IncarcerationOutcome, number>> {
  const odds = poolOdds(incarcerationPool(crew).size);
  const out: Record<IncarcerationOutcome, number> = { crit: 0, claim: 0, nothing: 0, trauma: 0 };
  for (const band of BANDS) {
    const p = odds[band];
    if (p === 0) continue;
    const { quality } = tierRollQuality(crew.tier, band, deps.table);
    out[incarcerationOutcomeOf(band, quality, crew, deps.table).outcome] += p;
  }
  return out;
}
