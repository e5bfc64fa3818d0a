import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The SPA. In development `vite` serves it on :5173 and forwards /api to the API on :3000; in
 * production the API serves `dist/` on its own port. Routes and their chunks: src/app/routes.tsx.
 */
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * Writes into dist/sw.js the list of the build's files (its `const PRECACHE = [];`) and a build
 * id made from it (its `const BUILD = 'dev';`): each deploy installs a new service worker, which
 * caches every chunk of this build (lazy ones included, so the sheet's live updates and the rule
 * words work offline too) and drops the old ones.
 */
function serviceWorkerManifest(): Plugin {
  let files: string[] = [];
  let outDir = '';
  return {
    name: 'temps-mort:sw-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      files = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f))
        .sort();
    },
    closeBundle() {
      const sw = path.join(outDir, 'sw.js');
      if (!existsSync(sw)) return;
      const build = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const list = JSON.stringify(files.map((f) => `/${f}`));
      const source = readFileSync(sw, 'utf8')
        .replace("const BUILD = 'dev';", `const BUILD = '${build}';`)
        .replace('const PRECACHE = [];', `const PRECACHE = ${list};`);
      writeFileSync(sw, source);
    },
  };
}

/** node_modules/<name>/ or node_modules/.pnpm/<x>/node_modules/<name>/ */
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names})[\\\\/]`);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), serviceWorkerManifest()],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs this app supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React changes less often than the app: its own long-cached file.
            { name: 'react', test: pkg('react|react-dom|scheduler'), priority: 2 },
            // What the players' crew sheet needs for its first paint, in ONE file (one request, and
            // gzip compresses it better than five small ones). Lazy-loaded modules stay out:
            // liveConnect and ruleWordsImpl (the reasons catalog) load after the first paint, and
            // the GM screens are lazy routes (with i18nGm, the GM catalog).
            {
              name: 'app',
              priority: 1,
              test: new RegExp(
                [
                  String.raw`packages[\\/]i18n[\\/]src[\\/](?:ui-core|ui[\\/]core|glossary|format|lang|message)\.ts`,
                  pkg('zustand').source,
                  String.raw`apps[\\/]web[\\/]src[\\/](?:lib[\\/](?!ruleWordsImpl|liveConnect|i18nGm)|stores[\\/]|app[\\/]|features[\\/]crew[\\/](?:PlayerSheetRoute|components[\\/](?!RecentRolls)))`,
                  String.raw`apps[\\/]web[\\/]src[\\/]components[\\/](?:Button|Loading|Gauge|Clock|Circles|StatusPips|ReasonList|LiveIndicator|Toasts)\.tsx`,
                  String.raw`vite[\\/]preload-helper`,
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
});
