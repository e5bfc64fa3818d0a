import { useState } from 'react';
import { FIELD_BOUNDS, UNAVAILABLE_STATUSES, clockRollMethod, crewFortunePool, type ClockRollChoice, type ClockRollMethod, type CrewClock, type TableRules } from '@temps-mort/rules';
import { CheckField } from '../../components/CheckField';
import { NumberField } from '../../components/NumberField';
import { SelectField } from '../../components/SelectField';
import type { CrewSheet } from '../../lib/crew';
import { useGmT } from '../../lib/i18nGm';
import { ClockCard } from './ClockCard';
import type { ClockSteps } from './useClockSteps';

type CrewRollKind = 'fortune' | 'action';

const FORTUNE_POOL = FIELD_BOUNDS.clockRoll.fortunePool;

/**
 * A crew clock's roll: the GM's fortune roll (K4, the crew's tier unless the GM sets the pool) or a
 * character's action (K3: the rules read the pool off the sheet, +1 quality when helped), its odds
 * before the roll.
 */
export function CrewClockCard({ clock, sheet, table, steps }: { clock: CrewClock; sheet: CrewSheet; table: TableRules; steps: ClockSteps }) {
  const { t, term } = useGmT();
  const [kind, setKind] = useState<CrewRollKind>('fortune');
  const [pool, setPool] = useState<number | null>(crewFortunePool(sheet.crew.tier));
  const able = sheet.crew.characters.filter((c) => !UNAVAILABLE_STATUSES.includes(c.status));
  const [characterId, setCharacterId] = useState(able[0]?.id ?? '');
  const character = able.find((c) => c.id === characterId) ?? able[0];
  const skills = character ? Object.keys(character.skills) : [];
  const [skill, setSkill] = useState(skills[0] ?? '');
  const action = character && skills.includes(skill) ? skill : (skills[0] ?? '');
  const [helped, setHelped] = useState(false);
  const dice = pool ?? 0;
  const validPool = pool !== null && pool >= FORTUNE_POOL.min && pool <= FORTUNE_POOL.max;
  const choice: ClockRollChoice | null =
    kind === 'action' ? (character && action !== '' ? { kind: 'action', characterId: character.id, action, helped } : null) : validPool ? { kind: 'fortune', pool: dice } : null;
  const chosen = choice ? clockRollMethod(sheet.crew, clock, choice) : null;
  // Until the roll can be made, the odds shown are those of the numbers as typed (no actor: no dice).
  const method: ClockRollMethod = chosen?.ok ? chosen.value : kind === 'action' ? { kind: 'action', pool: 0, helped } : { kind: 'fortune', pool: dice };
  const roll = chosen?.ok ? choice : null;
  const kinds = [
    { value: 'fortune', label: t('between.rollFortune') },
    ...(able.length > 0 ? [{ value: 'action', label: t('between.rollAction') }] : []),
  ];
  return (
    <ClockCard
      clock={clock}
      sheet={sheet}
      table={table}
      steps={steps}
      method={method}
      rollLabel={kind === 'action' ? t('between.rollAction') : t('between.rollFortune')}
      rollName={kind === 'action' ? t('between.rollAction.named', { name: clock.name }) : t('between.rollFortune.named', { name: clock.name })}
      roll={roll}
    >
      <SelectField label={t('between.rollKind')} value={kind} onChange={(v) => setKind(v === 'action' ? 'action' : 'fortune')} options={kinds} />
      {kind === 'action' && character ? (
        <>
          <SelectField label={t('between.actor')} value={character.id} onChange={setCharacterId} options={able.map((c) => ({ value: c.id, label: c.name }))} />
          <SelectField label={t('between.action')} value={action} onChange={setSkill} options={skills.map((k) => ({ value: k, label: `${term('skill', k)} (${character.skills[k] ?? 0})` }))} />
          <CheckField label={t('between.helped')} checked={helped} onChange={setHelped} />
        </>
      ) : (
        <NumberField label={t('between.fortunePool')} value={pool} onChange={setPool} bounds={FORTUNE_POOL} />
      )}
    </ClockCard>
  );
}
