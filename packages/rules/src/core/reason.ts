/**
 * Every rule id of shared/rules/SPEC.md. Reasons and refusals name one of these, so the UI can
 * explain a number and docs/rules.md can map each id to its code and tests.
 */
export const RULE_IDS = [
  'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7',
  'P1', 'P2', 'P3', 'P4', 'P5',
  'H1', 'H2', 'H3', 'H4',
  'I1', 'I2', 'I3', 'I4',
  'E1', 'E2', 'E3',
  'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9',
  'V1', 'V2', 'V3',
  'F1', 'F2', 'F3', 'F4', 'F5', 'F6',
  'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10',
  'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7',
  // Clocks and factions between game nights (issue 12): docs/decisions/019-clocks-and-factions-rules.md
  // words them until SPEC.md has its K section.
  'K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7',
] as const;

export type RuleId = (typeof RULE_IDS)[number];

/** A value a reason carries: the numbers (and names) the UI puts into words. */
export type ReasonValue = number | string | boolean | null;
export type ReasonValues = Readonly<Record<string, ReasonValue>>;

/**
 * One step of an explanation: `{ rule: 'P1', code: 'tier_gap', values: { gap: 2, rep: 2 } }`
 * renders as "+2 rep: target tier III vs crew tier I". `code` is a stable message key.
 */
export interface Reason {
  readonly rule: RuleId;
  readonly code: string;
  readonly values: ReasonValues;
}

/** An expected refusal (a third activity, a favour over the wizard's level…): a value, not an exception. */
export interface Refusal {
  readonly rule: RuleId;
  readonly code: string;
  readonly values: ReasonValues;
}

export function reason(rule: RuleId, code: string, values: ReasonValues = {}): Reason {
  return { rule, code, values };
}
