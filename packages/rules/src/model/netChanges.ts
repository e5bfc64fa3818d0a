/**
 * What a step changed, in numbers a table reads at a glance ("coin 3 → 5", "markers 2 → 4"): the
 * fields of an aggregate's state that moved between before and after the step, each named by a
 * field of `NET_CHANGE_FIELDS`, by what it is about (`of`: a character, a faction, a cohort, a
 * clock) and by which of its parts (`part`: an attribute, a skill, a project…). Lists without ids
 * are counted (claims, trauma, the warband). The campaign's history shows them with each step's
 * reasons; a downtime's recap is its steps' composed (`composeNetChanges`).
 *
 * A crew's are a diff of the whole sheet: every field of a crew, a faction, a cohort, a clock and
 * a character is either read here or named in `NOT_COUNTED` with why (netChanges.test.ts walks a
 * full crew and fails on a field that moves unseen), so a new field cannot be left out silently.
 */
import type { ComplexAction } from '../d100/complex';
import { D12_ATTRIBUTES, type Character } from './character';
import type { Clock, CrewClock } from './clock';
import type { Cohort, Crew, Faction } from './crew';
import type { WarbandMember, Wizard } from './frostgrave';

export const NET_CHANGE_FIELDS = [
  // A crew's.
  'tier',
  'hold',
  'rep',
  'coin',
  'heat',
  'wanted',
  'atWar',
  'claims',
  'prisonClaims',
  'assets',
  'cohorts',
  'factions',
  'characters',
  /** P5: the tithes owed and not paid, in coin. */
  'tithes',
  /** E3: the entanglements pending, held ones included (the GM's only). */
  'entanglements',
  /** K1: the crew's and its factions' clocks. */
  'clocks',
  // A faction's (`of` the faction).
  'factionStatus',
  'factionTier',
  // A cohort's (`of` the cohort).
  'cohortQuality',
  // A clock's (`of` the clock): "filled/segments".
  'clock',
  // A character's (`of` the character).
  'status',
  'characterCoin',
  'load',
  /** How many harms: steps recorded before `harmLevel` keep it. */
  'harm',
  /** How many harms of the level `part`. */
  'harmLevel',
  'trauma',
  'destiny',
  'healing',
  'healingSegments',
  /** V1: the attribute `part`'s circles, "current/max". */
  'attribute',
  /** The skill `part`'s rating. */
  'skill',
  /** A5: the project `part` (its id), "filled/segments". */
  'project',
  'projects',
  'vice',
  'purveyor',
  'viceTapped',
  /** T1: the d12 attribute `part`'s pool, "pool/value". */
  'pool',
  /** T5: the trait `part`'s rating (0: none). */
  'trait',
  'comfort',
  'comfortLost',
  'fear',
  // A wizard's.
  'level',
  'gold',
  'markers',
  'warband',
  'hiredMuscle',
  // A warband member's.
  'injuries',
  // A complex action's.
  'remaining',
  'totalRaised',
  'complexStatus',
] as const;
export type NetChangeField = (typeof NET_CHANGE_FIELDS)[number];

export type NetChangeValue = number | string | boolean;

export interface NetChange {
  readonly what: NetChangeField;
  /** What it is about: a character (or warband member), a faction, a cohort, a clock; null for the aggregate's own. */
  readonly of: string | null;
  /** Which of its parts: an attribute, a skill, a d12 attribute or a trait by name, a project by id, a harm level. */
  readonly part?: string;
  readonly before: NetChangeValue;
  readonly after: NetChangeValue;
  /** Players may not know it (a clock they cannot follow whole, a held entanglement): what they read leaves it out. */
  readonly gmOnly?: true;
}

/**
 * The fields a crew's net changes do not read, and why (paths as netChanges.test.ts walks them:
 * `[]` for each item of a list).
 */
