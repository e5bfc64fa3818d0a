import { LANGS, LANG_NAMES } from '../lib/lang';
import { useT } from '../lib/i18n';
import { useAppStore } from '../stores';

/** FR | EN toggle: two buttons (aria-pressed), each named in its own language. */
export function LanguageSwitch() {
  const { t, lang } = useT();
  const setLang = useAppStore((s) => s.setLang);
  return (
    <div className="lang-switch" role="group" aria-label={t('lang.label')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          className="btn btn-ghost"
          lang={l}
          aria-pressed={lang === l}
          title={LANG_NAMES[l]}
          // The name starts with the visible text (WCAG 2.5.3, label in name), then says it in full.
          aria-label={`${l.toUpperCase()} – ${LANG_NAMES[l]}`}
          onClick={() => setLang(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
