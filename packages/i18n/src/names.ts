/**
 * Name lookups: what turns the ids a reason carries (`character: 'pc-1'`) into names. Its own small
 * module so that the players' crew sheet (and the Frostgrave ledger it may follow) can name things
 * without loading the reasons catalog.
 */
import type { Cohort, Character, Faction, Wizard } from '@temps-mort/rules';
import { term } from './glossary';
import type { Lang } from './lang';

/** Turns the ids a reason carries (`character: 'pc-1'`) into names; anything unknown stays as the id. */
export interface NameLookup {
  readonly character?: (id: string) => string | undefined;
  readonly faction?: (id: string) => string | undefined;
  readonly cohort?: (id: string) => string | undefined;
  readonly project?: (id: string) => string | undefined;
  /** K1 clocks of the crew, its factions and its characters (a project is found by `project` too). */
  readonly clock?: (id: string) => string | undefined;
  /** Frostgrave warband members and hired muscle. */
  readonly member?: (id: string) => string | undefined;
}

/**
 * Names of a crew's characters, factions, cohorts and long-term projects, and of the clocks given
 * (the GM's crew holds them all; a player's sheet gives those it shows).
 */
export function namesFromCrew(crew: {
  readonly characters: readonly Pick<Character, 'id' | 'name' | 'projects'>[];
  readonly factions: readonly Pick<Faction, 'id' | 'name'>[];
  readonly cohorts: readonly Pick<Cohort, 'id' | 'name'>[];
  readonly clocks?: readonly { readonly id: string; readonly name: string }[];
}): NameLookup {
  const characters = new Map(crew.characters.map((c) => [c.id, c.name]));
  const factions = new Map(crew.factions.map((f) => [f.id, f.name]));
  const cohorts = new Map(crew.cohorts.map((c) => [c.id, c.name]));
  const projects = new Map(crew.characters.flatMap((c) => c.projects.map((p) => [p.id, p.name] as const)));
  const clocks = new Map((crew.clocks ?? []).map((c) => [c.id, c.name]));
  return {
    character: (id) => characters.get(id),
    faction: (id) => factions.get(id),
    cohort: (id) => cohorts.get(id),
    project: (id) => projects.get(id),
    clock: (id) => clocks.get(id),
  };
}

/** Names of a wizard's warband members (and hired muscle, by kind). */
export function namesFromWizard(wizard: Pick<Wizard, 'id' | 'name' | 'warband' | 'hiredMuscle'>, lang: Lang): NameLookup {
  const members = new Map<string, string>([[wizard.id, wizard.name]]);
  for (const m of wizard.warband) members.set(m.id, m.name);
  for (const h of wizard.hiredMuscle) if (!members.has(h.id)) members.set(h.id, term('hiredMuscle', h.kind, lang));
  return { member: (id) => members.get(id) };
}
