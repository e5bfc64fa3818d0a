/**
 * `pnpm bench:rules`: how long the rules engine takes for one full downtime and for each exact
 * odds function, so the UI can show odds as the GM types (target: every odds function < 1 ms).
 * Prints numbers; asserts nothing (performance is measured here, never in timed tests).
 */
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_TABLE_RULES,
  acquireAssetOdds,
  applyDowntimeEvent,
  clockCompletionOdds,
  complexActionEventualOdds,
  complexActionOdds,
  d100GroupOdds,
  d100OppositionOdds,
  d100TestOdds,
  d12ActionOdds,
  d12FearTestOdds,
  d12GivingOdds,
  d12RerollOdds,
  debtCalledOdds,
  debtCollectionOdds,
  entanglementKindOdds,
  entanglementRowOdds,
  incarcerationOdds,
  indulgeViceOdds,
  initialDowntimeState,
  intimidationOdds,
  opposedComplexActionOdds,
  poolOdds,
  questioningOdds,
  recoveryOdds,
  reduceHeatOdds,
  seededRoller,
  trainOdds,
  usualSuspectsOdds,
  type DowntimeEvent,
  type DowntimeState,
} from '../../packages/rules/src/index';
import { makeCharacter, makeCrew, makeFaction } from '../../packages/rules/src/testing/factories';

const deps = { table: DEFAULT_TABLE_RULES };

/** Median and 99th percentile of `runs` timed calls, after a warm-up. */
function time(fn: () => unknown, runs = 2000): { median: number; p99: number } {
  for (let i = 0; i < 200; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(runs / 2)] ?? 0, p99: samples[Math.floor(runs * 0.99)] ?? 0 };
}

const crew = makeCrew({
  tier: 2,
  heat: 4,
  wanted: 2,
  coin: 12,
  factions: Array.from({ length: 12 }, (_, i) => makeFaction({ id: `f-${i}`, name: `Faction ${i}`, tier: (i % 4) + 1, status: (i % 7) - 3 })),
  characters: Array.from({ length: 6 }, (_, i) => makeCharacter({ id: `pc-${i}`, name: `PC ${i}`, harm: [{ level: 2, description: 'Entaille' }] })),
});

/** One whole downtime for a 6-PC crew: every step, two activities each. */
function fullDowntime(seed: number): DowntimeState {
  const roller = seededRoller(seed);
  let state = initialDowntimeState(crew);
  const events: DowntimeEvent[] = [
    { type: 'start' },
    { type: 'payoff', targetTier: 3, take: 8, tithe: { boss: 'Le Baron', paid: true } },
    { type: 'heat', exposure: 'loud', killings: true },
    { type: 'entanglement_roll', reveal: true },
    { type: 'advance' },
  ];
  for (const pc of crew.characters) {
    events.push({ type: 'activity', characterId: pc.id, activity: { kind: 'recover', healer: { kind: 'npc', name: 'Docteur', rating: 2 } } });
    events.push({ type: 'activity', characterId: pc.id, activity: { kind: 'train', skill: 'hunt' } });
  }
  events.push({ type: 'advance' });
  for (const event of events) {
    const applied = applyDowntimeEvent(state, event, { roller, table: DEFAULT_TABLE_RULES });
    if (applied.ok) state = applied.value.state;
  }
  return state;
}

