import { useState } from 'react';
import type { FormEvent } from 'react';
import { D12_DEGREES, D12_FEAR_THRESHOLD, D12_ROLL_BOUNDS, d12FearTestOdds, d12WithinBounds, type TableRules } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { NumberField } from '../../../components/NumberField';
import { OddsBar } from '../../../components/OddsBar';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { diceApi, rollsKey, type RollView } from '../api';
import { usePct, type PcContext } from './D12ActionForm';
import { SelectField } from '../../../components/SelectField';

/**
 * T5 test de crainte: 1d12 + the Mind pool (+ a trait, + a modifier) against 12, with its exact odds
 * (d12FearTestOdds: a point de Destin gained, a Mind point lost, the pool emptied) before rolling.
 */
export function FearTestForm({ campaignId, table, pc, onRolled }: { campaignId: string; table: TableRules; pc: PcContext; onRolled: (roll: RollView) => void }) {
  const { t, term } = useGmT();
  const pct = usePct();
  const [trait, setTrait] = useState('');
  const [modifier, setModifier] = useState<number | null>(0);
  const [hidden, setHidden] = useState(false);
  const roll = useMutation((body: Parameters<typeof diceApi.fearTest>[1]) => diceApi.fearTest(campaignId, body), { invalidate: [rollsKey(campaignId)] });
  const c = pc.character;
  const bonus = c.traits.find((tr) => tr.name === trait)?.rating ?? 0;
  // The rules' bounds, the ones the API validates the test with.
  const modifierError = modifier === null ? t('error.field.required') : d12WithinBounds('modifier', modifier) ? null : t('error.field.range', D12_ROLL_BOUNDS.modifier);
  const odds = modifier !== null && modifierError === null ? d12FearTestOdds({ mindPool: c.pools.mind.pool, traitBonus: bonus, modifier }, { table }) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (modifier === null || modifierError !== null) return;
    const done = await roll.mutate({ characterId: c.id, crewId: pc.crewId, modifier, hidden, ...(trait ? { trait } : {}) });
    if (done) onRolled(done);
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="fear-title">
      <h2 id="fear-title">{t('d12.fearTest')}</h2>
      <p className="muted">{c.fear ? t('d12.fear.of', { fear: c.fear, threshold: D12_FEAR_THRESHOLD }) : t('d12.fear.none')}</p>
      <div className="form-row">
        <SelectField
          label={t('d12.trait')}
          value={trait}
          onChange={setTrait}
          options={[{ value: '', label: t('d12.trait.none') }, ...c.traits.map((tr) => ({ value: tr.name, label: t('d12.traitValue', { name: tr.name, rating: tr.rating }) }))]}
        />
        <NumberField label={t('d12.modifier')} value={modifier} onChange={setModifier} bounds={D12_ROLL_BOUNDS.modifier} error={modifierError} />
      </div>
      {odds ? (
        <>
          <OddsBar
            label={t('d12.fear.odds', { pool: c.pools.mind.pool })}
            outcomes={[...D12_DEGREES].reverse().map((d) => ({ key: d, label: term('d12Degree', d), probability: odds.degrees[d] }))}
            step={0.1}
          />
          <p className="cost" data-testid="fear-odds">
            {t('d12.fear.consequences', { gain: pct(odds.gainDestiny), lose: pct(odds.loseMind), zero: pct(odds.reachesZero) })}
          </p>
        </>
      ) : null}
      <label className="check">
        <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} /> {t('dice.hidden')}
      </label>
      <div className="actions">
        <Button type="submit" busy={roll.pending} disabled={c.fear === null || modifierError !== null}>
          <span aria-hidden="true">{'⚄\u00a0'}</span>{t('d12.fear.roll')}
          {odds ? ` — ${pct(odds.gainDestiny)}` : ''}
        </Button>
      </div>
      <ErrorMessage error={roll.error} />
    </form>
  );
}
