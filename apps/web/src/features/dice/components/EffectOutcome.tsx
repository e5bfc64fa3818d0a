import type { Reason } from '@temps-mort/rules';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ReasonList } from '../../../components/ReasonList';
import { useGmT } from '../../../lib/i18nGm';
import { useQueryClient } from '../../../lib/query';
import { replaceSheet } from '../api';

export interface EffectOutcomeProps {
  /** The write: its error, and `reset` once the sheet is reloaded. */
  readonly write: { readonly error: unknown; reset(): void };
  readonly crewId: string;
  /** The effect applied (its reasons), or null before. */
  readonly done: { readonly reasons: readonly Reason[] } | null;
  /** What was done, in words (shown with the reasons). */
  readonly title: string;
}

/**
 * Under a d12 effect's form (damage, comfort, rest, milestone): the server's refusal in words — a
 * 409 offers the sheet as it is now, put in place of the stale one — or what was done and why.
 */
export function EffectOutcome({ write, crewId, done, title }: EffectOutcomeProps) {
  const { t } = useGmT();
  const client = useQueryClient();
  return (
    <>
      <ErrorMessage
        error={write.error}
        onReload={(current) => {
          write.reset();
          replaceSheet(client, crewId, current);
        }}
      />
      {done ? (
        <div className="step-result" role="status">
          <p className="step-title">{title}</p>
          <ReasonList reasons={done.reasons} title={t('common.why')} />
        </div>
      ) : null}
    </>
  );
}
