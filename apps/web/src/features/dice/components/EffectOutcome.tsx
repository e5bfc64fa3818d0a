import { useEffect } from 'react';
import type { Reason } from '@temps-mort/rules';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ReasonList } from '../../../components/ReasonList';
import { useGmT } from '../../../lib/i18nGm';
import { Button } from '../../../components/Button';
import { useMutation, useQueryClient } from '../../../lib/query';
import { diceApi, replaceSheet } from '../api';

export interface EffectOutcomeProps {
  /** The write: its error, and `reset` once the sheet is reloaded. */
  readonly write: { readonly error: unknown; reset(): void };
  readonly crewId: string;
  /** The effect applied (its reasons, and the crew's version it left), or null before. */
  readonly done: { readonly reasons: readonly Reason[]; readonly saved?: { readonly version: number } | null } | null;
  /** What was done, in words (shown with the reasons). */
  readonly title: string;
}

/**
 * Under a d12 effect's form (damage, comfort, rest, milestone): the server's refusal in words — a
 * 409 offers the sheet as it is now, put in place of the stale one — or what was done and why,
 * with its undo (the effect is a step of the crew's history: undo takes it back, as the crew's
 * undo does; a step made since by another window is a 409).
 */
export function EffectOutcome({ write, crewId, done, title }: EffectOutcomeProps) {
  const { t } = useGmT();
  const client = useQueryClient();
  const undo = useMutation((version: number) => diceApi.crewUndo(crewId, { version }), {
    onSuccess: (answer, _v, cl) => replaceSheet(cl, crewId, answer.sheet),
  });
  // A new effect is not undone yet.
  const { reset } = undo;
  useEffect(() => reset(), [done, reset]);
  const undone = undo.data !== undefined && done?.saved !== undefined;
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
          <p className="step-title">{undone ? t('d12.effect.undone') : title}</p>
          <ReasonList reasons={done.reasons} title={t('common.why')} />
          {done.saved && !undone ? (
            <div className="actions">
              <Button type="button" variant="secondary" busy={undo.pending} onClick={() => void undo.mutateAsync(done.saved?.version ?? 0).catch(() => {})}>
                {t('d12.effect.undo')}
              </Button>
            </div>
          ) : null}
          <ErrorMessage
            error={undo.error}
            onReload={(current) => {
              undo.reset();
              replaceSheet(client, crewId, current);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
