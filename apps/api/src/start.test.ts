import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassphrase } from './auth/passphrase';
import { createSession } from './auth/sessions';
import { consumeSetupToken, issueSetupLink } from './auth/setup';
import { loadConfig, type AppConfig } from './config';
import { createPrismaClient } from './db/client';
import { startServer, type Started } from './start';
import { explainStartFailure, StartFailure } from './startFailure';

const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** Settings for a start on a fresh database file of its own. */
function freshConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', PUBLIC_URL: 'http://localhost:3999' }),
    databaseUrl: `file:${path.join(dir, `start-${++files}.db`)}`,
    webDist: '/nonexistent',
    ...overrides,
  };
}

async function start(config: AppConfig): Promise<Started & { printed: string }> {
  const lines: string[] = [];
  const started = await startServer(config, (text) => lines.push(text));
  return { ...started, printed: lines.join('\n') };
}

/** The path of a sign-in link, for `app.inject`. */
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

/** A port taken by another listener on 127.0.0.1, until `close()`. */
async function takenPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('server start: the GM sign-in link', () => {
  it('a failed first start (port taken) still gives a sign-in link on the next start', async () => {
    const config = freshConfig();
    const taken = await takenPort();
    try {
      await expect(startServer({ ...config, port: taken.port }, () => {})).rejects.toThrow(
        new RegExp(`Port ${taken.port} is already in use \\(EADDRINUSE\\) — is Temps Mort already running\\?`),
      );
    } finally {
      await taken.close();
    }
    // Nothing half-done: the campaign is created only by a start that got its port.
    const db = createPrismaClient(config.databaseUrl);
    try {
      expect(await db.campaign.count()).toBe(0);
    } finally {
      await db.$disconnect();
    }

    const next = await start(config);
    try {
      expect(next.setupUrl).toMatch(/^http:\/\/localhost:3999\/api\/auth\/setup\?token=[A-Za-z0-9_-]{43}$/);
      expect(next.printed).toContain(`Temps Mort is running at ${next.address}`);
      expect(next.printed).toContain('First start: the GM account "MJ" and the campaign "Ma campagne" were created');
      expect(next.printed).toContain(next.setupUrl);
      // A fresh database reads whole: no warning.
      expect(await next.unreadable).toEqual([]);
      expect(next.printed).not.toContain('Warning');
      const signIn = await next.app.inject({ url: pathOf(next.setupUrl ?? '') });
      expect(signIn.statusCode).toBe(303);
    } finally {
      await next.app.close();
    }
  });

  it('creates one campaign with a crew, answers at once, and prints a link the GM can use once', async () => {
    const config = freshConfig();
    const first = await start(config);
    try {
      const res = await fetch(`${first.address}/api/auth/me`);
      expect(res.status).toBe(401);
      const campaigns = await first.app.db.campaign.findMany({ include: { crews: true } });
      expect(campaigns.map((c) => c.name)).toEqual(['Ma campagne']);
      // Its GM: the instance's owner account « MJ », owner of the campaign, not signed in yet.
      const accounts = await first.app.db.account.findMany({ include: { members: true } });
      expect(accounts.map((a) => ({ name: a.name, nameKey: a.nameKey, owner: a.owner, passphrase: a.passphraseHash }))).toEqual([{ name: 'MJ', nameKey: 'mj', owner: true, passphrase: null }]);
      expect(accounts[0]?.members.map((m) => ({ campaignId: m.campaignId, role: m.role }))).toEqual([{ campaignId: campaigns[0]?.id, role: 'owner' }]);
      expect(campaigns[0]?.crews.map((c) => (JSON.parse(c.state) as { crew: { name: string } }).crew.name)).toEqual(['Ma bande']);
      expect(await first.app.db.step.count()).toBe(1);
      const url = pathOf(first.setupUrl ?? '');
      expect((await first.app.inject({ url })).statusCode).toBe(303);
      expect((await first.app.inject({ url })).statusCode).toBe(401);
    } finally {
      await first.app.close();
    }

    // Signed in (an open session): later starts print no link, and say how to get one.
    const second = await start(config);
    try {
      expect(second.setupUrl).toBeUndefined();
      expect(second.printed).not.toContain('token=');
      expect(second.printed).toContain('pnpm --filter @temps-mort/api gm-link');
      expect(await second.app.db.campaign.count()).toBe(1);
    } finally {
      await second.app.close();
    }
  });

  it('until the GM signs in, every start prints a fresh link and the previous one stops working', async () => {
    const config = freshConfig();
    const first = await start(config);
    await first.app.close();
    const second = await start(config);
    try {
      expect(second.setupUrl).toBeDefined();
      expect(second.setupUrl).not.toBe(first.setupUrl);
      expect(second.printed).toContain('The GM account "MJ" has not signed in yet');
      expect(second.printed).toContain('links printed before no longer work');
      expect(second.printed).toContain(second.setupUrl);
      // Still one campaign and one crew: a later start creates nothing.
      expect(await second.app.db.campaign.count()).toBe(1);
      expect(await second.app.db.crew.count()).toBe(1);
      expect((await second.app.inject({ url: pathOf(first.setupUrl ?? '') })).statusCode).toBe(401);
      expect((await second.app.inject({ url: pathOf(second.setupUrl ?? '') })).statusCode).toBe(303);
    } finally {
      await second.app.close();
    }
  });

  it('a passphrase counts as signed in; an expired session alone does not', async () => {
    const config = freshConfig();
    const first = await start(config);
    const db = first.app.db;
    const campaignId = (await db.campaign.findFirstOrThrow()).id;
    const accountId = (await db.account.findFirstOrThrow()).id;
    // A session that expired: that GM, without a passphrase, is locked out.
    await createSession(db, accountId, campaignId, new Date('2020-01-01T00:00:00Z'));
    await first.app.close();

    const locked = await start(config);
    try {
      expect(locked.setupUrl).toBeDefined();
      await locked.app.db.account.update({ where: { id: accountId }, data: { passphraseHash: await hashPassphrase('correct horse battery') } });
    } finally {
      await locked.app.close();
    }

    const withPassphrase = await start(config);
    try {
      expect(withPassphrase.setupUrl).toBeUndefined();
      expect(withPassphrase.printed).toContain('Sign in with your GM passphrase');
    } finally {
      await withPassphrase.app.close();
    }
  });

  it('gm-link issues a new one-time link that replaces the unused one', async () => {
    const config = freshConfig();
    await (await start(config)).app.close();
    const db = createPrismaClient(config.databaseUrl);
    try {
      const a = await issueSetupLink(db, { publicUrl: config.publicUrl });
      const b = await issueSetupLink(db, { publicUrl: config.publicUrl });
      expect(a).not.toBe(b);
      expect(await consumeSetupToken(db, new URL(a).searchParams.get('token') ?? '')).toBeNull();
      expect(await consumeSetupToken(db, new URL(b).searchParams.get('token') ?? '')).not.toBeNull();
      expect(await db.campaign.count()).toBe(1);
      // --account NAME: that account's link (any case); an unknown name is said.
      const named = await issueSetupLink(db, { publicUrl: config.publicUrl, accountName: 'mj' });
      expect(await consumeSetupToken(db, new URL(named).searchParams.get('token') ?? '')).toBe((await db.account.findFirstOrThrow()).id);
      await expect(issueSetupLink(db, { publicUrl: config.publicUrl, accountName: 'Personne' })).rejects.toThrow('No account named "Personne" on this instance.');
    } finally {
      await db.$disconnect();
    }
  });

  it('gm-link on a database without a campaign says how to get the first link', async () => {
    const config = freshConfig();
    const { migrate } = await import('./db/migrate');
    migrate({ url: config.databaseUrl });
    const db = createPrismaClient(config.databaseUrl);
    try {
      await expect(issueSetupLink(db, { publicUrl: config.publicUrl })).rejects.toThrow(/No account yet: start the server \(npm run up\)/);
    } finally {
      await db.$disconnect();
    }
  });
});

