/**
 * The crew's player view on its own (issue 34, "redaction by construction"): random crews with
 * GM-only clocks (raced, required or unlocked by open ones and by projects), factions with parts
 * kept back, the GM's notes and held entanglements; every builder of what a player reads — the
 * sheet, a live step, a step of the history as the rules write them — names none of them.
 * routes/api/history/player-redaction.test.ts plays the same through the routes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialDowntimeState, reason, tableRulesFrom, type Crew, type CrewClock, type DowntimeState, type Reason } from '@temps-mort/rules';
import { makeCharacter, makeCrew, makeFaction } from '@temps-mort/rules/testing';
import type { CrewEventView } from './history';
import { eventForPlayer, liveForPlayer, playerKnowledge, sheetForPlayer } from './playerView';
import { crewSheet, type CrewSheet } from './sheet';

function sheetOf(crew: Crew, notes: { gmNotes?: string; characterNotes?: Record<string, string> } = {}, state: Partial<DowntimeState> = {}): CrewSheet {
  return crewSheet({
    state: { ...initialDowntimeState(crew), ...state },
    campaignId: 'campaign-1',
    version: 3,
    gmNotes: notes.gmNotes ?? '',
    characterNotes: notes.characterNotes ?? {},
    table: tableRulesFrom({}),
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
}

function step(type: string, fields: Partial<CrewEventView>): CrewEventView {
  return { seq: 7, type, payload: { type }, dice: [], detail: {}, reasons: [], hidden: false, undone: false, undoneBy: null, undoes: null, rolls: [], createdAt: '2026-01-01T00:00:00.000Z', ...fields };
}

/** A crew with GM-only things, each named by a distinctive string (`secrets`), and the open clocks linked to them. */
const crewArb = fc
  .record({
    gmClocks: fc.integer({ min: 1, max: 3 }),
    openClocks: fc.integer({ min: 1, max: 3 }),
    races: fc.boolean(),
    projectRequires: fc.boolean(),
    revealed: fc.subarray(['goal', 'notes', 'assets'] as const),
    heldEntanglement: fc.boolean(),
    tag: fc.string({ unit: fc.constantFrom(...'abcdefghjkmnpqrstuvwxyz23456789'), minLength: 6, maxLength: 6 }),
  })
  .map(({ gmClocks, openClocks, races, projectRequires, revealed, heldEntanglement, tag }) => {
    const secrets: string[] = [];
    const secret = (what: string) => {
      const text = `GM-${what}-${tag}-${secrets.length}`;
      secrets.push(text);
      return text;
    };
    const clock = (id: string, name: string, visibility: CrewClock['visibility'], onFill: string, links: Partial<CrewClock> = {}): CrewClock => ({
      id,
      name,
      owner: { kind: 'crew', id: 'crew-1' },
      segments: 6,
      filled: 2,
      visibility,
      onFill,
      requires: null,
      unlocks: [],
      racesAgainst: null,
      ...links,
    });
    const hidden = Array.from({ length: gmClocks }, () => clock(secret('clock-id'), secret('clock'), 'gm_only', secret('fill')));
    const nameOnly = clock(`name-only-${tag}`, `Prendre les Docks ${tag}`, 'name_only', secret('name-only-fill'));
    const open = Array.from({ length: openClocks }, (_, i) =>
      clock(`open-${i}-${tag}`, `Fuir ${i}`, 'open', 'On part', { ...(races && i === 0 ? { racesAgainst: hidden[0]?.id ?? null } : {}), unlocks: hidden.slice(1).map((c) => c.id) }),
    );
    const parts = { goal: secret('goal'), notes: secret('faction-notes'), assets: [secret('asset')] };
    for (const field of revealed) secrets.splice(secrets.indexOf(field === 'assets' ? (parts.assets[0] ?? '') : parts[field]), 1);
    const held = heldEntanglement ? secret('held') : null;
    const crew = makeCrew({
      factions: [makeFaction({ id: 'f-1', ...parts, revealed })],
      characters: [
        makeCharacter({ id: 'pc-1', projects: [{ id: `p-${tag}`, name: 'Le plan', segments: 4, filled: 0, requires: projectRequires ? (hidden[0]?.id ?? null) : null }] }),
      ],
      pendingEntanglements: held === null ? [] : [{ id: held, kind: 'demonic_notice', revealed: false, hidden: true }],
      clocks: [...hidden, nameOnly, ...open],
    });
    const notes = { gmNotes: secret('crew-notes'), characterNotes: { 'pc-1': secret('pc-notes') } };
    return { crew, notes, secrets, hidden, open };
  });

