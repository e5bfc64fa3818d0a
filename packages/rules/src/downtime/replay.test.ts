import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { seededRoller } from '../dice/roller';
import type { Crew } from '../model/crew';
import { makeCharacter, makeCrew, makeFaction, scripted } from '../testing/factories';
import type { DowntimeEvent } from './events';
import { applyDowntimeEvent } from './reducer';
import { replayDowntime, replayDowntimeSkipping, type StoredDowntimeEvent } from './replay';
import { initialDowntimeState, type DowntimeState } from './state';

const table = DEFAULT_TABLE_RULES;

const crewOfTwo = (overrides: Partial<Crew> = {}): Crew =>
  makeCrew({
    wanted: 1,
    heat: 2,
    characters: [
      makeCharacter({ id: 'pc-1', name: 'Arlette' }),
      makeCharacter({ id: 'pc-2', name: 'Basile', skills: { hunt: 2, study: 0, skirmish: 2, sway: 1, surgery: 1 } }),
    ],
    factions: [makeFaction({ id: 'f-1', tier: 2, status: 0 }), makeFaction({ id: 'f-2', name: 'La Garde', tier: 3, status: -1 })],
    ...overrides,
  });

/** Plays the events with their scripted dice, as the API stores them; fails on a refusal. */
function played(crew: Crew, steps: readonly [DowntimeEvent, readonly number[]][]): StoredDowntimeEvent[] {
  let state = initialDowntimeState(crew);
  return steps.map(([event, dice]) => {
    const applied = applyDowntimeEvent(state, event, scripted(dice));
    if (!applied.ok) throw new Error(`${event.type} refused: ${applied.error.rule} ${applied.error.code}`);
    expect(applied.value.dice).toEqual(dice);
    state = applied.value.state;
    return { event, dice };
  });
}

const without = <T>(list: readonly T[], ...indexes: number[]): T[] => list.filter((_, i) => !indexes.includes(i));

// Basile trains hunt (a failed roll raises it: 2 → 3), then reduces heat with hunt, on 3 dice.
const DOWNTIME: [DowntimeEvent, number[]][] = [
  [{ type: 'start' }, []],
  [{ type: 'payoff', targetTier: 1, take: 2 }, []],
  [{ type: 'heat', exposure: 'quiet' }, []],
  [{ type: 'entanglement_roll', pick: 'rivals', reveal: true }, [5]],
  [{ type: 'advance' }, []],
  [{ type: 'activity', characterId: 'pc-2', activity: { kind: 'train', skill: 'hunt' } }, [2, 3]],
  [{ type: 'activity', characterId: 'pc-2', activity: { kind: 'reduce_heat', action: 'hunt' } }, [3, 5, 6]],
  [{ type: 'crew_edit', patch: { name: 'Les Freux' } }, []],
];

