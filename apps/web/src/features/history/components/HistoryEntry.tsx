import type { Reason } from '@temps-mort/rules';
import type { ReactNode } from 'react';
import { ReasonList } from '../../../components/ReasonList';
import type { NameLookup } from '../../../lib/i18n';
import { useGmT } from '../../../lib/i18nGm';
import type { HistoryEvent, HistoryRoll } from '../api';

const reasonKey = (r: Reason) => JSON.stringify([r.rule, r.code, r.values]);

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** "12 March 2026, 14:05" in the user's language. */
function dateTime(iso: string, locale: string): string | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** What the step was about, beyond its type: the character, the activity. */
function useSubject(event: HistoryEvent, names: NameLookup | undefined): string | null {
  const { term } = useGmT();
  const payload = event.payload;
  const parts: string[] = [];
  const characterId = str(payload.characterId);
  if (characterId) parts.push(names?.character?.(characterId) ?? characterId);
  const activity = payload.activity;
  if (activity && typeof activity === 'object' && 'kind' in activity) {
    const kind = str((activity as { kind?: unknown }).kind);
    if (kind) parts.push(term('activity', kind));
  }
  const name = str(payload.name);
  if (name && parts.length === 0) parts.push(name);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function RollItem({ roll, shown, names }: { roll: HistoryRoll; shown: ReadonlySet<string>; names: NameLookup | undefined }) {
  const { t, term, purpose } = useGmT();
  // The step's reasons already tell most of the roll's: only the others are listed again.
  const own = roll.reasons.filter((r) => !shown.has(reasonKey(r)));
  return (
    <li className="history-roll" data-hidden={roll.hidden || undefined} data-undone={roll.undone || undefined}>
      <p className="roll-head">
        <strong>{purpose(roll.purpose)}</strong>
        {roll.who ? <span className="muted"> · {t('history.roll.by', { who: roll.who })}</span> : null}
        {roll.hidden ? (
          <span className="badge history-badge-hidden">
            <span aria-hidden="true">◐ </span>
            {t('history.roll.hidden')}
          </span>
        ) : null}
        {roll.undone ? (
          <span className="badge history-badge-undone">
            <span aria-hidden="true">↶ </span>
            {t('history.roll.undone')}
          </span>
        ) : null}
      </p>
      <p className="roll-dice">
        <span className="visually-hidden">{t('history.roll.dice', { dice: roll.dice.join(', ') })}</span>
        {roll.dice.map((d, i) => (
          <span key={i} className="die" data-sides={roll.sides} aria-hidden="true">
            {d}
          </span>
        ))}
        {roll.band ? <span className="roll-band"> → {term('band', roll.band)}</span> : null}
        {roll.quality !== null ? <span className="muted"> ({t('history.roll.quality', { quality: roll.quality })})</span> : null}
      </p>
      <ReasonList reasons={own} names={names} />
    </li>
  );
}

/** The title of an undo ("Annulation de l’étape 5") or a redo ("Rétabli : étape 5"), linked to the step it names; null for another step. */
function useMoveTitle(event: HistoryEvent): ReactNode {
  const { t } = useGmT();
  if (event.type === 'undo' && event.undoes !== null) return <a href={`#step-${event.undoes}`}>{t('history.undoOf', { seq: event.undoes })}</a>;
  if (event.type !== 'redo') return null;
  const redone = event.detail.redone;
  if (typeof redone === 'number') return <a href={`#step-${redone}`}>{t('history.redoOf', { seq: redone })}</a>;
  return event.undoes !== null ? <a href={`#step-${event.undoes}`}>{t('history.redoOfUndo', { seq: event.undoes })}</a> : null;
}

/**
 * One step of the history: what, when, its badges, its reasons, its rolls and dice; `actions`:
 * what the GM may do with it (revert it, redo an undo).
 */
export function HistoryEntry({ event, names, actions }: { event: HistoryEvent; names: NameLookup | undefined; actions?: ReactNode }) {
  const { t, term, locale } = useGmT();
  const subject = useSubject(event, names);
  const when = dateTime(event.createdAt, locale);
  const titleId = `step-${event.seq}-title`;
  const title = useMoveTitle(event) ?? term('event', event.type);
  const shown = new Set(event.reasons.map(reasonKey));
  return (
    <li id={`step-${event.seq}`} className="history-entry card" data-type={event.type} data-undone={event.undone || undefined} data-hidden={event.hidden || undefined}>
      <article aria-labelledby={titleId}>
        <header className="history-head">
          <h3 id={titleId} className="history-title">
            <span className="history-seq">{t('history.step', { seq: event.seq })}</span> <span className="history-type">{title}</span>
            {subject ? <span className="history-subject"> · {subject}</span> : null}
          </h3>
          <p className="history-meta">
            {when ? (
              <time dateTime={event.createdAt} className="muted">
                {when}
              </time>
            ) : null}
            {event.hidden ? (
              <span className="badge history-badge-hidden">
                <span aria-hidden="true">◐ </span>
                {t('history.hidden')}
              </span>
            ) : null}
            {event.undone ? (
              <span className="badge history-badge-undone">
                <span aria-hidden="true">↶ </span>
                {event.undoneBy !== null ? (
                  <a href={`#step-${event.undoneBy}`}>{t(event.type === 'undo' ? 'history.redoneBy' : 'history.undoneBy', { seq: event.undoneBy })}</a>
                ) : (
                  t('history.undone')
                )}
              </span>
            ) : null}
          </p>
        </header>
        {actions}
        <ReasonList reasons={event.reasons} names={names} title={t('common.why')} />
        {event.rolls.length > 0 ? (
          <div className="history-rolls">
            <h4>{t('history.rolls')}</h4>
            <ul>
              {event.rolls.map((roll) => (
                <RollItem key={roll.id} roll={roll} shown={shown} names={names} />
              ))}
            </ul>
          </div>
        ) : event.dice.length > 0 ? (
          <p className="roll-dice">
            <span className="visually-hidden">{t('history.dice', { dice: event.dice.join(', ') })}</span>
            <span aria-hidden="true">
              {t('history.dice', { dice: '' })}
              {event.dice.map((d, i) => (
                <span key={i} className="die">
                  {d}
                </span>
              ))}
            </span>
          </p>
        ) : null}
      </article>
    </li>
  );
}
