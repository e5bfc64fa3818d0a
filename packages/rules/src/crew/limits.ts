import type { z } from 'zod';
import type { Crew } from '../model/crew';
import type { Wizard } from '../model/frostgrave';
import { crewSchema, wizardSchema } from '../model/schemas';

/**
 * The sheet's bounds (model/schemas.ts: 100 factions, 50 cohorts, 20 characters, coin ≤ 100 000…)
 * hold after every step: a step that would take the crew past one is refused (D7 `sheet_limit`)
 * instead of being stored, since the API must always be able to read back what it wrote. The same
 * holds for a Frostgrave wizard (30 warband members, gold ≤ 1 000 000…).
 */
export interface SheetLimit {
  /** Where, without list positions: `factions`, `coin`, `characters.harm`. */
  readonly field: string;
  /** The bound passed, when the schema names one. */
  readonly max: number | null;
}

/** The first bound the crew breaks, or null when it is within all of them. */
export function sheetLimit(crew: Crew): SheetLimit | null {
  return limitOf(crewSchema, crew);
}

/** The first bound the wizard breaks, or null. */
export function wizardLimit(wizard: Wizard): SheetLimit | null {
  return limitOf(wizardSchema, wizard);
}

function limitOf(schema: z.ZodType, value: unknown): SheetLimit | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = (issue?.path ?? []).filter((p) => typeof p === 'string').join('.');
  const max = issue !== undefined && 'maximum' in issue && typeof issue.maximum === 'number' ? issue.maximum : null;
  return { field: field === '' ? 'sheet' : field, max };
}
