/**
 * Revert any step of a wizard's history, and redo (issue 34, "undo any step"): the later steps
 * replay on their recorded dice; a later step that no longer applies is listed and goes only when
 * the GM confirms it; an undo is taken back by a redo; the ledger names what each action reverts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wizardTopic } from '../../../domain/wizards/live';
import { buildTestApp, type TestApp } from '../../../test/build';
import { crewOfTwo, seedCrew } from '../../../test/crews';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
});
afterAll(() => t.close());

interface WizardOut {
  id: string;
  version: number;
  gold: number;
  markers: number;
}
interface Ledger {
  favours: { id: string; kind: string }[];
  payOffs: { id: string }[];
  stepSeqs?: Record<string, number>;
  undos?: { seq: number; undid: { seq: number; type: string } }[];
}

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.gm.headers, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

describe('revert any step of a wizard’s history, and redo', () => {
  let w: WizardOut;
  const ledger = async () => (await call('GET', `/api/wizards/${w.id}/ledger`)).body as unknown as Ledger;
  const preview = async (seq: number) => call('GET', `/api/wizards/${w.id}/history/${seq}/revert`);

  beforeAll(async () => {
    w = (await call('POST', `/api/campaigns/${t.campaignId}/wizards`, { name: 'Maelis', level: 5, gold: 0, markers: 0 })).body as unknown as WizardOut; // 1
    expect((await call('POST', `/api/wizards/${w.id}/favours`, { version: 1, kind: 'loan', amount: 200 })).status).toBe(200); // 2: 200 gc, 2 markers
    expect((await call('POST', `/api/wizards/${w.id}/favours`, { version: 2, kind: 'loan', amount: 300 })).status).toBe(200); // 3: 500 gc, 5 markers
    const paid = await call('POST', `/api/wizards/${w.id}/pay-off`, { version: 3, markers: 3 }); // 4: 50 gc, 2 markers
    expect(paid.body).toMatchObject({ wizard: { gold: 50, markers: 2, version: 4 } });
  });

  it('the ledger names each entry’s step, for the GM only', async () => {
    const read = await ledger();
    expect(Object.values(read.stepSeqs ?? {}).sort()).toEqual([2, 3, 4]);
    expect(read.undos).toEqual([]);
    const crew = await seedCrew(t, crewOfTwo());
    const link = await t.app.inject({ method: 'POST', url: `/api/crews/${crew.crewId}/share-links`, headers: t.gm.headers, payload: { label: 'Léa', wizardId: w.id } });
    expect(link.statusCode, link.body).toBe(201);
    const asPlayer = await t.app.inject({ method: 'GET', url: `/api/wizards/${w.id}/ledger`, headers: { authorization: `Bearer ${link.json<{ token: string }>().token}` } });
    expect(asPlayer.statusCode).toBe(200);
    expect(asPlayer.json()).not.toHaveProperty('stepSeqs');
    expect(asPlayer.json()).not.toHaveProperty('undos');
  });

  it('previews the revert of the first loan: the pay-off no longer applies (F5), the wizard’s net changes, nothing written', async () => {
    const seen = await preview(2);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      version: 4,
      target: { seq: 2, type: 'favour' },
      noLongerApply: [{ seq: 4, type: 'pay_off', why: { rule: 'F5' } }],
    });
    expect(seen.body.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ what: 'gold', before: 50, after: 300 }), expect.objectContaining({ what: 'markers', before: 2, after: 3 })]),
    );
    expect(((await call('GET', `/api/wizards/${w.id}`)).body as unknown as WizardOut).version).toBe(4);
  });

  it('refuses what it cannot revert: the creation, no such step, a stale version, a choice that is not the preview’s', async () => {
    expect(await preview(1)).toMatchObject({ status: 422, body: { code: 'step_not_revertable' } });
    expect(await preview(99)).toMatchObject({ status: 404 });
    expect(await call('POST', `/api/wizards/${w.id}/history/2/revert`, { version: 3, alsoRevert: [4] })).toMatchObject({ status: 409 });
    expect(await call('POST', `/api/wizards/${w.id}/history/2/revert`, { version: 4, alsoRevert: [] })).toMatchObject({ status: 422, body: { code: 'revert_choice_differs' } });
    expect(((await call('GET', `/api/wizards/${w.id}`)).body as unknown as WizardOut).version).toBe(4);
  });

  it('reverts it with the pay-off the GM confirmed, in one write published once; then redoes both', async () => {
    const seen: unknown[] = [];
    const stop = t.app.hub.subscribe(wizardTopic(w.id), (message) => seen.push(message));
    const reverted = await call('POST', `/api/wizards/${w.id}/history/2/revert`, { version: 4, alsoRevert: [4] });
    expect(reverted).toMatchObject({ status: 200, body: { wizard: { gold: 300, markers: 3, version: 5 } } });
    expect((reverted.body.reasons as { code: string }[]).map((r) => r.code)).toEqual(['ledger_step_reverted', 'step_undone_with']);
    expect(seen).toHaveLength(1);
    const after = await ledger();
    expect(after.favours).toHaveLength(1);
    expect(after.payOffs).toEqual([]);
    expect(after.undos?.map((u) => [u.seq, u.undid.seq])).toEqual([
      [6, 2],
      [5, 4],
    ]);
    // An undo is never reverted: it is redone.
    expect(await preview(6)).toMatchObject({ status: 422, body: { code: 'step_not_revertable' } });
    // The pay-off cannot come back before its loan: a step kept since would not apply… it is the step itself.
    expect(await call('POST', `/api/wizards/${w.id}/history/5/redo`, { version: 5 })).toMatchObject({ status: 422, body: { code: 'redone_step_does_not_apply' } });

    const loan = await call('POST', `/api/wizards/${w.id}/history/6/redo`, { version: 5 });
    expect(loan).toMatchObject({ status: 200, body: { wizard: { gold: 500, markers: 5, version: 6 }, reasons: [{ code: 'step_redone' }] } });
    const payOff = await call('POST', `/api/wizards/${w.id}/history/5/redo`, { version: 6 });
    expect(payOff).toMatchObject({ status: 200, body: { wizard: { gold: 50, markers: 2, version: 7 } } });
    expect(await call('POST', `/api/wizards/${w.id}/history/6/redo`, { version: 7 })).toMatchObject({ status: 422, body: { code: 'undo_already_redone' } });
    expect(seen).toHaveLength(3);
    stop();
    const last = await ledger();
    expect(last.undos, JSON.stringify(last)).toEqual([]);
  });
});
