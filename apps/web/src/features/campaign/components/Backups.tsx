import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ConflictError } from '../../../lib/api';
import { Loading } from '../../../components/Loading';
import { useGmT } from '../../../lib/i18nGm';
import { useMutation, useQuery } from '../../../lib/query';
import { backupsKey, campaignApi, type BackupInfo } from '../api';
import { SavedNotice } from '../../../components/SavedNotice';

/** 1 536 000 → "1,5 Mo" / "1.5 MB" (the browser's unit words). */
export function fileSize(bytes: number, locale: string): string {
  const [unit, value] = bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : bytes >= 1000 ? (['kilobyte', bytes / 1000] as const) : (['byte', bytes] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

function when(iso: string, locale: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)) : iso;
}

/** On PostgreSQL the server has no file to copy: backup.create answers 409 naming pg_dump. */
function onPostgres(current: unknown): boolean {
  return typeof current === 'object' && current !== null && (current as { database?: unknown }).database === 'postgresql';
}

/** backup.create (a copy of the whole database on the server) and the list of backups there (backups). */
export function Backups() {
  const { t, locale } = useGmT();
  const list = useQuery(backupsKey, (signal) => campaignApi.backups(signal));
  const [made, setMade] = useState<BackupInfo | null>(null);
  const run = useMutation(() => campaignApi.backup(), { invalidate: [backupsKey], onSuccess: (backup) => setMade(backup) });
  const backups = list.data?.backups ?? [];
  return (
    <div className="backups">
      <p className="muted">{t('backup.help')}</p>
      <Button onClick={() => void run.mutate(undefined)} busy={run.pending}>
        {run.pending ? t('backup.running') : t('backup.run')}
      </Button>
      {run.error instanceof ConflictError && onPostgres(run.error.current) ? (
        <p role="alert" className="error-message">
          {t('backup.postgres')}
        </p>
      ) : run.error ? (
        <ErrorMessage error={run.error} />
      ) : null}
      <SavedNotice message={made ? t('backup.done', { name: made.name, size: fileSize(made.size, locale) }) : null} />
      <h3>{t('backup.list')}</h3>
      {list.error && !list.data ? <ErrorMessage error={list.error} /> : null}
      {!list.data && !list.error ? <Loading /> : null}
      {list.data && backups.length === 0 ? <p className="muted">{t('backup.none')}</p> : null}
      {backups.length > 0 ? (
        <table className="backups-table">
          <thead>
            <tr>
              <th scope="col">{t('backup.file')}</th>
              <th scope="col">{t('backup.when')}</th>
              <th scope="col" className="num">
                {t('backup.size')}
              </th>
            </tr>
          </thead>
          <tbody>
            {backups.map((b) => (
              <tr key={b.name}>
                <td>
                  <code>{b.name}</code>
                </td>
                <td>
                  <time dateTime={b.createdAt}>{when(b.createdAt, locale)}</time>
                </td>
                <td className="num">{fileSize(b.size, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
