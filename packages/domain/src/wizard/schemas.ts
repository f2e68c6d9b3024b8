import { z } from 'zod';
import { NATIONALITY_NAMES } from '../countries/countries.ts';
import { VISIT_PURPOSES } from '../eligibility/eligibility.ts';
import { parseDate, startOfUtcDay } from './dates.ts';
import { requiredText, text } from '../text.ts';
import { MIN_PASSPORT_NUMBER_LENGTH, PASSPORT_NUMBER_TOO_SHORT, dateField, dateOfBirthField, passportNumberRules } from './fields.ts';

/** One schema per wizard step (applicant §3, §5), used by the form and by the server alike. */

export const MAX_JOB_LENGTH = 1000;

const yesNo = z.enum(['yes', 'no']);

const countryName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((value) => NATIONALITY_NAMES.includes(value), { message: 'Choose a country from the list' });

/** The name fields read from the MRZ's line 1. */
export const NAME_FIELDS = ['surname', 'givenNames'] as const;
export type NameField = (typeof NAME_FIELDS)[number];

/** The date fields read from the MRZ's line 2. */
export const READ_DATE_FIELDS = ['dateOfBirth', 'expiryDate'] as const;
export type ReadDateField = (typeof READ_DATE_FIELDS)[number];

export const ocrDataSchema = z.object({
  passportNumber: z.string(),
  expiryDate: z.string(),
  nationality: z.string(),
  dateOfBirth: z.string(),
  surname: z.string(),
  givenNames: z.string(),
  /**
   * Characters the reader could not settle, by field: 0-based positions in the value (the
   * passport number's O or 0, I or 1 …). Absent when every character is sure; the wizard asks the
   * applicant to check those against the passport.
   */
  uncertain: z
    .object({
      passportNumber: z.array(z.number().int().min(0).max(20)).max(20),
      /** Name fields with a letter the reader doubts (names have no check digit): the applicant checks the whole name. */
      names: z.array(z.enum(NAME_FIELDS)).max(2).optional(),
      /** Dates taken from the printed page against what the zone was read as, or that the page prints otherwise: the applicant checks them. */
      dates: z.array(z.enum(READ_DATE_FIELDS)).max(2).optional(),
    })
    .optional(),
});
export type OcrData = z.infer<typeof ocrDataSchema>;

const personalShape = {
  firstName: requiredText('First name is required', { max: 100 }),
  middleName: text({ max: 100 }).optional().default(''),
  lastName: requiredText('Last name is required', { max: 100 }),
  dateOfBirth: dateOfBirthField('Date of birth is required'),
  nationality: countryName('Current nationality is required'),
  hasOtherNationalities: yesNo.default('no'),
  hasPhoneNumber: yesNo.default('yes'),
  phone: z.string().trim().max(30).regex(/^(\+?[0-9 ()-]{6,30})?$/, 'Enter a phone number such as +1234567890').optional().default(''),
};

const passportShape = {
  number: passportNumberRules(z.string({ error: PASSPORT_NUMBER_TOO_SHORT }).trim().toUpperCase()),
  expiryDate: dateField('Expiry date is required').refine((v) => (parseDate(v)?.getTime() ?? 0) >= startOfUtcDay().getTime(), { message: 'Your passport has expired' }),
  country: countryName('Issuing country is required'),
  placeOfIssue: requiredText('Place of issue is required'),
  ocrData: ocrDataSchema.nullable().optional(),
  /** The stored passport scan, by its server-side upload id. */
  scanUploadId: z.uuid().nullable().optional(),
};

const emailField = z.string({ error: 'Invalid email address' }).trim().toLowerCase().pipe(z.email({ error: 'Invalid email address' }));

/** Step 1: the passport sub-step's form holds both the document and the person's details. */
export const passportStepSchema = z
  .object({
    ...personalShape,
    ...passportShape,
    confirmNumber: z.string({ error: 'Please confirm passport number' }).trim().toUpperCase().min(MIN_PASSPORT_NUMBER_LENGTH, 'Please confirm passport number'),
    email: emailField,
  })
  .refine((data) => data.number === data.confirmNumber, { message: 'Passport numbers must match', path: ['confirmNumber'] });
