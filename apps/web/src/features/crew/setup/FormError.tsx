import { ErrorMessage } from '../../../components/ErrorMessage';
import { ConflictError, RuleRefusalError } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { useRuleWords } from '../../../lib/ruleWords';
import type { CrewWrite } from './api';
import { RuleTag } from '../../../components/RuleTag';

/**
 * The error of one form's last write, in words: a 409 says the form now shows the current sheet
 * (its draft was dropped), a 422 the rule's refusal, a 400 the fields the API named.
 */
export function FormError({ write, formKey, fieldLabels }: { write: CrewWrite; formKey: string; fieldLabels?: Readonly<Record<string, string>> }) {
  const { t } = useGmT();
  const words = useRuleWords();
  if (write.errorKey !== formKey || !write.error) return null;
  const error = write.error;
  if (error instanceof ConflictError) {
    return (
      <div role="alert" className="error-message">
        <p className="error-title">{t('setup.conflict')}</p>
      </div>
    );
  }
  if (error instanceof RuleRefusalError) {
    return (
      <div role="alert" className="error-message">
        <p className="error-title">
          <RuleTag rule={error.refusal.rule} />{' '}
          {words ? t('error.rule', { message: words.refusal(error.refusal) }) : t('error.title')}
        </p>
        <p>{t('error.nothingSaved')}</p>
      </div>
    );
  }
  return <ErrorMessage error={error} {...(fieldLabels ? { fieldLabels } : {})} />;
}
