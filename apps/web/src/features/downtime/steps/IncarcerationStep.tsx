import type { HistoryEventOf } from '../../../lib/history';
import { useMemo, useState } from 'react';
import {
  FIELD_BOUNDS,
  INCARCERATION_OUTCOMES,
  applyIncarcerationGains,
  incarcerationOdds,
  incarcerationPool,
  incarcerationSentence,
  jailCharacter,
  type Character,
} from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { CheckField } from '../../../components/CheckField';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { OddsBar } from '../../../components/OddsBar';
import { ReasonList } from '../../../components/ReasonList';
import { SelectField } from '../../../components/SelectField';
import { useGmT } from '../../../lib/i18nGm';
import { stepPath } from '../api';
import { GainsFields, NO_GAINS, gainsInput, type GainsDraft } from '../components/GainsFields';
import { PreviewRefusal } from '../components/StepError';
import { StepHeading, StepOutcome } from '../components/StepOutcome';
import { useWalkthrough } from '../context';

/**
 * I1–I4, when someone is jailed: convict a PC (or, at wanted level 0, a beating instead), the
 * sentence, each jailed PC's incarceration roll with its odds, the gains (prison claim, faction
 * helped inside), release. Handing someone else over is the Arrest entanglement's way out.
 */
export function IncarcerationStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useGmT();
  const { crew } = useWalkthrough();
  const jailed = crew.characters.filter((c) => c.status === 'jailed');
  return (
    <div className="step-form">
      <StepHeading>{t('incarceration.title')}</StepHeading>
      <p className="muted">{t('incarceration.intro')}</p>
      <JailForm />
      <StepOutcome places={[JAIL_KEY]} />
      <JailedSection />
      <PendingGains />
      <StepOutcome places={[GAINS_KEY]} />
      <p className="muted">{t('incarceration.handOver')}</p>
      <div className="actions">
        <Button onClick={onContinue}>{jailed.length === 0 ? t('incarceration.skip') : t('incarceration.continue')}</Button>
      </div>
    </div>
  );
}

const JAIL_KEY = 'jail';
const GAINS_KEY = 'incarceration-gains';
/** Where the incarceration rolls and releases say their result: after the jailed PCs. */
const JAILED_PLACE = 'jailed';

function JailForm() {
  const { t, term } = useGmT();
  const { crew, table, names, actions } = useWalkthrough();
  const active = crew.characters.filter((c) => c.status === 'active');
  const [characterId, setCharacterId] = useState('');
  const [beating, setBeating] = useState(false);
  const sentence = incarcerationSentence(crew);
  const wantsBeating = beating && sentence.beatingAllowed;
  const preview = useMemo(
    () => (characterId === '' ? null : jailCharacter(crew, { characterId, beating: wantsBeating }, { table })),
    [crew, characterId, wantsBeating, table],
  );
  if (active.length === 0) return null;
  return (
    <fieldset className="subform">
      <legend>{t('incarceration.who')}</legend>
      <SelectField
        label={t('incarceration.who.pc')}
        value={characterId}
        onChange={setCharacterId}
        placeholder={t('common.select')}
        options={active.map((c) => ({ value: c.id, label: c.name }))}
      />
      <p className="preview-figure">{t('incarceration.sentence', { sentence: term('sentence', sentence.sentence) })}</p>
      <ReasonList reasons={sentence.reasons} names={names} />
      {sentence.beatingAllowed ? (
        <CheckField
          label={t('incarceration.beating')}
          checked={beating}
          onChange={setBeating}
          hint={t('incarceration.beating.help', { level: table.beatingHarmLevel })}
        />
      ) : null}
      {preview ? (
        <div className="preview" aria-live="polite">
          <PreviewRefusal refusal={preview.ok ? null : preview.error} />
          {preview.ok ? <ReasonList reasons={preview.reasons} names={names} title={t('common.why')} /> : null}
        </div>
      ) : null}
      <div className="actions">
        <Button
          variant="danger"
          busy={actions.pendingKey === JAIL_KEY}
          disabled={!preview?.ok || actions.pendingKey !== null}
          onClick={() =>
            void actions.run({ key: JAIL_KEY, path: stepPath('jail'), body: { characterId, beating: wantsBeating } }).then((answer) => {
              if (answer) {
                setCharacterId('');
                setBeating(false);
              }
            })
          }
        >
          {wantsBeating ? t('incarceration.beat') : t('incarceration.jail')}
        </Button>
      </div>
    </fieldset>
  );
}

/** Every jailed PC: the incarceration roll with its odds, and release; then the last one's result (a released PC's panel is gone). */
export function JailedSection() {
  const { crew } = useWalkthrough();
  const jailed = crew.characters.filter((c) => c.status === 'jailed');
  return (
    <>
      {jailed.map((c) => (
        <JailedPanel key={c.id} character={c} />
      ))}
      <StepOutcome places={[JAILED_PLACE]} />
    </>
  );
}

