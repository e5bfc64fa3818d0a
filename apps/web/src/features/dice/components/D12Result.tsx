import { useState } from 'react';
import {
  D12_ATTRIBUTES,
  D12_CRITICAL_FAILURE_OPTIONS,
  D12_CRITICAL_SUCCESS_OPTIONS,
  D12_DEGREES,
  d12ActionOdds,
  d12ApplyCriticalFailure,
  d12GiveOfOneself,
  d12GivingStep,
  d12ResolveFearTest,
  d12StandInCharacter,
  d12SuccessChance,
  d12WouldReachZero,
  type Character,
  type D12ActionResult,
  type D12StandIn,
  type D12CriticalFailureOption,
  type D12CriticalSuccessOption,
  type TableRules,
} from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { OddsBar } from '../../../components/OddsBar';
import { signed } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQueryClient } from '../../../lib/query';
import { crewKey } from '../../../lib/crew';
import { acceptCharacter, d12Result, diceApi, rollsKey, type FollowUp, type RollView } from '../api';
import { RefusalNote } from '../../../components/RefusalNote';
import { RollCard } from './RollCard';
import { usePct, type PcContext } from './D12ActionForm';

type Choice =
  | { readonly kind: 'success'; readonly option: D12CriticalSuccessOption }
  | { readonly kind: 'failure'; readonly option: D12CriticalFailureOption };

/**
 * A d12 roll's result (the die, the sum against the threshold, the degree and its reasons) and what
 * may follow it: the option of a natural 12 or 1 (T8), giving of oneself (T9), a destiny re-roll
 * (T6), and for a fear test its consequence (T5). A PC's follow-ups name the crew's version and
 * change their sheet through the crew's history.
 */
