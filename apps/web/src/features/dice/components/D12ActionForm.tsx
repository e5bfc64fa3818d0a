import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  D12_ATTRIBUTES,
  D12_DEGREES,
  D12_ROLL_BOUNDS,
  d12ActionOdds,
  d12GivingOdds,
  d12RerollOdds,
  d12SuccessChance,
  d12WithinBounds,
  type Character,
  type D12Attribute,
  type D12RollBoundField,
  type TableRules,
} from '@temps-mort/rules';
import { formatPercent } from '@temps-mort/i18n/format';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { NumberField } from '../../../components/NumberField';
import { OddsBar } from '../../../components/OddsBar';
import { roundPercents, signed } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { diceApi, rollsKey, type CrewSummary, type RollRequestRoll, type RollView } from '../api';
import { AskPlayer, useAskToggle } from './AskPlayer';
import { OPEN_ROLL, RollOptions, rollLinks, type RollOptionsValue } from './RollOptions';
import { SelectField } from '../../../components/SelectField';

export interface PcContext {
  readonly crewId: string;
  readonly character: Character;
  /** The crew's version (follow-ups that change the sheet name it). */
  readonly version: number;
}

/** "12,5 %" with one decimal, for odds quoted in a sentence. */
export function usePct() {
  const { lang } = useGmT();
  return (p: number) => formatPercent(roundPercents([p, 1 - p], 0.1)[0] ?? 0, lang);
}

/**
 * T7/T8 d12 action: the pool (a PC's current pool of the attribute, or typed in), the trait bonus
 * (+1..+3), a modifier and the threshold. The exact odds of each degree (d12ActionOdds) update as
 * the GM types, with what giving of oneself (d12GivingOdds) and a destiny re-roll (d12RerollOdds)
 * would make of them, before anything is rolled. A PC's action may be asked of their player
 * instead (« Demander à un joueur »): the same attribute, trait, modifier and threshold.
 */
