/**
 * `pnpm --filter @temps-mort/api gm-link`: prints a new one-time GM sign-in link (for a GM who has
 * no passphrase yet, or forgot it). Any earlier unused link stops working. Uses the same settings
 * as the server (DATABASE_URL, PUBLIC_URL, PORT…), and may run while the server runs. Without a
 * campaign yet (no start got its port so far) it says to start the server, whose first start
 * creates the campaign and prints the link (docs/operations.md, "Locked out").
 *
 *   pnpm --filter @temps-mort/api gm-link [campaignId]
 */
import { issueSetupLink } from '../src/auth/setup';
import { loadConfig } from '../src/config';
import { createPrismaClient } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { plainWords } from '../src/startFailure';

const config = loadConfig();
const db = createPrismaClient(config.databaseUrl);
try {
  migrate({ url: config.databaseUrl });
  const campaignId = process.argv[2];
  const url = await issueSetupLink(db, { publicUrl: config.publicUrl, ...(campaignId ? { campaignId } : {}) });
  console.log(`Open this link once to sign in as the GM:\n\n  ${url}\n`);
} catch (error) {
  // The database locked or not writable: the start's plain words fit here too.
  console.error(plainWords(error, config) ?? (error instanceof Error ? error.message : String(error)));
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
