import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDowntimeEvent, allowedEvents } from './reducer';
import { replayDowntime, type StoredDowntimeEvent } from './replay';
import { initialDowntimeState, type DowntimeState } from './state';
import { downtimeEventSchema, type DowntimeEvent } from './events';
import { makeCharacter, makeCrew, makeFaction, scripted, seeded } from '../testing/factories';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { Outcome } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { Crew } from '../model/crew';

const table = DEFAULT_TABLE_RULES;

function crewOfTwo(overrides: Partial<Crew> = {}): Crew {
  return makeCrew({
    characters: [
      makeCharacter({ id: 'pc-1', name: 'Arlette', harm: [{ level: 2, description: 'Entaille' }] }),
      makeCharacter({ id: 'pc-2', name: 'Basile', skills: { hunt: 2, study: 0, skirmish: 2, sway: 1, surgery: 1 } }),
    ],
    factions: [makeFaction({ id: 'f-1', name: 'Les Lampions', tier: 2, status: 0 }), makeFaction({ id: 'f-2', name: 'La Garde', tier: 3, status: -1 })],
    ...overrides,
  });
}

/** Applies events in order, each with its own scripted dice; fails the test on any refusal. */
function run(state: DowntimeState, steps: readonly [DowntimeEvent, readonly number[]][]): { state: DowntimeState; history: StoredDowntimeEvent[] } {
  const history: StoredDowntimeEvent[] = [];
  let current = state;
  for (const [event, dice] of steps) {
    const deps = scripted(dice);
    const applied = applyDowntimeEvent(current, event, deps);
    if (!applied.ok) throw new Error(`${event.type} refused: ${applied.error.rule} ${applied.error.code}`);
    expect(applied.value.dice).toEqual(dice);
    history.push({ event, dice: applied.value.dice });
    current = applied.value.state;
  }
  return { state: current, history };
}

function refusal<T>(outcome: Outcome<T>): { rule: string; code: string } {
  expect(outcome.ok).toBe(false);
  return outcome.ok ? { rule: '', code: '' } : { rule: outcome.error.rule, code: outcome.error.code };
}

const started = (crew: Crew = crewOfTwo(), seasonBonus = false): DowntimeState =>
  run(initialDowntimeState(crew), [[{ type: 'start', seasonBonus }, []]]).state;

describe('a whole downtime, in the seed order', () => {
  it('« Récompense → Raffut → Imbroglio → Activités de temps mort »: payoff, heat, entanglement and activities change the sheet as the rules say', () => {
    const crew = crewOfTwo({ heat: 7 });
    const { state, history } = run(initialDowntimeState(crew), [
      [{ type: 'start' }, []],
      // « rang I … cible de rang III, ils gagnent 4 renom »; tithe 10 % of 6 rounded up = 1; 5 to the stash.
      [{ type: 'payoff', targetTier: 3, take: 6, tithe: { boss: 'Le Baron', paid: true } }, []],
      // « si le raffut était de 7 et que la bande gagne 4 points … à 1 point de raffut »
      [{ type: 'heat', exposure: 'loud' }, []],
      // wanted 1 → one die: 5 → row 4-5, heat 1 → column 0-3: Rivals or Unquiet dead; the GM picks Rivals.
      [{ type: 'entanglement_roll', pick: 'rivals', reveal: true }, [5]],
      [{ type: 'entanglement_resolve', id: 'crew-1/entanglement-4', choice: { kind: 'rivals', option: 'stand_up', factionId: 'f-1' } }, []],
      [{ type: 'advance' }, []],
      // Acquire asset: tier 1 → one die, 6 → quality tier + 1 = 2; then 2 coin for +1 quality.
      [{ type: 'activity', characterId: 'pc-1', activity: { kind: 'acquire_asset', name: 'Uniformes de la prévôté', assetKind: 'special_equipment' } }, [6]],
      [{ type: 'asset_settle', characterId: 'pc-1', coin: 2 }, []],
      // Reduce heat with sway 0: 2d6 keep the lowest, 3 → quality 1 → heat 1 → 0.
      [{ type: 'activity', characterId: 'pc-1', activity: { kind: 'reduce_heat', action: 'sway' } }, [3, 5]],
      // Train hunt 2: dice 2, 3 → 1-3, a failure: « Si ce jet est raté, la compétence augmente d'un point ».
      [{ type: 'activity', characterId: 'pc-2', activity: { kind: 'train', skill: 'hunt' } }, [2, 3]],
      [{ type: 'advance' }, []],
    ]);
    expect(state.phase).toBe('done');
    expect(state.crew.rep).toBe(4);
    expect(state.crew.coin).toBe(2 + 5 - 2);
    expect(state.crew.wanted).toBe(1);
    expect(state.crew.heat).toBe(0);
    expect(state.crew.factions.find((f) => f.id === 'f-1')?.status).toBe(-1);
    expect(state.crew.pendingEntanglements).toEqual([]);
    expect(state.crew.characters.find((c) => c.id === 'pc-2')?.skills.hunt).toBe(3);
    expect(state.characters['pc-1']?.used).toBe(2);
    expect(state.characters['pc-2']?.trained).toEqual(['hunt']);
    expect(state.events).toBe(history.length);

    // Replaying the stored events with their dice rebuilds the same state.
    const replayed = replayDowntime(crew, history, table);
    expect(replayed.ok && replayed.value).toEqual(state);
  });

  it('explains every step with reasons naming rule ids', () => {
    const state = started(crewOfTwo());
    const applied = applyDowntimeEvent(state, { type: 'payoff', targetTier: 3, take: 0 }, scripted([]));
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    expect(applied.reasons.map((r) => r.rule)).toContain('P1');
    expect(applied.value.detail).toMatchObject({ rep: 4 });
  });
});

