import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isReservedKey, ownValue } from './keys';
import { activitySkillRating } from '../activities/roll';
import { viceCharacter } from '../vice/indulge';
import { characterSchema, crewSchema } from '../model/schemas';
import { downtimeEventSchema } from '../downtime/events';
import { makeCharacter, makeCrew } from '../testing/factories';

const RESERVED = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toLocaleString'];

describe('names used as object keys', () => {
  it('the names Object.prototype answers are reserved, ordinary skill names are not', () => {
    for (const name of RESERVED) expect(isReservedKey(name)).toBe(true);
    for (const name of ['study', 'prowl', 'Constructor', 'tostring', 'proto']) expect(isReservedKey(name)).toBe(false);
  });

  it('a lookup sees only own properties', () => {
    const skills: Record<string, number> = { study: 2 };
    expect(ownValue(skills, 'study')).toBe(2);
    for (const name of RESERVED) expect(ownValue(skills, name)).toBeUndefined();
  });

  // Finding 1 of the integrity issue: `reduce_heat` with action "constructor" read a function as the rating.
  it('a skill named like a prototype property is an unknown skill to the engine, never a rating', () => {
    const character = makeCharacter();
    for (const name of RESERVED) {
      expect(activitySkillRating(character, name, 'A9')).toMatchObject({ ok: false, error: { code: 'unknown_skill' } });
    }
  });

  it('an attribute named like a prototype property is an unknown attribute to vice', () => {
    const crew = makeCrew({ characters: [makeCharacter({ vice: { kind: 'Jeu', purveyor: 'Bazso', tapped: false } })] });
    for (const name of RESERVED) {
      expect(viceCharacter(crew, 'pc-1', name)).toMatchObject({ ok: false, error: { code: 'unknown_attribute' } });
    }
  });

  it('the input schemas refuse a reserved name as an action, a skill, an attribute or a record key', () => {
    for (const name of RESERVED) {
      const activities = [
        { kind: 'reduce_heat', action: name },
        { kind: 'train', skill: name },
        { kind: 'indulge_vice', attribute: name },
        { kind: 'long_term_project', projectId: 'p1', action: name },
      ];
      for (const activity of activities) {
        const parsed = downtimeEventSchema.safeParse({ type: 'activity', characterId: 'pc-1', activity });
        expect(parsed.success, `${activity.kind} ${name}`).toBe(false);
      }
      expect(downtimeEventSchema.safeParse({ type: 'sink_into_vice', characterId: 'pc-1', attribute: name }).success).toBe(false);
      const skills = JSON.parse(`{"${name}": 1}`) as Record<string, number>;
      const attributes = JSON.parse(`{"${name}": {"max": 2, "current": 1}}`) as Record<string, unknown>;
      if (name === '__proto__') {
        // zod copies records into fresh objects: an own __proto__ is never carried through.
        const parsed = characterSchema.parse({ ...makeCharacter(), skills, attributes });
        expect(Object.hasOwn(parsed.skills, name) || Object.hasOwn(parsed.attributes, name)).toBe(false);
        continue;
      }
      expect(characterSchema.safeParse({ ...makeCharacter(), skills }).success, `skills.${name}`).toBe(false);
      expect(characterSchema.safeParse({ ...makeCharacter(), attributes }).success, `attributes.${name}`).toBe(false);
    }
  });

  it('every name the schema accepts as a skill is read back as that skill, and none is reserved (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 4 }), (name, rating) => {
        const parsed = characterSchema.safeParse({ ...makeCharacter(), skills: { [name]: rating } });
        if (!parsed.success) return;
        const character = { ...makeCharacter(), skills: parsed.data.skills };
        // An own `__proto__` is dropped by zod's copy: no key at all, never a reserved one.
        for (const key of Object.keys(parsed.data.skills)) {
          expect(isReservedKey(key)).toBe(false);
          expect(activitySkillRating(character, key, 'A9')).toMatchObject({ ok: true, value: rating });
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the model schemas are strict', () => {
  // Finding 4: unknown fields were dropped silently.
  it('an unknown field is refused, at the top and inside', () => {
    const crew = makeCrew({ characters: [makeCharacter()] });
    expect(crewSchema.safeParse(crew).success).toBe(true);
    expect(crewSchema.safeParse({ ...crew, isAdmin: true }).success).toBe(false);
    const character = { ...makeCharacter(), level: 99 };
    expect(crewSchema.safeParse({ ...crew, characters: [character] }).success).toBe(false);
    const issues = crewSchema.safeParse({ ...crew, bogus: 1 }).error?.issues ?? [];
    expect(issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['bogus'] })]);
    expect(downtimeEventSchema.safeParse({ type: 'crew_edit', patch: { coin: 3, isAdmin: true } }).success).toBe(false);
  });

  it('a list past its cap is refused', () => {
    const factions = Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, name: `Faction ${i}`, tier: 1, status: 0 }));
    expect(crewSchema.safeParse({ ...makeCrew(), factions }).success).toBe(false);
    expect(crewSchema.safeParse({ ...makeCrew(), factions: factions.slice(0, 100) }).success).toBe(true);
  });
});
