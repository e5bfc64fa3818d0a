/**
 * A campaign of realistic size, made through the real API as a GM would: sign in with the one-time
 * link printed at first start, create a crew (6 PCs, 12 factions, 2 cohorts), then play downtimes
 * (start, payoff, heat, entanglement rolled, revealed and resolved, activities of every PC, free
 * play, conflicts, sheet edits) until the crew's history holds `events` steps. Choices come from a
 * seeded generator; the server rolls its own (crypto) dice, so a step the dice make impossible
 * answers 422 and the walk simply goes on.
 */
import type { Running } from './server';

type Json = Record<string, unknown>;

interface Sheet {
  version: number;
  crew: {
    tier: number;
    characters: { id: string; name: string; skills: Record<string, number>; projects: { id: string; filled: number; segments: number }[] }[];
    factions: { id: string; name: string; tier: number; status: number }[];
    pendingEntanglements: { id: string; kind: string; revealed: boolean }[];
  };
  downtime: {
    phase: string;
    characters: Record<string, { remaining: number; pendingAsset: unknown; pendingOverindulgence: unknown; freePlay: number; freePlayLimit: number }>;
  };
}

export interface Seeded {
  readonly cookie: string;
  readonly campaignId: string;
  readonly crewId: string;
  /** A player share token of the crew. */
  readonly playerToken: string;
  readonly events: number;
  /** Steps the rules refused on the way (422), not counted. */
  readonly refused: number;
}

/** mulberry32: a small seeded generator for the GM's choices. */
function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const NAMES = ['Arlette', 'Basile', 'Cyprien', 'Dorine', 'Eudes', 'Flore'];
const FACTIONS = [
  'La Garde', 'Les Lampions', 'La Guilde des Tisserands', 'Le Baron Rouge', 'Les Chiens du Port', 'La Confrérie',
  'Les Sœurs Grises', 'Le Consulat', 'Les Passeurs', 'La Main Noire', 'Les Fossoyeurs', 'Le Marché Couvert',
];

const CHOICES: Record<string, (sheet: Sheet, p: (n: number) => number) => Json> = {
  arrest: (_s, p) => ({ kind: 'arrest', option: ['bribe', 'evade'][p(2)] }),
  demonic_notice: (_s, p) => ({ kind: 'demonic_notice', option: ['accept_deal', 'lie_low', 'other'][p(3)] }),
  cooperation: () => ({ kind: 'cooperation', option: 'nothing' }),
  show_of_force: () => ({ kind: 'show_of_force', option: 'nothing' }),
  questioning: () => ({ kind: 'questioning', option: 'bribe' }),
  interrogation: (s, p) => ({ kind: 'interrogation', option: 'pay', characterId: s.crew.characters[p(s.crew.characters.length)]?.id }),
  unquiet_dead: () => ({ kind: 'unquiet_dead', option: 'confront' }),
  cohort_trouble: (_s, p) => ({ kind: 'cohort_trouble', option: ['lose_face', 'make_example', 'face_retaliation'][p(3)] }),
  reprisals: () => ({ kind: 'reprisals', option: 'nothing' }),
  flipped: () => ({ kind: 'flipped', option: 'switch_allegiance', who: 'Le Bossu', to: 'La Garde' }),
  rivals: () => ({ kind: 'rivals', option: 'nothing' }),
  usual_suspects: () => ({ kind: 'usual_suspects', option: 'pay', who: 'Le Bossu' }),
};

async function json(res: Response): Promise<Json> {
  const text = await res.text();
  return text === '' ? {} : (JSON.parse(text) as Json);
}

