import { useEffect } from 'react';
import { useAppStore } from '../stores';
import { useT } from '../lib/i18n';

/** The toasts of the UI slice, announced politely; each goes away after 6 s or when dismissed. */
export function Toasts() {
  const toasts = useAppStore((s) => s.toasts);
  const dismiss = useAppStore((s) => s.dismissToast);
  const { t } = useT();
  useEffect(() => {
    if (toasts.length === 0) return undefined;
    const timers = toasts.map((toast) => setTimeout(() => dismiss(toast.id), 6000));
    return () => timers.forEach(clearTimeout);
  }, [toasts, dismiss]);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-kind={toast.kind}>
          <span>{toast.message}</span>
          <button type="button" className="btn btn-ghost" onClick={() => dismiss(toast.id)} aria-label={t('common.close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