describe('the order is enforced by the phase', () => {
  it('nothing but a new downtime can start on a fresh crew', () => {
    const state = initialDowntimeState(crewOfTwo());
    expect(allowedEvents(state)).not.toContain('payoff');
    expect(refusal(applyDowntimeEvent(state, { type: 'payoff', targetTier: 1, take: 0 }, scripted([])))).toEqual({ rule: 'P1', code: 'out_of_order' });
  });

  it.each([
    ['heat before payoff', { type: 'heat', exposure: 'quiet' }, 'H3'],
    ['entanglement before heat', { type: 'entanglement_roll' }, 'E1'],
    ['an activity before the entanglement', { type: 'activity', characterId: 'pc-1', activity: { kind: 'reduce_heat', action: 'sway' } }, 'A1'],
    ['a second start', { type: 'start' }, 'A1'],
  ] as const)('refuses %s, changing nothing', (_label, event, rule) => {
    const state = started();
    const outcome = applyDowntimeEvent(state, event as DowntimeEvent, scripted([]));
    expect(refusal(outcome)).toEqual({ rule, code: 'out_of_order' });
  });

  it('« Si le niveau d’avis de recherche est égal à zéro, il n’y a pas d’imbroglios possible »: the roll is still the step, with no dice', () => {
    const { state } = run(started(crewOfTwo({ wanted: 0 })), [
      [{ type: 'payoff', targetTier: 1, take: 0 }, []],
      [{ type: 'heat', exposure: 'quiet' }, []],
      [{ type: 'entanglement_roll' }, []],
    ]);
    expect(state.phase).toBe('entanglement');
    expect(state.crew.pendingEntanglements).toEqual([]);
    expect(refusal(applyDowntimeEvent(state, { type: 'entanglement_roll' }, scripted([])))).toEqual({ rule: 'E1', code: 'entanglement_already_rolled' });
  });

  it('the activities close only when no acquisition or overindulgence is left half-done', () => {
    let state = atActivities();
    state = run(state, [[{ type: 'activity', characterId: 'pc-1', activity: { kind: 'acquire_asset', name: 'Barque', assetKind: 'vehicle' } }, [4]]]).state;
    expect(refusal(applyDowntimeEvent(state, { type: 'advance' }, scripted([])))).toEqual({ rule: 'A4', code: 'asset_not_settled' });
    expect(refusal(applyDowntimeEvent(state, { type: 'activity', characterId: 'pc-1', activity: { kind: 'train', skill: 'hunt' } }, scripted([])))).toEqual({
      rule: 'A4',
      code: 'asset_not_settled',
    });
    state = run(state, [[{ type: 'asset_settle', characterId: 'pc-1', coin: 0 }, []]]).state;
    expect(run(state, [[{ type: 'advance' }, []]]).state.phase).toBe('done');
  });
});

function atActivities(crew: Crew = crewOfTwo(), seasonBonus = false): DowntimeState {
  return run(started(crew, seasonBonus), [
    [{ type: 'payoff', targetTier: crew.tier, take: 0 }, []],
    [{ type: 'heat', exposure: 'quiet' }, []],
    // Ones on every die (row 1-3), then the "pick for me" d2 takes the first of the two.
    [{ type: 'entanglement_roll' }, crew.wanted > 0 ? [...Array.from({ length: crew.wanted }, () => 1), 1] : []],
    [{ type: 'advance' }, []],
  ]).state;
}

