import { afterEach, describe, expect, it } from 'vitest';
import {
  ConflictError,
  NetworkError,
  NotFoundError,
  RuleRefusalError,
  UnauthorizedError,
  ValidationError,
  api,
  errorFromResponse,
  setFetch,
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
    await api.post('/api/x', { a: 1 });
    await api.get('/api/y', { token: 'tok' });
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect((calls[1]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('turns a failed fetch into a NetworkError and a 204 into undefined', async () => {
    setFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/z')).rejects.toBeInstanceOf(NetworkError);
    setFetch(async () => new Response(null, { status: 204 }));
    await expect(api.delete('/api/z')).resolves.toBeUndefined();
  });
});
