import { describe, expect, it } from 'vitest';
import { applyDowntimeEvent } from './reducer';
import { replayDowntime, type StoredDowntimeEvent } from './replay';
import { emptyCrew, initialDowntimeState, type DowntimeState } from './state';
import { downtimeEventSchema, type DowntimeEvent } from './events';
import { makeCharacter, makeCrew, makeFaction, scripted } from '../testing/factories';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';

function apply(state: DowntimeState, event: DowntimeEvent): DowntimeState {
  const applied = applyDowntimeEvent(state, event, scripted([]));
  if (!applied.ok) throw new Error(`${event.type} refused: ${applied.error.code}`);
  return applied.value.state;
}

describe('D7: the GM’s edits are events of the history', () => {
  const crew = makeCrew({ id: 'c-9', factions: [], characters: [] });

  it('a history starts with the crew as created and replays from a blank crew', () => {
    const history: StoredDowntimeEvent[] = [
      { event: { type: 'crew_created', crew }, dice: [] },
      { event: { type: 'faction_save', faction: makeFaction({ id: 'f-a', name: 'Les Lampions' }) }, dice: [] },
      { event: { type: 'faction_save', faction: makeFaction({ id: 'f-a', name: 'Les Lampions', status: 2 }) }, dice: [] },
      { event: { type: 'faction_save', faction: makeFaction({ id: 'f-b', name: 'La Garde' }) }, dice: [] },
      { event: { type: 'faction_remove', id: 'f-b' }, dice: [] },
      { event: { type: 'character_save', character: makeCharacter({ id: 'pc-a' }) }, dice: [] },
      { event: { type: 'character_save', character: makeCharacter({ id: 'pc-b', name: 'Basile' }) }, dice: [] },
      { event: { type: 'character_remove', id: 'pc-b' }, dice: [] },
      { event: { type: 'cohort_save', cohort: { id: 'co-1', name: 'Les Gros Bras', kind: 'gang', quality: 1 } }, dice: [] },
      { event: { type: 'cohort_save', cohort: { id: 'co-1', name: 'Les Gros Bras', kind: 'gang', quality: 2 } }, dice: [] },
      { event: { type: 'crew_edit', patch: { rep: 5, heat: 3 } }, dice: [] },
    ];
    for (const h of history) expect(downtimeEventSchema.safeParse(h.event).success).toBe(true);
    const replayed = replayDowntime(emptyCrew('c-9'), history, DEFAULT_TABLE_RULES);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    const c = replayed.value.crew;
    expect(c.factions).toEqual([makeFaction({ id: 'f-a', name: 'Les Lampions', status: 2 })]);
    expect(c.characters.map((x) => x.id)).toEqual(['pc-a']);
    expect(c.cohorts).toEqual([{ id: 'co-1', name: 'Les Gros Bras', kind: 'gang', quality: 2 }]);
    expect([c.rep, c.heat, c.name]).toEqual([5, 3, crew.name]);
  });

  it('refuses a second creation and removing what is not there', () => {
    const state = apply(initialDowntimeState(emptyCrew('c-9')), { type: 'crew_created', crew });
    for (const event of [
      { type: 'crew_created', crew },
      { type: 'faction_remove', id: 'nope' },
      { type: 'character_remove', id: 'nope' },
      { type: 'cohort_remove', id: 'nope' },
    ] as DowntimeEvent[]) {
      const outcome = applyDowntimeEvent(state, event, scripted([]));
      expect(outcome.ok, event.type).toBe(false);
      if (!outcome.ok) expect(outcome.error.rule).toBe('D7');
    }
  });

  it('a removed character leaves the downtime counters too', () => {
    let state = apply(initialDowntimeState(makeCrew()), { type: 'start' });
    state = apply(state, { type: 'free_play', characterId: 'pc-1' });
    expect(state.characters['pc-1']).toBeDefined();
    state = apply(state, { type: 'character_remove', id: 'pc-1' });
    expect(state.characters['pc-1']).toBeUndefined();
  });

  it('the edit schema refuses out-of-range values, naming the field', () => {
    const parsed = downtimeEventSchema.safeParse({ type: 'crew_edit', patch: { heat: -1, tier: 9 } });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((i) => i.path.join('.')).sort()).toEqual(['patch.heat', 'patch.tier']);
  });
});

describe('replay under the table rules each event was played with', () => {
  it('an event that carries its table rules replays with them, not with the ones in force now', () => {
    const crew = makeCrew({ id: 'c-7', coin: 0 });
    const history: StoredDowntimeEvent[] = [
      { event: { type: 'crew_created', crew }, dice: [] },
      { event: { type: 'start' }, dice: [] },
      // « soustraire aux gains perçus 10% »: 10 % of 5 rounded up is 1 under the default.
      { event: { type: 'payoff', targetTier: 1, take: 5, tithe: { boss: 'Le Baron', paid: true } }, dice: [], table: DEFAULT_TABLE_RULES },
    ];
    const now = { ...DEFAULT_TABLE_RULES, titheRounding: 'down' as const };
    const kept = replayDowntime(emptyCrew('c-7'), history, now);
    expect(kept.ok && kept.value.crew.coin).toBe(4);
    const withoutTable = replayDowntime(emptyCrew('c-7'), history.map(({ event, dice }) => ({ event, dice })), now);
    expect(withoutTable.ok && withoutTable.value.crew.coin).toBe(5);
  });
});
