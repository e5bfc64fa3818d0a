import { describe, expect, it } from 'vitest';
import { makeCharacter, makeCrew } from '../testing/factories';
import { initialDowntimeState, type DowntimeState } from './state';
import { downtimeStanding } from './standing';

const pcs = [makeCharacter({ id: 'pc-1' }), makeCharacter({ id: 'pc-2', name: 'Basile' })];

function during(over: Partial<DowntimeState>, crew = makeCrew({ tier: 2, characters: pcs })): DowntimeState {
  return { ...initialDowntimeState(crew), phase: 'activities', downtime: 1, ...over };
}

describe('where a downtime stands, for the sheet', () => {
  it('A1: two activities each, what is left of them, never below 0; A2: free play up to 2 + tier', () => {
    const state = during({ characters: { 'pc-1': { used: 1, trained: ['hunt'], freePlay: 1, pendingAsset: null, pendingOverindulgence: null, loadBeforeJail: null }, 'pc-2': { used: 3, trained: [], freePlay: 0, pendingAsset: null, pendingOverindulgence: null, loadBeforeJail: null } } });
    const standing = downtimeStanding(state);
    expect(standing.characters['pc-1']).toMatchObject({ used: 1, allowance: 2, remaining: 1, trained: ['hunt'], freePlay: 1, freePlayLimit: 4 });
    expect(standing.characters['pc-2']).toMatchObject({ used: 3, allowance: 2, remaining: 0 });
  });

  it('A1: one activity at war, one more with the season bonus; a character with no activity yet has them all', () => {
    expect(downtimeStanding(during({}, makeCrew({ atWar: true, characters: pcs }))).characters['pc-2']).toMatchObject({ used: 0, allowance: 1, remaining: 1 });
    expect(downtimeStanding(during({ seasonBonus: true })).characters['pc-1']).toMatchObject({ allowance: 3, remaining: 3 });
  });

  it('names every character of the crew, its phase and count, and the steps the reducer accepts now', () => {
    const standing = downtimeStanding(during({}));
    expect(Object.keys(standing.characters)).toEqual(['pc-1', 'pc-2']);
    expect(standing).toMatchObject({ phase: 'activities', number: 1, pendingEntanglementRoll: null });
    expect(standing.allowedEvents).toContain('activity');
  });
});