export const NOT_COUNTED: Readonly<Record<string, string>> = {
  'id': 'identity',
  'name': 'a name, not a change of the sheet',
  'claims[]': 'a claim is won or conceded whole: counted by `claims`',
  'prisonClaims[]': 'a prison claim is won or lost whole: counted by `prisonClaims`',
  'factions[].id': 'identity',
  'factions[].name': 'a name',
  'factions[].goal': 'the GM’s text about the faction',
  'factions[].notes': 'the GM’s text about the faction',
  'factions[].assets': 'the GM’s text about the faction',
  'factions[].revealed': 'what players may read, not a change of the sheet',
  'cohorts[].id': 'identity',
  'cohorts[].name': 'a name',
  'cohorts[].kind': 'what the cohort is, set when it joins',
  'assets[]': 'an asset is acquired or lost whole: counted by `assets`',
  'clocks[].id': 'identity',
  'clocks[].name': 'a name',
  'clocks[].owner': 'set when the clock is made',
  'clocks[].visibility': 'what players may read, not a change of the sheet',
  'clocks[].onFill': 'the GM’s text',
  'clocks[].requires': 'how clocks are linked (K6), not their progress',
  'clocks[].unlocks': 'how clocks are linked (K6), not their progress',
  'clocks[].racesAgainst': 'how clocks are linked (K7), not their progress',
  'pendingEntanglements[]': 'an entanglement is rolled or resolved whole: counted by `entanglements`',
  'unpaidTithes[].boss': 'who is owed: the total is counted by `tithes`',
  'characters[].id': 'identity',
  'characters[].name': 'a name',
  'characters[].jail': 'the sentence comes with the status (jailed)',
  'characters[].look': 'the player’s own words, long: the step’s reason says it changed (`character_texts_edited`)',
  'characters[].notes': 'the player’s own words, long: the step’s reason says it changed (`character_texts_edited`)',
  'characters[].trauma[]': 'a trauma is taken whole: counted by `trauma`',
  'characters[].harm[].description': 'the GM’s words for a harm: its level is counted',
  'characters[].healing.id': 'identity',
  'characters[].healing.name': 'a name',
  'characters[].projects[].id': 'identity',
  'characters[].projects[].name': 'a name',
  'characters[].projects[].requires': 'how projects are linked (A5), not their progress',
};

type Fields<T> = readonly (readonly [NetChangeField, (value: T) => NetChangeValue])[];

function changesOf<T>(fields: Fields<T>, before: T, after: T, of: string | null = null): NetChange[] {
  return fields.flatMap(([what, read]) => {
    const was = read(before);
    const now = read(after);
    return was === now ? [] : [{ what, of, before: was, after: now }];
  });
}

/** A clock's progress as the sheet draws it: "2/8". */
const progress = (clock: Pick<Clock, 'filled' | 'segments'>): string => `${clock.filled}/${clock.segments}`;

const CREW_FIELDS: Fields<Crew> = [
  ['tier', (c) => c.tier],
  ['hold', (c) => c.hold],
  ['rep', (c) => c.rep],
  ['coin', (c) => c.coin],
  ['heat', (c) => c.heat],
  ['wanted', (c) => c.wanted],
  ['atWar', (c) => c.atWar],
  ['claims', (c) => c.claims.length],
  ['prisonClaims', (c) => c.prisonClaims.length],
  ['assets', (c) => c.assets.length],
  ['cohorts', (c) => c.cohorts.length],
  ['factions', (c) => c.factions.length],
  ['characters', (c) => c.characters.length],
  ['tithes', (c) => c.unpaidTithes.reduce((sum, t) => sum + t.amount, 0)],
];

const FACTION_FIELDS: Fields<Faction> = [
  ['factionStatus', (f) => f.status],
  ['factionTier', (f) => f.tier],
];

const COHORT_FIELDS: Fields<Cohort> = [['cohortQuality', (c) => c.quality]];

