import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createComplexAction } from '../d100';
import { makeCharacter, makeCrew, makeFaction, makeWizard } from '../testing/factories';
import type { CharacterStatus } from './character';
import type { Crew, Hold } from './crew';
import type { CrewClock } from './clock';
import { NOT_COUNTED, composeNetChanges, complexActionNetChanges, crewNetChanges, playerNetChanges, wizardNetChanges, type NetChange } from './netChanges';

describe('net changes: what a step moved, as the table reads it', () => {
  it("a payoff's rep and coin, a character's coin and harm; a character who joins counts, nothing else of theirs", () => {
    const arlette = makeCharacter({ id: 'pc-1', coin: 1 });
    const before = makeCrew({ rep: 2, coin: 3, characters: [arlette] });
    const after = makeCrew({
      rep: 5,
      coin: 5,
      characters: [{ ...arlette, coin: 3, harm: [{ level: 1, description: 'Bleus' }] }, makeCharacter({ id: 'pc-2', name: 'Basile', coin: 9 })],
    });
    expect(crewNetChanges(before, after)).toEqual([
      { what: 'rep', of: null, before: 2, after: 5 },
      { what: 'coin', of: null, before: 3, after: 5 },
      { what: 'characters', of: null, before: 1, after: 2 },
      { what: 'characterCoin', of: 'pc-1', before: 1, after: 3 },
      { what: 'harmLevel', of: 'pc-1', part: '1', before: 0, after: 1 },
    ]);
  });

  it("a faction's status, a project's progress, an attribute's circles, a skill, a tapped vice, a recovery (harm 2 → 1)", () => {
    const arlette = makeCharacter({
      id: 'pc-1',
      harm: [{ level: 2, description: 'Côtes cassées' }],
      projects: [{ id: 'pr-1', name: 'Évasion', segments: 8, filled: 2 }],
    });
    const before = makeCrew({ factions: [makeFaction({ id: 'f-1', status: 0 })], characters: [arlette] });
    const after = makeCrew({
      factions: [makeFaction({ id: 'f-1', status: -1 })],
      characters: [
        {
          ...arlette,
          harm: [{ level: 1, description: 'Côtes cassées' }],
          projects: [{ id: 'pr-1', name: 'Évasion', segments: 8, filled: 5 }],
          attributes: { ...arlette.attributes, insight: { max: 4, current: 4 } },
          skills: { ...arlette.skills, hunt: 2 },
          vice: { kind: 'gambling', purveyor: 'La Roue', tapped: true },
        },
      ],
    });
    expect(crewNetChanges(before, after)).toEqual([
      { what: 'factionStatus', of: 'f-1', before: 0, after: -1 },
      { what: 'viceTapped', of: 'pc-1', before: false, after: true },
      { what: 'attribute', of: 'pc-1', part: 'insight', before: '2/4', after: '4/4' },
      { what: 'skill', of: 'pc-1', part: 'hunt', before: 1, after: 2 },
      { what: 'harmLevel', of: 'pc-1', part: '1', before: 0, after: 1 },
      { what: 'harmLevel', of: 'pc-1', part: '2', before: 1, after: 0 },
      { what: 'project', of: 'pc-1', part: 'pr-1', before: '2/8', after: '5/8' },
    ]);
  });

  it("a clock players cannot follow whole, and the entanglements held, are the GM's: players' views leave them out", () => {
    const clock = (id: string, visibility: CrewClock['visibility'], filled: number): CrewClock => ({ id, name: id, owner: { kind: 'crew', id: 'crew-1' }, segments: 6, filled, visibility, onFill: '' });
    const before = makeCrew({ clocks: [clock('k-open', 'open', 1), clock('k-gm', 'gm_only', 1), clock('k-name', 'name_only', 1)] });
    const after = makeCrew({
      clocks: [clock('k-open', 'open', 2), clock('k-gm', 'gm_only', 3), clock('k-name', 'name_only', 2), clock('k-new', 'gm_only', 0)],
      pendingEntanglements: [{ id: 'e-1', kind: 'rivals', revealed: false, hidden: true }],
    });
    const changes = crewNetChanges(before, after);
    expect(changes).toEqual([
      { what: 'entanglements', of: null, before: 0, after: 1, gmOnly: true },
      { what: 'clocks', of: null, before: 3, after: 4, gmOnly: true },
      { what: 'clock', of: 'k-open', before: '1/6', after: '2/6' },
      { what: 'clock', of: 'k-gm', before: '1/6', after: '3/6', gmOnly: true },
      { what: 'clock', of: 'k-name', before: '1/6', after: '2/6', gmOnly: true },
    ]);
    expect(playerNetChanges(changes)).toEqual([{ what: 'clock', of: 'k-open', before: '1/6', after: '2/6' }]);
  });

  it("a wizard's loan: gold and markers; its creation changes nothing", () => {
    const wizard = makeWizard({ gold: 300, markers: 0 });
    expect(wizardNetChanges(wizard, { ...wizard, gold: 650, markers: 4 })).toEqual([
      { what: 'gold', of: null, before: 300, after: 650 },
      { what: 'markers', of: null, before: 0, after: 4 },
    ]);
    expect(wizardNetChanges(null, wizard)).toEqual([]);
  });

  it("a warband member's permanent injuries (F6 19-20), by the member; one who joins counts in the warband", () => {
    const wizard = makeWizard();
    const hurt = { ...wizard, warband: wizard.warband.map((m) => (m.id === 'a' ? { ...m, injuries: [{ cause: 'debt_example' as const, collectionId: 'c1' }] } : m)) };
    expect(wizardNetChanges(wizard, hurt)).toEqual([{ what: 'injuries', of: 'a', before: 0, after: 1 }]);
    const joined = { ...hurt, warband: [...hurt.warband, { ...hurt.warband[1]!, id: 'a2' }] };
    expect(wizardNetChanges(hurt, joined)).toEqual([{ what: 'warband', of: null, before: 5, after: 6 }]);
  });

  it("a complex action's steps left and status", () => {
    const created = createComplexAction({ start: 2 });
    if (!created.ok) throw new Error('a complex action of 2 steps');
    const tracker = created.value;
    expect(complexActionNetChanges(tracker, { ...tracker, remaining: 0, status: 'succeeded' })).toEqual([
      { what: 'remaining', of: null, before: 2, after: 0 },
      { what: 'complexStatus', of: null, before: 'ongoing', after: 'succeeded' },
    ]);
    expect(complexActionNetChanges(null, tracker)).toEqual([]);
  });

  it('property: nothing changed, no change listed; each change listed names a field that moved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 4 }), (coin, heat, wanted) => {
        const crew = makeCrew({ coin, heat, wanted });
        expect(crewNetChanges(crew, crew)).toEqual([]);
        const moved = makeCrew({ coin: coin + 1, heat, wanted });
        expect(crewNetChanges(crew, moved)).toEqual([{ what: 'coin', of: null, before: coin, after: coin + 1 }]);
      }),
    );
  });
});

