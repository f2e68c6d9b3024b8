import { z } from 'zod';

/** The applicant-facing service fee (applicant §9), in pence. */
export const DEFAULT_APPLICATION_FEE_PENCE = 7500;
export const DEFAULT_INTERNAL_COST_PENCE = 0;

export const emailSettingsSchema = z.object({
  enabled: z.boolean(),
  applicationReceived: z.boolean(),
  statusUpdate: z.boolean(),
  paymentConfirmation: z.boolean(),
  documentRequest: z.boolean(),
  approvalNotification: z.boolean(),
  rejectionNotification: z.boolean(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  enabled: true,
  applicationReceived: true,
  statusUpdate: true,
  paymentConfirmation: true,
  documentRequest: true,
  approvalNotification: true,
  rejectionNotification: true,
};

export const DOCUMENT_TYPES = ['passport', 'national_id'] as const;

export const validationSettingsSchema = z.object({
  ocrEnabled: z.boolean(),
  photoValidationEnabled: z.boolean(),
  minPhotoConfidence: z.number().min(0, 'Minimum photo confidence must be from 0 to 100').max(100, 'Minimum photo confidence must be from 0 to 100'),
  requirePassportScan: z.boolean(),
  allowedDocumentTypes: z.array(z.enum(DOCUMENT_TYPES)),
});
export type ValidationSettings = z.infer<typeof validationSettingsSchema>;

export const DEFAULT_VALIDATION_SETTINGS: ValidationSettings = {
  ocrEnabled: true,
  photoValidationEnabled: true,
  minPhotoConfidence: 70,
  requirePassportScan: true,
  allowedDocumentTypes: ['passport', 'national_id'],
};

/** How long an application's personal data is kept after its last activity: "about 7 years" (applicant §3, §13). */
export const DEFAULT_RETENTION_YEARS = 7;
export const MIN_RETENTION_YEARS = 1;
export const MAX_RETENTION_YEARS = 20;
export const RETENTION_YEARS_MESSAGE = `The retention period must be a whole number of years from ${MIN_RETENTION_YEARS} to ${MAX_RETENTION_YEARS}`;

/** The retention period in whole years; applications untouched for longer are anonymised by the daily retention job. */
export const retentionYearsSchema = z
  .number({ error: RETENTION_YEARS_MESSAGE })
  .int(RETENTION_YEARS_MESSAGE)
  .min(MIN_RETENTION_YEARS, RETENTION_YEARS_MESSAGE)
  .max(MAX_RETENTION_YEARS, RETENTION_YEARS_MESSAGE);

/** Applications whose last activity is before this moment are past the retention period: `years` calendar years (UTC) before `now`. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

export const SETTING_KEYS = ['applicationFee', 'internalCost', 'emailSettings', 'validationSettings', 'retentionYears'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** What the public pages read of the settings: the service fee the admins set (applicant §2, §9). */
export const publicFeeSchema = z.object({ applicationFeePence: z.number().int().nonnegative() });

/** The spec's message for a fee or cost that is not a number of at least 0 (staff-admin §5). */
export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount';
/** The most a card provider takes in one charge (£999,999.99); anything above is a typing slip. */
export const MAX_AMOUNT_PENCE = 99_999_999;

const amountPence = z
  .number({ error: INVALID_AMOUNT_MESSAGE })
  .int(INVALID_AMOUNT_MESSAGE)
  .min(0, INVALID_AMOUNT_MESSAGE)
  .max(MAX_AMOUNT_PENCE, INVALID_AMOUNT_MESSAGE);

/** GET /api/admin/settings (staff-admin §3 Settings), in pence, with the e-mail, validation and retention settings beside them. */
export const adminSettingsSchema = z.object({
  applicationFee: z.number().int(),
  internalCost: z.number().int(),
  emailSettings: emailSettingsSchema,
  validationSettings: validationSettingsSchema,
  retentionYears: z.number().int(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PATCH /api/admin/settings: {applicationFee} or {internalCost}, in whole pence (staff-admin §7), or {retentionYears}. */
export const updateSettingsSchema = z
  .object({ applicationFee: amountPence.optional(), internalCost: amountPence.optional(), retentionYears: retentionYearsSchema.optional() })
  .refine((input) => input.applicationFee !== undefined || input.internalCost !== undefined || input.retentionYears !== undefined, INVALID_AMOUNT_MESSAGE);
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

/** POST /api/admin/validation-settings: allowed document types may be left out (they are not edited on the screen). */
export const updateValidationSettingsSchema = validationSettingsSchema.extend({
  allowedDocumentTypes: z.array(z.enum(DOCUMENT_TYPES)).min(1, 'Allow at least one document type').optional(),
});
export type UpdateValidationSettingsInput = z.input<typeof updateValidationSettingsSchema>;

/** The labels of the e-mail triggers, in the order the screen shows them. */
export const EMAIL_TRIGGERS = [
  { key: 'applicationReceived', label: 'Application received', description: 'When an application arrives (without a payment confirmation).' },
  { key: 'paymentConfirmation', label: 'Payment confirmation', description: 'When the card payment is confirmed.' },
  { key: 'statusUpdate', label: 'Status update', description: 'When staff move an application to another status.' },
  { key: 'documentRequest', label: 'Document request', description: 'When the team asks the applicant for a document.' },
  { key: 'approvalNotification', label: 'Approval notification', description: 'When the ETA is approved, with its PDF.' },
  { key: 'rejectionNotification', label: 'Rejection notification', description: 'When the ETA is refused, with the reason given.' },
] as const satisfies readonly { key: Exclude<keyof EmailSettings, 'enabled'>; label: string; description: string }[];

export const INTEGRATION_IDS = ['payments', 'face_analysis', 'ocr', 'email_out', 'email_in', 'government_form'] as const;

/** One integration on the API Keys screen: whether it is configured and what stands in otherwise; never a secret's value. */
export const integrationSchema = z.object({
  id: z.enum(INTEGRATION_IDS),
  name: z.string(),
  provider: z.string(),
  configured: z.boolean(),
  /** What is in use now: the provider, or what stands in for it. */
  inUse: z.string(),
  /** What is used when the integration is not configured. */
  fallback: z.string(),
  variables: z.array(z.object({ name: z.string(), set: z.boolean(), secret: z.boolean(), description: z.string() })),
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationsSchema = z.object({ integrations: z.array(integrationSchema) });
export type Integrations = z.infer<typeof integrationsSchema>;
