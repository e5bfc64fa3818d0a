import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  DEFAULT_TABLE_RULES,
  FIELD_BOUNDS,
  INTIMIDATION_TARGET_ROLES,
  canBeIntimidated,
  claimDebtFavour,
  intimidationMarkers,
  intimidationOdds,
  warbandMemberSchema,
  type WarbandRole,
} from '@temps-mort/rules';
import { formatPercent } from '@temps-mort/i18n/format';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { NumberField } from '../../../components/NumberField';
import { OddsBar } from '../../../components/OddsBar';
import { RolledDice } from '../../../components/RolledDice';
import { roundPercents } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import { isCurrentStep, rulesWizard, useReloadWizard, useWizardWrite, wizardApi, type IntimidationBody, type WizardView } from '../api';
import { fieldError } from '../../../lib/fieldError';
import { MarkersGauge } from '../../../components/ledger/MarkersGauge';
import { RefusalNote } from '../../../components/RefusalNote';
import { SelectField } from '../../../components/SelectField';
import { StepResult } from './StepResult';

/** A die that never comes up: refusals are decided before any die (checks only). */
const CHECK_ONLY = { roll: () => 1 };

/**
 * F3 intimidation: a model of an opposing warband (picked from the other wizards' warbands, or typed
 * in), the bonus bought (0–3, one marker each), the markers the attempt costs, the exact odds of the
 * opposed d20 roll (intimidationOdds) before rolling, then both dice and what became of the markers.
 */
