/**
 * Builds what the end-to-end tests and bench/web run against: the web app (`vite build`, into a
 * private folder so another `vite build` of apps/web/dist cannot pull files from under a running
 * test) and the API bundle (apps/api/dist/server/server.mjs, what `pnpm start` runs), the latter
 * only when a source file is newer than the bundle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const API_DIR = path.join(REPO_ROOT, 'apps/api');
export const API_BUNDLE = path.join(API_DIR, 'dist/server/server.mjs');
/** The e2e build of the web app (served by the API through WEB_DIST). */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(os.tmpdir(), 'temps-mort-e2e', 'web-dist');

const bin = (dir: string, tool: string) => {
  for (const base of [path.join(dir, 'node_modules/.bin'), path.join(REPO_ROOT, 'node_modules/.bin')]) {
    if (existsSync(path.join(base, tool))) return path.join(base, tool);
  }
  throw new Error(`${tool} not found: run the install first`);
};

/** Newest modification time of the files under the given paths (folders walked, node_modules skipped). */
export function newestMtime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist' || entry === 'generated' || entry.startsWith('.')) continue;
        visit(path.join(p, entry));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  paths.forEach(visit);
  return newest;
}

export function buildWeb(outDir: string = WEB_DIST): void {
  const started = performance.now();
  execFileSync(bin(WEB_DIR, 'vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`[e2e] web app built into ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Rebuilds apps/api/dist/server/server.mjs when the API, the rules, the contract or the migrations changed since. */
export function buildApiIfStale(): void {
  const sources = newestMtime([
    path.join(API_DIR, 'src'),
    path.join(API_DIR, 'scripts/build.mjs'),
    path.join(API_DIR, 'package.json'),
    path.join(REPO_ROOT, 'packages/rules/src'),
    // The API validates and shapes its answers with the contract's schemas: they are in the bundle too.
    path.join(REPO_ROOT, 'packages/contract/src'),
    path.join(REPO_ROOT, 'prisma'),
  ]);
  if (existsSync(API_BUNDLE) && statSync(API_BUNDLE).mtimeMs >= sources && !process.env.E2E_REBUILD_API) return;
  // A fresh clone has no generated Prisma client yet (the bundle includes it).
  execFileSync(process.execPath, [path.join(API_DIR, 'scripts/prisma.mjs'), 'generate', '--if-stale'], { cwd: API_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
  execFileSync(process.execPath, [path.join(API_DIR, 'scripts/build.mjs')], { cwd: API_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
}
