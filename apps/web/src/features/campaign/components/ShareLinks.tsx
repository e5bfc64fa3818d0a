import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { Loading } from '../../../components/Loading';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQuery } from '../../../lib/query';
import { campaignApi, shareLinksKey, type CrewSummary, type IssuedShareLink, type ShareLink } from '../api';
import { InlineConfirm } from './InlineConfirm';
import { IssuedLink } from './IssuedLink';

const LABEL_MAX = 80;

function dateTime(iso: string, locale: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)) : iso;
}

function LinkRow({ link, onIssued }: { link: ShareLink; onIssued: (link: IssuedShareLink) => void }) {
  const { t, locale } = useGmT();
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const key = shareLinksKey(link.crewId);
  const rotate = useMutation(() => campaignApi.rotateShareLink(link.id), {
    invalidate: [key],
    onSuccess: (issued) => {
      setAsking(null);
      onIssued(issued);
    },
  });
  const revoke = useMutation(() => campaignApi.revokeShareLink(link.id), { invalidate: [key], onSuccess: () => setAsking(null) });
  const label = link.label ?? t('share.unnamed');
  const revoked = link.revokedAt !== null;
  return (
    <li className="row share-row" data-revoked={revoked || undefined}>
      <div className="share-row-text">
        <strong>{label}</strong>{' '}
        <span className="muted">{t('share.createdAt', { time: dateTime(link.createdAt, locale) })}</span>{' '}
        {revoked ? (
          <span className="badge share-badge-revoked">
            <span aria-hidden="true">✕ </span>
            {t('share.revokedAt', { time: dateTime(link.revokedAt ?? '', locale) })}
          </span>
        ) : (
          <span className="badge share-badge-active">
            <span aria-hidden="true">● </span>
            {t('share.active')}
          </span>
        )}
      </div>
      {!revoked && asking === null ? (
        <div className="actions">
          <Button variant="secondary" onClick={() => setAsking('rotate')} title={t('share.rotate.help')}>
            {t('share.rotate')}
            <span className="visually-hidden"> — {label}</span>
          </Button>
          <Button variant="danger" onClick={() => setAsking('revoke')}>
            {t('share.revoke')}
            <span className="visually-hidden"> — {label}</span>
          </Button>
        </div>
      ) : null}
      {asking === 'rotate' ? (
        <InlineConfirm
          question={t('share.rotate.confirm', { label })}
          confirmLabel={t('share.rotate')}
          busy={rotate.pending}
          onConfirm={() => void rotate.mutate(undefined)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {asking === 'revoke' ? (
        <InlineConfirm
          question={t('share.revoke.confirm', { label })}
          confirmLabel={t('share.revoke')}
          danger
          busy={revoke.pending}
          onConfirm={() => void revoke.mutate(undefined)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {rotate.error || revoke.error ? <ErrorMessage error={rotate.error ?? revoke.error} /> : null}
    </li>
  );
}

/** One crew's links: create (label), the link just issued with its QR code, the list (rotate, revoke). */
export function CrewShareLinks({ crew }: { crew: CrewSummary }) {
  const { t } = useGmT();
  const key = shareLinksKey(crew.id);
  const links = useQuery(key, (signal) => campaignApi.shareLinks(crew.id, signal));
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<IssuedShareLink | null>(null);
  const create = useMutation((value: string) => campaignApi.createShareLink(crew.id, value), {
    invalidate: [key],
    onSuccess: (link) => {
      setIssued(link);
      setLabel('');
    },
  });
  const tooLong = label.trim().length > LABEL_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) void create.mutate(label);
  };
  const active = (links.data ?? []).filter((l) => l.revokedAt === null);
  const revoked = (links.data ?? []).filter((l) => l.revokedAt !== null);
  const headingId = `share-crew-${crew.id}`;
  return (
    <section className="share-crew card" aria-labelledby={headingId}>
      <h3 id={headingId}>{crew.name}</h3>
      <form className="share-create" onSubmit={submit} noValidate>
        <Field
          id={`share-label-${crew.id}`}
          label={t('share.label')}
          value={label}
          onChange={(v) => {
            setLabel(v);
            create.reset();
          }}
          error={tooLong ? t('error.field.tooLong', { max: LABEL_MAX }) : null}
          autoComplete="off"
        />
        <Button type="submit" busy={create.pending} disabled={tooLong}>
          {create.pending ? t('share.creating') : t('share.create')}
        </Button>
      </form>
      {create.error ? <ErrorMessage error={create.error} fieldLabels={{ label: t('share.label') }} /> : null}
      {issued ? <IssuedLink link={issued} onClose={() => setIssued(null)} /> : null}
      {links.error && !links.data ? <ErrorMessage error={links.error} /> : null}
      {links.data === undefined && !links.error ? <Loading /> : null}
      {links.data && links.data.length === 0 ? <p className="muted">{t('share.none')}</p> : null}
      {active.length > 0 ? (
        <ul className="rows">
          {active.map((link) => (
            <LinkRow key={link.id} link={link} onIssued={setIssued} />
          ))}
        </ul>
      ) : null}
      {revoked.length > 0 ? (
        <details className="share-revoked">
          <summary>{t('share.revokedLinks', { count: revoked.length })}</summary>
          <ul className="rows">
            {revoked.map((link) => (
              <LinkRow key={link.id} link={link} onIssued={setIssued} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** Share links, crew by crew. */
export function ShareLinks({ crews }: { crews: readonly CrewSummary[] | undefined }) {
  const { t } = useGmT();
  if (crews === undefined) return <Loading />;
  if (crews.length === 0) return <p className="muted">{t('share.noCrew')}</p>;
  return (
    <div className="share-crews">
      {crews.map((crew) => (
        <CrewShareLinks key={crew.id} crew={crew} />
      ))}
    </div>
  );
}
