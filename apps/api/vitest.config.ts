import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Regenerates the Prisma client when prisma/schema.prisma changed (it is gitignored).
    globalSetup: ['./vitest.setup.ts'],
  },
});
