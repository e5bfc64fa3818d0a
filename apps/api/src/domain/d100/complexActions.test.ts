import { scriptedRoller } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import { complexOdds, createComplexActionRecord, getComplexAction } from './complexActions';
import { rollTracker, rollTrackerGroup, rollTrackerOpposed } from './trackers';

let db: TestDatabase;
let campaignId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  campaignId = (await db.prisma.campaign.create({ data: { name: 'd100' } })).id;
});
afterAll(async () => {
  await db.cleanup();
});

describe('complex-action trackers in the database', () => {
  it('reaches a milestone, then its failure threshold, then refuses more rolls (C4)', async () => {
    const { complexAction: created } = await createComplexActionRecord(db.prisma, campaignId, {
      name: 'Crack the vault',
      start: 5,
      failureThreshold: 3,
      milestones: [{ crossed: 2, label: 'The outer door' }],
    });
    expect(created.tracker).toMatchObject({ start: 5, remaining: 5, status: 'ongoing' });

    // 20 ≤ 50: success, lowered by the 2 tens of 20 → 3 left, 2 crossed: the milestone.
    const first = await rollTracker({ db: db.prisma, roller: scriptedRoller([20]) }, created.id, { version: created.version, threshold: 50 });
    expect(first.complexAction.tracker).toMatchObject({ remaining: 3, status: 'ongoing' });
    expect(first.complexAction.tracker.milestones[0]).toMatchObject({ crossed: 2, reachedAtRoll: 1 });
    // Its quality is the threshold it was rolled at, as for every d100 roll (the phone shows it): not the steps it moved.
    expect(first.rolls[0]).toMatchObject({ kind: 'd100_complex', sides: 100, dice: [20], band: 'success', quality: 50 });

    // 80 > 50: failure, raised by the 3 tens of 30 → capped at 5, 3 raised ≥ 3: failed for good.
    const second = await rollTracker({ db: db.prisma, roller: scriptedRoller([80]) }, created.id, { version: first.complexAction.version, threshold: 50 });
    expect(second.complexAction.tracker).toMatchObject({ remaining: 5, totalRaised: 3, status: 'failed' });
    expect(second.complexAction.tracker.milestones[0]?.reachedAtRoll).toBe(1);

    const refused = await rollTracker({ db: db.prisma, roller: scriptedRoller([10]) }, created.id, { version: second.complexAction.version, threshold: 50 }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(RuleRefusalError);
    expect((refused as RuleRefusalError).refusal).toMatchObject({ rule: 'C4', code: 'complex_action_already_failed' });
    expect((await getComplexAction(db.prisma, created.id)).version).toBe(second.complexAction.version);
    expect(await complexOdds(db.prisma, created.id, { threshold: 50, rolls: 3 })).toEqual({
      within: { succeed: 0, fail: 1, undecided: 0 },
      eventually: { succeed: 0, fail: 1, never: 0 },
    });
  });

  it('opposed and group rolls move the tracker; a stale version is a conflict', async () => {
    const { complexAction: created } = await createComplexActionRecord(db.prisma, campaignId, { name: 'Chase', start: 10 });
    const opposed = await rollTrackerOpposed({ db: db.prisma, roller: scriptedRoller([40, 90]) }, created.id, {
      version: created.version,
      actor: { threshold: 50, attribute: 5 },
      opponent: { threshold: 50, attribute: 5 },
    });
    expect(opposed.complexAction.tracker).toMatchObject({ remaining: 6 });
    // Two thresholds, none of them « the » threshold.
    expect(opposed.rolls[0]).toMatchObject({ dice: [40, 90], band: 'actor', quality: null });

    // Two helpers succeed (+20 %): the test is at 60, a 55 succeeds and lowers by 6 → 0: succeeded.
    const group = await rollTrackerGroup({ db: db.prisma, roller: scriptedRoller([10, 20, 55]) }, created.id, {
      version: opposed.complexAction.version,
      leadThreshold: 40,
      helpers: [50, 50],
    });
    expect(group.rolls.map((r) => [r.kind, r.dice])).toEqual([
      ['d100_group', [10, 20]],
      ['d100_complex', [55]],
    ]);
    expect(group.rolls[1]?.quality).toBe(60);
    expect(group.complexAction.tracker).toMatchObject({ remaining: 0, status: 'succeeded' });

    const stale = await rollTracker({ db: db.prisma, roller: scriptedRoller([1]) }, created.id, { version: created.version, threshold: 50 }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(ConflictError);
  });

  it('refuses a crew of another campaign and a bad setup', async () => {
    await expect(createComplexActionRecord(db.prisma, campaignId, { name: 'x', crewId: 'nope', start: 3 })).rejects.toBeInstanceOf(NotFoundError);
    const bad = await createComplexActionRecord(db.prisma, campaignId, { name: 'x', start: 3, milestones: [{ crossed: 4 }] }).catch((e: unknown) => e);
    expect((bad as RuleRefusalError).refusal).toMatchObject({ rule: 'C4', code: 'milestone_out_of_range' });
  });
});
