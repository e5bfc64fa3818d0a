import type { Reason, RuleId } from '../core/reason';
import { sheetLimit } from '../crew/limits';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import { recordingRoller } from '../dice/roller';
import type { Crew } from '../model/crew';
import { findCharacter } from '../crew/crew';
import { applyPayoff } from '../payoff';
import { applyConflictHeat, applyHeat } from '../heat';
import { applyIncarcerationGains, jailCharacter, raiseCrewTier, releaseCharacter, rollIncarceration } from '../incarceration';
import {
  addPendingEntanglement,
  entangle,
  type EntanglementResolution,
  pickEntanglement,
  resolvePendingEntanglement,
  revealPendingEntanglement,
  rollEntanglement,
} from '../entanglements';
import {
  activityAllowance,
  createProject,
  crewAssetId,
  keepAcquiredAsset,
  freePlayLimit,
  requireActivityLeft,
  requireFreePlayLeft,
  settleAcquireAsset,
} from '../activities';
import { findNewPurveyor, resolveOverindulgence, returnFromLost, sinkIntoVice } from '../vice';
import type { ActivityInput, DowntimeEvent, DowntimeEventType } from './events';
import { rollActivity } from './activity';
import { SHEET_HANDLERS } from './sheet';
import { CLOCK_HANDLERS } from './clocks';
import type { CharacterDowntime, DowntimePhase, DowntimeState } from './state';
import { EMPTY_CHARACTER_DOWNTIME, characterDowntime } from './state';

/** What applying one event gives: the next state, what happened, and every die it consumed. */
export interface AppliedDowntimeEvent {
  readonly state: DowntimeState;
  /** The step's own result beyond the sheet (the asset acquired, the entanglement rolled…). */
  readonly detail: Readonly<Record<string, unknown>>;
  /** Every die consumed, in order: stored with the event so that a replay feeds them back. */
  readonly dice: readonly number[];
}

export type Step = Outcome<{ state: DowntimeState; detail: Readonly<Record<string, unknown>> }>;
export type Handler<T extends DowntimeEventType> = (state: DowntimeState, event: Extract<DowntimeEvent, { type: T }>, deps: RuleDeps) => Step;

const DURING_DOWNTIME: readonly DowntimePhase[] = ['payoff', 'heat', 'incarceration', 'entanglement', 'activities'];
const AFTER_HEAT: readonly DowntimePhase[] = ['incarceration', 'entanglement', 'activities'];

/**
 * Which phases accept each event, and the rule that speaks for the order when it is refused.
 * `null` phases: the event is allowed at any time (held entanglements, sheet edits, H4…).
 */
const ORDER: { readonly [T in DowntimeEventType]: { readonly phases: readonly DowntimePhase[] | null; readonly rule: RuleId } } = {
  start: { phases: ['idle', 'done'], rule: 'A1' },
  payoff: { phases: ['payoff'], rule: 'P1' },
  heat: { phases: ['heat'], rule: 'H3' },
  conflict_heat: { phases: null, rule: 'H4' },
  jail: { phases: AFTER_HEAT, rule: 'I1' },
  incarceration_roll: { phases: AFTER_HEAT, rule: 'I3' },
  incarceration_gains: { phases: null, rule: 'I3' },
  release: { phases: null, rule: 'I2' },
  entanglement_roll: { phases: ['incarceration', 'entanglement', 'activities'], rule: 'E1' },
  entanglement_pick: { phases: ['entanglement', 'activities'], rule: 'E1' },
  entanglement_reveal: { phases: null, rule: 'E3' },
  entanglement_resolve: { phases: null, rule: 'E3' },
  advance: { phases: ['entanglement', 'activities'], rule: 'E1' },
  activity: { phases: ['activities'], rule: 'A1' },
  asset_settle: { phases: ['activities'], rule: 'A4' },
  overindulgence: { phases: null, rule: 'V2' },
  sink_into_vice: { phases: null, rule: 'V3' },
  return_from_lost: { phases: null, rule: 'V2' },
  new_purveyor: { phases: null, rule: 'V2' },
  project_create: { phases: null, rule: 'A5' },
  free_play: { phases: DURING_DOWNTIME, rule: 'A2' },
  raise_tier: { phases: null, rule: 'I4' },
  crew_created: { phases: ['idle'], rule: 'D7' },
  crew_edit: { phases: null, rule: 'D7' },
  faction_save: { phases: null, rule: 'D7' },
  faction_remove: { phases: null, rule: 'D7' },
  character_save: { phases: null, rule: 'D7' },
  character_remove: { phases: null, rule: 'D7' },
  character_texts: { phases: null, rule: 'D7' },
  cohort_save: { phases: null, rule: 'D7' },
  cohort_remove: { phases: null, rule: 'D7' },
  asset_remove: { phases: null, rule: 'A4' },
  clock_save: { phases: null, rule: 'K1' },
  clock_remove: { phases: null, rule: 'K1' },
  clock_tick: { phases: null, rule: 'K2' },
  clock_roll: { phases: null, rule: 'K3' },
};

