import { useState } from 'react';
import { indulgeViceOdds, type Character } from '@temps-mort/rules';
import { colon, formatProbability } from '@temps-mort/i18n/format';
import { Button } from '../../../../components/Button';
import { OddsBar } from '../../../../components/OddsBar';
import { SelectField } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';
import { stepPath } from '../../api';
import { useWalkthrough } from '../../context';
import { OddsOnceChosen, Roll, useActivitySubmit } from './activityRoll';
import { ViceSheetForm, viceSheetMissing } from './CompleteSheet';
import { NewPurveyorForm } from './NewPurveyorForm';
import { HelpedField, OddsArea, Suggestion, characterPlace, outcomesOf, type ActivityOf } from './shared';

/** V1: the attribute that lost the most circles, offered as the one to restore (none when all are full). */
function mostWornAttribute(character: Character): string | null {
  let best: string | null = null;
  let lost = 0;
  for (const [name, a] of Object.entries(character.attributes)) {
    if (a.max - a.current > lost) {
      best = name;
      lost = a.max - a.current;
    }
  }
  return best;
}

/**
 * A9 / V1–V3 Indulge vice: the attribute restored, the odds of overindulging, sinking into vice.
 * `initial`: a player's proposal to edit. A form that proposes or approves (`proposal`) offers
 * no sinking into vice: that is no activity a proposal carries.
 */
export function IndulgeViceForm({ character, initial }: { character: Character; initial?: ActivityOf<'indulge_vice'> | undefined }) {
  const { t, term, lang } = useGmT();
  const { actions, proposal } = useWalkthrough();
  const attributes = Object.entries(character.attributes);
  const [attribute, setAttribute] = useState(initial?.attribute ?? '');
  const [helped, setHelped] = useState(initial?.helped ?? false);
  const submit = useActivitySubmit(character, { kind: 'indulge_vice', attribute, helped }, [attribute === '' && t('vice.attribute')]);
  const sinkKey = `sink:${character.id}`;
  const missing = viceSheetMissing(character);
  // What V1 needs and the sheet lacks is filled here first; a tapped purveyor must be replaced (V2).
  if (character.vice?.tapped) return <NewPurveyorForm character={character} />;
  if (missing.vice || missing.circles) return <ViceSheetForm character={character} />;
  const attributeLabel = (name: string) => {
    const a = character.attributes[name];
    return a ? `${term('downtimeAttribute', name)} (${a.current}/${a.max})` : name;
  };
  const suggested = mostWornAttribute(character);
  return (
    <div className="activity-form">
      <p>
        {colon(t('character.vice'), term('vice', character.vice?.kind ?? ''), lang)} · {colon(t('character.vice.purveyor'), character.vice?.purveyor || '—', lang)}
      </p>
      <div className="form-grid">
        <div>
          <SelectField
            label={t('vice.attribute')}
            value={attribute}
            onChange={setAttribute}
            placeholder={t('activities.pick')}
            options={attributes.map(([name]) => ({ value: name, label: attributeLabel(name) }))}
            error={attribute === '' ? null : submit.errors.attribute}
          />
          {attribute === '' && suggested !== null ? (
            <Suggestion text={t('activities.suggestion.attribute', { choice: attributeLabel(suggested) })} choice={attributeLabel(suggested)} onTake={() => setAttribute(suggested)} />
          ) : null}
        </div>
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <OddsArea>
        <ViceOdds character={character} attribute={attribute} helped={helped} />
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'indulge_vice') })} submit={submit} />
      {proposal ? null : (
        <details className="more">
          <summary>{t('vice.sink')}</summary>
          <p className="muted">{t('vice.sink.help')}</p>
          <Button
            variant="secondary"
            busy={actions.pendingKey === sinkKey}
            disabled={submit.disabled}
            onClick={() => void actions.run({ key: sinkKey, place: characterPlace(character.id), path: stepPath('sink-into-vice'), body: { characterId: character.id, attribute, helped } })}
          >
            {t('vice.sink')}
          </Button>
        </details>
      )}
    </div>
  );
}

/** V1's odds for the attribute chosen: circles restored, overindulging, a critical (the form's, and a proposal's as it stands). */
export function ViceOdds({ character, attribute, helped }: { character: Character; attribute: string; helped: boolean }) {
  const { t, lang } = useGmT();
  const { table } = useWalkthrough();
  const circles = character.attributes[attribute];
  if (!circles) return <OddsOnceChosen />;
  const odds = indulgeViceOdds({ circles, helped }, { table });
  return (
    <>
      <OddsBar label={t('activities.restoreOdds')} outcomes={outcomesOf(odds.restored, (n) => t('activities.restored', { n }))} />
      <OddsBar
        label={t('vice.overindulgence.odds')}
        outcomes={[
          { key: 'over', label: t('activities.overindulges'), probability: odds.overindulgence },
          { key: 'fine', label: t('activities.noOverindulgence'), probability: 1 - odds.overindulgence },
        ]}
      />
      <p className="muted">{t('activities.criticalChance', { pct: formatProbability(odds.critical, lang) })}</p>
    </>
  );
}
