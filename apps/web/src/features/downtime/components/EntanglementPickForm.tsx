import type { EntanglementKind } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { OddsBar } from '../../../components/OddsBar';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { useWalkthrough } from '../context';
import { ENTANGLEMENT_PLACE } from './EntanglementRollForm';
import { EntanglementTable } from './EntanglementTable';

export const ENTANGLEMENT_PICK_KEY = 'entanglement-pick';

/**
 * E1, after the dice (`downtime.pendingEntanglementRoll`, also after a reload): the table with the
 * rolled cell highlighted and its entanglements — « Chaque case propose deux imbroglios ; le MJ en
 * choisit un » (one on the 6 row, the whole column on a critical the table does not read as 6).
 * The GM picks one, or "pick for me" (a fair die over the cell, its odds shown).
 */
export function EntanglementPickForm() {
  const { t, term } = useGmT();
  const { sheet, actions } = useWalkthrough();
  const pending = sheet.downtime.pendingEntanglementRoll;
  if (!pending) return null;
  const { roll, reveal } = pending;
  const busy = actions.pendingKey !== null;
  const pick = (choice: EntanglementKind | 'pick_for_me') =>
    void actions.run({ key: `${ENTANGLEMENT_PICK_KEY}-${choice}`, place: ENTANGLEMENT_PLACE, path: stepPath('entanglement-pick'), body: { pick: choice } });
  return (
    <div className="subform entanglement-pick">
      <p className="preview-figure" data-testid="entanglement-rolled">
        {t('entanglement.rolledSummary', {
          dice: roll.dice.join(', '),
          result: roll.result,
          row: term('entanglementRow', roll.row),
          column: term('entanglementColumn', roll.column),
        })}
      </p>
      <p className="muted">
        {roll.hidden ? t('entanglement.hiddenRoll') : t('entanglement.openRoll')} ·{' '}
        {reveal ? t('entanglement.afterPick.reveal') : t('entanglement.afterPick.hold')}
      </p>
      <EntanglementTable column={roll.column} rolled={{ column: roll.column, row: roll.row, picked: null }} />
      <fieldset className="entanglement-candidates">
        <legend>{t('entanglement.pickFromCell', { count: roll.candidates.length })}</legend>
        <div className="actions">
          {roll.candidates.map((kind) => (
            <Button
              key={kind}
              busy={actions.pendingKey === `${ENTANGLEMENT_PICK_KEY}-${kind}`}
              disabled={busy}
              onClick={() => pick(kind)}
            >
              {t('entanglement.pickKind', { kind: term('entanglement', kind) })}
            </Button>
          ))}
          {roll.candidates.length > 1 ? (
            <Button
              variant="secondary"
              busy={actions.pendingKey === `${ENTANGLEMENT_PICK_KEY}-pick_for_me`}
              disabled={busy}
              onClick={() => pick('pick_for_me')}
            >
              {t('entanglement.pickForMe')}
            </Button>
          ) : null}
        </div>
      </fieldset>
      {roll.candidates.length > 1 ? (
        <OddsBar
          label={t('entanglement.kindOdds')}
          outcomes={roll.candidates.map((k) => ({ key: k, label: term('entanglement', k), probability: 1 / roll.candidates.length }))}
        />
      ) : null}
    </div>
  );
}
