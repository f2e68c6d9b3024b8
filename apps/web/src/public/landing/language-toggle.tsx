import { LANGUAGE_NAMES, translate, type LanguageCode } from '@eta/domain';

type Props = { languages: readonly LanguageCode[]; current: LanguageCode; onChange: (language: LanguageCode) => void };

/** English or the country's own language; each button is named in its own language. */
export function LanguageToggle({ languages, current, onChange }: Props) {
  const label = translate(current, 'language.switch');
  return (
    <div className="lang-toggle" role="group" aria-label={label}>
      <span className="lang-toggle__label" aria-hidden="true">
        {label}
      </span>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          className="lang-toggle__option"
          lang={LANGUAGE_NAMES[language].locale}
          aria-pressed={language === current}
          onClick={() => onChange(language)}
        >
          {LANGUAGE_NAMES[language].native}
        </button>
      ))}
    </div>
  );
}
