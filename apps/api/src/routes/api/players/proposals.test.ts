/**
 * Players' proposals through HTTP on a real SQLite file (issue 36): a player proposes for their own
 * character, the rules refuse what they would refuse (in the rule's words), the GM approves — as
 * proposed or edited: an ordinary step, undone as any — or declines with a reason, the player
 * withdraws; who may call what; bad bodies change nothing; revoking or rotating a link withdraws
 * what it left waiting; two approvals of one slot never both pass.
 */
import type { ProposalIntent } from '@temps-mort/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../../live/hub';
import { buildTestApp, type TestApp, type TestPlayer } from '../../../test/build';
import { crewOfTwo, seedCrew, type SeededCrew } from '../../../test/crews';
import { dumpDatabase } from '../../../test/dump';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ dice: [] });
});
afterAll(() => t.close());

interface Proposal {
  id: string;
  crewId: string;
  characterId: string;
  intent: ProposalIntent;
  status: string;
  approved: ProposalIntent | null;
  reason: string | null;
  stepSeq: number | null;
  createdAt: string;
  decidedAt: string | null;
}
interface Step {
  sheet: { version: number; crew: { heat: number; assets: unknown[] }; downtime: { phase: string; characters: Record<string, { used: number; trained: string[] }> } };
  event: { seq: number; type: string; payload: Record<string, unknown>; dice: number[]; undone: boolean };
}

const TRAIN_HUNT: ProposalIntent = { type: 'activity', activity: { kind: 'train', skill: 'hunt' } };
const TRAIN_STUDY: ProposalIntent = { type: 'activity', activity: { kind: 'train', skill: 'study' } };
const REDUCE_HEAT: ProposalIntent = { type: 'activity', activity: { kind: 'reduce_heat', action: 'skirmish' } };

/** A crew (in its activities step unless told), a link given to each PC and the crew's own link. */
class Table {
  version: number;
  constructor(
    readonly crew: SeededCrew,
    readonly pc1: TestPlayer,
    readonly pc2: TestPlayer,
    readonly crewLink: TestPlayer,
  ) {
    this.version = crew.version;
  }

  static async make({ activities = true } = {}): Promise<Table> {
    const crew = await seedCrew(t, crewOfTwo({ wanted: 0, heat: 3 }));
    const table = new Table(
      crew,
      await t.player(crew.crewId, 'Arlette', { characterId: crew.id('pc-1') }),
      await t.player(crew.crewId, 'Basile', { characterId: crew.id('pc-2') }),
      await t.player(crew.crewId, 'La bande'),
    );
    if (activities) {
      await table.gm('POST', '/downtime/start', {});
      await table.gm('POST', '/downtime/payoff', { targetTier: 1, take: 0 });
      await table.gm('POST', '/downtime/heat', { exposure: 'quiet' });
      await table.gm('POST', '/downtime/entanglement-roll', {});
      await table.gm('POST', '/downtime/advance', {});
    }
    return table;
  }

  get crewId(): string {
    return this.crew.crewId;
  }

  /** A GM step of the crew at the version last read. */
  async gm(method: 'POST' | 'DELETE', path: string, body: Record<string, unknown>, dice: number[] = []): Promise<Step> {
    t.useDice(dice);
    const res = await t.app.inject({ method, url: `/api/crews/${this.crewId}${path}`, headers: t.gm.headers, payload: { ...body, version: this.version } });
    expect(res.statusCode, res.body).toBe(200);
    const step = res.json<Step>();
    this.version = step.sheet.version;
    return step;
  }

  propose(who: { headers: Record<string, string> } | null, intent: unknown, pc = 'pc-1') {
    return t.app.inject({ method: 'POST', url: `/api/crews/${this.crewId}/characters/${this.crew.id(pc)}/proposals`, headers: who?.headers ?? {}, payload: { intent } });
  }

  async proposed(intent: ProposalIntent, pc = 'pc-1'): Promise<Proposal> {
    const res = await this.propose(pc === 'pc-1' ? this.pc1 : this.pc2, intent, pc);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Proposal>();
  }

