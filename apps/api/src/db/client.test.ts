import Database from 'better-sqlite3';
import type { Crew as RulesCrew } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, tuneConnection, type TestDatabase } from './client';

let db: TestDatabase;
beforeAll(() => {
  db = createTestDatabase();
});
afterAll(async () => {
  await db.cleanup();
});

function raw<T>(sql: string, ...params: unknown[]): T[] {
  const conn = new Database(db.path, { readonly: true });
  try {
    return conn.prepare(sql).all(...params) as T[];
  } finally {
    conn.close();
  }
}

/** The keys of a crew's step (its aggregate). */
const crewStep = (campaignId: string, crewId: string) => ({ campaignId, aggregate: 'crew', aggregateId: crewId, crewId });

describe('the Prisma client on a fresh migrated file', () => {
  it('starts from a migrated, empty database', async () => {
    expect(db.migration.applied.length).toBeGreaterThan(0);
    expect(await db.prisma.crew.count()).toBe(0);
  });

  it('creates a crew with its campaign and reads its state document back', async () => {
    const campaign = await db.prisma.campaign.create({
      data: { name: 'Doskvol', tableRules: JSON.stringify({ maxAttributeCircles: 4 }) },
    });
    const pending: RulesCrew['pendingEntanglements'] = [{ id: 'e1', kind: 'rivals', revealed: false, hidden: true }];
    const state = { crew: { name: 'Les Corbeaux', tier: 2, prisonClaims: ['smuggling', 'smuggling'], pendingEntanglements: pending }, phase: 'idle' };
    const created = await db.prisma.crew.create({
      data: { campaignId: campaign.id, state: JSON.stringify(state), characterNotes: JSON.stringify({ pc1: 'Doit au Baron' }) },
    });
    expect(created.version).toBe(1);

    const read = await db.prisma.crew.findUniqueOrThrow({ where: { id: created.id } });
    expect(JSON.parse(read.state)).toEqual(state);
    expect(JSON.parse(read.characterNotes)).toEqual({ pc1: 'Doit au Baron' });
    expect(read.gmNotes).toBe('');
    expect(read.createdAt).toBeInstanceOf(Date);
  });

  it('stores timestamps as integer milliseconds (unixepoch-ms), as the native Prisma driver does', async () => {
    const before = Date.now();
    const campaign = await db.prisma.campaign.create({ data: { name: 'Clock check' } });
    const [row] = raw<{ createdAt: unknown; kind: string }>(
      'SELECT createdAt, typeof(createdAt) AS kind FROM Campaign WHERE id = ?',
      campaign.id,
    );
    expect(row?.kind).toBe('integer');
    expect(row?.createdAt as number).toBeGreaterThanOrEqual(before);
    expect(campaign.createdAt.getTime()).toBe(row?.createdAt);
  });

  it('updates with an optimistic version check', async () => {
    const campaign = await db.prisma.campaign.create({ data: { name: 'Versions' } });
    const crew = await db.prisma.crew.create({ data: { campaignId: campaign.id } });
    const ok = await db.prisma.crew.updateMany({
      where: { id: crew.id, version: 1 },
      data: { gmNotes: 'a', version: { increment: 1 } },
    });
    const stale = await db.prisma.crew.updateMany({
      where: { id: crew.id, version: 1 },
      data: { gmNotes: 'b', version: { increment: 1 } },
    });
    expect([ok.count, stale.count]).toEqual([1, 0]);
    expect(await db.prisma.crew.findUniqueOrThrow({ where: { id: crew.id } })).toMatchObject({ gmNotes: 'a', version: 2 });
  });

  it('numbers steps uniquely per aggregate and links undo', async () => {
    const campaign = await db.prisma.campaign.create({ data: { name: 'History' } });
    const crew = await db.prisma.crew.create({ data: { campaignId: campaign.id } });
    const first = await db.prisma.step.create({ data: { ...crewStep(campaign.id, crew.id), seq: 1, type: 'payoff' } });
    await expect(db.prisma.step.create({ data: { ...crewStep(campaign.id, crew.id), seq: 1, type: 'heat' } })).rejects.toThrow();
    const undo = await db.prisma.step.create({ data: { ...crewStep(campaign.id, crew.id), seq: 2, type: 'undo' } });
    await db.prisma.step.update({ where: { id: first.id }, data: { undoneById: undo.id } });
    const history = await db.prisma.step.findMany({ where: { crewId: crew.id }, orderBy: { seq: 'asc' }, include: { undoes: true } });
    expect(history.map((event) => [event.seq, event.type, event.undoneById])).toEqual([
      [1, 'payoff', undo.id],
      [2, 'undo', null],
    ]);
    expect(history[1]?.undoes?.id).toBe(first.id);
  });

  it('writes a step as one transaction: state, roll and event, all or nothing', async () => {
    const campaign = await db.prisma.campaign.create({ data: { name: 'Tx' } });
    const crew = await db.prisma.crew.create({ data: { campaignId: campaign.id } });
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.crew.update({ where: { id: crew.id }, data: { state: '{"crew":{"heat":4}}' } });
        const event = await tx.step.create({ data: { ...crewStep(campaign.id, crew.id), seq: 1, type: 'heat' } });
        await tx.roll.create({
          data: { campaignId: campaign.id, crewId: crew.id, stepId: event.id, who: 'GM', purpose: 'heat', kind: 'fortune', sides: 6, dice: '[4]' },
        });
        throw new Error('rule refused');
      }),
    ).rejects.toThrow('rule refused');
    expect(await db.prisma.crew.findUniqueOrThrow({ where: { id: crew.id } })).toMatchObject({ state: '{}' });
    expect(await db.prisma.step.count({ where: { crewId: crew.id } })).toBe(0);
    expect(await db.prisma.roll.count({ where: { crewId: crew.id } })).toBe(0);
  });

  it('deletes everything under a campaign (cascade), Frostgrave ledger included', async () => {
    const campaign = await db.prisma.campaign.create({
      data: {
        name: 'Doomed',
        crews: { create: [{ state: '{"crew":{"name":"Gone"}}', shareLinks: { create: [{ tokenHash: 'h-doomed' }] } }] },
        wizards: {
          create: [
            {
              name: 'Thaumaturge',
              level: 5,
              markers: 2,
              warband: { create: [{ name: 'Apprentice', role: 'apprentice', baseCost: 200, will: 3 }] },
              hiredMuscle: { create: [{ kind: 'thief' }] },
              favours: { create: [{ kind: 'loan', markersDelta: 2, goldDelta: 150, details: '{"amount":150}' }] },
              collections: { create: [{ status: 'done', markersAtCheck: 2, checkRoll: 2, tableRoll: 4, entry: 'pay_what_you_owe', markersRemoved: 1, goldPaid: 150 }] },
            },
          ],
        },
        complexActions: { create: [{ name: 'Crack the vault', state: '{"steps":10}' }] },
        gmCredential: { create: { passphraseHash: 'scrypt$...' } },
      },
    });
    await db.prisma.campaign.delete({ where: { id: campaign.id } });
    const counts = await Promise.all([
      db.prisma.crew.count({ where: { campaignId: campaign.id } }),
      db.prisma.shareLink.count({ where: { tokenHash: 'h-doomed' } }),
      db.prisma.wizard.count({ where: { campaignId: campaign.id } }),
      db.prisma.warbandMember.count({ where: { name: 'Apprentice' } }),
      db.prisma.favourRecord.count(),
      db.prisma.collectionRecord.count(),
      db.prisma.complexAction.count({ where: { campaignId: campaign.id } }),
      db.prisma.gmCredential.count({ where: { campaignId: campaign.id } }),
    ]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('accepts the server’s connection tuning', async () => {
    await tuneConnection(db.prisma);
    const rows = await db.prisma.$queryRawUnsafe<{ synchronous: number | bigint }[]>('PRAGMA synchronous');
    expect(Number(rows[0]?.synchronous)).toBe(1); // NORMAL
  });
});
