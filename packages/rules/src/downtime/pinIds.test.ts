import { describe, expect, it } from 'vitest';
import { makeCrew } from '../testing/factories';
import type { CrewAsset } from '../model/crew';
import type { DowntimeEvent } from './events';
import { pinEventIds } from './pinIds';
import { initialDowntimeState, type DowntimeState } from './state';

const crew = makeCrew({ id: 'c', wanted: 1 });
const at = (events: number, patch: Partial<DowntimeState> = {}): DowntimeState => ({ ...initialDowntimeState(crew), events, ...patch });

describe('pinEventIds: the ids a step makes from the step count, stored with the step', () => {
  it('an entanglement roll gets the id the reducer would make from the count', () => {
    expect(pinEventIds(at(4), { type: 'entanglement_roll', pick: 'after_roll' })).toEqual({ type: 'entanglement_roll', pick: 'after_roll', id: 'c/entanglement-5' });
  });

  it('moves past an id a kept step already holds (after a revert the count can fall back on it)', () => {
    const state = at(4, {
      crew: { ...crew, pendingEntanglements: [{ id: 'c/entanglement-5', kind: 'rivals', revealed: false, hidden: false }] },
      pendingEntanglementRoll: null,
    });
    expect(pinEventIds(state, { type: 'entanglement_roll' })).toMatchObject({ id: 'c/entanglement-6' });
  });

  it('keeps an id the event already names, and leaves every other event as it is', () => {
    const named: DowntimeEvent = { type: 'entanglement_roll', id: 'c/entanglement-2' };
    expect(pinEventIds(at(9), named)).toBe(named);
    const payoff: DowntimeEvent = { type: 'payoff', targetTier: 0, take: 2 };
    expect(pinEventIds(at(9), payoff)).toBe(payoff);
  });

  it('a kept asset gets its id, past the assets held; one not kept gets none', () => {
    const held: CrewAsset = { id: 'c/asset-8', name: 'Barque', kind: 'vehicle', quality: 1, duration: 'just_in_case', dangerousGoods: null, scale: null, acquiredBy: 'pc-1', downtime: 1 };
    const state = at(7, { crew: { ...crew, assets: [held] } });
    expect(pinEventIds(state, { type: 'asset_settle', characterId: 'pc-1', coin: 0, keep: true })).toMatchObject({ assetId: 'c/asset-9' });
    const notKept: DowntimeEvent = { type: 'asset_settle', characterId: 'pc-1', coin: 0 };
    expect(pinEventIds(state, notKept)).toBe(notKept);
  });
});
