import type { FormEvent, ReactNode } from 'react';
import { FieldError, Input, Label, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHint } from './field-hint.tsx';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className'> & {
  label: string;
  /** Classes added to the field's own `field` class. */
  className?: string;
  placeholder?: string;
  /** A hint under the input, linked to it as its description. */
  description?: ReactNode;
  /** The message to show when the field is invalid; without it, the browser's or the schema's own. */
  error?: string;
  /** A multi-line box instead of a one-line input: its extra class and its height in rows. */
  multiline?: { className: string; rows: number };
  /** Marks the label "(optional)". */
  isOptional?: boolean;
  onInput?: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/** The one labelled text field: label, input or text area, hint and error, linked for assistive technology. */
export function TextField({ label, className, placeholder, description, error, multiline, isOptional = false, onInput, ...fieldProps }: TextFieldProps) {
  return (
    <AriaTextField className={className ? `field ${className}` : 'field'} {...fieldProps}>
      <Label className="field__label">
        {label}
        {isOptional ? <span className="wizard-field__optional"> (optional)</span> : null}
      </Label>
      {multiline ? (
        <TextArea className={`field__input ${multiline.className}`} placeholder={placeholder} rows={multiline.rows} onInput={onInput} />
      ) : (
        <Input className="field__input" placeholder={placeholder} onInput={onInput} />
      )}
      <FieldHint>{description}</FieldHint>
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
