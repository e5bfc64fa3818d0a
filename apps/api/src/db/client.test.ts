import Database from 'better-sqlite3';
import { wizardStateSchema, type Crew as RulesCrew, type WizardState } from '@temps-mort/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKind, createTestDatabase, onPostgres, testDatabaseKind, tuneConnection, type TestDatabase } from './client';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
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
/** The keys of a wizard's step. */
const wizardStep = (campaignId: string, wizardId: string) => ({ campaignId, aggregate: 'wizard', aggregateId: wizardId, wizardId });

/** A wizard's whole state, as the rules define it (`WizardState`). */
const thaumaturge = (id: string): WizardState => ({
  wizard: {
    id,
    name: 'Thaumaturge',
    level: 5,
    gold: 150,
    markers: 2,
    warband: [{ id: `${id}-m1`, name: 'Apprentice', role: 'apprentice', baseCost: 200, will: 3, injuries: [] }],
    hiredMuscle: [{ id: `${id}-h1`, kind: 'thief' }],
  },
  collection: null,
  endOfGame: 'playing',
});

describe('the Prisma client on a fresh migrated file', () => {
  it('knows its database, in a transaction too', async () => {
    const expected = testDatabaseKind() === 'postgresql';
    expect(clientKind(db.prisma) === 'postgresql').toBe(expected);
    expect(onPostgres(db.prisma)).toBe(expected);
    expect(await db.prisma.$transaction(async (tx) => onPostgres(tx))).toBe(expected);
  });

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

  if (testDatabaseKind() === 'sqlite') {
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
  } else {
    it('is the PostgreSQL client, and stores timestamps as timestamp(3) in UTC, as Prisma does there', async () => {
      expect(clientKind(db.prisma)).toBe('postgresql');
      const campaign = await db.prisma.campaign.create({ data: { name: 'Clock check' } });
      const [row] = await db.prisma.$queryRawUnsafe<{ kind: string; utc: string }[]>(
        `SELECT pg_typeof("createdAt")::text AS kind, to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS utc FROM "Campaign" WHERE id = $1`,
        campaign.id,
      );
      expect(row?.kind).toBe('timestamp without time zone');
      expect(row?.utc).toBe(campaign.createdAt.toISOString());
    });
  }

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

  it('keeps a Frostgrave wizard as one document beside its history, and reads it back through the rules', async () => {
    const campaign = await db.prisma.campaign.create({ data: { name: 'Frostgrave' } });
    const state = thaumaturge('w-read');
    const wizard = await db.prisma.wizard.create({ data: { id: 'w-read', campaignId: campaign.id, state: JSON.stringify(state) } });
    expect(wizard.version).toBe(1);
    expect(wizardStateSchema.parse(JSON.parse((await db.prisma.wizard.findUniqueOrThrow({ where: { id: wizard.id } })).state))).toEqual(state);
    // Its steps are numbered in its own history, beside any other aggregate's.
    await db.prisma.step.create({ data: { ...wizardStep(campaign.id, wizard.id), seq: 1, type: 'wizard_created' } });
    await expect(db.prisma.step.create({ data: { ...wizardStep(campaign.id, wizard.id), seq: 1, type: 'favour' } })).rejects.toThrow();
    expect(await db.prisma.step.count({ where: { wizardId: wizard.id } })).toBe(1);
  });

  it('deletes everything under a campaign (cascade), a wizard with its history and rolls included', async () => {
    const campaign = await db.prisma.campaign.create({
      data: {
        name: 'Doomed',
        crews: { create: [{ state: '{"crew":{"name":"Gone"}}', shareLinks: { create: [{ tokenHash: 'h-doomed' }] } }] },
        wizards: { create: [{ id: 'w-doomed', state: JSON.stringify(thaumaturge('w-doomed')) }] },
        complexActions: { create: [{ name: 'Crack the vault', state: '{"steps":10}' }] },
        members: { create: { role: 'owner', account: { create: { name: 'Doomed GM', nameKey: 'doomed gm', passphraseHash: 'scrypt$...' } } } },
      },
    });
    const step = await db.prisma.step.create({ data: { ...wizardStep(campaign.id, 'w-doomed'), seq: 1, type: 'collection_start', dice: '[2,4]' } });
    await db.prisma.roll.create({
      data: { campaignId: campaign.id, wizardId: 'w-doomed', stepId: step.id, who: 'Thaumaturge', purpose: 'F6 collection', kind: 'd20', sides: 20, dice: '[2,4]' },
    });
    await db.prisma.campaign.delete({ where: { id: campaign.id } });
    const counts = await Promise.all([
      db.prisma.crew.count({ where: { campaignId: campaign.id } }),
      db.prisma.shareLink.count({ where: { tokenHash: 'h-doomed' } }),
      db.prisma.wizard.count({ where: { campaignId: campaign.id } }),
      db.prisma.step.count({ where: { wizardId: 'w-doomed' } }),
      db.prisma.roll.count({ where: { wizardId: 'w-doomed' } }),
      db.prisma.complexAction.count({ where: { campaignId: campaign.id } }),
      db.prisma.campaignMember.count({ where: { campaignId: campaign.id } }),
    ]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('deleting a wizard deletes its history and its rolls, nothing else of the campaign', async () => {
    const campaign = await db.prisma.campaign.create({ data: { name: 'Two wizards' } });
    for (const id of ['w-gone', 'w-kept']) {
      await db.prisma.wizard.create({ data: { id, campaignId: campaign.id, state: JSON.stringify(thaumaturge(id)) } });
      const step = await db.prisma.step.create({ data: { ...wizardStep(campaign.id, id), seq: 1, type: 'wizard_created' } });
      await db.prisma.roll.create({ data: { campaignId: campaign.id, wizardId: id, stepId: step.id, who: id, purpose: 'F3 intimidation', kind: 'd20', sides: 20, dice: '[7]' } });
    }
    await db.prisma.wizard.delete({ where: { id: 'w-gone' } });
    const left = async (wizardId: string) => [await db.prisma.step.count({ where: { wizardId } }), await db.prisma.roll.count({ where: { wizardId } })];
    expect([await left('w-gone'), await left('w-kept')]).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  if (testDatabaseKind() === 'sqlite') {
    it('accepts the server’s connection tuning', async () => {
      await tuneConnection(db.prisma);
      const rows = await db.prisma.$queryRawUnsafe<{ synchronous: number | bigint }[]>('PRAGMA synchronous');
      expect(Number(rows[0]?.synchronous)).toBe(1); // NORMAL
    });
  } else {
    it('has no connection tuning on PostgreSQL: the session settings stay the server’s', async () => {
      const before = await db.prisma.$queryRawUnsafe<{ name: string; setting: string }[]>('SELECT name, setting FROM pg_settings ORDER BY name');
      await tuneConnection(db.prisma);
      expect(await db.prisma.$queryRawUnsafe('SELECT name, setting FROM pg_settings ORDER BY name')).toEqual(before);
    });
  }
});
