import { changePasswordSchema, notificationPreferencesSchema, passwordChangedSchema, staffProfileSchema, staffSettingsSchema } from '@eta/domain';
import { changeOwnPassword, getStaffSettings, updateNotificationPreferences, updateStaffProfile } from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** The signed-in member's own settings (staff-admin §2, /staff/settings). */
export const settingsRouter = router({
  get: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/staff/settings', summary: 'Your profile and notification preferences', response: staffSettingsSchema } })
    .query(({ ctx }) => getStaffSettings(ctx.core, ctx.actor)),
  updateProfile: staffProcedure
    .meta({ rest: { method: 'PUT', path: '/api/staff/settings/profile', summary: 'Save your names and e-mail', response: staffSettingsSchema } })
    .input(parsedByCore(staffProfileSchema))
    .mutation(({ ctx, input }) => updateStaffProfile(ctx.core, ctx.actor, input)),
  updatePreferences: staffProcedure
    .meta({ rest: { method: 'PUT', path: '/api/staff/settings/notifications', summary: 'Save your notification preferences', response: staffSettingsSchema } })
    .input(parsedByCore(notificationPreferencesSchema))
    .mutation(({ ctx, input }) => updateNotificationPreferences(ctx.core, ctx.actor, input)),
  changePassword: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/staff/settings/password', summary: 'Change your password; your other sessions end', response: passwordChangedSchema } })
    .input(parsedByCore(changePasswordSchema))
    .mutation(({ ctx, input }) => changeOwnPassword(ctx.core, ctx.actor, input)),
});
