import { useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_NAMES, type LanguageCode } from '@eta/domain';
import { PREFERRED_LANGUAGE_KEY } from '../../public/language-preference.ts';

function savedLanguagePreference(): LanguageCode | null {
  try {
    const stored = window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    return isLanguageCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Shown when the visitor chose a language other than English on a landing page (applicant §2). */
export function LanguageBadge() {
  const [language] = useState(savedLanguagePreference);
  if (!language || language === DEFAULT_LANGUAGE) return null;
  const { native, english, locale } = LANGUAGE_NAMES[language];
  return (
    <p className="wizard-language" title={`Your saved language preference (${english})`}>
      Language: <span lang={locale}>{native}</span>
    </p>
  );
}
