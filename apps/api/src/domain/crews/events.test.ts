import { scriptedRoller, type DowntimeEvent, type Roller } from '@temps-mort/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import { createHub, type LiveMessage } from '../../live/hub';
import { crewOfTwo, seedCrew } from '../../test/crews';
import { dumpDatabase } from '../../test/dump';
import { applyCrewEvent, type CrewDeps } from './events';
import { undoLastStep } from './revert';
import { crewHistory } from './history';
import { loadCrew } from './repository';

let db: TestDatabase;
let campaignId: string;
let inner: Roller = scriptedRoller([]);
const hub = createHub();
let deps: CrewDeps;

beforeAll(async () => {
  db = await createTestDatabase();
  campaignId = (await db.prisma.campaign.create({ data: { name: 'Doskvol' } })).id;
  deps = { db: db.prisma, roller: { roll: (sides) => inner.roll(sides) }, clock: () => new Date('2026-03-01T20:00:00Z'), hub };
});
afterAll(async () => {
  await db.cleanup();
});
beforeEach(() => {
  inner = scriptedRoller([]);
});

function dice(...values: number[]): void {
  inner = scriptedRoller(values);
}

async function refusedWith(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('the event pipeline', () => {
  it('creates a crew with its first event, crew_created, at version 1', async () => {
    const seeded = await seedCrew({ db: db.prisma, campaignId });
    const history = await crewHistory(db.prisma, seeded.crewId, { limit: 10, forPlayer: false });
    expect(history.map((e) => [e.seq, e.type])).toEqual([[1, 'crew_created']]);
    expect(seeded.version).toBe(1);
    const loaded = await loadCrew(db.prisma, seeded.crewId);
    expect(loaded?.state).toMatchObject({ phase: 'idle', events: 1 });
    expect(loaded?.state.crew.characters.map((c) => c.name)).toEqual(['Arlette', 'Basile']);
  });

  it('applies a step in one transaction: state, event (seq + 1), version + 1, and publishes it after the commit', async () => {
    const { crewId } = await seedCrew({ db: db.prisma, campaignId });
    const heard: LiveMessage[] = [];
    const unsubscribe = hub.subscribe(crewId, (m) => heard.push(m));
    const step = await applyCrewEvent(deps, { crewId, version: 1, event: { type: 'start', seasonBonus: true } });
    unsubscribe();
    expect(step.sheet.version).toBe(2);
    expect(step.sheet.downtime).toMatchObject({ phase: 'payoff', number: 1, seasonBonus: true });
    expect(step.event).toMatchObject({ seq: 2, type: 'start', hidden: false, undone: false, dice: [] });
    expect(step.event.reasons.map((r) => r.code)).toContain('downtime_started');
    expect(heard).toEqual([{ id: 2, event: 'crew', data: { seq: 2, type: 'start', hidden: false, reasons: step.event.reasons, sheet: step.sheet } }]);
    expect(await loadCrew(db.prisma, crewId)).toMatchObject({ version: 2, state: { phase: 'payoff' } });
  });

  it('a stale version is a conflict carrying the current sheet, and writes nothing', async () => {
    const { crewId } = await seedCrew({ db: db.prisma, campaignId });
    await applyCrewEvent(deps, { crewId, version: 1, event: { type: 'start' } });
    const before = dumpDatabase(db.path);
    const error = await refusedWith(applyCrewEvent(deps, { crewId, version: 1, event: { type: 'start' } }));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).current).toMatchObject({ id: crewId, version: 2, downtime: { phase: 'payoff' } });
    expect(dumpDatabase(db.path)).toEqual(before);
  });

  it('a refusal of the rules is a RuleRefusalError naming the rule, and writes nothing', async () => {
    const { crewId } = await seedCrew({ db: db.prisma, campaignId });
    const before = dumpDatabase(db.path);
    const error = await refusedWith(applyCrewEvent(deps, { crewId, version: 1, event: { type: 'payoff', targetTier: 1, take: 3 } }));
    expect(error).toBeInstanceOf(RuleRefusalError);
    expect((error as RuleRefusalError).refusal).toMatchObject({ rule: 'P1', code: 'out_of_order' });
    expect(dumpDatabase(db.path)).toEqual(before);
    expect(await refusedWith(applyCrewEvent(deps, { crewId: 'nope', version: 1, event: { type: 'start' } }))).toBeInstanceOf(NotFoundError);
  });

  it('stores every roll with who, why, the dice, the band and the quality; a hidden entanglement roll is hidden with its step', async () => {
    const { crewId, id } = await seedCrew({ db: db.prisma, campaignId }, crewOfTwo({ heat: 7 }));
    let version = 1;
    const run = async (event: DowntimeEvent, ...rolled: number[]) => {
      dice(...rolled);
      const step = await applyCrewEvent(deps, { crewId, version, event });
      version = step.sheet.version;
      return step;
    };
    await run({ type: 'start' });
    await run({ type: 'payoff', targetTier: 3, take: 6, tithe: { boss: 'Le Baron', paid: true } });
    await run({ type: 'heat', exposure: 'loud' });
    // Wanted 1: one die, 5 → row 4-5, column 0-3: Rivals or Unquiet dead; "pick for me" d2 → 1 (Rivals).
    const rolled = await run({ type: 'entanglement_roll', hidden: true }, 5, 1);
    expect(rolled.event.hidden).toBe(true);
    expect(rolled.event.dice).toEqual([5, 1]);
    expect(rolled.event.rolls).toEqual([
      expect.objectContaining({ who: 'GM', purpose: 'entanglement', kind: 'd6_pool', sides: 6, dice: [5], band: '4-5', hidden: true }),
      expect.objectContaining({ who: 'GM', purpose: 'entanglement_pick', kind: 'd2', sides: 2, dice: [1], band: null, hidden: true }),
    ]);
    const pending = rolled.sheet.crew.pendingEntanglements[0]!;
    expect(pending).toMatchObject({ kind: 'rivals', revealed: false, hidden: true });
    // Revealing a hidden one stays GM-only.
    expect((await run({ type: 'entanglement_reveal', id: pending.id })).event.hidden).toBe(true);
    await run({ type: 'entanglement_resolve', id: pending.id, choice: { kind: 'rivals', option: 'stand_up', factionId: id('f-1') } });
    await run({ type: 'advance' });
    // Reduce heat with sway 0: 2d6 keep the lowest → 3 → quality 1 (D4), helped +1 → 2.
    const reduced = await run({ type: 'activity', characterId: id('pc-1'), activity: { kind: 'reduce_heat', action: 'sway', helped: true } }, 3, 5);
    expect(reduced.event.rolls).toEqual([
      expect.objectContaining({ who: 'Arlette', characterId: id('pc-1'), purpose: 'reduce_heat', kind: 'd6_pool', dice: [3, 5], band: '1-3', quality: 2, hidden: false }),
    ]);
    const rows = await db.prisma.roll.findMany({ where: { crewId }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.purpose, r.hidden])).toEqual([
      ['entanglement', true],
      ['entanglement_pick', true],
      ['reduce_heat', false],
    ]);
  });
});