/** The phase the next step of the order needs, for the UI ("next: heat"). */
export function allowedEvents(state: DowntimeState): DowntimeEventType[] {
  return (Object.keys(ORDER) as DowntimeEventType[]).filter((type) => {
    const phases = ORDER[type].phases;
    return phases === null || phases.includes(state.phase);
  });
}

function withCrew(state: DowntimeState, crew: Crew): DowntimeState {
  return { ...state, crew };
}

function withCharacter(state: DowntimeState, characterId: string, change: Partial<CharacterDowntime>): DowntimeState {
  return {
    ...state,
    characters: { ...state.characters, [characterId]: { ...characterDowntime(state, characterId), ...change } },
  };
}

/** Passes a sub-rule's outcome through, replacing its crew in the state and keeping the rest as detail. */
function step<V extends { crew: Crew }>(
  state: DowntimeState,
  outcome: Outcome<V>,
  next: (state: DowntimeState, value: V) => DowntimeState = (s) => s,
  extra: readonly Reason[] = [],
): Step {
  if (!outcome.ok) return outcome;
  const { crew, ...detail } = outcome.value;
  return ok({ state: next(withCrew(state, crew), outcome.value), detail }, [...outcome.reasons, ...extra], outcome.rolls);
}

const start: Handler<'start'> = (state, event) => {
  const seasonBonus = event.seasonBonus ?? false;
  // Counters reset with every new score; a PC still in jail keeps the load to give back.
  const characters: Record<string, CharacterDowntime> = {};
  for (const [id, cd] of Object.entries(state.characters)) {
    if (cd.loadBeforeJail !== null) characters[id] = { ...EMPTY_CHARACTER_DOWNTIME, loadBeforeJail: cd.loadBeforeJail };
  }
  const allowance = activityAllowance({ atWar: state.crew.atWar, seasonBonus });
  const next: DowntimeState = {
    ...state,
    phase: 'payoff',
    downtime: state.downtime + 1,
    seasonBonus,
    entanglementRolled: false,
    extraEntanglementRolls: 0,
    characters,
  };
  return ok({ state: next, detail: { downtime: next.downtime, allowance: allowance.allowance } }, [
    reason('A1', 'downtime_started', { downtime: next.downtime, allowance: allowance.allowance, seasonBonus }),
    ...allowance.reasons,
  ]);
};

const payoff: Handler<'payoff'> = (state, { type: _type, ...input }, deps) =>
  step(state, applyPayoff(state.crew, input, deps), (s) => ({ ...s, phase: 'heat' }));

const heat: Handler<'heat'> = (state, { type: _type, ...input }, deps) =>
  step(state, applyHeat(state.crew, input, deps.table), (s) => ({ ...s, phase: 'incarceration' }));

const conflictHeat: Handler<'conflict_heat'> = (state, { type: _type, ...input }, deps) =>
  step(state, applyConflictHeat(state.crew, input, deps.table));

const jail: Handler<'jail'> = (state, event, deps) =>
  step(state, jailCharacter(state.crew, event, deps), (s, v) => withCharacter(s, event.characterId, { loadBeforeJail: v.loadBefore }));

