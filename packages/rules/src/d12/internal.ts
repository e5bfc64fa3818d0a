import type { Outcome, Success } from '../core/outcome';

/** For an outcome the caller has made sure cannot be a refusal: a refusal here is a bug. */
export function d12Sure<T>(outcome: Outcome<T>): Success<T> {
  if (!outcome.ok) {
    throw new Error(`d12: unexpected refusal ${outcome.error.rule} ${outcome.error.code}`);
  }
  return outcome;
}