  /** Dice enough for any activity (the unused ones are dropped). */
  approve(id: string, body: Record<string, unknown> = {}, dice: number[] = [3, 3, 3], who: { headers: Record<string, string> } | null = t.gm) {
    t.useDice(dice);
    return t.app.inject({ method: 'POST', url: `/api/proposals/${id}/approve`, headers: who?.headers ?? {}, payload: { version: this.version, ...body } });
  }

  async approved(id: string, body: Record<string, unknown> = {}, dice?: number[]): Promise<{ step: Step; proposal: Proposal }> {
    const res = await this.approve(id, body, dice);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ step: Step; proposal: Proposal }>();
    this.version = answer.step.sheet.version;
    return answer;
  }

  decline(id: string, body: Record<string, unknown> = {}, who: { headers: Record<string, string> } | null = t.gm) {
    return t.app.inject({ method: 'POST', url: `/api/proposals/${id}/decline`, headers: who?.headers ?? {}, payload: body });
  }

  withdraw(id: string, who: { headers: Record<string, string> } | null = this.pc1) {
    return t.app.inject({ method: 'POST', url: `/api/proposals/${id}/withdraw`, headers: who?.headers ?? {}, payload: {} });
  }

  async list(who: { headers: Record<string, string> } | null = t.gm) {
    return t.app.inject({ method: 'GET', url: `/api/crews/${this.crewId}/proposals`, headers: who?.headers ?? {} });
  }
}

/** What the crew's topic carried while `act` ran. */
async function heardDuring(crewId: string, act: () => Promise<unknown>): Promise<LiveMessage[]> {
  const heard: LiveMessage[] = [];
  const unsubscribe = t.app.hub.subscribe(crewId, (message) => heard.push(message));
  try {
    await act();
  } finally {
    unsubscribe();
  }
  return heard;
}