describe('the crew’s player view (property)', () => {
  it('no sheet, live step or step of the history a player reads names a GM-only thing', () => {
    fc.assert(
      fc.property(crewArb, ({ crew, notes, secrets, hidden, open }) => {
        const sheet = sheetOf(crew, notes);
        const knowledge = playerKnowledge(sheet);
        const gmId = hidden[0]?.id ?? '';
        const openId = open[0]?.id ?? '';
        // Steps as the rules write them when they are not hidden: a tick of an open clock racing
        // the GM-only one, a faction leaving with its clocks, net changes, the crew as created and edited.
        const why: Reason[] = [reason('K2', 'hand_ticked', { clock: openId, from: 0, delta: 1, to: 1, segments: 6 })];
        const steps = [
          step('clock_tick', { detail: { clock: openId, from: 0, to: 1, race: { rival: gmId, winner: null, decidedNow: false }, unlocked: hidden.map((c) => c.id) }, reasons: why }),
          step('faction_remove', { payload: { type: 'faction_remove', id: 'f-1' }, detail: { id: 'f-1', clocks: hidden.map((c) => c.id), changes: [{ what: 'filled', of: gmId, before: 1, after: 2 }] } }),
          step('crew_created', { payload: { type: 'crew_created', crew } }),
          step('crew_edit', { payload: { type: 'crew_edit', patch: { factions: crew.factions, characters: crew.characters, pendingEntanglements: crew.pendingEntanglements } } }),
          step('faction_save', { payload: { type: 'faction_save', faction: crew.factions[0] } }),
          step('character_save', { payload: { type: 'character_save', character: crew.characters[0] }, detail: { notesBefore: { characterNotes: notes.characterNotes } } }),
        ];
        const seen = JSON.stringify({
          sheet: sheetForPlayer(sheet),
          live: liveForPlayer({ seq: 7, type: 'clock_tick', hidden: false, reasons: [...why, reason('K7', 'race_won', { clock: openId, rival: gmId })], sheet }),
          steps: steps.map((s) => eventForPlayer(s, knowledge)),
        });
        for (const text of secrets) expect(seen, text).not.toContain(text);
        // What players may follow is still there.
        expect(seen).toContain(openId);
      }),
    );
  });

  it('a race or an unlock against a clock players follow stays whole', () => {
    const crew = makeCrew({
      clocks: [
        { id: 'k-a', name: 'A', owner: { kind: 'crew', id: 'crew-1' }, segments: 4, filled: 1, visibility: 'open', onFill: '', requires: null, unlocks: [], racesAgainst: 'k-b' },
        { id: 'k-b', name: 'B', owner: { kind: 'crew', id: 'crew-1' }, segments: 4, filled: 0, visibility: 'open', onFill: '', requires: null, unlocks: [], racesAgainst: 'k-a' },
      ],
    });
    const event = eventForPlayer(step('clock_tick', { detail: { clock: 'k-a', race: { rival: 'k-b', winner: null, decidedNow: false }, unlocked: ['k-b'] } }), playerKnowledge(sheetOf(crew)));
    expect(event.detail).toMatchObject({ race: { rival: 'k-b', winner: null }, unlocked: ['k-b'] });
  });

  it('copies only what it decided: a field the crew, a character or the sheet does not declare never reaches players, on the stream either', () => {
    const stray = { secretPlan: 'GM-stray' };
    const crew = { ...makeCrew({ characters: [{ ...makeCharacter(), ...stray }] }), ...stray } as Crew;
    const sheet = { ...sheetOf(crew), ...stray } as CrewSheet;
    expect(JSON.stringify(sheetForPlayer(sheet))).not.toContain('GM-stray');
    expect(JSON.stringify(liveForPlayer({ seq: 1, type: 'crew_edit', hidden: false, reasons: [], sheet }))).not.toContain('GM-stray');
  });

  it('a GM-only clock named like something players read hides nothing by hiding it: the name stays where players read it', () => {
    const crew = makeCrew({
      factions: [makeFaction({ id: 'f-1', name: 'La Garde' })],
      clocks: [{ id: 'k-gm', name: 'La Garde', owner: { kind: 'crew', id: 'crew-1' }, segments: 4, filled: 0, visibility: 'gm_only', onFill: '', requires: null, unlocks: [], racesAgainst: null }],
    });
    const knowledge = playerKnowledge(sheetOf(crew));
    expect(knowledge.secrets.has('k-gm')).toBe(true);
    expect(knowledge.secrets.has('La Garde')).toBe(false);
    const event = eventForPlayer(step('faction_save', { reasons: [reason('D7', 'faction_edited', { name: 'La Garde', tier: 2, status: 0 })] }), knowledge);
    expect(event.reasons).toHaveLength(1);
  });
});
