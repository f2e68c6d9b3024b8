import { isLanguageCode, type LanguageCode } from '@eta/domain';

/** The language a visitor last chose anywhere on the site (applicant §2); the wizard reads it too. */
export const PREFERRED_LANGUAGE_KEY = 'eta-preferred-language';

/** The language chosen on one country's landing page. */
export const countryLanguageKey = (slug: string) => `eta-lang:${slug}`;

/** Local storage can be switched off or full; the page then simply forgets the choice. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not saved: the choice still applies until the page is left.
  }
}

/** The language saved for this country, else the general preference, else none. */
export function savedLanguage(slug: string): LanguageCode | null {
  const stored = read(countryLanguageKey(slug)) ?? read(PREFERRED_LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : null;
}

export function saveLanguage(slug: string, language: LanguageCode) {
  write(countryLanguageKey(slug), language);
  write(PREFERRED_LANGUAGE_KEY, language);
}
