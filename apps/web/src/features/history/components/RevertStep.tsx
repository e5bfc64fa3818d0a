import type { RevertPreview } from '@temps-mort/contract';
import type { Refusal } from '@temps-mort/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Loading } from '../../../components/Loading';
import { NetChangeList } from '../../../components/NetChangeList';
import { ConflictError } from '../../../lib/api';
import { crewKey, toCrewSheet } from '../../../lib/crew';
import type { NameLookup } from '../../../lib/i18n';
import { useGmT } from '../../../lib/i18nGm';
import { useQueryClient, type QueryClient } from '../../../lib/query';
import { useRuleWords } from '../../../lib/ruleWords';
import { fetchRevertPreview, redoStep, revertStep, type HistoryEvent } from '../api';

/** After a revert or a redo: the sheet answered, and what hangs on it (recent steps, rolls) read again; the history follows the sheet. */
function refreshCrew(client: QueryClient, crewId: string, sheet: unknown): void {
  client.setData(crewKey(crewId), toCrewSheet(sheet));
  void client.invalidate(crewKey(crewId));
}

/** A 409: the sheet as it is now goes on screen. */
function showCurrent(client: QueryClient, crewId: string, error: unknown): void {
  if (!(error instanceof ConflictError)) return;
  try {
    client.setData(crewKey(crewId), toCrewSheet(error.current));
  } catch {
    void client.invalidate(crewKey(crewId));
  }
}

/**
 * What the GM may do with one step of the history (issue 34, "undo any step"): revert a step still
 * kept (never the creation, an undo or a redo), or redo an undo not yet taken back.
 */
export function StepActions({ crewId, event, version, names }: { crewId: string; event: HistoryEvent; version: number | undefined; names: NameLookup | undefined }) {
  if (event.undone || event.type === 'redo' || event.type === 'crew_created') return null;
  if (event.type === 'undo') return <RedoButton crewId={crewId} seq={event.seq} version={version} />;
  return <RevertStep crewId={crewId} seq={event.seq} type={event.type} names={names} />;
}

/** « Rétablir »: takes the undo back, what it undid comes back (the API refuses when a step kept since would no longer apply). */
export function RedoButton({ crewId, seq, version }: { crewId: string; seq: number; version: number | undefined }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const redo = async () => {
    if (version === undefined) return;
    setBusy(true);
    setError(null);
    try {
      refreshCrew(client, crewId, (await redoStep(crewId, seq, { version })).sheet);
    } catch (e) {
      showCurrent(client, crewId, e);
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="history-step-actions">
      <Button variant="secondary" busy={busy} disabled={version === undefined} onClick={() => void redo()}>
        <span aria-hidden="true">↷ </span>
        {t('history.redo')}
        <span className="visually-hidden"> — {t('history.step', { seq })}</span>
      </Button>
      {error ? <ErrorMessage error={error} /> : null}
    </div>
  );
}

/**
 * « Annuler cette étape »: asks what the revert would do, and shows it in a confirm panel — what
 * changes on the sheet, the later steps that no longer apply and go too — with Confirmer / Garder.
 * The revert sends the version the preview was read at and every step it listed.
 */
export function RevertStep({ crewId, seq, type, names }: { crewId: string; seq: number; type: string; names: NameLookup | undefined }) {
  const { t, term } = useGmT();
  const words = useRuleWords();
  const client = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<RevertPreview | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  /** "Garder" gives the focus back to the button that opened the panel. */
  const refocus = useRef(false);

  useEffect(() => {
    if (preview) title.current?.focus();
  }, [preview]);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    place.current?.querySelector('button')?.focus();
  }, [open]);

  const ask = async () => {
    setOpen(true);
    setPreview(null);
    setError(null);
    try {
      setPreview(await fetchRevertPreview(crewId, seq));
    } catch (e) {
      setError(e);
    }
  };
  const keep = () => {
    refocus.current = true;
    setOpen(false);
    setPreview(null);
    setError(null);
  };
  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await revertStep(crewId, seq, { version: preview.version, alsoRevert: preview.noLongerApply.map((step) => step.seq) });
      setOpen(false);
      setPreview(null);
      refreshCrew(client, crewId, answer.sheet);
    } catch (e) {
      showCurrent(client, crewId, e);
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const why = (reason: Refusal | 'dice') => (reason === 'dice' ? t('history.revert.why.dice') : (words?.refusal(reason, names) ?? ''));

  if (!open) {
    return (
      <div className="history-step-actions" ref={place}>
        <Button variant="secondary" onClick={() => void ask()}>
          <span aria-hidden="true">↶ </span>
          {t('history.revert')}
          <span className="visually-hidden"> — {t('history.step', { seq })}</span>
        </Button>
      </div>
    );
  }
  return (
    <div
      className="history-revert"
      role="group"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) keep();
      }}
    >
      <h4 id={titleId} ref={title} tabIndex={-1}>
        {t('history.revert.title', { seq, step: term('event', type) })}
      </h4>
      {preview === null && error === null ? <Loading label={t('history.revert.loading')} /> : null}
      {preview ? (
        <>
          <p>{preview.changes.length > 0 ? t('history.revert.changes') : t('history.revert.noChange')}</p>
          <NetChangeList changes={preview.changes} names={names} />
          {preview.noLongerApply.length > 0 ? (
            <>
              <p>{t('history.revert.noLongerApply')}</p>
              <ul className="history-revert-dropped">
                {preview.noLongerApply.map((step) => (
                  <li key={step.seq}>
                    <a href={`#step-${step.seq}`}>{t('history.revert.stepLine', { seq: step.seq, step: term('event', step.type), why: why(step.why) })}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="muted">{t('history.revert.replay')}</p>
          )}
        </>
      ) : null}
      {error ? <ErrorMessage error={error} onReload={() => void ask()} /> : null}
      <div className="actions">
        <Button variant="danger" busy={busy} disabled={preview === null} onClick={() => void confirm()}>
          {t('history.revert.confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={keep}>
          {t('history.revert.keep')}
        </Button>
      </div>
    </div>
  );
}