describe('the net changes of a whole downtime: its steps composed', () => {
  it('rep 0 → 4, coin 3 → 13 in the stash and 0 → 2 each, heat 7 → 1 with wanted 1 → 2; heat that came back to where it was is left out', () => {
    const payoff: NetChange[] = [
      { what: 'rep', of: null, before: 0, after: 4 },
      { what: 'coin', of: null, before: 3, after: 13 },
      { what: 'characterCoin', of: 'pc-1', before: 0, after: 2 },
      { what: 'characterCoin', of: 'pc-2', before: 0, after: 2 },
    ];
    const heat: NetChange[] = [
      { what: 'heat', of: null, before: 7, after: 1 },
      { what: 'wanted', of: null, before: 1, after: 2 },
    ];
    const bragged: NetChange[] = [{ what: 'heat', of: null, before: 1, after: 3 }];
    const reduced: NetChange[] = [
      { what: 'heat', of: null, before: 3, after: 1 },
      { what: 'harm', of: 'pc-1', before: 0, after: 1 },
    ];
    expect(composeNetChanges([payoff, heat, bragged, reduced])).toEqual([...payoff, ...heat, { what: 'harm', of: 'pc-1', before: 0, after: 1 }]);
    // Heat 7 → 9 → 7: nothing to say about it.
    expect(composeNetChanges([[{ what: 'heat', of: null, before: 7, after: 9 }], [{ what: 'heat', of: null, before: 9, after: 7 }]])).toEqual([]);
    expect(composeNetChanges([])).toEqual([]);
  });

  it('keeps a crew field and the same field of a character apart, and one character from another', () => {
    const steps: NetChange[][] = [
      [{ what: 'status', of: 'pc-1', before: 'active', after: 'jailed' }],
      [{ what: 'status', of: 'pc-2', before: 'active', after: 'lost' }],
      [{ what: 'status', of: 'pc-1', before: 'jailed', after: 'active' }],
    ];
    expect(composeNetChanges(steps)).toEqual([{ what: 'status', of: 'pc-2', before: 'active', after: 'lost' }]);
  });

  // A crew with the same two characters, every field that net changes count drawn at random.
  const character = (id: string) =>
    fc.record({
      status: fc.constantFrom<CharacterStatus>('active', 'jailed', 'lost'),
      coin: fc.integer({ min: 0, max: 4 }),
      load: fc.integer({ min: 0, max: 3 }),
      harm: fc.integer({ min: 0, max: 2 }),
      trauma: fc.integer({ min: 0, max: 2 }),
      destiny: fc.integer({ min: 0, max: 2 }),
      healing: fc.integer({ min: 0, max: 3 }),
    }).map((c) =>
      makeCharacter({
        id,
        status: c.status,
        coin: c.coin,
        load: c.load,
        harm: Array.from({ length: c.harm }, () => ({ level: 1, description: 'Bleus' })),
        trauma: Array.from({ length: c.trauma }, () => 'cold'),
        destiny: c.destiny,
        healing: { id: `healing-${id}`, name: 'healing', segments: 4, filled: c.healing },
      }),
    );
  const crew: fc.Arbitrary<Crew> = fc
    .record({
      tier: fc.integer({ min: 0, max: 2 }),
      hold: fc.constantFrom<Hold>('weak', 'strong'),
      rep: fc.integer({ min: 0, max: 3 }),
      coin: fc.integer({ min: 0, max: 4 }),
      heat: fc.integer({ min: 0, max: 9 }),
      wanted: fc.integer({ min: 0, max: 4 }),
      atWar: fc.boolean(),
      claims: fc.integer({ min: 0, max: 2 }),
      prisonClaims: fc.integer({ min: 0, max: 2 }),
      pc1: character('pc-1'),
      pc2: character('pc-2'),
    })
    .map((c) =>
      makeCrew({
        tier: c.tier,
        hold: c.hold,
        rep: c.rep,
        coin: c.coin,
        heat: c.heat,
        wanted: c.wanted,
        atWar: c.atWar,
        claims: Array.from({ length: c.claims }, (_, i) => `Domaine ${i}`),
        prisonClaims: Array.from({ length: c.prisonClaims }, () => 'smuggling' as const),
        characters: [c.pc1, c.pc2],
      }),
    );
  const sorted = (changes: readonly NetChange[]) => [...changes].sort((a, b) => `${a.of ?? ''}:${a.what}`.localeCompare(`${b.of ?? ''}:${b.what}`));

  it('property: composing consecutive steps’ changes is the net change between the first state and the last', () => {
    fc.assert(
      fc.property(fc.array(crew, { minLength: 1, maxLength: 8 }), (states) => {
        const steps = states.slice(1).map((after, i) => crewNetChanges(states[i] as Crew, after));
        expect(sorted(composeNetChanges(steps))).toEqual(sorted(crewNetChanges(states[0] as Crew, states[states.length - 1] as Crew)));
      }),
    );
  });

  it('property: composing in two halves, then the halves, is composing the whole', () => {
    fc.assert(
      fc.property(fc.array(crew, { minLength: 1, maxLength: 8 }), fc.nat(), (states, cut) => {
        const steps = states.slice(1).map((after, i) => crewNetChanges(states[i] as Crew, after));
        const at = steps.length === 0 ? 0 : cut % (steps.length + 1);
        const halves = [composeNetChanges(steps.slice(0, at)), composeNetChanges(steps.slice(at))];
        expect(sorted(composeNetChanges(halves))).toEqual(sorted(composeNetChanges(steps)));
      }),
    );
  });
});

