import { D100_ROLL_BOUNDS } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { NumberField } from '../../../components/NumberField';
import { useGmT } from '../../../lib/i18nGm';
import { THRESHOLD_STEPPER } from '../d100Fields';

/** C6: the helpers' thresholds (without penalties), in the order they roll; 20 at most. */
export function HelperList({
  helpers,
  errors,
  onChange,
}: {
  helpers: readonly (number | null)[];
  errors: readonly (string | null)[];
  onChange: (helpers: readonly (number | null)[]) => void;
}) {
  const { t } = useGmT();
  return (
    <fieldset className="helpers">
      <legend>{t('d100.group.helpers')}</legend>
      {helpers.length === 0 ? <p className="muted">{t('d100.group.noHelper')}</p> : null}
      <ol className="helper-list">
        {helpers.map((h, i) => (
          <li key={i} className="helper-row">
            <NumberField
              label={t('d100.group.helper', { n: i + 1 })}
              value={h}
              onChange={(v) => onChange(helpers.map((x, j) => (j === i ? v : x)))}
              bounds={THRESHOLD_STEPPER}
              step={5}
              error={errors[i] ?? null}
            />
            <Button variant="ghost" onClick={() => onChange(helpers.filter((_, j) => j !== i))} aria-label={t('d100.group.removeHelper', { n: i + 1 })}>
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...helpers, 50])} disabled={helpers.length >= D100_ROLL_BOUNDS.helpers.max}>
        + {t('d100.group.addHelper')}
      </Button>
    </fieldset>
  );
}
