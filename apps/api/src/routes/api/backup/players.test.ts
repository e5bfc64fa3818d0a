/**
 * What players do from their phones (issue 36) in the campaign export: the campaign's switches, a
 * character's own texts, the crews' proposals of every status and roll requests of every status go
 * export → import → export unchanged (modulo the ids an import renews); a proposal names no link
 * in the file nor in the copy, where the GM decides it as any other. An export made before players
 * acted still imports as before (switches on, no proposal, no request); a document whose proposals
 * or requests break what the API writes is refused naming the field, nothing written.
 */
import type { ProposalIntent } from '@temps-mort/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignExportSchema, rowIds, type CampaignExport, type ExportedCrew } from '../../../domain/backup/format';
import { idMapFor, renameIds } from '../../../domain/backup/ids';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';
import { call, comparable, type Json } from './fixture';

const TRAIN_HUNT: ProposalIntent = { type: 'activity', activity: { kind: 'train', skill: 'hunt' } };
const TRAIN_STUDY: ProposalIntent = { type: 'activity', activity: { kind: 'train', skill: 'study' } };
const REDUCE_HEAT: ProposalIntent = { type: 'activity', activity: { kind: 'reduce_heat', action: 'skirmish' } };
const SWITCHES = { propose: false, roll: true, editTexts: false };

let source: TestApp;
let target: TestApp;
let crew: SeededCrew;
let arlette: TestPlayer;
let basile: TestPlayer;
let exported: CampaignExport;

