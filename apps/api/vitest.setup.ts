// Vitest global setup for the api project: make sure the generated Prisma client matches
// prisma/schema.prisma before any test imports it (a no-op when it is up to date).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const script = fileURLToPath(new URL('./scripts/prisma.mjs', import.meta.url));
  execFileSync(process.execPath, [script, 'generate', '--if-stale'], { stdio: 'inherit' });
}