describe('A1 activity counters', () => {
  const reduce = (id = 'pc-2'): DowntimeEvent => ({ type: 'activity', characterId: id, activity: { kind: 'reduce_heat', action: 'hunt' } });
  const withHeat = (overrides: Partial<Crew> = {}) => crewOfTwo({ heat: 8, wanted: 0, ...overrides });

  it('« chaque PJ dispose du temps nécessaire afin d’accomplir deux activités »: a third is refused and changes nothing', () => {
    const state = run(atActivities(withHeat()), [
      [reduce(), [1, 1]],
      [reduce(), [1, 1]],
    ]).state;
    expect(state.crew.heat).toBe(6);
    expect(refusal(applyDowntimeEvent(state, reduce(), scripted([1, 1])))).toEqual({ rule: 'A1', code: 'no_activity_left' });
    // The other PC still has two.
    expect(run(state, [[reduce('pc-1'), [1]]]).state.characters['pc-1']?.used).toBe(1); // Arlette hunts at 1: one die
  });

  it('« Quand les PJ sont en guerre, ils ne disposent que d’une seule activité chacun »', () => {
    const state = run(atActivities(withHeat({ atWar: true })), [[reduce(), [1, 1]]]).state;
    expect(refusal(applyDowntimeEvent(state, reduce(), scripted([1, 1])))).toEqual({ rule: 'A1', code: 'no_activity_left' });
  });

  it('« A la fin de chaque saison de la campagne, le MJ peut … autoriser … une action de temps mort supplémentaire »', () => {
    const state = run(atActivities(withHeat(), true), [
      [reduce(), [1, 1]],
      [reduce(), [1, 1]],
      [reduce(), [1, 1]],
    ]).state;
    expect(state.characters['pc-2']?.used).toBe(3);
    expect(refusal(applyDowntimeEvent(state, reduce(), scripted([1, 1])))).toEqual({ rule: 'A1', code: 'no_activity_left' });
  });

  it('a refused activity is not counted, and training the same skill twice is refused (A8)', () => {
    const train: DowntimeEvent = { type: 'activity', characterId: 'pc-2', activity: { kind: 'train', skill: 'hunt' } };
    const state = run(atActivities(), [[train, [4, 5]]]).state;
    expect(refusal(applyDowntimeEvent(state, train, scripted([])))).toEqual({ rule: 'A8', code: 'skill_already_trained' });
    expect(state.characters['pc-2']?.used).toBe(1);
  });

  it('« Lorsque la bande accomplit un nouveau coup, le compteur est remis à zéro »', () => {
    let state = run(atActivities(withHeat()), [
      [reduce(), [1, 1]],
      [reduce(), [1, 1]],
      [{ type: 'advance' }, []],
    ]).state;
    state = run(state, [[{ type: 'start' }, []]]).state;
    expect(state.characters).toEqual({});
    expect(state.downtime).toBe(2);
  });

  it('A2: free-play actions needing the GM are limited to 2 + crew tier', () => {
    const freePlay: DowntimeEvent = { type: 'free_play', characterId: 'pc-1' };
    const state = run(started(crewOfTwo({ tier: 1 })), [
      [freePlay, []],
      [freePlay, []],
      [freePlay, []],
    ]).state;
    expect(refusal(applyDowntimeEvent(state, freePlay, scripted([])))).toEqual({ rule: 'A2', code: 'no_free_play_left' });
    expect(refusal(applyDowntimeEvent(state, { type: 'free_play', characterId: 'nobody' }, scripted([])))).toEqual({ rule: 'A2', code: 'unknown_character' });
  });
});

describe('vice and overindulgence inside the downtime', () => {
  // Arlette: insight 2 of 4 circles; pool = 4 dice.
  const indulge: DowntimeEvent = { type: 'activity', characterId: 'pc-1', activity: { kind: 'indulge_vice', attribute: 'insight' } };

  it('« s’attirer des ennuis. Sélectionnez ou lancez un jet d’imbroglio supplémentaire »', () => {
    // 6 → quality 3 > 2 missing: overindulgence.
    let state = run(atActivities(crewOfTwo({ wanted: 2, heat: 0 })), [[indulge, [6, 1, 1, 1]]]).state;
    expect(state.characters['pc-1']?.pendingOverindulgence).not.toBeNull();
    expect(refusal(applyDowntimeEvent(state, { type: 'advance' }, scripted([])))).toEqual({ rule: 'V2', code: 'overindulgence_not_chosen' });
    state = run(state, [[{ type: 'overindulgence', characterId: 'pc-1', choice: 'attract_trouble' }, []]]).state;
    expect(state.extraEntanglementRolls).toBe(1);
    // The extra roll: wanted 2 → two dice; 6 + 2 → row 6, heat 0 → Cooperation (nobody at +3).
    state = run(state, [[{ type: 'entanglement_roll' }, [6, 2]]]).state;
    expect(state.extraEntanglementRolls).toBe(0);
    expect(state.crew.pendingEntanglements.map((p) => p.kind)).toEqual(['cohort_trouble', 'cooperation']);
    expect(refusal(applyDowntimeEvent(state, { type: 'entanglement_roll' }, scripted([6, 6])))).toEqual({ rule: 'E1', code: 'entanglement_already_rolled' });
  });

  it('« se vanter de ses exploits. La bande gagne +2 raffut »', () => {
    const state = run(atActivities(), [
      [indulge, [6, 1, 1, 1]],
      [{ type: 'overindulgence', characterId: 'pc-1', choice: 'brag' }, []],
    ]).state;
    expect(state.crew.heat).toBe(2);
    expect(refusal(applyDowntimeEvent(state, { type: 'overindulgence', characterId: 'pc-1', choice: 'brag' }, scripted([])))).toEqual({ rule: 'V2', code: 'no_overindulgence' });
  });

  it('« sombre dans le vice » takes no downtime activity', () => {
    const state = run(atActivities(), [[{ type: 'sink_into_vice', characterId: 'pc-1', attribute: 'insight' }, [4, 1, 1, 1]]]).state;
    expect(state.crew.characters[0]?.status).toBe('lost');
    expect(state.characters['pc-1']?.used ?? 0).toBe(0);
    const back = run(state, [[{ type: 'return_from_lost', characterId: 'pc-1', cause: 'sink_into_vice' }, []]]).state;
    expect(back.crew.characters[0]?.status).toBe('active');
  });
});

