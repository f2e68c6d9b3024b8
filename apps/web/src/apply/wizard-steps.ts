import type { WizardStepNumber } from './draft/draft.ts';

/** The five steps of the application (applicant §2), in order. */
export const WIZARD_STEPS: readonly { number: WizardStepNumber; title: string }[] = [
  { number: 1, title: 'Application Details' },
  { number: 2, title: 'Travel Details' },
  { number: 3, title: 'Photo Upload' },
  { number: 4, title: 'Declarations' },
  { number: 5, title: 'Review & Pay' },
];

export const STEP_COUNT = WIZARD_STEPS.length;

export function stepTitle(step: WizardStepNumber): string {
  return WIZARD_STEPS[step - 1]!.title;
}

export function nextStep(step: WizardStepNumber): WizardStepNumber {
  return step < STEP_COUNT ? ((step + 1) as WizardStepNumber) : step;
}

export function previousStep(step: WizardStepNumber): WizardStepNumber {
  return step > 1 ? ((step - 1) as WizardStepNumber) : step;
}
