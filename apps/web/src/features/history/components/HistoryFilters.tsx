import { Button } from '../../../components/Button';
import { useGmT } from '../../../lib/i18nGm';
import { GROUP_LABEL, STEP_GROUPS, type HistoryFilter, type StepGroup } from '../groups';

export interface HistoryFiltersProps {
  readonly filter: HistoryFilter;
  readonly onChange: (filter: HistoryFilter) => void;
}

/** Checkboxes for the kinds of step (none ticked: every kind) and "rolls only". */
export function HistoryFilters({ filter, onChange }: HistoryFiltersProps) {
  const { t } = useGmT();
  const toggle = (group: StepGroup, on: boolean) => {
    const groups = on ? [...filter.groups, group] : filter.groups.filter((g) => g !== group);
    onChange({ ...filter, groups: STEP_GROUPS.filter((g) => groups.includes(g)) });
  };
  const any = filter.groups.length > 0 || filter.rollsOnly;
  return (
    <section className="history-filters card" aria-labelledby="history-filters-title">
      <h2 id="history-filters-title">{t('history.filters')}</h2>
      <fieldset className="history-checks">
        <legend>{t('history.filter.type')}</legend>
        <p className="field-hint" id="history-types-hint">
          {t('history.filter.hint')}
        </p>
        {STEP_GROUPS.map((group) => (
          <label key={group} className="history-check">
            <input
              type="checkbox"
              checked={filter.groups.includes(group)}
              onChange={(e) => toggle(group, e.target.checked)}
              aria-describedby="history-types-hint"
            />{' '}
            {t(GROUP_LABEL[group])}
          </label>
        ))}
      </fieldset>
      <label className="history-check history-check-strong">
        <input
          type="checkbox"
          checked={filter.rollsOnly}
          onChange={(e) => onChange({ ...filter, rollsOnly: e.target.checked })}
          aria-describedby="history-rolls-hint"
        />{' '}
        {t('history.filter.rollsOnly')}
      </label>
      <p className="field-hint" id="history-rolls-hint">
        {t('history.filter.rollsOnly.hint')}
      </p>
      <Button variant="ghost" onClick={() => onChange({ groups: [], rollsOnly: false })} disabled={!any}>
        {t('common.clearFilters')}
      </Button>
    </section>
  );
}
