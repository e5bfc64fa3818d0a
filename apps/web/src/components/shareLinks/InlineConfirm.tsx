import { useEffect, useRef } from 'react';
import { Button } from '../Button';
import { useGmT } from '../../lib/i18nGm';

export interface InlineConfirmProps {
  readonly question: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly busy?: boolean;
  readonly danger?: boolean;
}

/** "Revoke X? Players using it will lose access." with Confirm / Cancel, in place (focus moves to it). */
export function InlineConfirm({ question, confirmLabel, onConfirm, onCancel, busy = false, danger = false }: InlineConfirmProps) {
  const { t } = useGmT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.querySelector('button')?.focus(), []);
  return (
    <div className="inline-confirm" role="group" aria-label={question} ref={ref}>
      <p>{question}</p>
      <div className="actions">
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
