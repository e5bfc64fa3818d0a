import type { Clock } from './clock';

/**
 * The player character model covers both seeds: the downtime text (attributes with circles, skills,
 * harm, trauma, vice) and the d12 system (Body/Mind/Soul values and pools, traits, comfort, fear,
 * destiny points).
 */

/**
 * The downtime attributes a sheet usually holds: the Forged-in-the-Dark three the downtime text is
 * adapted from (D, SPEC), which indulging vice restores (V1). A sheet may hold other names too.
 */
export const DOWNTIME_ATTRIBUTES = ['insight', 'prowess', 'resolve'] as const;
export type DowntimeAttribute = (typeof DOWNTIME_ATTRIBUTES)[number];

/** An attribute measured in circles (V1): `max` circles, `current` of them filled. */
export interface AttributeCircles {
  readonly max: number;
  readonly current: number;
}

/** Harm levels 1 (lesser) to 4 (fatal); a level-3 harm is "severe" (I2). */
export interface Harm {
  readonly level: 1 | 2 | 3 | 4;
  readonly description: string;
}

export interface Vice {
  readonly kind: string;
  readonly purveyor: string;
  /** V2 "tapped": the purveyor cut ties; a new one must be found before indulging again. */
  readonly tapped: boolean;
}

/** d12 system (T1): an attribute's value (as allocated) and its current pool. */
export interface PoolAttribute {
  readonly value: number;
  readonly pool: number;
}

export type D12Attribute = 'body' | 'mind' | 'soul';
export const D12_ATTRIBUTES: readonly D12Attribute[] = ['body', 'mind', 'soul'];

/** T5: a trait gives +1..+3 to actions in its domain. */
export interface Trait {
  readonly name: string;
  readonly rating: number;
}

export interface Comfort {
  readonly name: string;
  /** Lost comfort has no effect until found again or the end of a cycle (T5). */
  readonly lost: boolean;
}

/**
 * The skills ("actions") a character is rated in: the Forged-in-the-Dark actions the downtime text
 * is adapted from (D, SPEC), and surgery, which the text names (A6: healing oneself). A sheet may
 * hold other names too (free text); these are the ones the GM picks from.
 */
export const SKILLS = [
  'hunt',
  'study',
  'survey',
  'tinker',
  'finesse',
  'prowl',
  'skirmish',
  'wreck',
  'attune',
  'command',
  'consort',
  'sway',
  'surgery',
] as const;
export type SkillName = (typeof SKILLS)[number];

/**
 * A skill's rating: 0–4 in play (a new character is rated within `start`), up to `max` on the
 * sheet, as Train (A8) may raise one past 4.
 */
export const SKILL_RATING_BOUNDS = {
  start: { min: 0, max: 4 },
  max: 12,
} as const;

export type CharacterStatus = 'active' | 'jailed' | 'lost' | 'retired' | 'out';

/** I2: the sentence, from the lightest (wanted 0) to the heaviest (wanted 4); index = wanted level. */
export const SENTENCES = ['a_few_weeks', 'one_or_two_months', 'several_months', 'one_or_two_years', 'life_or_execution'] as const;
export type Sentence = (typeof SENTENCES)[number];

/**
 * A jailed PC's stay (I2): the sentence they were given. Kept on the character, not in the
 * downtime's bookkeeping, because the table reads it on the sheet for as long as the stay lasts.
 */
export interface JailStay {
  readonly sentence: Sentence;
}

export interface Character {
  readonly id: string;
  readonly name: string;
  readonly status: CharacterStatus;
  /**
   * I2: set when the PC is jailed (the jail step, or handed over in an Arrest), gone on release.
   * Absent from characters jailed before it was kept, or jailed by a GM's edit: then just "jailed".
   */
  readonly jail?: JailStay;
  /** Downtime attributes (e.g. insight, prowess, resolve), restored by indulging vice. */
  readonly attributes: Readonly<Record<string, AttributeCircles>>;
  /** Skill ratings (0–4 in play; Train raises them). */
  readonly skills: Readonly<Record<string, number>>;
  readonly harm: readonly Harm[];
  /** Trauma conditions taken (I3, "pathologie ou handicap"). */
  readonly trauma: readonly string[];
  readonly vice: Vice | null;
  /** Load (I4 smuggling gives load while jailed). */
  readonly load: number;
  readonly coin: number;
  /** d12 system. */
  readonly pools: Readonly<Record<D12Attribute, PoolAttribute>>;
  readonly traits: readonly Trait[];
  readonly comfort: Comfort | null;
  readonly fear: string | null;
  /** The player's words for how the character looks (issue 36); absent from characters kept before. */
  readonly look?: string;
  /** The player's own notes on their character (not the GM's: those are never the rules'). */
  readonly notes?: string;
  readonly destiny: number;
  /** A6: the healing clock. */
  readonly healing: Clock;
  /** A5: long-term projects. */
  readonly projects: readonly Clock[];
}
