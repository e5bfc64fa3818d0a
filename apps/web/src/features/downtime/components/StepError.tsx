import { useEffect, useRef } from 'react';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ConflictError, RuleRefusalError } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useRuleWords } from '../../../lib/ruleWords';
import { usePlayerForms, useWalkthrough } from '../context';
import { RuleTag } from '../../../components/RuleTag';

/**
 * A failed step in words: a 409 says the screen now shows the sheet as it is (the walkthrough
 * already put the answer's `current` in place), a 422 is the rule's refusal with its id and the
 * crew's names, anything else as ErrorMessage says it.
 */
export function StepError({ error, fieldLabels }: { error: unknown; fieldLabels?: Readonly<Record<string, string>> }) {
  const { t } = useGmT();
  const words = useRuleWords();
  const { names } = useWalkthrough();
  const ref = useRef<HTMLDivElement>(null);
  // The button that failed may be far below: bring the words into view (and to the keyboard).
  useEffect(() => {
    if (error === null || error === undefined) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [error]);
  if (error === null || error === undefined) return null;
  if (error instanceof ConflictError) {
    return (
      <div role="alert" className="error-message" ref={ref} tabIndex={-1}>
        <p className="error-title">{t('downtime.conflict')}</p>
      </div>
    );
  }
  if (error instanceof RuleRefusalError) {
    return (
      <div role="alert" className="error-message" ref={ref} tabIndex={-1}>
        <p className="error-title">
          <RuleTag rule={error.refusal.rule} />{' '}
          {words ? t('error.rule', { message: words.refusal(error.refusal, names) }) : t('error.title')}
        </p>
        <p>{t('error.nothingSaved')}</p>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1}>
      <ErrorMessage error={error} {...(fieldLabels ? { fieldLabels } : {})} />
    </div>
  );
}

/**
 * A refusal the rules give BEFORE anything is sent (the local preview): the same words, as a note,
 * with the rule's id for the GM (a player's phone never shows one).
 */
export function PreviewRefusal({ refusal }: { refusal: { rule: string; code: string; values: Readonly<Record<string, string | number | boolean | null>> } | null }) {
  const { t } = useGmT();
  const words = useRuleWords();
  const { names } = useWalkthrough();
  const player = usePlayerForms();
  if (!refusal || !words) return null;
  return (
    <p className="preview-refusal" role="status">
      {player ? null : (
        <>
          <RuleTag rule={refusal.rule} />{' '}
        </>
      )}
      {t('downtime.refusedNow', { message: words.refusal(refusal as Parameters<typeof words.refusal>[0], names) })}
    </p>
  );
}
