/**
 * One fuzz request for an operation and a caller: valid (built from the schemas and the real
 * ids of the campaign) or malformed (one mutation of the path, the query or the body), with
 * what the server must do with it.
 */
import { conforms } from './conforms';
import type { Operation, Parameter } from './document';
import { BODY_MUTATIONS, mutateBody, nodesOf, RESERVED_KEYS, setAt, type MutationKind, type Path } from './malformed';
import type { Random } from './random';
import { pickScope, type Anchors, type CallerKind, type Scope } from './targets';
import { validValue, type ValueContext } from './values';
import type { WorldView } from './world';

export interface Credentials {
  readonly gmCookie: string;
  readonly playerToken: string;
  /** Cookies of GM sessions the run may end (POST /api/auth/logout as the GM never ends the main one). */
  readonly spareCookies: string[];
  /** Credentials that name nobody (a signed-out session, a revoked or made-up token). */
  readonly deadCookie: string;
  readonly deadToken: string;
}

export interface FuzzRequest {
  readonly op: Operation;
  readonly caller: CallerKind;
  readonly method: string;
  /** Path and query. */
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  /** null for a valid request. */
  readonly mutation: { readonly kind: MutationKind; readonly where: string } | null;
  /** The request breaks the contract: any 2xx is a failure. */
  readonly refuse: boolean;
  readonly unknownField: boolean;
  /** It names another campaign's (or, for a player, another crew's) thing: any 2xx is a failure. */
  readonly foreign: boolean;
  readonly scope: Scope;
}

export interface RequestContext {
  readonly world: WorldView;
  readonly anchors: Anchors;
  readonly credentials: Credentials;
  /** A valid body for the import (an export of the campaign), once known. */
  readonly importDocument: unknown;
  secret(): string;
}

const IMPORT = 'POST /api/campaigns/import';
/** The import document's objects the format closes (its payloads are free JSON). */
const IMPORT_CLOSED: readonly Path[] = [[], ['campaign'], ['crews', 0], ['crews', 0, 'crew'], ['crews', 0, 'crew', 'characters', 0], ['wizards', 0], ['complexActions', 0]];
const BAD_IDS = ['x'.repeat(65), 'a b', 'é', '..', '%00', '<b>', 'a;b', '\u202e', ' '];
/** Body fields that name a thing of the campaign. */
const BODY_ID_FIELDS = new Set(['crewId', 'characterId', 'factionId', 'cohortId', 'memberIds', 'complexActionId']);
const NAN_QUERY = ['NaN', 'Infinity', '-Infinity', 'abc', '1.5', '1e400', '0x1G', '--1'];

/**
 * Ids of the same kind as a parameter that belong to someone else: another campaign (GM), another
 * crew (player) — and, where a player acts for their character (`acting`), another character.
 */
function foreignIds(name: string, before: string, scope: Scope, acting = false): string[] {
  const { world, anchors, caller } = scope;
  // A GM's: any campaign they hold (the ones they imported included); a player's: their crew.
  const ours = (campaignId: string) => world.gmCampaigns.has(campaignId);
  const mine = (campaignId: string, crewId: string | null) => (caller === 'player' ? crewId === anchors.playerCrewId : ours(campaignId));
  const crews = world.crews.filter((c) => !mine(c.campaignId, c.id));
  // A proposal or roll request is the player's when it is for their character.
  const requests = (items: WorldView['proposals']) =>
    items.filter((r) => (caller === 'player' ? r.characterId !== anchors.playerCharacterId : !ours(r.campaignId))).map((r) => r.id);
  if (name === 'characterId' && caller === 'player' && acting) {
    const others = world.crews.find((c) => c.id === anchors.playerCrewId)?.characters.filter((ch) => ch.id !== anchors.playerCharacterId) ?? [];
    return [...others.map((ch) => ch.id), ...crews.flatMap((c) => c.characters.map((ch) => ch.id))];
  }
  if (name === 'complexActionId') return world.trackers.filter((t) => !ours(t.campaignId)).map((t) => t.id);
  const wizards = caller === 'player' ? world.wizards : world.wizards.filter((w) => !ours(w.campaignId));
  if (name === 'campaignId') return caller === 'player' ? [] : [...world.campaigns.keys()].filter((id) => !ours(id));
  if (name === 'crewId') return crews.map((c) => c.id);
  if (name === 'characterId') return crews.flatMap((c) => c.characters.map((ch) => ch.id));
  if (name === 'factionId') return crews.flatMap((c) => c.factions);
  if (name === 'cohortId') return crews.flatMap((c) => c.cohorts);
  if (name === 'memberId') return wizards.flatMap((w) => w.members);
  if (before === 'share-links') return crews.flatMap((c) => c.shareLinks);
  if (before === 'wizards') return wizards.map((w) => w.id);
  if (before === 'collections') return wizards.flatMap((w) => w.collections);
  if (before === 'rolls') return world.rolls.filter((r) => !mine(r.campaignId, r.crewId)).map((r) => r.id);
  if (before === 'complex-actions') return world.trackers.filter((t) => !mine(t.campaignId, t.crewId)).map((t) => t.id);
  if (before === 'proposals') return requests(world.proposals);
  if (before === 'roll-requests') return requests(world.rollRequests);
  return [];
}

