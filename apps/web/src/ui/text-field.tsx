import { FieldError, Input, Label, TextField, type TextFieldProps } from 'react-aria-components';

type FieldProps = Omit<TextFieldProps, 'children' | 'className'> & { label: string; placeholder?: string };

/** A labelled text input with its validation message, styled as one form row. */
export function FormTextField({ label, placeholder, ...fieldProps }: FieldProps) {
  return (
    <TextField className="field" {...fieldProps}>
      <Label className="field__label">{label}</Label>
      <Input className="field__input" placeholder={placeholder} />
      <FieldError className="field__error" />
    </TextField>
  );
}
