import type { Reason, ReasonValues, Refusal, RuleId } from './reason';

/** Dice that were actually rolled for one purpose ("acquire_asset", "entanglement"…). */
export interface DiceRoll {
  /** Faces of the die: 6, 12, 20 or 100. */
  readonly sides: number;
  /** What the dice were for: a stable key the UI translates. */
  readonly purpose: string;
  readonly dice: readonly number[];
}

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
  readonly reasons: readonly Reason[];
  readonly rolls: readonly DiceRoll[];
}

export interface Failure {
  readonly ok: false;
  readonly error: Refusal;
}

/** What every rule function returns: its result with the reasons and dice, or a refusal. */
export type Outcome<T> = Success<T> | Failure;

export function ok<T>(value: T, reasons: readonly Reason[] = [], rolls: readonly DiceRoll[] = []): Success<T> {
  return { ok: true, value, reasons, rolls };
}

export function refuse(rule: RuleId, code: string, values: ReasonValues = {}): Failure {
  return { ok: false, error: { rule, code, values } };
}

/** Unwraps a success; for tests and for callers that checked `ok` already. Throws on a refusal. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) {
    throw new Error(`Refused by ${outcome.error.rule}: ${outcome.error.code}`);
  }
  return outcome.value;
}
