import { reason } from '../core/reason';
import { ok, refuse } from '../core/outcome';
import type { Crew } from '../model/crew';
import type { Character } from '../model/character';
import { removeCrewAsset } from '../activities/keptAssets';
import { withoutFactionClocks } from './clocks';
import type { Handler } from './reducer';
import type { DowntimeState } from './state';

/**
 * The GM's own edits of the sheet (creating the crew, changing a field, adding or removing a
 * faction, a character or a cohort; an acquired asset used up, lapsed or lost). They are events like the rules' steps, so the crew's whole
 * history replays from its creation. D7: everything that changes the sheet is recorded.
 */

function withCrew(state: DowntimeState, crew: Crew): DowntimeState {
  return { ...state, crew };
}

/** Adds an item, or replaces the one with the same id. */
function save<T extends { readonly id: string }>(list: readonly T[], item: T): { list: T[]; added: boolean } {
  const added = !list.some((x) => x.id === item.id);
  return { list: added ? [...list, item] : list.map((x) => (x.id === item.id ? item : x)), added };
}

function removeFrom<T extends { readonly id: string }>(list: readonly T[], id: string): T[] | null {
  return list.some((x) => x.id === id) ? list.filter((x) => x.id !== id) : null;
}

const crewCreated: Handler<'crew_created'> = (state, event) => {
  if (state.events > 0) return refuse('D7', 'already_created', { crew: state.crew.id });
  return ok({ state: withCrew(state, event.crew), detail: { crew: event.crew.id } }, [reason('D7', 'crew_created', { name: event.crew.name })]);
};

const crewEdit: Handler<'crew_edit'> = (state, event) => {
  const fields = Object.keys(event.patch);
  return ok({ state: withCrew(state, { ...state.crew, ...event.patch }), detail: { fields } }, [
    reason('D7', 'crew_edited', { fields: fields.join(',') }),
  ]);
};

const factionSave: Handler<'faction_save'> = (state, event) => {
  const { list, added } = save(state.crew.factions, event.faction);
  return ok({ state: withCrew(state, { ...state.crew, factions: list }), detail: { id: event.faction.id, added } }, [
    reason('D7', added ? 'faction_added' : 'faction_edited', { name: event.faction.name, tier: event.faction.tier, status: event.faction.status }),
  ]);
};

const factionRemove: Handler<'faction_remove'> = (state, event) => {
  const list = removeFrom(state.crew.factions, event.id);
  if (!list) return refuse('D7', 'unknown_faction', { faction: event.id });
  // K1: its clocks go with it.
  const { crew, removed } = withoutFactionClocks({ ...state.crew, factions: list }, event.id);
  const reasons = [reason('D7', 'faction_removed', { faction: event.id })];
  if (removed.length > 0) reasons.push(reason('K1', 'faction_clocks_removed', { faction: event.id }));
  return ok({ state: withCrew(state, crew), detail: { id: event.id, ...(removed.length > 0 ? { clocks: removed } : {}) } }, reasons);
};

/** Only a PC in jail has a sentence: a GM's edit that takes them out of jail ends it too. */
function stayEnded(character: Character): Character {
  if (character.status === 'jailed' || character.jail === undefined) return character;
  const { jail: _ended, ...rest } = character;
  return rest;
}

const characterSave: Handler<'character_save'> = (state, event) => {
  const { list, added } = save(state.crew.characters, stayEnded(event.character));
  return ok({ state: withCrew(state, { ...state.crew, characters: list }), detail: { id: event.character.id, added } }, [
    reason('D7', added ? 'character_added' : 'character_edited', { name: event.character.name, cause: event.cause ?? null }),
  ]);
};

const characterRemove: Handler<'character_remove'> = (state, event) => {
  const list = removeFrom(state.crew.characters, event.id);
  if (!list) return refuse('D7', 'unknown_character', { character: event.id });
  const { [event.id]: _gone, ...characters } = state.characters;
  return ok({ state: { ...withCrew(state, { ...state.crew, characters: list }), characters }, detail: { id: event.id } }, [
    reason('D7', 'character_removed', { character: event.id }),
  ]);
};

/**
 * A player's own texts of their character: the texts named, nothing else. A purveyor needs a vice
 * (V1: the vice is the GM's and the sheet's, its purveyor the player's words).
 */
const characterTexts: Handler<'character_texts'> = (state, event) => {
  const character = state.crew.characters.find((c) => c.id === event.characterId);
  if (!character) return refuse('D7', 'unknown_character', { character: event.characterId });
  const { look, notes, purveyor, comfort, fear } = event.texts;
  if (purveyor !== undefined && character.vice === null) return refuse('V1', 'no_vice', { character: character.id });
  const next: Character = {
    ...character,
    ...(look === undefined ? {} : { look }),
    ...(notes === undefined ? {} : { notes }),
    ...(purveyor === undefined || character.vice === null ? {} : { vice: { ...character.vice, purveyor } }),
    ...(comfort === undefined ? {} : { comfort: comfort === null ? null : { name: comfort, lost: character.comfort?.name === comfort ? character.comfort.lost : false } }),
    ...(fear === undefined ? {} : { fear }),
  };
  // The texts named (a key present but undefined names nothing).
  const fields = Object.entries(event.texts).flatMap(([field, text]) => (text === undefined ? [] : [field]));
  return ok({ state: withCrew(state, { ...state.crew, characters: state.crew.characters.map((c) => (c.id === character.id ? next : c)) }), detail: { id: character.id, fields } }, [
    reason('D7', 'character_texts_edited', { name: character.name, fields: fields.join(',') }),
  ]);
};

const cohortSave: Handler<'cohort_save'> = (state, event) => {
  const { list, added } = save(state.crew.cohorts, event.cohort);
  return ok({ state: withCrew(state, { ...state.crew, cohorts: list }), detail: { id: event.cohort.id, added } }, [
    reason('D7', added ? 'cohort_added' : 'cohort_edited', { name: event.cohort.name, quality: event.cohort.quality }),
  ]);
};

const cohortRemove: Handler<'cohort_remove'> = (state, event) => {
  const list = removeFrom(state.crew.cohorts, event.id);
  if (!list) return refuse('D7', 'unknown_cohort', { cohort: event.id });
  return ok({ state: withCrew(state, { ...state.crew, cohorts: list }), detail: { id: event.id } }, [reason('D7', 'cohort_removed', { cohort: event.id })]);
};

/** A4: the asset was used in earnest, lapsed after a quiet week, or was lost. */
const assetRemove: Handler<'asset_remove'> = (state, event) => {
  const removed = removeCrewAsset(state.crew, event.id, event.cause);
  if (!removed.ok) return removed;
  const { asset } = removed.value;
  return ok({ state: withCrew(state, removed.value.crew), detail: { id: asset.id, asset, cause: event.cause } }, removed.reasons);
};

export const SHEET_HANDLERS = {
  crew_created: crewCreated,
  crew_edit: crewEdit,
  faction_save: factionSave,
  faction_remove: factionRemove,
  character_save: characterSave,
  character_remove: characterRemove,
  character_texts: characterTexts,
  cohort_save: cohortSave,
  cohort_remove: cohortRemove,
  asset_remove: assetRemove,
} as const;