const incarcerationRoll: Handler<'incarceration_roll'> = (state, { type: _type, ...input }, deps) =>
  step(state, rollIncarceration(state.crew, input, deps));

const incarcerationGains: Handler<'incarceration_gains'> = (state, { type: _type, ...input }) =>
  step(state, applyIncarcerationGains(state.crew, input));

const release: Handler<'release'> = (state, event) => {
  const cd = characterDowntime(state, event.characterId);
  const load = event.load ?? cd.loadBeforeJail ?? findCharacter(state.crew, event.characterId)?.load ?? 0;
  return step(state, releaseCharacter(state.crew, { characterId: event.characterId, load }), (s) =>
    withCharacter(s, event.characterId, { loadBeforeJail: null }),
  );
};

const entanglementRoll: Handler<'entanglement_roll'> = (state, event, deps) => {
  if (state.pendingEntanglementRoll) return refuse('E1', 'entanglement_not_picked', { downtime: state.downtime });
  const extra = state.entanglementRolled;
  if (extra && state.extraEntanglementRolls <= 0) {
    return refuse('E1', 'entanglement_already_rolled', { downtime: state.downtime });
  }
  const counted = (s: DowntimeState): DowntimeState =>
    extra ? { ...s, extraEntanglementRolls: s.extraEntanglementRolls - 1 } : { ...s, phase: 'entanglement', entanglementRolled: true };
  const id = event.id ?? `${state.crew.id}/entanglement-${state.events + 1}`;
  const reveal = event.reveal ?? false;
  const hidden = event.hidden ?? false;
  if (event.pick === 'after_roll') {
    // The GM sees the rolled cell first, then picks with `entanglement_pick`.
    const rolled = rollEntanglement(state.crew, { hidden }, deps);
    if (!rolled.ok) return rolled;
    const { roll } = rolled.value;
    const next = counted(roll === null ? state : { ...state, pendingEntanglementRoll: { roll, id, reveal } });
    return ok({ state: next, detail: { roll, pending: null } }, rolled.reasons, rolled.rolls);
  }
  const rolled = entangle(state.crew, { hidden, reveal, pick: event.pick ?? 'pick_for_me', id }, deps);
  return step(state, rolled, counted);
};

const entanglementPick: Handler<'entanglement_pick'> = (state, event, deps) => {
  const pending = state.pendingEntanglementRoll;
  if (!pending) return refuse('E1', 'no_entanglement_to_pick', { downtime: state.downtime });
  const picked = pickEntanglement(pending.roll, event.pick, deps);
  if (!picked.ok) return picked;
  const held = addPendingEntanglement(state.crew, picked.value, { id: pending.id, reveal: pending.reveal });
  if (!held.ok) return held;
  return ok(
    { state: { ...withCrew(state, held.value.crew), pendingEntanglementRoll: null }, detail: { roll: pending.roll, pending: held.value.pending } },
    [...picked.reasons, ...held.reasons],
    picked.rolls,
  );
};

const entanglementReveal: Handler<'entanglement_reveal'> = (state, event) =>
  step(state, revealPendingEntanglement(state.crew, event.id));

/**
 * I4 through E2: a PC handed over at an arrest whose load the jailing replaced (rules revision 2
 * on: the jailed load) keeps the load they had for the release, as the jail step does — unless
 * they were in jail already (that load is the one to give back).
 */
function keepLoadForRelease(next: DowntimeState, before: DowntimeState, resolution: EntanglementResolution): DowntimeState {
  let kept = next;
  for (const effect of resolution.effects) {
    if (effect.type !== 'jailed' || effect.load === undefined) continue;
    const loadBefore = characterDowntime(before, effect.characterId).loadBeforeJail ?? findCharacter(before.crew, effect.characterId)?.load ?? 0;
    kept = withCharacter(kept, effect.characterId, { loadBeforeJail: loadBefore });
  }
  return kept;
}

const entanglementResolve: Handler<'entanglement_resolve'> = (state, event, deps) =>
  step(state, resolvePendingEntanglement(state.crew, event.id, event.choice, deps), (s, v) => keepLoadForRelease(s, state, v.resolution));

