/**
 * app.ts's JSON parser and its checks (./body.ts): invalid UTF-8, too deep a nesting and lone
 * surrogates are 400s naming where, before anything parses or walks the value; nothing is written.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';
import { dumpDatabase } from '../test/dump';
import { decodeUtf8, MAX_JSON_DEPTH, scanJsonText } from './body';

const echo: FastifyPluginAsyncZod = async (app) => {
  app.post('/probe/echo-body', async (request) => ({ body: request.body ?? null }));
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: async (app) => {
      await app.register(echo, { prefix: '/api' });
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });

describe('scanJsonText', () => {
  it('lets through what the app sends: 32 levels, escaped quotes and backslashes, surrogate pairs', () => {
    expect(scanJsonText('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeNull();
    expect(scanJsonText(JSON.stringify({ 'a"[{': ['\\', '"}]', { b: '\\"' }], emoji: '\ud83d\ude00', escaped: '\\ud83d\\ude00' }))).toBeNull();
    expect(scanJsonText('{"a": "\\ud83d\\ude00"}')).toBeNull();
  });

  it('names where it went too deep (33 levels), keys and indices', () => {
    const deep = `{"x": [1, {"y": ${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}]}`;
    expect(scanJsonText(deep)).toEqual({ path: ['x', 1, 'y', ...Array.from({ length: MAX_JSON_DEPTH - 3 }, () => 0)], message: 'nested deeper than 32 levels' });
    // Brackets inside strings are text, not nesting.
    expect(scanJsonText(JSON.stringify({ s: '['.repeat(1000) }))).toBeNull();
  });

  it('finds a lone surrogate escape, in a value or a key', () => {
    expect(scanJsonText('{"a": ["ok", "x\\ud800"]}')).toEqual({ path: ['a', 1], message: 'invalid Unicode (an unpaired surrogate)' });
    expect(scanJsonText('{"ok": 1, "\\udc00": 2}')).toEqual({ path: ['\udc00'], message: 'invalid Unicode (an unpaired surrogate)' });
    // An escaped backslash then `ud800` is plain text.
    expect(scanJsonText('{"a": "\\\\ud800"}')).toBeNull();
  });

  it('leaves text that is not JSON to the parser', () => {
    expect(scanJsonText('{"unterminated')).toBeNull();
    expect(scanJsonText('}}]]')).toBeNull();
  });
});

describe('decodeUtf8', () => {
  it('decodes UTF-8 and refuses anything else', () => {
    expect(decodeUtf8(Buffer.from('{"name":"Café ☕"}'))).toBe('{"name":"Café ☕"}');
    for (const bytes of [[0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80] /* an encoded surrogate */, [0xe2, 0x82]]) {
      expect(() => decodeUtf8(Buffer.from([0x22, ...bytes, 0x22]))).toThrow(expect.objectContaining({ issues: [{ path: 'body', message: 'invalid UTF-8' }] }));
    }
  });
});

describe("the app's JSON parser", () => {
  it('a body with invalid UTF-8 is refused with 400 and changes nothing', async () => {
    const before = dumpDatabase(t.dbPath);
    const payload = Buffer.concat([Buffer.from('{"pool": 2, "purpose": "Caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await post(`/api/campaigns/${t.campaignId}/rolls/d6`, payload, t.gm.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', issues: [{ path: 'body', message: 'invalid UTF-8' }] });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('keeps valid UTF-8 as sent', async () => {
    const res = await post('/api/probe/echo-body', Buffer.from(JSON.stringify({ name: 'Les Corbeaux — Élodie ☕ \ud83d\ude00' })));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { name: 'Les Corbeaux — Élodie ☕ \ud83d\ude00' } });
  });

  it('a body nested 10 000 levels deep is a 400 naming where, never a 500, and changes nothing', async () => {
    const before = dumpDatabase(t.dbPath);
    const res = await post(`/api/campaigns/${t.campaignId}/rolls/d6`, `{"pool": 2, "purpose": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`, t.gm.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation',
      issues: [{ path: ['body', 'purpose', ...Array.from({ length: MAX_JSON_DEPTH - 1 }, () => '0')].join('.'), message: 'nested deeper than 32 levels' }],
    });
    expect(dumpDatabase(t.dbPath)).toEqual(before);
  });

  it('a lone surrogate escape is refused (SQLite would keep U+FFFD in its place)', async () => {
    const res = await post('/api/probe/echo-body', '{"name": "Bob\\ud800"}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', issues: [{ path: 'body.name', message: 'invalid Unicode (an unpaired surrogate)' }] });
  });

  it('still reads an empty body as no body, and malformed JSON as malformed', async () => {
    expect((await post('/api/probe/echo-body', '')).json()).toEqual({ body: null });
    const malformed = await post('/api/probe/echo-body', '{"a": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'validation', issues: [{ path: 'body', message: 'malformed JSON' }] });
  });
});
