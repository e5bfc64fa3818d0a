/**
 * A route's shapes: what it takes (params, query, body), what it answers, with which status and
 * which errors, and how the OpenAPI document files it. Declared once per route in the route table
 * (./index.ts); the API validates with them and the web's typed client takes its types from them.
 */
import type { z } from 'zod';
import type { Answer } from '../answer';
import type { ErrorStatus } from '../errors';
import type { endpoints, RouteName } from './endpoints';

/** The OpenAPI document's sections. */
export type Tag = 'auth' | 'accounts' | 'campaigns' | 'share-links' | 'crews' | 'downtime' | 'history' | 'live' | 'rolls' | 'wizards' | 'trackers' | 'backups' | 'players';

export interface RouteShapes {
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly Tag[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer's schema (a 204's: `noContent`); `'stream'` for Server-Sent Events. */
  readonly answer: z.ZodType | 'stream';
  /** The success status (200 unless said; a 303 is a redirect the handler sends). */
  readonly status?: 200 | 201 | 204 | 303;
  /** The error statuses it may answer (their bodies are the contract's, ../errors.ts). */
  readonly errors: readonly ErrorStatus[];
}

/** Every route's shapes, by name: the same names as the endpoints. */
export type RouteTable = { readonly [N in RouteName]: RouteShapes };

/** A part of the route table (an area's routes): no name the endpoints do not have. */
export type RouteTablePart = { readonly [N in RouteName]?: RouteShapes };

// ─── the types a client reads from the table ────────────────────────────────────────────────────

type Given<S, K extends 'params' | 'query' | 'body', Key extends string = K> = S extends { readonly [P in K]: infer T extends z.ZodType }
  ? K extends 'query'
    ? // A player's token travels in a header (or the stream's URL): never in a query the caller writes.
      object extends Omit<z.input<T>, 'token'>
      ? { readonly [P in Key]?: Omit<z.input<T>, 'token'> }
      : { readonly [P in Key]: Omit<z.input<T>, 'token'> }
    : { readonly [P in Key]: z.input<T> }
  : { readonly [P in Key]?: undefined };

/** What a call of route `S` takes: its params, query and body as the route's schemas take them. */
export type InputOf<S> = Given<S, 'params'> & Given<S, 'query'> & Given<S, 'body'>;

/** What a call of route `S` answers, as a client reads it (read-only all the way down). */
export type AnswerOf<S> = S extends { readonly answer: infer A extends z.ZodType } ? Answer<A> : never;

/** A route's endpoint by name (for the client's path and method). */
export type EndpointOf<N extends RouteName> = (typeof endpoints)[N];
