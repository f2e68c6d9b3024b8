import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { TextField, type TextFieldProps } from '../../ui/text-field.tsx';

type Props = Pick<AriaTextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'isRequired'> &
  Pick<TextFieldProps, 'label' | 'description' | 'placeholder' | 'isOptional'> & {
    name: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    /** A multi-line box instead of a one-line input. */
    multiline?: boolean;
  };

/**
 * A wizard field: errors come from the step's schema (shown under the input, so inputs side by
 * side line up), never from the browser's own validation.
 */
export function TextInputField({ error, multiline = false, ...props }: Props) {
  return (
    <TextField
      className="wizard-field"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      error={error}
      multiline={multiline ? { className: 'wizard-field__textarea', rows: 5 } : undefined}
      {...props}
    />
  );
}
