/**
 * The campaign the fuzz plays on, made through the API as the GM: three crews (the player's,
 * one whose name the player must never see, a spare), characters with GM notes and projects,
 * factions, cohorts, clocks (an open one, a GM-only one), a downtime under way with a hidden entanglement roll, wizards with a
 * warband, open and hidden rolls, trackers, share links, spare GM sessions, dead credentials,
 * and one import of its own export (another campaign: "ids of other things").
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

  const link = await must('POST', `/api/crews/${playerCrewId}/share-links`, { label: 'joueurs' });
  await must('POST', `/api/crews/${playerCrewId}/share-links`, { label: 'de rechange' });
  await must('POST', `/api/crews/${otherCrewId}/share-links`, { label: 'les autres' });
  const dead = await must('POST', `/api/crews/${otherCrewId}/share-links`, { label: 'révoqué' });
  await call('DELETE', `/api/share-links/${String(dead.id)}`, undefined, { cookie: gmCookie });

  // Spare GM sessions (POST /api/auth/logout ends them, never the main one), and a dead one.
  const spareCookies: string[] = [];
  for (let i = 0; i < 3; i++) {
    const login = await call('POST', '/api/auth/login', { passphrase: FUZZ_PASSPHRASE }, { 'content-type': 'application/json' });
    const cookie = login.setCookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('tm_session='));
    if (cookie) spareCookies.push(cookie);
  }
  const deadCookie = spareCookies.pop() ?? 'tm_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  await call('POST', '/api/auth/logout', undefined, { cookie: deadCookie });

  const exported = await must('GET', `/api/campaigns/${campaignId}/export`);
  await must('POST', '/api/campaigns/import', exported);

  const secretCharacterId = world.read().crews.find((c) => c.id === playerCrewId)?.characters[0]?.id ?? '';
  return {
    anchors: { campaignId, playerCrewId, playerLinkId: String(link.id), otherCrewId, secretCharacterId },
    credentials: { gmCookie, playerToken: String(link.token), spareCookies, deadCookie, deadToken: String(dead.token) },
    importDocument: exported,
  };
}
