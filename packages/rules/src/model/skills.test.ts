import { describe, expect, it } from 'vitest';
import { SURGERY_SKILL } from '../activities/recover';
import { makeCharacter } from '../testing/factories';
import { SKILLS, SKILL_RATING_BOUNDS } from './character';
import { characterSchema } from './schemas';

describe('the skills the rules know', () => {
  it('list each skill once, surgery among them (A6 names it)', () => {
    expect(new Set(SKILLS).size).toBe(SKILLS.length);
    expect(SKILLS).toContain(SURGERY_SKILL);
  });

  it('bound a starting rating within what the sheet holds, and the sheet at its max', () => {
    expect(SKILL_RATING_BOUNDS.start.max).toBeLessThanOrEqual(SKILL_RATING_BOUNDS.max);
    const rated = (rating: number) => characterSchema.safeParse(makeCharacter({ skills: { hunt: rating } })).success;
    expect(rated(SKILL_RATING_BOUNDS.max)).toBe(true);
    expect(rated(SKILL_RATING_BOUNDS.max + 1)).toBe(false);
    expect(rated(SKILL_RATING_BOUNDS.start.min - 1)).toBe(false);
  });
});
