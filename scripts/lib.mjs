// Helpers shared by scripts/up.mjs and scripts/check.mjs. Node built-ins only: these scripts run
// on a fresh machine before any dependency is installed.
import { spawnSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PNPM_VERSION = '12.4.2';

export function run(cmd, args, options = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      // node-gyp must build better-sqlite3 against the local Node headers, never download them.
      npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr',
      ...options.env,
    },
    cwd: options.cwd,
  });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

function has(cmd) {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

/** pnpm is not on a fresh machine (corepack cannot verify signatures here): install it with npm. */
export function ensurePnpm() {
  if (has('pnpm')) {
    const version = execSync('pnpm --version').toString().trim();
    if (version === PNPM_VERSION) return;
  }
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

export function installDependencies() {
  ensurePnpm();
  const frozen = existsSync('pnpm-lock.yaml') && process.env.CI ? ['--frozen-lockfile'] : [];
  run('pnpm', ['install', ...frozen]);
}

/** Debian's Chromium for the end-to-end tests; Playwright's own browser download cannot work here. */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
}
