import { afterEach, describe, expect, it } from 'vitest';
import {
  ConflictError,
  NetworkError,
  NotFoundError,
  RuleRefusalError,
  UnauthorizedError,
  ValidationError,
  call,
  errorFromResponse,
  setFetch,
  urlOf,
} from './api';

afterEach(() => setFetch((...args) => globalThis.fetch(...args)));

describe('api errors', () => {
  it('maps each API error body to its typed error', () => {
    const v = errorFromResponse(400, { error: 'validation', issues: [{ path: 'body.take', message: 'Too big' }] });
    expect(v).toBeInstanceOf(ValidationError);
    expect((v as ValidationError).forField('take')).toEqual(['Too big']);
    expect((v as ValidationError).byField).toEqual({ take: ['Too big'] });
    const c = errorFromResponse(409, { error: 'conflict', current: { version: 3 } });
    expect(c).toBeInstanceOf(ConflictError);
    expect((c as ConflictError).current).toEqual({ version: 3 });
    const r = errorFromResponse(422, { error: 'rule', rule: 'A1', code: 'no_activity_left', values: { used: 2 } });
    expect(r).toBeInstanceOf(RuleRefusalError);
    expect((r as RuleRefusalError).refusal).toEqual({ rule: 'A1', code: 'no_activity_left', values: { used: 2 } });
    expect(errorFromResponse(404, { error: 'not_found', resource: 'crew' })).toMatchObject({ resource: 'crew' });
    expect(errorFromResponse(404, {})).toBeInstanceOf(NotFoundError);
    expect(errorFromResponse(401, { error: 'unauthorized' })).toBeInstanceOf(UnauthorizedError);
    expect(errorFromResponse(500, { error: 'internal' })).toMatchObject({ status: 500, code: 'internal' });
  });

  it('sends JSON with the same-origin cookie, and a Bearer token only when given', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    setFetch(async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify({ ok: 1 }), { status: 200 });
    });
    await call('crew.edit', { params: { crewId: 'c 1' }, body: { version: 2, name: 'Les Lanternes' } });
    await call('crew.history', { params: { crewId: 'c1' }, query: { after: 3, type: 'payoff,heat' } }, { token: 'tok' });
    // The route's method and path from the table, its params encoded, its query in the URL.
    expect(calls[0]?.url).toBe('/api/crews/c%201');
    expect(calls[0]?.init).toMatchObject({ method: 'PATCH', credentials: 'same-origin', body: '{"version":2,"name":"Les Lanternes"}' });
    expect(calls[1]?.url).toBe('/api/crews/c1/history?after=3&type=payoff%2Cheat');
    expect(calls[1]?.init).toMatchObject({ method: 'GET' });
    expect(calls[1]?.init.body).toBeUndefined();
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect((calls[1]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('turns a failed fetch into a NetworkError and a 204 into undefined', async () => {
    setFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call('campaign.current')).rejects.toBeInstanceOf(NetworkError);
    setFetch(async () => new Response(null, { status: 204 }));
    await expect(call('crew.delete', { params: { crewId: 'c1' }, body: { version: 1 } })).resolves.toBeUndefined();
  });

  it('builds a stream URL with the token a browser cannot send as a header', () => {
    expect(urlOf('crew.stream', { params: { crewId: 'c1' }, query: { version: 4 } }, 'a b')).toBe('/api/crews/c1/stream?version=4&token=a+b');
  });
});
