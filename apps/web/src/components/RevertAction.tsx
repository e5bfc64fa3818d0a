import type { RevertBody, RevertPreview } from '@temps-mort/contract';
import type { Refusal } from '@temps-mort/rules';
import { useEffect, useId, useRef, useState } from 'react';
import type { NameLookup } from '../lib/i18n';
import { useGmT } from '../lib/i18nGm';
import { useRuleWords } from '../lib/ruleWords';
import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';
import { Loading } from './Loading';
import { NetChangeList } from './NetChangeList';

/*
 * Revert any step, and redo (issue 34, "undo any step"): the GM's two actions on a history, the
 * same for every history that has a state — a crew's (features/history), a wizard's ledger
 * (features/debt), a complex action's rolls (features/dice). Each gives its aggregate's calls.
 */

/**
 * « Rétablir »: takes the undo back, what it undid comes back (the API refuses when a step kept
 * since would no longer apply). Any history's: `redo` is its aggregate's call (undefined: not yet).
 */
export function RedoAction({ seq, redo, what }: { seq: number; redo: (() => Promise<void>) | undefined; /** What it brings back, for a screen reader (the undo's step number otherwise). */ what?: string }) {
  const { t } = useGmT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    if (redo === undefined) return;
    setBusy(true);
    setError(null);
    try {
      await redo();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="history-step-actions">
      <Button variant="secondary" busy={busy} disabled={redo === undefined} onClick={() => void run()}>
        <span aria-hidden="true">↷ </span>
        {t('history.redo')}
        <span className="visually-hidden"> — {what ?? t('history.step', { seq })}</span>
      </Button>
      {error ? <ErrorMessage error={error} /> : null}
    </div>
  );
}

export interface RevertActionProps {
  readonly seq: number;
  readonly type: string;
  /** A step's type in words (a crew's events, a wizard's ledger, a complex action's rolls). */
  readonly stepName: (type: string) => string;
  readonly names: NameLookup | undefined;
  /** The aggregate's preview of reverting step `seq`. */
  readonly preview: () => Promise<RevertPreview>;
  /** The aggregate's revert, with what the preview listed; throws its error. */
  readonly revert: (body: RevertBody) => Promise<void>;
  /** Each step listed links to its line of the history (`#step-<seq>`); false where the list shows no steps by seq. */
  readonly linkSteps?: boolean;
  /**
   * Where the history's steps are rolls numbered their own way (a complex action's, whose « étapes »
   * are its track's): the roll step `seq` is, so that the words say « jet n° 3 », never a step number.
   */
  readonly rollOf?: (seq: number) => number | undefined;
}

/**
 * « Annuler cette étape »: asks what the revert would do, and shows it in a confirm panel — what
 * changes on the sheet, the later steps that no longer apply and go too — with Confirmer / Garder.
 * The revert sends the version the preview was read at and every step it listed.
 */
export function RevertAction({ seq, type, stepName, names, preview: readPreview, revert, linkSteps = true, rollOf }: RevertActionProps) {
  const { t } = useGmT();
  // A step in words: by its number in the history, or, for a roll, by the roll's.
  const rollNumber = (at: number) => rollOf?.(at) ?? at;
  const stepLine = (step: { readonly seq: number; readonly type: string }, because: string) =>
    rollOf
      ? t('history.revert.roll.line', { n: rollNumber(step.seq), step: stepName(step.type), why: because })
      : t('history.revert.stepLine', { seq: step.seq, step: stepName(step.type), why: because });
  const words = useRuleWords();
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
      setPreview(await readPreview());
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
      await revert({ version: preview.version, alsoRevert: preview.noLongerApply.map((step) => step.seq) });
      setOpen(false);
      setPreview(null);
    } catch (e) {
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
          {rollOf ? t('history.revert.roll') : t('history.revert')}
          <span className="visually-hidden"> — {rollOf ? t('d100.complex.lastRoll', { n: rollNumber(seq) }) : t('history.step', { seq })}</span>
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
        {rollOf ? t('history.revert.roll.title', { n: rollNumber(seq), step: stepName(type) }) : t('history.revert.title', { seq, step: stepName(type) })}
      </h4>
      {preview === null && error === null ? <Loading label={t('history.revert.loading')} /> : null}
      {preview ? (
        <>
          <p>{preview.changes.length > 0 ? t('history.revert.changes') : t('history.revert.noChange')}</p>
          <NetChangeList changes={preview.changes} names={names} />
          {preview.noLongerApply.length > 0 ? (
            <>
              <p>{rollOf ? t('history.revert.roll.noLongerApply') : t('history.revert.noLongerApply')}</p>
              <ul className="history-revert-dropped">
                {preview.noLongerApply.map((step) => (
                  <li key={step.seq}>
                    {linkSteps ? <a href={`#step-${step.seq}`}>{stepLine(step, why(step.why))}</a> : stepLine(step, why(step.why))}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="muted">{rollOf ? t('history.revert.roll.replay') : t('history.revert.replay')}</p>
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
