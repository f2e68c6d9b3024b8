import { DEFAULT_APPLICATION_FEE_PENCE, LANGUAGE_NAMES, translate, type LanguageCode } from '@eta/domain';

const DEFAULT_AMOUNT = String(DEFAULT_APPLICATION_FEE_PENCE / 100);

/**
 * The fee card's value ('info.fee.value') with the fee the admins set. Every language's text holds the default
 * amount ("75") exactly once, in that language's own position and currency wording; only the number is swapped.
 */
export function localizedFeeValue(language: LanguageCode, pence: number): string {
  const text = translate(language, 'info.fee.value');
  if (pence === DEFAULT_APPLICATION_FEE_PENCE) return text;
  const amount = new Intl.NumberFormat(LANGUAGE_NAMES[language].locale, {
    numberingSystem: 'latn',
    minimumFractionDigits: pence % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(pence / 100);
  return text.replace(DEFAULT_AMOUNT, amount);
}
