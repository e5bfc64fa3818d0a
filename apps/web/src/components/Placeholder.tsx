import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/** A screen that another part of the work fills in; says so in words. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useT();
  return (
    <section className="page" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p className="muted">{t('common.nothingYet')}</p>
      {children}
    </section>
  );
}
