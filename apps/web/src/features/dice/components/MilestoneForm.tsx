import { useState } from 'react';
import type { FormEvent } from 'react';
import { D12_ATTRIBUTES, D12_MAX_TRAIT, D12_MIN_TRAIT, d12EndCampaign, d12EndCycle, d12EndScenario, type D12Attribute, type D12TraitAdvance, type TableRules } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { ReasonList } from '../../../components/ReasonList';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation } from '../../../lib/query';
import { acceptCharacter, diceApi, type Effect, type MilestoneBody } from '../api';
import { pyramidCounts } from './CharacterSummary';
import type { PcContext } from './D12ActionForm';
import { EffectOutcome } from './EffectOutcome';
import { characterNames, RefusalNote } from '../../../components/RefusalNote';
import { SelectField } from '../../../components/SelectField';

type Milestone = 'scenario' | 'cycle' | 'campaign';

/** T5 trait ratings, best first (+3, +2, +1): the rows of the pyramid. */
const TRAIT_RATINGS = Array.from({ length: D12_MAX_TRAIT - D12_MIN_TRAIT + 1 }, (_, i) => D12_MAX_TRAIT - i);
type AdvanceKind = D12TraitAdvance['kind'];

/**
 * T10 jalons: the end of a scenario (pools restored, a trait gained or raised under the pyramid
 * rule), of a cycle (+1 to Corps, Esprit or Âme; the réconfort back or a new one), or of the
 * campaign (retirement). The rules' own function previews each one, pyramid included.
 */
export function MilestoneForm({ pc, table }: { pc: PcContext; table: TableRules }) {
  const { t, term } = useGmT();
  const c = pc.character;
  const [milestone, setMilestone] = useState<Milestone>('scenario');
  const [kind, setKind] = useState<AdvanceKind>('none');
  const [newTrait, setNewTrait] = useState('');
  const [raise, setRaise] = useState(c.traits[0]?.name ?? '');
  const [attribute, setAttribute] = useState<D12Attribute>('body');
  const [newComfort, setNewComfort] = useState('');
  const [done, setDone] = useState<Effect | null>(null);
  const apply = useMutation((body: MilestoneBody) => diceApi.milestone(pc.crewId, c.id, { ...body, version: pc.version }), {
    onSuccess: (data, _v, cl) => acceptCharacter(cl, pc.crewId, data.character, data.saved.version),
  });

  const advance: D12TraitAdvance =
    kind === 'none' ? { kind: 'none' } : kind === 'new_trait' ? { kind: 'new_trait', name: newTrait.trim() } : { kind: 'raise_trait', name: raise };
  const preview =
    milestone === 'scenario'
      ? d12EndScenario(c, advance, { table })
      : milestone === 'cycle'
        ? d12EndCycle(c, newComfort.trim() ? { attribute, newComfort: newComfort.trim() } : { attribute })
        : d12EndCampaign(c);
  const refusal = preview.ok ? null : preview.error;
  const before = pyramidCounts(c.traits);
  const after = preview.ok ? pyramidCounts(preview.value.character.traits) : null;

  const body = (): MilestoneBody =>
    milestone === 'scenario'
      ? { milestone, advance: advance.kind === 'none' ? { kind: 'none' } : { kind: advance.kind, name: advance.name } }
      : milestone === 'cycle'
        ? { milestone, attribute, ...(newComfort.trim() ? { newComfort: newComfort.trim() } : {}) }
        : { milestone };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (refusal) return;
    if (milestone === 'campaign' && !window.confirm(t('d12.endCampaign.confirm', { name: c.name }))) return;
    const data = await apply.mutate(body());
    if (data) setDone(data);
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="milestone-title">
      <h2 id="milestone-title">{t('d12.milestones')}</h2>
      <fieldset className="radios">
        <legend>{t('d12.milestone.which')}</legend>
        {(['scenario', 'cycle', 'campaign'] as const).map((m) => (
          <label key={m} className="radio">
            <input type="radio" name="milestone" checked={milestone === m} onChange={() => { setMilestone(m); setDone(null); }} />{' '}
            {m === 'scenario' ? t('d12.endScenario') : m === 'cycle' ? t('d12.endCycle') : t('d12.endCampaign')}
          </label>
        ))}
      </fieldset>
      {milestone === 'scenario' ? (
        <>
          <p className="muted">{t('d12.endScenario.help')}</p>
          <fieldset className="radios">
            <legend>{t('d12.advance')}</legend>
            {(['none', 'new_trait', 'raise_trait'] as const).map((k) => (
              <label key={k} className="radio">
                <input type="radio" name="advance" checked={kind === k} onChange={() => setKind(k)} disabled={k === 'raise_trait' && c.traits.length === 0} /> {term('d12TraitAdvance', k)}
              </label>
            ))}
          </fieldset>
          {kind === 'new_trait' ? <Field label={t('d12.newTrait')} value={newTrait} onChange={setNewTrait} maxLength={120} error={newTrait.trim() === '' ? t('error.field.required') : null} /> : null}
          {kind === 'raise_trait' ? (
            <SelectField
              label={t('d12.raiseTrait')}
              value={raise}
              onChange={setRaise}
              options={c.traits.map((tr) => ({ value: tr.name, label: t('d12.traitValue', { name: tr.name, rating: tr.rating }) }))}
            />
          ) : null}
          <table className="data-table pyramid" data-testid="pyramid">
            <caption>
              {t('d12.pyramid')} — {table.traitPyramid === 'fate' ? t('d12.pyramid.fate') : t('d12.pyramid.none')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('d12.pyramid.rating')}</th>
                <th scope="col">{t('common.before')}</th>
                <th scope="col">{t('common.after')}</th>
              </tr>
            </thead>
            <tbody>
              {TRAIT_RATINGS.map((r) => (
                <tr key={r}>
                  <th scope="row">+{r}</th>
                  <td className="num">{before[r - 1] ?? 0}</td>
                  <td className="num">{after ? (after[r - 1] ?? 0) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {milestone === 'cycle' ? (
        <>
          <p className="muted">{t('d12.endCycle.help')}</p>
          <SelectField
            label={t('d12.cycle.attribute')}
            value={attribute}
            onChange={(v) => setAttribute(v as D12Attribute)}
            options={D12_ATTRIBUTES.map((a) => {
              // T10 « +1 à une caractéristique », as the rules raise it (refused at the maximum).
              const raised = d12EndCycle(c, { attribute: a });
              const to = raised.ok ? ` → ${raised.value.character.pools[a].value}` : '';
              return { value: a, label: `${term('d12Attribute', a)} (${c.pools[a].value}${to})` };
            })}
          />
          <Field label={t('d12.newComfort')} value={newComfort} onChange={setNewComfort} maxLength={120} hint={c.comfort ? t('d12.cycle.comfortKept', { comfort: c.comfort.name }) : undefined} />
        </>
      ) : null}
      {milestone === 'campaign' ? <p className="muted">{t('d12.endCampaign.help')}</p> : null}
      {preview.ok ? <ReasonList reasons={preview.reasons} title={t('common.preview')} /> : <RefusalNote refusal={refusal} names={characterNames(c)} />}
      <div className="actions">
        <Button type="submit" busy={apply.pending} disabled={refusal !== null} variant={milestone === 'campaign' ? 'danger' : 'primary'}>
          {t('d12.milestone.apply')}
        </Button>
      </div>
      <EffectOutcome write={apply} crewId={pc.crewId} done={done} title={t('d12.milestone.done')} />
    </form>
  );
}
