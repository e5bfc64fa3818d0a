import { useState } from 'react';
import './setup.css';
import { FIELD_BOUNDS, crewSchema, type Hold } from '@temps-mort/rules';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { Loading } from '../../../components/Loading';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { call, type CallInput } from '../../../lib/api';
import { roman } from '../../../lib/format';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQuery } from '../../../lib/query';
import { useLocation } from '../../../lib/router';
import { useSignInRedirect } from '../../../lib/session';
import { fieldErrors, hasErrors } from './validate';

const newCrewSchema = crewSchema.pick({ name: true, tier: true, hold: true });

/**
 * /crews/new: a crew's name, tier and hold (the rest on its page): POST crew.create,
 * then the crew's page in edit mode to add factions, characters and cohorts.
 */
export default function NewCrewRoute() {
  const { t, term } = useGmT();
  const [, navigate] = useLocation();
  const campaign = useQuery(['campaign', 'current'], (signal) => call('campaign.current', {}, { signal }));
  const signingIn = useSignInRedirect(campaign.error);
  const [name, setName] = useState('');
  const [tier, setTier] = useState<number | null>(0);
  const [hold, setHold] = useState<Hold>('weak');
  const errors = fieldErrors(newCrewSchema, { name, tier, hold }, t);
  const create = useMutation(
    (body: CallInput<'crew.create'>['body']) => call('crew.create', { params: { campaignId: campaign.data?.id ?? '' }, body }),
    { invalidate: [['campaign']] },
  );
  if (signingIn) return <Loading />;
  if (!campaign.data) return campaign.error ? <ErrorMessage error={campaign.error} /> : <Loading />;
  return (
    <section className="page narrow" aria-labelledby="new-crew-title">
      <h1 id="new-crew-title">{t('crews.new')}</h1>
      <p className="muted">{t('setup.welcome')}</p>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (hasErrors(errors) || tier === null) return;
          void create.mutate({ name: name.trim(), tier, hold }).then((answer) => {
            if (answer) navigate(`/crews/${encodeURIComponent(answer.sheet.id)}?edit=1`);
          });
        }}
      >
        <Field label={t('crew.name')} value={name} onChange={setName} error={name === '' ? null : errors.name} required />
        <NumberField label={t('crew.tier')} value={tier} onChange={setTier} bounds={FIELD_BOUNDS.crew.tier} hint={t('crew.tier.help', { max: roman(FIELD_BOUNDS.crew.tier.max) })} error={errors.tier} />
        <SelectField label={t('crew.hold')} value={hold} onChange={(v) => setHold(v as Hold)} options={(['weak', 'strong'] as const).map((h) => ({ value: h, label: term('hold', h) }))} />
        <ErrorMessage error={create.error} fieldLabels={{ name: t('crew.name'), tier: t('crew.tier') }} />
        <div className="actions">
          <Button type="submit" busy={create.pending} disabled={hasErrors(errors)}>
            {t('setup.createCrew')}
          </Button>
        </div>
      </form>
    </section>
  );
}