describe('replayDowntimeSkipping: a replay that says which steps no longer apply', () => {
  it('with nothing left out it is replayDowntime', () => {
    const crew = crewOfTwo();
    const history = played(crew, DOWNTIME);
    const strict = replayDowntime(crew, history, table);
    expect(replayDowntimeSkipping(crew, history, table)).toEqual({ state: strict.ok && strict.value, skipped: [] });
  });

  it('a step the rules now refuse is left out with the refusal, and the replay goes on from the state before it', () => {
    const crew = crewOfTwo();
    const history = played(crew, DOWNTIME);
    // Without the downtime's start, nothing of the downtime applies; the crew's own edit still does.
    const replayed = replayDowntimeSkipping(crew, without(history, 0), table);
    expect(replayed.skipped.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(replayed.skipped[0]?.why).toEqual({ rule: 'P1', code: 'out_of_order', values: { event: 'payoff', phase: 'idle', expected: 'payoff' } });
    expect(replayed.state.crew.name).toBe('Les Freux');
    expect(replayed.state.phase).toBe('idle');
    expect(replayed.state.crew.heat).toBe(crew.heat);
  });

  it('a step whose stored dice no longer fit (too many, too few, another die) is left out as "dice"', () => {
    const crew = crewOfTwo();
    const history = played(crew, DOWNTIME);
    // Without the training, hunt stays at 2: reducing heat takes 2 dice, 3 were stored.
    const untrained = replayDowntimeSkipping(crew, without(history, 5), table);
    expect(untrained.skipped).toEqual([{ index: 5, why: 'dice' }]);
    const strict = replayDowntime(crew, without(history, 5, 6), table);
    expect(untrained.state).toEqual(strict.ok && strict.value);
    // Too few: the roller would run out.
    const short = history.map((h, i) => (i === 6 ? { ...h, dice: [3] } : h));
    expect(replayDowntimeSkipping(crew, short, table).skipped).toEqual([{ index: 6, why: 'dice' }]);
    // A stored 9 is no face of a d6.
    const foreign = history.map((h, i) => (i === 6 ? { ...h, dice: [3, 5, 9] } : h));
    expect(replayDowntimeSkipping(crew, foreign, table).skipped).toEqual([{ index: 6, why: 'dice' }]);
  });

  it('the state a skipped step leaves is the one before it (nothing of it is kept)', () => {
    const crew = crewOfTwo();
    const history = played(crew, DOWNTIME);
    const short = history.map((h, i) => (i === 6 ? { ...h, dice: [] } : h));
    const replayed = replayDowntimeSkipping(crew, short, table);
    const strict = replayDowntime(crew, without(history, 6), table);
    expect(replayed.state).toEqual(strict.ok && strict.value);
  });
});

describe('replayDowntimeSkipping (property)', () => {
  /** A handful of events at each turn, some of which the rules refuse. */
  const candidates = (state: DowntimeState): DowntimeEvent[] => [
    { type: 'start', seasonBonus: state.downtime % 2 === 1 },
    { type: 'payoff', targetTier: state.events % 4, take: state.events % 5 },
    { type: 'heat', exposure: (['quiet', 'contained', 'loud', 'wild'] as const)[state.events % 4] ?? 'quiet' },
    { type: 'entanglement_roll' },
    { type: 'advance' },
    { type: 'activity', characterId: 'pc-1', activity: { kind: 'reduce_heat', action: 'hunt' } },
    { type: 'activity', characterId: 'pc-2', activity: { kind: 'train', skill: 'hunt' } },
    { type: 'activity', characterId: 'pc-2', activity: { kind: 'reduce_heat', action: 'hunt' } },
    { type: 'activity', characterId: 'pc-1', activity: { kind: 'acquire_asset', name: 'Barque', assetKind: 'vehicle' } },
    { type: 'asset_settle', characterId: 'pc-1', coin: state.events % 2 },
    { type: 'crew_edit', patch: { coin: state.events % 7, rep: state.events % 4 } },
  ];

  function play(crew: Crew, picks: readonly number[], seed: number): StoredDowntimeEvent[] {
    const roller = seededRoller(seed);
    let state = initialDowntimeState(crew);
    const history: StoredDowntimeEvent[] = [];
    for (const pick of picks) {
      const options = candidates(state);
      const event = options[pick % options.length] as DowntimeEvent;
      const applied = applyDowntimeEvent(state, event, { roller, table });
      if (!applied.ok) continue;
      history.push({ event, dice: applied.value.dice });
      state = applied.value.state;
    }
    return history;
  }

  it('equals replayDowntime with nothing reverted; with one step reverted, equals replayDowntime over the steps it kept', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100), { minLength: 1, maxLength: 40 }), fc.integer(), fc.nat(9), fc.nat(), (picks, seed, heat, cut) => {
        const crew = crewOfTwo({ heat, wanted: 1, coin: 4 });
        const history = play(crew, picks, seed);
        const strict = replayDowntime(crew, history, table);
        expect(replayDowntimeSkipping(crew, history, table)).toEqual({ state: strict.ok && strict.value, skipped: [] });

        const reverted = without(history, cut % Math.max(1, history.length));
        const replayed = replayDowntimeSkipping(crew, reverted, table);
        const kept = without(reverted, ...replayed.skipped.map((s) => s.index));
        const again = replayDowntime(crew, kept, table);
        expect(again.ok && again.value).toEqual(replayed.state);
      }),
      { numRuns: 150 },
    );
  });
});
