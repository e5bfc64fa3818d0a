import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { CrewClock } from '../model/clock';
import { applyDowntimeEvent } from '../downtime/reducer';
import { downtimeEventSchema, type DowntimeEvent } from '../downtime/events';
import { initialDowntimeState, type DowntimeState } from '../downtime/state';
import { makeCrew, scripted } from '../testing/factories';
import { isGmOnlyStep } from './gmOnlyStep';

function clock(overrides: Partial<CrewClock> = {}): CrewClock {
  return { id: 'k-1', name: 'La Garde se rapproche', owner: { kind: 'crew', id: 'crew-1' }, segments: 6, filled: 0, visibility: 'open', onFill: '', ...overrides };
}

/** Whether the event, applied to `before`, is the GM's alone. */
function gmOnly(before: DowntimeState, event: unknown, dice: readonly number[] = []): boolean {
  const parsed = downtimeEventSchema.parse(event) as DowntimeEvent;
  const applied = applyDowntimeEvent(before, parsed, { ...scripted(dice), table: DEFAULT_TABLE_RULES });
  if (!applied.ok) throw new Error(`${parsed.type} refused: ${applied.error.code}`);
  return isGmOnlyStep(parsed, before, applied.value.state, applied.reasons);
}

describe('isGmOnlyStep: which downtime steps never reach a player (K1, E3)', () => {
  const board = initialDowntimeState(makeCrew({ clocks: [clock(), clock({ id: 'k-2', name: 'Le complot', visibility: 'gm_only' }), clock({ id: 'k-3', name: 'Prendre les Docks', visibility: 'name_only' })] }));

  it('a tick of an open clock is the table’s; of a GM-only or a name-only clock, the GM’s', () => {
    expect(gmOnly(board, { type: 'clock_tick', clockId: 'k-1', delta: 1 })).toBe(false);
    expect(gmOnly(board, { type: 'clock_tick', clockId: 'k-2', delta: 1 })).toBe(true);
    expect(gmOnly(board, { type: 'clock_tick', clockId: 'k-3', delta: 1 })).toBe(true);
  });

  it('making a GM-only clock open is news to players: the step is theirs; hiding an open one is the GM’s', () => {
    expect(gmOnly(board, { type: 'clock_save', clock: clock({ id: 'k-2', name: 'Le complot', visibility: 'open' }) })).toBe(false);
    expect(gmOnly(board, { type: 'clock_save', clock: clock({ visibility: 'gm_only' }) })).toBe(true);
    expect(gmOnly(board, { type: 'clock_save', clock: clock({ name: 'La Garde arrive' }) })).toBe(false);
  });

  it('a step that names no clock and no entanglement is never the GM’s alone', () => {
    expect(gmOnly(board, { type: 'crew_edit', patch: { name: 'Les Lanternes' } })).toBe(false);
  });
});
