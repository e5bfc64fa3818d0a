import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INCARCERATION_OUTCOMES,
  applyIncarcerationGains,
  incarcerationOdds,
  incarcerationOutcomeOf,
  rollIncarceration,
  type IncarcerationOutcome,
} from './roll';
import { PRISON_CLAIM_MAX, prisonClaimCount } from './claims';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { unwrap } from '../core/outcome';
import { PRISON_CLAIM_KINDS, type Crew, type PrisonClaimKind } from '../model/crew';
import { makeCharacter, makeCrew, makeFaction, scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact, tally } from '../testing/simulation';

const table = DEFAULT_TABLE_RULES;
const jailedCrew = (overrides: Partial<Crew> = {}): Crew =>
  makeCrew({
    rep: 2,
    characters: [makeCharacter({ id: 'pc-1', status: 'jailed', load: 0 })],
    factions: [makeFaction({ id: 'f-1', status: 0 }), makeFaction({ id: 'f-2', name: 'Les Vipères', status: 3 })],
    ...overrides,
  });

describe('I3 incarceration roll', () => {
  it.each([
    // [crew tier, dice, quality, outcome]
    [0, [6, 6], 1, 'trauma'], // no die: the lowest of two, never a critical
    [0, [4, 5], 0, 'trauma'],
    [1, [3], 0, 'trauma'],
    [1, [5], 1, 'trauma'],
    [1, [6], 2, 'nothing'],
    [2, [1, 3], 1, 'trauma'],
    [2, [2, 4], 2, 'nothing'],
    [2, [6, 1], 3, 'nothing'],
    [2, [6, 6], 4, 'crit'],
    [3, [1, 2, 6], 4, 'claim'],
    [3, [3, 3, 1], 2, 'nothing'],
    [4, [4, 1, 1, 1], 4, 'claim'],
    [4, [6, 5, 1, 1], 5, 'claim'],
    [4, [3, 1, 1, 1], 3, 'nothing'],
  ] as const)('crew tier %i rolling %j → quality %i → %s', (tier, dice, quality, outcome) => {
    const result = unwrap(rollIncarceration(jailedCrew({ tier }), { characterId: 'pc-1', claimKind: 'parole', factionId: 'f-1' }, scripted([...dice])));
    expect(result.quality).toBe(quality);
    expect(result.outcome).toBe(outcome);
    expect(result.roll.dice).toEqual(dice);
  });

  it('« Critique : vous vous faites un nom en prison. La bande gagne +3 renom, 1 domaine carcéral et relations +1 avec une bande que vous avez aidée pendant que vous purgiez votre peine »', () => {
    const crew = jailedCrew({ tier: 2 });
    const outcome = rollIncarceration(crew, { characterId: 'pc-1', claimKind: 'smuggling', factionId: 'f-1' }, scripted([6, 6]));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.outcome).toBe('crit');
    expect(outcome.value.crew.rep).toBe(5);
    expect(outcome.value.crew.prisonClaims).toEqual(['smuggling']);
    expect(outcome.value.crew.factions[0]?.status).toBe(1);
    expect(outcome.value.pending).toEqual({ prisonClaim: false, factionStatus: false });
    expect(outcome.rolls).toEqual([{ sides: 6, purpose: 'incarceration', dice: [6, 6] }]);
    expect(outcome.reasons.map((r) => `${r.rule}:${r.code}`)).toEqual([
      'I3:incarceration_pool',
      'D1:pool_rolled',
      'D3:tier_quality',
      'I3:incarceration_result',
      'I3:prison_rep',
      'I4:prison_claim_gained',
      'I3:helped_inside',
    ]);
    expect(crew.rep).toBe(2); // immutable
  });

  it('« Qualité 4-5 : vous purgez votre peine comme un chef. La bande gagne 1 domaine carcéral et relations +1 »', () => {
    const result = unwrap(rollIncarceration(jailedCrew({ tier: 3 }), { characterId: 'pc-1', claimKind: 'bribed_guards', factionId: 'f-1' }, scripted([6, 1, 1])));
    expect(result.outcome).toBe('claim');
    expect(result.crew.rep).toBe(2); // no rep on 4-5
    expect(result.crew.prisonClaims).toEqual(['bribed_guards']);
    expect(result.crew.factions[0]?.status).toBe(1);
  });

  it('« Qualité 2-3 : vous faites profil bas et faites votre temps sans incident »', () => {
    const crew = jailedCrew({ tier: 2 });
    const outcome = rollIncarceration(crew, { characterId: 'pc-1', claimKind: 'parole', factionId: 'f-1' }, scripted([4, 2]));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.outcome).toBe('nothing');
    expect(outcome.value.crew).toEqual(crew);
    expect(outcome.reasons.at(-1)).toEqual({ rule: 'I3', code: 'quiet_time', values: { character: 'pc-1' } });
  });

  it('« Qualité strictement inférieure à 2 : c’est un enfer. Vous souffrez d’un niveau de trauma »', () => {
    const result = unwrap(rollIncarceration(jailedCrew({ tier: 1 }), { characterId: 'pc-1', traumaCondition: 'Paranoïaque' }, scripted([2])));
    expect(result.outcome).toBe('trauma');
    expect(result.crew.characters[0]?.trauma).toEqual(['Paranoïaque']);
    expect(result.crew.prisonClaims).toEqual([]);
  });

  it('a trauma the GM has not named yet is recorded as "incarceration"', () => {
    const outcome = rollIncarceration(jailedCrew({ tier: 1 }), { characterId: 'pc-1', traumaCondition: '  ' }, scripted([1]));
    expect(outcome.ok && outcome.value.crew.characters[0]?.trauma).toEqual(['incarceration']);
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'I3', code: 'trauma', values: { character: 'pc-1', condition: 'incarceration' } });
  });

  it('« bloc sous contrôle : […] Vous ne prenez jamais de trauma lors d’une incarcération »', () => {
    const outcome = rollIncarceration(jailedCrew({ tier: 1, prisonClaims: ['controlled_cell_block'] }), { characterId: 'pc-1' }, scripted([1]));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.outcome).toBe('nothing');
    expect(outcome.value.crew.characters[0]?.trauma).toEqual([]);
    expect(outcome.reasons).toContainEqual({ rule: 'I4', code: 'trauma_prevented', values: { quality: 0 } });
  });

  it('« gardes soudoyés : […] Vous obtenez +1 dé à votre jet de rang » — tier 1 rolls two dice and may crit', () => {
    const result = unwrap(rollIncarceration(jailedCrew({ tier: 1, prisonClaims: ['bribed_guards'] }), { characterId: 'pc-1', claimKind: 'parole', factionId: 'f-1' }, scripted([6, 6])));
    expect(result.roll.size).toBe(2);
    expect(result.outcome).toBe('crit');
  });

  it('earned gains not chosen yet stay pending, and can be applied later', () => {
    const rolled = unwrap(rollIncarceration(jailedCrew({ tier: 3 }), { characterId: 'pc-1' }, scripted([5, 6, 1])));
    expect(rolled.outcome).toBe('claim');
    expect(rolled.pending).toEqual({ prisonClaim: true, factionStatus: true });
    expect(rolled.crew.prisonClaims).toEqual([]);
    const later = applyIncarcerationGains(rolled.crew, { claimKind: 'allied_claim', alliedClaim: { name: 'Tripot', turf: false }, factionId: 'f-1' });
    expect(later.ok).toBe(true);
    if (!later.ok) return;
    expect(later.value.pending).toEqual({ prisonClaim: false, factionStatus: false });
    expect(later.value.crew.claims).toContain('Tripot');
    expect(later.value.crew.factions[0]?.status).toBe(1);
  });

  it('a half-made choice: the claim now, the faction later', () => {
    const outcome = rollIncarceration(jailedCrew({ tier: 3 }), { characterId: 'pc-1', claimKind: 'hard_case' }, scripted([5, 6, 1]));
    expect(outcome.ok && outcome.value.pending).toEqual({ prisonClaim: false, factionStatus: true });
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'I3', code: 'faction_to_choose', values: {} });
  });

  it('status with the faction helped inside stays at most +3', () => {
    const result = unwrap(rollIncarceration(jailedCrew({ tier: 3 }), { characterId: 'pc-1', factionId: 'f-2' }, scripted([6, 1, 1])));
    expect(result.crew.factions[1]?.status).toBe(3);
  });

  it.each<[string, Crew, Parameters<typeof rollIncarceration>[1], { rule: string; code: string }]>([
    ['an unknown PC', jailedCrew(), { characterId: 'ghost' }, { rule: 'I3', code: 'unknown_character' }],
    ['a PC who is not jailed', makeCrew(), { characterId: 'pc-1' }, { rule: 'I3', code: 'not_jailed' }],
    ['an unknown faction', jailedCrew(), { characterId: 'pc-1', factionId: 'nobody' }, { rule: 'I3', code: 'unknown_faction' }],
    ['a claim already held', jailedCrew({ prisonClaims: ['parole'] }), { characterId: 'pc-1', claimKind: 'parole' }, { rule: 'I4', code: 'prison_claim_held' }],
    ['an allied claim that is a turf', jailedCrew(), { characterId: 'pc-1', claimKind: 'allied_claim', alliedClaim: { name: 'Quais', turf: true } }, { rule: 'I4', code: 'allied_claim_turf' }],
  ])('refuses %s before rolling any die', (_title, crew, input, error) => {
    const outcome = rollIncarceration(crew, input, scripted([])); // a scripted roller with no dice throws if rolled
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject(error);
  });

  it('after any roll: rep never drops, claims stay within their limits, at most one trauma, none with the cell block', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.subarray([...PRISON_CLAIM_KINDS]),
        fc.constantFrom<PrisonClaimKind | undefined>(undefined, ...PRISON_CLAIM_KINDS),
        fc.integer(),
        (tier, prisonClaims, claimKind, seed) => {
          const crew = jailedCrew({ tier, prisonClaims });
          const outcome = rollIncarceration(crew, { characterId: 'pc-1', factionId: 'f-1', alliedClaim: { name: 'Tripot', turf: false }, ...(claimKind ? { claimKind } : {}) }, seeded(seed));
          if (!outcome.ok) {
            expect(claimKind && prisonClaimCount(crew, claimKind)).toBe(1);
            return;
          }
          const after = outcome.value.crew;
          expect(after.rep - crew.rep).toBe(outcome.value.outcome === 'crit' ? 3 : 0);
          for (const kind of PRISON_CLAIM_KINDS) expect(prisonClaimCount(after, kind)).toBeLessThanOrEqual(PRISON_CLAIM_MAX[kind]);
          const traumas = after.characters[0]?.trauma.length ?? -1;
          expect(traumas).toBe(outcome.value.outcome === 'trauma' ? 1 : 0);
          if (prisonClaims.includes('controlled_cell_block')) expect(outcome.value.outcome).not.toBe('trauma');
          const size = tier + (prisonClaims.includes('bribed_guards') ? 1 : 0);
          expect(outcome.value.roll.dice.length).toBe(size === 0 ? 2 : size); // D1: no die rolls two
        },
      ),
    );
  });
});

