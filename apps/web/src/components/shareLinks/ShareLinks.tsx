import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { CrewSummary, PlayerPermissions } from '@temps-mort/contract';
import { formatList } from '@temps-mort/i18n/format';
import { Button } from '../Button';
import { ErrorMessage } from '../ErrorMessage';
import { Field } from '../Field';
import { Loading } from '../Loading';
import { SelectField } from '../SelectField';
import { useCampaign } from '../../lib/campaign';
import { useCrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import { useWizards } from '../../lib/ledger';
import { useMutation, useQuery } from '../../lib/query';
import { usePlayedSystems } from '../../lib/systems';
import { ownerOf, shareLinksApi, shareLinksKey, type IssuedShareLink, type ShareLink } from '../../lib/shareLinks';
import './shareLinks.css';
import { InlineConfirm } from './InlineConfirm';
import { IssuedLink } from './IssuedLink';

const LABEL_MAX = 80;

function dateTime(iso: string, locale: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)) : iso;
}

/** Whom and what a link names, in words (nothing while the names load). */
function namedBy(link: ShareLink, characters: ReadonlyMap<string, string> | null, wizards: ReadonlyMap<string, string> | null, t: ReturnType<typeof useGmT>['t']): string[] {
  const out: string[] = [];
  if (link.characterId !== null && characters) {
    const name = characters.get(link.characterId);
    out.push(name === undefined ? t('share.for.gone') : t('share.for', { name }));
  }
  if (link.wizardId !== null && wizards) {
    const wizard = wizards.get(link.wizardId);
    out.push(wizard === undefined ? t('share.follows.gone') : t('share.follows', { wizard }));
  }
  return out;
}

/** What the campaign lets a character's player do, in the settings' order. */
const ACTS = ['propose', 'roll', 'editTexts'] as const satisfies readonly (keyof PlayerPermissions)[];

/**
 * What a crew's link lets its holder do (issue 36), per the campaign's switches: a link given to a
 * character acts for them (« Ce lien permet à Alice de proposer ses activités… »), a crew link only
 * watches. Null while a name or the switches load, for a revoked link, and for a character gone.
 */
function mayWords(
  link: ShareLink,
  characters: ReadonlyMap<string, string> | null,
  players: PlayerPermissions | null,
  { t, lang }: Pick<ReturnType<typeof useGmT>, 't' | 'lang'>,
): string | null {
  if (link.revokedAt !== null) return null;
  if (link.characterId === null) return t('requests.share.watchOnly');
  const name = characters?.get(link.characterId);
  if (name === undefined || players === null) return null;
  const acts = ACTS.filter((a) => players[a]).map((a) => t(`requests.share.may.${a}`));
  return acts.length === 0 ? t('requests.share.may.nothing', { name }) : t('requests.share.may', { name, list: formatList(acts, lang) });
}

