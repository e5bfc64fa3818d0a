/**
 * The server's entry point (`pnpm start` in apps/api, `pnpm start:app` at the root): load the
 * settings, then start (start.ts: migrate, listen, first-run bootstrap, print the address).
 * An expected failure (a bad setting, the port taken, the data folder not writable, the database
 * locked) is printed in plain words without a stack trace; anything else with its stack.
 */
import { loadConfig, type AppConfig } from './config';
import { startServer } from './start';
import { StartFailure } from './startFailure';

function fail(message: string): never {
  console.error(`\nTemps Mort could not start.\n\n${message}\n`);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // loadConfig's errors name the setting and the value it got: nothing more to show.
  fail(error instanceof Error ? error.message : String(error));
}

try {
  const { app } = await startServer(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  if (error instanceof StartFailure) fail(error.message);
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
