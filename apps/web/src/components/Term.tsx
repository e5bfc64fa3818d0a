import type { ReactNode } from 'react';
import { colonSeparator } from '@temps-mort/i18n/format';
import type { Lang } from '../lib/i18n';

/**
 * The colon between a label and its value where the layout already sets them apart (a `<dt>` and
 * its `<dd>` side by side, a gauge's name and its number): not drawn, but in the page's text and in
 * what a screen reader says, so the pair reads « Fournisseur : Le tripot de Baz », never
 * « FournisseurLe tripot de Baz ». The i18n colon's: French puts a no-break space before it.
 * `hidden`: beside a value screen readers do not get (a gauge's number, read from its meter).
 */
export function LabelColon({ lang, hidden = false }: { lang: Lang; hidden?: boolean }) {
  return (
    <span className="visually-hidden" aria-hidden={hidden || undefined}>
      {colonSeparator(lang)}
    </span>
  );
}

/** A definition list's label with its colon (LabelColon): `<Term lang={lang}>Fournisseur</Term><dd>…</dd>`. */
export function Term({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <dt>
      {children}
      <LabelColon lang={lang} />
    </dt>
  );
}
