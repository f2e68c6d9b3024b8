import { declarationsStepSchema } from '@eta/domain';
import type { DeclarationValues } from '../draft/draft.ts';
import { AgreementCheckbox } from '../fields/agreement-checkbox.tsx';
import { useStepForm } from '../../ui/use-step-form.ts';
import { YesNoField } from '../fields/yes-no-field.tsx';
import { StepActions } from '../layout/step-actions.tsx';

type Props = {
  values: DeclarationValues;
  onChange: (patch: Partial<DeclarationValues>) => void;
  onBack: () => void;
  onContinue: () => void;
};

/** Step 4 (applicant §3): the two questions the UK asks every applicant, and the declaration. */
export function DeclarationsStep({ values, onChange, onBack, onContinue }: Props) {
  const { errors, formProps } = useStepForm(declarationsStepSchema, values, onContinue);
  return (
    <form className="wizard-form" {...formProps}>
      <p className="wizard-lead">Answer honestly: the UK authorities check these answers, and a false answer can lead to your application being refused.</p>
      <YesNoField
        name="hasCriminalConviction"
        label="Have you ever been convicted of a criminal offence in any country?"
        value={values.hasCriminalConviction}
        onChange={(hasCriminalConviction) => onChange({ hasCriminalConviction })}
        error={errors.hasCriminalConviction}
      />
      <YesNoField
        name="hasWarCrimesRecord"
        label="Have you ever been involved in, or suspected of, war crimes, crimes against humanity or genocide?"
        value={values.hasWarCrimesRecord}
        onChange={(hasWarCrimesRecord) => onChange({ hasWarCrimesRecord })}
        error={errors.hasWarCrimesRecord}
      />
      <div className="wizard-agreement-card">
        <p className="wizard-agreement-card__title">Declaration</p>
        <p className="wizard-small">
          <a href="/terms" target="_blank" rel="noreferrer">
            Read the Terms of Service (opens in a new tab)
          </a>
        </p>
        <AgreementCheckbox name="termsAccepted" isSelected={values.termsAccepted} onChange={(termsAccepted) => onChange({ termsAccepted })} error={errors.termsAccepted}>
          I declare that the information I have given is true and complete, and I accept the Terms of Service.
        </AgreementCheckbox>
      </div>
      <StepActions onBack={onBack} continueLabel="Continue to Review & Pay" />
    </form>
  );
}