describe('incarceration, held entanglements and the rest of the history', () => {
  it('« son niveau d’avis de recherche est réduit d’un point et son raffut est remis à zéro »: jail, roll, release with the load given back', () => {
    const crew = crewOfTwo({ tier: 3, wanted: 2, heat: 5, prisonClaims: ['smuggling'] });
    let state = run(started(crew), [
      [{ type: 'payoff', targetTier: 1, take: 0 }, []],
      [{ type: 'heat', exposure: 'contained' }, []],
      [{ type: 'jail', characterId: 'pc-2' }, []],
    ]).state;
    expect(state.crew.wanted).toBe(1);
    expect(state.crew.heat).toBe(0);
    expect(state.crew.characters[1]?.load).toBe(2);
    state = run(state, [// Tier III, three dice: 6 → quality 4, « Qualité 4-5 : … 1 domaine carcéral et relations +1 ».
    [{ type: 'incarceration_roll', characterId: 'pc-2', claimKind: 'bribed_guards', factionId: 'f-1' }, [6, 2, 1]]]).state;
    expect(state.crew.prisonClaims).toContain('bribed_guards');
    expect(state.crew.factions[0]?.status).toBe(1);
    // The downtime ends and a new score is pulled while the PC is still inside: the load is kept.
    state = run(state, [
      [{ type: 'entanglement_roll', pick: 'usual_suspects' }, [1]], // wanted is 1 now: one die
      [{ type: 'advance' }, []],
      [{ type: 'advance' }, []],
      [{ type: 'start' }, []],
    ]).state;
    expect(state.characters['pc-2']?.loadBeforeJail).toBe(3);
    state = run(state, [[{ type: 'release', characterId: 'pc-2' }, []]]).state;
    expect(state.crew.characters[1]?.status).toBe('active');
    expect(state.crew.characters[1]?.load).toBe(3);
  });

  it('I2: the sentence stays on the PC while inside, a new downtime too; a release or a GM’s edit out of jail ends it; without the jail event there is none', () => {
    const crew = crewOfTwo({ wanted: 2, heat: 0 });
    const atJail = run(started(crew), [
      [{ type: 'payoff', targetTier: 1, take: 0 }, []],
      [{ type: 'heat', exposure: 'quiet' }, []],
    ]);
    const jailed = run(atJail.state, [[{ type: 'jail', characterId: 'pc-2' }, []]]);
    expect(jailed.state.crew.characters[1]).toMatchObject({ status: 'jailed', jail: { sentence: 'several_months' } });
    // Undo replays the history without the step: no sentence came out of it.
    const undone = replayDowntime(crew, [{ event: { type: 'start' }, dice: [] }, ...atJail.history], table);
    expect(undone.ok && undone.value.crew.characters[1]).toMatchObject({ status: 'active' });
    expect(undone.ok && undone.value.crew.characters[1]).not.toHaveProperty('jail');
    const next = run(jailed.state, [
      [{ type: 'entanglement_roll', pick: 'usual_suspects' }, [1]],
      [{ type: 'advance' }, []],
      [{ type: 'advance' }, []],
      [{ type: 'start' }, []],
    ]).state;
    expect(next.crew.characters[1]?.jail).toEqual({ sentence: 'several_months' });
    expect(run(next, [[{ type: 'release', characterId: 'pc-2' }, []]]).state.crew.characters[1]).not.toHaveProperty('jail');
    const basile = next.crew.characters[1]!;
    const edited = run(next, [[{ type: 'character_save', character: { ...basile, status: 'active' } }, []]]).state.crew.characters[1];
    expect(edited).toMatchObject({ status: 'active' });
    expect(edited).not.toHaveProperty('jail');
    // An edit that keeps the PC inside keeps the sentence.
    expect(run(next, [[{ type: 'character_save', character: { ...basile, coin: 1 } }, []]]).state.crew.characters[1]?.jail).toEqual({ sentence: 'several_months' });
  });

  it('« Le MJ peut décider de faire apparaître immédiatement l’imbroglio, ou alors attendre »: a held entanglement is revealed and resolved later', () => {
    let state = atActivities(crewOfTwo({ wanted: 1, heat: 6 }));
    const held = state.crew.pendingEntanglements[0];
    expect(held?.revealed).toBe(false);
    expect(refusal(applyDowntimeEvent(state, { type: 'entanglement_resolve', id: held?.id ?? '', choice: { kind: 'flipped', option: 'switch_allegiance', who: 'x', to: 'y' } }, scripted([])))).toEqual({
      rule: 'E3',
      code: 'not_revealed',
    });
    state = run(state, [[{ type: 'entanglement_reveal', id: held?.id ?? '' }, []]]).state;
    expect(state.crew.pendingEntanglements[0]?.revealed).toBe(true);
  });

  it('H4 heat after a conflict, raising the tier, projects and sheet edits are allowed at any time', () => {
    const state = run(initialDowntimeState(crewOfTwo({ coin: 20 })), [
      [{ type: 'conflict_heat', exposure: 'wild', killings: true }, []],
      [{ type: 'raise_tier' }, []],
      [{ type: 'project_create', characterId: 'pc-1', id: 'p-1', name: 'Gagner la confiance du conseiller', segments: 8 }, []],
      [{ type: 'crew_edit', patch: { name: 'Les Freux', claims: ['Repaire', 'Tripot'] } }, []],
      [{ type: 'new_purveyor', characterId: 'pc-1', purveyor: 'x' }, []],
    ].slice(0, 4) as [DowntimeEvent, number[]][]).state;
    expect(state.crew.heat).toBe(8);
    expect(state.crew.tier).toBe(2);
    expect(state.crew.coin).toBe(20 - 16);
    expect(state.crew.characters[0]?.projects.map((p) => p.id)).toEqual(['p-1']);
    expect(state.crew.name).toBe('Les Freux');
    expect(state.phase).toBe('idle');
    // A rule's own refusal comes through unchanged.
    expect(refusal(applyDowntimeEvent(state, { type: 'new_purveyor', characterId: 'pc-1', purveyor: 'x' }, scripted([]))).rule).toBe('V2');
  });
});

