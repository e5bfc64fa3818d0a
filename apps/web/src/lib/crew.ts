/**
 * The crew sheet as the web app reads it, shared by every feature that shows or changes a crew
 * (crew sheet, downtime, history): its types (the contract's, @temps-mort/contract crew.ts),
 * query keys, fetchers, and the live stream that keeps it current.
 *
 * - `crewKey(id)` = `['crew', id]`: the sheet. After a write, put the answer's sheet in the cache:
 *   `client.setData(crewKey(id), toCrewSheet(answer.sheet))` (every crew write answers
 *   `{ sheet, event }`), or `client.invalidate(crewKey(id))`, which refetches the sheet AND
 *   everything under it (rolls, history…).
 * - `crewRollsKey(id)` = `['crew', id, 'rolls']`: the crew's recent rolls; `crewComplexActionsKey(id)`
 *   its complex actions (./crewComplexActions.ts).
 * - `useCrewSheet(id, token?)`, `useCrewRolls(sheet, token?)`, `useCrewLive(id, token?, wizardId?)`.
 */
import { useCallback } from 'react';
import type { CrewLiveSheet, CrewLiveStep, CrewSheetView, DowntimeView, RollView, WizardLiveNotice } from '@temps-mort/contract';
import type { Crew } from '@temps-mort/rules';
import { call, urlOf } from './api';
import { crewComplexActionsKey, isCrewComplexAction, withComplexAction, type CrewComplexAction } from './crewComplexActions';
import { crewSheetPath, sharedSheetPath } from './earlySheet';
import { wizardKey } from './ledger';
import { useLive, type LiveMessage, type UseLiveResult } from './live';
import { crewProposalsKey, crewRollRequestsKey, withItem } from './players';
import { CACHED_AT_HEADER, keepWhenIdle, readKept } from './offlineCache';
import { useQuery, useQueryClient, type QueryKey, type UseQueryResult } from './query';
import { meKey } from './session';

export type { CharacterDowntimeView, DowntimeView } from '@temps-mort/contract';

/** GET crew.sheet (players: no GM notes, no held or hidden entanglement), plus when it arrived. */
export interface CrewSheet extends CrewSheetView {
  /**
   * When this sheet left the server (ms since epoch): now for a fresh answer or a live event, the
   * time it was cached when the service worker answers offline (`x-tm-cached-at`).
   */
  readonly receivedAt: number;
  /** The seq of the last history step the sheet includes, when known (live events say). */
  readonly seq: number | null;
}

/** A stored roll (GET campaign.rolls): players only ever get open ones. */
export type CrewRoll = RollView;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksLikeCrew(value: unknown): value is Crew {
  return isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' && Array.isArray(value.characters);
}

const NO_DOWNTIME: DowntimeView = {
  phase: 'idle',
  number: 0,
  seasonBonus: false,
  entanglementRolled: false,
  extraEntanglementRolls: 0,
  pendingEntanglementRoll: null,
  characters: {},
  allowedEvents: [],
};

/** The API's sheet JSON → `CrewSheet`. Throws on anything that is not a sheet (a bug to surface). */
export function toCrewSheet(json: unknown, receivedAt: number = Date.now(), seq: number | null = null): CrewSheet {
  if (!isRecord(json) || !looksLikeCrew(json.crew) || typeof json.version !== 'number') {
    throw new TypeError('not a crew sheet');
  }
  const downtime = isRecord(json.downtime) ? ({ ...NO_DOWNTIME, ...json.downtime } as DowntimeView) : NO_DOWNTIME;
  return {
    ...(json as unknown as Omit<CrewSheet, 'receivedAt' | 'seq' | 'downtime'>),
    id: typeof json.id === 'string' ? json.id : json.crew.id,
    campaignId: typeof json.campaignId === 'string' ? json.campaignId : '',
    updatedAt: typeof json.updatedAt === 'string' ? json.updatedAt : '',
    // A sheet kept on the device before the count was sent has none.
    heldEntanglements: typeof json.heldEntanglements === 'number' ? json.heldEntanglements : 0,
    // A sheet kept on the device before clocks were the crew's own has none.
    clocks: Array.isArray(json.clocks) ? (json.clocks as CrewSheet['clocks']) : [],
    downtime,
    receivedAt,
    seq,
  };
}

export const crewKey = (crewId: string): QueryKey => ['crew', crewId];
export const crewRollsKey = (crewId: string): QueryKey => ['crew', crewId, 'rolls'];

