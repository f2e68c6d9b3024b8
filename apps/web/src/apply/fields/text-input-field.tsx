import type { ReactNode } from 'react';
import { FieldError, Input, Label, TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { FieldHint } from './field-hint.tsx';

type Props = Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'isRequired'> & {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: ReactNode;
  placeholder?: string;
  /** A multi-line box instead of a one-line input. */
  multiline?: boolean;
  /** Marks the label "(optional)". */
  isOptional?: boolean;
};

/** A labelled text input; its hint and its error (both under it, so inputs side by side line up) are linked to it. */
export function TextInputField({ name, label, value, onChange, error, description, placeholder, multiline = false, isOptional = false, ...inputProps }: Props) {
  return (
    <TextField className="field wizard-field" name={name} value={value} onChange={onChange} isInvalid={Boolean(error)} validationBehavior="aria" {...inputProps}>
      <Label className="field__label">
        {label}
        {isOptional ? <span className="wizard-field__optional"> (optional)</span> : null}
      </Label>
      {multiline ? <TextArea className="field__input wizard-field__textarea" placeholder={placeholder} rows={5} /> : <Input className="field__input" placeholder={placeholder} />}
      <FieldHint>{description}</FieldHint>
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