/** Any id of the campaign world, whatever its kind (a crew id where a wizard id goes…). */
function anyIds(world: WorldView): string[] {
  return [
    ...world.crews.flatMap((c) => [c.id, ...c.characters.map((ch) => ch.id), ...c.factions]),
    ...world.wizards.map((w) => w.id),
    ...world.rolls.slice(-20).map((r) => r.id),
    ...world.trackers.map((t) => t.id),
    ...world.proposals.slice(-20).map((p) => p.id),
    ...world.rollRequests.slice(-20).map((r) => r.id),
  ];
}

function queryString(entries: ReadonlyArray<readonly [string, string]>): string {
  if (entries.length === 0) return '';
  return '?' + entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function headersFor(caller: CallerKind, credentials: Credentials, random: Random, op: Operation): Record<string, string> {
  if (caller === 'gm') {
    const spare = op.id === 'POST /api/auth/logout' ? credentials.spareCookies.pop() ?? credentials.deadCookie : credentials.gmCookie;
    return { cookie: spare };
  }
  if (caller === 'player') return { authorization: `Bearer ${credentials.playerToken}` };
  // Anonymous: nothing, or credentials that name nobody.
  return random.pick<Record<string, string>>([
    {},
    {},
    { cookie: credentials.deadCookie },
    { authorization: `Bearer ${credentials.deadToken}` },
    { cookie: 'tm_session=garbage' },
    { authorization: 'Bearer ' },
  ]);
}

/** Where a request goes: which mutations fit this operation. */
function kindsFor(op: Operation): MutationKind[] {
  const kinds: MutationKind[] = [];
  // Unknown fields twice: the door's first promise.
  if (op.body) kinds.push(...BODY_MUTATIONS, 'unknown-field');
  else if (op.method !== 'GET') kinds.push('bad-json');
  if (op.pathParams.length > 0) kinds.push('bad-path-id', 'foreign-id', 'reserved-name');
  else if (op.body) kinds.push('foreign-id');
  if (op.queryParams.length > 0) kinds.push('unknown-query', 'bad-query', 'bad-query');
  return kinds;
}

/**
 * `turn`: how many malformed requests this operation and caller had before; the mutation kinds
 * are taken in turn, so each operation meets each kind that fits it.
 */
export function buildRequest(op: Operation, caller: CallerKind, valid: boolean, turn: number, random: Random, context: RequestContext): FuzzRequest {
  const { world, anchors, credentials } = context;
  const scope = pickScope(op, caller, world, anchors, random);
  const ctx: ValueContext = { scope, random, secret: () => context.secret(), ...(caller === 'player' ? { playerToken: credentials.playerToken } : {}) };
  const headers = headersFor(caller, credentials, random, op);

  // The valid request.
  const params: Record<string, string> = { ...scope.params };
  const query: Array<[string, string]> = [];
  for (const p of op.queryParams) {
    if (p.name === 'token' && !p.required) {
      // The player's token also works as ?token= (EventSource); others never send one.
      if (caller === 'player' && random.chance(0.3)) query.push(['token', credentials.playerToken]);
      continue;
    }
    if (p.required || random.chance(0.5)) query.push([p.name, stringOf(validValue(p.schema, p.name, ctx))]);
  }
  let bodyValue: unknown = undefined;
  if (op.id === IMPORT) bodyValue = context.importDocument;
  else if (op.body) bodyValue = validValue(op.body, 'body', ctx);
  let body = bodyValue === undefined ? undefined : JSON.stringify(bodyValue);
  let contentType = 'application/json';

  let mutation: FuzzRequest['mutation'] = null;
  let refuse = false;
  let unknownField = false;
  let foreign = false;

  const kinds = kindsFor(op);
  for (let attempt = 0; !valid && mutation === null && attempt < 8 && kinds.length > 0; attempt++) {
    const kind = kinds[(turn + attempt) % kinds.length] as MutationKind;
    if (BODY_MUTATIONS.includes(kind) && op.body && bodyValue !== undefined) {
      const m = mutateBody(kind, op.body, bodyValue, ctx, op.id === IMPORT ? { closedPaths: IMPORT_CLOSED } : {});
      if (!m) continue;
      body = m.text;
      contentType = m.contentType;
      // The import's schema says little of the document: only what the format surely refuses counts.
      refuse = op.id === IMPORT ? m.unknownField || ['bad-json', 'wrong-content-type', 'empty-body'].includes(kind) : m.refuse;
      unknownField = m.unknownField;
      mutation = { kind, where: m.where };
    } else if (kind === 'bad-json') {
      body = random.pick(['{"a":', 'nope', '[1,']);
      refuse = true;
      mutation = { kind, where: 'body' };
    } else if (kind === 'foreign-id' && caller === 'gm' && op.body && bodyValue !== undefined && (op.pathParams.length === 0 || random.chance(0.5))) {
      // An id field of the body naming another campaign's thing.
      const fields = nodesOf(op.body, bodyValue).filter((n) => typeof n.value === 'string' && BODY_ID_FIELDS.has(String(n.path.findLast((p) => typeof p === 'string'))));
      const node = fields.length > 0 ? random.pick(fields) : undefined;
      const name = String(node?.path.findLast((p) => typeof p === 'string') ?? '');
      const others = node ? foreignIds(name === 'memberIds' ? 'memberId' : name, '', scope, op.audience === 'player') : [];
      if (!node || others.length === 0) continue;
      body = JSON.stringify(setAt(bodyValue, node.path, random.pick(others)));
      foreign = true;
      mutation = { kind, where: ['body', ...node.path.map(String)].join('.') };
    } else if (kind === 'bad-path-id' || kind === 'reserved-name' || kind === 'foreign-id') {
      if (op.pathParams.length === 0) continue;
      const param = random.pick(op.pathParams);
      const before = op.path.split('/')[op.path.split('/').indexOf(`{${param.name}}`) - 1] ?? '';
      let value: string;
      if (kind === 'bad-path-id') value = random.pick(BAD_IDS);
      else if (kind === 'reserved-name') value = random.pick(RESERVED_KEYS);
      else {
        const same = foreignIds(param.name, before, scope, op.audience === 'player');
        foreign = same.length > 0 && random.chance(0.7);
        value = foreign ? random.pick(same) : random.pick([...anyIds(world), ...world.hiddenRollIds].slice(-200));
      }
      params[param.name] = value;
      refuse = !conforms(param.schema, value);
      mutation = { kind, where: `path.${param.name}` };
    } else if (kind === 'unknown-query') {
      query.push([random.pick(['zzUnknown', '__proto__', 'constructor', 'toString', 'isAdmin', 'campaignId']), random.pick(['1', 'x', ''])]);
      refuse = true;
      unknownField = true;
      mutation = { kind, where: 'query' };
    } else if (kind === 'bad-query') {
      const m = badQuery(op.queryParams.filter((p) => p.name !== 'token'), query, random);
      if (!m) continue;
      query.splice(0, query.length, ...m.query);
      refuse = true;
      mutation = { kind, where: `query.${m.name}` };
    }
  }

  const url =
    op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? '')) + queryString(query);
  if (body !== undefined) headers['content-type'] = contentType;
  else if (op.method !== 'GET' && random.chance(0.5)) headers['content-type'] = 'application/json';
  return { op, caller, method: op.method, url, headers, body, mutation, refuse, unknownField, foreign, scope };
}

/** The query with one parameter broken: not a number, out of range, too long, repeated, or missing. */
function badQuery(params: readonly Parameter[], query: ReadonlyArray<[string, string]>, random: Random): { name: string; query: Array<[string, string]> } | null {
  if (params.length === 0) return null;
  const param = random.pick(params);
  const rest = query.filter(([k]) => k !== param.name);
  const s = param.schema;
  const type = s.type ?? s.anyOf?.[0]?.type;
  const options: string[][] = [];
  if (type === 'integer' || type === 'number') {
    options.push([random.pick(NAN_QUERY)]);
    if (s.maximum !== undefined) options.push([String(s.maximum + 1)]);
    if (s.minimum !== undefined) options.push([String(s.minimum - 1)]);
    options.push(['1', '2']);
  }
  if (s.enum) options.push(['zz-not-in-enum']);
  if (s.maxLength !== undefined) options.push(['x'.repeat(s.maxLength + 1)]);
  if (param.required) options.push([]);
  if (options.length === 0) return null;
  const values = random.pick(options);
  return { name: param.name, query: [...rest, ...values.map((v): [string, string] => [param.name, v])] };
}
