import type { ReactNode } from 'react';
import type { Reason } from '@temps-mort/rules';
import { ReasonList } from '../../../components/ReasonList';
import { RolledDice } from '../../../components/RolledDice';
import type { NameLookup } from '../../../lib/i18n';
import { useGmT } from '../../../lib/i18nGm';
import type { RollView } from '../api';

export interface StepResultProps {
  readonly title: string;
  readonly children?: ReactNode;
  readonly rolls?: readonly RollView[];
  readonly reasons: readonly Reason[];
  readonly names?: NameLookup;
}

/** What a ledger step did: a headline, its dice (each with what it was for) and its reasons. */
export function StepResult({ title, children, rolls = [], reasons, names }: StepResultProps) {
  const { t } = useGmT();
  return (
    <div className="step-result" role="status" aria-live="polite">
      <p className="step-title">{title}</p>
      {children}
      {rolls.map((r) => (
        <RolledDice key={r.id} rolls={r.result.rolls} />
      ))}
      <ReasonList reasons={reasons} title={t('common.why')} names={names} />
    </div>
  );
}
