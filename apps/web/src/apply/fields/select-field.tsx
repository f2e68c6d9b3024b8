import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { FieldHint } from './field-hint.tsx';

export type SelectOption = { value: string; label: string };

type Props = {
  name: string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
};

/** Options from a list of names, each its own value (the shared country lists). */
export const optionsFromNames = (names: readonly string[]): SelectOption[] => names.map((name) => ({ value: name, label: name }));

/** A single choice from a list: type a letter to jump to it, arrow keys to move, Enter to pick. */
export function SelectField({ name, label, placeholder, options, value, onChange, error, description }: Props) {
  return (
    <Select
      className="field wizard-field"
      name={name}
      placeholder={placeholder}
      value={value || null}
      onChange={(key) => onChange(typeof key === 'string' ? key : '')}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      <Button className="field__input select-button">
        <SelectValue className="wizard-select__value" />
        <span className="select-button__chevron" aria-hidden="true" />
      </Button>
      <FieldHint>{description}</FieldHint>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover wizard-popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="listbox__item">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
