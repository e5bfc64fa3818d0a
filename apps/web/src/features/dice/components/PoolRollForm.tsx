import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BANDS, POOL_ROLL_BOUNDS } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { Loading } from '../../../components/Loading';
import { NumberField } from '../../../components/NumberField';
import { OddsBar } from '../../../components/OddsBar';
import { signed } from '../../../lib/format';
import { useGmT, type UiKey } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { diceApi, rollsKey, usePoolOdds, type CrewSummary, type PoolRollInput, type PoolRollKind, type RollRequestRoll } from '../api';
import { rangeError } from '../D100Route';
import { AskPlayer, useAskToggle } from './AskPlayer';
import { OPEN_ROLL, RollOptions, rollLinks, type RollOptionsValue } from './RollOptions';
import { RollCard, poolBandWords } from './RollCard';

const TOOL = {
  d6: { title: 'd6.action', roll: 'd6.action.roll' },
  fortune: { title: 'd6.fortune', roll: 'd6.fortune.roll' },
} as const satisfies Record<PoolRollKind, { title: UiKey; roll: UiKey }>;

/**
 * A d6 pool roll: an action roll (D1/D2: the pool, keep the highest; 0 dice: 2, keep the lowest)
 * or a fortune roll (D1 + D5: its band moved by a quality modifier). The server's exact odds of
 * each band show as the GM types; the roll, made by the server, shows here with its reasons.
 */
export function PoolRollForm({ kind, campaignId, crews }: { kind: PoolRollKind; campaignId: string; crews: readonly CrewSummary[] }) {
  const gm = useGmT();
  const { t, purpose: purposeWords } = gm;
  const titleId = useId();
  const oddsId = useId();
  const [pool, setPool] = useState<number | null>(2);
  const [shift, setShift] = useState<number | null>(0);
  const [purpose, setPurpose] = useState('');
  const [options, setOptions] = useState<RollOptionsValue>(OPEN_ROLL);
  const errors = {
    pool: rangeError(t, pool, POOL_ROLL_BOUNDS.pool),
    shift: kind === 'fortune' ? rangeError(t, shift, POOL_ROLL_BOUNDS.shift) : null,
  };
  const input: PoolRollInput | null = errors.pool === null && errors.shift === null ? { pool: pool ?? 0, shift: kind === 'fortune' ? (shift ?? 0) : 0 } : null;
  const odds = usePoolOdds(kind, input);
  const ask = useAskToggle();
  const requested: RollRequestRoll | null =
    input === null ? null : kind === 'd6' ? { kind: 'd6', purpose: 'action', pool: input.pool } : { kind: 'fortune', pool: input.pool, shift: input.shift };
  const roll = useMutation(
    (asked: PoolRollInput) => {
      const links = { ...rollLinks(options), ...(purpose.trim() ? { purpose: purpose.trim() } : {}) };
      return kind === 'd6' ? diceApi.d6(campaignId, { pool: asked.pool, ...links }) : diceApi.fortune(campaignId, { ...asked, ...links });
    },
    { invalidate: [rollsKey(campaignId)] },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (input) void roll.mutate(input);
  };
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{t(TOOL[kind].title)}</h2>
      <div className="form-row">
        <NumberField
          label={t('d6.pool')}
          value={pool}
          onChange={(v) => { setPool(v); roll.reset(); }}
          bounds={POOL_ROLL_BOUNDS.pool}
          error={errors.pool}
          hint={t('d6.pool.hint', POOL_ROLL_BOUNDS.pool)}
        />
        {kind === 'fortune' ? (
          <NumberField
            label={t('d6.shift')}
            value={shift}
            onChange={(v) => { setShift(v); roll.reset(); }}
            bounds={POOL_ROLL_BOUNDS.shift}
            error={errors.shift}
            hint={t('d6.shift.hint')}
          />
        ) : null}
      </div>
      <Field label={t('d6.purpose')} value={purpose} onChange={setPurpose} placeholder={purposeWords(kind)} autoComplete="off" />
      <div id={oddsId}>
        {input && odds.data ? (
          <OddsBar
            label={kind === 'fortune' ? t('d6.fortune.odds', { shift: signed(input.shift) }) : t('d6.odds')}
            outcomes={[...BANDS].reverse().map((band) => ({ key: band, label: poolBandWords(kind, band, gm), probability: odds.data?.[band] ?? 0 }))}
            highlight={roll.data?.band ?? undefined}
          />
        ) : null}
        {input && !odds.data && odds.error ? <ErrorMessage error={odds.error} onReload={() => void odds.refetch()} /> : null}
        {input && !odds.data && !odds.error ? <Loading /> : null}
      </div>
      <RollOptions value={options} onChange={setOptions} crews={crews} characters />
      <div className="actions">
        <Button type="submit" busy={roll.pending} disabled={input === null} aria-describedby={oddsId}>
          <span aria-hidden="true">{'⚄\u00a0'}</span>
          {t(TOOL[kind].roll)}
        </Button>
        {ask.button}
      </div>
      {ask.open ? <AskPlayer id={ask.panelId} roll={requested} crews={crews} why={purpose} /> : null}
      <ErrorMessage error={roll.error} />
      {/* Present before the roll, so that screen readers announce what comes into it. */}
      <div className="roll-result" aria-live="polite">
        {roll.data ? <RollCard roll={roll.data} /> : null}
      </div>
    </form>
  );
}
