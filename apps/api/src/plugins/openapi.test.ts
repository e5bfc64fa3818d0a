import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document and reference', () => {
  it('serves the document at /api/openapi.json, listing the routes with their schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/auth/setup',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/passphrase',
      '/api/auth/me',
      '/api/campaigns/current',
      '/api/campaigns/{campaignId}',
      '/api/campaigns/{campaignId}/crews',
      '/api/crews/{crewId}/share-links',
      '/api/share-links/{id}/rotate',
      '/api/share-links/{id}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain('/api/openapi.json');
    const patch = doc.paths['/api/campaigns/{campaignId}'].patch;
    expect(patch.tags).toEqual(['campaigns']);
    expect(patch.requestBody.content['application/json'].schema.properties).toHaveProperty('version');
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    expect(doc.components.securitySchemes).toHaveProperty('gmSession');
  });

  it('serves the browsable reference at /api/docs with its own assets (no CDN)', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const asset = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });
});

/** Every place in a JSON schema, with its path, including the alternatives of a union. */
function* walk(schema: unknown, path: string, defs: Record<string, unknown>, seen = new Set<unknown>()): Generator<[string, Record<string, unknown>]> {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') {
    yield* walk(defs[s.$ref.split('/').pop() ?? ''], path, defs, seen);
    return;
  }
  yield [path, s];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[key])) for (const [i, sub] of (s[key] as unknown[]).entries()) yield* walk(sub, `${path}|${i}`, defs, seen);
  }
  if (s.properties && typeof s.properties === 'object') {
    for (const [name, sub] of Object.entries(s.properties)) yield* walk(sub, `${path}.${name}`, defs, seen);
  }
  if (s.items) yield* walk(s.items, `${path}[]`, defs, seen);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') yield* walk(s.additionalProperties, `${path}{}`, defs, seen);
}

describe('the OpenAPI document says what the door refuses', () => {
  // Findings 2 and 4 of the integrity issue: unknown fields were dropped, lists capped on read only.
  it('every request object refuses unknown fields, every string and list of a request has a cap', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const defs = (doc.components?.schemas ?? {}) as Record<string, unknown>;
    const loose: string[] = [];
    const uncapped: string[] = [];
    let objects = 0;
    for (const [route, item] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${route}`;
        const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;
        const roots: [string, unknown][] = body ? [[`${where} body`, body]] : [];
        for (const p of (op.parameters ?? []) as { in: string; name: string; schema: unknown }[]) roots.push([`${where} ${p.in}.${p.name}`, p.schema]);
        for (const [at, root] of roots) {
          for (const [path, s] of walk(root, at, defs)) {
            if (s.type === 'object' && s.properties !== undefined) {
              objects++;
              if (s.additionalProperties !== false) loose.push(path);
            }
            if (s.type === 'string' && s.maxLength === undefined && s.enum === undefined && s.const === undefined && s.format === undefined) uncapped.push(path);
            if (s.type === 'array' && s.maxItems === undefined) uncapped.push(path);
            if (s.type === 'object' && s.properties === undefined && s.additionalProperties !== undefined && s.maxProperties === undefined) uncapped.push(path);
          }
        }
      }
    }
    expect(objects).toBeGreaterThan(50);
    expect(uncapped).toEqual([]);
    expect(loose).toEqual([]);
  });
});