describe('replay and invariants (property tests)', () => {
  const candidates = (state: DowntimeState): DowntimeEvent[] => {
    const pcs = state.crew.characters.map((c) => c.id);
    const pending = state.crew.pendingEntanglements;
    const events: DowntimeEvent[] = [
      { type: 'start', seasonBonus: state.downtime % 3 === 2 },
      { type: 'payoff', targetTier: (state.events % 5), take: state.events % 7, tithe: state.events % 2 ? { boss: 'Baron', paid: state.events % 4 === 1 } : null },
      { type: 'heat', exposure: (['quiet', 'contained', 'loud', 'wild'] as const)[state.events % 4] ?? 'quiet', killings: state.events % 3 === 0 },
      { type: 'conflict_heat', exposure: 'loud' },
      { type: 'entanglement_roll', hidden: state.events % 2 === 0 },
      { type: 'advance' },
      { type: 'free_play', characterId: 'pc-1' },
    ];
    for (const p of pending) {
      events.push({ type: 'entanglement_reveal', id: p.id });
      events.push({ type: 'entanglement_resolve', id: p.id, choice: { kind: 'demonic_notice', option: 'lie_low' } });
      events.push({ type: 'entanglement_resolve', id: p.id, choice: { kind: 'arrest', option: 'bribe' } });
      events.push({ type: 'entanglement_resolve', id: p.id, choice: { kind: 'arrest', option: 'hand_over', who: 'Basile', characterId: 'pc-2' } });
      events.push({ type: 'entanglement_resolve', id: p.id, choice: { kind: 'reprisals', option: 'apologise', factionId: 'f-2' } });
      events.push({ type: 'entanglement_resolve', id: p.id, choice: { kind: 'questioning', option: 'fortune_roll', pool: 2, experience: 0 } });
    }
    for (const asset of state.crew.assets) {
      events.push({ type: 'asset_remove', id: asset.id, cause: (['used', 'quiet_week', 'lost'] as const)[state.events % 3] ?? 'used' });
      for (const id of pcs) {
        events.push({ type: 'activity', characterId: id, activity: { kind: 'acquire_asset', name: asset.name, assetKind: asset.kind, assetId: asset.id, repeat: state.events % 2 ? 'after_every_use' : 'again' } });
      }
    }
    for (const id of pcs) {
      events.push({ type: 'activity', characterId: id, activity: { kind: 'reduce_heat', action: 'hunt' } });
      events.push({ type: 'activity', characterId: id, activity: { kind: 'train', skill: 'skirmish' } });
      events.push({ type: 'activity', characterId: id, activity: { kind: 'indulge_vice', attribute: 'insight' } });
      events.push({ type: 'activity', characterId: id, activity: { kind: 'acquire_asset', name: 'Bombe', assetKind: 'special_equipment', dangerous: 'bomb' } });
      events.push({ type: 'asset_settle', characterId: id, coin: 0 });
      events.push({ type: 'asset_settle', characterId: id, coin: 0, keep: true });
      events.push({ type: 'overindulgence', characterId: id, choice: (['attract_trouble', 'brag', 'tapped'] as const)[state.events % 3] ?? 'brag' });
      events.push({ type: 'jail', characterId: id });
      events.push({ type: 'release', characterId: id });
      events.push({ type: 'new_purveyor', characterId: id, purveyor: 'Autre' });
    }
    return events;
  };

  /** Plays `picks` (indexes into the candidates) with a seeded roller, keeping what was accepted. */
  function play(crew: Crew, picks: readonly number[], seed: number): { state: DowntimeState; history: StoredDowntimeEvent[] } {
    const deps: RuleDeps = seeded(seed);
    let state = initialDowntimeState(crew);
    const history: StoredDowntimeEvent[] = [];
    for (const pick of picks) {
      const options = candidates(state);
      const event = options[pick % options.length] as DowntimeEvent;
      expect(downtimeEventSchema.safeParse(event).success).toBe(true);
      const applied = applyDowntimeEvent(state, event, deps);
      if (!applied.ok) continue;
      history.push({ event, dice: applied.value.dice });
      state = applied.value.state;
      const c = state.crew;
      expect(c.heat).toBeGreaterThanOrEqual(0);
      expect(c.heat).toBeLessThanOrEqual(9);
      expect(c.wanted).toBeGreaterThanOrEqual(0);
      expect(c.wanted).toBeLessThanOrEqual(4);
      expect(c.rep).toBeGreaterThanOrEqual(0);
      expect(c.coin).toBeGreaterThanOrEqual(0);
      for (const f of c.factions) expect(Math.abs(f.status)).toBeLessThanOrEqual(3);
      // I2: a sentence only while jailed, and every PC jailed here was given one.
      for (const pc of c.characters) expect(pc.status === 'jailed').toBe(pc.jail !== undefined);
      // A4: each asset held once, acquired by a PC of the crew in a downtime that happened.
      expect(new Set(c.assets.map((a) => a.id)).size).toBe(c.assets.length);
      for (const a of c.assets) {
        expect(a.quality).toBeGreaterThanOrEqual(0);
        expect(a.downtime).toBeGreaterThanOrEqual(1);
        expect(a.downtime).toBeLessThanOrEqual(state.downtime);
        expect(c.characters.map((pc) => pc.id)).toContain(a.acquiredBy);
      }
    }
    return { state, history };
  }

  it('heat 0–9, wanted 0–4, rep ≥ 0, coin ≥ 0, status −3..+3, a sentence exactly while jailed and assets held once after any sequence of events; replaying the history rebuilds the state exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(200), { minLength: 1, maxLength: 60 }), fc.integer(), fc.nat(9), fc.nat(4), (picks, seed, heat, wanted) => {
        const crew = crewOfTwo({ heat, wanted, coin: 6 });
        const { state, history } = play(crew, picks, seed);
        const replayed = replayDowntime(crew, history, table);
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(replayed.value).toEqual(state);
        // The same history as stored JSON (every event parsed back, as the API reads it) replays the same.
        const stored = history.map((h) => ({ event: downtimeEventSchema.parse(JSON.parse(JSON.stringify(h.event))) as DowntimeEvent, dice: h.dice }));
        const fromJson = replayDowntime(crew, stored, table);
        expect(fromJson.ok && fromJson.value).toEqual(state);
      }),
      { numRuns: 150 },
    );
  });

  it('a history stored before assets were kept (no assets, settles without keep) parses and replays to the same crew', () => {
    const { assets: _none, ...crewBefore } = crewOfTwo({ coin: 6 });
    const before = [
      { event: { type: 'crew_created', crew: crewBefore }, dice: [] },
      { event: { type: 'start' }, dice: [] },
      { event: { type: 'payoff', targetTier: 1, take: 0 }, dice: [] },
      { event: { type: 'heat', exposure: 'quiet' }, dice: [] },
      { event: { type: 'entanglement_roll' }, dice: [] },
      { event: { type: 'advance' }, dice: [] },
      { event: { type: 'activity', characterId: 'pc-1', activity: { kind: 'acquire_asset', name: 'Barque', assetKind: 'vehicle' } }, dice: [4] },
      { event: { type: 'asset_settle', characterId: 'pc-1', coin: 0 }, dice: [] },
      { event: { type: 'crew_edit', patch: { rep: 2 } }, dice: [] },
    ];
    const history: StoredDowntimeEvent[] = before.map((h) => ({ event: downtimeEventSchema.parse(JSON.parse(JSON.stringify(h.event))) as DowntimeEvent, dice: h.dice }));
    const replayed = replayDowntime(crewOfTwo({ id: 'ignored' }), history, table);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    // As it was played then: the asset was rolled and settled, but nothing was kept.
    expect(replayed.value.crew.assets).toEqual([]);
    expect([replayed.value.crew.rep, replayed.value.crew.coin, replayed.value.characters['pc-1']?.used]).toEqual([2, 6, 1]);
  });

  it('a history whose dice do not match is corrupt', () => {
    const crew = crewOfTwo({ wanted: 1 });
    const history: StoredDowntimeEvent[] = [
      { event: { type: 'start' }, dice: [] },
      { event: { type: 'payoff', targetTier: 1, take: 0 }, dice: [] },
      { event: { type: 'heat', exposure: 'quiet' }, dice: [3] },
    ];
    expect(() => replayDowntime(crew, history, table)).toThrow(/unused/);
    const refused = replayDowntime(crew, [{ event: { type: 'advance' }, dice: [] }], table);
    expect(refused.ok).toBe(false);
  });
});

