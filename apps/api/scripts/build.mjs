#!/usr/bin/env node
// `pnpm --filter @temps-mort/api build`: bundles the server (src/server.ts, the rules package and the
// generated Prisma client) into one ES module, dist/server/server.mjs, so that a start loads plain
// JavaScript instead of transpiling ~200 TypeScript files (cold start ≤ 1 s; tsx alone takes ~1.5 s).
// npm dependencies stay external (loaded from node_modules, native better-sqlite3 included).
//
// The bundle sits two folders below apps/api on purpose: src/db/paths.ts finds the repository root
// (prisma/migrations) four folders above the module's own folder, as from src/db/; start.ts refuses
// to start if the migrations folder is not found, so a wrong layout cannot go unnoticed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.entries(pkg.dependencies ?? {})
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`]);

const started = performance.now();
await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.join(apiDir, 'dist/server/server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
  // CommonJS dependencies bundled into an ES module may call require(): give them one.
  banner: { js: "import { createRequire as __tmCreateRequire } from 'node:module'; const require = __tmCreateRequire(import.meta.url);" },
});
console.log(`built dist/server/server.mjs in ${(performance.now() - started).toFixed(0)} ms`);