describe('a player proposes, the GM decides', () => {
  it('a proposal made from the character’s link: 201 with its view, listed for the GM and every link of the crew, published after its commit', async () => {
    const table = await Table.make();
    t.clock.set(new Date('2026-12-06T20:00:00Z'));
    let made: Proposal | undefined;
    const heard = await heardDuring(table.crewId, async () => {
      made = await table.proposed(TRAIN_HUNT);
    });
    t.clock.reset();
    expect(made).toEqual({
      id: expect.any(String),
      crewId: table.crewId,
      characterId: table.crew.id('pc-1'),
      intent: TRAIN_HUNT,
      status: 'pending',
      approved: null,
      reason: null,
      stepSeq: null,
      createdAt: '2026-12-06T20:00:00.000Z',
      decidedAt: null,
    });
    expect(heard).toEqual([{ event: 'proposal', data: made }]);
    for (const who of [t.gm, table.pc1, table.pc2, table.crewLink]) {
      const listed = await table.list(who);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([made]);
    }
  });

  it('approved as proposed: an ordinary step rolled by the server, the proposal approved by it; both told after the commit', async () => {
    const table = await Table.make();
    const proposal = await table.proposed(REDUCE_HEAT);
    let answer: { step: Step; proposal: Proposal } | undefined;
    const heard = await heardDuring(table.crewId, async () => {
      answer = await table.approved(proposal.id, {}, [6]);
    });
    const { step, proposal: approved } = answer!;
    expect(step.event).toMatchObject({ type: 'activity', dice: [6], payload: { type: 'activity', characterId: table.crew.id('pc-1'), activity: { kind: 'reduce_heat', action: 'skirmish' } } });
    expect(step.sheet.downtime.characters[table.crew.id('pc-1')]?.used).toBe(1);
    expect(approved).toMatchObject({ id: proposal.id, status: 'approved', stepSeq: step.event.seq, approved: null, intent: REDUCE_HEAT, decidedAt: expect.any(String) });
    expect(heard.map((m) => m.event)).toEqual(['crew', 'proposal']);
    expect(heard[0]).toMatchObject({ id: step.event.seq, data: { seq: step.event.seq, type: 'activity' } });
    expect(heard[1]?.data).toEqual(approved);
    // In the crew's history as any step.
    const history = await t.app.inject({ method: 'GET', url: `/api/crews/${table.crewId}/history`, headers: t.gm.headers });
    expect(history.json<{ events: { seq: number; type: string }[] }>().events).toContainEqual(expect.objectContaining({ seq: step.event.seq, type: 'activity' }));
    // Decided once.
    const again = await table.approve(proposal.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', current: approved });
  });

  it('edited then approved: the step is the GM’s intent, the proposal keeps the player’s and records the GM’s; an unchanged edit is no edit', async () => {
    const table = await Table.make();
    const proposal = await table.proposed(TRAIN_HUNT);
    const { step, proposal: approved } = await table.approved(proposal.id, { intent: TRAIN_STUDY });
    expect(step.event.payload).toEqual({ type: 'activity', characterId: table.crew.id('pc-1'), activity: { kind: 'train', skill: 'study' } });
    expect(step.sheet.downtime.characters[table.crew.id('pc-1')]?.trained).toEqual(['study']);
    expect(approved).toMatchObject({ status: 'approved', intent: TRAIN_HUNT, approved: TRAIN_STUDY });

    const second = await table.proposed(TRAIN_HUNT, 'pc-2');
    const same = await table.approved(second.id, { intent: { type: 'activity', activity: { skill: 'hunt', kind: 'train' } } });
    expect(same.proposal).toMatchObject({ status: 'approved', approved: null });
  });

  it('declined with a short reason the player reads (trimmed; empty is none); a decided proposal is neither declined, approved nor withdrawn again (409, as it is)', async () => {
    const table = await Table.make();
    const first = await table.proposed(TRAIN_HUNT);
    const declined = await table.decline(first.id, { reason: '  Pas ce soir, la Garde rôde  ' });
    expect(declined.statusCode, declined.body).toBe(200);
    const view = declined.json<Proposal>();
    expect(view).toMatchObject({ status: 'declined', reason: 'Pas ce soir, la Garde rôde', stepSeq: null, decidedAt: expect.any(String) });
    for (const res of [await table.decline(first.id), await table.approve(first.id), await table.withdraw(first.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', current: view });
    }
    const second = await table.proposed(TRAIN_STUDY);
    expect((await table.decline(second.id, { reason: '   ' })).json()).toMatchObject({ status: 'declined', reason: null });
    const third = await table.proposed(TRAIN_STUDY);
    expect((await table.decline(third.id)).json()).toMatchObject({ status: 'declined', reason: null });
  });

  it('withdrawn by its player while it waits; then 409; listed: waiting first, then the decided, newest first', async () => {
    const table = await Table.make();
    t.clock.set(new Date('2026-12-06T20:00:00Z'));
    const a = await table.proposed(TRAIN_HUNT);
    t.clock.advance(1000);
    const b = await table.proposed(TRAIN_STUDY);
    t.clock.advance(1000);
    const c = await table.proposed(REDUCE_HEAT, 'pc-2');
    t.clock.advance(1000);
    const withdrawn = await table.withdraw(a.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: a.id, status: 'withdrawn', decidedAt: '2026-12-06T20:00:03.000Z' });
    t.clock.advance(1000);
    await table.decline(b.id);
    t.clock.reset();
    const again = await table.withdraw(a.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'conflict', current: { id: a.id, status: 'withdrawn' } });
    expect((await table.list(table.pc2)).json<Proposal[]>().map((p) => [p.id, p.status])).toEqual([
      [c.id, 'pending'],
      [b.id, 'declined'],
      [a.id, 'withdrawn'],
    ]);
  });

  it('the choices an activity leaves, proposed once pending: an acquisition’s coin (kept as the GM’s own step keeps it) and an overindulgence’s pick', async () => {
    const table = await Table.make();
    const acquire = await table.proposed({ type: 'activity', activity: { kind: 'acquire_asset', name: 'Gang de dockers', assetKind: 'cohort_gang', justInCase: true } });
    await table.approved(acquire.id, {}, [6]);
    const settle = await table.proposed({ type: 'asset_settle', coin: 0 });
    const settled = await table.approved(settle.id);
    expect(settled.step.event.payload).toMatchObject({ type: 'asset_settle', coin: 0, keep: true });
    expect(settled.step.sheet.crew).toMatchObject({ assets: [expect.objectContaining({ name: 'Gang de dockers', acquiredBy: table.crew.id('pc-1') })] });

    // Resolve is full: whatever the roll restores is too much.
    const indulge = await table.proposed({ type: 'activity', activity: { kind: 'indulge_vice', attribute: 'resolve' } });
    const indulged = await table.approved(indulge.id, {}, [6, 1, 1, 1]);
    expect(indulged.step.event.payload).toMatchObject({ activity: { kind: 'indulge_vice' } });
    const pick = await table.proposed({ type: 'overindulgence', choice: 'brag' });
    const picked = await table.approved(pick.id);
    expect(picked.step.event).toMatchObject({ type: 'overindulgence', payload: { characterId: table.crew.id('pc-1'), choice: 'brag' } });
  });

  it('the GM makes a pending choice from their own screen: the player’s proposal for it is answered by that step — approved when it is the same choice, declined when not', async () => {
    const table = await Table.make();
    const acquire = await table.proposed({ type: 'activity', activity: { kind: 'acquire_asset', name: 'Gang de dockers', assetKind: 'cohort_gang', justInCase: true } });
    await table.approved(acquire.id, {}, [6]);
    const pay = await table.proposed({ type: 'asset_settle', coin: 2 });
    const heard = await heardDuring(table.crewId, () => table.gm('POST', '/downtime/asset-settle', { characterId: table.crew.id('pc-1'), coin: 0 }));
    const declined = { ...pay, status: 'declined', reason: null, decidedAt: expect.any(String) };
    expect(heard.filter((m) => m.event === 'proposal').map((m) => m.data)).toEqual([declined]);

    const indulge = await table.proposed({ type: 'activity', activity: { kind: 'indulge_vice', attribute: 'resolve' } });
    await table.approved(indulge.id, {}, [6, 1, 1, 1]);
    const pick = await table.proposed({ type: 'overindulgence', choice: 'brag' });
    const step = await table.gm('POST', '/downtime/overindulgence', { characterId: table.crew.id('pc-1'), choice: 'brag' });
    const listed = (await table.list()).json<Proposal[]>();
    expect(listed.find((p) => p.id === pick.id)).toMatchObject({ status: 'approved', stepSeq: step.event.seq, approved: null });
    expect(listed.find((p) => p.id === pay.id)).toMatchObject({ status: 'declined', reason: null });
    expect(listed.filter((p) => p.status === 'pending')).toEqual([]);
  });

  it('undo of an approved step goes through crew.undo as any step; the proposal stays the history’s record', async () => {
    const table = await Table.make();
    const proposal = await table.proposed(TRAIN_HUNT);
    const { step } = await table.approved(proposal.id);
    const undone = await table.gm('POST', '/undo', {});
    expect(undone.event.type).toBe('undo');
    expect(undone.sheet.downtime.characters[table.crew.id('pc-1')]).toMatchObject({ used: 0, trained: [] });
    const history = await t.app.inject({ method: 'GET', url: `/api/crews/${table.crewId}/history`, headers: t.gm.headers });
    expect(history.json<{ events: { seq: number; undone: boolean }[] }>().events.find((e) => e.seq === step.event.seq)).toMatchObject({ undone: true });
    expect((await table.list()).json<Proposal[]>()[0]).toMatchObject({ id: proposal.id, status: 'approved', stepSeq: step.event.seq });
  });
});

describe('the rules’ word on a proposal', () => {
  it('refused when made, in the rule’s words (422 with the rule id), and nothing written', async () => {
    const table = await Table.make();
    const before = dumpDatabase(t.dbPath);
    const cases: [unknown, string, string][] = [
      [{ type: 'activity', activity: { kind: 'train', skill: 'juggling' } }, 'A8', 'unknown_skill'],
      [{ type: 'activity', activity: { kind: 'long_term_project', projectId: 'nope', action: 'study' } }, 'A5', 'unknown_project'],
      [{ type: 'asset_settle', coin: 0 }, 'A4', 'no_asset_to_settle'],
      [{ type: 'overindulgence', choice: 'brag' }, 'V2', 'no_overindulgence'],
    ];
    for (const [intent, rule, code] of cases) {
      const res = await table.propose(table.pc1, intent);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ error: 'rule', rule, code, values: expect.any(Object) });
    }
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('during the activities, the allowance counts: a third activity is refused (A1) once two are approved', async () => {
    const table = await Table.make();
    await table.approved((await table.proposed(TRAIN_HUNT)).id);
    await table.approved((await table.proposed(TRAIN_STUDY)).id);
    const third = await table.propose(table.pc1, REDUCE_HEAT);
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ rule: 'A1', code: 'no_activity_left' });
  });

  it('between game nights, queued for the next downtime (only the activity’s own needs count), approved once its activities come', async () => {
    const table = await Table.make({ activities: false });
    const queued = await table.proposed(TRAIN_HUNT);
    // Not now: the step's own order refuses it.
    const early = await table.approve(queued.id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ rule: 'A1', code: 'out_of_order' });
    await table.gm('POST', '/downtime/start', {});
    await table.gm('POST', '/downtime/payoff', { targetTier: 1, take: 0 });
    await table.gm('POST', '/downtime/heat', { exposure: 'quiet' });
    await table.gm('POST', '/downtime/entanglement-roll', {});
    await table.gm('POST', '/downtime/advance', {});
    const { proposal } = await table.approved(queued.id);
    expect(proposal.status).toBe('approved');
  });

  it(`a character has 6 proposals waiting at most (422 A1 too_many_proposals); a decided one frees its place`, async () => {
    const table = await Table.make({ activities: false });
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await table.proposed(TRAIN_HUNT));
    const seventh = await table.propose(table.pc1, TRAIN_HUNT);
    expect(seventh.statusCode).toBe(422);
    expect(seventh.json()).toEqual({ error: 'rule', rule: 'A1', code: 'too_many_proposals', values: { max: 6 } });
    // Another character's are their own.
    await table.proposed(TRAIN_HUNT, 'pc-2');
    await table.withdraw(made[0]!.id);
    await table.proposed(TRAIN_HUNT);
  });

  it('a character no longer in the crew: 404 character when proposing, and its waiting proposals cannot be approved', async () => {
    const table = await Table.make();
    const waiting = await table.proposed(TRAIN_HUNT, 'pc-2');
    await table.gm('DELETE', `/characters/${table.crew.id('pc-2')}`, {});
    const res = await table.propose(table.pc2, TRAIN_HUNT, 'pc-2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', resource: 'character' });
    const approval = await table.approve(waiting.id);
    expect(approval.statusCode).toBe(404);
    expect(approval.json()).toEqual({ error: 'not_found', resource: 'character' });
    expect((await table.decline(waiting.id)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('a bad body is a 400 naming the field, and nothing changes', async () => {
    const table = await Table.make();
    const waiting = await table.proposed(TRAIN_HUNT);
    const before = dumpDatabase(t.dbPath);
    const propose = async (payload: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/crews/${table.crewId}/characters/${table.crew.id('pc-1')}/proposals`, headers: table.pc1.headers, payload: payload as object });
    const cases: [Promise<{ statusCode: number; json: () => unknown }>, string][] = [
      [propose({}), 'body.intent'],
      [propose({ intent: TRAIN_HUNT, extra: 1 }), 'body.extra'],
      [propose({ intent: { type: 'activity', activity: { kind: 'train' } } }), 'body.intent.activity.skill'],
      // The character is the path's, an asset's keeping the server's.
      [propose({ intent: { ...TRAIN_HUNT, characterId: table.crew.id('pc-2') } }), 'body.intent.characterId'],
      [propose({ intent: { type: 'asset_settle', coin: 0, keep: false } }), 'body.intent.keep'],
      [propose({ intent: { type: 'payoff', targetTier: 1 } }), 'body.intent.type'],
      [table.approve(waiting.id, { version: 'x' }), 'body.version'],
      [table.approve(waiting.id, { intent: { type: 'activity', activity: { kind: 'train', skill: '' } } }), 'body.intent.activity.skill'],
      [table.decline(waiting.id, { reason: 'x'.repeat(201) }), 'body.reason'],
      [table.decline(waiting.id, { reason: 'Non', extra: true }), 'body.extra'],
      [t.app.inject({ method: 'POST', url: `/api/proposals/${waiting.id}/withdraw`, headers: table.pc1.headers, payload: { now: true } }), 'body.now'],
    ];
    for (const [sent, field] of cases) {
      const res = await sent;
      expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation', issues: expect.arrayContaining([expect.objectContaining({ path: field })]) });
    }
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });
});

describe('who may call the proposals’ routes', () => {
  it('the GM, the character’s own link, another character’s, the crew’s, a revoked one, no token', async () => {
    const table = await Table.make({ activities: false });
    const revoked = await t.player(table.crewId, 'Ancien', { characterId: table.crew.id('pc-1') });
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/share-links/${revoked.shareLinkId}`, headers: t.gm.headers });
    expect(revoke.statusCode).toBe(204);
    const callers = { gm: t.gm, own: table.pc1, other: table.pc2, crew: table.crewLink, revoked, none: null };
    type Who = keyof typeof callers;
    const statuses = async (call: (who: { headers: Record<string, string> } | null) => Promise<{ statusCode: number }>) => {
      const out: Partial<Record<Who, number>> = {};
      for (const [name, who] of Object.entries(callers) as [Who, (typeof callers)[Who]][]) out[name] = (await call(who)).statusCode;
      return out;
    };
    const fresh = () => table.proposed(TRAIN_HUNT);

    expect(await statuses((who) => table.list(who))).toEqual({ gm: 200, own: 200, other: 200, crew: 200, revoked: 401, none: 401 });
    expect(await statuses((who) => table.propose(who, TRAIN_HUNT))).toEqual({ gm: 403, own: 201, other: 403, crew: 403, revoked: 401, none: 401 });
    // Each caller gets a waiting proposal of its own to act on (only the allowed one moves it).
    const withdraw = await statuses(async (who) => table.withdraw((await fresh()).id, who));
    expect(withdraw).toEqual({ gm: 403, own: 200, other: 403, crew: 403, revoked: 401, none: 401 });
    for (const p of (await table.list()).json<Proposal[]>().filter((p) => p.status === 'pending')) await table.decline(p.id);
    expect(await statuses(async (who) => table.decline((await fresh()).id, {}, who))).toEqual({ gm: 200, own: 403, other: 403, crew: 403, revoked: 401, none: 401 });
    for (const p of (await table.list()).json<Proposal[]>().filter((p) => p.status === 'pending')) await table.decline(p.id);
    // Between game nights the approval is the rules' 422: who may call is checked before.
    expect(await statuses(async (who) => table.approve((await fresh()).id, {}, undefined, who))).toEqual({ gm: 422, own: 403, other: 403, crew: 403, revoked: 401, none: 401 });
  });

  it('the GM of another campaign is refused (403); an unknown proposal is a 404 to the GM, a 403 to a link', async () => {
    const table = await Table.make({ activities: false });
    const proposal = await table.proposed(TRAIN_HUNT);
    const otherGm = { headers: (await t.otherGm('Autre table')).headers };
    expect((await table.decline(proposal.id, {}, otherGm)).statusCode).toBe(403);
    expect((await table.approve(proposal.id, {}, undefined, otherGm)).statusCode).toBe(403);
    expect((await table.list(otherGm)).statusCode).toBe(403);
    expect((await table.decline('nope')).json()).toEqual({ error: 'not_found', resource: 'proposal' });
    expect((await table.withdraw('nope')).statusCode).toBe(403);
  });

  it('the campaign’s switch off: a player may no longer propose (403), may still withdraw what waits', async () => {
    const table = await Table.make({ activities: false });
    const waiting = await table.proposed(TRAIN_HUNT);
    const campaign = await t.app.inject({ method: 'GET', url: '/api/campaigns/current', headers: t.gm.headers });
    const off = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: { version: campaign.json<{ version: number }>().version, players: { propose: false } } });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect((await table.propose(table.pc1, TRAIN_HUNT)).statusCode).toBe(403);
      expect((await table.withdraw(waiting.id)).statusCode).toBe(200);
    } finally {
      const on = await t.app.inject({ method: 'PATCH', url: `/api/campaigns/${t.campaignId}`, headers: t.gm.headers, payload: { version: off.json<{ version: number }>().version, players: { propose: true } } });
      expect(on.statusCode).toBe(200);
    }
  });

  it('a player’s proposals are rate limited per link: one phone does not spend another’s turns', async () => {
    const table = await Table.make({ activities: false });
    // Bad bodies count too (and write nothing).
    for (let i = 0; i < 30; i++) expect((await table.propose(table.pc1, { type: 'nope' })).statusCode).toBe(400);
    const limited = await table.propose(table.pc1, TRAIN_HUNT);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect((await table.propose(table.pc2, TRAIN_HUNT, 'pc-2')).statusCode).toBe(201);
  });
});

