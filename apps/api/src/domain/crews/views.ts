/**
 * The crew's views as the API answers them: the sheet, a stored step with its rolls, and a step's
 * answer, declared in @temps-mort/contract. The write path checks its answer against them inside
 * the transaction, before the commit (events.ts), so an answer the response check would refuse is
 * never committed.
 */
export { characterDowntimeSchema, crewEventSchema, crewRollSchema, crewSheetSchema, crewStepSchema, reasonSchema } from '@temps-mort/contract';
