import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { Field } from '../Field';
import { InlineConfirm } from '../shareLinks/InlineConfirm';
import { OneTimeLink } from '../shareLinks/OneTimeLink';
import { useGmT } from '../../lib/i18nGm';
import { dateTime, invitesApi, invitesKey, invitesOf, type InviteView } from '../../lib/invites';
import { useMutation, useQuery } from '../../lib/query';
import '../shareLinks/shareLinks.css';

/** The API's cap on a label (the contract's inviteCreateSchema). */
const LABEL_MAX = 80;

interface Issued {
  readonly url: string;
  readonly invite: InviteView;
}

/** An invitation just made: its address and QR code, shown once; it says it works once, until when. */
function IssuedInvite({ issued, onClose }: { issued: Issued; onClose: () => void }) {
  const { t, locale } = useGmT();
  const label = issued.invite.label;
  return (
    <OneTimeLink
      url={issued.url}
      linkId={issued.invite.id}
      words={{
        title: label ? t('invites.issued.for', { label }) : t('invites.issued'),
        warning: t('invites.issued.once', { date: dateTime(issued.invite.expiresAt, locale) }),
        urlLabel: t('invites.issued'),
        qrAlt: t('invites.qr.alt'),
        qrCaption: t('invites.qr'),
      }}
      onClose={onClose}
    />
  );
}

/** One invitation: whom it was for, where it stands, and « Révoquer » while it waits. */
function InviteRow({ invite }: { invite: InviteView }) {
  const { t, locale } = useGmT();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation(() => invitesApi.revoke(invite.id), { invalidate: [invitesKey] });
  const status =
    invite.status === 'pending'
      ? t('invites.status.pending', { date: dateTime(invite.expiresAt, locale) })
      : invite.status === 'used'
        ? invite.usedBy
          ? t('invites.status.used', { name: invite.usedBy })
          : t('invites.status.usedNoName')
        : invite.status === 'revoked'
          ? t('invites.status.revoked')
          : t('invites.status.expired');
  return (
    <li className="row invite-row" data-status={invite.status}>
      <span className="share-row-text">
        <strong>{invite.label ?? t('invites.unnamed')}</strong>
        <span className={invite.status === 'pending' ? 'badge share-badge-active' : 'badge'}>{status}</span>
      </span>
      {invite.status === 'pending' && !confirming ? (
        <span className="actions">
          <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t('invites.revokeNamed', { label: invite.label ?? t('invites.unnamed') })}>
            {t('invites.revoke')}
          </Button>
        </span>
      ) : null}
      {confirming ? (
        <InlineConfirm
          question={t('invites.revoke.confirm')}
          confirmLabel={t('invites.revoke')}
          danger
          busy={revoke.pending}
          onConfirm={() => void revoke.mutate(undefined).then((done) => done !== undefined && setConfirming(false))}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {revoke.error ? <ErrorMessage error={revoke.error} /> : null}
    </li>
  );
}

export interface InvitesProps {
  /** Invitations to co-run this campaign; null: GMs invited to the server. */
  readonly campaignId: string | null;
  /** The button's words (« Inviter un MJ », « Inviter un co-MJ »). */
  readonly inviteLabel: string;
  readonly idPrefix: string;
}

/**
 * Invite someone (invite.create: an optional label for the maker's own memory), show the link
 * once, and list this list's invitations with their status; a pending one can be revoked.
 */
export function Invites({ campaignId, inviteLabel, idPrefix }: InvitesProps) {
  const { t } = useGmT();
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<Issued | null>(null);
  const invites = useQuery(invitesKey, (signal) => invitesApi.list(signal));
  const create = useMutation(() => invitesApi.create({ ...(campaignId ? { campaignId } : {}), label }), {
    invalidate: [invitesKey],
    onSuccess: (answer) => {
      setIssued({ url: answer.url, invite: answer.invite });
      setLabel('');
    },
  });
  const tooLong = label.trim().length > LABEL_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) void create.mutate(undefined);
  };
  const list = invitesOf(invites.data?.invites, campaignId);
  return (
    <div className="invites">
      <form className="share-create" onSubmit={submit} noValidate>
        <Field
          id={`${idPrefix}-label`}
          label={t('invites.label')}
          hint={t('invites.label.hint')}
          value={label}
          onChange={setLabel}
          maxLength={LABEL_MAX + 20}
          error={tooLong ? t('error.field.tooLong', { max: LABEL_MAX }) : null}
        />
        <Button type="submit" busy={create.pending} disabled={tooLong}>
          {create.pending ? t('invites.creating') : inviteLabel}
        </Button>
      </form>
      {create.error ? <ErrorMessage error={create.error} fieldLabels={{ label: t('invites.label') }} /> : null}
      {issued ? <IssuedInvite issued={issued} onClose={() => setIssued(null)} /> : null}
      <h3 className="invites-title">{t('invites.list')}</h3>
      {invites.error && !invites.data ? <ErrorMessage error={invites.error} /> : null}
      {invites.data && list.length === 0 ? <p className="muted">{t('invites.none')}</p> : null}
      {list.length > 0 ? (
        <ul className="rows">
          {list.map((invite) => (
            <InviteRow key={invite.id} invite={invite} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
