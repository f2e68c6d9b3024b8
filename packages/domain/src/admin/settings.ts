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

export const SETTING_KEYS = ['applicationFee', 'internalCost', 'emailSettings', 'validationSettings'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** What the public pages read of the settings: the service fee the admins set (applicant §2, §9). */
export const publicFeeSchema = z.object({ applicationFeePence: z.number().int().nonnegative() });
