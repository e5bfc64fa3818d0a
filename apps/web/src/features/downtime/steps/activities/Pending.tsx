import type { PendingAssetView, PendingOverindulgenceView, ProposalView } from '@temps-mort/contract';
import { useMemo, useState } from 'react';
import {
  ACQUIRE_COIN_PER_QUALITY,
  FIELD_BOUNDS,
  BRAG_HEAT,
  DANGEROUS_GOODS_HEAT,
  MAX_SETTLED_HEAT,
  OVERINDULGENCE_CHOICES,
  acquireCoinAffordable,
  previewHeat,
  settleAcquireAsset,
  type Character,
  type OverindulgenceChoice,
} from '@temps-mort/rules';
import { Button } from '../../../../components/Button';
import { Gauge } from '../../../../components/Gauge';
import { NumberField } from '../../../../components/NumberField';
import { ReasonList } from '../../../../components/ReasonList';
import { useGmT } from '../../../../lib/i18nGm';
import { stepPath } from '../../api';
import { RadioGroup } from '../../components/RadioGroup';
import { PreviewRefusal } from '../../components/StepError';
import { usePlayerForms, useWalkthrough } from '../../context';
import { PlayerProposes } from '../proposals/Proposals';
import { characterPlace } from './shared';

/**
 * A4 step 2: the asset was rolled; the player may pay 2 coin per extra quality (to reach the GM's
 * minimum, or beyond), or take it as rolled. The rules' settle function previews the result. What
 * the player proposes from their phone (issue 36), if anything, is here to approve or decline.
 */
export function PendingAsset({ character, pending, proposal }: { character: Character; pending: PendingAssetView; proposal?: ProposalView | undefined }) {
  const { t, term } = useGmT();
  const { crew, table, names, actions } = useWalkthrough();
  const player = usePlayerForms();
  const [coin, setCoin] = useState<number | null>(pending.coinMayRaise ? pending.coinToReachMinimum : 0);
  const preview = useMemo(() => (coin === null ? null : settleAcquireAsset(crew, pending, { coin }, { table })), [crew, pending, coin, table]);
  const key = `asset-settle:${character.id}`;
  const heat = pending.request.dangerous ? previewHeat({ heat: crew.heat, wanted: crew.wanted }, DANGEROUS_GOODS_HEAT, table) : null;
  const settle = (amount: number) => void actions.run({ key, place: characterPlace(character.id), path: stepPath('asset-settle'), body: { characterId: character.id, coin: amount } });
  return (
    <section className="subform pending-choice" aria-labelledby={`asset-${character.id}`}>
      <h3 id={`asset-${character.id}`}>{t('acquire.settle')}</h3>
      <p className="preview-figure">
        {pending.request.name} ({term('assetKind', pending.request.kind)}) — {t('activities.pendingAsset', { quality: pending.rolledQuality, band: term('band', pending.band) })}
      </p>
      {pending.coinToReachMinimum > 0 ? <p>{t('acquire.coinToMinimum', { coin: pending.coinToReachMinimum })}</p> : null}
      {proposal ? <PlayerProposes proposal={proposal} character={character} /> : null}
      {pending.coinMayRaise ? (
        <NumberField
          label={t('acquire.coin')}
          value={coin}
          onChange={setCoin}
          bounds={FIELD_BOUNDS.acquireAsset.coin}
          max={acquireCoinAffordable(crew).coin}
          step={ACQUIRE_COIN_PER_QUALITY}
          hint={t('acquire.stash', { coin: crew.coin })}
        />
      ) : (
        <p className="muted">{t('acquire.coinMayNotRaise')}</p>
      )}
      {heat ? (
        <div className="warning" role="note">
          <p>
            <strong>⚠ {t('activities.dangerous.warning', { heat: DANGEROUS_GOODS_HEAT })}</strong>
          </p>
          <Gauge label={t('crew.heat')} value={crew.heat} max={MAX_SETTLED_HEAT} add={DANGEROUS_GOODS_HEAT} overflowLabel={t('heat.wantedPreview', { gained: heat.wantedGained, wanted: heat.wanted })} />
        </div>
      ) : null}
      {preview ? (
        <div className="preview" aria-live="polite">
          <PreviewRefusal refusal={preview.ok ? null : preview.error} />
          {preview.ok ? (
            <>
              <p className="preview-figure">
                {preview.value.acquired ? t('acquire.result', { quality: preview.value.quality, coin: preview.value.coinSpent }) : t('acquire.belowMinimum', { quality: preview.value.quality })}
              </p>
              {/* A player's phone shows the why in words, without the rules' ids. */}
              <ReasonList reasons={preview.reasons} names={names} showRule={player === null} />
            </>
          ) : null}
        </div>
      ) : null}
      <div className="actions">
        {pending.coinMayRaise ? (
          <Button busy={actions.pendingKey === key} disabled={!preview?.ok || coin === 0 || actions.pendingKey !== null} onClick={() => settle(coin ?? 0)}>
            {t('acquire.settleWith', { coin: coin ?? 0 })}
          </Button>
        ) : null}
        <Button variant="secondary" busy={actions.pendingKey === key} disabled={actions.pendingKey !== null} onClick={() => settle(0)}>
          {t('acquire.takeAsRolled')}
        </Button>
      </div>
    </section>
  );
}

