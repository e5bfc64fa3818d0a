import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';
import { Field } from './Field';
import { call, ValidationError } from '../lib/api';
import { useGmT } from '../lib/i18nGm';
import { rememberPassphrase } from '../lib/passphraseFlag';
import { useMutation } from '../lib/query';
import { SavedNotice } from './SavedNotice';

/** The API's rule for a passphrase (the contract's `passphraseSchema`: 8 to 1024 characters). */
export const PASSPHRASE_MIN = 8;
export const PASSPHRASE_MAX = 1024;

export interface PassphraseFormProps {
  /** The GM's account (this device then knows it has a passphrase). */
  readonly accountId: string;
  /** The submit button's words (set or change). */
  readonly submitLabel: string;
  readonly onSaved?: () => void;
  readonly idPrefix: string;
  /** More buttons beside the submit one (the home's "Later"). */
  readonly extraActions?: ReactNode;
}

/**
 * Choose (or change) the GM's passphrase (auth.passphrase): the home's invitation after the
 * one-time link, and « Mon compte ». Checked as the GM types (length, the two entries match); on
 * success this device remembers that the account has one.
 */
export function PassphraseForm({ accountId, submitLabel, onSaved, idPrefix, extraActions }: PassphraseFormProps) {
  const { t } = useGmT();
  const [passphrase, setPassphrase] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useMutation((value: string) => call('auth.passphrase', { body: { passphrase: value } }), {
    onSuccess: () => {
      rememberPassphrase(accountId);
      setPassphrase('');
      setConfirm('');
      setSaved(true);
      onSaved?.();
    },
  });
  const tooShort = passphrase.length > 0 && passphrase.length < PASSPHRASE_MIN;
  const tooLong = passphrase.length > PASSPHRASE_MAX;
  const mismatch = confirm.length > 0 && confirm !== passphrase;
  const serverErrors = save.error instanceof ValidationError ? save.error.forField('passphrase') : [];
  const ready = passphrase.length >= PASSPHRASE_MIN && !tooLong && confirm === passphrase;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) void save.mutate(passphrase);
  };

  return (
    <form className="form passphrase-form" onSubmit={submit} noValidate>
      <Field
        id={`${idPrefix}-new`}
        label={t('auth.passphrase.new')}
        type="password"
        autoComplete="new-password"
        value={passphrase}
        onChange={(v) => {
          setPassphrase(v);
          setSaved(false);
        }}
        hint={t('auth.passphrase.help', { min: PASSPHRASE_MIN })}
        error={
          tooShort
            ? t('error.field.min', { min: PASSPHRASE_MIN })
            : tooLong
              ? t('error.field.tooLong', { max: PASSPHRASE_MAX })
              : serverErrors.length > 0
                ? serverErrors
                : null
        }
        required
      />
      <Field
        id={`${idPrefix}-confirm`}
        label={t('auth.passphrase.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(v) => {
          setConfirm(v);
          setSaved(false);
        }}
        error={mismatch ? t('auth.passphrase.mismatch') : null}
        required
      />
      {save.error && !(save.error instanceof ValidationError) ? <ErrorMessage error={save.error} /> : null}
      <div className="actions">
        <Button type="submit" busy={save.pending} disabled={!ready}>
          {save.pending ? t('common.saving') : submitLabel}
        </Button>
        {extraActions}
      </div>
      <SavedNotice message={saved ? t('auth.passphrase.saved') : null} />
    </form>
  );
}
