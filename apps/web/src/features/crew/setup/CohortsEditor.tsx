import { useState } from 'react';
import { cohortSchema, type Cohort } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewWrite } from './api';
import { useDraft } from './draft';
import { FormError } from './FormError';
import { fieldErrors, hasErrors } from './validate';
import { AddItem, RemoveError, RemoveItem } from './widgets';

const inputSchema = cohortSchema.omit({ id: true });

interface CohortDraft {
  readonly name: string;
  readonly kind: 'gang' | 'expert';
  readonly quality: number | null;
}

const blank: CohortDraft = { name: '', kind: 'gang', quality: 0 };

/** Cohorts (cohort_save / cohort_remove): name, gang or expert, quality. */
export function CohortsEditor({ sheet, write }: { sheet: CrewSheet; write: CrewWrite }) {
  const { t, term, word } = useGmT();
  const [editing, setEditing] = useState<string | null>(null);
  const cohorts = sheet.crew.cohorts;
  return (
    <section className="setup-form" aria-labelledby="cohorts-title">
      <h2 id="cohorts-title">{t('cohort.title')}</h2>
      {cohorts.length === 0 ? <p className="muted">{t('cohort.none')}</p> : null}
      <ul className="rows">
        {cohorts.map((c) =>
          editing === c.id ? (
            <li key={c.id} className="row-form">
              <CohortForm cohort={c} write={write} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={c.id} className="row">
              <span>
                {c.name}{' '}
                <span className="muted">
                  {term('cohortKind', c.kind)} · {word('quality')} {c.quality}
                </span>
              </span>
              <span className="row-actions">
                <Button variant="secondary" onClick={() => setEditing(c.id)} aria-label={t('setup.editNamed', { name: c.name })}>
                  {t('common.edit')}
                </Button>
                <RemoveItem write={write} kind="cohort" path="/cohorts" item={c} label={t('cohort.remove')} />
              </span>
              <RemoveError write={write} kind="cohort" id={c.id} />
            </li>
          ),
        )}
      </ul>
      <AddItem label={t('cohort.add')} added={(name) => t('cohort.added', { name })} form={(onAdded) => <CohortForm write={write} onAdded={onAdded} />} />
    </section>
  );
}

function CohortForm({ cohort, write, onDone, onAdded }: { cohort?: Cohort; write: CrewWrite; onDone?: () => void; onAdded?: (name: string) => void }) {
  const { t, term } = useGmT();
  const { draft, dirty, update, saved } = useDraft(cohort ?? null, (c) => (c ? { name: c.name, kind: c.kind, quality: c.quality } : blank), write.generation);
  const set = (patch: Partial<CohortDraft>) => update((d) => ({ ...d, ...patch }));
  const errors = fieldErrors(inputSchema, draft, t);
  const shown = cohort || dirty ? errors : {};
  const key = cohort ? `cohort:${cohort.id}` : 'cohort-new';
  const save = async () => {
    const ok = cohort
      ? await write.send(key, 'PUT', `/cohorts/${encodeURIComponent(cohort.id)}`, { ...draft })
      : await write.send(key, 'POST', '/cohorts', { ...draft });
    if (ok) {
      saved();
      if (!cohort) onAdded?.(draft.name.trim());
      onDone?.();
    }
  };
  return (
    <form
      className="item-form"
      aria-label={cohort ? t('setup.editNamed', { name: cohort.name }) : t('cohort.add')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!hasErrors(errors)) void save();
      }}
    >
      <div className="form-grid">
        <Field label={t('cohort.name')} value={draft.name} onChange={(name) => set({ name })} error={shown.name} />
        <SelectField
          label={t('cohort.kind')}
          value={draft.kind}
          onChange={(kind) => set({ kind: kind as CohortDraft['kind'] })}
          options={(['gang', 'expert'] as const).map((k) => ({ value: k, label: term('cohortKind', k) }))}
        />
        <NumberField label={t('cohort.quality')} value={draft.quality} onChange={(quality) => set({ quality })} min={0} max={6} error={shown.quality} />
      </div>
      <FormError write={write} formKey={key} />
      <div className="actions">
        <Button type="submit" busy={write.pendingKey === key} disabled={hasErrors(errors) || write.pendingKey !== null}>
          {cohort ? t('cohort.save') : t('cohort.add')}
        </Button>
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