describe('I3 quality above 5 (table rule incarcerationHighQuality)', () => {
  // Tier 4 with a "6" worth +2 (a table's own D3 offsets) gives quality 6 without a critical.
  const offsets: TableRules['tierRollOffsets'] = { '1-3': -1, '4-5': 0, '6': 2, crit: 2 };

  it.each([
    ['as4to5', 'claim'],
    ['asCritical', 'crit'],
  ] as const)('reading %s → %s', (reading, outcome) => {
    const rules: TableRules = { ...table, tierRollOffsets: offsets, incarcerationHighQuality: reading };
    const read = incarcerationOutcomeOf('6', 6, makeCrew(), rules);
    expect(read.outcome).toBe(outcome);
    expect(read.reasons[0]).toEqual({ rule: 'I3', code: 'high_quality', values: { quality: 6, readAs: reading } });
    const rolled = unwrap(rollIncarceration(jailedCrew({ tier: 4 }), { characterId: 'pc-1', claimKind: 'parole', factionId: 'f-1' }, scripted([6, 1, 1, 1], { tierRollOffsets: offsets, incarcerationHighQuality: reading })));
    expect(rolled.quality).toBe(6);
    expect(rolled.outcome).toBe(outcome);
    expect(rolled.crew.rep).toBe(outcome === 'crit' ? 5 : 2);
  });
});