function LinkRow({ link, named, may = null, onIssued }: { link: ShareLink; named: readonly string[]; may?: string | null; onIssued: (link: IssuedShareLink) => void }) {
  const { t, locale } = useGmT();
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const key = shareLinksKey(ownerOf(link));
  const rotate = useMutation(() => shareLinksApi.rotate(link.id), {
    invalidate: [key],
    onSuccess: (issued) => {
      setAsking(null);
      onIssued(issued);
    },
  });
  const revoke = useMutation(() => shareLinksApi.revoke(link.id), { invalidate: [key], onSuccess: () => setAsking(null) });
  const label = link.label ?? t('share.unnamed');
  const revoked = link.revokedAt !== null;
  return (
    <li className="row share-row" data-revoked={revoked || undefined}>
      <div className="share-row-text">
        <strong>{label}</strong>{' '}
        {named.map((words) => (
          <span key={words} className="share-named">
            {words}
          </span>
        ))}{' '}
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
      {may !== null ? <p className="share-may muted">{may}</p> : null}
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

/** A link's name (whom it was given to), capped as the API caps it. */
function LabelField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useGmT();
  return (
    <Field
      id={id}
      label={t('share.label')}
      value={value}
      onChange={onChange}
      error={value.trim().length > LABEL_MAX ? t('error.field.tooLong', { max: LABEL_MAX }) : null}
      autoComplete="off"
    />
  );
}

/** The links of a crew or a wizard: the active ones, then the revoked ones behind a disclosure. */
function LinkList({ links, row }: { links: { data?: readonly ShareLink[] | undefined; error?: unknown }; row: (link: ShareLink) => ReactNode }) {
  const { t } = useGmT();
  const active = (links.data ?? []).filter((l) => l.revokedAt === null);
  const revoked = (links.data ?? []).filter((l) => l.revokedAt !== null);
  return (
    <>
      {links.error && !links.data ? <ErrorMessage error={links.error} /> : null}
      {links.data === undefined && !links.error ? <Loading /> : null}
      {links.data && links.data.length === 0 ? <p className="muted">{t('share.none')}</p> : null}
      {active.length > 0 ? <ul className="rows">{active.map(row)}</ul> : null}
      {revoked.length > 0 ? (
        <details className="share-revoked">
          <summary>{t('share.revokedLinks', { count: revoked.length })}</summary>
          <ul className="rows">{revoked.map(row)}</ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * One crew's links: create (a label, the character it is for, the wizard whose ledger it follows),
 * the link just issued with its QR code, the list (whom and what each names, what it lets its
 * holder do; rotate, revoke).
 */
export function CrewShareLinks({ crew, campaignId }: { crew: CrewSummary; campaignId: string }) {
  const gm = useGmT();
  const { t } = gm;
  const owner = { crewId: crew.id };
  const key = shareLinksKey(owner);
  const links = useQuery(key, (signal) => shareLinksApi.list(owner, signal));
  // The names a link may be given: the crew's characters, the campaign's wizards (at a Frostgrave table).
  const sheet = useCrewSheet(crew.id);
  const followsLedgers = usePlayedSystems().plays('frostgrave');
  const wizards = useWizards(followsLedgers ? campaignId : null);
  // What a character's link may do: the campaign's switches (read once by every GM screen).
  const campaign = useCampaign();
  const players = campaign.data ? (campaign.data.players ?? null) : null;
  const characters = sheet.data?.crew.characters ?? [];
  const wizardList = wizards.data ?? [];
  const characterNames = sheet.data ? new Map(characters.map((c) => [c.id, c.name])) : null;
  const wizardNames = wizards.data ? new Map(wizardList.map((w) => [w.id, w.name])) : null;
  const [label, setLabel] = useState('');
  const [characterId, setCharacterId] = useState('');
  const [wizardId, setWizardId] = useState('');
  const [issued, setIssued] = useState<IssuedShareLink | null>(null);
  const create = useMutation((link: { label: string; characterId: string | null; wizardId: string | null }) => shareLinksApi.create(owner, link), {
    invalidate: [key],
    onSuccess: (link) => {
      setIssued(link);
      setLabel('');
      setCharacterId('');
      setWizardId('');
    },
  });
  const tooLong = label.trim().length > LABEL_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) void create.mutate({ label, characterId: characterId || null, wizardId: wizardId || null });
  };
  const row = (link: ShareLink) => (
    <LinkRow key={link.id} link={link} named={namedBy(link, characterNames, wizardNames, t)} may={mayWords(link, characterNames, players, gm)} onIssued={setIssued} />
  );
  const headingId = `share-crew-${crew.id}`;
  return (
    <section className="share-crew card" aria-labelledby={headingId}>
      <h3 id={headingId}>{crew.name}</h3>
      <form className="share-create" onSubmit={submit} noValidate>
        <LabelField
          id={`share-label-${crew.id}`}
          value={label}
          onChange={(v) => {
            setLabel(v);
            create.reset();
          }}
        />
        {characters.length > 0 ? (
          <SelectField
            id={`share-character-${crew.id}`}
            label={t('share.character')}
            hint={t('share.character.help')}
            value={characterId}
            onChange={(v) => {
              setCharacterId(v);
              create.reset();
            }}
            placeholder={t('share.character.none')}
            options={characters.map((c) => ({ value: c.id, label: c.name }))}
          />
        ) : null}
        {followsLedgers && wizardList.length > 0 ? (
          <SelectField
            id={`share-wizard-${crew.id}`}
            label={t('share.wizard')}
            hint={t('share.wizard.help')}
            value={wizardId}
            onChange={(v) => {
              setWizardId(v);
              create.reset();
            }}
            placeholder={t('share.wizard.none')}
            options={wizardList.map((w) => ({ value: w.id, label: w.name }))}
          />
        ) : null}
        <Button type="submit" busy={create.pending} disabled={tooLong}>
          {create.pending ? t('share.creating') : t('share.create')}
        </Button>
      </form>
      {create.error ? (
        <ErrorMessage error={create.error} fieldLabels={{ label: t('share.label'), characterId: t('share.character'), wizardId: t('share.wizard') }} />
      ) : null}
      {issued ? <IssuedLink link={issued} onClose={() => setIssued(null)} /> : null}
      <LinkList links={links} row={row} />
    </section>
  );
}

/** Share links, crew by crew (`campaignId`: whose wizards a link may follow). */
export function ShareLinks({ crews, campaignId }: { crews: readonly CrewSummary[] | undefined; campaignId: string }) {
  const { t } = useGmT();
  if (crews === undefined) return <Loading />;
  if (crews.length === 0) return <p className="muted">{t('share.noCrew')}</p>;
  return (
    <div className="share-crews">
      {crews.map((crew) => (
        <CrewShareLinks key={crew.id} crew={crew} campaignId={campaignId} />
      ))}
    </div>
  );
}

/**
 * A wizard's own links (a Frostgrave table without a crew: the link opens this ledger only, live):
 * create one with a label, the link just issued with its QR code, the list (rotate, revoke).
 */
export function WizardShareLinks({ wizard }: { wizard: { readonly id: string; readonly name: string } }) {
  const { t } = useGmT();
  const owner = { wizardId: wizard.id };
  const key = shareLinksKey(owner);
  const links = useQuery(key, (signal) => shareLinksApi.list(owner, signal));
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<IssuedShareLink | null>(null);
  const create = useMutation((name: string) => shareLinksApi.create(owner, { label: name }), {
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
  const row = (link: ShareLink) => <LinkRow key={link.id} link={link} named={[]} onIssued={setIssued} />;
  return (
    <section className="share-crew card" aria-labelledby="share-wizard">
      <h2 id="share-wizard">{t('share.wizardLinks')}</h2>
      <p className="muted">{t('share.wizardLinks.help', { wizard: wizard.name })}</p>
      <form className="share-create" onSubmit={submit} noValidate>
        <LabelField
          id={`share-label-${wizard.id}`}
          value={label}
          onChange={(v) => {
            setLabel(v);
            create.reset();
          }}
        />
        <Button type="submit" busy={create.pending} disabled={tooLong}>
          {create.pending ? t('share.creating') : t('share.create')}
        </Button>
      </form>
      {create.error ? <ErrorMessage error={create.error} fieldLabels={{ label: t('share.label') }} /> : null}
      {issued ? <IssuedLink link={issued} onClose={() => setIssued(null)} /> : null}
      <LinkList links={links} row={row} />
    </section>
  );
}
