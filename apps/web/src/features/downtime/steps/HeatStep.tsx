import { useMemo, useState } from 'react';
import { EXPOSURE_HEAT, EXPOSURES, MAX_WANTED, heatOfScore, type Exposure } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Gauge } from '../../../components/Gauge';
import { ReasonList } from '../../../components/ReasonList';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { RadioGroup } from '../components/RadioGroup';
import { useWalkthrough } from '../context';
import { heatPreview, type HeatForm } from '../preview';

const KEY = 'heat';
const MODIFIERS = ['highProfileTarget', 'hostileTerritory', 'atWar', 'killings'] as const;

/** H2: what each modifier adds, as the rules count it. */
const MODIFIER_HEAT = Object.fromEntries(
  MODIFIERS.map((m) => [m, heatOfScore({ exposure: 'quiet', [m]: true }).heat - heatOfScore({ exposure: 'quiet' }).heat]),
) as Record<(typeof MODIFIERS)[number], number>;

/**
 * H1–H3: the score's exposure and the four modifiers; the heat it adds and any wanted level it
 * pushes over are drawn on the gauges BEFORE applying (previewHeat), with the reasons.
 */
export function HeatStep() {
  const { t, term } = useGmT();
  const { crew, table, names, actions } = useWalkthrough();
  const [form, setForm] = useState<HeatForm>({ exposure: null, highProfileTarget: false, hostileTerritory: false, atWar: crew.atWar, killings: false });
  const preview = useMemo(() => heatPreview(crew, form, table), [crew, form, table]);
  const canApply = preview !== null && actions.pendingKey === null;
  const overflowLabel = preview
    ? preview.atMaxWanted
      ? t('heat.atMax', { kept: preview.gauge.heat })
      : t('heat.wantedPreview', { gained: preview.gauge.wantedGained, wanted: preview.gauge.wanted })
    : undefined;
  return (
    <form
      className="step-form"
      aria-labelledby="heat-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (canApply && form.exposure) void actions.run({ key: KEY, path: stepPath('heat'), body: { ...form, exposure: form.exposure } });
      }}
    >
      <h2 id="heat-title">{t('heat.title')}</h2>
      <RadioGroup<Exposure>
        legend={t('heat.exposure')}
        value={form.exposure}
        onChange={(exposure) => setForm((f) => ({ ...f, exposure }))}
        choices={EXPOSURES.map((e) => ({ value: e, label: term('exposure', e), detail: `(+${EXPOSURE_HEAT[e]})` }))}
      />
      <fieldset className="subform">
        <legend>{t('heat.modifiers')}</legend>
        {MODIFIERS.map((m) => (
          <CheckField
            key={m}
            label={`${term('heatModifier', m)} (+${MODIFIER_HEAT[m]})`}
            checked={form[m] ?? false}
            onChange={(on) => setForm((f) => ({ ...f, [m]: on }))}
          />
        ))}
      </fieldset>

      <section className="preview" aria-labelledby="heat-preview" aria-live="polite">
        <h3 id="heat-preview">{t('downtime.preview')}</h3>
        {preview ? (
          <>
            <p className="preview-figure" data-testid="heat-total">
              {t('heat.total', { heat: preview.score.heat })}
            </p>
            <Gauge label={t('crew.heat')} value={crew.heat} max={9} add={preview.score.heat} {...(overflowLabel ? { overflowLabel } : {})} limitLabel={t('crew.heat.help')} />
            <Gauge label={t('crew.wanted')} value={crew.wanted} max={MAX_WANTED} add={preview.gauge.wantedGained} />
            <p className="preview-figure" data-testid="heat-after">
              {t('heat.after', { heat: preview.gauge.heat, wanted: preview.gauge.wanted })}
            </p>
            <ReasonList reasons={preview.reasons} names={names} title={t('common.why')} />
          </>
        ) : (
          <>
            <p className="muted">{t('heat.chooseExposure')}</p>
            <Gauge label={t('crew.heat')} value={crew.heat} max={9} limitLabel={t('crew.heat.help')} />
            <Gauge label={t('crew.wanted')} value={crew.wanted} max={MAX_WANTED} />
          </>
        )}
      </section>

      <div className="actions">
        <Button type="submit" busy={actions.pendingKey === KEY} disabled={!canApply}>
          {t('heat.apply')}
        </Button>
      </div>
    </form>
  );
}
