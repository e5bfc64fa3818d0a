import { useState } from 'react';
import type { PendingEntanglement } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { useGmT } from '../../../lib/i18nGm';
import { entanglementPath } from '../api';
import { useWalkthrough } from '../context';
import { EntanglementResolver, LOCAL_ERROR_PREFIX } from './EntanglementResolver';
import { StepError } from './StepError';
import { StepOutcome } from './StepOutcome';

/** Where a held entanglement's reveal and resolution say their result. */
const HELD_PLACE = 'held-entanglements';

/** E3: one pending entanglement: held or revealed, open or hidden; reveal it, or resolve it (its result said at `place`). */
export function PendingEntanglementCard({ entanglement, place, open = false }: { entanglement: PendingEntanglement; place: string; open?: boolean }) {
  const { t, term } = useGmT();
  const { actions } = useWalkthrough();
  const [resolving, setResolving] = useState(open);
  const revealKey = `${LOCAL_ERROR_PREFIX}reveal:${entanglement.id}`;
  return (
    <li className="card pending">
      <div className="pending-head">
        <h3 className="pending-title">{term('entanglement', entanglement.kind)}</h3>
        <span className="badge">{entanglement.revealed ? t('entanglement.revealed') : t('entanglement.held')}</span>
        <span className="badge">{entanglement.hidden ? t('entanglement.hiddenRoll') : t('entanglement.openRoll')}</span>
      </div>
      {actions.errorKey === revealKey ? <StepError error={actions.error} /> : null}
      {!entanglement.revealed ? (
        <Button
          busy={actions.pendingKey === revealKey}
          disabled={actions.pendingKey !== null}
          onClick={() => void actions.run({ key: revealKey, place, path: entanglementPath(entanglement.id, 'reveal') })}
        >
          {t('entanglement.reveal')}
        </Button>
      ) : resolving ? (
        <EntanglementResolver entanglement={entanglement} place={place} />
      ) : (
        <Button variant="secondary" aria-expanded={false} onClick={() => setResolving(true)}>
          {t('entanglement.resolve')}…
        </Button>
      )}
    </li>
  );
}

/**
 * Every held or unresolved entanglement, revealable and resolvable at any step. `except` is the one
 * the step above shows: then this list says only the others, and nothing when there are none (it
 * must not read « Aucun imbroglio en attente » under an entanglement shown as held).
 */
export function HeldEntanglements({ except }: { except?: string | null }) {
  const { t } = useGmT();
  const { crew } = useWalkthrough();
  const pending = crew.pendingEntanglements.filter((p) => p.id !== except);
  const shownAbove = pending.length < crew.pendingEntanglements.length;
  if (shownAbove && pending.length === 0) return <StepOutcome places={[HELD_PLACE]} />;
  return (
    <section className="held" aria-labelledby="held-title">
      <h2 id="held-title">{t(shownAbove ? 'entanglement.pendingOthers' : 'entanglement.pending')}</h2>
      {pending.length === 0 ? (
        <p className="muted">{t('entanglement.noneHeld')}</p>
      ) : (
        <ul className="pending-list">
          {pending.map((p) => (
            <PendingEntanglementCard key={p.id} entanglement={p} place={HELD_PLACE} />
          ))}
        </ul>
      )}
      <StepOutcome places={[HELD_PLACE]} />
    </section>
  );
}