describe('server start: a failed start says what happened and what to do', () => {
  it('port taken: names the port, asks whether Temps Mort already runs, and offers another port', async () => {
    const taken = await takenPort();
    try {
      const error = await startServer(freshConfig({ port: taken.port }), () => {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartFailure);
      const message = (error as StartFailure).message;
      expect(message).toContain(`Port ${taken.port} is already in use (EADDRINUSE) — is Temps Mort already running?`);
      expect(message).toContain(`PORT=${taken.port + 1} npm run up`);
      expect(message).toContain('Nothing was left half-done');
    } finally {
      await taken.close();
    }
  });

  it('data folder not usable: names the folder and says how to give another one', async () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const config = freshConfig({ databaseUrl: `file:${path.join(file, 'data', 'temps-mort.db')}` });
    const error = await startServer(config, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartFailure);
    expect((error as Error).message).toContain(`The database folder ${path.join(file, 'data')} cannot be created`);
    expect((error as Error).message).toContain('DATABASE_URL=file:');

    // Permission denied (what a folder owned by another user gives; tests may run as root).
    const denied = Object.assign(new Error("EACCES: permission denied, mkdir '/srv/tm'"), { code: 'EACCES', syscall: 'mkdir', path: '/srv/tm' });
    const words = explainStartFailure(denied, freshConfig({ databaseUrl: 'file:/srv/tm/temps-mort.db' }))?.message ?? '';
    expect(words).toContain('Temps Mort cannot write its database in /srv/tm (EACCES)');
    expect(words).toContain('sudo chown -R "$(whoami)" /srv/tm');
    // SQLite refusing to write the file (a read-only file or mount).
    const readonly = Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' });
    expect(explainStartFailure(readonly, freshConfig())?.message).toContain('(SQLITE_READONLY)');
  });

  it('database locked: says another program holds it, whether the error comes from SQLite or through Prisma', async () => {
    const file = path.join(dir, 'locked.db');
    const holder = new Database(file);
    const other = new Database(file, { timeout: 0 });
    holder.exec('CREATE TABLE t (x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1)');
    let busy: unknown;
    try {
      other.exec('BEGIN IMMEDIATE');
    } catch (error) {
      busy = error;
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      other.close();
    }
    const config = freshConfig({ databaseUrl: `file:${file}` });
    // As the migrator wraps it.
    const wrapped = new Error('Migration 2026_init failed and was rolled back: database is locked', { cause: busy });
    const message = explainStartFailure(wrapped, config)?.message ?? '';
    expect(message).toContain(`The database ${file} is locked by another program (SQLITE_BUSY).`);
    expect(message).toContain('Is Temps Mort already running on it');
    // As Prisma reports it (P1008, the driver adapter's code in meta).
    const viaPrisma = Object.assign(new Error('Operation has timed out'), {
      code: 'P1008',
      meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: 'SQLITE_BUSY', kind: 'SocketTimeout' } } },
    });
    expect(explainStartFailure(viaPrisma, config)?.message).toContain('is locked by another program (SQLITE_BUSY)');
  });

  it('an unexpected error is left as it is (printed with its stack by server.ts)', () => {
    expect(explainStartFailure(new Error('boom'), freshConfig())).toBeUndefined();
  });

  it('the real entry point prints the plain words, without a stack trace, and exits 1', async () => {
    const taken = await takenPort();
    const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(taken.port), DATABASE_URL: `file:${path.join(dir, 'entry.db')}`, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('Temps Mort could not start.');
      expect(output).toContain(`Port ${taken.port} is already in use (EADDRINUSE)`);
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      await taken.close();
    }
  }, 30_000);
});
