/**
 * Once per run, before any test: build the web app into the e2e folder (vite build, ~3 s) and the
 * API bundle when its sources changed. `E2E_SKIP_BUILD=1` reuses the last e2e build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApiIfStale, buildWeb, WEB_DIST } from './support/build';

export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(WEB_DIST, 'index.html'))) return;
  buildApiIfStale();
  buildWeb();
}
