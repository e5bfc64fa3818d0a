import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { FIELD_BOUNDS, wizardSchema } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { ValidationError } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { useLocation } from '../../../lib/router';
import { acceptWizard, useReloadWizard, wizardApi, wizardsKey, type WizardView } from '../api';
import { fieldError } from '../../../lib/fieldError';

interface Draft {
  readonly name: string;
  readonly level: number | null;
  readonly gold: number | null;
  readonly markers: number | null;
}

const fromWizard = (w: WizardView): Draft => ({ name: w.name, level: w.level, gold: w.gold, markers: w.markers });

/** The wizard's sheet (name, level, gold, markers) as the GM edits it, and deleting the wizard. */
export function WizardSheetForm({ wizard }: { wizard: WizardView }) {
  const { t } = useGmT();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Draft>(() => fromWizard(wizard));
  // A new version from the server (a favour, a 409's current) replaces what was on screen.
  useEffect(() => setDraft(fromWizard(wizard)), [wizard]);
  const reload = useReloadWizard(wizard.id);
  const save = useMutation((body: Parameters<typeof wizardApi.patch>[1]) => wizardApi.patch(wizard.id, body), {
    onSuccess: (w, _v, client) => acceptWizard(client, w),
  });
  const remove = useMutation(() => wizardApi.remove(wizard.id, wizard.version), {
    onSuccess: (_d, _v, client) => void client.invalidate(wizardsKey(wizard.campaignId)),
  });

  const errors = {
    name: fieldError(wizardSchema.shape.name, draft.name, t),
    level: fieldError(wizardSchema.shape.level, draft.level, t),
    gold: fieldError(wizardSchema.shape.gold, draft.gold, t),
    markers: fieldError(wizardSchema.shape.markers, draft.markers, t),
  };
  const server = save.error instanceof ValidationError ? save.error.byField : {};
  const valid = Object.values(errors).every((e) => e === null);
  const changed = JSON.stringify(draft) !== JSON.stringify(fromWizard(wizard));
  const overLevel = draft.level !== null && draft.markers !== null && draft.markers > draft.level;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || !changed) return;
    void save.mutate({
      version: wizard.version,
      name: draft.name.trim(),
      level: draft.level ?? 0,
      gold: draft.gold ?? 0,
      markers: draft.markers ?? 0,
    });
  };
  const del = async () => {
    if (!window.confirm(t('common.confirmDelete', { name: wizard.name }))) return;
    await remove.mutateAsync(undefined).then(
      () => navigate('/wizards'),
      () => undefined,
    );
  };

  return (
    <details className="card sheet-form">
      <summary>
        <h2>{t('debt.sheet')}</h2>
      </summary>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('debt.wizard.name')} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} error={errors.name ?? server.name?.join(' ')} />
        <div className="form-row">
          <NumberField label={t('debt.wizard.level')} value={draft.level} onChange={(level) => setDraft({ ...draft, level })} bounds={FIELD_BOUNDS.wizard.level} error={errors.level} />
          <NumberField label={t('debt.wizard.gold')} value={draft.gold} onChange={(gold) => setDraft({ ...draft, gold })} bounds={FIELD_BOUNDS.wizard.gold} step={10} error={errors.gold} />
          <NumberField
            label={t('debt.markers')}
            value={draft.markers}
            onChange={(markers) => setDraft({ ...draft, markers })}
            bounds={FIELD_BOUNDS.wizard.markers}
            error={errors.markers}
            hint={overLevel ? `⚠ ${t('debt.overLevel.hint')}` : undefined}
          />
        </div>
        <ErrorMessage error={save.error instanceof ValidationError ? null : save.error} route="wizard.edit" onReload={(current) => {
          save.reset();
          reload(current);
        }} />
        <div className="actions">
          <Button type="submit" busy={save.pending} disabled={!valid || !changed}>
            {t('common.save')}
          </Button>
          <Button variant="ghost" disabled={!changed} onClick={() => setDraft(fromWizard(wizard))}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={remove.pending} onClick={() => void del()}>
            {t('debt.wizard.delete')}
          </Button>
        </div>
        <ErrorMessage error={remove.error} route="wizard.delete" onReload={(current) => {
          remove.reset();
          reload(current);
        }} />
      </form>
    </details>
  );
}
