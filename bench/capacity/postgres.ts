/**
 * A throwaway PostgreSQL cluster for the bench: Debian's PostgreSQL (/usr/lib/postgresql/<n>/bin),
 * initdb in a temp folder owned by the `postgres` user (the server refuses to run as root), listening
 * on 127.0.0.1 only on a free port, stopped and deleted by `stop()`. Settings stay the defaults but
 * for `max_connections` (two API processes, their pools and their LISTEN connections).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../api/server';

export interface Cluster {
  readonly port: number;
  /** The admin URL of database `postgres` (user postgres, trust on loopback). */
  readonly adminUrl: string;
  /** A URL of database `name` on this cluster. */
  url(name: string): string;
  /** The postmaster's pid: its children are the backends. */
  postmasterPid(): number;
  /** Creates an empty database. */
  createDatabase(name: string): void;
  stop(): void;
}

export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(base, versions[0], 'bin');
}

/** As the `postgres` user when this process is root (the server refuses root), else as ourselves. */
function asPostgres(command: string, args: string[]): string {
  const root = process.getuid?.() === 0;
  return execFileSync(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (bin === undefined) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/postgres): apt-get install -y postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'temps-mort-capacity-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('install', ['-d', '-o', 'postgres', '-g', 'postgres', '-m', '700', data]);
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-k ${dir} -h 127.0.0.1 -p ${port} -c max_connections=200`;
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const url = (name: string) => `postgresql://postgres@127.0.0.1:${port}/${name}`;
  let stopped = false;
  return {
    port,
    adminUrl: url('postgres'),
    url,
    postmasterPid: () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      asPostgres(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-qc', `CREATE DATABASE ${name}`]);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