describe('every activity and follow-up goes through the reducer', () => {
  it('long-term project and recovery tick their clocks; a refused acquisition spends nothing', () => {
    let state = run(started(crewOfTwo()), [
      [{ type: 'project_create', characterId: 'pc-2', id: 'p-1', name: 'Percer un mystère', segments: 6 }, []],
      [{ type: 'payoff', targetTier: 1, take: 0 }, []],
      [{ type: 'heat', exposure: 'quiet' }, []],
      [{ type: 'entanglement_roll' }, []],
      [{ type: 'advance' }, []],
      // study 0 for Basile: 2d6 keep the lowest, 4 → quality 2.
      [{ type: 'activity', characterId: 'pc-2', activity: { kind: 'long_term_project', projectId: 'p-1', action: 'study' } }, [4, 5]],
      // Arlette is healed by Basile's surgery 1: one die, 6 → quality 3 on a 4-segment clock.
      [{ type: 'activity', characterId: 'pc-1', activity: { kind: 'recover', healer: { kind: 'pc', characterId: 'pc-2' } } }, [6]],
    ]).state;
    expect(state.crew.characters[1]?.projects[0]?.filled).toBe(2);
    expect(state.crew.characters[0]?.healing.filled).toBe(3);
    const refused = applyDowntimeEvent(state, { type: 'activity', characterId: 'nobody', activity: { kind: 'acquire_asset', name: 'x', assetKind: 'vehicle' } }, scripted([]));
    expect(refused.ok).toBe(false);
    expect(refusal(applyDowntimeEvent(state, { type: 'asset_settle', characterId: 'pc-1', coin: 0 }, scripted([])))).toEqual({ rule: 'A4', code: 'no_asset_to_settle' });
    state = run(state, [[{ type: 'incarceration_gains', claimKind: 'parole' }, []]]).state;
    expect(state.crew.prisonClaims).toEqual(['parole']);
  });

  it('sinking into vice waits for a pending overindulgence, and a release may name the load', () => {
    const state = run(atActivities(), [
      [{ type: 'activity', characterId: 'pc-1', activity: { kind: 'indulge_vice', attribute: 'insight' } }, [6, 1, 1, 1]],
    ]).state;
    expect(refusal(applyDowntimeEvent(state, { type: 'sink_into_vice', characterId: 'pc-1', attribute: 'insight' }, scripted([])))).toEqual({
      rule: 'V2',
      code: 'overindulgence_not_chosen',
    });
    const jailed = run(state, [[{ type: 'jail', characterId: 'pc-2' }, []]]).state;
    const freed = run(jailed, [[{ type: 'release', characterId: 'pc-2', load: 5 }, []]]).state;
    expect(freed.crew.characters[1]?.load).toBe(5);
    expect(refusal(applyDowntimeEvent(freed, { type: 'release', characterId: 'ghost' }, scripted([]))).rule).toBe('I2');
  });
});

