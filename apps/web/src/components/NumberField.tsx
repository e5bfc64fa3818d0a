import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { errorsOf } from './Field';

export interface NumberFieldProps {
  readonly label: string;
  /** null: empty. */
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  /** The rules' bounds of the field (`FIELD_BOUNDS`); `min` or `max` given as well take their place (a bound that depends on another field). */
  readonly bounds?: { readonly min: number; readonly max: number };
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly hint?: ReactNode;
  readonly error?: string | readonly string[] | null;
  /** − and + buttons (default true: easier on phones). */
  readonly stepper?: boolean;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly name?: string;
  readonly className?: string;
}

function clamp(n: number, min: number | undefined, max: number | undefined): number {
  let v = n;
  if (min !== undefined) v = Math.max(min, v);
  if (max !== undefined) v = Math.min(max, v);
  return v;
}

/**
 * A labelled whole-number input (what the user types is kept as typed until it parses), with −/+
 * buttons, a hint and inline errors. Out-of-range input is reported by the form's zod schema, not
 * silently clamped; the buttons do clamp.
 */
export function NumberField({
  label,
  value,
  onChange,
  bounds,
  min = bounds?.min,
  max = bounds?.max,
  step = 1,
  hint,
  error,
  stepper = true,
  disabled,
  id,
  name,
  className,
}: NumberFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    setText((current) => (current.trim() !== '' && Number(current) === value ? current : value === null ? '' : String(value)));
  }, [value]);
  const errors = errorsOf(error);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ') || undefined;

  const commit = (raw: string) => {
    setText(raw);
    const trimmed = raw.trim().replace('\u2212', '-');
    if (trimmed === '') onChange(null);
    else if (/^-?\d+$/.test(trimmed)) onChange(Number(trimmed));
  };
  const bump = (delta: number) => {
    const next = clamp((value ?? 0) + delta, min, max);
    setText(String(next));
    onChange(next);
  };

  return (
    <div className={['field', 'number-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <div className="number-row">
        {stepper ? (
          <button
            type="button"
            className="btn btn-ghost step"
            onClick={() => bump(-step)}
            disabled={disabled || (min !== undefined && value !== null && value <= min)}
            aria-label={`${label} \u2212${step}`}
          >
            −
          </button>
        ) : null}
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          pattern="-?[0-9]*"
          value={text}
          disabled={disabled}
          onChange={(e) => commit(e.target.value)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
        />
        {stepper ? (
          <button
            type="button"
            className="btn btn-ghost step"
            onClick={() => bump(step)}
            disabled={disabled || (max !== undefined && value !== null && value >= max)}
            aria-label={`${label} +${step}`}
          >
            +
          </button>
        ) : null}
      </div>
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
