import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANG_NAMES, detectLang, isLang, langOfTag, parseLang } from './lang';

describe('detectLang', () => {
  it.each([
    [['fr-FR', 'en-US'], 'fr'],
    [['fr'], 'fr'],
    [['fr-CA'], 'fr'],
    [['FR_be'], 'fr'],
    [['fr-CH', 'de'], 'fr'],
    [['de-DE', 'fr-FR'], 'fr'], // the first language of ours decides
    [['en-GB', 'fr-FR'], 'en'],
    [['en-US'], 'en'],
    [['de-DE', 'es'], 'en'], // neither: English
    [[], 'en'],
    [['frr'], 'en'], // North Frisian is not French
  ] as const)('%j → %s', (languages, lang) => {
    expect(detectLang(languages)).toBe(lang);
  });

  it('defaults to English', () => {
    expect(DEFAULT_LANG).toBe('en');
  });
});

describe('language tags and remembered choices', () => {
  it('reads tags and stored values', () => {
    expect(langOfTag(' fr-FR ')).toBe('fr');
    expect(langOfTag('english')).toBeNull();
    expect(parseLang('en')).toBe('en');
    expect(parseLang('fr-CA')).toBe('fr');
    expect(parseLang(null)).toBeNull();
    expect(parseLang(42)).toBeNull();
    expect(isLang('fr')).toBe(true);
    expect(isLang('de')).toBe(false);
    expect(LANG_NAMES).toEqual({ fr: 'Français', en: 'English' });
  });
});
