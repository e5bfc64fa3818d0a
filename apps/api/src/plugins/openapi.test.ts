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
