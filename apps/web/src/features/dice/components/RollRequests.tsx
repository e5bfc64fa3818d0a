import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '@temps-mort/i18n/format';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import { conflictOf } from '../../../lib/api';
import { namesFromCrew, useCrewLive, useCrewSheet } from '../../../lib/crew';
import { signed } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import { crewRollRequestsKey, useCrewRollRequests, withItem } from '../../../lib/players';
import { useMutation, useQuery, useQueryClient } from '../../../lib/query';
import { shareLinksApi, shareLinksKey } from '../../../lib/shareLinks';
import {
  requestsApi,
  rollsKey,
  useCampaign,
  useComplexActions,
  useCrews,
  type CrewSummary,
  type RollRequestRoll,
  type RollRequestView,
  type RollView,
} from '../api';
import { RollCard } from './RollCard';

/** How many requests rolled or cancelled each crew's list shows (the newest). */
const DONE_SHOWN = 5;

type Gm = ReturnType<typeof useGmT>;

/** What a request asks, in words: « Jet d’action, 2 dés », « Test (d100) à 45 % »… */
export function requestWords(roll: RollRequestRoll, { t, term }: Pick<Gm, 't' | 'term'>, complexName: (id: string) => string | null): string {
  switch (roll.kind) {
    case 'd6':
      return t(roll.purpose === 'action' ? 'requests.roll.d6.action' : 'requests.roll.d6.resistance', { pool: roll.pool });
    case 'fortune':
      return t('requests.roll.fortune', { pool: roll.pool, shift: signed(roll.shift) });
    case 'd12': {
      const values = { attribute: term('d12Attribute', roll.attribute), modifier: signed(roll.modifier ?? 0), threshold: roll.threshold };
      return roll.trait ? t('requests.roll.d12.trait', { ...values, trait: roll.trait }) : t('requests.roll.d12', values);
    }
    case 'd100':
      return t('requests.roll.d100', { threshold: roll.threshold });
    case 'complex_action': {
      const name = complexName(roll.complexActionId);
      return name === null ? t('requests.roll.complex.unnamed', { threshold: roll.threshold }) : t('requests.roll.complex', { name, threshold: roll.threshold });
    }
  }
}

/**
 * « Jets demandés » on the dice home: each crew's roll requests (lib/players.ts), pending first
 * with « Annuler la demande », then the latest rolled (the roll itself, RollCard) or cancelled.
 *
 * Live: a crew's stream is opened only while one of its requests waits — the answer is what this
 * list waits for, and on HTTP/1.1 a browser holds six sockets per server, the campaign's stream
 * already one: a stream per crew at all times would starve the page's reads at a table of many
 * crews. A request made from another window shows when this one is back in focus (the list is
 * read again then, as every query is).
 */
export function RollRequests({ campaignId, rolls }: { campaignId: string; rolls: readonly RollView[] | undefined }) {
  const { t } = useGmT();
  const campaign = useCampaign();
  const crews = useCrews(campaignId);
  const list = crews.data ?? [];
  // Named only once one of them asks a complex action's test.
  const [complexAsked, setComplexAsked] = useState(false);
  const complex = useComplexActions(complexAsked ? campaignId : null);
  const complexNames = useMemo(() => new Map((complex.data ?? []).map((c) => [c.id, c.name])), [complex.data]);
  const complexName = (id: string) => complexNames.get(id) ?? null;
  const onComplexAsked = useCallback(() => setComplexAsked(true), []);
  return (
    <section className="card roll-requests" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('requests.title')}</h2>
      <p className="muted">{t('requests.intro')}</p>
      {campaign.data?.players?.roll === false ? (
        <p className="ask-warning">
          <span aria-hidden="true">⚠ </span>
          {t('requests.offNow')}
        </p>
      ) : null}
      {crews.error && !crews.data ? <ErrorMessage error={crews.error} onReload={() => void crews.refetch()} /> : null}
      {!crews.data && !crews.error ? <Loading /> : null}
      {crews.data && list.length === 0 ? <p className="muted">{t('requests.none')}</p> : null}
      {list.map((crew) => (
        <CrewRequests
          key={crew.id}
          crew={crew}
          campaignId={campaignId}
          rolls={rolls}
          named={list.length > 1}
          complexName={complexName}
          onComplexAsked={onComplexAsked}
        />
      ))}
    </section>
  );
}