export async function seedCampaign(server: Running, options: { events: number; seed?: number }): Promise<Seeded> {
  const link = /(http:\/\/\S+\/api\/auth\/setup\?token=\S+)/.exec(server.output())?.[1];
  if (!link) throw new Error(`no sign-in link in the first start's output:\n${server.output()}`);
  const signIn = await fetch(link, { redirect: 'manual' });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith('tm_session=')) throw new Error(`sign-in failed: ${signIn.status}`);
  const headers = { cookie, 'content-type': 'application/json' };
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(server.base + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await json(res) };
  };

  const me = await api('GET', '/api/auth/me');
  const campaignId = me.body.campaignId as string;
  const p = chooser(options.seed ?? 42);
  const created = await api('POST', `/api/campaigns/${campaignId}/crews`, {
    name: 'Les Lampistes',
    tier: 1,
    coin: 6,
    hold: 'strong',
    claims: ['Le tripot', 'Les docks'],
    characters: NAMES.map((name, i) => ({
      name,
      skills: { hunt: i % 3, study: (i + 1) % 3, survey: 1, tinker: i % 2, finesse: 1, prowl: 2, skirmish: (i + 2) % 3, wreck: 1, attune: 0, command: 1, consort: 1, sway: i % 3 },
      vice: { kind: ['gambling', 'luxury', 'obligation', 'pleasure', 'stupor', 'weird'][i] ?? 'gambling', purveyor: `Purveyor ${i + 1}`, tapped: false },
      traits: [{ name: 'Têtu', rating: 1 + (i % 3) }],
      destiny: 1,
      projects: [{ name: `Projet de ${name}`, segments: 8 }],
      gmNotes: `Notes sur ${name}`,
    })),
    factions: FACTIONS.map((name, i) => ({ name, tier: i % 5, status: (i % 7) - 3 })),
    cohorts: [
      { name: 'Les Rats', kind: 'gang', quality: 1 },
      { name: 'Mère Tison', kind: 'expert', quality: 2 },
    ],
    gmNotes: 'Campagne de démonstration pour le banc de mesure.',
  });
  if (created.status !== 201) throw new Error(`crew creation: ${created.status} ${JSON.stringify(created.body)}`);
  let sheet = (created.body.sheet as unknown) as Sheet;
  const crewId = ((created.body.sheet as Json).id as string);
  let events = 1;
  let refused = 0;

  const step = async (method: string, path: string, body: Json = {}): Promise<boolean> => {
    const res = await api(method, `/api/crews/${crewId}${path}`, { version: sheet.version, ...body });
    if (res.status === 200 || res.status === 201) {
      sheet = res.body.sheet as Sheet;
      events += 1;
      return true;
    }
    if (res.status === 422) {
      refused += 1;
      return false;
    }
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  };

  for (let guard = 0; events < options.events && guard < 5000; guard++) {
    const characters = sheet.crew.characters;
    const pc = characters[p(characters.length)];
    if (!pc) break;
    // Now and then, what a GM does between steps.
    const extra = p(10);
    if (extra === 0) {
      const faction = sheet.crew.factions[p(sheet.crew.factions.length)];
      if (faction) await step('PUT', `/factions/${faction.id}`, { status: Math.max(-3, Math.min(3, faction.status + (p(2) === 0 ? 1 : -1))) });
      continue;
    }
    if (extra === 1) {
      await step('POST', '/downtime/conflict-heat', { exposure: ['quiet', 'contained', 'loud'][p(3)], killings: false });
      continue;
    }
    if (extra === 2) {
      await step('PATCH', '', { coin: p(8), gmNotes: `Note ${events}` });
      continue;
    }
    switch (sheet.downtime.phase) {
      case 'idle':
      case 'done':
        await step('POST', '/downtime/start', { seasonBonus: p(5) === 0 });
        break;
      case 'payoff':
        await step('POST', '/downtime/payoff', { targetTier: 1 + p(3), take: 2 + p(6) });
        break;
      case 'heat':
        await step('POST', '/downtime/heat', { exposure: ['quiet', 'contained', 'loud', 'wild'][p(4)], killings: p(6) === 0 });
        break;
      case 'incarceration':
        await step('POST', '/downtime/entanglement-roll', { hidden: false, reveal: true });
        break;
      case 'entanglement': {
        const pending = sheet.crew.pendingEntanglements;
        const held = pending.find((e) => !e.revealed);
        if (pending.length === 0) {
          if (!(await step('POST', '/downtime/entanglement-roll', { hidden: p(3) === 0, reveal: false }))) await step('POST', '/downtime/advance');
        } else if (held) {
          await step('POST', `/downtime/entanglements/${encodeURIComponent(held.id)}/reveal`);
        } else {
          const open = pending[0];
          const choice = open ? CHOICES[open.kind]?.(sheet, p) : undefined;
          if (!open || !choice || !(await step('POST', `/downtime/entanglements/${encodeURIComponent(open.id)}/resolve`, { choice }))) {
            await step('POST', '/downtime/advance');
          }
        }
        break;
      }
      default: {
        const waitingAsset = Object.entries(sheet.downtime.characters).find(([, c]) => c.pendingAsset)?.[0];
        if (waitingAsset) {
          await step('POST', '/downtime/asset-settle', { characterId: waitingAsset, coin: 0 });
          break;
        }
        const waitingVice = Object.entries(sheet.downtime.characters).find(([, c]) => c.pendingOverindulgence)?.[0];
        if (waitingVice) {
          await step('POST', '/downtime/overindulgence', { characterId: waitingVice, choice: 'brag' });
          break;
        }
        const free = characters.find((c) => (sheet.downtime.characters[c.id]?.remaining ?? 0) > 0);
        if (!free) {
          if (p(3) === 0 && (sheet.downtime.characters[pc.id]?.freePlay ?? 0) < (sheet.downtime.characters[pc.id]?.freePlayLimit ?? 0)) {
            await step('POST', '/downtime/free-play', { characterId: pc.id });
          } else {
            await step('POST', '/downtime/advance');
          }
          break;
        }
        const skills = Object.keys(free.skills);
        const project = free.projects.find((x) => x.filled < x.segments);
        const activities: Json[] = [
          { kind: 'train', skill: skills[p(skills.length)] ?? 'hunt', helped: p(2) === 0 },
          { kind: 'recover', healer: { kind: 'self' } },
          { kind: 'reduce_heat', action: skills[p(skills.length)] ?? 'hunt' },
          ...(project ? [{ kind: 'long_term_project', projectId: project.id, action: skills[p(skills.length)] ?? 'hunt' }] : []),
        ];
        if (!(await step('POST', '/downtime/activities', { characterId: free.id, activity: activities[p(activities.length)] }))) {
          await step('POST', '/downtime/activities', { characterId: free.id, activity: { kind: 'train', skill: 'hunt', helped: false } });
        }
      }
    }
  }
  if (events < options.events) throw new Error(`the seeding walk stopped at ${events} events`);

  const share = await api('POST', `/api/crews/${crewId}/share-links`, { label: 'bench' });
  if (share.status !== 201) throw new Error(`share link: ${share.status}`);
  return { cookie, campaignId, crewId, playerToken: share.body.token as string, events, refused };
}