describe('undo', () => {
  it('restores the exact previous state, is itself recorded, and keeps the undone rolls marked undone', async () => {
    const { crewId, id } = await seedCrew({ db: db.prisma, campaignId }, crewOfTwo({ heat: 8, wanted: 0 }));
    let version = 1;
    for (const event of [{ type: 'start' }, { type: 'payoff', targetTier: 1, take: 0 }, { type: 'heat', exposure: 'quiet' }, { type: 'entanglement_roll' }, { type: 'advance' }] as const) {
      version = (await applyCrewEvent(deps, { crewId, version, event })).sheet.version;
    }
    const before = (await loadCrew(db.prisma, crewId))!;
    dice(6);
    const reduced = await applyCrewEvent(deps, { crewId, version, event: { type: 'activity', characterId: id('pc-1'), activity: { kind: 'reduce_heat', action: 'hunt' } } });
    expect(reduced.sheet.crew.heat).toBe(5); // hunt 1: one die, 6 → quality 3
    const undone = await undoLastStep(deps, { crewId, version: reduced.sheet.version });
    expect(undone.event).toMatchObject({ type: 'undo', undoes: reduced.event.seq, payload: { type: 'undo', seq: reduced.event.seq } });
    const after = (await loadCrew(db.prisma, crewId))!;
    expect(after.state).toStrictEqual(before.state);
    expect(after.version).toBe(reduced.sheet.version + 1);
    expect(undone.sheet.crew).toStrictEqual(before.state.crew);

    const history = await crewHistory(db.prisma, crewId, { limit: 50, forPlayer: false });
    const target = history.find((e) => e.seq === reduced.event.seq)!;
    expect(target).toMatchObject({ undone: true, undoneBy: undone.event.seq });
    expect(target.rolls).toEqual([expect.objectContaining({ purpose: 'reduce_heat', dice: [6], undone: true })]);
  });

  it('undo twice undoes the two last steps; the creation is never undone', async () => {
    const { crewId } = await seedCrew({ db: db.prisma, campaignId });
    const created = (await loadCrew(db.prisma, crewId))!;
    const started = await applyCrewEvent(deps, { crewId, version: 1, event: { type: 'start' } });
    const afterStart = (await loadCrew(db.prisma, crewId))!;
    const paid = await applyCrewEvent(deps, { crewId, version: started.sheet.version, event: { type: 'payoff', targetTier: 2, take: 4 } });
    const first = await undoLastStep(deps, { crewId, version: paid.sheet.version });
    expect(first.event.undoes).toBe(paid.event.seq);
    expect((await loadCrew(db.prisma, crewId))!.state).toStrictEqual(afterStart.state);
    const second = await undoLastStep(deps, { crewId, version: first.sheet.version });
    expect(second.event.undoes).toBe(started.event.seq);
    expect((await loadCrew(db.prisma, crewId))!.state).toStrictEqual(created.state);
    const error = await refusedWith(undoLastStep(deps, { crewId, version: second.sheet.version }));
    expect((error as RuleRefusalError).refusal).toMatchObject({ rule: 'D7', code: 'nothing_to_undo' });
    // A new step after undos continues the history.
    const again = await applyCrewEvent(deps, { crewId, version: second.sheet.version, event: { type: 'start' } });
    expect(again.event.seq).toBe(6);
    expect(again.sheet.downtime.number).toBe(1);
  });

  it('a stale version is a conflict', async () => {
    const { crewId } = await seedCrew({ db: db.prisma, campaignId });
    await applyCrewEvent(deps, { crewId, version: 1, event: { type: 'start' } });
    expect(await refusedWith(undoLastStep(deps, { crewId, version: 1 }))).toBeInstanceOf(ConflictError);
  });
});
