import type { FormEvent, Ref } from 'react';
import { Button } from 'react-aria-components';
import { visibleEligibilitySteps, type EligibilityAnswers } from '@eta/domain';
import { NationalitySelect } from './nationality-select.tsx';
import { ChoiceQuestion, YES_NO } from './choice-question.tsx';
import { PURPOSE_CHOICES } from './purposes.ts';

type Props = {
  answers: EligibilityAnswers;
  answer: <K extends keyof EligibilityAnswers>(key: K, value: EligibilityAnswers[K]) => void;
  onCheck: () => void;
  nationalityRef?: Ref<HTMLButtonElement>;
};

/** The questions, each revealed by the answer before it (applicant §2). */
export function EligibilityForm({ answers, answer, onCheck, nationalityRef }: Props) {
  const steps = visibleEligibilitySteps(answers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (steps.canCheck) onCheck();
  };
  return (
    <form className="checker__form" onSubmit={submit} aria-label="Eligibility questions">
      <NationalitySelect value={answers.nationality} onChange={(value) => answer('nationality', value)} triggerRef={nationalityRef} />
      {steps.showPurpose ? (
        <ChoiceQuestion
          label="What is the main purpose of your visit?"
          choices={PURPOSE_CHOICES}
          value={answers.purpose}
          onChange={(value) => answer('purpose', value)}
        />
      ) : null}
      {steps.showVisa ? (
        <ChoiceQuestion
          label="Do you already have a UK visa or permission to stay?"
          choices={YES_NO}
          value={answers.hasVisa}
          onChange={(value) => answer('hasVisa', value)}
        />
      ) : null}
      {steps.showAirside ? (
        <ChoiceQuestion
          label="Will you stay in the airside transit zone?"
          hint="Airside means you change flights without passing through UK border control."
          choices={YES_NO}
          value={answers.airside}
          onChange={(value) => answer('airside', value)}
        />
      ) : null}
      {steps.canCheck ? (
        <Button type="submit" className="button button--primary button--large checker__submit">
          Check Visa Requirements
        </Button>
      ) : null}
    </form>
  );
}