const CHARACTER_FIELDS: Fields<Character> = [
  ['status', (c) => c.status],
  ['characterCoin', (c) => c.coin],
  ['load', (c) => c.load],
  ['trauma', (c) => c.trauma.length],
  ['destiny', (c) => c.destiny],
  ['healing', (c) => c.healing.filled],
  ['healingSegments', (c) => c.healing.segments],
  ['vice', (c) => c.vice?.kind ?? ''],
  ['purveyor', (c) => c.vice?.purveyor ?? ''],
  ['viceTapped', (c) => c.vice?.tapped ?? false],
  ['comfort', (c) => c.comfort?.name ?? ''],
  ['comfortLost', (c) => c.comfort?.lost ?? false],
  ['fear', (c) => c.fear ?? ''],
];

/** Each member's changes, for the members that stayed in the list (one that joins or leaves counts in the list's own field). */
function memberChanges<T extends { readonly id: string }>(changes: (before: T, after: T) => NetChange[], before: readonly T[], after: readonly T[]): NetChange[] {
  const was = new Map(before.map((m) => [m.id, m]));
  return after.flatMap((m) => {
    const old = was.get(m.id);
    return old === undefined ? [] : changes(old, m);
  });
}

/** The parts of a character read by name or id (both sides' names, in order): `missing` when one side has none. */
function partChanges(what: NetChangeField, of: string, before: ReadonlyMap<string, NetChangeValue>, after: ReadonlyMap<string, NetChangeValue>, missing: NetChangeValue): NetChange[] {
  const parts = [...new Set([...before.keys(), ...after.keys()])];
  return parts.flatMap((part) => {
    const was = before.get(part) ?? missing;
    const now = after.get(part) ?? missing;
    return was === now ? [] : [{ what, of, part, before: was, after: now }];
  });
}

const HARM_LEVELS = ['1', '2', '3', '4'] as const;

/** What a character's parts say: circles, ratings, harm by level, projects, pools, traits. */
function characterParts(c: Character): ReadonlyMap<NetChangeField, ReadonlyMap<string, NetChangeValue>> {
  return new Map<NetChangeField, ReadonlyMap<string, NetChangeValue>>([
    ['attribute', new Map(Object.entries(c.attributes).map(([name, a]) => [name, `${a.current}/${a.max}`]))],
    ['skill', new Map(Object.entries(c.skills))],
    ['harmLevel', new Map(HARM_LEVELS.map((level) => [level, c.harm.filter((h) => String(h.level) === level).length]))],
    ['project', new Map(c.projects.map((p) => [p.id, progress(p)]))],
    ['pool', new Map(D12_ATTRIBUTES.map((a) => [a, `${c.pools[a].pool}/${c.pools[a].value}`]))],
    ['trait', new Map(c.traits.map((t) => [t.name, t.rating]))],
  ]);
}

/** A part missing on one side: no circles, rated 0, no harm; a project only there is counted by `projects`. */
const MISSING_PART: Readonly<Partial<Record<NetChangeField, NetChangeValue>>> = { attribute: '0/0', skill: 0, harmLevel: 0, trait: 0, pool: '0/0' };

function characterChanges(before: Character, after: Character): NetChange[] {
  const was = characterParts(before);
  const now = characterParts(after);
  const parts = [...now.keys()].flatMap((what) => {
    const missing = MISSING_PART[what];
    const a = was.get(what) ?? new Map<string, NetChangeValue>();
    const b = now.get(what) ?? new Map<string, NetChangeValue>();
    if (missing !== undefined) return partChanges(what, after.id, a, b, missing);
    // Projects that stayed: their progress (one that starts or goes counts in `projects`).
    return partChanges(what, after.id, new Map([...a].filter(([id]) => b.has(id))), new Map([...b].filter(([id]) => a.has(id))), '');
  });
  return [...changesOf(CHARACTER_FIELDS, before, after, after.id), ...changesOf([['projects', (c: Character) => c.projects.length]], before, after, after.id), ...parts];
}

/** K1: players follow an open clock whole; any other is the GM's (its name only, or nothing). */
const openClock = (clock: CrewClock): boolean => clock.visibility === 'open';

