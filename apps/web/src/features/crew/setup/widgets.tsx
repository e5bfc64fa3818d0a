import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { errorsOf } from '../../../components/Field';
import { useGmT } from '../../../lib/i18nGm';
import type { CrewWrite } from './api';
import { FormError } from './FormError';

/** A labelled multi-line text (GM notes). */
export function TextAreaField({ label, value, onChange, hint, error, rows = 3 }: { label: string; value: string; onChange: (value: string) => void; hint?: ReactNode; error?: string | readonly string[] | null; rows?: number }) {
  const id = useId();
  const errors = errorsOf(error);
  const describedBy = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={errors.length > 0 || undefined} aria-describedby={describedBy} />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** "Remove" that asks once more, inline (no dialog): the second click does it. */
export function ConfirmRemove({ label, name, onConfirm, busy, disabled }: { label: string; name: string; onConfirm: () => void; busy?: boolean; disabled?: boolean }) {
  const { t } = useGmT();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="danger" onClick={() => setAsking(true)} disabled={disabled} aria-label={t('common.labelled', { label, name })}>
        {label}
      </Button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={t('common.confirmRemove', { name })}>
      <span>{t('common.confirmRemove', { name })}</span>{' '}
      <Button variant="danger" busy={busy} disabled={disabled} onClick={onConfirm}>
        {t('common.confirm')}
      </Button>{' '}
      <Button variant="ghost" onClick={() => setAsking(false)}>
        {t('common.cancel')}
      </Button>
    </span>
  );
}

/** A small "×" that removes one row of a list editor, named for screen readers. */
export function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-ghost remove-row" onClick={onClick} aria-label={label} title={label}>
      ×
    </button>
  );
}

const removeKey = (kind: string, id: string) => `${kind}-remove:${id}`;

/**
 * Removes one item of the crew (a faction, a cohort, a character) through the crew's write, asked
 * once more; `FormError` with `removeKey` says why it was refused.
 */
export function RemoveItem({ write, kind, path, item, label }: { write: CrewWrite; kind: string; path: string; item: { readonly id: string; readonly name: string }; label: string }) {
  const key = removeKey(kind, item.id);
  return (
    <ConfirmRemove
      label={label}
      name={item.name}
      busy={write.pendingKey === key}
      disabled={write.pendingKey !== null}
      onConfirm={() => void write.send(key, 'DELETE', `${path}/${encodeURIComponent(item.id)}`)}
    />
  );
}

/** The error of an item's removal. */
export function RemoveError({ write, kind, id }: { write: CrewWrite; kind: string; id: string }) {
  return <FormError write={write} formKey={removeKey(kind, id)} />;
}

/**
 * "Add a …": the new item's form, open on demand. Each success keeps it open, cleared (a fresh
 * form), with the focus back on its first field and a polite notice naming what was added
 * (`added(name)`), so the GM adds one item after another; "Done" folds it away.
 */
export function AddItem({ label, added, form }: { label: string; added: (name: string) => string; form: (onAdded: (name: string) => void) => ReactNode }) {
  const { t } = useGmT();
  const [adding, setAdding] = useState(false);
  const [last, setLast] = useState<{ name: string; round: number } | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const round = last?.round ?? 0;
  useEffect(() => {
    if (round === 0) return;
    body.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [round]);
  const close = () => {
    setAdding(false);
    setLast(null);
  };
  return (
    <details
      className="add"
      open={adding}
      onToggle={(e) => {
        if (e.currentTarget.open) setAdding(true);
        else close();
      }}
    >
      <summary>{label}</summary>
      {adding ? (
        <div ref={body}>
          <p className="add-notice" role="status" aria-live="polite">
            {last ? (
              <>
                <span aria-hidden="true">✓ </span>
                {added(last.name)}
              </>
            ) : null}
          </p>
          <Fragment key={round}>{form((name) => setLast({ name, round: round + 1 }))}</Fragment>
          <div className="actions">
            <Button variant="ghost" onClick={close}>
              {t('setup.addDone')}
            </Button>
          </div>
        </div>
      ) : null}
    </details>
  );
}
