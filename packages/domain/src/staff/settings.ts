import { z } from 'zod';
import { text } from '../text.ts';
import { emailSchema, MAX_PASSWORD_LENGTH, MIN_STAFF_PASSWORD_LENGTH } from './schemas.ts';

/** Profile Information card (staff-admin §2, staff settings). */
export const staffProfileSchema = z.object({
  firstName: text({ max: 100 }),
  lastName: text({ max: 100 }),
  email: z.string({ error: 'Invalid email address' }).pipe(emailSchema),
});
export type StaffProfileInput = z.input<typeof staffProfileSchema>;

/** Notification Preferences card: both on by default. */
export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean({ error: 'Choose on or off' }),
  desktopNotifications: z.boolean({ error: 'Choose on or off' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const staffSettingsSchema = z.object({
  profile: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  preferences: notificationPreferencesSchema,
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

export const PASSWORDS_DIFFER = 'The new passwords do not match';

/** Security card: the current password, and the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(MAX_PASSWORD_LENGTH, 'Password is too long'),
    newPassword: z
      .string({ error: `Use at least ${MIN_STAFF_PASSWORD_LENGTH} characters` })
      .min(MIN_STAFF_PASSWORD_LENGTH, `Use at least ${MIN_STAFF_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const passwordChangedSchema = z.object({ success: z.literal(true), endedSessions: z.number().int() });
