import { useState } from 'react';
import { FIELD_BOUNDS, SURGERY_SKILL, activityQualityOdds, healerPool, recoveryOdds, type Character, type Healer } from '@temps-mort/rules';
import { formatProbability } from '@temps-mort/i18n/format';
import { Clock } from '../../../../components/Clock';
import { Field } from '../../../../components/Field';
import { NumberField } from '../../../../components/NumberField';
import { OddsBar } from '../../../../components/OddsBar';
import { SelectField } from '../../../../components/SelectField';
import { useGmT } from '../../../../lib/i18nGm';
import { RadioGroup } from '../../components/RadioGroup';
import { useWalkthrough } from '../../context';
import { under } from '../../validate';
import { OddsOnceChosen, Roll, WITHIN_BOUNDS, useActivitySubmit, useWithin } from './activityRoll';
import { AddHarm } from './CompleteSheet';
import { HelpedField, OddsArea, Suggestion, outcomesOf, poolText, skillLabel, skillOptions, type ActivityOf } from './shared';

/** A6: the healing PC the rules would roll best (the highest surgery, when any has it), offered as a suggestion. */
function bestHealer(others: readonly Character[]): Character | null {
  let best: Character | null = null;
  for (const c of others) {
    const surgery = c.skills[SURGERY_SKILL] ?? 0;
    if (surgery > 0 && (best === null || surgery > (best.skills[SURGERY_SKILL] ?? 0))) best = c;
  }
  return best;
}

/**
 * A6 Recover: who heals (self with surgery, a PC, an NPC), the roll on the healing clock and its
 * odds. `initial`: a player's proposal to edit.
 */
