/**
 * The run's figures and its failures, deduplicated: one line per (kind, operation, caller) with
 * how many times it happened, which mutations showed it, and the first example request and answer.
 */
import { FAILURE_KINDS, type Failure, type FailureKind } from './oracle';

export interface FailureGroup {
  readonly kind: FailureKind;
  readonly operation: string;
  readonly caller: string;
  readonly count: number;
  readonly details: readonly string[];
  readonly example: Failure;
}

export function groupFailures(failures: readonly Failure[]): FailureGroup[] {
  const groups = new Map<string, { kind: FailureKind; operation: string; caller: string; count: number; details: Set<string>; example: Failure }>();
  for (const failure of failures) {
    const key = `${failure.kind}|${failure.operation}|${failure.caller}`;
    const group = groups.get(key);
    // The mutation kind, without where it hit: "unknown-field at body.x" → "unknown-field".
    const detail = failure.detail.replace(/ at [^:]+/, '').slice(0, 80);
    if (group) {
      group.count += 1;
      if (group.details.size < 6) group.details.add(detail);
    } else groups.set(key, { kind: failure.kind, operation: failure.operation, caller: failure.caller, count: 1, details: new Set([detail]), example: failure });
  }
  const order = (k: FailureKind) => FAILURE_KINDS.indexOf(k);
  return [...groups.values()]
    .map((g) => ({ ...g, details: [...g.details] }))
    .sort((a, b) => order(a.kind) - order(b.kind) || a.operation.localeCompare(b.operation) || a.caller.localeCompare(b.caller));
}

export function countByKind(failures: readonly Failure[]): Record<FailureKind, number> {
  const out = Object.fromEntries(FAILURE_KINDS.map((k) => [k, 0])) as Record<FailureKind, number>;
  for (const f of failures) out[f.kind] += 1;
  return out;
}

/** The deduplicated list as text, `limit` groups at most. */
export function formatFailures(failures: readonly Failure[], limit = 400): string {
  const groups = groupFailures(failures);
  if (groups.length === 0) return 'No failures.';
  const lines = [`${failures.length} failures in ${groups.length} groups (kind · operation · caller × count — mutations; example):`];
  for (const g of groups.slice(0, limit)) {
    const e = g.example;
    lines.push(`- ${g.kind} · ${g.operation} · ${g.caller} × ${g.count} — ${g.details.join('; ')}`);
    lines.push(`    e.g. ${e.detail.slice(0, 200)}`);
    lines.push(`    → ${e.request.method} ${e.request.url}${e.request.body !== undefined ? ` ${e.request.body}` : ''}`);
    lines.push(`    ← ${e.answer.status} ${e.answer.body}`);
  }
  if (groups.length > limit) lines.push(`… and ${groups.length - limit} more groups`);
  return lines.join('\n');
}

export interface Summary {
  readonly requests: number;
  readonly valid: number;
  readonly byStatus: Readonly<Record<string, number>>;
  readonly failures: readonly Failure[];
  readonly neverAccepted: readonly string[];
  readonly crewsRead: number;
  readonly importedCrewsRead: number;
}

/** The figures of a run, one per line. */
export function formatSummary(result: Summary): string {
  const counts = countByKind(result.failures);
  const statuses = Object.entries(result.byStatus)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return [
    `requests: ${result.requests} (${result.valid} valid, ${result.requests - result.valid} malformed); answers: ${statuses}`,
    `5xx or no answer: ${counts['5xx']}`,
    `leaks: ${counts.leak}`,
    `unknown fields accepted: ${counts['unknown-field-accepted']}`,
    `schema-invalid requests accepted: ${counts['invalid-accepted']}`,
    `other campaign's / crew's ids accepted: ${counts['foreign-accepted']}`,
    `rejected but changed: ${counts['rejected-but-changed']}`,
    `unauthorized changes: ${counts['unauthorized-change']}`,
    `unreadable crews: ${counts['unreadable-crew']} (${result.crewsRead} crews read at the end, ${result.importedCrewsRead} after the re-import)`,
    `export / re-import failures: ${counts['export-import']}`,
    `operations whose valid GM requests (a character's link's, on its routes) never got a 2xx: ${result.neverAccepted.length}${result.neverAccepted.length > 0 ? ` (${result.neverAccepted.join(', ')})` : ''}`,
  ].join('\n');
}
