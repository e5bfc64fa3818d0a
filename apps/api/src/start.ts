/**
 * What `server.ts` runs: migrate the database, listen, then — only once the port is ours — create
 * the owner's GM account and its first campaign on the very first start, print where the app is and, as long as the GM has not
 * signed in, a fresh one-time GM sign-in link; last, scan for data this version cannot read.
 *
 * Why listen before the bootstrap: a start that fails (port taken…) must leave nothing half-done.
 * And why a link at every start until the GM signs in: a link lost with a failed start, a closed
 * terminal or a crash is then never the only way in (auth/setup.ts `bootstrap`).
 * The expected failures are thrown as a StartFailure in plain words (./startFailure.ts).
 */
import type { App } from './app';
import { buildApp } from './app';
import { bootstrap, type BootstrapResult } from './auth/setup';
import type { AppConfig } from './config';
import { migrateDatabase } from './db/client';
import { listMigrations } from './db/migrate';
import { repoPaths } from './db/paths';
import { findUnreadable, type Unreadable } from './doctor/scan';
import { startWarning } from './doctor/report';
import { createDefaultCrew } from './domain/campaigns/defaultCrew';
import { explainStartFailure, StartFailure } from './startFailure';

export interface Started {
  readonly app: App;
  /** The address actually listened on (with the real port when PORT=0). */
  readonly address: string;
  /** The one-time GM sign-in link printed, while the GM has not signed in yet. */
  readonly setupUrl: string | undefined;
  /**
   * What the start found it cannot read (also printed as a warning). The scan runs once the first
   * requests had their turn (SCAN_DELAY_MS), so it never delays the players' first sheet.
   */
  readonly unreadable: Promise<readonly Unreadable[]>;
}

export const GM_LINK_COMMAND = 'pnpm --filter @temps-mort/api gm-link';

/** How long after listening the start scans for unreadable data. */
export const SCAN_DELAY_MS = 500;

/** What the start prints about signing in. */
export function signInLines(first: BootstrapResult): string[] {
  if (first.setupUrl === undefined) {
    return [
      'Sign in with your GM passphrase. No passphrase yet, or forgotten? A new one-time sign-in link:',
      `  ${GM_LINK_COMMAND}                  (the instance owner's account)`,
      `  ${GM_LINK_COMMAND} --account "NAME"  (another GM's account)`,
    ];
  }
  const campaign = first.campaignName === null ? '' : ` and the campaign "${first.campaignName}"`;
  const intro = first.created
    ? [`First start: the GM account "${first.accountName}"${campaign} were created. Open this link ONCE to sign in as the GM`]
    : [
        `The GM account "${first.accountName}" has not signed in yet. Here is a new one-time sign-in link (each start prints`,
        'a new one until the GM signs in; links printed before no longer work). Open it ONCE to sign in as the GM',
      ];
  return ['', ...intro, '(then choose a passphrase in the app, to sign in again later):', '', `  ${first.setupUrl}`, ''];
}

export async function startServer(config: AppConfig, print: (text: string) => void = console.log): Promise<Started> {
  if (listMigrations().length === 0) {
    throw new StartFailure(`No migrations found in ${repoPaths.migrations}: is the server running from the repository?`);
  }
  let app: App | undefined;
  try {
    await migrateDatabase({ url: config.databaseUrl, warn: (message) => print(`[migrate] ${message}`) });
    app = await buildApp({ config });
    // The scan below waits for its turn; a server closed before then never scans.
    let scan: NodeJS.Timeout | undefined;
    let cancelScan = (): void => {};
    app.addHook('onClose', async () => {
      clearTimeout(scan);
      cancelScan();
    });
    const address = await app.listen({ port: config.port, host: config.host });
    const first = await bootstrap(app.db, { publicUrl: config.publicUrl, now: app.clock(), createDefaultCrew });
    // PORT=0 (tests, benchmarks) picks a free port: show the one actually taken.
    const shown = config.port === 0 ? address : config.publicUrl;
    print([`Temps Mort is running at ${shown}`, ...signInLines(first)].join('\n'));
    const started = app;
    const unreadable = new Promise<readonly Unreadable[]>((resolve) => {
      cancelScan = () => resolve([]);
      scan = setTimeout(() => resolve(scanQuietly(started, print)), SCAN_DELAY_MS);
    });
    return { app, address, setupUrl: first.setupUrl, unreadable };
  } catch (error) {
    await app?.close();
    throw explainStartFailure(error, config) ?? error;
  }
}

/** The scan never stops a start: the server serves everything it can read. */
async function scanQuietly(app: App, print: (text: string) => void): Promise<readonly Unreadable[]> {
  try {
    const found = await findUnreadable(app.db);
    if (found.length > 0) print(startWarning(found));
    return found;
  } catch (error) {
    print(`Warning: the check for unreadable data could not run (${error instanceof Error ? error.message : String(error)}).`);
    return [];
  }
}
