/**
 * The history's filter: every step type in one group of the downtime's order. The map is typed
 * against the rules' `DowntimeEventType`, so a new step type does not compile until it has a group.
 */
import type { DowntimeEventType } from '@temps-mort/rules';
import type { UiKey } from '../../lib/i18nGm';

export const STEP_GROUPS = ['flow', 'payoff', 'heat', 'incarceration', 'entanglement', 'activities', 'freePlay', 'sheet', 'clocks', 'undo'] as const;
export type StepGroup = (typeof STEP_GROUPS)[number];

export const GROUP_OF: { readonly [T in DowntimeEventType | 'undo' | 'redo']: StepGroup } = {
  start: 'flow',
  advance: 'flow',
  payoff: 'payoff',
  heat: 'heat',
  conflict_heat: 'heat',
  jail: 'incarceration',
  incarceration_roll: 'incarceration',
  incarceration_gains: 'incarceration',
  release: 'incarceration',
  entanglement_roll: 'entanglement',
  entanglement_pick: 'entanglement',
  entanglement_reveal: 'entanglement',
  entanglement_resolve: 'entanglement',
  activity: 'activities',
  asset_settle: 'activities',
  overindulgence: 'activities',
  sink_into_vice: 'activities',
  return_from_lost: 'activities',
  new_purveyor: 'activities',
  project_create: 'activities',
  free_play: 'freePlay',
  raise_tier: 'freePlay',
  crew_created: 'sheet',
  crew_edit: 'sheet',
  faction_save: 'sheet',
  faction_remove: 'sheet',
  character_save: 'sheet',
  character_remove: 'sheet',
  character_texts: 'sheet',
  cohort_save: 'sheet',
  cohort_remove: 'sheet',
  asset_remove: 'sheet',
  clock_save: 'clocks',
  clock_remove: 'clocks',
  clock_tick: 'clocks',
  clock_roll: 'clocks',
  undo: 'undo',
  redo: 'undo',
};

export const GROUP_LABEL: { readonly [G in StepGroup]: UiKey } = {
  flow: 'history.group.flow',
  payoff: 'history.group.payoff',
  heat: 'history.group.heat',
  incarceration: 'history.group.incarceration',
  entanglement: 'history.group.entanglement',
  activities: 'history.group.activities',
  freePlay: 'history.group.freePlay',
  sheet: 'history.group.sheet',
  clocks: 'history.group.clocks',
  undo: 'history.group.undo',
};

export function isStepGroup(value: string): value is StepGroup {
  return (STEP_GROUPS as readonly string[]).includes(value);
}

/** The event types of the chosen groups, for the API's `type=` (none chosen: every type). */
export function typesOf(groups: readonly StepGroup[]): string[] {
  if (groups.length === 0) return [];
  return Object.entries(GROUP_OF)
    .filter(([, group]) => groups.includes(group))
    .map(([type]) => type)
    .sort();
}

export interface HistoryFilter {
  /** No group: every type. */
  readonly groups: readonly StepGroup[];
  readonly rollsOnly: boolean;
}

export const NO_FILTER: HistoryFilter = { groups: [], rollsOnly: false };

/** Whether a step shows under the filter (types the API does not know fall in no group). */
export function matches(filter: HistoryFilter, event: { readonly type: string; readonly rolls: readonly unknown[]; readonly dice: readonly unknown[] }): boolean {
  if (filter.rollsOnly && event.rolls.length === 0 && event.dice.length === 0) return false;
  if (filter.groups.length === 0) return true;
  const group = (GROUP_OF as Readonly<Record<string, StepGroup>>)[event.type];
  return group !== undefined && filter.groups.includes(group);
}

/** `?types=payoff,heat&rolls=1` ⇄ the filter, so a reload or a shared address keeps it. */
export function filterFromSearch(search: string): HistoryFilter {
  const params = new URLSearchParams(search);
  const groups = (params.get('types') ?? '')
    .split(',')
    .filter(isStepGroup)
    .filter((g, i, all) => all.indexOf(g) === i);
  return { groups: STEP_GROUPS.filter((g) => groups.includes(g)), rollsOnly: params.get('rolls') === '1' };
}

export function searchOfFilter(filter: HistoryFilter): string {
  const params = new URLSearchParams();
  if (filter.groups.length > 0) params.set('types', filter.groups.join(','));
  if (filter.rollsOnly) params.set('rolls', '1');
  const text = params.toString().replace(/%2C/g, ',');
  return text === '' ? '' : `?${text}`;
}
