import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ApiError, RuleRefusalError, ValidationError } from '../../../lib/api';
import { useGmT } from '../../../lib/i18nGm';
import { afterCampaignSwitch } from '../../../lib/campaign';
import { useMutation, useQueryClient } from '../../../lib/query';
import { useAppStore } from '../../../stores';
import { campaignApi, type Campaign, type ImportResult } from '../api';
import { importIssueLines } from '../importIssues';
import { CampaignExport } from '../../../components/CampaignExport';

/** The API's limit for an import body (apps/api routes/api/backup: IMPORT_BODY_LIMIT). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

type Problem =
  | { readonly kind: 'notJson' }
  | { readonly kind: 'tooLarge' }
  | { readonly kind: 'api'; readonly error: unknown };

function ImportProblem({ problem, doc }: { problem: Problem; doc: unknown }) {
  const { t, lang } = useGmT();
  if (problem.kind === 'notJson') return <p role="alert" className="error-message error-title">{t('import.notJson')}</p>;
  if (problem.kind === 'tooLarge') return <p role="alert" className="error-message error-title">{t('import.tooLarge')}</p>;
  const { error } = problem;
  if (error instanceof ValidationError) {
    const lines = importIssueLines(error.issues, doc, t, lang);
    return (
      <div role="alert" className="error-message">
        <p className="error-title">{t('import.invalid')}</p>
        <ul className="error-issues">
          {lines.map((line, i) => (
            <li key={i}>
              <span className="error-field">{line.field}</span>
              {lang === 'fr' ? '\u00a0: ' : ': '}
              {line.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error instanceof RuleRefusalError && error.refusal.code === 'history_does_not_replay') {
    const crew = error.refusal.values.crew;
    return <p role="alert" className="error-message error-title">{t('import.replay', { crew: typeof crew === 'string' ? crew : '?' })}</p>;
  }
  if (error instanceof ApiError && error.status === 413) return <p role="alert" className="error-message error-title">{t('import.tooLarge')}</p>;
  return <ErrorMessage error={error} />;
}

/** What an import brought, in words (the toast on the imported campaign's home). */
function importedWords(result: ImportResult, t: ReturnType<typeof useGmT>['t']): string {
  return t('import.result', { name: result.name, crews: result.counts.crews, events: result.counts.events, rolls: result.counts.rolls, wizards: result.counts.wizards });
}

function ImportCampaign() {
  const { t } = useGmT();
  const id = useId();
  const client = useQueryClient();
  const pushToast = useAppStore((s) => s.pushToast);
  const [file, setFile] = useState<File | null>(null);
  const [doc, setDoc] = useState<unknown>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const run = useMutation((document: unknown) => campaignApi.importCampaign(document), {
    onSuccess: (answer) => {
      setResult(answer);
      // The imported campaign is the GM's, open in the session now: its home, saying what came in.
      pushToast(importedWords(answer, t), 'success');
      afterCampaignSwitch(client, '/');
    },
    onError: (error) => setProblem({ kind: 'api', error }),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setProblem(null);
    setResult(null);
    setDoc(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProblem(null);
    setResult(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem({ kind: 'tooLarge' });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setProblem({ kind: 'notJson' });
      return;
    }
    setDoc(parsed);
    await run.mutate(parsed);
  };

  return (
    <form className="import form" onSubmit={(e) => void submit(e)} noValidate>
      <h3>{t('import.run')}</h3>
      <p className="muted" id={`${id}-help`}>
        {t('import.help')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('import.file')}</label>
        <input id={`${id}-file`} type="file" accept="application/json,.json" onChange={choose} aria-describedby={`${id}-help`} />
      </div>
      <div className="actions">
        <Button type="submit" busy={run.pending} disabled={file === null}>
          {run.pending ? t('import.running') : t('import.run')}
        </Button>
      </div>
      {problem ? <ImportProblem problem={problem} doc={doc} /> : null}
      <div role="status">
        {result ? (
          <div className="import-result card">
            <p className="settings-ok">
              <span aria-hidden="true">✓ </span>
              {t('import.done')}
            </p>
            <p>{importedWords(result, t)}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}

/** Export the campaign as one JSON file; import a file as a new campaign. */
export function ExportImport({ campaign }: { campaign: Campaign }) {
  return (
    <div className="export-import">
      <CampaignExport campaignId={campaign.id} />
      <ImportCampaign />
    </div>
  );
}
