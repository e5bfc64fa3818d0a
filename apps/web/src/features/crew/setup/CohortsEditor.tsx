import { FIELD_BOUNDS, cohortSchema, type Cohort } from '@temps-mort/rules';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import type { CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewWrite } from './api';
import { useDraft } from './draft';
import { fieldErrors } from './validate';
import { AddItem, ItemForm, ItemRows, itemFormKey } from './widgets';

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
  const cohorts = sheet.crew.cohorts;
  return (
    <section className="setup-form" aria-labelledby="cohorts-title">
      <h2 id="cohorts-title">{t('cohort.title')}</h2>
      {cohorts.length === 0 ? <p className="muted">{t('cohort.none')}</p> : null}
      <ItemRows
        items={cohorts}
        write={write}
        kind="cohort"
        removeLabel={t('cohort.remove')}
        row={(c) => (
          <span>
            {c.name}{' '}
            <span className="muted">
              {term('cohortKind', c.kind)} · {word('quality')} {c.quality}
            </span>
          </span>
        )}
        form={(c, done) => <CohortForm cohort={c} write={write} onDone={done} />}
      />
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
  return (
    <ItemForm
      write={write}
      formKey={itemFormKey('cohort', cohort)}
      list="cohort"
      item={cohort}
      body={{ ...draft }}
      name={draft.name}
      errors={errors}
      saved={saved}
      onDone={onDone}
      onAdded={onAdded}
      addLabel={t('cohort.add')}
      saveLabel={t('cohort.save')}
    >
      <div className="form-grid">
        <Field label={t('cohort.name')} value={draft.name} onChange={(name) => set({ name })} error={shown.name} />
        <SelectField
          label={t('cohort.kind')}
          value={draft.kind}
          onChange={(kind) => set({ kind: kind as CohortDraft['kind'] })}
          options={(['gang', 'expert'] as const).map((k) => ({ value: k, label: term('cohortKind', k) }))}
        />
        <NumberField label={t('cohort.quality')} value={draft.quality} onChange={(quality) => set({ quality })} bounds={FIELD_BOUNDS.cohort.quality} error={shown.quality} />
      </div>
    </ItemForm>
  );
}