export type PassportStep = z.infer<typeof passportStepSchema>;
export type PassportStepInput = z.input<typeof passportStepSchema>;

export const personalSchema = z.object(personalShape);
export const passportDetailsSchema = z.object(passportShape);

export const travelStepSchema = z
  .object({
    arrivalDate: dateField('Arrival date is required'),
    departureDate: dateField('Departure date is required'),
    addressLine1: requiredText('Address line 1 is required'),
    addressLine2: text().optional().default(''),
    addressLine3: text().optional().default(''),
    town: requiredText('Town or city is required', { max: 100 }),
    postcode: text({ max: 20 }).optional().default(''),
    country: countryName('Country is required'),
    purposeOfVisit: z.enum(VISIT_PURPOSES.map((p) => p.value) as [string, ...string[]], { error: 'Purpose of visit is required' }),
    hasJob: yesNo.default('yes'),
    job: text({ max: MAX_JOB_LENGTH, multiline: true }).optional().default(''),
  })
  .refine((data) => (parseDate(data.departureDate)?.getTime() ?? 0) >= (parseDate(data.arrivalDate)?.getTime() ?? 0), {
    message: 'Departure date must be on or after the arrival date',
    path: ['departureDate'],
  });
export type TravelStep = z.infer<typeof travelStepSchema>;
export type TravelStepInput = z.input<typeof travelStepSchema>;

export const photoStepSchema = z.object({
  usePhoto: yesNo,
  photoUploadId: z.uuid({ error: 'Photo required: Please upload a photo to continue.' }),
});
export type PhotoStep = z.infer<typeof photoStepSchema>;

export const declarationsStepSchema = z.object({
  hasCriminalConviction: yesNo.default('no'),
  hasWarCrimesRecord: yesNo.default('no'),
  termsAccepted: z.literal(true, { error: 'You must accept the declaration' }),
});
export type DeclarationsStep = z.infer<typeof declarationsStepSchema>;

export const reviewStepSchema = z.object({
  dataPrivacyAgreed: z.literal(true, { error: 'Agreement Required: You must agree to both the Data Privacy Declaration and Third Party Authorization to proceed.' }),
  thirdPartyAuthorized: z.literal(true, { error: 'Agreement Required: You must agree to both the Data Privacy Declaration and Third Party Authorization to proceed.' }),
});

/** Chosen by the caller to make a retried submission update the same draft instead of creating another. */
export const draftKeySchema = requiredText('Missing draft key', { max: 255 });

/**
 * The submission payload (applicant §3, §7): personal, travel, passport, declarations, email. The
 * wizard also sends the browser draft's key and its uploads; API clients may leave them out (an
 * `Idempotency-Key` header does the draft key's job, and missing documents are recorded).
 */
export const applySchema = z.object({
  draftKey: draftKeySchema.optional(),
  email: emailField,
  personal: personalSchema,
  passport: passportDetailsSchema,
  travel: travelStepSchema,
  photo: z.object({ usePhoto: yesNo.default('yes'), photoUploadId: z.uuid({ error: 'Invalid photo upload id' }).nullable().optional() }).optional(),
  declarations: declarationsStepSchema,
});
export type ApplyInput = z.input<typeof applySchema>;
export type ApplyPayload = z.infer<typeof applySchema>;

/** Builds the submission payload from the wizard's saved steps. */
export function toApplyPayload(draftKey: string, steps: { passport: PassportStep; travel: TravelStep; photo: PhotoStep; declarations: DeclarationsStep }): ApplyInput {
  const { confirmNumber: _confirm, email, number, expiryDate, country, placeOfIssue, ocrData, scanUploadId, ...personal } = steps.passport;
  return { draftKey, email, personal, passport: { number, expiryDate, country, placeOfIssue, ocrData: ocrData ?? null, scanUploadId: scanUploadId ?? null }, travel: steps.travel, photo: steps.photo, declarations: steps.declarations };
}
