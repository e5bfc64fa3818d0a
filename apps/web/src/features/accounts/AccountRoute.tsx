import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { PassphraseForm } from '../../components/PassphraseForm';
import { SavedNotice } from '../../components/SavedNotice';
import { conflictOf, ValidationError } from '../../lib/api';
import { useGmT } from '../../lib/i18nGm';
import { rememberAccountName } from '../../lib/passphraseFlag';
import { useMutation } from '../../lib/query';
import { Link } from '../../lib/router';
import { useMe, useSignInRedirect } from '../../lib/session';
import { accountApi, accountCampaignsKey } from './api';
import './accounts.css';

/** The API's cap on an account's name (the contract's accountNameSchema). */
const NAME_MAX = 80;

/** The account's name (account.edit): what the GM signs in with and co-GMs see; 409 when taken. */
function AccountName({ name }: { name: string }) {
  const { t } = useGmT();
  const [value, setValue] = useState(name);
  const [saved, setSaved] = useState(false);
  useEffect(() => setValue(name), [name]);
  const save = useMutation((next: string) => accountApi.rename(next), {
    invalidate: [['me'], accountCampaignsKey],
    onSuccess: (_answer, next) => {
      // The sign-in form starts with the name this device last used.
      rememberAccountName(next);
      setSaved(true);
    },
  });
  const trimmed = value.trim();
  const localError = trimmed === '' ? t('error.field.required') : trimmed.length > NAME_MAX ? t('error.field.tooLong', { max: NAME_MAX }) : null;
  const taken = conflictOf(save.error, 'account.edit') !== null;
  const serverErrors = save.error instanceof ValidationError ? save.error.forField('name') : [];
  const changed = trimmed !== name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (localError || !changed) return;
    setSaved(false);
    void save.mutate(trimmed);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field
        id="account-name"
        label={t('myAccount.name')}
        hint={t('myAccount.name.help')}
        value={value}
        onChange={(v) => {
          setValue(v);
          setSaved(false);
          if (save.error) save.reset();
        }}
        autoComplete="username"
        maxLength={NAME_MAX + 20}
        error={localError ?? (taken ? t('myAccount.name.taken') : serverErrors.length > 0 ? serverErrors : null)}
        required
      />
      {save.error && !taken && serverErrors.length === 0 ? <ErrorMessage error={save.error} /> : null}
      <div className="actions">
        <Button type="submit" busy={save.pending} disabled={localError !== null || !changed}>
          {save.pending ? t('common.saving') : t('common.save')}
        </Button>
      </div>
      <SavedNotice message={saved && !changed ? t('myAccount.name.saved') : null} />
    </form>
  );
}

/** « Mon compte » (`/account`): the account's name and its passphrase. */
export default function AccountRoute() {
  const { t } = useGmT();
  const me = useMe();
  const signingIn = useSignInRedirect(me.error);
  if (signingIn) return <Loading />;
  if (me.data?.kind !== 'gm') return me.error ? <ErrorMessage error={me.error} /> : <Loading />;
  const gm = me.data;
  return (
    <section className="page narrow account" aria-labelledby="account-title">
      <h1 id="account-title">{t('myAccount.title')}</h1>
      {gm.owner ? <p className="muted">{t('myAccount.owner')}</p> : null}
      <section className="card account-section" aria-labelledby="account-name-title">
        <h2 id="account-name-title">{t('invite.name')}</h2>
        <AccountName name={gm.name ?? ''} />
      </section>
      <section className="card account-section" aria-labelledby="account-passphrase-title">
        <h2 id="account-passphrase-title">{t('myAccount.passphrase')}</h2>
        <p className="muted">{t('settings.passphrase.help')}</p>
        <PassphraseForm accountId={gm.accountId ?? ''} idPrefix="account-passphrase" submitLabel={t('auth.passphrase.change')} />
      </section>
      <p>
        <Link href="/campaigns">{t('nav.campaigns')}</Link>
      </p>
    </section>
  );
}
