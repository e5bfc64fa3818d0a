import { useState } from 'react';
import { Button } from '../../../components/Button';
import { CampaignExport } from '../../../components/CampaignExport';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { InlineConfirm } from '../../../components/shareLinks/InlineConfirm';
import { call, ConflictError } from '../../../lib/api';
import { campaignCrewsKey } from '../../../lib/campaign';
import { crewKey, toCrewSheet, type CrewSheet } from '../../../lib/crew';
import { useGmT } from '../../../lib/i18nGm';
import { useQueryClient } from '../../../lib/query';
import { useLocation } from '../../../lib/router';

/**
 * Deletes the crew (DELETE crew.delete with the version shown): the export of the campaign
 * offered first, then a confirmation naming the crew. Every crew is deleted the same way, the one
 * made at first start included; the GM lands on the home screen, whose list no longer has it.
 * A 409 (the crew changed elsewhere) puts the current sheet on screen and asks again.
 */
export function DeleteCrew({ sheet }: { sheet: CrewSheet }) {
  const { t } = useGmT();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = sheet.crew.name;
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('crew.delete', { params: { crewId: sheet.id }, body: { version: sheet.version } });
      await client.invalidate(campaignCrewsKey(sheet.campaignId));
      navigate('/', { replace: true });
    } catch (e) {
      if (e instanceof ConflictError) {
        try {
          client.setData(crewKey(sheet.id), toCrewSheet(e.current));
        } catch {
          void client.invalidate(crewKey(sheet.id));
        }
      }
      setError(e);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="setup-form delete-crew" aria-labelledby="delete-crew-title">
      <h2 id="delete-crew-title">{t('crew.delete.title')}</h2>
      <p>{t('crew.delete.help', { name })}</p>
      <CampaignExport campaignId={sheet.campaignId} title={t('crew.delete.exportFirst')} help={t('crew.delete.exportHelp')} />
      {asking ? (
        <InlineConfirm question={t('crew.delete.confirm', { name })} confirmLabel={t('crew.delete.run')} danger busy={busy} onConfirm={() => void remove()} onCancel={() => setAsking(false)} />
      ) : (
        <div className="actions">
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('crew.delete.run')}
            <span className="visually-hidden"> — {name}</span>
          </Button>
        </div>
      )}
      {error ? <ErrorMessage error={error} /> : null}
    </section>
  );
}
