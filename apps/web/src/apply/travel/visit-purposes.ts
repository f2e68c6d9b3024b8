import { VISIT_PURPOSES } from '@eta/domain';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The purposes of visit as choices, e.g. "Tourism or visiting family and friends". */
export const PURPOSE_OPTIONS = VISIT_PURPOSES.map(({ value, label }) => ({ value, label: sentenceCase(label) }));

export function purposeLabel(value: string): string {
  return PURPOSE_OPTIONS.find((purpose) => purpose.value === value)?.label ?? value;
}