describe('a link taken back', () => {
  it('revoking a link withdraws what it left waiting, in the revocation’s transaction; told after the commit; another link’s stay', async () => {
    const table = await Table.make({ activities: false });
    const a = await table.proposed(TRAIN_HUNT);
    const b = await table.proposed(TRAIN_STUDY);
    const decided = await table.proposed(REDUCE_HEAT);
    await table.decline(decided.id);
    const theirs = await table.proposed(TRAIN_HUNT, 'pc-2');
    const heard = await heardDuring(table.crewId, async () => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/share-links/${table.pc1.shareLinkId}`, headers: t.gm.headers });
      expect(res.statusCode).toBe(204);
    });
    expect(heard.filter((m) => m.event === 'proposal').map((m) => [(m.data as Proposal).id, (m.data as Proposal).status])).toEqual([
      [a.id, 'withdrawn'],
      [b.id, 'withdrawn'],
    ]);
    const listed = new Map((await table.list()).json<Proposal[]>().map((p) => [p.id, p.status]));
    expect(Object.fromEntries(listed)).toEqual({ [a.id]: 'withdrawn', [b.id]: 'withdrawn', [decided.id]: 'declined', [theirs.id]: 'pending' });
  });

  it('rotating a link withdraws the old link’s waiting proposals (the player proposes again from the new one)', async () => {
    const table = await Table.make({ activities: false });
    const a = await table.proposed(TRAIN_HUNT);
    const rotated = await t.app.inject({ method: 'POST', url: `/api/share-links/${table.pc1.shareLinkId}/rotate`, headers: t.gm.headers, payload: {} });
    expect(rotated.statusCode, rotated.body).toBe(201);
    expect((await table.list()).json<Proposal[]>()).toEqual([expect.objectContaining({ id: a.id, status: 'withdrawn' })]);
    const fresh = { headers: { authorization: `Bearer ${rotated.json<{ token: string }>().token}` } };
    expect((await table.propose(fresh, TRAIN_HUNT)).statusCode).toBe(201);
  });

  it('a crew deleted takes its proposals with it', async () => {
    const table = await Table.make({ activities: false });
    await table.proposed(TRAIN_HUNT);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/crews/${table.crewId}`, headers: t.gm.headers, payload: { version: table.version } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.db.proposal.count({ where: { crewId: table.crewId } })).toBe(0);
  });
});