export function D12ActionForm({
  campaignId,
  table,
  pc,
  crews,
  onRolled,
}: {
  campaignId: string;
  table: TableRules;
  pc: PcContext | null;
  crews: readonly CrewSummary[];
  onRolled: (roll: RollView) => void;
}) {
  const { t, term } = useGmT();
  const pct = usePct();
  const oddsId = useId();
  const [attribute, setAttribute] = useState<D12Attribute>('body');
  const [trait, setTrait] = useState('');
  const [freePool, setFreePool] = useState<number | null>(5);
  const [traitBonus, setTraitBonus] = useState<number | null>(0);
  const [modifier, setModifier] = useState<number | null>(0);
  const [threshold, setThreshold] = useState<number | null>(10);
  const [willing, setWilling] = useState<number | null>(1);
  const [rerollOn, setRerollOn] = useState<'failure' | 'below_success'>('failure');
  const [options, setOptions] = useState<RollOptionsValue>(OPEN_ROLL);
  const roll = useMutation((body: Parameters<typeof diceApi.d12>[1]) => diceApi.d12(campaignId, body), { invalidate: [rollsKey(campaignId)] });

  const character = pc?.character ?? null;
  const knownTrait = character?.traits.find((tr) => tr.name === trait) ?? null;
  const pool = character ? character.pools[attribute].pool : freePool;
  const bonus = character ? (knownTrait?.rating ?? 0) : traitBonus;
  // The rules' bounds, the ones the API validates the roll with.
  const fieldError = (field: D12RollBoundField, n: number | null) =>
    n === null ? t('error.field.required') : d12WithinBounds(field, n) ? null : t('error.field.range', D12_ROLL_BOUNDS[field]);
  const errors = {
    pool: fieldError('pool', pool),
    traitBonus: fieldError('traitBonus', bonus),
    modifier: fieldError('modifier', modifier),
    threshold: fieldError('threshold', threshold),
  };
  const valid = Object.values(errors).every((e) => e === null);
  const input = valid ? { pool: pool ?? 0, traitBonus: bonus ?? 0, modifier: modifier ?? 0, threshold: threshold ?? 0 } : null;
  const odds = input ? d12ActionOdds(input, { table }) : null;
  const giving = input && willing !== null && d12WithinBounds('willing', willing) ? d12GivingOdds({ ...input, willing }, { table }) : null;
  const reroll = input ? d12RerollOdds({ ...input, rerollOn }, { table }) : null;
  const unplayable = character !== null && (character.status === 'retired' || character.status === 'out');
  const ask = useAskToggle();
  const requested: RollRequestRoll | null =
    input === null ? null : { kind: 'd12', attribute, ...(knownTrait ? { trait: knownTrait.name } : {}), modifier: input.modifier, threshold: input.threshold };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!input) return;
    const links = rollLinks(options);
    const body = character
      ? {
          attribute,
          threshold: input.threshold,
          modifier: input.modifier,
          ...(knownTrait ? { trait: knownTrait.name } : {}),
          characterId: character.id,
          crewId: pc?.crewId,
          hidden: links.hidden,
        }
      : { attribute, threshold: input.threshold, modifier: input.modifier, pool: input.pool, traitBonus: input.traitBonus, ...links };
    const done = await roll.mutate(body);
    if (done) onRolled(done);
  };

  const degreeOutcomes = (o: Readonly<Record<(typeof D12_DEGREES)[number], number>>) =>
    [...D12_DEGREES].reverse().map((d) => ({ key: d, label: term('d12Degree', d), probability: o[d] }));

  return (
    <form className="d12-form" onSubmit={submit} noValidate aria-labelledby="d12-action-title">
      <h2 id="d12-action-title">{t('d12.action')}</h2>
      <fieldset className="radios">
        <legend>{t('d12.attribute')}</legend>
        {D12_ATTRIBUTES.map((a) => (
          <label key={a} className="radio">
            <input type="radio" name="d12-attribute" value={a} checked={attribute === a} onChange={() => setAttribute(a)} />{' '}
            {term('d12Attribute', a)}
            {character ? <span className="muted"> ({t('d12.poolOf', { pool: character.pools[a].pool, value: character.pools[a].value })})</span> : null}
          </label>
        ))}
      </fieldset>
      <div className="form-row">
        {character ? (
          <SelectField
            label={t('d12.trait')}
            value={trait}
            onChange={setTrait}
            options={[{ value: '', label: t('d12.trait.none') }, ...character.traits.map((tr) => ({ value: tr.name, label: t('d12.traitValue', { name: tr.name, rating: tr.rating }) }))]}
          />
        ) : (
          <>
            <NumberField label={t('d12.pool')} value={freePool} onChange={setFreePool} bounds={D12_ROLL_BOUNDS.pool} error={errors.pool} hint={t('d12.pool.hint')} />
            <NumberField label={t('d12.traitBonus')} value={traitBonus} onChange={setTraitBonus} bounds={D12_ROLL_BOUNDS.traitBonus} error={errors.traitBonus} />
          </>
        )}
        <NumberField label={t('d12.modifier')} value={modifier} onChange={setModifier} bounds={D12_ROLL_BOUNDS.modifier} error={errors.modifier} hint={t('d12.modifier.hint')} />
        <NumberField label={t('d12.threshold')} value={threshold} onChange={setThreshold} bounds={D12_ROLL_BOUNDS.threshold} error={errors.threshold} />
      </div>
      {input ? (
        <p className="formula" data-testid="d12-formula">
          {t('d12.formula', { pool: input.pool, bonus: input.traitBonus, modifier: signed(input.modifier), threshold: input.threshold })}
        </p>
      ) : null}
      {odds ? (
        <div id={oddsId}>
          <OddsBar label={t('d12.odds', { pct: pct(d12SuccessChance(odds)) })} outcomes={degreeOutcomes(odds)} step={0.1} />
        </div>
      ) : null}
      {input ? (
        <details className="odds-more" open>
          <summary>{t('d12.oddsMore')}</summary>
          <div className="form-row">
            <NumberField
              label={t('d12.giving.willing')}
              value={willing}
              onChange={setWilling}
              bounds={D12_ROLL_BOUNDS.willing}
              hint={t('d12.giving.willing.hint')}
            />
            <SelectField
              label={t('d12.reroll.on')}
              value={rerollOn}
              onChange={(v) => setRerollOn(v === 'below_success' ? 'below_success' : 'failure')}
              options={[
                { value: 'failure', label: t('d12.reroll.on.failure') },
                { value: 'below_success', label: t('d12.reroll.on.belowSuccess') },
              ]}
            />
          </div>
          {giving ? (
            <div data-testid="d12-giving-odds">
              <OddsBar label={t('d12.giving.odds', { willing: willing ?? 0, pct: pct(giving.atLeastComplication) })} outcomes={degreeOutcomes(giving.degrees)} step={0.1} />
              <p className="muted small">
                {t('d12.giving.expected', { spent: Math.round(giving.expectedSpent * 100) / 100, out: pct(giving.out) })}
              </p>
            </div>
          ) : null}
          {reroll ? (
            <p className="reroll-odds" data-testid="d12-reroll-odds">
              {t('d12.reroll.odds', { with: pct(reroll.success), without: pct(reroll.withoutReroll), used: pct(reroll.rerollUsed) })}
              {character && character.destiny < 1 ? ` ${t('d12.reroll.noDestiny')}` : ''}
            </p>
          ) : null}
        </details>
      ) : null}
      <RollOptions value={options} onChange={setOptions} crews={crews} linkable={character === null} />
      {unplayable ? <p className="refusal-note">⚠ {t('d12.unplayable', { status: term('characterStatus', character?.status) })}</p> : null}
      <div className="actions">
        <Button type="submit" busy={roll.pending} disabled={!valid || unplayable} aria-describedby={odds ? oddsId : undefined}>
          <span aria-hidden="true">{'⚄\u00a0'}</span>{t('d12.roll')}
          {odds ? ` — ${pct(d12SuccessChance(odds))}` : ''}
        </Button>
        {/* Only a PC's action: the player rolls their own pool. */}
        {pc !== null && !unplayable ? ask.button : null}
      </div>
      {pc !== null && !unplayable && ask.open ? (
        <AskPlayer id={ask.panelId} roll={requested} crews={crews} character={{ crewId: pc.crewId, id: pc.character.id, name: pc.character.name }} />
      ) : null}
      <ErrorMessage error={roll.error} />
    </form>
  );
}
