/**
 * For the backup tests: a campaign played through HTTP, with a bit of everything the export must
 * carry — two crews (one from the crews fixture, one created through the API), a downtime with
 * hidden and revealed entanglements, activities, an acquired asset kept (and one removed), a project, sheet edits, GM notes, a character
 * removed (its rolls lose their character) then brought back by an undo, undone steps, a change of
 * table rules between steps, a character's d12 roll, campaign rolls (open and hidden, one undone), a wizard
 * with favours, hired muscle settled, a collection undone then started again and a member hired, and a d100
 * tracker with its rolls.
 *
 * Dice are the test app's seeded roller: steps the dice make impossible answer 422 and are skipped
 * (`play` only refuses a 5xx or an unexpected 4xx).
 */
import { sampleWizard } from '@temps-mort/contract/samples';
import { expect } from 'vitest';
import type { CampaignExport } from '../../../domain/backup/format';
import { idMapFor, renameIds } from '../../../domain/backup/ids';
import type { TestApp } from '../../../test/build';
import { seedCrew } from '../../../test/crews';

export type Json = Record<string, unknown>;

export interface Answer {
  readonly status: number;
  readonly body: Json;
}

export async function call(t: TestApp, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = t.gm.headers): Promise<Answer> {
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body === '' ? {} : (res.json() as Json) };
}

/** A document as two instances may both write it: ids replaced by their rank, what an import does not keep removed. */
export function comparable(doc: CampaignExport): unknown {
  const { exportedAt: _at, campaign, ...rest } = renameIds(doc, idMapFor(doc, 'N'));
  const { createdAt: _c, updatedAt: _u, ...kept } = campaign;
  return { campaign: kept, ...rest };
}

/** Export `source`'s campaign, import it into `target`, export it from there: both documents, and the GM's cookie in `target`. */
export async function roundTrip(source: TestApp, target: TestApp): Promise<{ exported: CampaignExport; again: CampaignExport; cookie: string }> {
  const res = await call(source, 'GET', `/api/campaigns/${source.campaignId}/export`);
  expect(res.status).toBe(200);
  const exported = res.body as unknown as CampaignExport;
  const imported = await call(target, 'POST', '/api/campaigns/import', exported);
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  // The importing GM owns the new campaign (issue 37).
  const cookie = target.gm.cookie;
  const second = await target.app.inject({ method: 'GET', url: `/api/campaigns/${imported.body.campaignId as string}/export`, headers: { cookie } });
  expect(second.statusCode).toBe(200);
  return { exported, again: second.json() as CampaignExport, cookie };
}

export interface PlayedCampaign {
  readonly crewIds: readonly string[];
  readonly wizardId: string;
  /** A player link of the first crew. */
  readonly playerToken: string;
}