export function IntimidationForm({ wizard, opponents }: { wizard: WizardView; opponents: readonly WizardView[] }) {
  const { t, term, lang } = useGmT();
  const refusalId = useId();
  const [pick, setPick] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<WarbandRole>('soldier');
  const [will, setWill] = useState<number | null>(0);
  const [bonus, setBonus] = useState<number | null>(0);
  const reload = useReloadWizard(wizard.id);
  const claim = useWizardWrite(wizard.id, (v: Pick<IntimidationBody, 'target' | 'bonus'>) =>
    wizardApi.intimidate(wizard.id, wizard.version, v.target, v.bonus),
  );

  // Only the models the rules let a gang threaten (F3: never a wizard, an apprentice or a captain).
  const members = opponents.flatMap((o) => o.warband.filter((m) => canBeIntimidated(m.role)).map((m) => ({ key: `${o.id}:${m.id}`, owner: o.name, member: m })));
  const choose = (key: string) => {
    setPick(key);
    const found = members.find((m) => m.key === key);
    if (found) {
      setName(found.member.name);
      setRole(found.member.role);
      setWill(found.member.will);
    }
    claim.reset();
  };

  const nameError = name === '' ? null : fieldError(warbandMemberSchema.shape.name, name, t);
  const willError = fieldError(warbandMemberSchema.shape.will, will, t);
  const bonusError = bonus === null ? t('error.field.required') : null;
  const complete = name.trim() !== '' && nameError === null && willError === null && bonus !== null && will !== null;
  const inRange = bonus !== null && Number.isInteger(bonus) && will !== null && Number.isInteger(will);
  const odds = inRange ? intimidationOdds(bonus, will) : null;
  const cost = bonus !== null && Number.isInteger(bonus) && bonus >= 0 ? intimidationMarkers(bonus) : null;
  const preview =
    inRange && complete
      ? claimDebtFavour(rulesWizard(wizard), { kind: 'intimidation', target: { name: name.trim(), role, will }, bonus }, { roller: CHECK_ONLY, table: DEFAULT_TABLE_RULES })
      : null;
  const refusal = preview && !preview.ok ? preview.error : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || refusal || bonus === null || will === null) return;
    void claim.mutate({ target: { name: name.trim(), role, will }, bonus });
  };

  // Shown while it is the wizard's last step (an undo or a later step hides it).
  const result = claim.data && isCurrentStep(claim.data, wizard) ? claim.data.entry.details : null;

  return (
    <form className="favour" onSubmit={submit} noValidate aria-labelledby="intimidation-title">
      <h3 id="intimidation-title">{t('debt.intimidation')}</h3>
      {members.length > 0 ? (
        <SelectField
          label={t('debt.intimidation.pick')}
          value={pick}
          onChange={choose}
          options={[
            { value: '', label: t('debt.intimidation.typed') },
            ...members.map((m) => ({
              value: m.key,
              label: t('debt.intimidation.option', { name: m.member.name, role: term('warbandRole', m.member.role), will: m.member.will, owner: m.owner }),
            })),
          ]}
        />
      ) : (
        <p className="muted">{t('debt.intimidation.noOpponents')}</p>
      )}
      <div className="form-row">
        <Field
          label={t('debt.intimidation.target')}
          value={name}
          onChange={(v) => {
            setName(v);
            setPick('');
            claim.reset();
          }}
          error={nameError}
          autoComplete="off"
        />
        <SelectField
          label={t('debt.intimidation.role')}
          value={role}
          onChange={(v) => {
            setRole(v as WarbandRole);
            setPick('');
            claim.reset();
          }}
          options={INTIMIDATION_TARGET_ROLES.map((r) => ({ value: r, label: term('warbandRole', r) }))}
        />
        <NumberField label={t('debt.intimidation.will')} value={will} onChange={(v) => { setWill(v); claim.reset(); }} bounds={FIELD_BOUNDS.warbandMember.will} error={willError} />
        <NumberField
          label={t('debt.intimidation.bonus')}
          value={bonus}
          onChange={(v) => { setBonus(v); claim.reset(); }}
          bounds={FIELD_BOUNDS.favour.intimidationBonus}
          error={bonusError}
        />
      </div>
      {cost !== null && odds ? (
        <p className="cost" data-testid="intimidation-cost">
          {t('debt.intimidation.costs', { markers: cost, kept: odds.markersKeptOnFailure })}
        </p>
      ) : null}
      {cost !== null && !refusal ? <MarkersGauge markers={wizard.markers} level={wizard.level} add={cost} /> : null}
      {odds ? (
        <OddsBar
          label={t('debt.intimidation.odds', { bonus: bonus ?? 0, will: will ?? 0 })}
          step={0.1}
          outcomes={[
            { key: 'success', label: t('debt.intimidation.success'), probability: odds.success },
            { key: 'failure', label: t('debt.intimidation.failure'), probability: odds.failure },
          ]}
          highlight={result ? (result.success ? 'success' : 'failure') : undefined}
        />
      ) : null}
      <RefusalNote refusal={refusal} id={refusalId} />
      <div className="actions">
        <Button type="submit" busy={claim.pending} disabled={!complete || refusal !== null} aria-describedby={refusal ? refusalId : undefined}>
          {t('debt.intimidation.roll')}
          {odds ? ` — ${formatPercent(roundPercents([odds.success, odds.failure], 0.1)[0] ?? 0, lang)}` : ''}
        </Button>
      </div>
      <ErrorMessage error={claim.error} route="wizard.favour" onReload={(c) => {
        claim.reset();
        reload(c);
      }} />
      {claim.data && result ? (
        <StepResult
          title={result.success ? t('debt.intimidation.won', { name: result.missesNextGame?.name ?? name }) : t('debt.intimidation.lost')}
          reasons={claim.data.reasons}
        >
          <p className="duel" data-testid="intimidation-duel">
            {t('debt.intimidation.duel', {
              attacker: result.attackerRoll,
              bonus: result.attackerTotal - result.attackerRoll,
              attackerTotal: result.attackerTotal,
              defender: result.defenderRoll,
              will: result.defenderTotal - result.defenderRoll,
              defenderTotal: result.defenderTotal,
            })}
          </p>
          {claim.data.rolls.map((r) => (
            <RolledDice key={r.id} rolls={r.result.rolls} />
          ))}
          <p className="markers-outcome">
            {result.success
              ? t('debt.intimidation.markersKeptAll', { taken: result.markersTaken })
              : t('debt.intimidation.markersBack', { taken: result.markersTaken, removed: result.markersRemoved, kept: result.markersKept })}
          </p>
        </StepResult>
      ) : null}
    </form>
  );
}
