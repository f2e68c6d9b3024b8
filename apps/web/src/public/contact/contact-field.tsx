import type { FormEvent } from 'react';
import { FieldError, Input, Label, TextArea, TextField, type TextFieldProps } from 'react-aria-components';

type Props = Omit<TextFieldProps, 'children' | 'className'> & { label: string; multiline?: boolean };

/**
 * Once a field shows an error, it is checked again at every keystroke, so the error goes as soon as it is fixed.
 * Otherwise it would go only when the field loses focus: on the click on "Send Message", whose button the
 * vanishing error would then move from under the pointer, swallowing the click.
 */
function recheckWhileInvalid(event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const input = event.currentTarget;
  if (input.hasAttribute('data-invalid')) input.dispatchEvent(new Event('change'));
}

/** A labelled, required-by-default text field of the contact form, with the browser's message when invalid. */
export function ContactField({ label, multiline = false, ...fieldProps }: Props) {
  return (
    <TextField className="field" isRequired {...fieldProps}>
      <Label className="field__label">{label}</Label>
      {multiline ? (
        <TextArea className="field__input field__input--textarea" rows={6} onInput={recheckWhileInvalid} />
      ) : (
        <Input className="field__input" onInput={recheckWhileInvalid} />
      )}
      <FieldError className="field__error" />
    </TextField>
  );
}
