import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeCharacter, makeCrew, makeFaction, makeWizard, scripted } from '../testing/factories';
import { takeLoan } from '../debt/loan';
import { intimidate } from '../debt/intimidation';
import { characterSchema, cohortSchema, crewClockSchema, crewSchema, factionSchema, wizardSchema } from '../model/schemas';
import { downtimeEventSchema } from '../downtime/events';
import { HAND_TICK_BOUNDS } from '../clocks/tick';
import { CLOCK_ROLL_BOUNDS } from '../clocks/rolls';
import { MAX_CREW_TIER, MAX_SETTLED_HEAT, MAX_WANTED } from '../model/limits';
import { FIELD_BOUNDS } from './fields';
import { schemaBounds, type FieldBounds } from './schema';

describe('schemaBounds reads the range a number schema accepts', () => {
  it('through optional, nullable and default, with the default', () => {
    expect(schemaBounds(z.number().int().min(-2).max(7).nullable().optional())).toEqual({ min: -2, max: 7 });
    expect(schemaBounds(z.number().int().min(1).max(12).default(4))).toEqual({ min: 1, max: 12, default: 4 });
  });

  it('throws on a schema that is not a bounded number (a programmer error)', () => {
    expect(() => schemaBounds(z.string())).toThrow();
    expect(() => schemaBounds(z.number().int().min(0))).toThrow();
  });
});

describe('the bounds forms read are the rules’ own numbers', () => {
  it.each<[string, FieldBounds, FieldBounds]>([
    ['crew tier 0–4 (I–IV, 0 for a starting crew)', FIELD_BOUNDS.crew.tier, { min: 0, max: MAX_CREW_TIER }],
    ['H3 « Lorsque la bande atteint 10 points de raffut, elle gagne un niveau d’avis de recherche »: heat 0–9', FIELD_BOUNDS.crew.heat, { min: 0, max: MAX_SETTLED_HEAT }],
    ['H3 (Interpretation): the wanted level is capped at 4', FIELD_BOUNDS.crew.wanted, { min: 0, max: MAX_WANTED }],
    ['a faction’s status −3..+3', FIELD_BOUNDS.faction.status, { min: -3, max: 3 }],
    ['T1 « value 0-12 »: Body, Mind or Soul', FIELD_BOUNDS.character.poolValue, { min: 0, max: 12 }],
    ['T5 « a trait gives +1/+2/+3 »', FIELD_BOUNDS.character.traitRating, { min: 1, max: 3 }],
    ['K1 « 2..12 segments »', FIELD_BOUNDS.crewClock.segments, { min: 2, max: 12 }],
    ['K2 « +n or −n (1 ≤ n ≤ 12) »: a hand tick’s size, one segment unless the GM says more', FIELD_BOUNDS.clockRoll.handTick, { min: 1, max: HAND_TICK_BOUNDS.max, default: 1 }],
    ['K4 the GM’s fortune pool, as the roll takes it', FIELD_BOUNDS.clockRoll.fortunePool, CLOCK_ROLL_BOUNDS.pool],
    ['a new character’s skill rating: the rules’ starting bounds', FIELD_BOUNDS.character.skillRatingStart, { min: 0, max: 4 }],
  ])('%s', (_, bounds, expected) => {
    expect(bounds).toEqual(expected);
  });
});

/** `schema` accepts `at(min)` and `at(max)`, refuses `at(min − 1)` and `at(max + 1)`: the bounds are where the schema puts them. */
function expectSchemaEnds(schema: z.ZodType, bounds: FieldBounds, at: (n: number) => unknown) {
  expect(schema.safeParse(at(bounds.min)).success, `min ${bounds.min}`).toBe(true);
  expect(schema.safeParse(at(bounds.max)).success, `max ${bounds.max}`).toBe(true);
  expect(schema.safeParse(at(bounds.min - 1)).success, `below ${bounds.min}`).toBe(false);
  expect(schema.safeParse(at(bounds.max + 1)).success, `above ${bounds.max}`).toBe(false);
}

const pc = makeCharacter();
const crew = makeCrew();
const clock = { id: 'k-1', name: 'Le port', owner: { kind: 'crew', id: 'crew-1' }, segments: 12, filled: 0, visibility: 'open', onFill: '' } as const;
const settle = { type: 'asset_settle', characterId: 'pc-1' };
const questioning = (n: Record<string, number>) => ({ type: 'entanglement_resolve', id: 'e-1', choice: { kind: 'questioning', option: 'fortune_roll', pool: 1, experience: 0, ...n } });
const acquire = (n: Record<string, number>) => ({ type: 'activity', characterId: 'pc-1', activity: { kind: 'acquire_asset', name: 'Barque', assetKind: 'vehicle', ...n } });

