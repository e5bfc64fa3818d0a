/**
 * A player character as the form edits it (rows with stable keys, numbers that may be empty) and
 * back: the model the rules' `characterSchema` checks, and the body of POST/PUT …/characters.
 */
import { DOWNTIME_ATTRIBUTES, GAME_SYSTEMS, newCharacterStart, type Character, type CharacterStatus, type Clock, type D12Attribute, type DowntimeAttribute, type GameSystem, type Harm } from '@temps-mort/rules';
import { rowKey } from './draft';

type N = number | null;

export interface Row {
  readonly key: string;
}
export interface AttributeRow extends Row {
  readonly name: string;
  readonly max: N;
  readonly current: N;
}
export interface SkillRow extends Row {
  readonly name: string;
  readonly rating: N;
}
export interface HarmRow extends Row {
  readonly level: Harm['level'];
  readonly description: string;
}
export interface NameRow extends Row {
  readonly name: string;
}
export interface TraitRow extends Row {
  readonly name: string;
  readonly rating: N;
  /** A new character's suggested trait (T5): left without a name, it is no trait and is not saved. */
  readonly suggested?: boolean;
}
export interface ProjectRow extends Row {
  /** Kept for an existing project, absent for a new one. */
  readonly id?: string;
  readonly name: string;
  readonly segments: N;
  readonly filled: N;
  readonly requires: string;
}

export interface CharacterDraft {
  readonly name: string;
  readonly status: CharacterStatus;
  readonly attributes: readonly AttributeRow[];
  readonly skills: readonly SkillRow[];
  readonly harm: readonly HarmRow[];
  readonly trauma: readonly NameRow[];
  readonly hasVice: boolean;
  readonly vice: { readonly kind: string; readonly purveyor: string; readonly tapped: boolean };
  readonly load: N;
  readonly coin: N;
  readonly pools: Readonly<Record<D12Attribute, { readonly value: N; readonly pool: N }>>;
  readonly traits: readonly TraitRow[];
  readonly hasComfort: boolean;
  readonly comfort: { readonly name: string; readonly lost: boolean };
  readonly fear: string;
  readonly destiny: N;
  readonly healingFilled: N;
  readonly projects: readonly ProjectRow[];
  readonly gmNotes: string;
}

export const STATUSES: readonly CharacterStatus[] = ['active', 'jailed', 'lost', 'retired', 'out'];

const everySystem = (system: GameSystem) => GAME_SYSTEMS.includes(system);

/**
 * A new character, ready to play in the systems the table `plays` (the rules' `newCharacterStart`):
 * its downtime attributes, every skill at the lowest rating, Body/Mind/Soul with pools equal to
 * values, and the starting traits' ratings as suggested rows for the GM to name.
 */
export function blankCharacter(plays: (system: GameSystem) => boolean = everySystem): CharacterDraft {
  const start = newCharacterStart(plays);
  return {
    name: '',
    status: 'active',
    attributes: Object.entries(start.attributes).map(([name, a]) => ({ key: rowKey(), name, max: a.max, current: a.current })),
    // Every skill the rules know, at the lowest rating: the GM types the ratings.
    skills: Object.entries(start.skills).map(([name, rating]) => ({ key: rowKey(), name, rating })),
    harm: [],
    trauma: [],
    hasVice: false,
    vice: { kind: '', purveyor: '', tapped: false },
    load: 0,
    coin: 0,
    pools: start.pools,
    traits: start.traitRatings.map((rating) => ({ key: rowKey(), name: '', rating, suggested: true })),
    hasComfort: false,
    comfort: { name: '', lost: false },
    fear: '',
    destiny: 0,
    healingFilled: 0,
    projects: [],
    gmNotes: '',
  };
}

export function toCharacterDraft(c: Character, gmNotes: string): CharacterDraft {
  return {
    name: c.name,
    status: c.status,
    attributes: Object.entries(c.attributes).map(([name, a]) => ({ key: rowKey(), name, max: a.max, current: a.current })),
    skills: Object.entries(c.skills).map(([name, rating]) => ({ key: rowKey(), name, rating })),
    harm: c.harm.map((h) => ({ key: rowKey(), level: h.level, description: h.description })),
    trauma: c.trauma.map((name) => ({ key: rowKey(), name })),
    hasVice: c.vice !== null,
    vice: c.vice ?? { kind: '', purveyor: '', tapped: false },
    load: c.load,
    coin: c.coin,
    pools: c.pools,
    traits: c.traits.map((tr) => ({ key: rowKey(), name: tr.name, rating: tr.rating })),
    hasComfort: c.comfort !== null,
    comfort: c.comfort ?? { name: '', lost: false },
    fear: c.fear ?? '',
    destiny: c.destiny,
    healingFilled: c.healing.filled,
    projects: c.projects.map((p) => ({ key: rowKey(), id: p.id, name: p.name, segments: p.segments, filled: p.filled, requires: p.requires ?? '' })),
    gmNotes,
  };
}

