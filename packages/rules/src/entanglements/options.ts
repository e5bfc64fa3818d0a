import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome, Success } from '../core/outcome';
import { ok, refuse, unwrap } from '../core/outcome';
import type { OddsDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Band } from '../dice/pool';
import { BANDS } from '../dice/pool';
import type { Crew, EntanglementKind, Faction } from '../model/crew';
import { findCharacter } from '../crew/crew';
import { crewNetChanges } from '../model/netChanges';
import { commitEffects } from './commit';
import { entanglementShiftedPoolOdds } from './fortune';
import { FACTION_RULE, type PlanContext, checkFaction, entanglementFactions, isFactionKind, planKind } from './plan';
import {
  ENTANGLEMENT_OPTION_IDS,
  type EntanglementFortuneOutcome,
  type EntanglementOption,
  type EntanglementOptionId,
  type EntanglementSituation,
  entanglementCrewNumbers,
} from './resolutionTypes';

/**
 * E2's options screen: each way out planned for this crew, and its preview — the sheet it would
 * give, committed on a copy (by band for a fortune roll) — before the GM picks.
 */

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