let seed = 1;
const rows: [string, { median: number; p99: number }][] = [
  ['full downtime (6 PCs, 12 factions, 18 events)', time(() => fullDowntime(seed++), 500)],
  ['poolOdds (8 dice)', time(() => poolOdds(8))],
  ['entanglementRowOdds (wanted 4)', time(() => entanglementRowOdds(4, deps))],
  ['entanglementKindOdds (wanted 3, heat 5)', time(() => entanglementKindOdds(3, 5, deps))],
  ['questioningOdds (pool 3, +3)', time(() => questioningOdds(3, 3))],
  ['usualSuspectsOdds (pool 2)', time(() => usualSuspectsOdds(2))],
  ['incarcerationOdds (tier 4, bribed guards)', time(() => incarcerationOdds({ tier: 4, prisonClaims: ['bribed_guards'] }, deps))],
  ['acquireAssetOdds (tier 2, +1 die, 4 coin)', time(() => acquireAssetOdds({ crewTier: 2, extraDice: 1, coin: 4, helped: true, minQuality: 3 }, deps))],
  ['reduceHeatOdds (heat 9, pool 3)', time(() => reduceHeatOdds({ heat: 9, pool: 3, helped: true }, deps))],
  ['clockCompletionOdds (12 segments, 8 activities)', time(() => clockCompletionOdds({ segments: 12, activities: 8, pool: 2 }, deps))],
  ['recoveryOdds (4 activities)', time(() => recoveryOdds({ activities: 4, pool: 2 }, deps))],
  ['trainOdds (pool 3)', time(() => trainOdds({ pool: 3 }, deps))],
  ['indulgeViceOdds (pool 4, 3 missing)', time(() => indulgeViceOdds({ pool: 4, missing: 3 }, deps))],
  ['d12ActionOdds', time(() => d12ActionOdds({ pool: 6, traitBonus: 2, threshold: 14 }, deps))],
  ['d12GivingOdds (willing 3)', time(() => d12GivingOdds({ pool: 6, traitBonus: 1, threshold: 15, willing: 3 }, deps))],
  ['d12RerollOdds', time(() => d12RerollOdds({ pool: 5, threshold: 13 }, deps))],
  ['d12FearTestOdds', time(() => d12FearTestOdds({ mindPool: 5 }, deps))],
  ['d100TestOdds', time(() => d100TestOdds(55, deps))],
  ['d100OppositionOdds', time(() => d100OppositionOdds({ actor: { threshold: 60, attribute: 12 }, opponent: { threshold: 45, attribute: 12 } }, deps))],
  ['d100GroupOdds (4 helpers)', time(() => d100GroupOdds({ leadThreshold: 40, helpers: [50, 60, 30, 45] }, deps))],
  ['complexActionOdds (10 steps, fail 10, 10 rolls)', time(() => complexActionOdds({ start: 10, remaining: 10, failureThreshold: 10, threshold: 50, rolls: 10 }, deps))],
  ['complexActionEventualOdds (10 steps, fail 10)', time(() => complexActionEventualOdds({ start: 10, remaining: 10, failureThreshold: 10, threshold: 50 }, deps))],
  [
    'opposedComplexActionOdds (10 steps, fail 20, 20 rounds)',
    time(() =>
      opposedComplexActionOdds(
        { start: 10, remaining: 10, failureThreshold: 20, rounds: 20, actor: { threshold: 55, attribute: 10 }, opponent: { threshold: 50, attribute: 11 } },
        deps,
      ),
    ),
  ],
  ['intimidationOdds (+3 vs Will 2)', time(() => intimidationOdds(3, 2))],
  ['debtCalledOdds (4 markers)', time(() => debtCalledOdds(4))],
  ['debtCollectionOdds (5 markers, 200 gc)', time(() => debtCollectionOdds({ markers: 5, gold: 200, saleGold: 150 }))],
];

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`Temps Mort rules engine — Node ${process.version}\n`);
console.log(`${'function'.padEnd(width)}  median ms   p99 ms`);
for (const [name, { median, p99 }] of rows) {
  console.log(`${name.padEnd(width)}  ${median.toFixed(4).padStart(9)}  ${p99.toFixed(4).padStart(7)}`);
}
const slowest = rows.slice(1).reduce((a, b) => (b[1].median > a[1].median ? b : a));
console.log(`\nslowest odds function: ${slowest[0]} (median ${slowest[1].median.toFixed(4)} ms; target < 1 ms)`);