export async function playCampaign(t: TestApp): Promise<PlayedCampaign> {
  const seeded = await seedCrew(t);
  const created = await call(t, 'POST', `/api/campaigns/${t.campaignId}/crews`, {
    name: 'Les Lampions',
    tier: 1,
    coin: 4,
    characters: [{ name: 'Cyprien', skills: { hunt: 2, study: 1 }, gmNotes: 'Doit de l’argent au Baron' }, { name: 'Dorine' }],
    factions: [{ name: 'La Guilde', tier: 2, status: 1 }],
    cohorts: [{ name: 'Les Rats', kind: 'gang', quality: 1 }],
    gmNotes: 'Bande secondaire',
  });
  expect(created.status).toBe(201);
  const second = ((created.body.sheet as Json).id as string);

  for (const crewId of [seeded.crewId, second]) await playCrew(t, crewId, crewId === second);

  // Campaign rolls: open, hidden, and one linked to a character (a crew roll with no step).
  const pc1 = seeded.id('pc-1');
  for (const body of [{ pool: 2, purpose: 'Sneak' }, { pool: 1, hidden: true }, { pool: 1, characterId: pc1 }]) {
    expect((await call(t, 'POST', `/api/campaigns/${t.campaignId}/rolls/d6`, body)).status).toBe(201);
  }
  const d20 = await call(t, 'POST', `/api/campaigns/${t.campaignId}/rolls/d20`, { count: 2 });
  expect(d20.status).toBe(201);
  // …undone: it stays, marked undone (a step of the campaign's dice and its undo).
  expect((await call(t, 'POST', `/api/rolls/${d20.body.id as string}/undo`, {})).status).toBe(200);
  // A character's d12 roll, and giving of oneself through the crew's history when it failed.
  const d12 = await call(t, 'POST', `/api/campaigns/${t.campaignId}/rolls/d12`, { attribute: 'body', characterId: pc1, threshold: 12 });
  expect(d12.status).toBe(201);
  const version = (await t.db.crew.findUniqueOrThrow({ where: { id: seeded.crewId } })).version;
  expectOk(await call(t, 'POST', `/api/rolls/${d12.body.id as string}/give-of-oneself`, { version }), [200, 422]);

  // A wizard and the underworld ledger.
  const wizard = await call(t, 'POST', `/api/campaigns/${t.campaignId}/wizards`, sampleWizard({ gold: 500 }));
  expect(wizard.status).toBe(201);
  const wizardId = wizard.body.id as string;
  let wv = 1;
  for (const favour of [
    { kind: 'loan', amount: 350 },
    { kind: 'intimidation', target: { name: 'Thug', role: 'soldier', will: 0 }, bonus: 1 },
    { kind: 'hired_muscle', muscle: 'thief' },
  ]) {
    const res = await call(t, 'POST', `/api/wizards/${wizardId}/favours`, { version: wv, ...favour });
    expectOk(res, [200, 422]);
    if (res.status === 200) wv = ((res.body.wizard as Json).version as number);
  }
  // The game ends (the thief survives), then a collection started, undone (its roll stays, marked
  // undone), started again; a member hired.
  const wizardStep = async (path: string, body: Json, status: number) => {
    const res = await call(t, 'POST', `/api/wizards/${wizardId}${path}`, { version: wv, ...body });
    expectOk(res, [status]);
    wv = (res.body.wizard as Json).version as number;
  };
  await wizardStep('/hired-muscle/settle', { diedIds: [] }, 200);
  await wizardStep('/collections', {}, 201);
  await wizardStep('/undo', {}, 200);
  await wizardStep('/collections', {}, 201);
  await wizardStep('/warband', { name: 'Rat', role: 'soldier', baseCost: 10, will: 0 }, 201);

  // A d100 tracker of the second crew, and one of the campaign.
  for (const crewId of [second, null]) {
    const tracker = await call(t, 'POST', `/api/campaigns/${t.campaignId}/complex-actions`, {
      name: crewId ? 'Forcer le coffre' : 'Le siège',
      ...(crewId ? { crewId } : {}),
      start: 6,
      failureThreshold: 4,
      milestones: [{ crossed: 3, label: 'La serrure' }],
    });
    expect(tracker.status).toBe(201);
    const id = (tracker.body.complexAction as Json).id as string;
    let v = 1;
    for (let i = 0; i < 3; i++) {
      const res = await call(t, 'POST', `/api/complex-actions/${id}/roll`, { version: v, threshold: 50 });
      expectOk(res, [200, 422]);
      if (res.status !== 200) break;
      v = ((res.body.complexAction as Json).version as number);
    }
  }
  const player = await t.player(seeded.crewId, 'Arlette');
  return { crewIds: [seeded.crewId, second], wizardId, playerToken: player.token };
}

function expectOk(answer: Answer, allowed: readonly number[]): void {
  if (!allowed.includes(answer.status)) throw new Error(`unexpected ${answer.status}: ${JSON.stringify(answer.body)}`);
}

interface Sheet {
  version: number;
  crew: {
    characters: { id: string; name: string }[];
    pendingEntanglements: { id: string; revealed: boolean }[];
    assets: { id: string }[];
  };
}