/** A crew step of the GM at the crew's current version. */
async function gmStep(method: 'POST' | 'PUT', url: string, body: Json = {}, dice: number[] = []): Promise<Json> {
  const version = (await source.db.crew.findUniqueOrThrow({ where: { id: crew.crewId } })).version;
  source.useDice(dice);
  const res = await call(source, method, `/api/crews/${crew.crewId}${url}`, { version, ...body });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

async function propose(player: TestPlayer, pc: string, intent: ProposalIntent): Promise<string> {
  const res = await call(source, 'POST', `/api/crews/${crew.crewId}/characters/${crew.id(pc)}/proposals`, { intent }, player.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function approve(id: string, body: Json = {}): Promise<void> {
  const version = (await source.db.crew.findUniqueOrThrow({ where: { id: crew.crewId } })).version;
  source.useDice([3, 3, 3]);
  const res = await call(source, 'POST', `/api/proposals/${id}/approve`, { version, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function ask(pc: string, roll: Json, note?: string): Promise<string> {
  const res = await call(source, 'POST', `/api/crews/${crew.crewId}/roll-requests`, { characterId: crew.id(pc), roll, ...(note === undefined ? {} : { note }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function rollIt(player: TestPlayer, id: string, dice: number[]): Promise<void> {
  source.useDice(dice);
  const res = await call(source, 'POST', `/api/roll-requests/${id}/roll`, {}, player.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}


beforeAll(async () => {
  source = await buildTestApp({ dice: [] });
  target = await buildTestApp({ seed: 4 });
  crew = await seedCrew(source, crewOfTwo({ wanted: 0, heat: 3 }));
  arlette = await source.player(crew.crewId, 'Arlette', { characterId: crew.id('pc-1') });
  basile = await source.player(crew.crewId, 'Basile', { characterId: crew.id('pc-2') });

  // Arlette's own texts: a step of the crew, the look and notes on her sheet.
  const version = (await source.db.crew.findUniqueOrThrow({ where: { id: crew.crewId } })).version;
  const texts = await call(source, 'PUT', `/api/crews/${crew.crewId}/characters/${crew.id('pc-1')}/texts`, { version, texts: { look: 'Grande, un manteau rapiécé', notes: 'Cherche sa sœur' } }, arlette.headers);
  expect(texts.status, JSON.stringify(texts.body)).toBe(200);

  await gmStep('POST', '/downtime/start');
  await gmStep('POST', '/downtime/payoff', { targetTier: 1, take: 0 });
  await gmStep('POST', '/downtime/heat', { exposure: 'quiet' });
  await gmStep('POST', '/downtime/entanglement-roll');
  await gmStep('POST', '/downtime/advance');

  // Proposals of every status: approved as proposed, approved as edited (then its step undone),
  // declined with a reason, withdrawn, and one still waiting.
  const declined = await propose(arlette, 'pc-1', TRAIN_STUDY);
  await approve(await propose(arlette, 'pc-1', TRAIN_HUNT));
  expect((await call(source, 'POST', `/api/proposals/${declined}/decline`, { reason: 'Pas cette semaine' })).status).toBe(200);
  const withdrawn = await propose(basile, 'pc-2', TRAIN_HUNT);
  expect((await call(source, 'POST', `/api/proposals/${withdrawn}/withdraw`, {}, basile.headers)).status).toBe(200);
  await approve(await propose(basile, 'pc-2', REDUCE_HEAT), { intent: { type: 'activity', activity: { kind: 'reduce_heat', action: 'hunt' } } });
  await gmStep('POST', '/undo');
  await propose(arlette, 'pc-1', TRAIN_STUDY);

  // Roll requests of every status: rolled (a crew roll, and a campaign tracker's test: a campaign
  // roll), cancelled, and one still waiting.
  await rollIt(arlette, await ask('pc-1', { kind: 'd6', purpose: 'action', pool: 2 }, 'Crochète la serrure'), [6, 3]);
  const tracker = await call(source, 'POST', `/api/campaigns/${source.campaignId}/complex-actions`, { name: 'Le siège', start: 8, failureThreshold: 5 });
  expect(tracker.status).toBe(201);
  await rollIt(basile, await ask('pc-2', { kind: 'complex_action', complexActionId: (tracker.body.complexAction as Json).id, threshold: 50 }), [25]);
  const cancelled = await ask('pc-2', { kind: 'fortune', pool: 1, shift: 0 });
  expect((await call(source, 'POST', `/api/roll-requests/${cancelled}/cancel`, {})).status).toBe(200);
  await ask('pc-1', { kind: 'd12', attribute: 'body', threshold: 8 });

  // The campaign's switches, other than their defaults.
  const campaign = (await call(source, 'GET', '/api/campaigns/current')).body;
  expect((await call(source, 'PATCH', `/api/campaigns/${source.campaignId}`, { version: campaign.version, players: SWITCHES })).status).toBe(200);

  const res = await call(source, 'GET', `/api/campaigns/${source.campaignId}/export`);
  expect(res.status).toBe(200);
  exported = res.body as unknown as CampaignExport;
}, 60_000);
afterAll(async () => {
  await source.close();
  await target.close();
});

const entry = (doc: CampaignExport): ExportedCrew => doc.crews[0]!;

describe('the export', () => {
  it('holds the campaign’s switches, the character’s texts, and every proposal and roll request, oldest first, naming no link', () => {
    expect(campaignExportSchema.safeParse(exported).error?.issues ?? []).toEqual([]);
    expect(exported.campaign.players).toEqual(SWITCHES);
    expect(entry(exported).crew.characters[0]).toMatchObject({ look: 'Grande, un manteau rapiécé', notes: 'Cherche sa sœur' });
    const proposals = entry(exported).proposals ?? [];
    expect(proposals.map((p) => [p.status, p.intent, p.approved, p.reason])).toEqual([
      ['declined', TRAIN_STUDY, null, 'Pas cette semaine'],
      ['approved', TRAIN_HUNT, null, null],
      ['withdrawn', TRAIN_HUNT, null, null],
      ['approved', REDUCE_HEAT, { type: 'activity', activity: { kind: 'reduce_heat', action: 'hunt' } }, null],
      ['pending', TRAIN_STUDY, null, null],
    ]);
    // The edited approval's step was undone since: the proposal stays approved by it.
    const undone = entry(exported).events.find((e) => e.seq === proposals[3]?.stepSeq);
    expect(undone).toMatchObject({ type: 'activity', undoneBy: expect.any(Number) });
    const requests = entry(exported).rollRequests ?? [];
    expect(requests.map((r) => [r.roll.kind, r.status, r.note])).toEqual([
      ['d6', 'rolled', 'Crochète la serrure'],
      ['complex_action', 'rolled', null],
      ['fortune', 'cancelled', null],
      ['d12', 'pending', null],
    ]);
    // The crew's roll, and the campaign tracker's roll among the campaign's.
    expect(entry(exported).rolls.map((r) => r.id)).toContain(requests[0]?.rollId);
    expect(exported.rolls.map((r) => r.id)).toContain(requests[1]?.rollId);
    expect(JSON.stringify(exported)).not.toMatch(/shareLink|tokenHash/i);
  });

  it('names no proposal and no request of a crew that has none', async () => {
    const t = await buildTestApp();
    try {
      await seedCrew(t);
      const doc = (await call(t, 'GET', `/api/campaigns/${t.campaignId}/export`)).body as unknown as CampaignExport;
      expect(doc.crews[0]).not.toHaveProperty('proposals');
      expect(doc.crews[0]).not.toHaveProperty('rollRequests');
      expect(doc.campaign.players).toEqual({ propose: true, roll: true, editTexts: true });
    } finally {
      await t.close();
    }
  });
});

describe('export → import into a fresh instance → export', () => {
  let again: CampaignExport;
  let cookie: string;

  beforeAll(async () => {
    const imported = await call(target, 'POST', '/api/campaigns/import', exported);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    cookie = target.gm.cookie;
    const res = await call(target, 'GET', `/api/campaigns/${imported.body.campaignId as string}/export`, undefined, { cookie });
    expect(res.status).toBe(200);
    again = res.body as unknown as CampaignExport;
  });

  it('gives the same document, but its ids', () => {
    expect(comparable(again)).toEqual(comparable(exported));
    const text = JSON.stringify(again);
    expect(rowIds(exported).filter((r) => text.includes(r.id))).toEqual([]);
  });

  it('its proposals have no link; the GM lists them and decides the one waiting, as any other', async () => {
    const copied = entry(again);
    expect(await target.db.proposal.findMany({ where: { crewId: copied.id }, select: { shareLinkId: true } })).toEqual(copied.proposals?.map(() => ({ shareLinkId: null })));
    const headers = { cookie };
    const listed = await call(target, 'GET', `/api/crews/${copied.id}/proposals`, undefined, headers);
    expect(listed.status).toBe(200);
    const original = await call(source, 'GET', `/api/crews/${crew.crewId}/proposals`);
    expect(renameIds(listed.body, idMapFor(again, 'N'))).toEqual(renameIds(original.body, idMapFor(exported, 'N')));
    const waiting = copied.proposals?.find((p) => p.status === 'pending');
    const declined = await call(target, 'POST', `/api/proposals/${waiting?.id ?? ''}/decline`, {}, headers);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', reason: null });
  });

  it('its roll requests list as in the original, and the one waiting is cancelled as any other', async () => {
    const copied = entry(again);
    const headers = { cookie };
    const listed = await call(target, 'GET', `/api/crews/${copied.id}/roll-requests`, undefined, headers);
    const original = await call(source, 'GET', `/api/crews/${crew.crewId}/roll-requests`);
    expect(renameIds(listed.body, idMapFor(again, 'N'))).toEqual(renameIds(original.body, idMapFor(exported, 'N')));
    const waiting = copied.rollRequests?.find((r) => r.status === 'pending');
    const cancelled = await call(target, 'POST', `/api/roll-requests/${waiting?.id ?? ''}/cancel`, {}, headers);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it('the campaign keeps its switches', async () => {
    const campaign = await call(target, 'GET', '/api/campaigns/current', undefined, { cookie });
    expect(campaign.body.players).toEqual(SWITCHES);
  });
});

/** The release before players acted (db/fixtures/release-3, made at 48fbbd2): its export, made before the switches, proposals and requests. */
describe('an export made before players acted', () => {
  const released = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../db/fixtures/release-3/answers.json'), 'utf8')) as { export: Json };

  it('imports as before: its players may do everything, and its crews hold no proposal and no request', async () => {
    expect(released.export.campaign).not.toHaveProperty('players');
    const res = await call(target, 'POST', '/api/campaigns/import', released.export);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const cookie = target.gm.cookie;
    const campaign = await call(target, 'GET', '/api/campaigns/current', undefined, { cookie });
    expect(campaign.body.players).toEqual({ propose: true, roll: true, editTexts: true });
    const copy = (await call(target, 'GET', `/api/campaigns/${res.body.campaignId as string}/export`, undefined, { cookie })).body as unknown as CampaignExport;
    expect(copy.crews.length).toBeGreaterThan(0);
    for (const c of copy.crews) {
      expect(c).not.toHaveProperty('proposals');
      expect(c).not.toHaveProperty('rollRequests');
    }
    const crewIds = copy.crews.map((c) => c.id);
    expect(await target.db.proposal.count({ where: { crewId: { in: crewIds } } })).toBe(0);
    expect(await target.db.rollRequest.count({ where: { crewId: { in: crewIds } } })).toBe(0);
  });
});

describe('400: proposals and roll requests that are not what the API writes are refused, naming the field, nothing written', () => {
  type Mutation = (d: CampaignExport) => void;
  const proposal = (d: CampaignExport, status: string) => entry(d).proposals!.find((p) => p.status === status)!;
  const request = (d: CampaignExport, status: string) => entry(d).rollRequests!.find((r) => r.status === status)!;
  const proposalAt = (status: string) => `body.crews.0.proposals.${entry(exported).proposals!.findIndex((p) => p.status === status)}`;
  const requestAt = (status: string) => `body.crews.0.rollRequests.${entry(exported).rollRequests!.findIndex((r) => r.status === status)}`;

  it.each<[string, Mutation, () => string]>([
    ['switches with an unknown one', (d) => void ((d.campaign as unknown as Json).players = { ...SWITCHES, vote: true }), () => 'body.campaign.players'],
    ['a proposal naming its link', (d) => void ((proposal(d, 'pending') as unknown as Json).shareLinkId = 'x'), () => proposalAt('pending')],
    ['a proposal of an unknown status', (d) => void ((proposal(d, 'pending') as unknown as Json).status = 'queued'), () => `${proposalAt('pending')}.status`],
    ['a proposal of a character of no crew', (d) => void (proposal(d, 'pending').characterId = 'nobody'), () => `${proposalAt('pending')}.characterId`],
    ['a proposal the rules do not read', (d) => void (proposal(d, 'pending').intent = { type: 'activity', activity: { kind: 'fly' } } as never), () => `${proposalAt('pending')}.intent`],
    ['a decline reason over 200 characters', (d) => void (proposal(d, 'declined').reason = 'x'.repeat(201)), () => `${proposalAt('declined')}.reason`],
    ['a waiting proposal already decided', (d) => void (proposal(d, 'pending').decidedAt = '2026-12-06T20:00:00.000Z'), () => `${proposalAt('pending')}.decidedAt`],
    ['an approved proposal with no step', (d) => void (proposal(d, 'approved').stepSeq = null), () => `${proposalAt('approved')}.stepSeq`],
    ['an approved proposal of a step of no crew', (d) => void (proposal(d, 'approved').stepSeq = 999), () => `${proposalAt('approved')}.stepSeq`],
    ['an approved proposal of a step that played something else', (d) => void (proposal(d, 'approved').stepSeq = 1), () => `${proposalAt('approved')}.stepSeq`],
    ['two proposals approved by one step', (d) => void (entry(d).proposals!.filter((p) => p.status === 'approved')[1]!.stepSeq = proposal(d, 'approved').stepSeq), () => 'body.crews.0.proposals.'],
    ['a declined proposal with an approved intent', (d) => void (proposal(d, 'declined').approved = TRAIN_HUNT), () => `${proposalAt('declined')}.approved`],
    ['a proposal id used twice', (d) => void (proposal(d, 'pending').id = entry(d).id), () => `${proposalAt('pending')}.id`],
    ['a request of a character of no crew', (d) => void (request(d, 'pending').characterId = 'nobody'), () => `${requestAt('pending')}.characterId`],
    ['a request of a roll the rules do not read', (d) => void (request(d, 'pending').roll = { kind: 'd6', purpose: 'action', pool: 99 } as never), () => `${requestAt('pending')}.roll`],
    ['a rolled request with no roll', (d) => void (request(d, 'rolled').rollId = null), () => `${requestAt('rolled')}.rollId`],
    ['a rolled request of a roll of no crew nor campaign', (d) => void (request(d, 'rolled').rollId = 'elsewhere'), () => `${requestAt('rolled')}.rollId`],
    ['two requests answered by one roll', (d) => void (entry(d).rollRequests!.filter((r) => r.status === 'rolled')[1]!.rollId = request(d, 'rolled').rollId), () => 'body.crews.0.rollRequests.'],
    ['a cancelled request with a roll', (d) => void (request(d, 'cancelled').rollId = request(d, 'rolled').rollId), () => `${requestAt('cancelled')}.rollId`],
    ['a waiting request already answered', (d) => void (request(d, 'pending').answeredAt = '2026-12-06T20:00:00.000Z'), () => `${requestAt('pending')}.answeredAt`],
    ['a note over 200 characters', (d) => void (request(d, 'pending').note = 'x'.repeat(201)), () => `${requestAt('pending')}.note`],
    [
      'a campaign roll naming another character than the one whose request it answered',
      (d) => void (d.rolls.find((r) => r.characterId !== null)!.characterId = crew.id('pc-1')),
      () => `body.rolls.${exported.rolls.findIndex((r) => r.characterId !== null)}.characterId`,
    ],
    [
      'a complex action’s test of a tracker of no crew nor campaign',
      (d) => void (entry(d).rollRequests!.find((r) => r.roll.kind === 'complex_action')!.roll = { kind: 'complex_action', complexActionId: 'elsewhere', threshold: 50 }),
      () => `body.crews.0.rollRequests.${entry(exported).rollRequests!.findIndex((r) => r.roll.kind === 'complex_action')}.roll.complexActionId`,
    ],
  ])('%s', async (_name, change, field) => {
    const doc = structuredClone(exported);
    change(doc);
    const before = dumpDatabase(target.dbPath);
    const res = await call(target, 'POST', '/api/campaigns/import', doc);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const issues = (res.body.issues as { path: string }[]).map((i) => i.path);
    expect(issues.some((p) => p.startsWith(field())), `${field()} in ${issues.join(', ')}`).toBe(true);
    expect(dumpDatabase(target.dbPath)).toEqual(before);
  });
});
