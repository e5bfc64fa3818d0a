/**
 * The doctor's words on the server console: the start's warning and the `doctor` command's
 * listing and repair report. Plain English, as every console line of the server.
 */
import type { Change } from './clamp';
import type { Unreadable, UnreadableKind } from './scan';

/** The commands, from the repository root. */
export const DOCTOR_COMMAND = 'pnpm db:doctor';
export const REPAIR_COMMAND = 'pnpm db:doctor --repair';

const KIND: Readonly<Record<UnreadableKind, string>> = { crew: 'crew', wizard: 'wizard', complex_action: 'complex action' };

/** `crew "Les Chiens" of campaign "Ma campagne" (id …)`. */
export function thingName(thing: Unreadable): string {
  return `${KIND[thing.kind]} "${thing.name}" of campaign "${thing.campaignName}" (id ${thing.id})`;
}

const things = (n: number) => (n === 1 ? '1 thing' : `${n} things`);

/** Printed by a start that found something unreadable: what, and how to repair it. */
export function startWarning(found: readonly Unreadable[]): string {
  return [
    `Warning: ${things(found.length)} in the database cannot be read by this version of Temps Mort.`,
    'Everything else works as usual; opening these answers an error until they are repaired:',
    ...found.map((thing) => `  - ${thingName(thing)}: ${thing.problems[0] ?? ''}${thing.problems.length > 1 ? ` (and ${thing.problems.length - 1} more)` : ''}`),
    `To see why: ${DOCTOR_COMMAND}. To repair (after a backup of the database, made first): ${REPAIR_COMMAND}`,
  ].join('\n');
}

/** The doctor's listing: every unreadable thing with every reason. */
export function listing(found: readonly Unreadable[]): string {
  return [
    `${things(found.length)} cannot be read:`,
    ...found.flatMap((thing) => ['', `  ${thingName(thing)}`, ...thing.problems.map((p) => `    - ${p}`)]),
  ].join('\n');
}

export function changeLines(changes: readonly Change[]): string[] {
  return changes.map((c) => `    - ${c.path}: ${c.problem} → ${c.fix}`);
}
