/**
 * `pnpm --filter @temps-mort/api gm-link`: prints a new one-time GM sign-in link (for a GM who has
 * no passphrase yet, or forgot it): the instance owner's account, or with `--account NAME` that
 * account's (any case). Any earlier unused link of that account stops working. Uses the same
 * settings as the server (DATABASE_URL, PUBLIC_URL, PORT…), and may run while the server runs.
 * Without an account yet (no start got its port so far) it says to start the server, whose first
 * start creates the owner's account and prints the link (docs/operations.md, "Locked out").
 *
 *   pnpm --filter @temps-mort/api gm-link [--account NAME]
 */
import { issueSetupLink } from '../src/auth/setup';
import { loadConfig } from '../src/config';
import { createPrismaClient } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { plainWords } from '../src/startFailure';

/** `--account NAME` or `--account=NAME`; undefined without it. */
function accountArgument(args: readonly string[]): string | undefined {
  const at = args.findIndex((a) => a === '--account' || a.startsWith('--account='));
  if (at === -1) return undefined;
  const arg = args[at] ?? '';
  const name = arg.startsWith('--account=') ? arg.slice('--account='.length) : args[at + 1];
  if (name === undefined || name.trim() === '') throw new Error('--account needs an account name: gm-link --account "Élise"');
  return name;
}

const config = loadConfig();
const db = createPrismaClient(config.databaseUrl);
try {
  migrate({ url: config.databaseUrl });
  const accountName = accountArgument(process.argv.slice(2));
  const url = await issueSetupLink(db, { publicUrl: config.publicUrl, ...(accountName !== undefined ? { accountName } : {}) });
  console.log(`Open this link once to sign in as ${accountName === undefined ? 'the GM' : `"${accountName}"`}:\n\n  ${url}\n`);
} catch (error) {
  // The database locked or not writable: the start's plain words fit here too.
  console.error(plainWords(error, config) ?? (error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
