/**
 * The fuzz campaign: `requests` requests, every operation of the document in turn as the GM
 * (twice as often: the only caller whose requests get past the door), a player and anonymous,
 * each valid or malformed by the seeded generator; each exchange judged (oracle.ts) against the
 * database fingerprint before and after it. Then the end state: every crew of the campaign
 * reads, the campaign exports, the export imports and the imported crews read.
 *
 * Sequential on purpose: "this request changed the database" needs one request at a time.
 */
import type { Operation } from './document';
import { failureOf, judge, type Answer, type Failure, type RequestLike } from './oracle';
import { seededRandom, type Random } from './random';
import { buildRequest, type Credentials, type FuzzRequest } from './requests';
import { ownCrews, type Anchors, type CallerKind } from './targets';
import type { Transport } from './transport';
import { SECRET_MARKER } from './values';
import { changedTables, fingerprintsDiffer, type World } from './world';

export interface CampaignOptions {
  readonly operations: readonly Operation[];
  readonly transport: Transport;
  readonly world: World;
  readonly anchors: Anchors;
  readonly credentials: Credentials;
  readonly importDocument: unknown;
  readonly requests: number;
  readonly seed: number;
  /** Share of valid requests (the rest are malformed). */
  readonly validShare?: number;
  /** Every crew is read back every this many requests (and at the end). */
  readonly readEvery?: number;
  /** Stops the run early when it returns false (a time bound for the benchmark). */
  readonly keepGoing?: () => boolean;
  /** Called after each request (progress, memory samples). */
  readonly onRequest?: (done: number) => void;
  /** Called with each exchange (a trace for debugging the generator). */
  readonly onExchange?: (request: FuzzRequest, answer: Answer) => void;
}

export interface CampaignResult {
  readonly requests: number;
  readonly valid: number;
  readonly byStatus: Readonly<Record<string, number>>;
  readonly failures: readonly Failure[];
  /** Operation → caller → requests sent. */
  readonly coverage: ReadonlyMap<string, Readonly<Record<CallerKind, number>>>;
  /**
   * Operations whose valid requests never got a 2xx (the rules or the state refused them all): the
   * GM's, or for a route of a link acting for its character (issue 36) the player's.
   */
  readonly neverAccepted: readonly string[];
  readonly crewsRead: number;
  readonly importedCrewsRead: number;
}

const CALLERS: readonly CallerKind[] = ['gm', 'gm', 'player', 'anonymous'];

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const statusClass = (status: number) => (status === 0 ? 'none' : `${Math.floor(status / 100)}xx`);

export async function runCampaign(options: CampaignOptions): Promise<CampaignResult> {
  const { transport, world, anchors, credentials } = options;
  const random = seededRandom(options.seed);
  const validShare = options.validShare ?? 0.4;
  const readEvery = options.readEvery ?? 250;
  let secrets = 0;
  const secret = () => `${SECRET_MARKER}-f${++secrets}`;
  const pairs = options.operations.flatMap((op) => CALLERS.map((caller) => ({ op, caller })));
  const failures: Failure[] = [];
  const byStatus: Record<string, number> = {};
  const coverage = new Map<string, Record<CallerKind, number>>();
  const accepted = new Set<string>();
  let view = world.read();
  let valid = 0;
  let queue: typeof pairs = [];
  const turns = new Map<string, number>();

  const gmRead = async (crewId: string): Promise<Answer> =>
    transport.send({ method: 'GET', url: `/api/crews/${encodeURIComponent(crewId)}`, headers: { cookie: credentials.gmCookie } });
  // Crews already reported unreadable: reported again only once they read again and break anew.
  const broken = new Set<string>();
  const check = async (crewId: string, cause: FuzzRequest | null, how: string, always = false): Promise<void> => {
    const answer = await gmRead(crewId);
    if (answer.status === 200) broken.delete(crewId);
    else if (always || !broken.has(crewId)) {
      broken.add(crewId);
      failures.push(unreadable(crewId, answer, cause, how));
    }
  };
  /** `atEnd`: every unreadable crew is reported, even one reported before. */
  const readAll = async (atEnd = false) => {
    const crews = ownCrews(view, anchors);
    for (const crew of crews) await check(crew.id, null, atEnd ? 'at the end' : 'read of every crew', atEnd);
    return crews.length;
  };

  let done = 0;
  for (; done < options.requests && (options.keepGoing?.() ?? true); done++) {
    if (queue.length === 0) queue = shuffled(pairs, random);
    const { op, caller } = queue.pop() as (typeof pairs)[number];
    const isValid = random.chance(validShare);
    if (isValid) valid += 1;
    const key = `${op.id} ${caller}`;
    const turn = turns.get(key) ?? 0;
    if (!isValid) turns.set(key, turn + 1);
    const request = buildRequest(op, caller, isValid, turn, random.fork(), { world: view, anchors, credentials, importDocument: options.importDocument, secret });
    const before = world.fingerprint();
    const answer = await transport.send(request);
    const after = world.fingerprint();
    const moved = fingerprintsDiffer(before, after);

    byStatus[statusClass(answer.status)] = (byStatus[statusClass(answer.status)] ?? 0) + 1;
    const seen = coverage.get(op.id) ?? { gm: 0, player: 0, anonymous: 0 };
    seen[caller] += 1;
    coverage.set(op.id, seen);
    const mayCall = op.audience === 'player' ? caller === 'player' : caller === 'gm';
    if (isValid && mayCall && answer.status >= 200 && answer.status < 300) accepted.add(op.id);
    failures.push(...judge(request, answer, moved ? changedTables(before, after) : null, view));

    // A new GM session (a sign-in that worked): one more the logout route may end.
    const cookie = answer.setCookies.map((c) => c.split(';')[0] ?? '').find((c) => /^tm_session=.+/.test(c));
    if (cookie && answer.status < 400) credentials.spareCookies.push(cookie);

    if (moved) {
      // Every crew this request changed must still read.
      const before = new Map(view.crews.map((c) => [c.id, c.version]));
      view = world.read();
      for (const crew of ownCrews(view, anchors)) {
        if (before.get(crew.id) !== crew.version) await check(crew.id, request, 'read after this write');
      }
    }
    if ((done + 1) % readEvery === 0) await readAll();
    options.onExchange?.(request, answer);
    options.onRequest?.(done + 1);
  }

  const end = await finale(options, readAll, failures);
  return {
    requests: done,
    valid,
    byStatus,
    failures,
    coverage,
    neverAccepted: options.operations.map((o) => o.id).filter((id) => !accepted.has(id)),
    ...end,
  };
}

