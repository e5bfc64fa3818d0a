/**
 * The previews the GM sees before applying a step: the rules engine's own functions run on the
 * crew as it is, with the campaign's table rules. Nothing here computes a rule; it only gathers
 * what the rules say (the server applies the same functions to the same crew).
 */
import {
  applyConflictHeat,
  applyHeat,
  applyPayoff,
  heatOfScore,
  payoffRep,
  payoffTithe,
  previewHeat,
  type Crew,
  type Exposure,
  type HeatGaugePreview,
  type HeatModifiers,
  type Outcome,
  type PayoffInput,
  type PayoffResult,
  type Reason,
  type TableRules,
} from '@temps-mort/rules';
import type { CallInput } from '../../lib/api';

export interface PayoffForm {
  readonly targetTier: number | null;
  readonly succeeded: boolean;
  readonly silent: boolean;
  readonly take: number | null;
  readonly titheOwed: boolean;
  readonly boss: string;
  readonly tithePaid: boolean;
  /** Coin handed to each PC (by character id); the crew stash gets the rest. */
  readonly shares: Readonly<Record<string, number | null>>;
}

/** The payoff step's body (downtime.payoff) without its version. */
type PayoffBody = Omit<NonNullable<CallInput<'downtime.payoff'>['body']>, 'version'>;

export interface PayoffPreview {
  /** The body the step sends (without version): the tier and the take null while not typed (the rules' schema then names the field). */
  readonly body: Omit<PayoffBody, 'targetTier' | 'take'> & { readonly targetTier: number | null; readonly take: number | null };
  /** P1/P2: rep and its reasons (null while the target tier is not a number). */
  readonly rep: { readonly rep: number; readonly reasons: readonly Reason[] } | null;
  /** P4: the tithe owed on the take (null when no boss expects one). */
  readonly tithe: { readonly tithe: number; readonly reason: Reason } | null;
  /** The net take the split shares out (null while the form cannot say). */
  readonly net: number | null;
  /** What the crew stash gets: the net take minus the PCs' shares. */
  readonly stash: number | null;
  /** The whole step as the rules would apply it now (its reasons, or its refusal). */
  readonly outcome: Outcome<PayoffResult> | null;
}

const isCount = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= 0;

export function payoffPreview(crew: Crew, form: PayoffForm, table: TableRules): PayoffPreview {
  const tithe = form.titheOwed ? { boss: form.boss.trim(), paid: form.tithePaid } : null;
  const shares = Object.entries(form.shares)
    .filter((entry): entry is [string, number] => entry[1] !== null && entry[1] > 0)
    .map(([characterId, coin]) => ({ characterId, coin }));
  const given = shares.reduce((sum, s) => sum + s.coin, 0);
  const rep = isCount(form.targetTier)
    ? payoffRep({ crewTier: crew.tier, targetTier: form.targetTier, silent: form.silent, succeeded: form.succeeded })
    : null;
  const owed = tithe && isCount(form.take) ? payoffTithe(form.take, table) : null;
  let net: number | null = null;
  let outcome: Outcome<PayoffResult> | null = null;
  if (isCount(form.targetTier) && isCount(form.take)) {
    const base: PayoffInput = { targetTier: form.targetTier, silent: form.silent, succeeded: form.succeeded, take: form.take, tithe };
    // Without a split the whole net take goes to the stash: the rules say what that net take is.
    const whole = applyPayoff(crew, { ...base, tithe: tithe && tithe.boss === '' ? { ...tithe, boss: '?' } : tithe }, { table });
    net = whole.ok ? whole.value.net : null;
    if (net !== null) outcome = applyPayoff(crew, { ...base, split: { stash: net - given, shares } }, { table });
  }
  const stash = net === null ? null : net - given;
  return {
    body: {
      targetTier: form.targetTier,
      silent: form.silent,
      succeeded: form.succeeded,
      take: form.take,
      tithe,
      split: { stash: stash ?? 0, shares },
    },
    rep,
    tithe: owed,
    net,
    stash,
    outcome,
  };
}

export interface HeatForm extends HeatModifiers {
  readonly exposure: Exposure | null;
}

export interface HeatPreview {
  /** H1 + H2: the heat the score earns, with its reasons. */
  readonly score: { readonly heat: number; readonly reasons: readonly Reason[] };
  /** H3: the sum, where the gauge lands, the wanted levels it adds (or the last one reached). */
  readonly gauge: HeatGaugePreview;
  /** Every reason of the step as the rules would apply it now. */
  readonly reasons: readonly Reason[];
}

/** The heat of the downtime's step (H1–H3), or after a conflict with an adversary (`conflict`, H4). */
export function heatPreview(crew: Crew, form: HeatForm, table: TableRules, conflict = false): HeatPreview | null {
  if (form.exposure === null) return null;
  const input = { ...form, exposure: form.exposure };
  const score = heatOfScore(input);
  const gauge = previewHeat({ heat: crew.heat, wanted: crew.wanted }, score.heat, table);
  const applied = (conflict ? applyConflictHeat : applyHeat)(crew, input, table);
  return { score, gauge, reasons: applied.ok ? applied.reasons : score.reasons };
}
