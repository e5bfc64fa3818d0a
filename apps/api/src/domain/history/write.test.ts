import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build';
import { appendStep } from './steps';
import { commitStep, isStepNumberTaken } from './write';

let t: TestApp;
let campaignId: string;
beforeAll(async () => {
  t = await buildTestApp();
  campaignId = (await t.app.db.campaign.findFirstOrThrow({ select: { id: true } })).id;
});
afterAll(() => t.close());

const dice = { aggregate: 'dice' as const };
const step = (seq?: number) => ({ campaignId, ...dice, aggregateId: campaignId, type: 'test_roll', payload: { seq }, dice: [], reasons: [], hidden: false, table: null });

describe('commitStep: the one transaction of a table action', () => {
  it('runs a write again when a concurrent writer took its step number, as PostgreSQL lets one do', async () => {
    const before = await t.app.db.step.count({ where: { aggregate: 'dice', aggregateId: campaignId } });
    let attempts = 0;
    const published: number[] = [];
    const written = await commitStep(
      t.app.db,
      async (tx) => {
        attempts += 1;
        if (attempts === 1) {
          // What a writer running beside this one does between this one's read and its insert: the
          // same number, committed first (here: written, then this insert breaks the unique key).
          const taken = await appendStep(tx, step());
          await tx.step.create({ data: { campaignId, aggregate: 'dice', aggregateId: campaignId, seq: taken.seq, type: 'test_roll', payload: '{}', dice: '[]', detail: '{}', reasons: '[]', hidden: false } });
        }
        return appendStep(tx, step());
      },
      (done) => published.push(done.seq),
    );
    expect(attempts).toBe(2);
    // The first attempt left nothing: the history is gapless, the step the next number.
    expect(written.seq).toBe(before + 1);
    expect(published).toEqual([before + 1]);
    const seqs = (await t.app.db.step.findMany({ where: { aggregate: 'dice', aggregateId: campaignId }, select: { seq: true }, orderBy: { seq: 'asc' } })).map((s) => s.seq);
    expect(seqs).toEqual(Array.from({ length: before + 1 }, (_, i) => i + 1));
  });

  it('publishes nothing and keeps nothing of a write that fails for any other reason', async () => {
    const before = await t.app.db.step.count();
    const published: unknown[] = [];
    await expect(
      commitStep(
        t.app.db,
        async (tx) => {
          await appendStep(tx, step());
          throw new Error('refused');
        },
        (done) => published.push(done),
      ),
    ).rejects.toThrow('refused');
    expect(published).toEqual([]);
    expect(await t.app.db.step.count()).toBe(before);
  });

  it('tells a taken step number from any other error', () => {
    expect(isStepNumberTaken({ code: 'P2002', meta: { modelName: 'Step', target: ['aggregate', 'aggregateId', 'seq'] } })).toBe(true);
    expect(isStepNumberTaken({ code: 'P2002', meta: { modelName: 'ShareLink', target: ['tokenHash'] } })).toBe(false);
    expect(isStepNumberTaken({ code: 'P2025' })).toBe(false);
    expect(isStepNumberTaken(new Error('P2002'))).toBe(false);
  });
});