function cachedAt(response: Response): number | null {
  const value = Number(response.headers.get(CACHED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export { crewSheetPath, sharedSheetPath };

export async function fetchCrewSheet(crewId: string, token: string | null, signal?: AbortSignal): Promise<CrewSheet> {
  let fromCache: number | null = null;
  const json = await call('crew.sheet', { params: { crewId } }, { token, signal, onResponse: (response) => (fromCache = cachedAt(response)) });
  // A sheet the service worker kept may be older than today's shape: `toCrewSheet` fills it in.
  const sheet = toCrewSheet(json, fromCache ?? Date.now());
  if (fromCache === null) keepWhenIdle(crewSheetPath(crewId), json, 'sheet');
  return sheet;
}

/** `staleTime`: a sheet younger than this is not refetched on mount (a live page keeps it current). */
export function useCrewSheet(crewId: string | null, token: string | null = null, staleTime = 0): UseQueryResult<CrewSheet> {
  return useQuery(crewKey(crewId ?? ''), (signal) => fetchCrewSheet(crewId ?? '', token, signal), { enabled: crewId !== null, staleTime });
}

/** The sheet kept on this device for offline use (its `receivedAt`: when it was kept), or null. */
export async function keptCrewSheet(crewId: string): Promise<CrewSheet | null> {
  const kept = await readKept(crewSheetPath(crewId));
  if (!kept) return null;
  try {
    const sheet = toCrewSheet(kept.body, kept.cachedAt);
    return sheet.id === crewId && kept.cachedAt > 0 ? sheet : null;
  } catch {
    return null;
  }
}

/** GET crew.linkSheet: the sheet a player link opens, without knowing its crew (a first visit). */
export const sharedCrewKey = (token: string): QueryKey => ['share', token];

export async function fetchSharedSheet(token: string, signal?: AbortSignal): Promise<CrewSheet> {
  const json = await call('crew.linkSheet', {}, { token, signal });
  const sheet = toCrewSheet(json);
  keepWhenIdle(crewSheetPath(sheet.id), json, 'sheet');
  return sheet;
}

/** How many recent rolls the sheet shows. */
export const RECENT_ROLLS = 10;

/** campaign.rolls of the crew: twice as many as shown, since a GM's list has hidden ones too. */
const crewRollsInput = (campaignId: string, crewId: string) => ({ params: { campaignId }, query: { crewId, limit: RECENT_ROLLS * 2 } });

/** The URL of the crew's recent rolls: what is kept offline and drawn into a player's page is keyed by it. */
export function crewRollsPath(campaignId: string, crewId: string): string {
  return urlOf('campaign.rolls', crewRollsInput(campaignId, crewId));
}

export async function fetchCrewRolls(campaignId: string, crewId: string, token: string | null, signal?: AbortSignal): Promise<CrewRoll[]> {
  let fromCache = false;
  const rolls = await call('campaign.rolls', crewRollsInput(campaignId, crewId), { token, signal, onResponse: (response) => (fromCache = cachedAt(response) !== null) });
  if (!fromCache) keepWhenIdle(crewRollsPath(campaignId, crewId), rolls, 'rolls');
  return recentOpenRolls(rolls);
}

/** What the sheet shows of the API's list: a GM gets hidden rolls too, the sheet only the open ones, as the players see them. */
export function recentOpenRolls(rolls: readonly CrewRoll[]): CrewRoll[] {
  return rolls.filter((r) => !r.hidden).slice(0, RECENT_ROLLS);
}

/** The crew's recent open rolls, newest first (refetched by the live stream after each step). */
export function useCrewRolls(sheet: CrewSheet | undefined, token: string | null = null, staleTime = 0): UseQueryResult<CrewRoll[]> {
  const crewId = sheet?.id ?? '';
  const campaignId = sheet?.campaignId ?? '';
  return useQuery(crewRollsKey(crewId), (signal) => fetchCrewRolls(campaignId, crewId, token, signal), {
    enabled: crewId !== '' && campaignId !== '',
    staleTime,
  });
}

/** The crew's live stream (a player's token in its URL: an EventSource sends no header). */
export function crewStreamUrl(crewId: string, token: string | null): string {
  return urlOf('crew.stream', { params: { crewId } }, token);
}

/**
 * The API's stream events: `sheet` (on connect: `{ seq, sheet }`), `crew` (a step:
 * `{ seq, type, reasons, sheet }`), `roll` (an open roll made at the table, the roll itself; no id),
 * `complex_action` (a tracker of the crew, created, rolled or undone: the tracker itself),
 * `wizard` (the history of the wizard a player link follows moved — an entry, an edit, an undo, a
 * deletion: `{ wizardId }`; no id), `proposal` and `roll_request` (one made or decided: the proposal
 * or the request itself; no id), `players` (what the campaign lets players do changed: the link's
 * `auth.me` is asked again; no id), `deleted` (the crew is gone), `revoked` (the player link the
 * stream was opened with was revoked). The last two end the stream; the sheet is then fetched
 * again, whose refusal says why.
 */
export const CREW_STREAM_EVENTS = ['sheet', 'crew', 'roll', 'complex_action', 'wizard', 'proposal', 'roll_request', 'players', 'deleted', 'revoked'] as const;

/**
 * Keeps the cached sheet live: each event replaces it with the sheet it carries (`{ seq, sheet }`)
 * and, for a step, refetches the recent rolls; a `roll` event puts the roll on top of the recent
 * ones; a `wizard` event refetches that wizard's ledger (lib/ledger.ts); a stream that reopened
 * after failing, or an event without a sheet, refetches everything of the crew (and the ledger of
 * `wizardId`, the wizard a player link follows).
 */
export function useCrewLive(crewId: string | null, token: string | null = null, wizardId: string | null = null): UseLiveResult {
  const client = useQueryClient();
  const onMessage = useCallback(
    (message: LiveMessage) => {
      if (crewId === null) return;
      // The server sends each event's data as the contract says (crewHistory.ts): none is parsed here.
      const data = isRecord(message.data) ? message.data : null;
      if (message.type === 'wizard') {
        const id = (data as WizardLiveNotice | null)?.wizardId ?? wizardId;
        if (id !== null) void client.invalidate(wizardKey(id));
        return;
      }
      if (message.type === 'complex_action') {
        const key = crewComplexActionsKey(crewId);
        if (isCrewComplexAction(data) && client.getData(key) !== undefined) client.setData<CrewComplexAction[]>(key, (old = []) => withComplexAction(old, data));
        else void client.invalidate(key);
        return;
      }
      if (message.type === 'players') {
        void client.invalidate(meKey(token));
        return;
      }
      if (message.type === 'proposal' || message.type === 'roll_request') {
        // The one that changed, in its place in the list shown (a list not asked for yet is left alone).
        const key = message.type === 'proposal' ? crewProposalsKey(crewId) : crewRollRequestsKey(crewId);
        if (data !== null && typeof data.id === 'string' && client.getData(key) !== undefined) {
          client.setData<{ readonly id: string }[]>(key, (old = []) => withItem(old, data as { readonly id: string }));
        } else void client.invalidate(key);
        return;
      }
      if (message.type === 'roll') {
        const roll = data as RollView | null;
        if (roll === null || roll.hidden) return;
        const key = crewRollsKey(crewId);
        if (client.getData(key) === undefined) {
          void client.invalidate(key);
          return;
        }
        // A roll already listed changed in place (an undo marks it undone); a new one goes first.
        client.setData<CrewRoll[]>(key, (old = []) =>
          old.some((r) => r.id === roll.id) ? old.map((r) => (r.id === roll.id ? roll : r)) : [roll, ...old].slice(0, RECENT_ROLLS),
        );
        const campaignId = client.getData<CrewSheet>(crewKey(crewId))?.campaignId;
        if (campaignId) keepWhenIdle(crewRollsPath(campaignId, crewId), client.getData(key), 'rolls');
        return;
      }
      // `sheet` and `crew` carry the sheet (`deleted` and `revoked` none: the sheet is asked again).
      const live = message.type !== 'deleted' ? (data as Partial<CrewLiveSheet | CrewLiveStep> | null) : null;
      if (live !== null && isRecord(live.sheet)) {
        // The stream's first word is the sheet: the one on screen already (a page the server drew)
        // is not set again, which would redraw the whole sheet on a phone for nothing.
        const shown = client.getData<CrewSheet>(crewKey(crewId));
        if (message.type === 'sheet' && shown !== undefined && shown.version === live.sheet.version) return;
        try {
          client.setData(crewKey(crewId), toCrewSheet(live.sheet, Date.now(), typeof live.seq === 'number' ? live.seq : null));
          keepWhenIdle(crewSheetPath(crewId), live.sheet, 'sheet');
          if (message.type === 'crew') void client.invalidate(crewRollsKey(crewId));
          return;
        } catch {
          // Not a sheet after all: refetch below.
        }
      }
      void client.invalidate(crewKey(crewId));
    },
    [client, crewId, wizardId, token],
  );
  const onReconnect = useCallback(() => {
    if (crewId === null) return;
    void client.invalidate(crewKey(crewId));
    void client.invalidate(crewComplexActionsKey(crewId));
    void client.invalidate(crewProposalsKey(crewId));
    void client.invalidate(crewRollRequestsKey(crewId));
    if (wizardId !== null) void client.invalidate(wizardKey(wizardId));
  }, [client, crewId, wizardId]);
  return useLive(crewId === null ? null : crewStreamUrl(crewId, token), onMessage, {
    onReconnect,
    events: CREW_STREAM_EVENTS,
    resumeParam: 'lastEventId',
  });
}

/** Names for the ids reasons carry (characters, factions, cohorts, projects), for `ReasonList`'s `names`. */
export { namesFromCrew } from '@temps-mort/i18n/names';