describe('two approvals of one slot', () => {
  it('20 approvals of 20 proposals of one PC at once, at one version: exactly one passes, the others are 409s; beyond the allowance, 422', async () => {
    const table = await Table.make();
    const characterId = table.crew.id('pc-1');
    // Twenty waiting at once is past what a player may leave waiting: written as the route would.
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const row = await t.db.proposal.create({ data: { crewId: table.crewId, characterId, shareLinkId: table.pc1.shareLinkId, intent: JSON.stringify(REDUCE_HEAT) } });
      ids.push(row.id);
    }
    t.useDice(Array.from({ length: 40 }, () => 1));
    const answers = await Promise.all(ids.map((id) => t.app.inject({ method: 'POST', url: `/api/proposals/${id}/approve`, headers: t.gm.headers, payload: { version: table.version } })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const winner = answers.find((a) => a.statusCode === 200)!.json<{ step: Step; proposal: Proposal }>();
    // A stale approval answers the crew's sheet; its proposal still waits.
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ error: 'conflict', current: { id: table.crewId, version: winner.step.sheet.version } });
    const rows = await t.db.proposal.findMany({ where: { id: { in: ids } }, select: { status: true } });
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(19);

    // At the new version: the second activity passes, then the allowance is spent.
    table.version = winner.step.sheet.version;
    const pending = ids.filter((id) => id !== winner.proposal.id);
    await table.approved(pending[0]!, {}, [1]);
    const beyond = await table.approve(pending[1]!, {}, [1]);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toMatchObject({ error: 'rule', rule: 'A1', code: 'no_activity_left' });
    expect(await t.db.proposal.count({ where: { id: { in: ids }, status: 'approved' } })).toBe(2);
    expect(await t.db.step.count({ where: { crewId: table.crewId, type: 'activity' } })).toBe(2);
  });
});
