import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    coverage: {
      provider: 'v8',
      include: ['packages/rules/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/testing/**', '**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // The rules engine is the authority for every number in the app: keep it fully tested.
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
