/** Test helper: a fake API for the campaign screens (routes by "METHOD /path"), recording each call. */
import { setFetch } from '../../lib/api';
import { DEFAULT_TABLE_RULES } from '@temps-mort/rules';
import type { Campaign } from './api';

export interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function serve(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  setFetch(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = { method, path: url.pathname, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : json({ error: 'not_found', resource: 'route' }, 404);
  });
  return calls;
}

export function restoreFetch(): void {
  setFetch((...args) => globalThis.fetch(...args));
}

export function sampleCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'camp-1',
    name: 'Ma campagne',
    language: 'fr',
    tableRules: DEFAULT_TABLE_RULES,
    version: 3,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
