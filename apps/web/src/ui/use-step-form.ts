import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** The first message for each field (its path joined with dots), as the shared schema words it. */
export function firstErrorPerField(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Focuses the first field marked invalid inside `form` (its input, radio or select button). */
function focusFirstInvalidField(form: HTMLFormElement | null) {
  const field = form?.querySelector('[data-invalid]');
  const target = field?.matches('input, textarea, button') ? field : field?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button');
  if (target instanceof HTMLElement) target.focus();
}

/**
 * Validates a step with its shared schema. Messages appear after the first attempt to continue and then follow
 * the answers as they change; on an invalid attempt focus goes to the first field with a message.
 */
export function useStepForm<Schema extends z.ZodType>(
  schema: Schema,
  /** The step's answers as held in the draft (the schema decides what is valid). */
  input: unknown,
  onValid: (data: z.output<Schema>) => void,
  /** Called with the messages of an invalid attempt, e.g. to repeat them in a toast. */
  onInvalid?: (errors: FieldErrors) => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempted, setAttempted] = useState(false);
  const result = schema.safeParse(input);
  const errors: FieldErrors = attempted && !result.success ? firstErrorPerField(result.error) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (result.success) {
      onValid(result.data);
      return;
    }
    onInvalid?.(firstErrorPerField(result.error));
    requestAnimationFrame(() => focusFirstInvalidField(formRef.current));
  };

  /** Hides the messages again until the next attempt (e.g. after the answers were cleared). */
  const resetValidation = () => setAttempted(false);

  return { errors, formProps: { ref: formRef, onSubmit, noValidate: true }, resetValidation };
}
