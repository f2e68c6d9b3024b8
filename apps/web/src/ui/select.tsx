import type { Ref } from 'react';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldHint } from './field-hint.tsx';

export type SelectOption<Value extends string = string> = { value: Value; label: string };

export type SelectProps<Value extends string> = Pick<AriaSelectProps, 'name' | 'isInvalid' | 'validationBehavior' | 'isDisabled'> & {
  label: string;
  options: readonly SelectOption<Value>[];
  /** The chosen value; '' for none yet. */
  value: Value | '';
  onChange: (value: Value) => void;
  placeholder?: string;
  description?: string;
  error?: string;
  /** Extra classes: on the field, its label, the shown value and the pop-up list. */
  classNames?: { field?: string; label?: string; value?: string; popover?: string };
  triggerRef?: Ref<HTMLButtonElement>;
};

/** Options from a list of names, each its own value (the shared country lists). */
export const optionsFromNames = (names: readonly string[]): SelectOption[] => names.map((name) => ({ value: name, label: name }));

/** The one single-choice list: type a letter to jump to an option, arrow keys to move, Enter to pick. */
export function Select<Value extends string = string>({ label, options, value, onChange, placeholder, description, error, classNames = {}, triggerRef, ...selectProps }: SelectProps<Value>) {
  const known = (key: unknown): key is Value => options.some((option) => option.value === key);
  return (
    <AriaSelect
      className={classNames.field ? `field ${classNames.field}` : 'field'}
      placeholder={placeholder}
      value={value || null}
      onChange={(key) => {
        if (known(key)) onChange(key);
      }}
      {...selectProps}
    >
      <Label className={classNames.label ?? 'field__label'}>{label}</Label>
      <Button ref={triggerRef} className="field__input select-button">
        <SelectValue className={classNames.value} />
        <span className="select-button__chevron" aria-hidden="true" />
      </Button>
      <FieldHint>{description}</FieldHint>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className={classNames.popover ? `popover ${classNames.popover}` : 'popover'}>
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="listbox__item">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
