import { describe, expect, it } from 'vitest';
import { applyDowntimeEvent } from '../downtime/reducer';
import { initialDowntimeState } from '../downtime/state';
import { makeCharacter, makeCrew, makeFaction, scripted } from '../testing/factories';
import { sheetLimit } from './limits';

const deps = scripted([]);

describe('the sheet stays within its bounds (D7 sheet_limit)', () => {
  // Finding 2 of the integrity issue: a 101st faction was saved, and the crew could no longer be read.
  it('a 101st faction is refused and the state is untouched', () => {
    const factions = Array.from({ length: 100 }, (_, i) => makeFaction({ id: `f-${i}`, name: `Faction ${i}` }));
    const state = initialDowntimeState(makeCrew({ factions }));
    const refused = applyDowntimeEvent(state, { type: 'faction_save', faction: makeFaction({ id: 'f-100', name: 'Une de trop' }) }, deps);
    expect(refused).toEqual({ ok: false, error: { rule: 'D7', code: 'sheet_limit', values: { field: 'factions', max: 100 } } });
    // Editing one of the hundred is still fine.
    const edited = applyDowntimeEvent(state, { type: 'faction_save', faction: makeFaction({ id: 'f-1', name: 'Faction 1', status: 2 }) }, deps);
    expect(edited.ok).toBe(true);
  });

  it('a 51st cohort and a 21st character are refused', () => {
    const cohorts = Array.from({ length: 50 }, (_, i) => ({ id: `c-${i}`, name: `Cohorte ${i}`, kind: 'gang' as const, quality: 1 }));
    const withCohorts = initialDowntimeState(makeCrew({ cohorts }));
    expect(applyDowntimeEvent(withCohorts, { type: 'cohort_save', cohort: { id: 'c-50', name: 'De trop', kind: 'gang', quality: 1 } }, deps)).toMatchObject({
      ok: false,
      error: { code: 'sheet_limit', values: { field: 'cohorts', max: 50 } },
    });
    const characters = Array.from({ length: 20 }, (_, i) => makeCharacter({ id: `pc-${i}`, name: `PJ ${i}` }));
    const full = initialDowntimeState(makeCrew({ characters }));
    const extra = makeCharacter({ id: 'pc-20', name: 'De trop' });
    expect(applyDowntimeEvent(full, { type: 'character_save', character: extra }, deps)).toMatchObject({
      ok: false,
      error: { code: 'sheet_limit', values: { field: 'characters', max: 20 } },
    });
  });

  it('a crew within every bound has no limit; one past a number bound names it', () => {
    expect(sheetLimit(makeCrew())).toBeNull();
    expect(sheetLimit(makeCrew({ coin: 100_001 }))).toEqual({ field: 'coin', max: 100_000 });
  });
});
