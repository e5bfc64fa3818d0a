import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { CampaignExport } from '../../../components/CampaignExport';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Field } from '../../../components/Field';
import { afterCampaignSwitch } from '../../../lib/campaign';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQueryClient } from '../../../lib/query';
import { campaignApi, type Campaign } from '../api';

/**
 * Deleting the campaign (its owner, the settings' danger zone): « Supprimer la campagne… » first
 * offers the export, then asks for the campaign's name typed exactly (campaign.delete checks it
 * too), deletes, and lands on « Mes campagnes », which says so.
 */
export function DeleteCampaign({ campaign }: { campaign: Campaign }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const [started, setStarted] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useMutation(() => campaignApi.remove(campaign.id, typed), {
    onSuccess: () => afterCampaignSwitch(client, `/campaigns?deleted=${encodeURIComponent(campaign.name)}`, { replace: true }),
  });
  const matches = typed === campaign.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) void remove.mutate(undefined);
  };
  return (
    <div className="campaign-delete">
      <h3>{t('campaignDelete.heading')}</h3>
      <p>{t('campaignDelete.intro')}</p>
      {started ? (
        <>
          <CampaignExport campaignId={campaign.id} title={t('campaignDelete.export')} help={t('campaignDelete.export.help')} />
          <form className="form" onSubmit={submit} noValidate>
            <Field
              id="campaign-delete-name"
              label={t('campaignDelete.typeName', { name: campaign.name })}
              value={typed}
              onChange={(v) => {
                setTyped(v);
                if (remove.error) remove.reset();
              }}
              autoComplete="off"
              error={typed !== '' && !campaign.name.startsWith(typed) ? t('campaignDelete.mismatch') : null}
            />
            {remove.error ? <ErrorMessage error={remove.error} fieldLabels={{ name: t('settings.name') }} /> : null}
            <div className="actions">
              <Button type="submit" variant="danger" busy={remove.pending} disabled={!matches}>
                {remove.pending ? t('campaignDelete.deleting') : t('campaignDelete.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => { setStarted(false); setTyped(''); }}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </>
      ) : (
        <div className="actions">
          <Button variant="danger" onClick={() => setStarted(true)}>
            {t('campaignDelete.start')}
          </Button>
        </div>
      )}
    </div>
  );
}
