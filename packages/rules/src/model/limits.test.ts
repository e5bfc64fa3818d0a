import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { accrueHeat } from '../heat/heat';
import { HEAT_PER_WANTED, MAX_CREW_TIER, MAX_SETTLED_HEAT, MAX_STATUS, MAX_WANTED, MIN_STATUS } from './limits';
import { heatSchema, statusSchema, tierSchema, wantedSchema } from './schemas';

describe('the crew sheet\'s bounds', () => {
  it('H3 « Lorsque la bande atteint 10 points de raffut, elle gagne un niveau d’avis de recherche »: heat 0–9, wanted 0–4', () => {
    expect(HEAT_PER_WANTED).toBe(10);
    expect(MAX_SETTLED_HEAT).toBe(9);
    expect(MAX_WANTED).toBe(4);
    // The text's example: 7 + 4 → wanted +1, heat 1.
    expect(accrueHeat({ heat: 7, wanted: 0 }, 4, DEFAULT_TABLE_RULES).gauge).toEqual({ heat: 1, wanted: 1 });
    // Past the last wanted level the gauge stays at its top box.
    expect(accrueHeat({ heat: MAX_SETTLED_HEAT, wanted: MAX_WANTED }, 5, DEFAULT_TABLE_RULES).gauge).toEqual({ heat: MAX_SETTLED_HEAT, wanted: MAX_WANTED });
  });

  it('tier 0–IV and faction status −3..+3', () => {
    expect(MAX_CREW_TIER).toBe(4);
    expect([MIN_STATUS, MAX_STATUS]).toEqual([-3, 3]);
  });

  it.each([
    ['heat', heatSchema, 0, MAX_SETTLED_HEAT],
    ['wanted', wantedSchema, 0, MAX_WANTED],
    ['tier', tierSchema, 0, MAX_CREW_TIER],
    ['status', statusSchema, MIN_STATUS, MAX_STATUS],
  ] as const)('the %s schema the API and the forms validate with has the same bounds', (_name, schema, min, max) => {
    expect(schema.safeParse(min).success).toBe(true);
    expect(schema.safeParse(max).success).toBe(true);
    expect(schema.safeParse(min - 1).success).toBe(false);
    expect(schema.safeParse(max + 1).success).toBe(false);
  });
});
