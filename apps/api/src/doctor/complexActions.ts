/**
 * d100 complex-action trackers the server can no longer read: `complexActionView` parses the
 * stored JSON with the rules' `complexActionSchema`. A tracker holds its own history (its rolls),
 * with nothing to replay it from: a repair clamps the stored tracker to the schema (./clamp.ts),
 * in one transaction, each change reported.
 */
import { complexActionSchema } from '@temps-mort/rules';
import type { Db } from '../domain/crews/repository';
import { complexActionView } from '../domain/d100/complexActions';
import { parseJson } from '../domain/rolls/store';
import { clampToSchema, errorText, issueTexts, type Change } from './clamp';
import { committedIf, type Transact } from './transaction';

const NOT_JSON = Symbol('not JSON');

/** Why the server cannot read the tracker; empty when it can. */
export async function complexActionReadProblems(db: Db, id: string): Promise<string[]> {
  const row = await db.complexAction.findUnique({ where: { id } });
  if (row === null) return [];
  try {
    complexActionView(row);
    return [];
  } catch (error) {
    // The same parse, for the issues' paths named in the stored value.
    const state = parseJson<unknown>(row.state, NOT_JSON);
    if (state === NOT_JSON) return ['its stored tracker is not JSON'];
    const parsed = complexActionSchema.safeParse(state);
    return parsed.success ? [errorText(error)] : issueTexts(parsed.error, state);
  }
}

export type ComplexActionRepair =
  | { readonly repaired: true; readonly changes: readonly Change[] }
  | { readonly repaired: false; readonly changes: readonly Change[]; readonly why: string };

export async function repairComplexAction(transact: Transact, id: string): Promise<ComplexActionRepair> {
  const answer = await committedIf(transact, async (tx) => {
    const row = await tx.complexAction.findUniqueOrThrow({ where: { id } });
    const state = parseJson<unknown>(row.state, NOT_JSON);
    if (state === NOT_JSON) return { ok: false as const, changes: [], why: 'its stored tracker is not JSON: nothing to rebuild it from' };
    const clamped = clampToSchema(complexActionSchema, state);
    if (!clamped.ok) return { ok: false as const, changes: clamped.changes, why: `no safe change fixes: ${clamped.problems.join('; ')}` };
    await tx.complexAction.update({ where: { id }, data: { state: JSON.stringify(clamped.value), version: { increment: 1 } } });
    return { ok: true as const, changes: clamped.changes };
  });
  return answer.ok ? { repaired: true, changes: answer.changes } : { repaired: false, changes: answer.changes, why: answer.why };
}
