import { VISIT_PURPOSES, type VisitPurpose } from '@eta/domain';
import type { Choice } from './choice-question.tsx';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The nine purposes of the checker with the spec's labels, written as sentences (applicant §3). */
export const PURPOSE_CHOICES: readonly Choice<VisitPurpose>[] = VISIT_PURPOSES.map((purpose) => ({
  value: purpose.value,
  label: capitalise(purpose.label),
}));

export function purposeLabel(value: string): string {
  return PURPOSE_CHOICES.find((choice) => choice.value === value)?.label ?? '';
}
