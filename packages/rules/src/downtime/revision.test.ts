import { describe, expect, it } from 'vitest';
import type { RuleDeps } from '../core/deps';
import { RULES_REVISION, type RulesRevision } from '../core/revision';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { Crew } from '../model/crew';
import { makeCharacter, makeCrew, scripted } from '../testing/factories';
import type { DowntimeEvent } from './events';
import { applyDowntimeEvent } from './reducer';
import { replayDowntime, replayDowntimeSkipping, type StoredDowntimeEvent } from './replay';
import { characterDowntime, initialDowntimeState, type DowntimeState } from './state';

const table = DEFAULT_TABLE_RULES;

/** Basile carries 3 load; the crew holds smuggling once; the watch's arrest is revealed. */
const crew: Crew = makeCrew({
  wanted: 3,
  heat: 7,
  prisonClaims: ['smuggling'],
  pendingEntanglements: [{ id: 'arrest-1', kind: 'arrest', revealed: true, hidden: false }],
  characters: [makeCharacter({ id: 'pc-1', name: 'Arlette' }), makeCharacter({ id: 'pc-2', name: 'Basile', load: 3 })],
});

const handOver: DowntimeEvent = { type: 'entanglement_resolve', id: 'arrest-1', choice: { kind: 'arrest', option: 'hand_over', who: 'Basile', characterId: 'pc-2' } };
const release: DowntimeEvent = { type: 'release', characterId: 'pc-2' };
const edit: DowntimeEvent = { type: 'crew_edit', patch: { name: 'Les Freux' } };

/** Applies the events (no dice), each under its revision (absent: the latest), as the API stores them. */
function played(start: DowntimeState, events: readonly [DowntimeEvent, RulesRevision?][]): { state: DowntimeState; history: StoredDowntimeEvent[] } {
  let state = start;
  const history: StoredDowntimeEvent[] = [];
  for (const [event, revision] of events) {
    const deps: RuleDeps = { ...scripted([]), ...(revision === undefined ? {} : { revision }) };
    const applied = applyDowntimeEvent(state, event, deps);
    if (!applied.ok) throw new Error(`${event.type} refused: ${applied.error.rule} ${applied.error.code}`);
    state = applied.value.state;
    history.push({ event, dice: applied.value.dice, revision: revision ?? RULES_REVISION });
  }
  return { state, history };
}

const basile = (state: DowntimeState) => state.crew.characters.find((c) => c.id === 'pc-2');

describe('I4 through E2: an arrest hand-over jails the PC as the jail step does', () => {
  it('« Vous avez +2 charge pendant l’incarcération, (démarrant à 0 en tant que prisonnier) »: the handed-over PC has the smuggling load, and the release gives back the load they had', () => {
    const { state: jailed } = played(initialDowntimeState(crew), [[handOver]]);
    expect(basile(jailed)).toMatchObject({ status: 'jailed', load: 2, jail: { sentence: 'one_or_two_years' } });
    expect(characterDowntime(jailed, 'pc-2').loadBeforeJail).toBe(3);
    const { state: free } = played(jailed, [[release]]);
    expect(basile(free)).toMatchObject({ status: 'active', load: 3 });
    expect(characterDowntime(free, 'pc-2').loadBeforeJail).toBeNull();

    // The jail step (I2) leaves the same PC, the same load kept for the release.
    const { state: byJail } = played({ ...initialDowntimeState(crew), phase: 'incarceration' }, [[{ type: 'jail', characterId: 'pc-2' }]]);
    expect(basile(byJail)?.load).toBe(basile(jailed)?.load);
    expect(characterDowntime(byJail, 'pc-2').loadBeforeJail).toBe(characterDowntime(jailed, 'pc-2').loadBeforeJail);
  });
});

describe('rules revisions (decision 023): each stored step replays under the revision it was applied under', () => {
  it('a hand-over applied under revision 1 keeps revision 1’s result in every replay: the PC jailed with their load, nothing kept for the release', () => {
    const { state, history } = played(initialDowntimeState(crew), [[handOver, 1], [edit]]);
    expect(basile(state)).toMatchObject({ status: 'jailed', load: 3 });
    expect(characterDowntime(state, 'pc-2').loadBeforeJail).toBeNull();
    expect(replayDowntime(crew, history, table)).toEqual({ ok: true, value: state, reasons: [], rolls: [] });
    expect(replayDowntimeSkipping(crew, history, table)).toEqual({ state, skipped: [] });
    // The revision decides: the same step read under today's revision is today's hand-over.
    const today = replayDowntime(crew, history.map((h) => ({ event: h.event, dice: h.dice })), table);
    expect(today.ok && basile(today.value)?.load).toBe(2);
  });

  it('a later release under today’s revision gives back the load a revision-1 hand-over left', () => {
    const { state, history } = played(initialDowntimeState(crew), [[handOver, 1], [release]]);
    expect(basile(state)).toMatchObject({ status: 'active', load: 3 });
    const replayed = replayDowntime(crew, history, table);
    expect(replayed.ok && replayed.value).toEqual(state);
  });
});