function clockChanges(before: Crew, after: Crew): NetChange[] {
  const was = before.clocks ?? [];
  const now = after.clocks ?? [];
  const wasIds = new Set(was.map((c) => c.id));
  const nowIds = new Set(now.map((c) => c.id));
  const comeOrGone = [...now.filter((c) => !wasIds.has(c.id)), ...was.filter((c) => !nowIds.has(c.id))];
  const count: NetChange[] =
    was.length === now.length ? [] : [{ what: 'clocks', of: null, before: was.length, after: now.length, ...(comeOrGone.every(openClock) ? {} : { gmOnly: true as const }) }];
  const moved = memberChanges(
    (old, clock) => {
      const hidden = !openClock(old) || !openClock(clock);
      return changesOf<CrewClock>([['clock', progress]], old, clock, clock.id).map((c) => (hidden ? { ...c, gmOnly: true as const } : c));
    },
    was,
    now,
  );
  return [...count, ...moved];
}

/**
 * A crew's net changes: its own, its pending entanglements' count (the GM's), then each faction's,
 * cohort's, clock's and character's that stayed in it (one that joins or leaves counts in its list).
 */
export function crewNetChanges(before: Crew, after: Crew): NetChange[] {
  const held = before.pendingEntanglements.length === after.pendingEntanglements.length
    ? []
    : [{ what: 'entanglements' as const, of: null, before: before.pendingEntanglements.length, after: after.pendingEntanglements.length, gmOnly: true as const }];
  return [
    ...changesOf(CREW_FIELDS, before, after),
    ...held,
    ...memberChanges((old, f) => changesOf(FACTION_FIELDS, old, f, f.id), before.factions, after.factions),
    ...memberChanges((old, c) => changesOf(COHORT_FIELDS, old, c, c.id), before.cohorts, after.cohorts),
    ...clockChanges(before, after),
    ...memberChanges(characterChanges, before.characters, after.characters),
  ];
}

/** The net changes players may read: those no GM-only thing moved. */
export function playerNetChanges(changes: readonly NetChange[]): NetChange[] {
  return changes.filter((c) => c.gmOnly !== true);
}

const WIZARD_FIELDS: Fields<Wizard> = [
  ['level', (w) => w.level],
  ['gold', (w) => w.gold],
  ['markers', (w) => w.markers],
  ['warband', (w) => w.warband.length],
  ['hiredMuscle', (w) => w.hiredMuscle.length],
];

const MEMBER_FIELDS: Fields<WarbandMember> = [['injuries', (m) => m.injuries.length]];

/** A wizard's net changes, then each warband member's that stayed in it (none for its creation). */
export function wizardNetChanges(before: Wizard | null, after: Wizard): NetChange[] {
  return before === null ? [] : [...changesOf(WIZARD_FIELDS, before, after), ...memberChanges((old, m) => changesOf(MEMBER_FIELDS, old, m, m.id), before.warband, after.warband)];
}

const COMPLEX_ACTION_FIELDS: Fields<ComplexAction> = [
  ['remaining', (a) => a.remaining],
  ['totalRaised', (a) => a.totalRaised],
  ['complexStatus', (a) => a.status],
];

/** A complex action's net changes (none for its creation). */
export function complexActionNetChanges(before: ComplexAction | null, after: ComplexAction): NetChange[] {
  return before === null ? [] : changesOf(COMPLEX_ACTION_FIELDS, before, after);
}

/**
 * The net changes of consecutive steps taken as one (a whole downtime): per field, and per thing
 * and part for theirs, the first step's `before` and the last step's `after`; a field that ends
 * where it began is left out. In the order the fields first moved. Players' views compose only
 * what they may read (`playerNetChanges` of each step first).
 */
export function composeNetChanges(steps: readonly (readonly NetChange[])[]): NetChange[] {
  const composed = new Map<string, NetChange>();
  for (const change of steps.flat()) {
    const key = `${change.of ?? ''}\u0000${change.what}\u0000${change.part ?? ''}`;
    const first = composed.get(key);
    const gmOnly = first?.gmOnly === true || change.gmOnly === true ? { gmOnly: true as const } : {};
    composed.set(key, first === undefined ? change : { ...first, after: change.after, ...gmOnly });
  }
  return [...composed.values()].filter((change) => change.before !== change.after);
}
