import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { FieldHint } from '../../ui/field-hint.tsx';

type YesNo = 'yes' | 'no';

type Props = {
  name: string;
  label: string;
  value: YesNo;
  onChange: (value: YesNo) => void;
  description?: string;
  error?: string;
};

const isYesNo = (value: string): value is YesNo => value === 'yes' || value === 'no';

/** A yes/no question as a radio group: arrow keys move between the two answers. */
export function YesNoField({ name, label, value, onChange, description, error }: Props) {
  return (
    <RadioGroup
      className="field wizard-field"
      name={name}
      value={value}
      onChange={(next) => isYesNo(next) && onChange(next)}
      orientation="horizontal"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <FieldHint>{description}</FieldHint>
      <div className="wizard-choices">
        <Radio value="yes" className="wizard-choice">
          <span className="wizard-choice__mark" aria-hidden="true" />
          Yes
        </Radio>
        <Radio value="no" className="wizard-choice">
          <span className="wizard-choice__mark" aria-hidden="true" />
          No
        </Radio>
      </div>
      <FieldError className="field__error">{error}</FieldError>
    </RadioGroup>
  );
}
