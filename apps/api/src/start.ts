/**
 * What `server.ts` runs: migrate the database, create the campaign on the very first start
 * (with its one-time GM sign-in link), listen, and print where the app is.
 */
import type { App } from './app';
import { buildApp } from './app';
import { bootstrap } from './auth/setup';
import type { AppConfig } from './config';
import { listMigrations, migrate } from './db/migrate';
import { repoPaths } from './db/paths';
import { createDefaultCrew } from './domain/campaigns/defaultCrew';

export interface Started {
  readonly app: App;
  /** The address actually listened on (with the real port when PORT=0). */
  readonly address: string;
  /** The one-time GM sign-in link, only on the very first start. */
  readonly setupUrl: string | undefined;
}

export async function startServer(config: AppConfig, print: (text: string) => void = console.log): Promise<Started> {
  if (listMigrations().length === 0) {
    throw new Error(`No migrations found in ${repoPaths.migrations}: is the server running from the repository?`);
  }
  migrate({ url: config.databaseUrl, warn: (message) => print(`[migrate] ${message}`) });
  const app = await buildApp({ config });
  try {
    const first = await bootstrap(app.db, { publicUrl: config.publicUrl, now: app.clock(), createDefaultCrew });
    const address = await app.listen({ port: config.port, host: config.host });
    // PORT=0 (tests, benchmarks) picks a free port: show the one actually taken.
    const shown = config.port === 0 ? address : config.publicUrl;
    const lines = [`Temps Mort is running at ${shown}`];
    if (first.setupUrl !== undefined) {
      lines.push(
        '',
        'First start: the campaign "Ma campagne" was created. Open this link ONCE to sign in as the GM',
        '(then choose a passphrase in the app, to sign in again later):',
        '',
        `  ${first.setupUrl}`,
        '',
      );
    } else {
      lines.push(
        'Sign in with your GM passphrase. No passphrase yet, or forgotten? A new one-time sign-in link:',
        '  pnpm --filter @temps-mort/api gm-link',
      );
    }
    print(lines.join('\n'));
    return { app, address, setupUrl: first.setupUrl };
  } catch (error) {
    await app.close();
    throw error;
  }
}
