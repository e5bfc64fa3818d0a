import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createComplexAction } from '../d100';
import { makeCharacter, makeCrew, makeWizard } from '../testing/factories';
import { complexActionNetChanges, crewNetChanges, wizardNetChanges } from './netChanges';

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
      { what: 'harm', of: 'pc-1', before: 0, after: 1 },
    ]);
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
