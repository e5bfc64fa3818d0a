import { z } from 'zod';
import type { TableRules } from '../core/tableRules';

/**
 * Table-rule options this module needs that core/tableRules.ts does not hold yet (proposed to the
 * lead). They are read from `deps.table` like every other option: a table object that carries
 * them is obeyed, one that does not gets these defaults. Once the options move into the shared
 * schema nothing here changes.
 */
export const d12TableRulesSchema = z.object({
  /**
   * T8 « Si le résultat du dé est un 12 naturel, on dit que la réussite est critique » /
   * « Si le résultat du dé est un 1 naturel, il s'agit d'un échec critique ».
   * 'always': a natural 12 is a critical success and a natural 1 a critical failure whatever the
   * total. 'withTotal': a natural 12 is critical only when the total also succeeds (else the total
   * is read as usual), a natural 1 only when the total also fails.
   */
  d12NaturalExtremes: z.enum(['always', 'withTotal']).default('always'),
  /**
   * T9 + T2: giving of oneself with the last point of a pool. 'out': allowed, and the pool at 0
   * takes the character out (« Lorsque la réserve de caractéristique arrive à 0, le personnage
   * n'est plus jouable »). 'refuse': the last point cannot be given.
   */
  d12GivingLastPoint: z.enum(['out', 'refuse']).default('out'),
});

export type D12TableRules = z.infer<typeof d12TableRulesSchema>;

/** The d12 options in force: those the table carries, the defaults for the rest. */
export function d12TableRules(table: TableRules): D12TableRules {
  return d12TableRulesSchema.parse(table);
}
