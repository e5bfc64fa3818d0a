import type { Dispatch, SetStateAction } from 'react';
import { EXPOSURE_HEAT, EXPOSURES, HEAT_PER_WANTED, MAX_SETTLED_HEAT, MAX_WANTED, heatOfScore, type Exposure } from '@temps-mort/rules';
import { CheckField } from '../../../components/CheckField';
import { Gauge } from '../../../components/Gauge';
import { ReasonList } from '../../../components/ReasonList';
import { useGmT } from '../../../lib/i18nGm';
import { useWalkthrough } from '../context';
import type { HeatForm, HeatPreview } from '../preview';
import { RadioGroup } from './RadioGroup';

const MODIFIERS = ['highProfileTarget', 'hostileTerritory', 'atWar', 'killings'] as const;

/** H2: what each modifier adds, as the rules count it. */
const MODIFIER_HEAT = Object.fromEntries(
  MODIFIERS.map((m) => [m, heatOfScore({ exposure: 'quiet', [m]: true }).heat - heatOfScore({ exposure: 'quiet' }).heat]),
) as Record<(typeof MODIFIERS)[number], number>;

/** A new heat form: no exposure chosen yet, the crew's own at-war flag ticked when it is at war. */
export function emptyHeatForm(atWar: boolean): HeatForm {
  return { exposure: null, highProfileTarget: false, hostileTerritory: false, atWar, killings: false };
}

/**
 * H1 + H2 inputs, shared by the downtime's heat step and the heat after a conflict (H4): the
 * exposure and the four modifiers, each with the heat the rules give it.
 */
export function HeatFields({ form, setForm }: { form: HeatForm; setForm: Dispatch<SetStateAction<HeatForm>> }) {
  const { t, term } = useGmT();
  return (
    <>
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
    </>
  );
}

/**
 * H3 before applying: the heat gained, the gauges with what it adds and any wanted level it pushes
 * over (or the cap at the last one), then in plain words the rules' sum and where it lands
 * ("Heat 5 + 6 = 11 → wanted level +1, heat 1"), and the rules' reasons.
 */
export function HeatPreviewPanel({ preview, headingId, testIdPrefix }: { preview: HeatPreview | null; headingId: string; testIdPrefix: string }) {
  const { t } = useGmT();
  const { crew, names } = useWalkthrough();
  const limitLabel = t('crew.heat.help', { max: MAX_SETTLED_HEAT, at: HEAT_PER_WANTED });
  const overflowLabel = preview
    ? preview.gauge.atMaxWanted
      ? t('heat.atMax', { kept: preview.gauge.heat })
      : t('heat.wantedPreview', { gained: preview.gauge.wantedGained, wanted: preview.gauge.wanted })
    : undefined;
  return (
    <section className="preview" aria-labelledby={headingId} aria-live="polite">
      <h3 id={headingId}>{t('downtime.preview')}</h3>
      {preview ? (
        <>
          <p className="preview-figure" data-testid={`${testIdPrefix}-total`}>
            {t('heat.total', { heat: preview.score.heat })}
          </p>
          <Gauge label={t('crew.heat')} value={crew.heat} max={MAX_SETTLED_HEAT} add={preview.score.heat} {...(overflowLabel ? { overflowLabel } : {})} limitLabel={limitLabel} />
          <Gauge label={t('crew.wanted')} value={crew.wanted} max={MAX_WANTED} add={preview.gauge.wantedGained} />
          <p className="preview-figure" data-testid={`${testIdPrefix}-after`}>
            {t('heat.sum', {
              from: crew.heat,
              added: preview.score.heat,
              total: preview.gauge.total,
              gained: preview.gauge.wantedGained,
              wanted: preview.gauge.wanted,
              heat: preview.gauge.heat,
              atMax: preview.gauge.atMaxWanted ? 'yes' : 'no',
            })}
          </p>
          <ReasonList reasons={preview.reasons} names={names} title={t('common.why')} />
        </>
      ) : (
        <>
          <p className="muted">{t('heat.chooseExposure')}</p>
          <Gauge label={t('crew.heat')} value={crew.heat} max={MAX_SETTLED_HEAT} limitLabel={limitLabel} />
          <Gauge label={t('crew.wanted')} value={crew.wanted} max={MAX_WANTED} />
        </>
      )}
    </section>
  );
}