export function D12Result({
  roll,
  table,
  pc,
  onChange,
}: {
  roll: RollView;
  table: TableRules;
  pc: PcContext | null;
  onChange: (roll: RollView) => void;
}) {
  const { t, term } = useGmT();
  const pct = usePct();
  const client = useQueryClient();
  const result = d12Result(roll);
  const [blind, setBlind] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [pickedBy, setPickedBy] = useState<'player' | 'gm'>('player');
  const [description, setDescription] = useState('');
  const [spendDestiny, setSpendDestiny] = useState(false);

  const linked = roll.characterId !== null && pc !== null && pc.character.id === roll.characterId;
  const version = linked ? pc.version : undefined;
  const follow = useMutation(
    (run: () => Promise<FollowUp>) => run(),
    {
      invalidate: [rollsKey(roll.campaignId)],
      onSuccess: (data, _v, c) => {
        if (linked && pc) acceptCharacter(c, pc.crewId, data.character, data.saved?.version ?? null);
      },
    },
  );
  const run = async (fn: () => Promise<FollowUp>) => {
    const data = await follow.mutate(fn);
    if (data) {
      setChoice(null);
      setSpendDestiny(false);
      onChange(data.roll);
    }
  };
  const reloadSheet = () => {
    follow.reset();
    if (pc) void client.invalidate(crewKey(pc.crewId));
  };

  if (!result) return <RollCard roll={roll} />;

  const standIn = (roll.result.standIn ?? null) as D12StandIn | null;
  const character: Character | null = linked ? pc.character : standIn ? d12StandInCharacter(standIn) : null;
  const superseded = Boolean(roll.result.supersededBy);
  const steps = roll.result.steps ?? [];
  const fearResolved = steps.some((s) => s.step === 'fear_resolved');
  const isFear = result.kind === 'fear_test';
  const poolNow = character ? character.pools[result.attribute].pool : result.pool;
  const destiny = character?.destiny ?? 0;

  // T9: whether a point may raise this degree, then (with the sheet) what it costs and gives.
  const canGive = !superseded && d12GivingStep(result, { blind }).ok;
  const givePreview = character ? d12GiveOfOneself(character, result, { table }, { blind }) : null;
  const rerollOdds = d12ActionOdds({ pool: poolNow, traitBonus: result.traitBonus, modifier: result.modifier, threshold: result.threshold }, { table });
  const canReroll = !superseded && result.criticalOption === null && !(isFear && fearResolved);
  const critical = result.degree === 'critical_success' || result.degree === 'critical_failure';
  const mindPool = character?.pools.mind.pool ?? 0;
  // T8 « il perd un point de sa réserve » and T5's consequence, as the rules will apply them (T2/T6 included).
  const hurtSelf =
    character && result.degree === 'critical_failure' && choice?.option === 'hurt_self'
      ? d12ApplyCriticalFailure(character, result, { option: 'hurt_self', pickedBy, spendDestinyToAvoidZero: spendDestiny })
      : null;
  const fear = linked && isFear && !fearResolved ? d12ResolveFearTest(pc.character, result, { spendDestinyToAvoidZero: spendDestiny }) : null;

  return (
    <div className="d12-result" aria-live="polite">
      <RollCard roll={roll} headingLevel={3}>
        <p className="formula" data-testid="d12-sum">
          {t('d12.sum', {
            die: result.die,
            pool: result.pool,
            bonus: result.traitBonus,
            modifier: signed(result.modifier),
            total: result.total,
            threshold: result.threshold,
          })}
        </p>
        <p className="degree" data-degree={result.degree}>
          <strong>{degreeSymbol(result.degree)} {term('d12Degree', result.degree)}</strong>
          {result.degree !== result.rolledDegree ? (
            <span className="muted"> — {t('d12.raisedFrom', { from: term('d12Degree', result.rolledDegree), given: result.given })}</span>
          ) : null}
          {result.criticalOption ? (
            <span> — {term(result.degree === 'critical_success' ? 'd12CriticalSuccess' : 'd12CriticalFailure', result.criticalOption)}</span>
          ) : null}
        </p>
        {superseded ? <p className="muted">{t('d12.superseded')}</p> : null}
      </RollCard>

      {critical && result.criticalOption === null && !superseded ? (
        <fieldset className="follow-up">
          <legend>{result.degree === 'critical_success' ? t('d12.criticalSuccess.pick') : t('d12.criticalFailure.pick')}</legend>
          {(result.degree === 'critical_success' ? D12_CRITICAL_SUCCESS_OPTIONS : D12_CRITICAL_FAILURE_OPTIONS).map((o) => (
            <label key={o} className="radio">
              <input
                type="radio"
                name={`critical-${roll.id}`}
                checked={choice?.option === o}
                onChange={() =>
                  setChoice(
                    result.degree === 'critical_success'
                      ? { kind: 'success', option: o as D12CriticalSuccessOption }
                      : { kind: 'failure', option: o as D12CriticalFailureOption },
                  )
                }
              />{' '}
              {term(result.degree === 'critical_success' ? 'd12CriticalSuccess' : 'd12CriticalFailure', o)}
            </label>
          ))}
          {result.degree === 'critical_failure' ? (
            <>
              <div className="radios" role="radiogroup" aria-label={t('d12.pickedBy')}>
                <span className="label">{t('d12.pickedBy')}</span>
                {(['player', 'gm'] as const).map((p) => (
                  <label key={p} className="radio">
                    <input type="radio" name={`picked-${roll.id}`} checked={pickedBy === p} onChange={() => setPickedBy(p)} /> {term('d12PickedBy', p)}
                  </label>
                ))}
              </div>
              {choice?.option === 'complication' ? <Field label={t('d12.complication')} value={description} onChange={setDescription} maxLength={500} /> : null}
              {choice?.option === 'hurt_self' && character && d12WouldReachZero(character, result.attribute, 1) ? (
                <label className="check">
                  <input type="checkbox" checked={spendDestiny} onChange={(e) => setSpendDestiny(e.target.checked)} disabled={destiny < 1} /> {t('d12.spendDestiny')}
                </label>
              ) : null}
              {hurtSelf?.ok ? (
                <p className="muted small">
                  {t('d12.hurtSelf.preview', { attribute: term('d12Attribute', result.attribute), from: poolNow, to: hurtSelf.value.character.pools[result.attribute].pool })}
                </p>
              ) : null}
              {hurtSelf && !hurtSelf.ok ? <RefusalNote refusal={hurtSelf.error} /> : null}
            </>
          ) : null}
          <div className="actions">
            <Button
              disabled={choice === null}
              busy={follow.pending}
              onClick={() => {
                if (!choice) return;
                const body =
                  choice.kind === 'success'
                    ? { option: choice.option, version }
                    : {
                        option: choice.option,
                        pickedBy,
                        ...(choice.option === 'complication' && description.trim() ? { description: description.trim() } : {}),
                        ...(choice.option === 'hurt_self' ? { spendDestinyToAvoidZero: spendDestiny } : {}),
                        version,
                      };
                void run(() => diceApi.critical(roll.id, body));
              }}
            >
              {t('d12.critical.apply')}
            </Button>
          </div>
        </fieldset>
      ) : null}

      {!superseded && result.degree !== 'critical_failure' && result.degree !== 'critical_success' ? (
        <fieldset className="follow-up" data-testid="d12-give">
          <legend>{t('d12.give.title')}</legend>
          <label className="check">
            <input type="checkbox" checked={blind} onChange={(e) => setBlind(e.target.checked)} /> {t('d12.give.blind')}
          </label>
          {givePreview?.ok ? (
            <p className="cost">
              {t('d12.give.preview', {
                attribute: term('d12Attribute', result.attribute),
                from: poolNow,
                to: givePreview.value.character.pools[result.attribute].pool,
                degreeFrom: term('d12Degree', result.degree),
                degreeTo: term('d12Degree', givePreview.value.result.degree),
              })}
              {givePreview.value.out ? ` ⚠ ${t('d12.give.out')}` : ''}
            </p>
          ) : null}
          {givePreview && !givePreview.ok ? <RefusalNote refusal={givePreview.error} /> : null}
          {!givePreview && canGive ? <p className="muted small">{t('d12.give.noSheet')}</p> : null}
          <div className="actions">
            <Button
              variant="secondary"
              disabled={!canGive || (givePreview !== null && !givePreview.ok)}
              busy={follow.pending}
              onClick={() => void run(() => diceApi.give(roll.id, { version, blind }))}
            >
              {t('d12.give')}
            </Button>
          </div>
        </fieldset>
      ) : null}

      {canReroll ? (
        <fieldset className="follow-up" data-testid="d12-reroll">
          <legend>{t('d12.reroll')}</legend>
          <OddsBar
            label={t('d12.reroll.now', { pct: pct(d12SuccessChance(rerollOdds)), destiny })}
            outcomes={[...D12_DEGREES].reverse().map((d) => ({ key: d, label: term('d12Degree', d), probability: rerollOdds[d] }))}
            step={0.1}
          />
          {destiny < 1 ? <p className="refusal-note">⚠ {t('d12.reroll.noDestiny')}</p> : null}
          <div className="actions">
            <Button variant="secondary" disabled={destiny < 1} busy={follow.pending} onClick={() => void run(() => diceApi.reroll(roll.id, { version }))}>
              <span aria-hidden="true">{'⚄\u00a0'}</span>{t('d12.reroll.do')}
            </Button>
          </div>
        </fieldset>
      ) : null}

      {fear && linked && !superseded ? (
        <fieldset className="follow-up">
          <legend>{t('d12.fear.resolve')}</legend>
          {fear.ok ? (
            <p>
              {fear.value.overcome
                ? t('d12.fear.willGain', { destiny: fear.value.character.destiny })
                : t('d12.fear.willLose', { from: mindPool, to: fear.value.character.pools.mind.pool })}
            </p>
          ) : (
            <RefusalNote refusal={fear.error} />
          )}
          {!(fear.ok && fear.value.overcome) && d12WouldReachZero(pc.character, 'mind', 1) ? (
            <label className="check">
              <input type="checkbox" checked={spendDestiny} onChange={(e) => setSpendDestiny(e.target.checked)} disabled={destiny < 1} /> {t('d12.spendDestiny')}
            </label>
          ) : null}
          <div className="actions">
            <Button busy={follow.pending} onClick={() => void run(() => diceApi.fearResolution(roll.id, { version: pc.version, spendDestinyToAvoidZero: spendDestiny }))}>
              {t('d12.fear.apply')}
            </Button>
          </div>
        </fieldset>
      ) : null}
      {isFear && fearResolved ? <p className="step-title">{t('d12.fear.resolved')}</p> : null}

      <ErrorMessage error={follow.error} onReload={reloadSheet} />
      {linked && pc ? (
        <p className="muted small">
          {t('d12.poolsNow', {
            pools: D12_ATTRIBUTES.map((a) => `${term('d12Attribute', a)} ${pc.character.pools[a].pool}/${pc.character.pools[a].value}`).join(' · '),
            destiny: pc.character.destiny,
          })}
        </p>
      ) : null}
    </div>
  );
}

function degreeSymbol(degree: D12ActionResult['degree']): string {
  switch (degree) {
    case 'critical_success':
      return '★';
    case 'success':
      return '✔';
    case 'success_with_complication':
      return '≈';
    case 'failure':
      return '✖';
    case 'critical_failure':
      return '☠';
  }
}
