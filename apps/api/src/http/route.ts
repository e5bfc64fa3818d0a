/**
 * The one registrar: a route of the route table (@temps-mort/contract routes/) is served by
 * `serve(app, name, handler)`. Its method and path, its schemas (params, query, body, answer and
 * error bodies, hence its validation and the OpenAPI document) and who may call it all come from
 * the table; the handler gets the input as validated and the caller as checked, and answers the
 * route's answer (or the reply, for what it sends itself: a stream, bytes already serialized).
 *
 * Who may call it is checked before the handler, after validation (a malformed request is a 400
 * whoever sends it): 401 without credentials, 403 for the wrong caller, 404 for an unknown
 * resource — to the GM only (a player link is only checked against what it names).
 */
import { endpoints, errorResponses, gmOnly, RESOURCE_PARAM, routeTable, type Resource, type RouteName, type RouteShapes, type Who } from '@temps-mort/contract';
import type { DeepReadonly } from '@temps-mort/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { crewOfLink, getPrincipal, requireAnyGm, requireAuth, type GmInCampaign, type GmPrincipal, type PlayerPrincipal, type Principal } from '../auth/guards';
import { ownerOf, RESOURCE_NAMES } from '../auth/owners';
import { ForbiddenError, NotFoundError } from './errors';

type Table = typeof routeTable;
/** The routes the table has shapes for (all of them, once every area is in). */
export type Served = keyof Table & RouteName;
type Shapes<N extends Served> = Table[N];
type Output<S, K extends string> = S extends { readonly [P in K]: infer T extends z.ZodType } ? z.output<T> : undefined;

/**
 * The caller as a route's `who` gives it. A GM checked against the resource the path names comes
 * with that resource's campaign as `campaignId` (the campaign the call acts in, one of theirs);
 * a `gm` route's GM with the campaign open in their session (or null).
 */
export type CallerOf<W extends Who> = W extends 'anyone'
  ? Principal | null
  : W extends 'player' | `character:${string}`
    ? PlayerPrincipal
    : W extends 'gm' | 'signedIn'
      ? W extends 'gm'
        ? GmPrincipal
        : Principal
      : W extends `gm:${string}`
        ? GmInCampaign
        : GmInCampaign | PlayerPrincipal;

