/**
 * CPU time of the processes a setup runs, from Linux /proc (USER_HZ = 100: 10 ms ticks): each API
 * process, PostgreSQL's postmaster with its children (the backends), and this bench. Read at the
 * start and the end of a measured window; the difference divided by the writes made in it is the
 * CPU a write costs each of them, what a bigger host's capacity is computed from.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10;

/** utime, stime, cutime, cstime and the parent pid of one process; undefined once it is gone. */
function stat(pid: number): { ppid: number; own: number; children: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name (which may hold spaces) start at field 3: ppid is 4, utime 14,
  // stime 15, cutime 16, cstime 17.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { ppid: field(4), own: (field(14) + field(15)) * TICK_MS, children: (field(16) + field(17)) * TICK_MS };
}

/** CPU ms one process has used so far (its own threads). */
export function processCpuMs(pid: number): number {
  return stat(pid)?.own ?? Number.NaN;
}

/**
 * CPU ms of a process and of its live children, plus what its exited children left in its
 * `cutime`/`cstime` (a backend that ended since the last read still counts).
 */
export function treeCpuMs(pid: number): number {
  const root = stat(pid);
  if (root === undefined) return Number.NaN;
  let total = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === pid) total += child.own;
  }
  return total;
}

/** This process's CPU ms (user + system), finer than /proc's ticks. */
export function selfCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** The whole machine's CPU ms so far, busy and in all (/proc/stat's first line): other jobs' share too. */
export function machineCpuMs(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((a, n) => a + n, 0);
  // idle and iowait are the 4th and 5th.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}
