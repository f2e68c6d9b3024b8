import type { z } from 'zod';
import { ValidationError } from './errors.ts';

export type FieldError = { field: string; message: string };

/** Parses with a shared schema; a failure becomes a 400 naming every bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  throw new ValidationError(fields[0]?.message ?? 'Invalid input', { fields });
}
