#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests and tooling: Debian's binaries (installed with apt-get
// when missing), a data folder in a temp folder, listening on 127.0.0.1 only, on a free port.
// Node built-ins only (scripts/check.mjs uses it on a fresh machine).
//
//   node scripts/postgres.mjs run -- <command…>   start a cluster, run the command with
//                                                  TEST_DATABASE_URL set to its admin URL, stop it
//                                                  (also when the command fails or is interrupted)
//   node scripts/postgres.mjs start               start one and print `TEST_DATABASE_URL=… PGDIR=…`
//   node scripts/postgres.mjs stop <PGDIR>        stop it and delete its folder
//
// PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres` user
// (created by Debian's package) on a folder it owns. The cluster trusts local connections and
// skips fsync: it holds test data only, never a group's campaign.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or null. */
export function postgresBinDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => existsSync(path.join(PG_ROOT, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

function isRoot() {
  return process.getuid?.() === 0;
}

/** Installs Debian's `postgresql` when no server binary is there (as root, or through sudo). */
export function ensurePostgresInstalled(log = console.log) {
  const found = postgresBinDir();
  if (found) return found;
  log('PostgreSQL is not installed: installing Debian\'s postgresql package.');
  const prefix = isRoot() ? [] : ['sudo'];
  const apt = (args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    const result = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${result.status ?? result.signal})`);
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'postgresql']);
  const installed = postgresBinDir();
  if (!installed) throw new Error(`apt-get installed postgresql, but no ${PG_ROOT}/*/bin/postgres was found`);
  return installed;
}

/** uid and gid of the `postgres` user (from /etc/passwd). */
function postgresUser() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('There is no postgres user to run PostgreSQL as (root may not): install Debian\'s postgresql package.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAs(user, bin, args) {
  const result = spawnSync(bin, args, { encoding: 'utf8', ...(user ?? {}) });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * Starts a new cluster; returns `{ url, dir, stop() }` (`url`: the `postgres` database as the
 * `postgres` role, an admin URL that may CREATE DATABASE).
 */
export async function startCluster(options = {}) {
  const log = options.log ?? console.log;
  const bin = ensurePostgresInstalled(log);
  const user = isRoot() ? postgresUser() : null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = options.port ?? (await freePort());
  runAs(user, path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const settings = [
    `-k ${dir}`,
    '-h 127.0.0.1',
    `-p ${port}`,
    // Test data only: no durability needed, and the suite creates hundreds of databases.
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
    `-c max_connections=${options.maxConnections ?? 300}`,
  ].join(' ');
  runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL (${path.basename(path.dirname(bin))}) started at ${url} (data in ${dir})`);
  return { url, dir, port, stop: () => stopCluster(dir) };
}

/** Stops the cluster in `dir` (fast shutdown) and deletes the folder. */
export function stopCluster(dir) {
  const bin = postgresBinDir();
  const data = path.join(dir, 'data');
  if (bin && existsSync(path.join(data, 'postmaster.pid'))) {
    const user = isRoot() ? postgresUser() : null;
    spawnSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore', ...(user ?? {}) });
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Starts a cluster, runs `command` with TEST_DATABASE_URL, stops the cluster; resolves with its exit code. */
export async function withCluster(command, args, options = {}) {
  const cluster = await startCluster(options);
  const stopOnSignal = (signal) => {
    cluster.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await new Promise((resolve) => {
      const child = spawn(command, args, {
        stdio: 'inherit',
        env: { ...process.env, ...options.env, TEST_DATABASE_URL: cluster.url },
      });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      child.on('error', () => resolve(1));
    });
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    cluster.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [what, ...rest] = process.argv.slice(2);
  try {
    if (what === 'run') {
      const command = rest[0] === '--' ? rest.slice(1) : rest;
      if (command.length === 0) throw new Error('Usage: node scripts/postgres.mjs run -- <command…>');
      process.exit(await withCluster(command[0], command.slice(1)));
    } else if (what === 'start') {
      const cluster = await startCluster({ log: (line) => console.error(line) });
      console.log(`TEST_DATABASE_URL=${cluster.url} PGDIR=${cluster.dir}`);
    } else if (what === 'stop' && rest[0]) {
      stopCluster(rest[0]);
    } else {
      console.error('Usage: node scripts/postgres.mjs run -- <command…> | start | stop <PGDIR>');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
