import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, FieldError } from 'react-aria-components';

type Props = {
  name: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** The box's own message, shown under it. */
  error?: string;
  /** Marked invalid by a message shown elsewhere (shared by several boxes), which `describedBy` names. */
  isInvalid?: boolean;
  describedBy?: string;
  children: ReactNode;
};

/** A box the applicant ticks to agree to the text beside it. */
export function AgreementCheckbox({ name, isSelected, onChange, error, isInvalid = false, describedBy, children }: Props) {
  return (
    <CheckboxField
      className="wizard-agreement"
      name={name}
      isSelected={isSelected}
      onChange={onChange}
      isInvalid={isInvalid || Boolean(error)}
      validationBehavior="aria"
      aria-describedby={describedBy}
    >
      <CheckboxButton className="wizard-checkbox">
        <span className="wizard-checkbox__box" aria-hidden="true" />
        <span className="wizard-checkbox__text">{children}</span>
      </CheckboxButton>
      {error ? <FieldError className="field__error wizard-agreement__error">{error}</FieldError> : null}
    </CheckboxField>
  );
}