/** What a handler gets: the input as its schemas output it, the caller as checked. */
export interface Call<N extends Served> {
  readonly params: Output<Shapes<N>, 'params'>;
  readonly query: Output<Shapes<N>, 'query'>;
  readonly body: Output<Shapes<N>, 'body'>;
  readonly caller: CallerOf<(typeof endpoints)[N]['who']>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * What a handler answers: the route's answer as its schema takes it (the serializer checks it) —
 * read-only as the rules' model is — or the reply it sent itself.
 */
export type Answered<N extends Served> = (Shapes<N> extends { readonly answer: infer A extends z.ZodType } ? z.input<A> | DeepReadonly<z.input<A>> : never) | FastifyReply;

export type Handler<N extends Served> = (call: Call<N>) => Promise<Answered<N>>;

/** The security schemes of the OpenAPI document (plugins/openapi.ts) a caller may use. */
function security(who: Who): Array<Record<string, string[]>> | undefined {
  if (who === 'anyone') return undefined;
  if (gmOnly(who)) return [{ gmSession: [] }];
  return who.startsWith('character:') ? [{ shareToken: [] }] : [{ gmSession: [] }, { shareToken: [] }];
}

function paramOf(request: FastifyRequest, resource: Resource): string {
  return (request.params as Record<string, string>)[RESOURCE_PARAM[resource]] ?? '';
}

/**
 * A GM of the campaign owning the resource the path names — one of the campaigns they are a
 * member of, open in their session or not: 401 / 403 / 404. Answers that GM acting in that campaign.
 */
async function gmOf(request: FastifyRequest, resource: Resource): Promise<GmInCampaign> {
  const gm = await requireAnyGm(request);
  const id = paramOf(request, resource);
  const owner = await ownerOf(request.server.db, resource, id);
  if (owner === null) throw new NotFoundError(RESOURCE_NAMES[resource], id);
  if (!gm.campaignIds.has(owner.campaignId)) throw new ForbiddenError();
  return { ...gm, campaignId: owner.campaignId };
}

/** That GM, or a player link of the crew that owns it (a resource without a crew is the GM's only); never a 404 to a player. */
async function readerOf(request: FastifyRequest, resource: Resource): Promise<GmInCampaign | PlayerPrincipal> {
  const principal = await requireAuth(request);
  if (principal.kind === 'gm') return gmOf(request, resource);
  // A crew's link reads that crew: nothing to look up.
  if (resource === 'crew') {
    if (crewOfLink(principal) !== paramOf(request, 'crew')) throw new ForbiddenError();
    return principal;
  }
  const owner = await ownerOf(request.server.db, resource, paramOf(request, resource));
  if (owner === null || owner.crewId === null || owner.crewId !== crewOfLink(principal)) throw new ForbiddenError();
  return principal;
}

/**
 * A link given to a character, acting for that very character (issue 36): the one the path names,
 * or the one the proposal or roll request is for. Anyone else — the GM, a crew's link, another
 * character's — is refused (403; never a 404 to a link: it learns nothing of other ids).
 */
async function characterOf(request: FastifyRequest, who: `character:${'character' | 'proposal' | 'rollRequest'}`): Promise<PlayerPrincipal> {
  const principal = await requireAuth(request);
  if (principal.kind !== 'player' || principal.characterId === null || principal.crewId === null) throw new ForbiddenError();
  if (who === 'character:character') {
    const { crewId, characterId } = request.params as { crewId?: string; characterId?: string };
    if (crewId !== principal.crewId || characterId !== principal.characterId) throw new ForbiddenError();
    return principal;
  }
  const resource = who === 'character:proposal' ? 'proposal' : 'rollRequest';
  const owner = await ownerOf(request.server.db, resource, paramOf(request, resource));
  if (owner === null || owner.crewId !== principal.crewId || owner.characterId !== principal.characterId) throw new ForbiddenError();
  return principal;
}

/** Checks who calls, as the route's `who` says; answers the caller. */
export async function check(request: FastifyRequest, who: Who): Promise<Principal | null> {
  switch (who) {
    case 'anyone':
      return getPrincipal(request);
    case 'signedIn':
      return requireAuth(request);
    case 'player': {
      const principal = await requireAuth(request);
      if (principal.kind !== 'player') throw new ForbiddenError();
      return principal;
    }
    case 'gm':
      return requireAnyGm(request);
    case 'reader:crew':
      return readerOf(request, 'crew');
    case 'reader:wizard': {
      // A wizard has no crew: its reader is its GM, or a link following it.
      const principal = await requireAuth(request);
      if (principal.kind === 'gm') return gmOf(request, 'wizard');
      if (principal.wizardId !== paramOf(request, 'wizard')) throw new ForbiddenError();
      return principal;
    }
    case 'reader:campaign': {
      // A campaign's lists (rolls, complex actions): its GM, or one of its crew links (which then
      // reads its own crew's entries only: the handler filters).
      const principal = await requireAuth(request);
      if (principal.kind === 'gm') return gmOf(request, 'campaign');
      if (principal.campaignId !== paramOf(request, 'campaign')) throw new ForbiddenError();
      crewOfLink(principal);
      return principal;
    }
    case 'reader:roll':
    case 'reader:complexAction':
      return readerOf(request, who === 'reader:roll' ? 'roll' : 'complexAction');
    case 'character:character':
    case 'character:proposal':
    case 'character:rollRequest':
      return characterOf(request, who);
    default:
      return gmOf(request, who.slice('gm:'.length) as Resource);
  }
}

/**
 * What only the server says of a route: its rate limit (`config.rateLimit`), a larger body limit,
 * and whether who calls it is checked before its body is read (a large one: an import).
 */
export type ServeOptions = Pick<RouteOptions, 'config' | 'bodyLimit'> & { readonly checkBeforeBody?: boolean };

/**
 * Outside production (app.ts), an answer whose status its route does not declare (the contract's
 * `errors`, or its success) is refused as our fault: every test then holds the table to what the
 * API answers. A 500 is always possible and never declared.
 */
let onlyDeclaredStatuses = false;
export function checkDeclaredStatuses(on: boolean): void {
  onlyDeclaredStatuses = on;
}

function declaredStatusCheck(name: RouteName, declared: ReadonlySet<number>) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode === 500 || declared.has(reply.statusCode)) return payload;
    const undeclared = reply.statusCode;
    // Fastify keeps an error status already set: the fault is ours, said as such.
    void reply.code(500);
    throw new Error(`${name} answered ${undeclared}, which its contract entry does not declare`);
  };
}

/** Serves route `name` of the table with `handler` (inside a plugin registered under any prefix of its path). */
export function serve<N extends Served>(app: FastifyInstance, name: N, handler: Handler<N>, { checkBeforeBody = false, ...options }: ServeOptions = {}): void {
  const endpoint = endpoints[name];
  const shapes: RouteShapes = routeTable[name];
  const url = endpoint.path.startsWith(app.prefix) ? endpoint.path.slice(app.prefix.length) : endpoint.path;
  const status = shapes.status ?? 200;
  app.route({
    ...options,
    method: endpoint.method,
    url,
    // Checked again before the handler (the caller is remembered for the request: no second query).
    ...(checkBeforeBody ? { onRequest: async (request: FastifyRequest) => void (await check(request, endpoint.who)) } : {}),
    ...(onlyDeclaredStatuses ? { onSend: declaredStatusCheck(name, new Set([status, ...shapes.errors])) } : {}),
    schema: {
      tags: [...shapes.tags],
      summary: shapes.summary,
      ...(shapes.description === undefined ? {} : { description: shapes.description }),
      ...(security(endpoint.who) === undefined ? {} : { security: security(endpoint.who) }),
      ...(shapes.params === undefined ? {} : { params: shapes.params }),
      ...(shapes.query === undefined ? {} : { querystring: shapes.query }),
      ...(shapes.body === undefined ? {} : { body: shapes.body }),
      ...(shapes.answer === 'stream' ? {} : { response: { [status]: shapes.answer, ...errorResponses(...shapes.errors) } }),
    },
    handler: async (request, reply) => {
      const caller = await check(request, endpoint.who);
      const answer = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        caller,
        request,
        reply,
      } as Call<N>);
      // A handler that sent its answer itself returned the reply — which is a thenable: awaited, it
      // gives what the sending gave, not the reply. Sent is sent.
      if (reply.sent || answer === reply) return reply;
      return reply.code(status).send(status === 204 || status === 303 ? null : answer);
    },
  });
}
