import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type'> {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly hint?: ReactNode;
}

/** A labelled checkbox (the whole label is the click target) with an optional hint. */
export function CheckField({ label, checked, onChange, hint, id, className, ...rest }: CheckFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={['field', 'check-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? hintId : undefined}
        />{' '}
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