describe('each field’s bounds are where the schema that checks it puts them (a form and the API cannot disagree)', () => {
  it.each<[string, z.ZodType, FieldBounds, (n: number) => unknown]>([
    ['crew tier', crewSchema, FIELD_BOUNDS.crew.tier, (tier) => ({ ...crew, tier })],
    ['crew rep', crewSchema, FIELD_BOUNDS.crew.rep, (rep) => ({ ...crew, rep })],
    ['crew coin', crewSchema, FIELD_BOUNDS.crew.coin, (coin) => ({ ...crew, coin })],
    ['crew heat', crewSchema, FIELD_BOUNDS.crew.heat, (heat) => ({ ...crew, heat })],
    ['crew wanted', crewSchema, FIELD_BOUNDS.crew.wanted, (wanted) => ({ ...crew, wanted })],
    ['an unpaid tithe', crewSchema, FIELD_BOUNDS.crew.titheAmount, (amount) => ({ ...crew, unpaidTithes: [{ boss: 'Le Parrain', amount }] })],
    ['faction tier', factionSchema, FIELD_BOUNDS.faction.tier, (tier) => makeFaction({ tier })],
    ['faction status', factionSchema, FIELD_BOUNDS.faction.status, (status) => makeFaction({ status })],
    ['cohort quality', cohortSchema, FIELD_BOUNDS.cohort.quality, (quality) => ({ id: 'c-1', name: 'Les Gueux', kind: 'gang', quality })],
    ['crew clock segments', crewClockSchema, FIELD_BOUNDS.crewClock.segments, (segments) => ({ ...clock, segments })],
    ['crew clock filled', crewClockSchema, FIELD_BOUNDS.crewClock.filled, (filled) => ({ ...clock, filled })],
    ['load', characterSchema, FIELD_BOUNDS.character.load, (load) => ({ ...pc, load })],
    ['character coin', characterSchema, FIELD_BOUNDS.character.coin, (coin) => ({ ...pc, coin })],
    ['destiny', characterSchema, FIELD_BOUNDS.character.destiny, (destiny) => ({ ...pc, destiny })],
    ['attribute circles', characterSchema, FIELD_BOUNDS.character.attributeCircles, (max) => ({ ...pc, attributes: { insight: { max, current: 0 } } })],
    ['attribute filled', characterSchema, FIELD_BOUNDS.character.attributeFilled, (current) => ({ ...pc, attributes: { insight: { max: 12, current } } })],
    ['skill rating', characterSchema, FIELD_BOUNDS.character.skillRating, (study) => ({ ...pc, skills: { study } })],
    ['pool value', characterSchema, FIELD_BOUNDS.character.poolValue, (value) => ({ ...pc, pools: { ...pc.pools, body: { value, pool: 0 } } })],
    ['pool', characterSchema, FIELD_BOUNDS.character.pool, (pool) => ({ ...pc, pools: { ...pc.pools, body: { value: 12, pool } } })],
    ['trait rating', characterSchema, FIELD_BOUNDS.character.traitRating, (rating) => ({ ...pc, traits: [{ name: 'Crocheteuse', rating }] })],
    ['project segments', characterSchema, FIELD_BOUNDS.character.clockSegments, (segments) => ({ ...pc, projects: [{ id: 'p-1', name: 'Le casse', segments, filled: 0 }] })],
    ['healing filled', characterSchema, FIELD_BOUNDS.character.clockFilled, (filled) => ({ ...pc, healing: { ...pc.healing, segments: 24, filled } })],
    ['payoff target tier', downtimeEventSchema, FIELD_BOUNDS.payoff.targetTier, (targetTier) => ({ type: 'payoff', targetTier, take: 0 })],
    ['payoff take', downtimeEventSchema, FIELD_BOUNDS.payoff.take, (take) => ({ type: 'payoff', targetTier: 1, take })],
    ['a PC’s share', downtimeEventSchema, FIELD_BOUNDS.payoff.share, (coin) => ({ type: 'payoff', targetTier: 1, take: 0, split: { stash: 0, shares: [{ characterId: 'pc-1', coin }] } })],
    ['acquire minimum quality', downtimeEventSchema, FIELD_BOUNDS.acquireAsset.minQuality, (minQuality) => acquire({ minQuality })],
    ['acquire +1 dice', downtimeEventSchema, FIELD_BOUNDS.acquireAsset.extraDice, (extraDice) => acquire({ extraDice })],
    ['acquire coin after the roll', downtimeEventSchema, FIELD_BOUNDS.acquireAsset.coin, (coin) => ({ ...settle, coin })],
    ['an NPC healer’s rating', downtimeEventSchema, FIELD_BOUNDS.recover.npcRating, (rating) => ({ type: 'activity', characterId: 'pc-1', activity: { kind: 'recover', healer: { kind: 'npc', name: 'Mère Ursule', rating } } })],
    ['a new project’s segments', downtimeEventSchema, FIELD_BOUNDS.projectCreate.segments, (segments) => ({ type: 'project_create', characterId: 'pc-1', id: 'p-9', name: 'Le casse', segments })],
    ['the load on release', downtimeEventSchema, FIELD_BOUNDS.release.load, (load) => ({ type: 'release', characterId: 'pc-1', load })],
    ['a questioning’s pool', downtimeEventSchema, FIELD_BOUNDS.entanglement.pool, (pool) => questioning({ pool })],
    ['a questioning’s experience', downtimeEventSchema, FIELD_BOUNDS.entanglement.experience, (experience) => questioning({ experience })],
    ['an occultist’s quality', downtimeEventSchema, FIELD_BOUNDS.entanglement.occultistQuality, (occultistQuality) => ({ type: 'entanglement_resolve', id: 'e-1', choice: { kind: 'unquiet_dead', option: 'hire_occultist', occultistQuality } })],
    ['the GM’s fortune pool', downtimeEventSchema, FIELD_BOUNDS.clockRoll.fortunePool, (pool) => ({ type: 'clock_roll', clockId: 'k-1', roll: { kind: 'fortune', pool } })],
    ['a clock roll’s +1 dice', downtimeEventSchema, FIELD_BOUNDS.clockRoll.extraDice, (extraDice) => ({ type: 'clock_roll', clockId: 'k-1', roll: { kind: 'fortune', pool: 1, extraDice } })],
    ['a clock roll’s shift', downtimeEventSchema, FIELD_BOUNDS.clockRoll.shift, (shift) => ({ type: 'clock_roll', clockId: 'k-1', roll: { kind: 'fortune', pool: 1, shift } })],
    ['wizard level', wizardSchema, FIELD_BOUNDS.wizard.level, (level) => makeWizard({ level })],
    ['wizard gold', wizardSchema, FIELD_BOUNDS.wizard.gold, (gold) => makeWizard({ gold })],
    ['debt markers', wizardSchema, FIELD_BOUNDS.wizard.markers, (markers) => makeWizard({ markers })],
    ['a member’s base cost', wizardSchema, FIELD_BOUNDS.warbandMember.baseCost, (baseCost) => makeWizard({ warband: [{ id: 'm-1', name: 'Bran', role: 'soldier', baseCost, will: 0, injuries: [] }] })],
    ['a member’s will', wizardSchema, FIELD_BOUNDS.warbandMember.will, (will) => makeWizard({ warband: [{ id: 'm-1', name: 'Bran', role: 'soldier', baseCost: 10, will, injuries: [] }] })],
  ])('%s', (_, schema, bounds, at) => {
    expectSchemaEnds(schema, bounds, at);
  });

  it('F2 « une somme d’argent de 100 à 1 000 co »: the loan field’s ends are where the rule takes a loan', () => {
    const { min, max } = FIELD_BOUNDS.favour.loanAmount;
    const loan = (amount: number) => takeLoan(makeWizard({ level: 20, markers: 0 }), amount).ok;
    expect([loan(min - 1), loan(min), loan(max), loan(max + 1)]).toEqual([false, true, true, false]);
    expect({ min, max }).toEqual({ min: 100, max: 1000 });
  });

  it('F3 « jusqu’à un maximum de trois/+3 »: the bonus field’s ends are where the rule lets an intimidation be tried', () => {
    const { min, max } = FIELD_BOUNDS.favour.intimidationBonus;
    const tried = (bonus: number) => intimidate(makeWizard({ level: 20, markers: 0 }), { target: { name: 'Garde', role: 'soldier', will: 0 }, bonus }, scripted([10, 10])).ok;
    expect([tried(min - 1), tried(min), tried(max), tried(max + 1)]).toEqual([false, true, true, false]);
    expect({ min, max }).toEqual({ min: 0, max: 3 });
  });

  it('K2: a hand tick of the size’s bounds, either way, is a valid step; 0 is not', () => {
    const { min, max } = FIELD_BOUNDS.clockRoll.handTick;
    for (const delta of [min, max, -min, -max]) expect(downtimeEventSchema.safeParse({ type: 'clock_tick', clockId: 'k-1', delta }).success, String(delta)).toBe(true);
    for (const delta of [0, max + 1, -max - 1]) expect(downtimeEventSchema.safeParse({ type: 'clock_tick', clockId: 'k-1', delta }).success, String(delta)).toBe(false);
  });
});
