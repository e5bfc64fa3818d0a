/**
 * What the ledger (./ledger.ts) reads of a wizard step's `detail` — the rules'
 * `WizardEventDetail`: the entry's kind, what it moved in the vault, and for a favour, a pay-off,
 * a settlement or a collection the fields its view answers. The reducer writes it and the ledger
 * reads it back as written, so an import checks it with this schema (a file cannot give the ledger
 * a detail it cannot show) and the doctor reads the stored steps with it.
 *
 * Loose objects: a detail keeps whatever else its rule said, and the ledger shows that as given.
 */
import { DEBT_COLLECTION_ENTRIES } from '@temps-mort/rules';
import { z } from 'zod';

const int = z.number().int();
const moved = { markersDelta: int, goldDelta: int };
const entryName = z.enum(DEBT_COLLECTION_ENTRIES as unknown as [string, ...string[]]);

/** F6: a collection as its last step left it (the ledger's `CollectionView` reads these). */
const collectionSchema = z.looseObject({
  id: z.string().min(1).max(100),
  status: z.enum(['skipped', 'not_called', 'awaiting_sale', 'awaiting_members', 'done']),
  markersAtCheck: int,
  check: int.optional(),
  tableRoll: int.optional(),
  rolledEntry: entryName.optional(),
  path: z.array(entryName).optional(),
  entry: entryName.optional(),
  markersRemoved: int.optional(),
  goldPaid: int.optional(),
  saleGold: int.optional(),
  missNextGame: z.array(z.string()).optional(),
});

export const ledgerDetailSchema = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('baseline'), ...moved }),
  z.looseObject({ kind: z.literal('sheet'), ...moved }),
  z.looseObject({ kind: z.literal('member'), ...moved }),
  /** F2–F4: the ledger lists it by the favour's kind. */
  z.looseObject({ kind: z.literal('favour'), ...moved, favour: z.looseObject({ kind: z.enum(['loan', 'intimidation', 'hired_muscle']) }) }),
  z.looseObject({ kind: z.literal('hired_muscle_settlement'), ...moved, settlement: z.looseObject({}) }),
  z.looseObject({ kind: z.literal('pay_off'), ...moved, payOff: z.looseObject({}) }),
  z.looseObject({ kind: z.literal('collection'), ...moved, collection: collectionSchema }),
]);
export type LedgerDetail = z.infer<typeof ledgerDetailSchema>;