describe('E1 « le MJ en choisit un »: roll first, then pick from the rolled cell', () => {
  const rolledTo = (crew: Crew, dice: number[], reveal = false): DowntimeState =>
    run(started(crew), [
      [{ type: 'payoff', targetTier: crew.tier, take: 0 }, []],
      [{ type: 'heat', exposure: 'quiet' }, []],
      [{ type: 'entanglement_roll', pick: 'after_roll', reveal }, dice],
    ]).state;

  it('the dice are rolled and held; the GM then picks one of the two of that cell', () => {
    // Wanted 1, heat 5 → column 4-5; a 2 → row 1-3: Cohort trouble or Questioning.
    const state = rolledTo(crewOfTwo({ wanted: 1, heat: 5 }), [2]);
    expect(state.pendingEntanglementRoll?.roll.candidates).toEqual(['cohort_trouble', 'questioning']);
    expect(state.crew.pendingEntanglements).toEqual([]);
    expect(refusal(applyDowntimeEvent(state, { type: 'advance' }, scripted([])))).toEqual({ rule: 'E1', code: 'entanglement_not_picked' });
    expect(refusal(applyDowntimeEvent(state, { type: 'entanglement_roll' }, scripted([3])))).toEqual({ rule: 'E1', code: 'entanglement_not_picked' });
    expect(refusal(applyDowntimeEvent(state, { type: 'entanglement_pick', pick: 'arrest' }, scripted([]))).rule).toBe('E1');
    const picked = run(state, [[{ type: 'entanglement_pick', pick: 'questioning' }, []]]).state;
    expect(picked.pendingEntanglementRoll).toBeNull();
    expect(picked.crew.pendingEntanglements).toEqual([{ id: 'crew-1/entanglement-4', kind: 'questioning', revealed: false, hidden: false }]);
    expect(run(picked, [[{ type: 'advance' }, []]]).state.phase).toBe('activities');
  });

  it('"pick for me" after the roll rolls the fair d2, and a reveal chosen with the roll applies', () => {
    const state = rolledTo(crewOfTwo({ wanted: 2, heat: 0 }), [4, 1], true);
    const picked = run(state, [[{ type: 'entanglement_pick', pick: 'pick_for_me' }, [2]]]).state;
    expect(picked.crew.pendingEntanglements.map((p) => [p.kind, p.revealed])).toEqual([['unquiet_dead', true]]);
  });

  it('at wanted 0 nothing waits for a pick; picking with nothing rolled is refused', () => {
    const state = rolledTo(crewOfTwo({ wanted: 0 }), []);
    expect(state.pendingEntanglementRoll ?? null).toBeNull();
    expect(refusal(applyDowntimeEvent(state, { type: 'entanglement_pick', pick: 'pick_for_me' }, scripted([])))).toEqual({ rule: 'E1', code: 'no_entanglement_to_pick' });
  });

  it('replays exactly', () => {
    const crew = crewOfTwo({ wanted: 1, heat: 5 });
    const { history, state } = run(initialDowntimeState(crew), [
      [{ type: 'start' }, []],
      [{ type: 'payoff', targetTier: 1, take: 0 }, []],
      [{ type: 'heat', exposure: 'quiet' }, []],
      [{ type: 'entanglement_roll', pick: 'after_roll' }, [2]],
      [{ type: 'entanglement_pick', pick: 'pick_for_me' }, [1]],
    ]);
    const replayed = replayDowntime(crew, history, table);
    expect(replayed.ok && replayed.value).toEqual(state);
  });
});

