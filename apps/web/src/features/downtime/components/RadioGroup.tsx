import { useId } from 'react';
import type { ReactNode } from 'react';

export interface RadioChoice<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
  /** Said after the label (e.g. "+4 heat"). */
  readonly detail?: ReactNode;
  readonly disabled?: boolean;
}

/** A fieldset of radio buttons with a legend: the arrow keys move between choices. */
export function RadioGroup<V extends string>({
  legend,
  value,
  onChange,
  choices,
  name,
  className,
}: {
  legend: ReactNode;
  value: V | null;
  onChange: (value: V) => void;
  choices: readonly RadioChoice<V>[];
  name?: string;
  className?: string;
}) {
  const autoName = useId();
  const group = name ?? autoName;
  return (
    <fieldset className={['radio-group', className].filter(Boolean).join(' ')}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="radio" data-checked={value === c.value ? 'true' : undefined}>
          <input type="radio" name={group} value={c.value} checked={value === c.value} disabled={c.disabled} onChange={() => onChange(c.value)} />{' '}
          <span className="radio-label">{c.label}</span>
          {c.detail !== undefined ? <span className="radio-detail"> {c.detail}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
