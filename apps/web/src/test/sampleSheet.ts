import { makeCharacter, makeCrew, makeFaction } from '@temps-mort/rules/testing';
import type { CrewRoll, CrewSheet } from '../lib/crew';
import { toCrewSheet } from '../lib/crew';

/** A crew in the middle of a campaign, as GET /api/crews/:id answers a player: something in every part. */
export function sampleSheetJson() {
  const crew = makeCrew({
    id: 'crew-1',
    name: 'Les Corbeaux',
    tier: 2,
    hold: 'weak',
    rep: 7,
    coin: 5,
    heat: 7,
    wanted: 1,
    atWar: true,
    claims: ['Repaire', 'Tripot'],
    prisonClaims: ['smuggling', 'bribed_guards'],
    pendingEntanglements: [{ id: 'crew-1/entanglement-1', kind: 'rivals', revealed: true, hidden: false }],
    factions: [
      makeFaction({ id: 'f1', name: 'Les Lampions', tier: 2, status: -2 }),
      makeFaction({ id: 'f2', name: 'La Garde', tier: 4, status: 3, goal: 'Tenir la ville', revealed: ['goal'] }),
    ],
    cohorts: [{ id: 'co1', name: 'Les Gamins', kind: 'gang', quality: 1 }],
    characters: [
      makeCharacter({
        id: 'pc-1',
        name: 'Arlette',
        harm: [
          { level: 1, description: 'Bleus' },
          { level: 3, description: 'Jambe cassée' },
        ],
        trauma: ['Hantée'],
        healing: { id: 'h1', name: 'healing', segments: 4, filled: 2 },
        projects: [{ id: 'p1', name: 'Carte des égouts', segments: 8, filled: 3 }],
        vice: { kind: 'Jeu', purveyor: 'La Roue', tapped: true },
      }),
      makeCharacter({ id: 'pc-2', name: 'Basile', status: 'jailed', vice: null, healing: { id: 'h2', name: 'healing', segments: 4, filled: 0 } }),
    ],
  });
  return {
    id: 'crew-1',
    campaignId: 'camp-1',
    version: 12,
    crew,
    downtime: {
      phase: 'activities',
      number: 3,
      seasonBonus: false,
      entanglementRolled: true,
      extraEntanglementRolls: 0,
      characters: {},
      allowedEvents: ['activity'],
    },
    // K1: as a player gets them: an open danger clock, a faction's goal clock by its name only, another one open.
    clocks: [
      { id: 'k1', name: 'La Garde se rapproche', owner: { kind: 'crew', id: 'crew-1' }, visibility: 'open', progress: { filled: 2, segments: 6, full: false }, onFill: 'Descente au repaire', lockedBy: null, race: null },
      { id: 'k2', name: 'Prendre les Docks', owner: { kind: 'faction', id: 'f1' }, visibility: 'name_only', progress: null, onFill: null, lockedBy: null, race: null },
      { id: 'k3', name: 'Purger la milice', owner: { kind: 'faction', id: 'f2' }, visibility: 'open', progress: { filled: 5, segments: 8, full: false }, onFill: '', lockedBy: null, race: null },
    ],
    updatedAt: '2025-11-30T10:05:00.000Z',
  };
}

export function sampleRolls(): CrewRoll[] {
  return [
    {
      id: 'r1',
      campaignId: 'camp-1',
      crewId: 'crew-1',
      characterId: 'pc-1',
      wizardId: null,
      eventId: null,
      who: 'Arlette',
      purpose: 'reduce_heat',
      kind: 'd6_pool',
      sides: 6,
      dice: [4, 2],
      band: '4-5',
      quality: null,
      hidden: false,
      undone: false,
      history: 'crew',
      reasons: [{ rule: 'A7', code: 'heat_reduced', values: { quality: 2, reduced: 2, heat: 5 } }],
      result: { value: null, rolls: [] },
      createdAt: '2025-11-30T10:05:00.000Z',
    },
  ];
}

export function sampleSheet(): CrewSheet {
  return toCrewSheet(sampleSheetJson(), Date.parse('2025-11-30T10:06:00Z'), 41);
}
