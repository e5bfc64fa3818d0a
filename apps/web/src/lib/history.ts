/**
 * One step of a crew's history as the API answers it (@temps-mort/contract crewHistory.ts): the
 * step's reasons, dice and rolls, whether it was undone or is hidden from players, and its
 * `detail` typed by its `type`. Shared by the walkthrough (its last steps) and the history screen.
 */
export type { CrewEvent as HistoryEvent, CrewEventOf as HistoryEventOf, CrewRollView as HistoryRoll } from '@temps-mort/contract';
