import { useState } from 'react';
import { exportCampaign } from '../lib/campaign';
import { useGmT } from '../lib/i18nGm';
import { useMutation } from '../lib/query';
import { Button } from './Button';
import './CampaignExport.css';
import { ErrorMessage } from './ErrorMessage';

/** Saves `text` as a file through a temporary link (no network: the document is already here). */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Export the campaign" (campaign.export) saved as a file, with a polite notice
 * naming it: in Settings, and offered before a crew is deleted.
 */
export function CampaignExport({ campaignId, title, help }: { campaignId: string; title?: string; help?: string }) {
  const { t } = useGmT();
  const [file, setFile] = useState<string | null>(null);
  const run = useMutation(() => exportCampaign(campaignId), {
    onSuccess: ({ document, fileName }) => {
      const name = fileName ?? `temps-mort-${campaignId}.json`;
      saveFile(JSON.stringify(document, null, 2), name);
      setFile(name);
    },
  });
  return (
    <div className="export">
      <h3>{title ?? t('export.run')}</h3>
      <p className="muted">{help ?? t('export.help')}</p>
      <Button variant={title ? 'secondary' : 'primary'} onClick={() => void run.mutate(undefined)} busy={run.pending}>
        {run.pending ? t('export.running') : t('export.run')}
      </Button>
      {run.error ? <ErrorMessage error={run.error} /> : null}
      <p role="status" className="export-ok">
        {file ? (
          <>
            <span aria-hidden="true">✓ </span>
            {t('export.done', { file })}
          </>
        ) : null}
      </p>
    </div>
  );
}
