import { useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { useWalkthrough } from '../context';
import { heatPreview, type HeatForm } from '../preview';
import { LOCAL_ERROR_PREFIX } from './EntanglementResolver';
import { HeatFields, HeatPreviewPanel, emptyHeatForm } from './HeatFields';
import { StepError } from './StepError';
import { StepOutcome } from './StepOutcome';

const KEY = `${LOCAL_ERROR_PREFIX}conflict-heat`;

/**
 * H4: « Après un coup ou un conflit avec un adversaire, la bande accumule du raffut » — the same
 * exposure, modifiers and gauge as the heat step, at any phase (idle included), outside the
 * downtime's order. The preview comes from the rules (applyConflictHeat, previewHeat); once
 * applied, its result, its reasons and its undo show here, where the GM asked (StepOutcome), until
 * the next step. Refusals are said here too.
 */
export function ConflictHeat() {
  const { t } = useGmT();
  const { crew, table, actions } = useWalkthrough();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<HeatForm>(() => emptyHeatForm(crew.atWar));
  const preview = useMemo(() => heatPreview(crew, form, table, true), [crew, form, table]);
  const canApply = preview !== null && actions.pendingKey === null;
  const error = actions.errorKey === KEY ? actions.error : null;

  const apply = async () => {
    if (!canApply || form.exposure === null) return;
    const answer = await actions.run({ key: KEY, path: stepPath('conflict-heat'), body: { ...form, exposure: form.exposure } });
    if (answer) {
      setForm(emptyHeatForm(crew.atWar));
      setOpen(false);
    }
  };

  return (
    <section className="card conflict-heat" aria-labelledby="conflict-heat-title">
      <h2 id="conflict-heat-title">
        <button
          type="button"
          className="disclosure"
          aria-expanded={open}
          aria-controls="conflict-heat-form"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
          {t('conflictHeat.title')}
        </button>
      </h2>
      <StepOutcome places={[KEY]} />
      {open ? (
        <form
          id="conflict-heat-form"
          className="conflict-heat-form"
          aria-labelledby="conflict-heat-title"
          onSubmit={(e) => {
            e.preventDefault();
            void apply();
          }}
        >
          <p className="muted">{t('conflictHeat.help')}</p>
          <HeatFields form={form} setForm={setForm} />
          <HeatPreviewPanel preview={preview} headingId="conflict-heat-preview" testIdPrefix="conflict-heat" />
          <StepError error={error} />
          <div className="actions">
            <Button type="submit" busy={actions.pendingKey === KEY} disabled={!canApply}>
              {t('conflictHeat.apply')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
