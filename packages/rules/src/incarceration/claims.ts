import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Crew, PrisonClaimKind } from '../model/crew';
import { PRISON_CLAIM_KINDS } from '../model/crew';
import { poolSize } from '../dice/pool';

/**
 * I4: how many times each prison claim may be held. Only smuggling is said to be taken a second
 * time ("Si vous prenez ce domaine une seconde fois"); every other claim is held once.
 */
export const PRISON_CLAIM_MAX: Readonly<Record<PrisonClaimKind, number>> = {
  controlled_cell_block: 1,
  smuggling: 2,
  allied_claim: 1,
  bribed_guards: 1,
  hard_case: 1,
  parole: 1,
};

/** I4 smuggling: load per smuggling claim while jailed (starting from 0 as a prisoner). */
export const SMUGGLING_LOAD_PER_CLAIM = 2;

export function prisonClaimCount(crew: Pick<Crew, 'prisonClaims'>, kind: PrisonClaimKind): number {
  return crew.prisonClaims.filter((k) => k === kind).length;
}

export function hasPrisonClaim(crew: Pick<Crew, 'prisonClaims'>, kind: PrisonClaimKind): boolean {
  return crew.prisonClaims.includes(kind);
}

/** I4 allied claim: the claim of another crew type the crew takes with it (never a turf). */
export interface AlliedClaimChoice {
  readonly name: string;
  readonly turf: boolean;
}

export interface PrisonClaimInput {
  readonly kind: PrisonClaimKind;
  /** Required with `allied_claim`: the claim of another crew type it brings. */
  readonly alliedClaim?: AlliedClaimChoice;
}

/**
 * I4: the crew gains a prison claim (from an incarceration roll, I3). Refused when the claim is
 * already held as many times as it may be, and for an allied claim without a claim to take, with a
 * turf, or with a claim the crew already holds. An allied claim adds its claim to the crew's claims.
 */
export function addPrisonClaim(crew: Crew, input: PrisonClaimInput): Outcome<{ crew: Crew }> {
  const { kind } = input;
  if (!PRISON_CLAIM_KINDS.includes(kind)) {
    return refuse('I4', 'unknown_prison_claim', { kind: String(kind) });
  }
  const count = prisonClaimCount(crew, kind);
  const max = PRISON_CLAIM_MAX[kind];
  if (count >= max) {
    return refuse('I4', 'prison_claim_held', { kind, count, max });
  }
  const reasons: Reason[] = [reason('I4', 'prison_claim_gained', { kind, count: count + 1 })];
  let claims = crew.claims;
  if (kind === 'allied_claim') {
    const allied = input.alliedClaim;
    const name = allied?.name.trim() ?? '';
    if (!allied || name === '') {
      return refuse('I4', 'allied_claim_missing');
    }
    if (allied.turf) {
      return refuse('I4', 'allied_claim_turf', { claim: name });
    }
    if (crew.claims.includes(name)) {
      return refuse('I4', 'claim_already_held', { claim: name });
    }
    claims = [...claims, name];
    reasons.push(reason('I4', 'allied_claim_taken', { claim: name }));
  }
  return ok({ crew: { ...crew, claims, prisonClaims: [...crew.prisonClaims, kind] } }, reasons);
}

/**
 * I3 + I4: the incarceration roll's pool: the crew tier (D3), +1 die with bribed guards (D6).
 */
export function incarcerationPool(crew: Pick<Crew, 'tier' | 'prisonClaims'>): { size: number; reasons: Reason[] } {
  const bribed = hasPrisonClaim(crew, 'bribed_guards');
  const size = poolSize(crew.tier, bribed ? 1 : 0);
  const reasons: Reason[] = [reason('I3', 'incarceration_pool', { tier: crew.tier, size })];
  if (bribed) reasons.push(reason('I4', 'bribed_guards', { dice: 1 }));
  return { size, reasons };
}

/**
 * I4 smuggling: a jailed PC's load starts from 0; +2 with smuggling, 4 with smuggling taken twice.
 */
export function smugglingLoad(crew: Pick<Crew, 'prisonClaims'>): { load: number; reason: Reason } {
  const count = Math.min(PRISON_CLAIM_MAX.smuggling, prisonClaimCount(crew, 'smuggling'));
  const load = count * SMUGGLING_LOAD_PER_CLAIM;
  return { load, reason: reason('I4', 'jailed_load', { smuggling: count, load }) };
}