export function RecoverForm({ character, remaining, initial }: { character: Character; remaining: number; initial?: ActivityOf<'recover'> | undefined }) {
  const { t, term } = useGmT();
  const { crew, table } = useWalkthrough();
  const others = crew.characters.filter((c) => c.id !== character.id);
  const given = initial?.healer;
  const [kind, setKind] = useState<Healer['kind'] | null>(given?.kind ?? null);
  const [healerId, setHealerId] = useState(given?.kind === 'pc' ? given.characterId : '');
  const healerPc = others.find((c) => c.id === healerId);
  const [healerAction, setHealerAction] = useState(given?.kind === 'pc' ? (given.action ?? '') : '');
  const [npcName, setNpcName] = useState(given?.kind === 'npc' ? given.name : '');
  const [npcRating, setNpcRating] = useState<number | null>(given?.kind === 'npc' ? given.rating : null);
  const [helped, setHelped] = useState(initial?.helped ?? false);
  const [within, setWithin] = useWithin(remaining);
  const healer =
    kind === null ? null : kind === 'self' ? { kind } : kind === 'pc' ? { kind, characterId: healerId, action: healerAction } : { kind, name: npcName, rating: npcRating };
  const activity = { kind: 'recover', healer, helped };
  const submit = useActivitySubmit(character, activity, [
    kind === null && t('recover.healer'),
    kind === 'pc' && healerId === '' && t('recover.healer.pc'),
    kind === 'pc' && healerAction === '' && t('activities.action'),
    kind === 'npc' && npcName.trim() === '' && t('recover.healer.name'),
    kind === 'npc' && npcRating === null && t('recover.healer.rating'),
  ]);
  // The dice and the self-surgery malus as the rules read them (A6), once the healer is said.
  const chosen: Healer | null =
    kind === 'self' ? { kind } : kind === 'pc' && healerId !== '' && healerAction !== '' ? { kind, characterId: healerId, action: healerAction } : kind === 'npc' && npcRating !== null ? { kind, name: npcName, rating: npcRating } : null;
  const healerErrors = under(submit.errors, 'healer');
  const suggestedHealer = bestHealer(others);
  const surgeryLabel = healerPc && SURGERY_SKILL in healerPc.skills ? skillLabel(term, SURGERY_SKILL, healerPc.skills[SURGERY_SKILL] ?? 0) : null;
  return (
    <div className="activity-form">
      {character.harm.length === 0 ? (
        <>
          <p className="muted">{t('activities.noHarm')}</p>
          <AddHarm character={character} />
        </>
      ) : (
        <ul className="harm">
          {character.harm.map((h, i) => (
            <li key={i} data-level={h.level}>
              <span className="harm-level">
                {h.level} · {term('harmLevel', h.level)}
              </span>{' '}
              {h.description}
            </li>
          ))}
        </ul>
      )}
      <RadioGroup
        legend={t('recover.healer')}
        value={kind}
        onChange={setKind}
        choices={(['self', 'pc', 'npc'] as const).map((k) => ({ value: k, label: term('healerKind', k), disabled: k === 'pc' && others.length === 0 }))}
      />
      <div className="form-grid">
        {kind === 'pc' ? (
          <>
            <div>
              <SelectField
                label={t('recover.healer.pc')}
                value={healerId}
                onChange={(id) => {
                  setHealerId(id);
                  setHealerAction('');
                }}
                placeholder={t('activities.pick')}
                options={others.map((c) => ({ value: c.id, label: c.name }))}
                error={healerId === '' ? null : healerErrors.characterId}
              />
              {healerId === '' && suggestedHealer ? (
                <Suggestion
                  text={t('activities.suggestion.healer', { choice: suggestedHealer.name, rating: suggestedHealer.skills[SURGERY_SKILL] ?? 0 })}
                  choice={suggestedHealer.name}
                  onTake={() => setHealerId(suggestedHealer.id)}
                />
              ) : null}
            </div>
            <div>
              <SelectField
                label={t('activities.action')}
                value={healerAction}
                onChange={setHealerAction}
                options={healerPc ? skillOptions(term, healerPc) : []}
                placeholder={t('activities.pick')}
                error={healerAction === '' ? null : healerErrors.action}
              />
              {healerAction === '' && surgeryLabel ? (
                <Suggestion text={t('activities.suggestion.surgery', { choice: surgeryLabel })} choice={surgeryLabel} onTake={() => setHealerAction(SURGERY_SKILL)} />
              ) : null}
            </div>
          </>
        ) : null}
        {kind === 'npc' ? (
          <>
            {/* Said once the GM has typed: an untouched field is not yet a mistake (the roll button says what is missing). */}
            <Field label={t('recover.healer.name')} value={npcName} onChange={setNpcName} error={npcName === '' ? undefined : healerErrors.name} />
            <NumberField label={t('recover.healer.rating')} value={npcRating} onChange={setNpcRating} bounds={FIELD_BOUNDS.recover.npcRating} error={npcRating === null ? undefined : healerErrors.rating} />
          </>
        ) : null}
        <NumberField label={t('activities.within')} value={within} onChange={setWithin} bounds={WITHIN_BOUNDS} />
      </div>
      <HelpedField checked={helped} onChange={setHelped} />
      <Clock label={t('character.healing')} segments={table.healingClockSegments} filled={character.healing.filled} size={56} />
      <OddsArea>
        <RecoverOdds character={character} healer={chosen} helped={helped} within={within} />
      </OddsArea>
      <Roll label={t('activities.roll', { activity: term('activity', 'recover') })} submit={submit} />
    </div>
  );
}

/**
 * A6's odds once the healer is said: the segments this roll fills on the healing clock (the dice
 * and the self-surgery malus as the rules read them), and healed within `within` activities (the
 * form's, and a proposal's as it stands).
 */
export function RecoverOdds({ character, healer, helped, within }: { character: Character; healer: Healer | null; helped: boolean; within: number | null }) {
  const { t, lang } = useGmT();
  const { crew, table } = useWalkthrough();
  const source = healer ? healerPool(crew, character, healer) : null;
  const roll = source?.ok ? source.value : null;
  if (!roll) return <OddsOnceChosen />;
  const ticks = activityQualityOdds(roll.pool, { helped, selfSurgery: roll.selfSurgery }, table);
  const done = within !== null ? recoveryOdds({ filled: character.healing.filled, activities: within, pool: roll.pool, helped, selfSurgery: roll.selfSurgery }, { table }) : null;
  return (
    <>
      <OddsBar label={t('activities.tick', { pool: poolText(t, roll.pool) })} outcomes={outcomesOf(ticks, (n) => t('activities.segments', { n }))} />
      {done && within !== null ? (
        <>
          <OddsBar
            label={t('activities.withinOdds', { k: within })}
            outcomes={[
              { key: 'done', label: t('activities.healed'), probability: done.probability },
              { key: 'not', label: t('activities.notYet'), probability: 1 - done.probability },
            ]}
          />
          <p className="muted">{done.byActivity.map((p, i) => t('activities.byActivity', { k: i + 1, pct: formatProbability(p, lang) })).join(' · ')}</p>
        </>
      ) : null}
    </>
  );
}
