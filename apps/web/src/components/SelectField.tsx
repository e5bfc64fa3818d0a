import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { errorsOf } from './Field';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"), selected while `value` is ''. */
  readonly placeholder?: string;
  readonly hint?: ReactNode;
  readonly error?: string | readonly string[] | null;
}

/** A labelled `<select>` with a hint and inline errors (the same shape as Field and NumberField). */
export function SelectField({ label, value, onChange, options, placeholder, hint, error, id, className, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const errors = errorsOf(error);
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', 'select-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>{label}</label>
      <select
        {...rest}
        id={selectId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
