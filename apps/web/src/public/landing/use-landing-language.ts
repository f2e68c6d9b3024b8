import { useState } from 'react';
import { landingLanguageFor, type Country, type LanguageCode } from '@eta/domain';
import { saveLanguage, savedLanguage } from '../language-preference.ts';

/** The landing page's language: the saved choice when the page offers it, English by default. */
export function useLandingLanguage(country: Country): [LanguageCode, (language: LanguageCode) => void] {
  const [language, setLanguage] = useState<LanguageCode>(() => landingLanguageFor(country, savedLanguage(country.slug)));
  const choose = (next: LanguageCode) => {
    setLanguage(next);
    saveLanguage(country.slug, next);
  };
  return [language, choose];
}