const advance: Handler<'advance'> = (state) => {
  if (state.phase === 'entanglement') {
    if (state.pendingEntanglementRoll) return refuse('E1', 'entanglement_not_picked', { downtime: state.downtime });
    return ok({ state: { ...state, phase: 'activities' }, detail: { phase: 'activities' } }, [
      reason('A1', 'activities_open', { downtime: state.downtime }),
    ]);
  }
  if (state.pendingEntanglementRoll) return refuse('E1', 'entanglement_not_picked', { downtime: state.downtime });
  // Leaving the activities: nothing may stay half-done.
  for (const [characterId, cd] of Object.entries(state.characters)) {
    if (cd.pendingAsset) return refuse('A4', 'asset_not_settled', { character: characterId });
    if (cd.pendingOverindulgence) return refuse('V2', 'overindulgence_not_chosen', { character: characterId });
  }
  return ok({ state: { ...state, phase: 'done' }, detail: { phase: 'done' } }, [reason('A1', 'downtime_done', { downtime: state.downtime })]);
};

function runActivity(state: DowntimeState, characterId: string, activity: ActivityInput, cd: CharacterDowntime, deps: RuleDeps): Step {
  const rolled = rollActivity(state.crew, characterId, activity, cd.trained, deps);
  switch (rolled.kind) {
    case 'acquire_asset': {
      const { outcome } = rolled;
      if (!outcome.ok) return outcome;
      const next = withCharacter(state, characterId, { pendingAsset: outcome.value });
      return ok({ state: next, detail: { roll: outcome.value } }, outcome.reasons, outcome.rolls);
    }
    case 'train':
      return step(state, rolled.outcome, (s, v) => withCharacter(s, characterId, { trained: v.trainedThisDowntime }));
    case 'indulge_vice':
      return step(state, rolled.outcome, (s, v) => withCharacter(s, characterId, { pendingOverindulgence: v.overindulgence }));
    case 'long_term_project':
      return step(state, rolled.outcome);
    case 'recover':
      return step(state, rolled.outcome);
    case 'reduce_heat':
      return step(state, rolled.outcome);
  }
}

const activity: Handler<'activity'> = (state, event, deps) => {
  const { characterId } = event;
  const cd = characterDowntime(state, characterId);
  if (cd.pendingAsset) return refuse('A4', 'asset_not_settled', { character: characterId });
  if (cd.pendingOverindulgence) return refuse('V2', 'overindulgence_not_chosen', { character: characterId });
  // A1: counted against the crew as it is now, so going to war mid-downtime takes effect at once.
  const allowance = activityAllowance({ atWar: state.crew.atWar, seasonBonus: state.seasonBonus });
  const left = requireActivityLeft(cd.used, allowance.allowance);
  if (!left.ok) return left;
  const done = runActivity(state, characterId, event.activity, cd, deps);
  if (!done.ok) return done;
  const used = characterDowntime(done.value.state, characterId).used + 1;
  return ok(
    { state: withCharacter(done.value.state, characterId, { used }), detail: { ...done.value.detail, activity: event.activity.kind } },
    [
      reason('A1', 'activity_spent', { character: characterId, activity: event.activity.kind, used, allowance: allowance.allowance }),
      ...done.reasons,
    ],
    done.rolls,
  );
};

const assetSettle: Handler<'asset_settle'> = (state, event, deps) => {
  const pending = characterDowntime(state, event.characterId).pendingAsset;
  if (!pending) return refuse('A4', 'no_asset_to_settle', { character: event.characterId });
  const settled = settleAcquireAsset(state.crew, pending, { coin: event.coin }, deps);
  const settledNow = (s: DowntimeState): DowntimeState => withCharacter(s, event.characterId, { pendingAsset: null });
  if (!settled.ok || !settled.value.asset || event.keep !== true) return step(state, settled, settledNow);
  // Kept on the sheet: a held asset acquired again is renewed under its own id.
  const id = pending.request.assetId ?? event.assetId ?? crewAssetId(state.crew.id, state.events + 1);
  const kept = keepAcquiredAsset(settled.value.crew, settled.value.asset, { id, downtime: state.downtime });
  return step(state, ok({ ...settled.value, crew: kept.crew, kept: kept.asset }, settled.reasons), settledNow, [kept.reason]);
};

