import { useState } from 'react';
import type { FormEvent } from 'react';
import { D12_DAMAGE_ATTRIBUTE, D12_DAMAGE_KINDS, D12_EFFECT_BOUNDS, D12_OUT_CAUSE, d12TakeDamage, d12WouldReachZero, type D12DamageKind } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { acceptCharacter, diceApi, type Effect } from '../api';
import type { PcContext } from './D12ActionForm';
import { EffectOutcome } from './EffectOutcome';
import { characterNames, RefusalNote } from '../../../components/RefusalNote';

/**
 * T3 dommages: physical damage hits Corps, a great fear or conflicting emotions Esprit, strong
 * intimidation or public ridicule Âme. Where the pool lands (T2: out at 0) and what a point de
 * Destin would change (T6: stay at 1, unconscious) come from the rules (d12TakeDamage) as the GM
 * types; the reasons follow once applied.
 */
export function DamageForm({ pc }: { pc: PcContext }) {
  const { t, term } = useGmT();
  const c = pc.character;
  const [kind, setKind] = useState<D12DamageKind>('physical');
  const [amount, setAmount] = useState<number | null>(1);
  const [spendDestiny, setSpendDestiny] = useState(false);
  const [done, setDone] = useState<Effect | null>(null);
  const apply = useMutation((body: Parameters<typeof diceApi.damage>[2]) => diceApi.damage(pc.crewId, c.id, body), {
    onSuccess: (data, _v, cl) => acceptCharacter(cl, pc.crewId, data.character, data.saved.version),
  });

  const attribute = D12_DAMAGE_ATTRIBUTE[kind];
  const damage = D12_EFFECT_BOUNDS.damage;
  const amountError =
    amount === null ? t('error.field.required') : !Number.isInteger(amount) || amount < damage.min || amount > damage.max ? t('error.field.range', damage) : null;
  const reachesZero = amountError === null && amount !== null && d12WouldReachZero(c, attribute, amount);
  // T6: the choice only exists when the blow would empty the pool and a destiny point is there.
  const canSpend = reachesZero && c.destiny > 0;
  const spend = canSpend && spendDestiny;
  const preview = amountError === null && amount !== null ? d12TakeDamage(c, { kind, amount, spendDestinyToAvoidZero: spend }) : null;
  const refusal = preview && !preview.ok ? preview.error : null;
  const landing = preview?.ok ? preview.value : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (amount === null || amountError !== null || refusal !== null) return;
    const data = await apply.mutate({ version: pc.version, kind, amount, ...(spend ? { spendDestinyToAvoidZero: true } : {}) });
    if (data) {
      setDone(data);
      setSpendDestiny(false);
    }
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="damage-title">
      <h2 id="damage-title">{t('d12.damage')}</h2>
      <p className="muted">{t('d12.damage.help')}</p>
      <div className="form-row">
        <SelectField
          label={t('d12.damage.kind')}
          value={kind}
          onChange={(v) => {
            setKind(v as D12DamageKind);
            setDone(null);
          }}
          options={D12_DAMAGE_KINDS.map((k) => ({ value: k, label: t('d12.damage.kindHits', { kind: term('d12DamageKind', k), attribute: term('d12Attribute', D12_DAMAGE_ATTRIBUTE[k]) }) }))}
        />
        <NumberField
          label={t('d12.damage.amount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setDone(null);
          }}
          bounds={damage}
          error={amountError}
        />
      </div>
      {canSpend ? <CheckField label={t('d12.spendDestiny')} checked={spendDestiny} onChange={setSpendDestiny} hint={t('d12.damage.destinyLeft', { destiny: c.destiny })} /> : null}
      {reachesZero && c.destiny < 1 ? <p className="muted small">{t('d12.damage.noDestiny')}</p> : null}
      {landing ? (
        <div className="preview" aria-live="polite">
          <p className="cost" data-testid="damage-preview">
            {t('d12.damage.lands', { attribute: term('d12Attribute', landing.attribute), from: c.pools[landing.attribute].pool, to: landing.pool, value: c.pools[landing.attribute].value })}
          </p>
          {landing.out ? (
            <p className="refusal-note" data-testid="damage-out">
              <span aria-hidden="true">⚠ </span>
              {t('d12.damage.out', { name: c.name, cause: term('d12OutCause', D12_OUT_CAUSE[landing.attribute]) })}
            </p>
          ) : null}
          {landing.unconscious ? (
            <p className="cost" data-testid="damage-unconscious">
              {t('d12.damage.unconscious', { name: c.name, destiny: landing.character.destiny })}
            </p>
          ) : null}
        </div>
      ) : null}
      <RefusalNote refusal={refusal} names={characterNames(c)} />
      <div className="actions">
        <Button type="submit" busy={apply.pending} disabled={amountError !== null || refusal !== null} variant={landing?.out ? 'danger' : 'primary'}>
          {t('d12.damage.apply')}
        </Button>
      </div>
      <EffectOutcome write={apply} crewId={pc.crewId} done={done} title={t('d12.damage.done')} />
    </form>
  );
}