describe('incarceration odds (exact)', () => {
  const odds = (tier: number, prisonClaims: PrisonClaimKind[] = [], rules: TableRules = table) => incarcerationOdds({ tier, prisonClaims }, { table: rules });

  it.each<[string, number, PrisonClaimKind[], Record<IncarcerationOutcome, number>]>([
    // Hand-computed from the band odds: n dice, P(all 1-3) = 1/2ⁿ, P(no 6) = (5/6)ⁿ, P(one 6) = n·5ⁿ⁻¹/6ⁿ.
    ['tier 0: two dice keep the lowest, quality ≤ 1', 0, [], { crit: 0, claim: 0, nothing: 0, trauma: 1 }],
    ['tier 0 with bribed guards (one die, quality ≤ 1)', 0, ['bribed_guards'], { crit: 0, claim: 0, nothing: 0, trauma: 1 }],
    ['tier 1: only a 6 avoids the trauma', 1, [], { crit: 0, claim: 0, nothing: 1 / 6, trauma: 5 / 6 }],
    ['tier 1 with bribed guards', 1, ['bribed_guards'], { crit: 1 / 36, claim: 0, nothing: 10 / 36, trauma: 25 / 36 }],
    ['tier 1 with the controlled cell block', 1, ['controlled_cell_block'], { crit: 0, claim: 0, nothing: 1, trauma: 0 }],
    ['tier 2', 2, [], { crit: 1 / 36, claim: 0, nothing: 26 / 36, trauma: 9 / 36 }],
    ['tier 3', 3, [], { crit: 16 / 216, claim: 75 / 216, nothing: 125 / 216, trauma: 0 }],
    ['tier 4', 4, [], { crit: 171 / 1296, claim: 1044 / 1296, nothing: 81 / 1296, trauma: 0 }],
  ])('%s', (_title, tier, claims, expected) => {
    const got = odds(tier, claims);
    for (const outcome of INCARCERATION_OUTCOMES) expect(got[outcome]).toBeCloseTo(expected[outcome], 12);
  });

  it('reads quality above 5 per the table rule', () => {
    const offsets: TableRules['tierRollOffsets'] = { '1-3': -1, '4-5': 0, '6': 2, crit: 2 };
    const as45 = odds(4, [], { ...table, tierRollOffsets: offsets });
    const asCrit = odds(4, [], { ...table, tierRollOffsets: offsets, incarcerationHighQuality: 'asCritical' });
    const six = (4 * 125) / 1296;
    expect(asCrit.crit - as45.crit).toBeCloseTo(six, 12);
    expect(as45.claim - asCrit.claim).toBeCloseTo(six, 12);
  });

  it('sums to one for every tier and set of prison claims', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.subarray([...PRISON_CLAIM_KINDS]), (tier, claims) => {
        const got = odds(tier, claims);
        expect(INCARCERATION_OUTCOMES.reduce((s, o) => s + got[o], 0)).toBeCloseTo(1, 12);
        if (claims.includes('controlled_cell_block')) expect(got.trauma).toBe(0);
      }),
    );
  });


  it.each<[number, PrisonClaimKind[]]>([
    [1, ['bribed_guards']],
    [2, []],
    [3, ['controlled_cell_block']],
    [4, ['bribed_guards']],
  ])('tier %i with %j agrees with 100 000 seeded rolls within 4 standard errors', (tier, prisonClaims) => {
    const crew = jailedCrew({ tier, prisonClaims });
    const deps = seeded(7000 + tier);
    const counts = tally<IncarcerationOutcome>(SIMULATION_DRAWS, () => unwrap(rollIncarceration(crew, { characterId: 'pc-1' }, deps)).outcome);
    const exact = odds(tier, prisonClaims);
    for (const outcome of INCARCERATION_OUTCOMES) expectCloseToExact(exact[outcome], counts.get(outcome) ?? 0);
  });
});
