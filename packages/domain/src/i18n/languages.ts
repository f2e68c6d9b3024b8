/**
 * The 32 interface languages offered for landing content (applicant spec §1).
 * Order follows the spec; English is the default and the fallback.
 */
export const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'ar',
  'ja',
  'ko',
  'zh',
  'pl',
  'cs',
  'sv',
  'da',
  'no',
  'fi',
  'el',
  'hu',
  'ro',
  'bg',
  'hr',
  'sk',
  'sl',
  'lt',
  'lv',
  'et',
  'he',
  'ca',
  'is',
  'mt',
  'ms',
] as const;

export type LanguageCode = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

export type LanguageInfo = {
  /** The language's name in English, e.g. "German". */
  english: string;
  /** The language's name in itself, e.g. "Deutsch". */
  native: string;
  /**
   * BCP 47 tag to put in `<html lang>`: 'zh' content is written in Traditional Chinese (it serves Hong Kong,
   * Macao and Taiwan), 'no' is Norwegian Bokmål, English is British English.
   */
  locale: string;
};

export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, LanguageInfo>> = {
  en: { english: 'English', native: 'English', locale: 'en-GB' },
  es: { english: 'Spanish', native: 'Español', locale: 'es' },
  fr: { english: 'French', native: 'Français', locale: 'fr' },
  de: { english: 'German', native: 'Deutsch', locale: 'de' },
  it: { english: 'Italian', native: 'Italiano', locale: 'it' },
  pt: { english: 'Portuguese', native: 'Português', locale: 'pt' },
  nl: { english: 'Dutch', native: 'Nederlands', locale: 'nl' },
  ar: { english: 'Arabic', native: 'العربية', locale: 'ar' },
  ja: { english: 'Japanese', native: '日本語', locale: 'ja' },
  ko: { english: 'Korean', native: '한국어', locale: 'ko' },
  zh: { english: 'Chinese (Traditional)', native: '中文（繁體）', locale: 'zh-Hant' },
  pl: { english: 'Polish', native: 'Polski', locale: 'pl' },
  cs: { english: 'Czech', native: 'Čeština', locale: 'cs' },
  sv: { english: 'Swedish', native: 'Svenska', locale: 'sv' },
  da: { english: 'Danish', native: 'Dansk', locale: 'da' },
  no: { english: 'Norwegian', native: 'Norsk', locale: 'nb' },
  fi: { english: 'Finnish', native: 'Suomi', locale: 'fi' },
  el: { english: 'Greek', native: 'Ελληνικά', locale: 'el' },
  hu: { english: 'Hungarian', native: 'Magyar', locale: 'hu' },
  ro: { english: 'Romanian', native: 'Română', locale: 'ro' },
  bg: { english: 'Bulgarian', native: 'Български', locale: 'bg' },
  hr: { english: 'Croatian', native: 'Hrvatski', locale: 'hr' },
  sk: { english: 'Slovak', native: 'Slovenčina', locale: 'sk' },
  sl: { english: 'Slovenian', native: 'Slovenščina', locale: 'sl' },
  lt: { english: 'Lithuanian', native: 'Lietuvių', locale: 'lt' },
  lv: { english: 'Latvian', native: 'Latviešu', locale: 'lv' },
  et: { english: 'Estonian', native: 'Eesti', locale: 'et' },
  he: { english: 'Hebrew', native: 'עברית', locale: 'he' },
  ca: { english: 'Catalan', native: 'Català', locale: 'ca' },
  is: { english: 'Icelandic', native: 'Íslenska', locale: 'is' },
  mt: { english: 'Maltese', native: 'Malti', locale: 'mt' },
  ms: { english: 'Malay', native: 'Bahasa Melayu', locale: 'ms' },
};

/** Languages written right to left. */
export const RTL_LANGUAGES = ['ar', 'he'] as const satisfies readonly LanguageCode[];

const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGES);

/** True when `code` is one of the 32 interface languages (exact, lower-case code). */
export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && LANGUAGE_SET.has(code);
}

/** Reads a stored or requested language, tolerating case and region suffixes ("pt-BR"); English otherwise. */
export function normalizeLanguage(code: string | null | undefined): LanguageCode {
  if (!code) return DEFAULT_LANGUAGE;
  const lower = code.trim().toLowerCase();
  if (isLanguageCode(lower)) return lower;
  const base = lower.split(/[-_]/)[0] ?? '';
  if (base === 'nb' || base === 'nn') return 'no';
  return isLanguageCode(base) ? base : DEFAULT_LANGUAGE;
}

/** True for right-to-left languages (Arabic and Hebrew). */
export function isRtl(code: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(code);
}

/** Text direction for the `dir` attribute. */
export function textDirection(code: string): 'rtl' | 'ltr' {
  return isRtl(code) ? 'rtl' : 'ltr';
}