function CrewRequests({
  crew,
  campaignId,
  rolls,
  named,
  complexName,
  onComplexAsked,
}: {
  crew: CrewSummary;
  campaignId: string;
  rolls: readonly RollView[] | undefined;
  /** Several crews: each list under its crew's name. */
  named: boolean;
  complexName: (id: string) => string | null;
  onComplexAsked: () => void;
}) {
  const gm = useGmT();
  const { t } = gm;
  const client = useQueryClient();
  const requests = useCrewRollRequests(crew.id);
  const sheet = useCrewSheet(crew.id);
  const all = requests.data ?? [];
  const pending = all.filter((r) => r.status === 'pending');
  const done = all.filter((r) => r.status !== 'pending').slice(0, DONE_SHOWN);
  useCrewLive(pending.length > 0 ? crew.id : null);
  // Whom a pending request waits for in vain: a character no link was given to.
  const owner = { crewId: crew.id };
  const links = useQuery(shareLinksKey(owner), (signal) => shareLinksApi.list(owner, signal), { enabled: pending.length > 0 });
  const linked = links.data ? new Set(links.data.filter((l) => l.revokedAt === null && l.characterId !== null).map((l) => l.characterId)) : null;
  const characters = sheet.data?.crew.characters;
  const names = useMemo(() => (sheet.data ? namesFromCrew(sheet.data.crew) : undefined), [sheet.data]);
  const nameOf = (id: string) => characters?.find((c) => c.id === id)?.name ?? null;

  const asksComplex = all.some((r) => r.roll.kind === 'complex_action');
  useEffect(() => {
    if (asksComplex) onComplexAsked();
  }, [asksComplex, onComplexAsked]);
  // A request just rolled (the stream told it): the campaign's last rolls are read again, with its roll.
  const rolledIds = all.filter((r) => r.status === 'rolled').map((r) => r.id).join(',');
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current !== null && seen.current !== rolledIds) void client.invalidate(rollsKey(campaignId));
    seen.current = rolledIds;
  }, [client, campaignId, rolledIds]);

  const headingId = `requests-crew-${crew.id}`;
  const item = (request: RollRequestView) => (
    <RequestItem
      key={request.id}
      request={request}
      campaignId={campaignId}
      who={nameOf(request.characterId)}
      what={requestWords(request.roll, gm, complexName)}
      noLink={request.status === 'pending' && linked !== null && !linked.has(request.characterId)}
      rolls={rolls}
      names={names}
    />
  );
  return (
    <section className="requests-crew" aria-labelledby={named ? headingId : undefined}>
      {named ? <h3 id={headingId}>{crew.name}</h3> : null}
      {requests.error && !requests.data ? <ErrorMessage error={requests.error} onReload={() => void requests.refetch()} /> : null}
      {!requests.data && !requests.error ? <Loading /> : null}
      {requests.data && all.length === 0 ? <p className="muted">{t('requests.none')}</p> : null}
      {pending.length > 0 ? (
        <>
          <h4>{t('requests.pending')}</h4>
          <ul className="request-list" data-testid="requests-pending">
            {pending.map(item)}
          </ul>
        </>
      ) : null}
      {done.length > 0 ? (
        <>
          <h4>{t('requests.done')}</h4>
          <ul className="request-list" data-testid="requests-done">
            {done.map(item)}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * One request: what was asked, of whom, when, the GM's note; pending: « Annuler la demande »
 * (a 409 means it was rolled or cancelled meanwhile: it shows as it is); rolled: its roll.
 */
function RequestItem({
  request,
  campaignId,
  who,
  what,
  noLink,
  rolls,
  names,
}: {
  request: RollRequestView;
  campaignId: string;
  who: string | null;
  what: string;
  noLink: boolean;
  rolls: readonly RollView[] | undefined;
  names: ReturnType<typeof namesFromCrew> | undefined;
}) {
  const { t, lang } = useGmT();
  const key = crewRollRequestsKey(request.crewId);
  const cancel = useMutation(() => requestsApi.cancel(request.id), {
    onSuccess: (answer, _v, client) => client.setData<RollRequestView[]>(key, (old = []) => withItem(old, answer)),
    onError: (error, _v, client) => {
      const current = conflictOf(error, 'rollRequest.cancel');
      if (current) client.setData<RollRequestView[]>(key, (old = []) => withItem(old, current));
    },
  });
  const of = who === null ? t('requests.of.gone') : t('requests.of', { name: who });
  return (
    <li className="request" data-status={request.status}>
      <p className="request-what">
        <strong>{what}</strong>
      </p>
      <p className="muted request-meta">
        {of}{' '}
        <time dateTime={request.createdAt}>{t('requests.askedAt', { time: formatDateTime(request.createdAt, lang) })}</time>
      </p>
      {request.note !== null ? <p className="request-note">{t('requests.noteShown', { note: request.note })}</p> : null}
      {request.status === 'pending' ? (
        <>
          {noLink && who !== null ? (
            <p className="ask-warning">
              <span aria-hidden="true">⚠ </span>
              {t('requests.waitsForLink', { name: who })}
            </p>
          ) : null}
          <div className="actions">
            <Button variant="secondary" busy={cancel.pending} onClick={() => void cancel.mutate(undefined)}>
              {t('requests.cancel')}
              <span className="visually-hidden">
                {' '}
                — {what}, {of}
              </span>
            </Button>
          </div>
          {conflictOf(cancel.error, 'rollRequest.cancel') ? null : <ErrorMessage error={cancel.error} onReload={() => cancel.reset()} />}
        </>
      ) : request.status === 'cancelled' ? (
        <p className="muted">{t('requests.cancelledAt', { time: formatDateTime(request.answeredAt ?? request.createdAt, lang) })}</p>
      ) : (
        <>
          <p className="muted">{t('requests.rolledAt', { time: formatDateTime(request.answeredAt ?? request.createdAt, lang) })}</p>
          {request.rollId !== null ? <RequestRoll rollId={request.rollId} campaignId={campaignId} rolls={rolls} names={names} /> : null}
        </>
      )}
    </li>
  );
}

/** A request's roll: from the campaign's last rolls when listed there, else read alone (roll.read). */
function RequestRoll({ rollId, campaignId, rolls, names }: { rollId: string; campaignId: string; rolls: readonly RollView[] | undefined; names: ReturnType<typeof namesFromCrew> | undefined }) {
  const listed = rolls?.find((r) => r.id === rollId);
  // Under the rolls' key: read again whenever the campaign's rolls are (an undo marks it).
  const read = useQuery([...rollsKey(campaignId), 'read', rollId], (signal) => requestsApi.roll(rollId, signal), { enabled: rolls !== undefined && listed === undefined });
  const roll = listed ?? read.data;
  if (roll) return <RollCard roll={roll} names={names} headingLevel={4} />;
  if (read.error) return <ErrorMessage error={read.error} onReload={() => void read.refetch()} />;
  return rolls === undefined ? null : <Loading />;
}
