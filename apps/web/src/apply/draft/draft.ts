import { z } from 'zod';
import { ocrDataSchema } from '@eta/domain';

/**
 * The applicant's answers as the wizard keeps them in the browser until the application is paid:
 * every field as typed (dates stay dd/mm/yyyy), uploads by their server-side id with a small preview.
 * Reading is forgiving: a field that is missing or malformed falls back to its default, so a draft
 * saved by an older version of the page still opens.
 */

const text = z.string().catch('');
const yesNo = (fallback: 'yes' | 'no') => z.enum(['yes', 'no']).catch(fallback);
const withDefaults = <Shape extends z.ZodRawShape>(shape: Shape) => {
  const schema = z.object(shape);
  return schema.catch(() => schema.parse({}));
};

export const WIZARD_STEP_NUMBERS = [1, 2, 3, 4, 5] as const;
export type WizardStepNumber = (typeof WIZARD_STEP_NUMBERS)[number];

const passportValuesSchema = withDefaults({
  number: text,
  confirmNumber: text,
  expiryDate: text,
  country: text,
  placeOfIssue: text,
  hasOtherNationalities: yesNo('no'),
  firstName: text,
  middleName: text,
  lastName: text,
  dateOfBirth: text,
  nationality: text,
  hasPhoneNumber: yesNo('yes'),
  phone: text,
  email: text,
});
export type PassportValues = z.infer<typeof passportValuesSchema>;

const issueSchema = z.object({ code: z.string(), message: z.string() });
export type PassportIssue = z.infer<typeof issueSchema>;

/** The passport image sent to /api/validate-passport and what came back. */
const passportScanSchema = z.object({
  fileName: z.string(),
  previewUrl: z.string().nullable().catch(null),
  /** Null when the server refused the file (nothing stored). */
  uploadId: z.string().nullable().catch(null),
  outcome: z.enum(['validated', 'failed']),
  issues: z.array(issueSchema).catch([]),
  ocrData: ocrDataSchema.nullable().catch(null),
});
export type PassportScan = z.infer<typeof passportScanSchema>;

const passportSectionSchema = withDefaults({
  values: passportValuesSchema,
  scan: passportScanSchema.nullable().catch(null),
});
export type PassportSection = z.infer<typeof passportSectionSchema>;

const travelValuesSchema = withDefaults({
  arrivalDate: text,
  departureDate: text,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  town: text,
  postcode: text,
  country: text,
  purposeOfVisit: text,
  hasJob: yesNo('yes'),
  job: text,
});
export type TravelValues = z.infer<typeof travelValuesSchema>;

const photoCheckSchema = z.object({ passed: z.boolean(), message: z.string() });
export type PhotoCheck = z.infer<typeof photoCheckSchema>;

/** The portrait sent to /api/validate-photo and the checks it got. */
const photoUploadSchema = z.object({
  fileName: z.string(),
  previewUrl: z.string().nullable().catch(null),
  uploadId: z.string(),
  checks: z.array(photoCheckSchema),
});
export type PhotoUpload = z.infer<typeof photoUploadSchema>;

const photoSectionSchema = withDefaults({
  /** 'no' once any check failed: the photo cannot be used and must be replaced. */
  usePhoto: z.enum(['yes', 'no', '']).catch(''),
  upload: photoUploadSchema.nullable().catch(null),
});
export type PhotoSection = z.infer<typeof photoSectionSchema>;

const declarationValuesSchema = withDefaults({
  hasCriminalConviction: yesNo('no'),
  hasWarCrimesRecord: yesNo('no'),
  termsAccepted: z.boolean().catch(false),
});
export type DeclarationValues = z.infer<typeof declarationValuesSchema>;

const agreementValuesSchema = withDefaults({
  dataPrivacyAgreed: z.boolean().catch(false),
  thirdPartyAuthorized: z.boolean().catch(false),
});
export type AgreementValues = z.infer<typeof agreementValuesSchema>;

const draftSchema = z.object({
  /** Sent with the submission: paying for the same draft twice, or retrying, never makes a second application. */
  draftKey: z.uuid(),
  step: z.literal(WIZARD_STEP_NUMBERS).catch(1),
  passport: passportSectionSchema,
  travel: travelValuesSchema,
  photo: photoSectionSchema,
  declarations: declarationValuesSchema,
  agreements: agreementValuesSchema,
});
export type ApplicationDraft = z.infer<typeof draftSchema>;

export function emptyPassportSection(): PassportSection {
  return passportSectionSchema.parse({});
}

export function emptyPhotoSection(): PhotoSection {
  return photoSectionSchema.parse({});
}

/** A fresh draft on step 1 with the spec's defaults (yes/no answers, hasPhoneNumber and hasJob yes). */
export function emptyDraft(draftKey: string): ApplicationDraft {
  return draftSchema.parse({ draftKey });
}

/** The draft in a stored JSON text, or null when there is none or it has no usable draft key. */
export function parseStoredDraft(stored: string | null): ApplicationDraft | null {
  if (!stored) return null;
  try {
    const result = draftSchema.safeParse(JSON.parse(stored));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
