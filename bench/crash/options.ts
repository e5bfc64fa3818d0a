/**
 * The campaign's settings, from the command line (`--trials 200 --max-seconds 900 --seed 42
 * --keep`) or the environment (BENCH_CRASH_TRIALS, BENCH_CRASH_MAX_SECONDS, BENCH_CRASH_SEED).
 * Both bounds are always set: the campaign stops by itself after `trials` trials or `maxSeconds`.
 */
export interface Options {
  readonly trials: number;
  readonly maxSeconds: number;
  readonly seed: number;
  /** Keep the database folder at the end (it is always kept when a check failed). */
  readonly keep: boolean;
  /** Skip building the server bundle (it must exist). */
  readonly noBuild: boolean;
}

const USAGE = 'usage: pnpm bench:crash [--trials N] [--max-seconds S] [--seed N] [--keep] [--no-build]';

function positiveInt(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, not "${text}"\n${USAGE}`);
  return n;
}

export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Options {
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    // pnpm passes a lone `--` through when called as `pnpm bench:crash -- --trials 5`.
    if (arg === '--') continue;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    if (name === '--keep' || name === '--no-build') switches.add(name);
    else if (name === '--trials' || name === '--max-seconds' || name === '--seed') flags.set(name, inline ?? argv[++i] ?? '');
    else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  const trials = positiveInt('--trials', flags.get('--trials')) ?? positiveInt('BENCH_CRASH_TRIALS', env.BENCH_CRASH_TRIALS) ?? 200;
  const maxSeconds = positiveInt('--max-seconds', flags.get('--max-seconds')) ?? positiveInt('BENCH_CRASH_MAX_SECONDS', env.BENCH_CRASH_MAX_SECONDS) ?? 900;
  // No seed given: a fresh one, printed so that the run can be replayed.
  const seed = positiveInt('--seed', flags.get('--seed')) ?? positiveInt('BENCH_CRASH_SEED', env.BENCH_CRASH_SEED) ?? Math.floor(Math.random() * 2 ** 31);
  return { trials, maxSeconds, seed, keep: switches.has('--keep'), noBuild: switches.has('--no-build') };
}
