/**
 * The campaign before the first trial, made through the API as a GM would: the very first start
 * (migrations, the campaign, the one-time sign-in link), the sign-in, crews to write on besides
 * the default one, and a Frostgrave wizard for the ledger. The session cookie is stored in the
 * database, so it outlives every restart.
 */
import { gmClient, signIn, type Gm, type Json } from './gm';
import type { Running } from '../api/server';

export const CREW_WRITERS = 3;

export interface Campaign {
  readonly cookie: string;
  readonly campaignId: string;
  readonly wizardId: string;
  /** One crew per crew writer (replaced when its history gets long: see `newCrew`). */
  readonly crewIds: string[];
}

async function must(gm: Gm, method: string, path: string, body?: unknown): Promise<Json> {
  const res = await gm.api(method, path, body);
  if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A crew of two PCs and two factions, as POST /api/campaigns/:id/crews makes it. */
export function crewBody(name: string): Json {
  return {
    name,
    tier: 1,
    coin: 4,
    hold: 'strong',
    characters: [{ name: 'Arlette' }, { name: 'Basile' }],
    factions: [
      { name: 'La Garde', tier: 3, status: -1 },
      { name: 'Les Lampions', tier: 2, status: 0 },
    ],
  };
}

export async function setUp(server: Running): Promise<Campaign> {
  const cookie = await signIn(server.output());
  const gm = gmClient(server.base, cookie);
  const me = await must(gm, 'GET', '/api/auth/me');
  const campaignId = String(me.campaignId);
  // The first start made a default crew: it is written on too.
  const crews = async () => ((await must(gm, 'GET', `/api/campaigns/${campaignId}/crews`)) as unknown as { id: string }[]).map((c) => c.id);
  for (let missing = CREW_WRITERS - (await crews()).length; missing > 0; missing--) {
    const created = await gm.api('POST', `/api/campaigns/${campaignId}/crews`, crewBody(`Bande ${CREW_WRITERS - missing + 1}`));
    // A 5xx may still have created the crew: the list below says. Either way it is worth a word.
    if (created.status !== 201) console.log(`WARNING: crew creation answered ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`);
  }
  const crewIds = (await crews()).slice(0, CREW_WRITERS);
  if (crewIds.length < CREW_WRITERS) throw new Error(`only ${crewIds.length} crews could be made`);
  // Level 40 allows 40 markers (F1); gold well under the 1 000 000 cap, as loans add to it.
  const wizard = await must(gm, 'POST', `/api/campaigns/${campaignId}/wizards`, { name: 'Zéphyrin', level: 40, gold: 200_000, markers: 0 });
  return { cookie, campaignId, wizardId: String(wizard.id), crewIds };
}
