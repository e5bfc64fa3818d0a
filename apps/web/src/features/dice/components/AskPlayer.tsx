import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { Loading } from '../../../components/Loading';
import { SelectField } from '../../../components/SelectField';
import { useCrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import { crewRollRequestsKey, withItem } from '../../../lib/players';
import { useMutation, useQuery } from '../../../lib/query';
import { Link } from '../../../lib/router';
import { shareLinksApi, shareLinksKey } from '../../../lib/shareLinks';
import { requestsApi, useCampaign, type CrewSummary, type RollRequestRoll, type RollRequestView } from '../api';

/** A character the request is for, fixed by the screen (the d12 action's PC). */
export interface AskedCharacter {
  readonly crewId: string;
  readonly id: string;
  readonly name: string;
}

/**
 * « Demander à un joueur », beside a tool's « Lancer »: a toggle whose panel (AskPlayer) opens
 * under the form's buttons. `button` goes in the form's `.actions`, `panel(…)` after them.
 */
export function useAskToggle(): { readonly open: boolean; readonly button: ReactNode; readonly panelId: string } {
  const { t } = useGmT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const button = (
    <Button variant="secondary" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
      {t('requests.ask')}
    </Button>
  );
  return { open, button, panelId };
}

/** Whether the crew's links (crew.shareLinks) give one, not revoked, to `characterId`: null while unknown. */
export function useHasLink(crewId: string | null, characterId: string | null): boolean | null {
  const owner = { crewId: crewId ?? '' };
  const links = useQuery(shareLinksKey(owner), (signal) => shareLinksApi.list(owner, signal), { enabled: crewId !== null && characterId !== null });
  if (!links.data || characterId === null) return null;
  return links.data.some((l) => l.characterId === characterId && l.revokedAt === null);
}

/**
 * The panel that asks a crew's character for the roll the tool is set to (`roll`: null while a
 * field is wrong): the character (the screen's own, or one picked crew by crew), a note, send —
 * `rollRequest.create`. Only while the campaign lets players roll (else how to switch it on); a
 * character no link was given to gets the request too, said so (it waits for a link).
 *
 * Not a form: it sits inside the tool's form, whose Enter must not roll the dice from here. A note
 * too long is the server's 400, naming the field (the contract's bound is not copied here).
 */
export function AskPlayer({
  id,
  roll,
  crews,
  character = null,
  crewOnly = null,
  why = '',
}: {
  id: string;
  roll: RollRequestRoll | null;
  crews: readonly CrewSummary[];
  /** The screen's character (the request goes to them), or null: the GM picks one. */
  character?: AskedCharacter | null;
  /** Only this crew's characters (a crew's complex action), or null: every crew of the campaign. */
  crewOnly?: string | null;
  /** What the tool's form says the roll is for: the player reads it when the note is left empty. */
  why?: string;
}) {
  const { t } = useGmT();
  const titleId = useId();
  const campaign = useCampaign();
  const crewList = crewOnly === null ? crews : crews.filter((c) => c.id === crewOnly);
  const [crewPicked, setCrewPicked] = useState('');
  const [characterPicked, setCharacterPicked] = useState('');
  const [purpose, setPurpose] = useState<'action' | 'resistance'>('action');
  const [note, setNote] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // No default crew kept once gone: the one picked while listed, else the first.
  const crewId = character?.crewId ?? (crewList.some((c) => c.id === crewPicked) ? crewPicked : (crewList[0]?.id ?? null));
  const sheet = useCrewSheet(character === null ? crewId : null);
  const cast = sheet.data?.crew.characters ?? [];
  // No PC chosen for the GM (issue 34): the one they pick.
  const picked = character ?? (cast.some((c) => c.id === characterPicked) ? { crewId: crewId ?? '', id: characterPicked, name: cast.find((c) => c.id === characterPicked)?.name ?? '' } : null);
  const hasLink = useHasLink(picked?.crewId ?? null, picked?.id ?? null);
  const asked: RollRequestRoll | null = roll?.kind === 'd6' ? { ...roll, purpose } : roll;
  // The request just sent is not sent twice by a second click: the button waits for another roll or character.
  const asking = JSON.stringify([picked?.id ?? null, asked]);
  const [sentAsking, setSentAsking] = useState<string | null>(null);

  const send = useMutation(
    (body: { crewId: string; characterId: string; roll: RollRequestRoll; note: string }) =>
      requestsApi.create(body.crewId, { characterId: body.characterId, roll: body.roll, ...(body.note.trim() ? { note: body.note.trim() } : {}) }),
    {
      onSuccess: (request, _vars, client) => {
        // In the crew's list at once (the stream says it too, to the other screens).
        const key = crewRollRequestsKey(request.crewId);
        if (client.getData(key) !== undefined) client.setData<RollRequestView[]>(key, (old = []) => withItem(old, request));
        setNote('');
      },
    },
  );
  const submit = () => {
    if (picked === null || asked === null || send.pending || sentAsking === asking) return;
    setSentTo(null);
    const sending = asking;
    void send.mutate({ crewId: picked.crewId, characterId: picked.id, roll: asked, note: note.trim() || why }).then((done) => {
      if (!done) return;
      setSentTo(picked.name);
      setSentAsking(sending);
    });
  };
  // Enter in the note sends the request, never the tool's roll.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      submit();
    }
  };

  const allowed = campaign.data?.players?.roll !== false;
  return (
    <div id={id} className="ask-player" role="group" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h3 id={titleId}>{t('requests.ask.title')}</h3>
      {!allowed ? (
        <>
          <p>{t('requests.off')}</p>
          <p>
            <Link href="/settings#settings-players">{t('requests.off.settings')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="muted small">{t('requests.ask.intro')}</p>
          {roll?.kind === 'd6' ? (
            <fieldset className="radios">
              <legend>{t('requests.kind')}</legend>
              {(['action', 'resistance'] as const).map((p) => (
                <label key={p} className="radio">
                  <input type="radio" name={`${id}-purpose`} checked={purpose === p} onChange={() => setPurpose(p)} /> {t(`requests.kind.${p}`)}
                </label>
              ))}
            </fieldset>
          ) : null}
          {character !== null ? (
            <p>{t('requests.character.fixed', { name: character.name })}</p>
          ) : crewList.length === 0 ? (
            <p className="muted">{t('requests.character.none')}</p>
          ) : (
            <div className="form-row">
              {crewList.length > 1 ? (
                <SelectField
                  label={t('dice.crew')}
                  value={crewId ?? ''}
                  onChange={(v) => {
                    setCrewPicked(v);
                    setCharacterPicked('');
                    setSentTo(null);
                  }}
                  options={crewList.map((c) => ({ value: c.id, label: c.name }))}
                />
              ) : null}
              {sheet.data ? (
                cast.length > 0 ? (
                  <SelectField
                    label={t('requests.character')}
                    value={picked?.id ?? ''}
                    placeholder={t('common.select')}
                    onChange={(v) => {
                      setCharacterPicked(v);
                      setSentTo(null);
                    }}
                    options={cast.map((c) => ({ value: c.id, label: c.name }))}
                  />
                ) : (
                  <p className="muted">{t(crewList.length > 1 ? 'requests.character.noneInCrew' : 'requests.character.none')}</p>
                )
              ) : sheet.error ? (
                <ErrorMessage error={sheet.error} onReload={() => void sheet.refetch()} />
              ) : (
                <Loading />
              )}
            </div>
          )}
          {picked !== null && hasLink === false ? (
            <p className="ask-warning" data-testid="ask-no-link">
              <span aria-hidden="true">⚠ </span>
              {t('requests.noLink', { name: picked.name })} <Link href="/settings#settings-share">{t('requests.noLink.give')}</Link>
            </p>
          ) : null}
          <Field
            label={t('requests.note')}
            value={note}
            onChange={(v) => {
              setNote(v);
              setSentTo(null);
            }}
            placeholder={why.trim() || t('requests.note.placeholder')}
            autoComplete="off"
          />
          <div className="actions">
            <Button busy={send.pending} disabled={picked === null || asked === null || sentAsking === asking} onClick={submit}>
              {send.pending ? t('requests.sending') : t('requests.send')}
            </Button>
          </div>
          <ErrorMessage error={send.error} fieldLabels={{ note: t('requests.note'), characterId: t('requests.character') }} />
        </>
      )}
      <p role="status" className="ask-sent">
        {sentTo !== null ? (
          <>
            <span aria-hidden="true">✓ </span>
            {t('requests.sent', { name: sentTo })} <Link href="/dice">{t('requests.sent.follow')}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
