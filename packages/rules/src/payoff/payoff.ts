import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { Crew } from '../model/crew';
import { adjustRep, findCharacter, gainCoin, updateCharacter } from '../crew/crew';
import { payoffRep } from './rep';
import { payoffTithe, recordUnpaidTithe } from './tithe';

/** P3: coin handed to one PC. */
export interface PayoffShare {
  readonly characterId: string;
  readonly coin: number;
}

/** P3: how the net take is split; the parts must add up to the net take. */
export interface PayoffSplit {
  readonly stash: number;
  readonly shares?: readonly PayoffShare[];
}

/** P4/P5: the crime boss the GM says the crew must pay, and whether the crew pays. */
export interface PayoffTitheInput {
  readonly boss: string;
  readonly paid: boolean;
}

export interface PayoffInput {
  /** P1: tier of the score's target (0 and up). */
  readonly targetTier: number;
  /** P2: the score stayed completely silent. */
  readonly silent?: boolean;
  /** A failed score earns no rep (default: succeeded). */
  readonly succeeded?: boolean;
  /** P3: coin taken, entered by the GM. */
  readonly take: number;
  /** P4: omit (or null) when no boss expects a tithe. */
  readonly tithe?: PayoffTitheInput | null;
  /** P3: omit to put the whole net take in the crew stash. */
  readonly split?: PayoffSplit;
}

export interface PayoffResult {
  readonly crew: Crew;
  readonly rep: number;
  readonly take: number;
  /** P4: the tithe owed on this take (0 when no boss). */
  readonly tithe: number;
  /** Whether the owed tithe was paid (true when none was owed). */
  readonly tithePaid: boolean;
  /** Take minus the tithe paid: what the split shares out. */
  readonly net: number;
  readonly stash: number;
  readonly shares: readonly PayoffShare[];
}

function isWhole(n: number): boolean {
  return Number.isInteger(n) && n >= 0;
}

/**
 * The payoff step of downtime (P1–P5) on the crew sheet: rep for the score, the crime boss's tithe
 * (paid out of the take, or recorded as unpaid), and the split of the net take between the crew
 * stash and the PCs. Refuses (nothing applied) a bad tier or take, an unknown PC, or a split that
 * does not add up to the net take.
 */
export function applyPayoff(crew: Crew, input: PayoffInput, deps: Pick<RuleDeps, 'table'>): Outcome<PayoffResult> {
  if (!isWhole(input.targetTier)) {
    return refuse('P1', 'invalid_target_tier', { targetTier: input.targetTier });
  }
  if (!isWhole(input.take)) {
    return refuse('P3', 'invalid_take', { take: input.take });
  }
  const titheInput = input.tithe ?? null;
  if (titheInput && titheInput.boss.trim() === '') {
    return refuse('P4', 'missing_boss');
  }

  // P4: the tithe is computed first, since the split shares out what is left.
  const owed = titheInput ? payoffTithe(input.take, deps.table) : null;
  const tithe = owed?.tithe ?? 0;
  const tithePaid = !titheInput || titheInput.paid;
  const net = tithePaid ? input.take - tithe : input.take;

  const split: PayoffSplit = input.split ?? { stash: net };
  const shares = split.shares ?? [];
  if (!isWhole(split.stash)) {
    return refuse('P3', 'invalid_share', { stash: split.stash });
  }
  const seen = new Set<string>();
  for (const share of shares) {
    if (!isWhole(share.coin)) {
      return refuse('P3', 'invalid_share', { character: share.characterId, coin: share.coin });
    }
    if (!findCharacter(crew, share.characterId)) {
      return refuse('P3', 'unknown_character', { character: share.characterId });
    }
    if (seen.has(share.characterId)) {
      return refuse('P3', 'duplicate_share', { character: share.characterId });
    }
    seen.add(share.characterId);
  }
  const total = split.stash + shares.reduce((sum, s) => sum + s.coin, 0);
  if (total !== net) {
    return refuse('P3', 'split_mismatch', { net, total });
  }

  const reasons: Reason[] = [];
  let next = crew;

  // P1/P2: rep.
  const rep = payoffRep({
    crewTier: crew.tier,
    targetTier: input.targetTier,
    silent: input.silent ?? false,
    succeeded: input.succeeded ?? true,
  });
  reasons.push(...rep.reasons);
  if (rep.rep > 0) {
    const gained = adjustRep(next, rep.rep, 'P1', 'rep_gained');
    next = gained.crew;
    reasons.push(gained.reason);
  }

  // P3: the take, then P4/P5: the tithe.
  reasons.push(reason('P3', 'take', { take: input.take }));
  if (titheInput && owed) {
    reasons.push(owed.reason);
    if (titheInput.paid) {
      reasons.push(reason('P4', 'tithe_paid', { boss: titheInput.boss, tithe, net }));
    } else {
      const unpaid = recordUnpaidTithe(next, titheInput.boss, tithe);
      next = unpaid.crew;
      reasons.push(...unpaid.reasons);
    }
  }

  // P3: the split.
  if (split.stash > 0) {
    const stashed = gainCoin(next, split.stash, 'P3', 'stash_share');
    next = stashed.crew;
    reasons.push(stashed.reason);
  }
  for (const share of shares) {
    if (share.coin === 0) continue;
    let coin = 0;
    next = updateCharacter(next, share.characterId, (c) => {
      coin = c.coin + share.coin;
      return { ...c, coin };
    });
    reasons.push(reason('P3', 'character_share', { character: share.characterId, delta: share.coin, coin }));
  }

  return ok({ crew: next, rep: rep.rep, take: input.take, tithe, tithePaid, net, stash: split.stash, shares }, reasons);
}