function JailedPanel({ character }: { character: Character }) {
  const { t, term } = useGmT();
  const { crew, sheet, table, names, actions } = useWalkthrough();
  const [gains, setGains] = useState<GainsDraft>(NO_GAINS);
  const [trauma, setTrauma] = useState('');
  const loadBefore = sheet.downtime.characters[character.id]?.loadBeforeJail ?? null;
  const [load, setLoad] = useState<number | null>(loadBefore ?? character.load);
  const odds = incarcerationOdds(crew, { table });
  const pool = incarcerationPool(crew);
  const input = gainsInput(gains);
  const dryRun = applyIncarcerationGains(crew, input);
  const rollKey = `incarceration-roll:${character.id}`;
  const releaseKey = `release:${character.id}`;
  return (
    <fieldset className="subform jailed">
      <legend>
        {t('incarceration.rollFor', { name: character.name })} <span className="badge" data-status="jailed">{term('characterStatus', 'jailed')}</span>
      </legend>
      {character.jail ? <p className="preview-figure">{t('incarceration.sentence', { sentence: term('sentence', character.jail.sentence) })}</p> : null}
      <OddsBar
        label={t('incarceration.roll.odds', { dice: pool.size })}
        outcomes={INCARCERATION_OUTCOMES.map((o) => ({ key: o, label: term('incarcerationOutcome', o), probability: odds[o] }))}
      />
      <ReasonList reasons={pool.reasons} names={names} />
      <details className="more">
        <summary>{t('incarceration.choicesUpFront')}</summary>
        <GainsFields crew={crew} value={gains} onChange={setGains} />
        <Field label={t('incarceration.trauma')} value={trauma} onChange={setTrauma} />
      </details>
      <PreviewRefusal refusal={dryRun.ok ? null : dryRun.error} />
      <div className="actions">
        <Button
          busy={actions.pendingKey === rollKey}
          disabled={!dryRun.ok || actions.pendingKey !== null}
          onClick={() =>
            void actions.run({
              key: rollKey,
              place: JAILED_PLACE,
              path: stepPath('incarceration-roll'),
              body: { characterId: character.id, ...input, ...(trauma.trim() !== '' ? { traumaCondition: trauma.trim() } : {}) },
            })
          }
        >
          {t('incarceration.roll')}
        </Button>
      </div>
      <div className="inline-form">
        <NumberField label={t('incarceration.load')} value={load} onChange={setLoad} bounds={FIELD_BOUNDS.release.load} />
        <Button
          variant="secondary"
          busy={actions.pendingKey === releaseKey}
          disabled={load === null || load < FIELD_BOUNDS.release.load.min || load > FIELD_BOUNDS.release.load.max || actions.pendingKey !== null}
          onClick={() => void actions.run({ key: releaseKey, place: JAILED_PLACE, path: stepPath('release'), body: { characterId: character.id, load } })}
        >
          {t('incarceration.release')}
        </Button>
      </div>
    </fieldset>
  );
}

/** I3: a critical or a 4-5 whose claim or faction was left for later. */
export function PendingGains() {
  const { t } = useGmT();
  const { crew, recent, actions } = useWalkthrough();
  const [gains, setGains] = useState<GainsDraft>(NO_GAINS);
  const roll = recent?.find((e): e is HistoryEventOf<'incarceration_roll'> => e.type === 'incarceration_roll' && !e.undone);
  const pending = roll?.detail.pending;
  const settledAfter = recent?.some((e) => e.type === 'incarceration_gains' && !e.undone && roll !== undefined && e.seq > roll.seq);
  if (!roll || !pending || (!pending.prisonClaim && !pending.factionStatus) || settledAfter) return null;
  const input = gainsInput(gains);
  const dryRun = applyIncarcerationGains(crew, input);
  const empty = Object.keys(input).length === 0;
  return (
    <fieldset className="subform">
      <legend>{t('incarceration.gains')}</legend>
      <p className="muted">{t('incarceration.gains.help')}</p>
      <GainsFields crew={crew} value={gains} onChange={setGains} />
      <PreviewRefusal refusal={dryRun.ok ? null : dryRun.error} />
      <div className="actions">
        <Button
          busy={actions.pendingKey === GAINS_KEY}
          disabled={empty || !dryRun.ok || actions.pendingKey !== null}
          onClick={() => void actions.run({ key: GAINS_KEY, path: stepPath('incarceration-gains'), body: { ...input } })}
        >
          {t('incarceration.gains.apply')}
        </Button>
      </div>
    </fieldset>
  );
}
