import type { FormEvent } from 'react';
import { TextField, type TextFieldProps } from '../../ui/text-field.tsx';

type Props = Omit<TextFieldProps, 'multiline' | 'onInput'> & { multiline?: boolean };

/**
 * Once a field shows an error, it is checked again at every keystroke, so the error goes as soon as it is fixed.
 * Otherwise it would go only when the field loses focus: on the click on "Send Message", whose button the
 * vanishing error would then move from under the pointer, swallowing the click.
 */
function recheckWhileInvalid(event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const input = event.currentTarget;
  if (input.hasAttribute('data-invalid')) input.dispatchEvent(new Event('change'));
}

/** A required-by-default field of the contact form, with the browser's message when invalid. */
export function ContactField({ multiline = false, ...props }: Props) {
  return <TextField isRequired multiline={multiline ? { className: 'field__input--textarea', rows: 6 } : undefined} onInput={recheckWhileInvalid} {...props} />;
}
