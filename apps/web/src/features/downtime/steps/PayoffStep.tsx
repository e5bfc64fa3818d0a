import { useMemo, useState } from 'react';
import { FIELD_BOUNDS, evenPayoffSplit, payoffEventSchema } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { ReasonList } from '../../../components/ReasonList';
import { roman } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { RadioGroup } from '../components/RadioGroup';
import { PreviewRefusal } from '../components/StepError';
import { StepHeading } from '../components/StepOutcome';
import { useWalkthrough } from '../context';
import { payoffPreview, type PayoffForm } from '../preview';
import { fieldErrors } from '../validate';

const KEY = 'payoff';

/**
 * P1–P5: target tier, silent score, success, the take, the crime boss's tithe (owed, paid or not)
 * and the split between the crew stash and each PC. The preview (rep, tithe, net, what the stash
 * gets, every reason) is the rules engine's, live as the GM types.
 */
export function PayoffStep() {
  const { t } = useGmT();
  const { crew, table, names, actions } = useWalkthrough();
  const [form, setForm] = useState<PayoffForm>(() => ({
    targetTier: crew.tier,
    succeeded: true,
    silent: false,
    take: 0,
    titheOwed: false,
    boss: crew.unpaidTithes[0]?.boss ?? '',
    tithePaid: true,
    shares: Object.fromEntries(crew.characters.map((c) => [c.id, 0])),
  }));
  const set = (patch: Partial<PayoffForm>) => setForm((f) => ({ ...f, ...patch }));
  const preview = useMemo(() => payoffPreview(crew, form, table), [crew, form, table]);
  const errors = fieldErrors(payoffEventSchema, { type: 'payoff', ...preview.body }, t);
  const refusal = preview.outcome && !preview.outcome.ok ? preview.outcome.error : null;
  const after = preview.outcome?.ok ? preview.outcome.value.crew : null;
  const canApply = Object.keys(errors).length === 0 && preview.outcome?.ok === true && actions.pendingKey === null;

  // P3: each PC the same whole coin, the stash the rest (the preview says what the stash gets).
  const splitEvenly = () => {
    if (preview.net === null || crew.characters.length === 0) return;
    const split = evenPayoffSplit(preview.net, crew.characters.map((c) => c.id));
    set({ shares: Object.fromEntries(split.shares.map((share) => [share.characterId, share.coin])) });
  };

  return (
    <form
      className="step-form"
      aria-labelledby="payoff-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (canApply) void actions.run({ key: KEY, path: stepPath('payoff'), body: preview.body });
      }}
    >
      <StepHeading id="payoff-title">{t('payoff.title')}</StepHeading>
      <div className="form-grid">
        <NumberField
          label={t('payoff.targetTier')}
          value={form.targetTier}
          onChange={(targetTier) => set({ targetTier })}
          bounds={FIELD_BOUNDS.payoff.targetTier}
          hint={t('payoff.targetTier.help', { tier: roman(crew.tier) })}
          error={errors.targetTier}
        />
        <NumberField label={t('payoff.take')} value={form.take} onChange={(take) => set({ take })} bounds={FIELD_BOUNDS.payoff.take} error={errors.take} />
      </div>
      <CheckField label={t('payoff.succeeded')} checked={form.succeeded} onChange={(succeeded) => set({ succeeded })} />
      <CheckField label={t('payoff.silent')} checked={form.silent} onChange={(silent) => set({ silent })} />

      <fieldset className="subform">
        <legend>{t('payoff.tithe.legend')}</legend>
        <CheckField label={t('payoff.tithe')} checked={form.titheOwed} onChange={(titheOwed) => set({ titheOwed })} />
        {form.titheOwed ? (
          <>
            <Field label={t('payoff.tithe.boss')} value={form.boss} onChange={(boss) => set({ boss })} error={errors['tithe.boss']} />
            <RadioGroup
              legend={t('payoff.tithe.choice')}
              value={form.tithePaid ? 'paid' : 'unpaid'}
              onChange={(v) => set({ tithePaid: v === 'paid' })}
              choices={[
                { value: 'paid', label: t('payoff.tithe.paid') },
                { value: 'unpaid', label: t('payoff.tithe.unpaid') },
              ]}
            />
          </>
        ) : null}
      </fieldset>

      <fieldset className="subform">
        <legend>{t('payoff.split')}</legend>
        {crew.characters.length === 0 ? <p className="muted">{t('character.none')}</p> : null}
        <div className="form-grid">
          {crew.characters.map((c) => (
            <NumberField
              key={c.id}
              label={t('payoff.split.share', { name: c.name })}
              value={form.shares[c.id] ?? 0}
              onChange={(coin) => set({ shares: { ...form.shares, [c.id]: coin } })}
              bounds={FIELD_BOUNDS.payoff.share}
            />
          ))}
        </div>
        <p className="preview-figure" data-testid="payoff-stash">
          {preview.stash === null ? t('payoff.split.stashUnknown') : t('payoff.split.stashRest', { coin: preview.stash })}
        </p>
        {crew.characters.length > 0 ? (
          <Button variant="secondary" onClick={splitEvenly} disabled={preview.net === null}>
            {t('payoff.split.evenly')}
          </Button>
        ) : null}
      </fieldset>

      <section className="preview" aria-labelledby="payoff-preview" aria-live="polite">
        <h3 id="payoff-preview">{t('downtime.preview')}</h3>
        <ul className="preview-figures">
          <li data-testid="payoff-rep">{preview.rep ? t('payoff.rep', { rep: preview.rep.rep }) : '—'}</li>
          {form.titheOwed ? (
            <li data-testid="payoff-tithe">
              {preview.tithe ? t('payoff.tithe.amount', { tithe: preview.tithe.tithe }) : '—'}
              {preview.tithe && !form.tithePaid ? ` · ${t('payoff.tithe.recorded')}` : null}
            </li>
          ) : null}
          <li data-testid="payoff-net">{preview.net === null ? '—' : t('payoff.net', { net: preview.net })}</li>
          {after ? (
            <>
              <li>{t('downtime.change', { label: t('crew.rep'), from: crew.rep, to: after.rep })}</li>
              <li>{t('downtime.change', { label: t('crew.coin'), from: crew.coin, to: after.coin })}</li>
            </>
          ) : null}
        </ul>
        <PreviewRefusal refusal={refusal} />
        <ReasonList
          reasons={preview.outcome?.ok ? preview.outcome.reasons : [...(preview.rep?.reasons ?? []), ...(preview.tithe ? [preview.tithe.reason] : [])]}
          names={names}
          title={t('common.why')}
        />
      </section>

      <div className="actions">
        <Button type="submit" busy={actions.pendingKey === KEY} disabled={!canApply}>
          {t('payoff.apply')}
        </Button>
      </div>
    </form>
  );
}
