import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';

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
      {description ? (
        <Text slot="description" className="wizard-field__hint">
          {description}
        </Text>
      ) : null}
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
