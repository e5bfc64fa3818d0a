import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createPrismaClient } from './db/client';
import { startServer } from './start';

const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = {
  ...loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', PUBLIC_URL: 'http://localhost:3999' }),
  databaseUrl: `file:${path.join(dir, 'first-run.db')}`,
  webDist: '/nonexistent',
};

describe('server start (first run and later runs)', () => {
  it('creates one campaign with a crew and prints one sign-in link across two starts', async () => {
    const printed: string[] = [];
    const first = await startServer(config, (text) => printed.push(text));
    let link: string;
    try {
      expect(first.setupUrl).toMatch(/^http:\/\/localhost:3999\/api\/auth\/setup\?token=[A-Za-z0-9_-]{43}$/);
      link = first.setupUrl ?? '';
      expect(printed.join('\n')).toContain(`Temps Mort is running at ${first.address}`);
      expect(printed.join('\n')).toContain(link);
      // The first request is answered.
      const res = await fetch(`${first.address}/api/auth/me`);
      expect(res.status).toBe(401);
    } finally {
      await first.app.close();
    }

    const again: string[] = [];
    const second = await startServer(config, (text) => again.push(text));
    try {
      expect(second.setupUrl).toBeUndefined();
      expect(again.join('\n')).not.toContain('token=');
      expect(again.join('\n')).toContain('gm-link');

      const db = second.app.db;
      const campaigns = await db.campaign.findMany({ include: { crews: true, gmCredential: true } });
      expect(campaigns).toHaveLength(1);
      expect(campaigns[0]?.name).toBe('Ma campagne');
      expect(campaigns[0]?.crews.map((c) => c.name)).toEqual(['Ma bande']);
      expect(await db.crewEvent.count()).toBe(1);

      // The link printed at the first start still signs the GM in, once.
      const url = link.slice(config.publicUrl.length);
      const signIn = await second.app.inject({ url });
      expect(signIn.statusCode).toBe(303);
      expect((await second.app.inject({ url })).statusCode).toBe(401);
    } finally {
      await second.app.close();
    }
  });

  it('gm-link issues a new one-time link that replaces the unused one', async () => {
    const { issueSetupLink } = await import('./auth/setup');
    const db = createPrismaClient(config.databaseUrl);
    try {
      const a = await issueSetupLink(db, { publicUrl: config.publicUrl });
      const b = await issueSetupLink(db, { publicUrl: config.publicUrl });
      expect(a).not.toBe(b);
      const { consumeSetupToken } = await import('./auth/setup');
      expect(await consumeSetupToken(db, new URL(a).searchParams.get('token') ?? '')).toBeNull();
      expect(await consumeSetupToken(db, new URL(b).searchParams.get('token') ?? '')).not.toBeNull();
      expect(await db.campaign.count()).toBe(1);
    } finally {
      await db.$disconnect();
    }
  });
});
