import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { DiceRoll, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import { poolDice, poolReason, rollPool, shiftBand } from '../dice/pool';
import type { Crew } from '../model/crew';
import { commitEffects } from './commit';
import { type PlanContext, planKind } from './plan';
import type { EntanglementChoice, EntanglementResolution } from './resolutionTypes';

/**
 * E2: each entanglement's ways out, with their exact cost on this crew computed before the GM
 * picks (`entanglementOptions`), and the chosen one applied to the crew (`applyEntanglementChoice`).
 * Options the text leaves to play (« mettez en scène et jouez cet événement ») are `playedOut`: they
 * are recorded and change nothing on the sheet by themselves.
 *
 * The entry of E2: the vocabulary is in `resolutionTypes.ts`, the plans (effects and costs as data)
 * in `plan.ts`, their application to the crew in `commit.ts`, the options screen in `options.ts`.
 */

export * from './resolutionTypes';
export { entanglementFactions } from './plan';
export { loseEntanglementHold } from './commit';
export { entanglementOptions } from './options';

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
  const plan = planKind(crew, kind, option, ctx, deps);
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