/** One of the run's own requests, as the GM. */
const gmCheck = (operation: string, method: string, url: string, body?: string): RequestLike => ({ op: { id: operation }, caller: 'gm', method, url, body });

function unreadable(crewId: string, answer: Answer, cause: FuzzRequest | null, how: string): Failure {
  const read = gmCheck('GET /api/crews/{crewId}', 'GET', `/api/crews/${crewId}`);
  const after = cause ? ` after ${cause.op.id} (${cause.mutation ? `${cause.mutation.kind} at ${cause.mutation.where}` : 'valid'}): ${cause.method} ${cause.url} ${(cause.body ?? '').slice(0, 200)}` : '';
  return failureOf('unreadable-crew', cause ?? read, answer, `${how}: GET /api/crews/${crewId} answered ${answer.status}${after}`);
}

/** Every crew reads; the campaign exports; the export imports; the imported crews read. */
async function finale(options: CampaignOptions, readAll: (atEnd: boolean) => Promise<number>, failures: Failure[]) {
  const { transport, anchors, credentials } = options;
  const crewsRead = await readAll(true);
  const gm = { cookie: credentials.gmCookie };
  const exportRequest = gmCheck('GET /api/campaigns/{campaignId}/export', 'GET', `/api/campaigns/${anchors.campaignId}/export`);
  const exported = await transport.send({ method: 'GET', url: exportRequest.url, headers: gm });
  let importedCrewsRead = 0;
  if (exported.status !== 200) {
    failures.push(failureOf('export-import', exportRequest, exported, 'the campaign does not export'));
    return { crewsRead, importedCrewsRead };
  }
  const importRequest = gmCheck('POST /api/campaigns/import', 'POST', '/api/campaigns/import', exported.body);
  const imported = await transport.send({ method: 'POST', url: '/api/campaigns/import', headers: { ...gm, 'content-type': 'application/json' }, body: exported.body });
  if (imported.status !== 201) {
    failures.push(failureOf('export-import', importRequest, imported, 'the export does not import'));
    return { crewsRead, importedCrewsRead };
  }
  // The imported campaign is the importing GM's (issue 37): the same session reads it.
  const result = JSON.parse(imported.body) as { campaignId: string; crews: { id: string }[] };
  for (const crew of result.crews) {
    const read = await transport.send({ method: 'GET', url: `/api/crews/${crew.id}`, headers: gm });
    importedCrewsRead += 1;
    if (read.status !== 200) failures.push(failureOf('export-import', importRequest, read, `an imported crew does not read: GET /api/crews/${crew.id}`));
  }
  return { crewsRead, importedCrewsRead };
}

