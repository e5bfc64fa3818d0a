import { useT } from '../lib/i18n';

/** A polite "Loading…" for Suspense fallbacks and first fetches. */
export function Loading({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <p className="loading" role="status" aria-live="polite">
      {label ?? t('app.loading')}
    </p>
  );
}