describe('A4 acquired assets kept on the crew sheet, through the reducer', () => {
  const acquire = (name = 'Gang de dockers', extra: object = {}): DowntimeEvent => ({
    type: 'activity',
    characterId: 'pc-1',
    activity: { kind: 'acquire_asset', name, assetKind: 'cohort_gang', justInCase: true, ...extra },
  });

  it('settling with keep adds the asset, with who acquired it and in which downtime; removing it is allowed at any phase and replays', () => {
    const crew = crewOfTwo();
    let { state, history } = run(initialDowntimeState(crew), [
      [{ type: 'start' }, []],
      [{ type: 'payoff', targetTier: 1, take: 0 }, []],
      [{ type: 'heat', exposure: 'quiet' }, []],
      [{ type: 'entanglement_roll' }, []],
      [{ type: 'advance' }, []],
      // Tier 1, one die: 6 → quality 2.
      [acquire(), [6]],
      [{ type: 'asset_settle', characterId: 'pc-1', coin: 0, keep: true }, []],
    ]);
    const id = `crew-1/asset-${state.events}`;
    expect(state.crew.assets).toEqual([
      { id, name: 'Gang de dockers', kind: 'cohort_gang', quality: 2, duration: 'just_in_case', dangerousGoods: null, scale: null, acquiredBy: 'pc-1', downtime: 1 },
    ]);
    expect(state.crew.cohorts).toEqual(crew.cohorts);
    // After the downtime: « une semaine s'écoule sans qu'il se passe quoi que ce soit ».
    const more = run(state, [
      [{ type: 'advance' }, []],
      [{ type: 'asset_remove', id, cause: 'quiet_week' }, []],
    ]);
    history = [...history, ...more.history];
    state = more.state;
    expect(state.phase).toBe('done');
    expect(state.crew.assets).toEqual([]);
    const replayed = replayDowntime(crew, history, table);
    expect(replayed.ok && replayed.value).toEqual(state);
    expect(refusal(applyDowntimeEvent(state, { type: 'asset_remove', id, cause: 'used' }, scripted([])))).toEqual({ rule: 'A4', code: 'unknown_asset' });
  });

  it('the reasons say the asset is kept, and the step’s detail names it', () => {
    const state = run(atActivities(), [[acquire('Fiacre', { assetKind: 'vehicle' }), [4]]]).state;
    const applied = applyDowntimeEvent(state, { type: 'asset_settle', characterId: 'pc-1', coin: 0, keep: true }, scripted([]));
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    expect(applied.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['asset_acquired', 'asset_kept']));
    expect(applied.value.detail).toMatchObject({ acquired: true, kept: { name: 'Fiacre', kind: 'vehicle', quality: 1 } });
  });

  it('an acquisition below the GM’s minimum keeps nothing', () => {
    const state = run(atActivities(), [
      [acquire('Uniformes', { assetKind: 'special_equipment', minQuality: 3 }), [2]],
      [{ type: 'asset_settle', characterId: 'pc-1', coin: 0, keep: true }, []],
    ]).state;
    expect(state.crew.assets).toEqual([]);
  });

  it('« de nouveau acquérir la même ressource »: the GM picks the held asset; +1 die, and it is renewed in place', () => {
    let state = run(atActivities(), [
      [acquire(), [4]],
      [{ type: 'asset_settle', characterId: 'pc-1', coin: 0, keep: true }, []],
    ]).state;
    const [first] = state.crew.assets;
    if (!first) throw new Error('no asset');
    // Tier 1 + 1 die for the same asset: 6, 6 → a critical, quality 3.
    state = run(state, [
      [{ type: 'activity', characterId: 'pc-2', activity: { kind: 'acquire_asset', name: first.name, assetKind: first.kind, assetId: first.id } }, [6, 6]],
      [{ type: 'asset_settle', characterId: 'pc-2', coin: 0, keep: true }, []],
    ]).state;
    expect(state.crew.assets).toEqual([{ ...first, quality: 3, acquiredBy: 'pc-2', duration: 'one_score' }]);
    const refused = applyDowntimeEvent(state, { type: 'activity', characterId: 'pc-2', activity: { kind: 'acquire_asset', name: 'x', assetKind: 'vehicle', assetId: 'gone' } }, scripted([]));
    expect(refusal(refused)).toEqual({ rule: 'A4', code: 'unknown_asset' });
  });
});
