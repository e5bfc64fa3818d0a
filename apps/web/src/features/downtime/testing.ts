/**
 * A fake API for the walkthrough's component tests: a crew sheet at any phase, the campaign's table
 * rules, the recent history, and whatever the steps answer (a new sheet, a 409, a 422…). Every call
 * is recorded with its method and JSON body.
 */
import { vi } from 'vitest';
import { makeCharacter, makeCrew } from '@temps-mort/rules/testing';
import type { DowntimeChangesAnswer, ProposalIntent, ProposalView } from '@temps-mort/contract';
import type { Crew, DowntimePhase, DowntimeEventType } from '@temps-mort/rules';
import { setFetch, urlOf } from '../../lib/api';
import { FakeEventSource } from '../../test/fakeEventSource';
import type { CharacterDowntimeView } from '../../lib/crew';
import type { StepEvent } from './api';
import { json } from '../../test/fakeApi';
import { historyEvent as stepEvent } from '../../test/history';

export { json };

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, unknown> | undefined;
}

export type Handler = (call: Call) => Response | Promise<Response>;


export function view(overrides: Partial<CharacterDowntimeView> = {}): CharacterDowntimeView {
  return { used: 0, allowance: 2, remaining: 2, trained: [], freePlay: 0, freePlayLimit: 3, pendingAsset: null, pendingOverindulgence: null, loadBeforeJail: null, ...overrides };
}

export function sheetJson(options: {
  phase: DowntimePhase;
  crew?: Partial<Crew>;
  version?: number;
  characters?: Record<string, CharacterDowntimeView>;
  allowedEvents?: DowntimeEventType[];
  extraEntanglementRolls?: number;
  /** E1: dice rolled with `pick: 'after_roll'`, waiting for the GM's pick. */
  pendingEntanglementRoll?: unknown;
}) {
  const crew = makeCrew({
    tier: 1,
    characters: [
      makeCharacter({ id: 'pc-1', name: 'Arlette' }),
      makeCharacter({ id: 'pc-2', name: 'Basile', healing: { id: 'h2', name: 'healing', segments: 4, filled: 0 } }),
    ],
    ...options.crew,
  });
  return {
    id: 'crew-1',
    campaignId: 'camp-1',
    version: options.version ?? 12,
    crew,
    downtime: {
      phase: options.phase,
      number: 1,
      seasonBonus: false,
      entanglementRolled: false,
      extraEntanglementRolls: options.extraEntanglementRolls ?? 0,
      pendingEntanglementRoll: options.pendingEntanglementRoll ?? null,
      characters: options.characters ?? Object.fromEntries(crew.characters.map((c) => [c.id, view()])),
      allowedEvents: options.allowedEvents ?? [],
    },
    updatedAt: '2025-11-30T10:05:00.000Z',
  };
}

/** A step of the history (test/history.ts). */
export { stepEvent };

/** A player's proposal as the API lists it (issue 36): waiting for the GM unless told. */
export function proposal(id: string, characterId: string, intent: ProposalIntent, overrides: Partial<ProposalView> = {}): ProposalView {
  return {
    id,
    crewId: 'crew-1',
    characterId,
    intent,
    status: 'pending',
    approved: null,
    reason: null,
    stepSeq: null,
    createdAt: '2025-11-30T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/**
 * Serves the sheet, the campaign, the history, the downtime's net changes (`changes`) and the
 * crew's proposals (`proposals`, none unless given); `steps` answers the writes by path
 * (`/api/crews/crew-1/downtime/heat`, `/api/crews/crew-1/undo`, `/api/proposals/pr-1/approve`…).
 * Returns the recorded calls.
 */
export function fakeApi(options: { sheet: unknown; history?: StepEvent[]; changes?: DowntimeChangesAnswer; proposals?: ProposalView[]; steps?: Record<string, Handler> }): Call[] {
  const calls: Call[] = [];
  let sheet = options.sheet;
  let history = options.history ?? [stepEvent(1, 'crew_created')];
  vi.stubGlobal('EventSource', FakeEventSource);
  setFetch(async (input, init) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const call = { method, path, body };
    calls.push(call);
    if (method === 'GET') {
      const crew = { params: { crewId: 'crew-1' } };
      if (path === urlOf('crew.sheet', crew)) return json(sheet);
      if (path === urlOf('campaign.current', {})) return json({ id: 'camp-1', name: 'Ma campagne', version: 1, tableRules: {} });
      if (path === urlOf('crew.history', crew)) return json({ events: history });
      if (path === urlOf('downtime.changes', crew)) return json(options.changes ?? { downtime: 1, changes: [] });
      if (path === urlOf('crew.proposals', crew)) return json(options.proposals ?? []);
    }
    const handler = options.steps?.[path];
    if (!handler) return json({ error: 'not_found', resource: 'route' }, 404);
    const response = await handler(call);
    if (response.ok) {
      // An approved proposal answers its step beside the proposal.
      const body = (await response.clone().json()) as { sheet?: unknown; event?: StepEvent; step?: { sheet: unknown; event: StepEvent } };
      const answer = body.step ?? body;
      if (answer.sheet) sheet = answer.sheet;
      if (answer.event) {
        // As the server does: an undo marks the step it reverted.
        const undone = answer.event.type === 'undo' ? answer.event.detail.undone : undefined;
        history = [answer.event, ...history.map((e) => (e.seq === undone ? { ...e, undone: true, undoneBy: answer.event?.seq ?? null } : e))];
      }
    }
    return response;
  });
  return calls;
}

export function resetFakeApi(): void {
  vi.unstubAllGlobals();
  setFetch((...args) => globalThis.fetch(...args));
  FakeEventSource.instances = [];
}
