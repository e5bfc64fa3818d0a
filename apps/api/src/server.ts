/**
 * The server's entry point (`pnpm start` in apps/api, `pnpm start:app` at the root): load the
 * settings, then start (start.ts: migrate, first-run bootstrap, listen, print the address).
 */
import { loadConfig } from './config';
import { startServer } from './start';

try {
  const { app } = await startServer(loadConfig());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(`Temps Mort could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
