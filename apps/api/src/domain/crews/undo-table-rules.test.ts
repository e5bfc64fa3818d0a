import { scriptedRoller, type Roller } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/client';
import { createHub } from '../../live/hub';
import { seedCrew } from '../../test/crews';
import { applyCrewEvent, type CrewDeps } from './events';
import { undoLastStep } from './revert';
import { loadCrew } from './repository';

let db: TestDatabase;
let campaignId: string;
const inner: Roller = scriptedRoller([]);
let deps: CrewDeps;

beforeAll(async () => {
  db = await createTestDatabase();
  campaignId = (await db.prisma.campaign.create({ data: { name: 'Doskvol' } })).id;
  deps = { db: db.prisma, roller: { roll: (sides) => inner.roll(sides) }, clock: () => new Date('2026-03-01T20:00:00Z'), hub: createHub() };
});
afterAll(async () => {
  await db.cleanup();
});

describe('undo replays each step under the table rules it was played with', () => {
  it('a tithe taken with rounding up stays rounded up after the group switches to rounding down', async () => {
    const { crewId } = await seedCrew({ db: db.prisma, campaignId });
    let version = (await applyCrewEvent(deps, { crewId, version: 1, event: { type: 'start' } })).sheet.version;
    // P4 « 10% de leur valeur vénale »: 10 % of 5 rounded up = 1, so 4 reach the stash.
    const before = (await loadCrew(db.prisma, crewId))?.state.crew.coin ?? 0;
    version = (await applyCrewEvent(deps, { crewId, version, event: { type: 'payoff', targetTier: 1, take: 5, tithe: { boss: 'Le Baron', paid: true } } })).sheet
      .version;
    expect((await loadCrew(db.prisma, crewId))?.state.crew.coin).toBe(before + 4);

    await db.prisma.campaign.update({ where: { id: campaignId }, data: { tableRules: JSON.stringify({ titheRounding: 'down' }) } });
    version = (await applyCrewEvent(deps, { crewId, version, event: { type: 'heat', exposure: 'quiet' } })).sheet.version;
    await undoLastStep(deps, { crewId, version });

    // The heat step is undone; the payoff replays with the rounding it was played with.
    const after = await loadCrew(db.prisma, crewId);
    expect(after?.state.phase).toBe('heat');
    expect(after?.state.crew.coin).toBe(before + 4);
    const stored = await db.prisma.step.findFirst({ where: { crewId, type: 'payoff' } });
    expect(JSON.parse(stored?.tableRules ?? '{}')).toMatchObject({ titheRounding: 'up' });
  });
});
