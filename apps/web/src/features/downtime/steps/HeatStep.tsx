import { useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { HeatFields, HeatPreviewPanel, emptyHeatForm } from '../components/HeatFields';
import { StepHeading } from '../components/StepOutcome';
import { useWalkthrough } from '../context';
import { heatPreview, type HeatForm } from '../preview';

const KEY = 'heat';

/**
 * H1–H3: the score's exposure and the four modifiers; the heat it adds and any wanted level it
 * pushes over are drawn on the gauges BEFORE applying (previewHeat), with the reasons.
 */
export function HeatStep() {
  const { t } = useGmT();
  const { crew, table, actions } = useWalkthrough();
  const [form, setForm] = useState<HeatForm>(() => emptyHeatForm(crew.atWar));
  const preview = useMemo(() => heatPreview(crew, form, table), [crew, form, table]);
  const canApply = preview !== null && actions.pendingKey === null;
  return (
    <form
      className="step-form"
      aria-labelledby="heat-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (canApply && form.exposure) void actions.run({ key: KEY, path: stepPath('heat'), body: { ...form, exposure: form.exposure } });
      }}
    >
      <StepHeading id="heat-title">{t('heat.title')}</StepHeading>
      <HeatFields form={form} setForm={setForm} />
      <HeatPreviewPanel preview={preview} headingId="heat-preview" testIdPrefix="heat" />
      <div className="actions">
        <Button type="submit" busy={actions.pendingKey === KEY} disabled={!canApply}>
          {t('heat.apply')}
        </Button>
      </div>
    </form>
  );
}
