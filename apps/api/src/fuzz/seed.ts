/**
 * The campaign the fuzz plays on, made through the API as the GM: three crews (the player's,
 * one whose name the player must never see, a spare), characters with GM notes and projects,
 * factions, cohorts, clocks (an open one, a GM-only one), a downtime under way with a hidden entanglement roll, wizards with a
 * warband, open and hidden rolls, trackers, share links (the player's given to a character, issue
 * 36), players' proposals and the GM's roll requests (pending and decided), spare GM sessions,
 * dead credentials, and one import of its own export by another GM (invited to the instance, issue
 * 37): another GM's campaign, "ids of other things".
 *
 * Every GM-only text carries a secret marker; the oracle greps player and anonymous answers
 * for them. Steps the dice make impossible (422) are simply skipped.
 */
import { OTHER_CREW_MARKER } from './oracle';
import type { Transport } from './transport';
import type { Anchors } from './targets';
import type { Credentials } from './requests';
import { FUZZ_PASSPHRASE } from './values';
import type { World } from './world';

export interface Seeded {
  readonly anchors: Anchors;
  readonly credentials: Credentials;
  readonly importDocument: unknown;
}

type Json = Record<string, unknown>;

const character = (name: string, secret: string, i: number): Json => ({
  name,
  skills: { hunt: i % 3, study: 1, survey: 1, prowl: 2, skirmish: 1, sway: i % 2 },
  attributes: { insight: { max: 4, current: 2 }, prowess: { max: 4, current: 3 }, resolve: { max: 4, current: 4 } },
  vice: { kind: 'gambling', purveyor: `Purveyor ${i}`, tapped: false },
  traits: [{ name: 'Têtu', rating: 1 }],
  comfort: { name: 'Médaillon', lost: false },
  fear: 'Les noyés',
  destiny: 1,
  projects: [{ name: `Projet ${i}`, segments: 8 }],
  gmNotes: secret,
});

