/**
 * The judge of one exchange: what the server answered to a fuzz request, and whether the
 * database moved meanwhile. Each broken promise is a failure of a kind:
 *
 * | kind | when |
 * | --- | --- |
 * | `5xx` | any answer ≥ 500, or no answer at all |
 * | `leak` | a player or anonymous answer holds GM-only data (a secret marker, a GM-notes field, a hidden roll or entanglement) |
 * | `unknown-field-accepted` | a request with a field the schema does not declare answered 2xx |
 * | `invalid-accepted` | a request that breaks its schema (type, range, length, items, reserved key, JSON, media type) answered 2xx |
 * | `foreign-accepted` | a request naming another campaign's thing (a player: another crew's) answered 2xx |
 * | `rejected-but-changed` | a 4xx answer, and the database changed |
 * | `unauthorized-change` | a player or anonymous request changed the database (but a player's 2xx on a route of a link acting for its character: issue 36) |
 * | `unreadable-crew` | after a write, or at the end, a crew's sheet does not answer 200 |
 * | `export-import` | at the end, the campaign does not export, or its export does not import |
 */
import type { FuzzRequest } from './requests';
import { SECRET_MARKER } from './values';
import type { WorldView } from './world';

/** In the name of a crew the player's link does not open: the player must never see it. */
export const OTHER_CREW_MARKER = 'Zq9OTHER';

export type FailureKind =
  | '5xx'
  | 'leak'
  | 'unknown-field-accepted'
  | 'invalid-accepted'
  | 'foreign-accepted'
  | 'rejected-but-changed'
  | 'unauthorized-change'
  | 'unreadable-crew'
  | 'export-import';

export const FAILURE_KINDS: readonly FailureKind[] = [
  '5xx',
  'leak',
  'unknown-field-accepted',
  'invalid-accepted',
  'foreign-accepted',
  'rejected-but-changed',
  'unauthorized-change',
  'unreadable-crew',
  'export-import',
];

export interface Answer {
  /** 0: no answer (connection error, timeout). */
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly setCookies: readonly string[];
}

export interface Failure {
  readonly kind: FailureKind;
  readonly operation: string;
  readonly caller: string;
  /** What went wrong, in a few words (the mutation, the leaked thing, the changed tables). */
  readonly detail: string;
  readonly request: { readonly method: string; readonly url: string; readonly body?: string | undefined };
  readonly answer: { readonly status: number; readonly body: string };
}

const SIGN_IN = new Set(['GET /api/auth/setup', 'POST /api/auth/login']);
const ID_TOKEN = /[A-Za-z0-9_-]{20,}/g;

/** The GM-only thing a non-GM answer holds, or null. */
export function leakIn(body: string, world: Pick<WorldView, 'hiddenRollIds'>): string | null {
  if (body.includes(SECRET_MARKER)) return 'a secret marker (GM notes or a hidden roll’s purpose)';
  if (body.includes(OTHER_CREW_MARKER)) return 'another crew’s name';
  for (const token of body.match(ID_TOKEN) ?? []) if (world.hiddenRollIds.has(token)) return `a hidden roll’s id (${token})`;
  for (const json of jsonParts(body)) {
    const found = secretShape(json, 0);
    if (found) return found;
  }
  return null;
}

/** The JSON of a body: the whole of it, or each `data:` line of an event stream. */
function jsonParts(body: string): unknown[] {
  const texts = body.startsWith('retry:') || body.includes('\ndata: ') ? body.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)) : [body];
  const out: unknown[] = [];
  for (const text of texts) {
    try {
      out.push(JSON.parse(text));
    } catch {
      // Not JSON: nothing structured to look at.
    }
  }
  return out;
}

function secretShape(value: unknown, depth: number): string | null {
  if (depth > 60 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = secretShape(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  if ('gmNotes' in record) return 'a gmNotes field';
  if ('characterNotes' in record) return 'a characterNotes field';
  if (record.hidden === true) return 'a hidden item';
  if (record.revealed === false && 'kind' in record) return 'a held entanglement';
  for (const field of Object.values(record)) {
    const found = secretShape(field, depth + 1);
    if (found) return found;
  }
  return null;
}

const short = (text: string | undefined, max = 240) => (text === undefined ? undefined : text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** What a failure names of its request (a fuzz request, or one of the run's own checks). */
export interface RequestLike {
  readonly op: { readonly id: string };
  readonly caller: string;
  readonly method: string;
  readonly url: string;
  readonly body?: string | undefined;
}

export function failureOf(kind: FailureKind, request: RequestLike, answer: Answer, detail: string): Failure {
  return {
    kind,
    operation: request.op.id,
    caller: request.caller,
    detail,
    request: { method: request.method, url: short(request.url, 160) ?? '', body: short(request.body) },
    answer: { status: answer.status, body: short(answer.body) ?? '' },
  };
}

/** Every failure one exchange shows. `changed`: the tables that moved ([] when none). */
export function judge(request: FuzzRequest, answer: Answer, changed: readonly string[] | null, world: WorldView): Failure[] {
  const out: Failure[] = [];
  const status = answer.status;
  const ok = status >= 200 && status < 300;
  const moved = changed !== null;
  const mutation = request.mutation ? `${request.mutation.kind} at ${request.mutation.where}` : 'valid request';
  if (status === 0 || status >= 500) out.push(failureOf('5xx', request, answer, `${mutation}: ${status === 0 ? 'no answer' : status}`));
  if (request.caller !== 'gm') {
    const leak = leakIn(answer.body, world);
    if (leak) out.push(failureOf('leak', request, answer, `${mutation}: ${leak}`));
  }
  if (ok && request.unknownField) out.push(failureOf('unknown-field-accepted', request, answer, mutation));
  else if (ok && request.refuse) out.push(failureOf('invalid-accepted', request, answer, mutation));
  if (ok && request.foreign) out.push(failureOf('foreign-accepted', request, answer, mutation));
  if (status >= 400 && status < 500 && moved) out.push(failureOf('rejected-but-changed', request, answer, `${mutation}: ${describe(changed)}`));
  const signedIn = SIGN_IN.has(request.op.id) && status >= 200 && status < 400;
  // A link given to a character writes through its own routes only (a proposal, a roll asked, its texts), and only when answered 2xx.
  const acted = request.caller === 'player' && request.op.audience === 'player' && ok;
  if (request.caller !== 'gm' && moved && !signedIn && !acted) out.push(failureOf('unauthorized-change', request, answer, `${mutation}: ${describe(changed)}`));
  return out;
}

function describe(changed: readonly string[] | null): string {
  return changed && changed.length > 0 ? `changed ${changed.join(', ')}` : 'a commit (no table summary moved)';
}
