import { Checkbox, CheckboxGroup as AriaCheckboxGroup, FieldError, Label } from 'react-aria-components';
import { FieldHint } from './field-hint.tsx';

type Props<Value extends string> = {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  description?: string;
  error?: string;
  isDisabled?: boolean;
};

/** Several choices from a short list (permissions, document types); Space ticks the focused one. */
export function CheckboxGroup<Value extends string>({ label, options, value, onChange, description, error, isDisabled }: Props<Value>) {
  const known = new Set<string>(options.map((option) => option.value));
  return (
    <AriaCheckboxGroup
      className="field checkbox-group"
      value={[...value]}
      onChange={(next) => onChange(next.filter((item): item is Value => known.has(item)))}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <FieldHint>{description}</FieldHint>
      <div className="checkbox-group__options">{options.map(checkbox)}</div>
      <FieldError className="field__error">{error}</FieldError>
    </AriaCheckboxGroup>
  );
}

function checkbox({ value, label }: { value: string; label: string }) {
  return (
    <Checkbox key={value} value={value} className="checkbox">
      <span className="checkbox__box" aria-hidden="true" />
      {label}
    </Checkbox>
  );
}
