import { Button } from '../../../components/Button';
import { useGmT } from '../../../lib/i18nGm';
import { useWalkthrough } from '../context';
import { UNDO } from '../api';
import { useStepName } from './AppliedStep';

export const UNDO_KEY = 'undo';

/**
 * "Undo last step (Heat)": one click; the screen then follows the phase the sheet is back to. The
 * undo's own result shows at `place`, where this button was (StepOutcome).
 */
export function UndoButton({ place }: { place: string }) {
  const { t } = useGmT();
  const { recent, actions } = useWalkthrough();
  const name = useStepName();
  // The last step kept (an undo or a redo is never undone: the history redoes).
  const target = recent?.find((e) => e.type !== 'undo' && e.type !== 'redo' && !e.undone);
  const nothing = !target || target.type === 'crew_created';
  return (
    <Button
      variant="secondary"
      className="undo"
      disabled={nothing || (actions.pendingKey !== null && actions.pendingKey !== UNDO_KEY)}
      busy={actions.pendingKey === UNDO_KEY}
      onClick={() => void actions.run({ key: UNDO_KEY, path: UNDO, place })}
    >
      <span aria-hidden="true">↶ </span>
      {nothing ? t('downtime.nothingToUndo') : t('downtime.undoLabel', { step: name(target) })}
    </Button>
  );
}
