/**
 * What a step changed, in numbers a table reads at a glance ("coin 3 → 5", "markers 2 → 4"): the
 * fields of an aggregate's state that moved between before and after the step, each named by a
 * field of `NET_CHANGE_FIELDS` and, for a character's, the character's id. Lists are counted
 * (claims, harm, the warband). The campaign's history shows them with each step's reasons; a
 * downtime's recap is its steps' composed (`composeNetChanges`).
 */
import type { ComplexAction } from '../d100/complex';
import type { Character } from './character';
import type { Crew } from './crew';
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
  // A character's.
  'status',
  'characterCoin',
  'load',
  'harm',
  'trauma',
  'destiny',
  'healing',
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
  /** The character (or warband member) it is about; null for the aggregate's own. */
  readonly of: string | null;
  readonly before: NetChangeValue;
  readonly after: NetChangeValue;
}

type Fields<T> = readonly (readonly [NetChangeField, (value: T) => NetChangeValue])[];

function changesOf<T>(fields: Fields<T>, before: T, after: T, of: string | null = null): NetChange[] {
  return fields.flatMap(([what, read]) => {
    const was = read(before);
    const now = read(after);
    return was === now ? [] : [{ what, of, before: was, after: now }];
  });
}

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
];

const CHARACTER_FIELDS: Fields<Character> = [
  ['status', (c) => c.status],
  ['characterCoin', (c) => c.coin],
  ['load', (c) => c.load],
  ['harm', (c) => c.harm.length],
  ['trauma', (c) => c.trauma.length],
  ['destiny', (c) => c.destiny],
  ['healing', (c) => c.healing.filled],
];

/** Each member's changes, for the members that stayed in the list (one that joins or leaves counts in the list's own field). */
function memberChanges<T extends { readonly id: string }>(fields: Fields<T>, before: readonly T[], after: readonly T[]): NetChange[] {
  const was = new Map(before.map((m) => [m.id, m]));
  return after.flatMap((m) => {
    const old = was.get(m.id);
    return old === undefined ? [] : changesOf(fields, old, m, m.id);
  });
}

/** A crew's net changes, then each character's that stayed in it (one that joins or leaves counts in `characters`). */
export function crewNetChanges(before: Crew, after: Crew): NetChange[] {
  return [...changesOf(CREW_FIELDS, before, after), ...memberChanges(CHARACTER_FIELDS, before.characters, after.characters)];
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
  return before === null ? [] : [...changesOf(WIZARD_FIELDS, before, after), ...memberChanges(MEMBER_FIELDS, before.warband, after.warband)];
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
 * The net changes of consecutive steps taken as one (a whole downtime): per field, and per character
 * for a character's, the first step's `before` and the last step's `after`; a field that ends where
 * it began is left out. In the order the fields first moved.
 */
export function composeNetChanges(steps: readonly (readonly NetChange[])[]): NetChange[] {
  const composed = new Map<string, NetChange>();
  for (const change of steps.flat()) {
    const key = `${change.of ?? ''}\u0000${change.what}`;
    const first = composed.get(key);
    composed.set(key, first === undefined ? change : { ...first, after: change.after });
  }
  return [...composed.values()].filter((change) => change.before !== change.after);
}
