import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_NAMES, RTL_LANGUAGES, isLanguageCode, isRtl, normalizeLanguage } from './languages.ts';
import { MESSAGES, TRANSLATION_KEYS, type TranslationKey, isTranslationKey, translate, translator } from './messages.ts';

/** Values that are legitimately written the same as in English (none at present). */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set<string>([]);

describe('languages', () => {
  it('offers the 32 interface languages of the spec', () => {
    expect(LANGUAGES).toHaveLength(32);
    expect(new Set(LANGUAGES).size).toBe(32);
    expect(LANGUAGES.join(',')).toBe(
      'en,es,fr,de,it,pt,nl,ar,ja,ko,zh,pl,cs,sv,da,no,fi,el,hu,ro,bg,hr,sk,sl,lt,lv,et,he,ca,is,mt,ms',
    );
  });

  it('names every language in English and in itself', () => {
    for (const code of LANGUAGES) {
      expect(LANGUAGE_NAMES[code].english.length, code).toBeGreaterThan(0);
      expect(LANGUAGE_NAMES[code].native.length, code).toBeGreaterThan(0);
    }
    expect(LANGUAGE_NAMES.de.native).toBe('Deutsch');
  });

  it('knows Arabic and Hebrew are right to left', () => {
    expect([...RTL_LANGUAGES]).toEqual(['ar', 'he']);
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('he')).toBe(true);
    expect(isRtl('en')).toBe(false);
    expect(isRtl('xx')).toBe(false);
  });

  it('recognises and normalises language codes', () => {
    expect(isLanguageCode('mt')).toBe(true);
    expect(isLanguageCode('ru')).toBe(false);
    expect(normalizeLanguage('PT-br')).toBe('pt');
    expect(normalizeLanguage('nb-NO')).toBe('no');
    expect(normalizeLanguage('ru')).toBe('en');
    expect(normalizeLanguage(null)).toBe('en');
  });
});

describe('messages', () => {
  it('has the ten keys of the spec', () => {
    expect(TRANSLATION_KEYS).toHaveLength(10);
  });

  it('has every key, non-empty, in every language', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      expect(Object.keys(MESSAGES[lang]).sort(), lang).toEqual([...TRANSLATION_KEYS].sort());
      for (const key of TRANSLATION_KEYS) expect(MESSAGES[lang][key].trim().length, `${lang} ${key}`).toBeGreaterThan(0);
    }
  });

  it('translates rather than copies English', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      for (const key of TRANSLATION_KEYS) {
        const value = MESSAGES[lang][key];
        if (SAME_AS_ENGLISH.has(value)) continue;
        expect(value, `${lang} ${key}`).not.toBe(MESSAGES.en[key]);
      }
    }
  });

  it('keeps the facts in every language: 72 hours, 2 years, £75', () => {
    for (const lang of LANGUAGES) {
      expect(MESSAGES[lang]['info.processing.value'], lang).toContain('72');
      expect(MESSAGES[lang]['info.fee.value'], lang).toContain('75');
      // Maltese and Arabic and Hebrew spell out "two years" (sentejn / سنتان / שנתיים).
      if (!['mt', 'ar', 'he'].includes(lang)) expect(MESSAGES[lang]['info.validity.value'], lang).toContain('2');
    }
  });

  it('gives the English texts of the spec', () => {
    expect(translate('en', 'hero.cta.apply')).toBe('Apply Now');
    expect(translate('en', 'hero.cta.check')).toBe('Check Eligibility');
    expect(translate('en', 'info.fee.value')).toBe('£75 per application');
    expect(translate('en', 'info.processing.value')).toBe('Within 72 hours');
  });

  it('translates into the requested language', () => {
    expect(translate('de', 'hero.cta.apply')).toBe('Jetzt beantragen');
    expect(translate('fr', 'language.switch')).toBe('Langue');
    expect(translator('ja')('info.fee')).toBe('サービス料金');
  });

  it('falls back to English for unknown languages, then to the key', () => {
    expect(translate('xx', 'hero.cta.apply')).toBe('Apply Now');
    expect(translate('', 'info.fee')).toBe('Service Fee');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
    expect(translate('xx', 'no.such.key')).toBe('no.such.key');
  });

  it('checks translation keys', () => {
    const key: string = 'info.validity';
    expect(isTranslationKey(key)).toBe(true);
    expect(isTranslationKey('info.nope')).toBe(false);
    const typed: TranslationKey = 'language.switch';
    expect(translate('es', typed)).toBe('Idioma');
  });
});