/** The fields as the API takes them (POST: a new character; PUT adds healing and projects). */
export function characterFields(d: CharacterDraft) {
  return {
    name: d.name,
    status: d.status,
    attributes: Object.fromEntries(d.attributes.map((a) => [a.name.trim(), { max: a.max, current: a.current }])),
    skills: Object.fromEntries(d.skills.map((s) => [s.name.trim(), s.rating])),
    harm: d.harm.map((h) => ({ level: h.level, description: h.description })),
    trauma: d.trauma.map((t) => t.name),
    vice: d.hasVice ? { kind: d.vice.kind, purveyor: d.vice.purveyor, tapped: d.vice.tapped } : null,
    load: d.load,
    coin: d.coin,
    pools: d.pools,
    traits: savedTraits(d.traits).map((t) => ({ name: t.name, rating: t.rating })),
    comfort: d.hasComfort ? { name: d.comfort.name, lost: d.comfort.lost } : null,
    fear: d.fear.trim() === '' ? null : d.fear,
    destiny: d.destiny,
  };
}

/** The character the rules' schema checks (ids of the existing clocks, placeholders for new ones). */
export function characterModel(d: CharacterDraft, current: Character | null, healingSegments: number): unknown {
  // An empty number stays null: the schema says it is required.
  const healing: Omit<Clock, 'filled'> & { filled: N } = current
    ? { ...current.healing, filled: d.healingFilled }
    : { id: 'healing', name: 'healing', segments: healingSegments, filled: d.healingFilled ?? 0 };
  return {
    id: current?.id ?? 'new',
    ...characterFields(d),
    healing,
    projects: d.projects.map((p, i) => ({
      id: p.id ?? `new-${i}`,
      name: p.name,
      segments: p.segments,
      filled: p.filled,
      ...(p.requires !== '' ? { requires: p.requires } : {}),
    })),
  };
}

/** The PUT body: the fields, the healing clock's filled segments, the whole project list. */
export function characterEditBody(d: CharacterDraft, current: Character) {
  return {
    ...characterFields(d),
    healing: { name: current.healing.name, segments: current.healing.segments, filled: d.healingFilled },
    projects: d.projects.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      name: p.name,
      segments: p.segments,
      filled: p.filled,
      requires: p.requires === '' ? null : p.requires,
    })),
    gmNotes: d.gmNotes,
  };
}

/** The trait rows that are traits: all but a suggested row left without a name. */
export function savedTraits(rows: readonly TraitRow[]): readonly TraitRow[] {
  return rows.filter((t) => !(t.suggested && t.name.trim() === ''));
}

/**
 * Body, Mind or Soul with a new value. For a new character the pool follows the value (T1: « La
 * valeur de caractéristique est (pour un nouveau personnage) le nombre de points attribués », the
 * pool starting full) while the GM has not set it apart; an existing character's pool stays put.
 */
export function withPoolValue(pools: CharacterDraft['pools'], attribute: D12Attribute, value: N, isNew: boolean): CharacterDraft['pools'] {
  const before = pools[attribute];
  const pool = isNew && before.pool === before.value ? value : before.pool;
  return { ...pools, [attribute]: { value, pool } };
}

const knownAttribute = (name: string): name is DowntimeAttribute => (DOWNTIME_ATTRIBUTES as readonly string[]).includes(name);

/** An attribute's name as the form shows it: the reader's word for one the rules know, else as typed. */
export function shownAttribute(name: string, word: (attribute: DowntimeAttribute) => string): string {
  return knownAttribute(name) ? word(name) : name;
}

/**
 * The attribute a name typed in the form stands for: one the rules know when the text is its key or
 * its word in the reader's language (« Perspicacité » is saved as insight), else the text itself.
 */
export function typedAttribute(typed: string, word: (attribute: DowntimeAttribute) => string): string {
  const text = typed.trim().toLocaleLowerCase();
  return DOWNTIME_ATTRIBUTES.find((a) => a === text || word(a).toLocaleLowerCase() === text) ?? typed;
}

/** Names a record may hold only once (attributes, skills): the rows that repeat an earlier name, or have none. */
export function nameProblems(rows: readonly { readonly key: string; readonly name: string }[]): Record<string, 'required' | 'duplicate'> {
  const seen = new Set<string>();
  const out: Record<string, 'required' | 'duplicate'> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (name === '') out[row.key] = 'required';
    else if (seen.has(name)) out[row.key] = 'duplicate';
    seen.add(name);
  }
  return out;
}
