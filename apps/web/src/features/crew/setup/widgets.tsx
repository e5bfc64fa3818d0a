import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { errorsOf } from '../../../components/Field';
import { useGmT } from '../../../lib/i18nGm';
import { draftBody, itemParams, listWrite, type CrewListName, type CrewWrite } from './api';
import { FormError } from './FormError';
import { hasErrors, type FieldErrors } from './validate';

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
 * Removes one item of the crew (a faction, a cohort, a character, a clock) through the crew's
 * write, asked once more; `FormError` with `removeKey` says why it was refused.
 */
export function RemoveItem({ write, kind, item, label }: { write: CrewWrite; kind: CrewListName; item: { readonly id: string; readonly name: string }; label: string }) {
  const key = removeKey(kind, item.id);
  return (
    <ConfirmRemove
      label={label}
      name={item.name}
      busy={write.pendingKey === key}
      disabled={write.pendingKey !== null}
      onConfirm={() => void write.send(key, listWrite(kind, 'remove'), { params: itemParams(kind, item.id) })}
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

interface Item {
  readonly id: string;
  readonly name: string;
}

/**
 * The rows of a list editor (factions, cohorts, clocks): each item as `row` draws it, with Edit and
 * Remove; the one being edited is its form instead (`form(item, done)`), one at a time.
 */
export function ItemRows<T extends Item>({
  items,
  write,
  kind,
  removeLabel,
  rowClass,
  row,
  form,
}: {
  items: readonly T[];
  write: CrewWrite;
  /** The list (`faction`, `cohort`, `clock`): its writes, and what the removal's key and error are named after. */
  kind: CrewListName;
  removeLabel: string;
  rowClass?: string;
  row: (item: T) => ReactNode;
  form: (item: T, done: () => void) => ReactNode;
}) {
  const { t } = useGmT();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <ul className="rows">
      {items.map((item) =>
        editing === item.id ? (
          <li key={item.id} className="row-form">
            {form(item, () => setEditing(null))}
          </li>
        ) : (
          <li key={item.id} className={rowClass ? `row ${rowClass}` : 'row'}>
            {row(item)}
            <span className="row-actions">
              <Button variant="secondary" onClick={() => setEditing(item.id)} aria-label={t('setup.editNamed', { name: item.name })}>
                {t('common.edit')}
              </Button>
              <RemoveItem write={write} kind={kind} item={item} label={removeLabel} />
            </span>
            <RemoveError write={write} kind={kind} id={item.id} />
          </li>
        ),
      )}
    </ul>
  );
}

/** The write key of an item's form: its own while edited, the list's "new" one while added. */
export const itemFormKey = (kind: string, item: Item | undefined): string => (item ? `${kind}:${item.id}` : `${kind}-new`);

/**
 * The form of one item of list `list`, new (`crew.<list>.add`) or edited (`crew.<list>.edit`) with `body`.
 * Held back while the rules' check of the body finds `errors`. Saved: the draft is the saved one
 * (`saved`), a new item is announced by its name (`onAdded`), an edited one closes (`onDone`).
 */
export function ItemForm({
  write,
  formKey,
  list,
  item,
  body,
  name,
  errors,
  saved,
  onDone,
  onAdded,
  addLabel,
  saveLabel,
  fieldLabels,
  children,
}: {
  write: CrewWrite;
  formKey: string;
  list: CrewListName;
  item: Item | undefined;
  /** As the form holds it: the rules' schema checked it (`errors`), the API checks it again. */
  body: Readonly<Record<string, unknown>>;
  /** The name the GM typed (announced once added). */
  name: string;
  errors: FieldErrors;
  saved: () => void;
  onDone: (() => void) | undefined;
  onAdded: ((name: string) => void) | undefined;
  addLabel: string;
  saveLabel: string;
  fieldLabels?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const { t } = useGmT();
  const save = async () => {
    const ok = item
      ? await write.send(formKey, listWrite(list, 'edit'), { params: itemParams(list, item.id), body: draftBody(body) })
      : await write.send(formKey, listWrite(list, 'add'), { body: draftBody(body) });
    if (ok) {
      saved();
      if (!item) onAdded?.(name.trim());
      onDone?.();
    }
  };
  return (
    <form
      className="item-form"
      aria-label={item ? t('setup.editNamed', { name: item.name }) : addLabel}
      onSubmit={(e) => {
        e.preventDefault();
        if (!hasErrors(errors)) void save();
      }}
    >
      {children}
      <FormError write={write} formKey={formKey} {...(fieldLabels ? { fieldLabels } : {})} />
      <div className="actions">
        <Button type="submit" busy={write.pendingKey === formKey} disabled={hasErrors(errors) || write.pendingKey !== null}>
          {item ? saveLabel : addLabel}
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
