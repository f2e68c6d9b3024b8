import { z } from 'zod';
import { APPLICATION_STATUSES } from './statuses.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^ETA-[A-Z0-9]{6}$/;

export const APPLICATION_REF_MESSAGE = 'Enter the application ID or its reference (ETA-XXXXXX)';

/**
 * An application as people name it: its id or its reference (ETA-XXXXXX, which is what staff and
 * operators actually know), trimmed; a reference is upper-cased and an id lower-cased.
 */
export const applicationRefSchema = z
  .string({ error: APPLICATION_REF_MESSAGE })
  .trim()
  .min(1, APPLICATION_REF_MESSAGE)
  .max(64)
  .transform((value) => (UUID.test(value) ? value.toLowerCase() : value.toUpperCase()))
  .refine((value) => UUID.test(value) || REFERENCE.test(value), APPLICATION_REF_MESSAGE);

/** Whether an application ref (as `applicationRefSchema` leaves it) is a reference (ETA-XXXXXX) rather than an id. */
export const isApplicationReference = (value: string): boolean => REFERENCE.test(value);

/** The most references one look-up takes. */
export const APPLICATIONS_BY_REFERENCE_MAX = 10_000;

/** Applications looked up by reference or id, in bulk (the operators' CLI reads a list of them). */
export const applicationsByReferenceSchema = z.object({
  references: z
    .array(applicationRefSchema, { error: 'Give a list of application references' })
    .min(1, 'Give at least one application reference')
    .max(APPLICATIONS_BY_REFERENCE_MAX, `Give at most ${APPLICATIONS_BY_REFERENCE_MAX.toLocaleString('en-GB')} application references at a time`),
});
export type ApplicationsByReferenceInput = z.input<typeof applicationsByReferenceSchema>;

/** The applications found, in the order asked (each once), and the refs (as normalised) that match none. */
export const applicationsByReferenceResultSchema = z.object({
  applications: z.array(z.object({ id: z.uuid(), reference: z.string(), status: z.enum(APPLICATION_STATUSES), version: z.number().int() })),
  missing: z.array(z.string()),
});
export type ApplicationsByReference = z.infer<typeof applicationsByReferenceResultSchema>;