async function playCrew(t: TestApp, crewId: string, second: boolean): Promise<void> {
  let sheet = (await call(t, 'GET', `/api/crews/${crewId}`)).body as unknown as Sheet;
  const step = async (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', path: string, body: Json = {}, allowed: readonly number[] = [200, 201, 422]) => {
    const res = await call(t, method, `/api/crews/${crewId}${path}`, { version: sheet.version, ...body });
    expectOk(res, allowed);
    if (res.status === 200 || res.status === 201) sheet = res.body.sheet as Sheet;
    return res;
  };
  const [a, b] = sheet.crew.characters;
  if (!a || !b) throw new Error('the fixture crews have two characters');

  await step('POST', '/downtime/start', { seasonBonus: second });
  await step('POST', '/downtime/payoff', { targetTier: 2, take: 6, tithe: { boss: 'Le Baron', paid: false } });
  // A table rule changes between two steps: each step keeps the rules it was played with.
  const campaign = (await call(t, 'GET', '/api/campaigns/current')).body;
  expect(
    (await call(t, 'PATCH', `/api/campaigns/${t.campaignId}`, { version: campaign.version, tableRules: { titheRounding: second ? 'up' : 'down' } })).status,
  ).toBe(200);
  await step('POST', '/downtime/heat', { exposure: 'loud', killings: false });
  await step('POST', '/downtime/entanglement-roll', { hidden: !second, reveal: false });
  const held = sheet.crew.pendingEntanglements[0];
  if (held && !held.revealed) await step('POST', `/downtime/entanglements/${encodeURIComponent(held.id)}/reveal`);
  await step('POST', '/downtime/advance');
  await step('POST', '/downtime/activities', { characterId: a.id, activity: { kind: 'train', skill: 'hunt', helped: false } });
  await step('POST', '/downtime/activities', { characterId: b.id, activity: { kind: 'recover', healer: { kind: 'self' } } });
  // A4: an asset acquired and kept on the sheet (the second crew's is gone after a quiet week, below).
  await step('POST', '/downtime/activities', { characterId: b.id, activity: { kind: 'acquire_asset', name: 'Gang de dockers', assetKind: 'cohort_gang', justInCase: true } });
  await step('POST', '/downtime/asset-settle', { characterId: b.id, coin: 0 });
  const project = await step('POST', `/characters/${a.id}/projects`, { name: 'Le plan', segments: 6 });
  const projectId = ((project.body.event as Json | undefined)?.payload as Json | undefined)?.id as string | undefined;
  if (projectId) await step('POST', '/downtime/activities', { characterId: a.id, activity: { kind: 'long_term_project', projectId, action: 'hunt' } });
  await step('POST', '/undo');
  await step('POST', '/downtime/free-play', { characterId: b.id });
  const faction = await step('POST', '/factions', { name: 'Les Tisserands', tier: 1, status: 0 });
  // K1: a faction's goal kept back, its goal clock rolled on and revealed, a danger clock of the crew ticked.
  const factionId = ((faction.body.event as Json).detail as Json).id as string;
  await step('PUT', `/factions/${factionId}`, { goal: 'Tisser la ville', notes: 'Ils paient la Garde', revealed: ['notes'] });
  const goal = await step('POST', '/clocks', { name: 'Le grand métier', owner: { kind: 'faction', id: factionId }, segments: 8, visibility: 'name_only' });
  const goalId = ((goal.body.event as Json).detail as Json).id as string;
  const danger = await step('POST', '/clocks', { name: 'La Garde approche', owner: { kind: 'crew', id: crewId }, segments: 6, visibility: 'open', requires: null });
  const dangerId = ((danger.body.event as Json).detail as Json).id as string;
  await step('POST', `/clocks/${goalId}/roll`, { roll: { kind: 'faction_tier' } });
  await step('PUT', `/clocks/${goalId}`, { visibility: 'open', unlocks: [dangerId] });
  await step('POST', `/clocks/${dangerId}/tick`, { delta: 2 });
  await step('PATCH', '', { gmNotes: 'Le Baron les surveille', coin: 3 });
  await step('POST', '/downtime/conflict-heat', { exposure: 'quiet', killings: false });
  // A character removed, then brought back by an undo (its rolls lost their character meanwhile).
  await step('DELETE', `/characters/${b.id}`, {}, [200]);
  await step('POST', '/undo');
  await step('POST', '/downtime/conflict-heat', { exposure: 'contained', killings: true });
  const asset = sheet.crew.assets[0];
  if (second && asset) await step('DELETE', `/assets/${encodeURIComponent(asset.id)}`, { cause: 'quiet_week' }, [200]);
}
