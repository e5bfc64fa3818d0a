import type { ConflictCurrent, ConflictRoute } from '@temps-mort/contract';
import type { ConflictOn } from '@temps-mort/i18n';
import { ConflictError, NetworkError, RuleRefusalError, ValidationError, conflictOf, isApiError } from '../lib/api';
import { useT } from '../lib/i18n';
import { useRuleWords } from '../lib/ruleWords';
import { Button } from './Button';
import { RuleTag } from './RuleTag';

export interface ErrorMessageProps<N extends ConflictRoute = ConflictRoute> {
  readonly error: unknown;
  /**
   * The route written: it types what `onReload` gets, and says what a 409 is about (its words: the
   * crew, a wizard or the campaign). Without it a 409 reads as the crew's.
   */
  readonly route?: N;
  /**
   * For a 409: the action that drops what the user did and shows the current state (usually
   * `client.setData(key, toCrewSheet(current))` or a refetch). Without it no button is shown.
   */
  readonly onReload?: (current: ConflictCurrent<N> | null) => void;
  /** Field path (without `body.`) → its label, so "body.take" reads "Coin taken". */
  readonly fieldLabels?: Readonly<Record<string, string>>;
  readonly className?: string;
}

/**
 * What route `route`'s 409 is about, for its words: the aggregate whose `current` it answers
 * (@temps-mort/contract conflicts.ts, by the same names); the crew's otherwise. A proposal's
 * approval may be stale on the crew (its sheet) or on the proposal (decided meanwhile).
 */
function conflictOn(route: ConflictRoute | undefined, current: unknown): ConflictOn {
  if (route === 'campaign.edit') return 'campaign';
  if (route === 'proposal.approve') return current !== null && typeof current === 'object' && 'status' in current ? 'proposal' : 'crew';
  if (route?.startsWith('proposal.')) return 'proposal';
  if (route?.startsWith('rollRequest.')) return 'rollRequest';
  if (route?.startsWith('wizard.') || route?.startsWith('collection.')) return 'wizard';
  if (route?.startsWith('complexAction.')) return 'complexAction';
  if (route?.startsWith('roll.')) return 'roll';
  return 'crew';
}

/**
 * Any error of an API call, in words (@temps-mort/i18n): the fields a 400 names, a 409 with a
 * reload action, a 422 as the rule's refusal (formatRefusal) with its rule id, and the rest
 * (session ended, not found, too many tries, offline, server error). An alert, so screen readers
 * announce it.
 */
export function ErrorMessage<N extends ConflictRoute = ConflictRoute>({ error, route, onReload, fieldLabels = {}, className }: ErrorMessageProps<N>) {
  const { t, lang } = useT();
  const words = useRuleWords();
  if (error === null || error === undefined) return null;
  // The words of error bodies load on demand: a generic title for the first moment.
  const apiError = (body: unknown, options?: { readonly conflictOn: ReturnType<typeof conflictOn> }) =>
    words ? words.apiError(body, options) : t('error.title');
  const cls = ['error-message', className].filter(Boolean).join(' ');

  if (error instanceof ValidationError) {
    // The server's messages are its schemas' English, and a path without a label is a code: a
    // French reader gets the field's label (when the form gave one) and « Valeur invalide ».
    const lines = error.issues.map((issue) => {
      const field = issue.path.startsWith('body.') ? issue.path.slice(5) : issue.path;
      const label = fieldLabels[field];
      if (lang === 'en') return t('error.validation.field', { field: label ?? field, message: issue.message });
      const message = t('error.field.invalid');
      return label === undefined ? message : t('error.validation.field', { field: label, message });
    });
    return (
      <div role="alert" className={cls}>
        <p className="error-title">{t('error.validation')}</p>
        <ul className="error-issues">
          {[...new Set(lines)].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (error instanceof ConflictError) {
    return (
      <div role="alert" className={cls}>
        <p className="error-title">{apiError(error.body, { conflictOn: conflictOn(route, conflictOf(error, route)) })}</p>
        {onReload ? (
          <Button variant="secondary" onClick={() => onReload(conflictOf(error, route))}>
            {t('error.conflict.reload')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (error instanceof RuleRefusalError) {
    return (
      <div role="alert" className={cls}>
        <p className="error-title">
          <RuleTag rule={error.refusal.rule} />{' '}
          {words ? t('error.rule', { message: words.refusal(error.refusal) }) : t('error.title')}
        </p>
      </div>
    );
  }
  let message: string;
  if (error instanceof NetworkError) {
    message = apiError({ error: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network' });
  } else if (isApiError(error)) {
    message = apiError(typeof error.body === 'object' && error.body !== null ? error.body : { error: error.code });
  } else {
    message = t('error.unknown');
  }
  return (
    <div role="alert" className={cls}>
      <p className="error-title">{message}</p>
    </div>
  );
}