const overindulgence: Handler<'overindulgence'> = (state, event, deps) => {
  const pending = characterDowntime(state, event.characterId).pendingOverindulgence;
  if (!pending) return refuse('V2', 'no_overindulgence', { character: event.characterId });
  return step(state, resolveOverindulgence(state.crew, pending, event.choice, deps), (s, v) => ({
    ...withCharacter(s, event.characterId, { pendingOverindulgence: null }),
    extraEntanglementRolls: s.extraEntanglementRolls + (v.extraEntanglementRoll ? 1 : 0),
  }));
};

const sink: Handler<'sink_into_vice'> = (state, { type: _type, ...input }, deps) => {
  if (characterDowntime(state, input.characterId).pendingOverindulgence) {
    return refuse('V2', 'overindulgence_not_chosen', { character: input.characterId });
  }
  return step(state, sinkIntoVice(state.crew, input, deps), (s, v) =>
    withCharacter(s, input.characterId, { pendingOverindulgence: v.overindulgence }),
  );
};

const freePlay: Handler<'free_play'> = (state, event) => {
  if (!findCharacter(state.crew, event.characterId)) return refuse('A2', 'unknown_character', { character: event.characterId });
  const cd = characterDowntime(state, event.characterId);
  const left = requireFreePlayLeft(cd.freePlay, state.crew.tier);
  if (!left.ok) return left;
  const used = cd.freePlay + 1;
  return ok(
    { state: withCharacter(state, event.characterId, { freePlay: used }), detail: { used, limit: freePlayLimit(state.crew.tier) } },
    [reason('A2', 'free_play_spent', { character: event.characterId, used, limit: freePlayLimit(state.crew.tier) })],
  );
};

const HANDLERS: { readonly [T in DowntimeEventType]: Handler<T> } = {
  start,
  payoff,
  heat,
  conflict_heat: conflictHeat,
  jail,
  incarceration_roll: incarcerationRoll,
  incarceration_gains: incarcerationGains,
  release,
  entanglement_roll: entanglementRoll,
  entanglement_pick: entanglementPick,
  entanglement_reveal: entanglementReveal,
  entanglement_resolve: entanglementResolve,
  advance,
  activity,
  asset_settle: assetSettle,
  overindulgence,
  sink_into_vice: sink,
  return_from_lost: (state, { type: _type, ...input }) => step(state, returnFromLost(state.crew, input)),
  new_purveyor: (state, { type: _type, ...input }) => step(state, findNewPurveyor(state.crew, input)),
  project_create: (state, { type: _type, ...input }) => step(state, createProject(state.crew, input)),
  free_play: freePlay,
  raise_tier: (state, _event, deps) => step(state, raiseCrewTier(state.crew, deps)),
  ...SHEET_HANDLERS,
  ...CLOCK_HANDLERS,
};

/**
 * The downtime as a reducer: applies one event of the crew's history to its state, enforcing the
 * seed's order through the phase. Refusals (out of order, a third activity, a rule's own refusal)
 * leave the state untouched. The dice consumed are returned so the event can be stored with them.
 */
export function applyDowntimeEvent(state: DowntimeState, event: DowntimeEvent, deps: RuleDeps): Outcome<AppliedDowntimeEvent> {
  const order = ORDER[event.type];
  if (order.phases !== null && !order.phases.includes(state.phase)) {
    return refuse(order.rule, 'out_of_order', { event: event.type, phase: state.phase, expected: order.phases.join(',') });
  }
  const roller = recordingRoller(deps.roller);
  const handler = HANDLERS[event.type] as Handler<typeof event.type>;
  const done = handler(state, event as never, { roller, table: deps.table, revision: deps.revision });
  if (!done.ok) return done;
  const limit = sheetLimit(done.value.state.crew);
  if (limit !== null) return refuse('D7', 'sheet_limit', { field: limit.field, max: limit.max });
  return ok(
    { state: { ...done.value.state, events: state.events + 1 }, detail: done.value.detail, dice: [...roller.taken] },
    done.reasons,
    done.rolls,
  );
}