describe('a crew’s net changes leave nothing out', () => {
  /** A crew with every part a sheet may hold, none left empty. */
  const full: Crew = makeCrew({
    unpaidTithes: [{ boss: 'Le Baron', amount: 2 }],
    prisonClaims: ['smuggling'],
    pendingEntanglements: [{ id: 'e-1', kind: 'rivals', revealed: true, hidden: false }],
    factions: [makeFaction({ goal: 'Le port', notes: 'Rancunière', assets: ['Un entrepôt'], revealed: ['goal'] })],
    cohorts: [{ id: 'co-1', name: 'Dockers', kind: 'gang', quality: 1 }],
    assets: [{ id: 'crew-1/asset-1', name: 'Fiacre', kind: 'vehicle', quality: 1, duration: 'one_score', dangerousGoods: null, scale: null, acquiredBy: 'pc-1', downtime: 1 }],
    clocks: [
      { id: 'k-1', name: 'Sécurité', owner: { kind: 'crew', id: 'crew-1' }, segments: 6, filled: 1, visibility: 'open', onFill: 'Alerte', requires: 'k-2', unlocks: ['k-2'], racesAgainst: 'k-2' },
      { id: 'k-2', name: 'Vengeance', owner: { kind: 'faction', id: 'f-1' }, segments: 4, filled: 0, visibility: 'gm_only', onFill: '', requires: null, unlocks: [], racesAgainst: null },
    ],
    characters: [
      makeCharacter({
        status: 'jailed',
        jail: { sentence: 'a_few_weeks' },
        harm: [{ level: 2, description: 'Côtes cassées' }],
        trauma: ['Froid'],
        coin: 1,
        projects: [{ id: 'pr-1', name: 'Évasion', segments: 8, filled: 2, requires: 'pr-0' }],
        look: 'Un manteau rapiécé',
        notes: 'Doit 3 pièces à Basile',
      }),
    ],
  });

  type Path = readonly (string | number)[];
  /** Every leaf (a number, a string, a boolean) and every list of a value, by path. */
  function walk(value: unknown, at: Path = []): { path: Path; list: boolean }[] {
    if (Array.isArray(value)) return [{ path: at, list: true }, ...value.flatMap((v, i) => walk(v, [...at, i]))];
    if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => walk(v, [...at, k]));
    return [{ path: at, list: false }];
  }
  /** A path as NOT_COUNTED names it: `characters[].harm[].level`. */
  const pattern = (path: Path) => path.map((p, i) => (typeof p === 'number' ? '[]' : i === 0 ? p : `.${p}`)).join('');
  const excused = (path: Path) => {
    const name = pattern(path);
    return Object.keys(NOT_COUNTED).some((p) => name === p || name.startsWith(`${p}.`) || name.startsWith(`${p}[`));
  };
  /** Another leaf (one more, another word, the other answer); a list with one more item (ids and names made new). */
  function moved(value: unknown, list: boolean): unknown {
    if (list) {
      const items = value as unknown[];
      const copy = JSON.parse(JSON.stringify(items[0] ?? 'Encore')) as unknown;
      const renamed = typeof copy === 'object' && copy !== null ? { ...copy, ...('id' in copy ? { id: 'new' } : {}), ...('name' in copy ? { name: 'Autre' } : {}) } : copy;
      return [...items, renamed];
    }
    if (typeof value === 'number') return value + 1;
    if (typeof value === 'boolean') return !value;
    return `${String(value)} bis`;
  }
  function setAt(root: unknown, path: Path, list: boolean): Crew {
    const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
    let node: Record<string | number, unknown> = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    node[last] = moved(node[last], list);
    return copy as unknown as Crew;
  }

  it('every field of a full crew that moves is listed, or named in NOT_COUNTED with why', () => {
    const unseen = walk(full)
      .filter(({ path }) => path.length > 0 && !excused(path))
      .filter(({ path, list }) => crewNetChanges(full, setAt(full, path, list)).length === 0)
      .map(({ path, list }) => `${pattern(path)}${list ? ' (one more)' : ''}`);
    expect(unseen).toEqual([]);
  });

  it('NOT_COUNTED names only fields a crew has', () => {
    const known = new Set(walk(full).map(({ path }) => pattern(path)));
    const stale = Object.keys(NOT_COUNTED).filter((p) => ![...known].some((k) => k === p || k.startsWith(`${p}.`) || k.startsWith(`${p}[`)));
    expect(stale).toEqual([]);
  });
});
