/**
 * A wizard's and a complex action's histories holding reverts (several undo steps at once) and
 * redos (issue 34, "undo any step"): export → import into a fresh instance → export gives the same
 * document, its undo links checked both ways, and the copy plays on (a redo replays the imported
 * history as in the original).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignExportSchema, type CampaignExport } from '../../../domain/backup/format';
import { buildTestApp, type TestApp } from '../../../test/build';
import { call, comparable, roundTrip, type Json } from './fixture';

let source: TestApp;
let target: TestApp;
let wizardId: string;
let actionId: string;

async function ok(method: 'POST', url: string, body: Json, dice: number[] = []): Promise<Json> {
  source.useDice(dice);
  const res = await call(source, method, url, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
}

beforeAll(async () => {
  source = await buildTestApp({ dice: [] });
  target = await buildTestApp({ seed: 4 });
  wizardId = (await ok('POST', `/api/campaigns/${source.campaignId}/wizards`, { name: 'Maelis', level: 5, gold: 0, markers: 0 })).id as string; // 1
  await ok('POST', `/api/wizards/${wizardId}/favours`, { version: 1, kind: 'loan', amount: 200 }); // 2
  await ok('POST', `/api/wizards/${wizardId}/favours`, { version: 2, kind: 'loan', amount: 300 }); // 3
  await ok('POST', `/api/wizards/${wizardId}/pay-off`, { version: 3, markers: 3 }); // 4
  await ok('POST', `/api/wizards/${wizardId}/history/2/revert`, { version: 4, alsoRevert: [4] }); // undos 5 (of 4), 6 (of 2)
  await ok('POST', `/api/wizards/${wizardId}/history/6/redo`, { version: 5 }); // 7: the first loan back

  actionId = ((await ok('POST', `/api/campaigns/${source.campaignId}/complex-actions`, { name: 'Le tunnel', start: 6 })).complexAction as Json).id as string; // 1
  for (const [i, die] of [30, 75, 35, 11].entries()) await ok('POST', `/api/complex-actions/${actionId}/roll`, { version: i + 1, threshold: 60 }, [die]); // 2…5
  await ok('POST', `/api/complex-actions/${actionId}/history/3/revert`, { version: 5, alsoRevert: [5] }); // undos 6 (of 5), 7 (of 3)
  await ok('POST', `/api/complex-actions/${actionId}/history/7/redo`, { version: 6 }); // 8: the failure back
});
afterAll(async () => {
  await source.close();
  await target.close();
});

describe('a wizard’s and a complex action’s histories with reverts and redos', () => {
  let exported: CampaignExport;
  let again: CampaignExport;
  let cookie: string;

  beforeAll(async () => {
    ({ exported, again, cookie } = await roundTrip(source, target));
  });

  it('exports as a valid document: each undo and redo linked both ways', () => {
    expect(campaignExportSchema.safeParse(exported).error?.issues ?? []).toEqual([]);
    expect(exported.wizards[0]?.steps.map((s) => [s.seq, s.type, s.undoneBy])).toEqual([
      [1, 'wizard_created', null],
      [2, 'favour', null],
      [3, 'favour', null],
      [4, 'pay_off', 5],
      [5, 'undo', null],
      [6, 'undo', 7],
      [7, 'redo', null],
    ]);
    expect(exported.complexActions[0]?.steps?.map((s) => [s.seq, s.type, s.undoneBy])).toEqual([
      [1, 'complex_action_created', null],
      [2, 'complex_roll', null],
      [3, 'complex_roll', null],
      [4, 'complex_roll', null],
      [5, 'complex_roll', 6],
      [6, 'undo', null],
      [7, 'undo', 8],
      [8, 'redo', null],
    ]);
  });

  it('refuses a document whose redone undo still marks its step', () => {
    const broken = structuredClone(exported);
    const steps = broken.wizards[0]?.steps ?? [];
    (steps[1] as { undoneBy: number | null }).undoneBy = 6;
    const issues = campaignExportSchema.safeParse(broken).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues).toEqual(['wizards.0.steps.5.payload.seq']);
  });

  it('imports to the same document, and the copy plays on: the same redo answers the same', async () => {
    expect(comparable(again)).toEqual(comparable(exported));
    const wizard = again.wizards[0];
    const action = again.complexActions[0];
    if (!wizard || !action) throw new Error('no wizard or complex action in the copy');
    const copyRedo = await call(target, 'POST', `/api/wizards/${wizard.id}/history/5/redo`, { version: wizard.version }, { cookie });
    const originalRedo = await call(source, 'POST', `/api/wizards/${wizardId}/history/5/redo`, { version: wizard.version });
    expect([copyRedo.status, originalRedo.status]).toEqual([200, 200]);
    expect((copyRedo.body.wizard as Json).gold).toBe((originalRedo.body.wizard as Json).gold);
    const copyAction = await call(target, 'POST', `/api/complex-actions/${action.id}/history/6/redo`, { version: action.version }, { cookie });
    const originalAction = await call(source, 'POST', `/api/complex-actions/${actionId}/history/6/redo`, { version: action.version });
    expect([copyAction.status, originalAction.status]).toEqual([200, 200]);
    expect((copyAction.body.complexAction as Json).tracker).toEqual((originalAction.body.complexAction as Json).tracker);
  });
});