export async function seedCampaign(transport: Transport, world: World, gmCookie: string, secret: () => string): Promise<Seeded> {
  const gm = { cookie: gmCookie, 'content-type': 'application/json' };
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = gm) => {
    const answer = await transport.send({ method, url, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    let json: Json = {};
    try {
      json = JSON.parse(answer.body) as Json;
    } catch {
      // An empty or non-JSON answer.
    }
    return { ...answer, json };
  };
  const must = async (method: string, url: string, body?: unknown) => {
    const res = await call(method, url, body);
    if (res.status < 200 || res.status >= 300) throw new Error(`seeding: ${method} ${url} answered ${res.status} ${res.body.slice(0, 300)}`);
    return res.json;
  };

  const me = await must('GET', '/api/auth/me');
  const campaignId = String(me.campaignId);
  await must('POST', '/api/auth/passphrase', { passphrase: FUZZ_PASSPHRASE });

  const crew = async (name: string, characters: string[]) => {
    const res = await must('POST', `/api/campaigns/${campaignId}/crews`, {
      name,
      tier: 1,
      coin: 6,
      hold: 'strong',
      claims: ['Le tripot', 'Les docks'],
      characters: characters.map((n, i) => character(n, secret(), i)),
      factions: [
        { name: 'La Garde', tier: 3, status: -1 },
        { name: 'Les Lampions', tier: 2, status: 0 },
        { name: 'Le Consulat', tier: 1, status: 1 },
      ],
      cohorts: [
        { name: 'Les Rats', kind: 'gang', quality: 1 },
        { name: 'Mère Tison', kind: 'expert', quality: 2 },
      ],
      gmNotes: secret(),
    });
    return (res.sheet as Json).id as string;
  };
  const playerCrewId = await crew('Les Lampistes', ['Arlette', 'Basile', 'Cyprien']);
  const otherCrewId = await crew(`${OTHER_CREW_MARKER} Les Autres`, ['Dorine', 'Eudes']);
  await crew('Les Remplaçants', ['Flore', 'Gaspard']);

  const version = (crewId: string) => world.read().crews.find((c) => c.id === crewId)?.version ?? 1;
  const step = (crewId: string, path: string, body: Json = {}) => call('POST', `/api/crews/${crewId}${path}`, { version: version(crewId), ...body });
  // A downtime under way, with an entanglement rolled hidden (what players must not see).
  await step(playerCrewId, '/downtime/start', { seasonBonus: false });
  await step(playerCrewId, '/downtime/payoff', { targetTier: 1, take: 4 });
  await step(playerCrewId, '/downtime/heat', { exposure: 'loud', killings: false });
  await step(playerCrewId, '/downtime/entanglement-roll', { hidden: true, reveal: false });
  await step(otherCrewId, '/downtime/conflict-heat', { exposure: 'quiet', killings: false });
  // Clocks (K1): an open danger clock, and a GM-only one whose name players must never see.
  await step(playerCrewId, '/clocks', { name: 'La Garde approche', owner: { kind: 'crew', id: playerCrewId }, segments: 6, visibility: 'open' });
  await step(playerCrewId, '/clocks', { name: secret(), owner: { kind: 'crew', id: playerCrewId }, segments: 4, onFill: secret() });

  for (const [i, name] of ['Maelis', 'Orso'].entries()) {
    const wizard = await must('POST', `/api/campaigns/${campaignId}/wizards`, {
      name,
      level: 5 + i,
      gold: 300,
      markers: 2,
      warband: [
        { name: 'Tobin', role: 'apprentice', baseCost: 200, will: 2 },
        { name: 'Brute', role: 'soldier', baseCost: 20, will: 0 },
      ],
    });
    const id = String(wizard.id);
    const w = () => world.read().wizards.find((x) => x.id === id)?.version ?? 1;
    await call('POST', `/api/wizards/${id}/favours`, { kind: 'hired_muscle', version: w(), muscle: 'thief' });
    // The game ends (the hired muscle settled first), then its debt check: a collection to aim at.
    await call('POST', `/api/wizards/${id}/hired-muscle/settle`, { version: w(), diedIds: [] });
    await call('POST', `/api/wizards/${id}/collections`, { version: w() });
  }

  const rolls = `/api/campaigns/${campaignId}/rolls`;
  await must('POST', `${rolls}/d6`, { pool: 2, crewId: playerCrewId, purpose: 'à découvert' });
  await must('POST', `${rolls}/d6`, { pool: 2, crewId: playerCrewId, purpose: secret(), hidden: true });
  await must('POST', `${rolls}/d100`, { threshold: 40, crewId: playerCrewId });
  const pc = world.read().crews.find((c) => c.id === playerCrewId)?.characters[1]?.id;
  await call('POST', `${rolls}/d12`, { attribute: 'body', threshold: 6, crewId: playerCrewId, characterId: pc });
  await call('POST', `${rolls}/d12`, { attribute: 'mind', pool: 3, threshold: 8, crewId: playerCrewId });
  await call('POST', `${rolls}/fear-test`, { crewId: playerCrewId, characterId: pc });
  await must('POST', `${rolls}/d20`, { count: 2, crewId: otherCrewId, purpose: secret(), hidden: true });
  await must('POST', `/api/campaigns/${campaignId}/complex-actions`, { name: 'Le casse', crewId: playerCrewId, start: 50 });
  await must('POST', `/api/campaigns/${campaignId}/complex-actions`, { name: 'La traque', start: 30 });

  // The player's link is given to the character holding the planted secrets (never deleted): it acts for them.
  const characters = world.read().crews.find((c) => c.id === playerCrewId)?.characters ?? [];
  const playerCharacterId = characters[0]?.id ?? '';
  const link = await must('POST', `/api/crews/${playerCrewId}/share-links`, { label: 'joueurs', characterId: playerCharacterId });
  const neighbour = await must('POST', `/api/crews/${playerCrewId}/share-links`, { label: 'Basile', characterId: characters[1]?.id });
  await must('POST', `/api/crews/${playerCrewId}/share-links`, { label: 'de rechange' });
  await must('POST', `/api/crews/${otherCrewId}/share-links`, { label: 'les autres' });
  const dead = await must('POST', `/api/crews/${otherCrewId}/share-links`, { label: 'révoqué' });
  await call('DELETE', `/api/share-links/${String(dead.id)}`, undefined, { cookie: gmCookie });

  // Proposals from the player's phone and from the neighbour's (issue 36): some waiting, one
  // approved, one declined, one withdrawn; the rules may refuse one (422): skipped.
  const asLink = (token: unknown) => ({ authorization: `Bearer ${String(token)}`, 'content-type': 'application/json' });
  const propose = async (token: unknown, characterId: string | undefined, activity: Json, crewId = playerCrewId) =>
    (await call('POST', `/api/crews/${crewId}/characters/${characterId}/proposals`, { intent: { type: 'activity', activity } }, asLink(token))).json.id;
  const train = (skill: string) => ({ kind: 'train', skill });
  for (const skill of ['hunt', 'study', 'prowl']) await propose(link.token, playerCharacterId, train(skill));
  const approved = await propose(link.token, playerCharacterId, train('survey'));
  if (approved) await call('POST', `/api/proposals/${String(approved)}/approve`, { version: version(playerCrewId) });
  const declined = await propose(link.token, playerCharacterId, train('sway'));
  if (declined) await call('POST', `/api/proposals/${String(declined)}/decline`, { reason: 'Pas ce soir' });
  const withdrawn = await propose(link.token, playerCharacterId, train('skirmish'));
  if (withdrawn) await call('POST', `/api/proposals/${String(withdrawn)}/withdraw`, {}, asLink(link.token));
  for (const skill of ['hunt', 'survey']) await propose(neighbour.token, characters[1]?.id, train(skill));
  // The other crew (never deleted) in its activities step, with proposals waiting: the GM's approvals can pass (A1).
  for (const [path, body] of [['start', {}], ['payoff', { targetTier: 1, take: 0 }], ['heat', { exposure: 'quiet' }], ['entanglement-roll', {}], ['advance', {}]] as const) {
    await step(otherCrewId, `/downtime/${path}`, body);
  }
  const dorine = world.read().crews.find((c) => c.id === otherCrewId)?.characters[0]?.id;
  const dorineLink = await must('POST', `/api/crews/${otherCrewId}/share-links`, { label: 'Dorine', characterId: dorine });
  for (const skill of ['hunt', 'study', 'survey', 'prowl', 'sway']) await propose(dorineLink.token, dorine, train(skill), otherCrewId);

  // Roll requests: for the player's character (each kind), for the neighbour, for the other crew; one rolled, one cancelled.
  const tracker = world.read().trackers.find((t) => t.crewId === playerCrewId)?.id;
  const ask = async (crewId: string, characterId: string | undefined, roll: Json) =>
    (await call('POST', `/api/crews/${crewId}/roll-requests`, { characterId, roll, note: 'Crochète la serrure' })).json.id;
  for (const roll of [
    { kind: 'd6', purpose: 'action', pool: 2 },
    { kind: 'fortune', pool: 1 },
    { kind: 'd12', attribute: 'body', threshold: 8 },
    { kind: 'd100', threshold: 40 },
    { kind: 'complex_action', complexActionId: tracker, threshold: 50 },
  ]) {
    await ask(playerCrewId, playerCharacterId, roll);
  }
  const rolled = await ask(playerCrewId, playerCharacterId, { kind: 'd6', purpose: 'resistance', pool: 1 });
  if (rolled) await call('POST', `/api/roll-requests/${String(rolled)}/roll`, {}, asLink(link.token));
  const cancelled = await ask(playerCrewId, playerCharacterId, { kind: 'd100', threshold: 60 });
  if (cancelled) await call('POST', `/api/roll-requests/${String(cancelled)}/cancel`, {});
  await ask(playerCrewId, characters[1]?.id, { kind: 'd6', purpose: 'action', pool: 3 });
  const others = world.read().crews.find((c) => c.id === otherCrewId)?.characters ?? [];
  await ask(otherCrewId, others[0]?.id, { kind: 'd6', purpose: 'action', pool: 1 });

  // Spare GM sessions (POST /api/auth/logout ends them, never the main one), and a dead one.
  const spareCookies: string[] = [];
  for (let i = 0; i < 3; i++) {
    const login = await call('POST', '/api/auth/login', { passphrase: FUZZ_PASSPHRASE }, { 'content-type': 'application/json' });
    const cookie = login.setCookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('tm_session='));
    if (cookie) spareCookies.push(cookie);
  }
  const deadCookie = spareCookies.pop() ?? 'tm_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  await call('POST', '/api/auth/logout', undefined, { cookie: deadCookie });

  // Another GM, invited to the instance, imports the export: a campaign the fuzz's GM does not hold.
  const exported = await must('GET', `/api/campaigns/${campaignId}/export`);
  const invite = await must('POST', '/api/invites', { label: 'fuzz' });
  const token = new URL(String(invite.url)).hash.slice(1);
  const accepted = await call('POST', '/api/invites/accept', { token, account: { name: 'Autre MJ', passphrase: FUZZ_PASSPHRASE } }, { 'content-type': 'application/json' });
  const otherGm = accepted.setCookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('tm_session='));
  if (accepted.status !== 200 || otherGm === undefined) throw new Error(`seeding: the invitation answered ${accepted.status} ${accepted.body.slice(0, 300)}`);
  const imported = await call('POST', '/api/campaigns/import', exported, { cookie: otherGm, 'content-type': 'application/json' });
  if (imported.status !== 201) throw new Error(`seeding: the other GM's import answered ${imported.status} ${imported.body.slice(0, 300)}`);

  const secretCharacterId = world.read().crews.find((c) => c.id === playerCrewId)?.characters[0]?.id ?? '';
  return {
    anchors: { campaignId, playerCrewId, playerLinkId: String(link.id), playerCharacterId, otherCrewId, secretCharacterId },
    credentials: { gmCookie, playerToken: String(link.token), spareCookies, deadCookie, deadToken: String(dead.token) },
    importDocument: exported,
  };
}
