import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConflictError, ForbiddenError, NotFoundError, RuleRefusalError } from '../http/errors';
import { BODY_LIMIT } from '../app';
import { buildTestApp, type TestApp } from '../test/build';

// Test-only routes that throw each kind of error.
const probes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/probe/echo',
    { schema: { body: z.object({ take: z.number().int().min(0), who: z.object({ name: z.string().min(1) }) }), querystring: z.object({ n: z.coerce.number().int().optional() }) } },
    async (request) => ({ ok: true, take: request.body.take }),
  );
  app.get('/probe/boom', async () => {
    throw new Error('secret internal detail at /home/gm/db');
  });
  app.get('/probe/type-error', async () => {
    const value = null as unknown as { x: { y: number } };
    return value.x.y;
  });
  app.get('/probe/not-found', async () => {
    throw new NotFoundError('crew', 'abc');
  });
  app.get('/probe/conflict', async () => {
    throw new ConflictError({ id: 'x', version: 3 });
  });
  app.get('/probe/rule', async () => {
    throw new RuleRefusalError({ rule: 'A1', code: 'no_activity_left', values: { used: 2 } });
  });
  app.get('/probe/forbidden', async () => {
    throw new ForbiddenError();
  });
  app.get('/probe/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'not a number' }) as never);
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: async (app) => {
      await app.register(probes, { prefix: '/api' });
    },
  });
});
afterAll(() => t.close());

function expectNoLeak(body: string): void {
  expect(body).not.toMatch(/stack|at \w+ \(|\.ts:\d+|secret|\/home\//);
}

describe('the error handler', () => {
  it('answers 400 naming each bad field of a zod body error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { take: -1, who: { name: '' } } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation');
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['body.take', 'body.who.name']);
    expect(body.issues.every((i: { message: string }) => typeof i.message === 'string' && i.message.length > 0)).toBe(true);
  });

  it('names the query string for a bad query', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo?n=abc', payload: { take: 1, who: { name: 'a' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('querystring.n');
  });

  it('passes a valid request through', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { take: 3, who: { name: 'a' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, take: 3 });
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload: '{"take": 1,' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', issues: [{ path: 'body', message: 'malformed JSON' }] });
  });

  it('answers 400 to an empty JSON body and to an unsupported media type', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('body');
    // …but a route without a body takes an empty JSON body.
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(logout.statusCode).toBe(204);
    const xml = await t.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/xml' }, payload: '<take/>' });
    expect(xml.statusCode).toBe(400);
    expect(xml.json().issues[0].path).toBe('headers.content-type');
    const text = await t.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'text/plain' }, payload: '{"take":1}' });
    expect(text.statusCode).toBe(400);
    expect(text.json().issues[0].path).toBe('headers.content-type');
  });

  it('refuses a prototype-poisoning body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"take":1,"who":{"name":"a"},"__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 413 to a body over 1 MiB', async () => {
    const big = JSON.stringify({ take: 1, who: { name: 'x'.repeat(BODY_LIMIT) } });
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'too_large' });
  });

  it('accepts a body just under the limit', async () => {
    const name = 'x'.repeat(BODY_LIMIT - 100);
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { take: 1, who: { name } } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 to an unknown /api route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/route' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', resource: 'route' });
    }
  });

  it('maps the app errors: 404 resource, 409 with the current state, 422 with the rule id, 403', async () => {
    expect((await t.app.inject({ url: '/api/probe/not-found' })).json()).toEqual({ error: 'not_found', resource: 'crew' });
    const conflict = await t.app.inject({ url: '/api/probe/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'conflict', current: { id: 'x', version: 3 } });
    const rule = await t.app.inject({ url: '/api/probe/rule' });
    expect(rule.statusCode).toBe(422);
    expect(rule.json()).toEqual({ error: 'rule', rule: 'A1', code: 'no_activity_left', values: { used: 2 } });
    expect((await t.app.inject({ url: '/api/probe/forbidden' })).statusCode).toBe(403);
  });

  it('answers 500 { error: "internal" } to an unexpected error, with no message nor stack', async () => {
    for (const url of ['/api/probe/boom', '/api/probe/type-error', '/api/probe/bad-response']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'internal' });
      expectNoLeak(res.body);
    }
  });

  it('never sends a stack trace in any error answer', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/probe/echo', payload: { take: 'x' } }),
      t.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' }, payload: '{' }),
      t.app.inject({ url: '/api/nope' }),
      t.app.inject({ url: '/api/probe/not-found' }),
      t.app.inject({ url: '/api/%E0%A4%A' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectNoLeak(res.body);
    }
  });
});