const CHOICE_HELP = {
  attract_trouble: 'vice.choice.attract_trouble',
  brag: 'vice.choice.brag',
  lost: 'vice.choice.lost',
  tapped: 'vice.choice.tapped',
} as const satisfies Record<OverindulgenceChoice, string>;

/** V2: the PC overindulged; the player picks one bad decision (from their phone: a proposal to approve or decline, issue 36). */
export function PendingOverindulgence({ character, pending, proposal }: { character: Character; pending: PendingOverindulgenceView; proposal?: ProposalView | undefined }) {
  const { t, term } = useGmT();
  const { crew, table, actions } = useWalkthrough();
  const [choice, setChoice] = useState<OverindulgenceChoice | null>(null);
  const key = `overindulgence:${character.id}`;
  const brag = previewHeat({ heat: crew.heat, wanted: crew.wanted }, BRAG_HEAT, table);
  return (
    <section className="subform pending-choice" aria-labelledby={`over-${character.id}`}>
      <h3 id={`over-${character.id}`}>{t('vice.overindulgence')}</h3>
      <p className="preview-figure">{t('vice.overindulged', { quality: pending.quality, missing: pending.missing, excess: pending.excess })}</p>
      {proposal ? <PlayerProposes proposal={proposal} character={character} /> : null}
      <RadioGroup
        legend={t('vice.overindulgence.choose')}
        value={choice}
        onChange={setChoice}
        choices={OVERINDULGENCE_CHOICES.map((c) => ({
          value: c,
          label: term('overindulgence', c),
          detail: `— ${t(CHOICE_HELP[c], { heat: BRAG_HEAT })}`,
          disabled: c === 'tapped' && !character.vice,
        }))}
      />
      {choice === 'brag' ? (
        <Gauge label={t('crew.heat')} value={crew.heat} max={MAX_SETTLED_HEAT} add={BRAG_HEAT} overflowLabel={t('heat.wantedPreview', { gained: brag.wantedGained, wanted: brag.wanted })} />
      ) : null}
      <div className="actions">
        <Button
          busy={actions.pendingKey === key}
          disabled={choice === null || actions.pendingKey !== null}
          onClick={() => void actions.run({ key, place: characterPlace(character.id), path: stepPath('overindulgence'), body: { characterId: character.id, choice } })}
        >
          {choice ? t('vice.choose', { choice: term('overindulgence', choice) }) : t('vice.overindulgence.choose')}
        </Button>
      </div>
    </section>
  );
}
