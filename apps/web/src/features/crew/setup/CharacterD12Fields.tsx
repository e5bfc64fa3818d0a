import { D12_ATTRIBUTES, D12_HUMAN_AVERAGE, D12_MIN_TRAIT, FIELD_BOUNDS } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { useGmT } from '../../../lib/i18nGm';
import type { GameSystem } from '../../../lib/systems';
import { blankCharacter, savedTraits, withPoolValue, type CharacterDraft } from './characterDraft';
import { draftRows, type CharacterSectionProps } from './characterSections';
import { RemoveRow } from './widgets';

/** The d12 parts of a character (when the table plays d12): Body/Mind/Soul and their pools (T1), traits (T5), comfort and fear. */
export function CharacterD12Fields(props: CharacterSectionProps & { readonly plays: (system: GameSystem) => boolean }) {
  return (
    <>
      <PoolsFieldset {...props} />
      <TraitsFieldset {...props} />
      <ComfortFearFieldset {...props} />
    </>
  );
}

function PoolsFieldset({ draft, set, errors, character, plays }: CharacterSectionProps & { plays: (system: GameSystem) => boolean }) {
  const { t, term } = useGmT();
  return (
    <fieldset className="subform">
      <legend>{t('character.pools')}</legend>
      {character ? null : <p className="field-hint">{t('character.pools.newHelp', { average: D12_HUMAN_AVERAGE })}</p>}
      <div className="pools">
        {D12_ATTRIBUTES.map((a) => (
          <div key={a} className="pool">
            <p className="pool-name">{term('d12Attribute', a)}</p>
            <NumberField
              label={`${term('d12Attribute', a)} — ${t('character.pool.value')}`}
              value={draft.pools[a].value}
              onChange={(value) => set({ pools: withPoolValue(draft.pools, a, value, !character) })}
              bounds={FIELD_BOUNDS.character.poolValue}
              error={errors[`pools.${a}.value`]}
            />
            <NumberField
              label={`${term('d12Attribute', a)} — ${t('character.pool.pool')}`}
              value={draft.pools[a].pool}
              onChange={(pool) => set({ pools: { ...draft.pools, [a]: { ...draft.pools[a], pool } } })}
              bounds={FIELD_BOUNDS.character.pool}
              max={draft.pools[a].value ?? FIELD_BOUNDS.character.pool.max}
              error={errors[`pools.${a}.pool`]}
            />
          </div>
        ))}
      </div>
      {D12_ATTRIBUTES.every((a) => !draft.pools[a].value) ? (
        // No d12 sheet yet (T1: values all 0, e.g. made at a table without d12): a new character's start in one click.
        <Button variant="secondary" onClick={() => set({ pools: blankCharacter(plays).pools })}>
          {t('character.pools.start', { average: D12_HUMAN_AVERAGE })}
        </Button>
      ) : null}
    </fieldset>
  );
}

function TraitsFieldset({ draft, update, errors }: CharacterSectionProps) {
  const { t } = useGmT();
  const traits = draftRows(update, 'traits');
  // The schema sees only the traits saved (a suggested row left without a name is none): its indexes are theirs.
  const traitsSaved = savedTraits(draft.traits);
  const traitError = (row: CharacterDraft['traits'][number], field: string) => {
    const i = traitsSaved.indexOf(row);
    return i < 0 ? null : errors[`traits.${i}.${field}`];
  };
  return (
    <fieldset className="subform">
      <legend>{t('character.traits')}</legend>
      {draft.traits.some((tr) => tr.suggested) ? <p className="field-hint">{t('character.traits.suggested')}</p> : null}
      <ul className="edit-rows">
        {draft.traits.map((tr) => (
          <li key={tr.key} className="edit-row">
            <Field label={t('character.trait.name')} value={tr.name} onChange={(name) => traits.change(tr.key, { name })} error={traitError(tr, 'name')} />
            <NumberField label={t('character.trait.rating')} value={tr.rating} onChange={(rating) => traits.change(tr.key, { rating })} bounds={FIELD_BOUNDS.character.traitRating} error={traitError(tr, 'rating')} />
            <RemoveRow label={t('setup.removeNamed', { name: tr.name || t('character.trait.name') })} onClick={() => traits.remove(tr.key)} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => traits.add({ name: '', rating: D12_MIN_TRAIT })}>
        {t('character.trait.add')}
      </Button>
    </fieldset>
  );
}

function ComfortFearFieldset({ draft, set, errors }: CharacterSectionProps) {
  const { t } = useGmT();
  return (
    <fieldset className="subform">
      <legend>
        {t('character.comfort')} · {t('character.fear')}
      </legend>
      <CheckField label={t('character.hasComfort')} checked={draft.hasComfort} onChange={(hasComfort) => set({ hasComfort })} />
      {draft.hasComfort ? (
        <div className="form-grid">
          <Field label={t('character.comfort')} value={draft.comfort.name} onChange={(name) => set({ comfort: { ...draft.comfort, name } })} error={errors['comfort.name']} />
          <CheckField label={t('character.comfort.lost')} checked={draft.comfort.lost} onChange={(lost) => set({ comfort: { ...draft.comfort, lost } })} />
        </div>
      ) : null}
      <Field label={t('character.fear')} value={draft.fear} onChange={(fear) => set({ fear })} hint={t('character.fear.help')} error={errors.fear} />
    </fieldset>
  );
}
