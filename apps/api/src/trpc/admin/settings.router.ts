import {
  adminSettingsSchema,
  emailSettingsSchema,
  integrationsSchema,
  updateSettingsSchema,
  updateValidationSettingsSchema,
  validationSettingsSchema,
} from '@eta/domain';
import {
  getAdminSettings,
  getEmailSettings,
  getValidationSettings,
  listIntegrations,
  updateEmailSettings,
  updateSettings,
  updateValidationSettings,
} from '@eta/core';
import { parsedByCore, router, staffProcedure } from '../trpc.ts';

/** Payment Settings, Email Notifications, Document Validation and API Keys (staff-admin §2, §7); core checks system_settings. */
export const settingsAdminRouter = router({
  get: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/settings', summary: 'Application fee and internal cost (pence), e-mail and validation settings', response: adminSettingsSchema } })
    .query(({ ctx }) => getAdminSettings(ctx.core, ctx.actor)),
  update: staffProcedure
    .meta({ rest: { method: 'PATCH', path: '/api/admin/settings', summary: 'Change the application fee or the internal cost, in whole pence', response: adminSettingsSchema } })
    .input(parsedByCore(updateSettingsSchema))
    .mutation(({ ctx, input }) => updateSettings(ctx.core, ctx.actor, input)),
  emailSettings: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/email-settings', summary: 'Which events e-mail applicants', response: emailSettingsSchema } })
    .query(({ ctx }) => getEmailSettings(ctx.core, ctx.actor)),
  updateEmailSettings: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/admin/email-settings', summary: 'Save the master switch and the six e-mail triggers', response: emailSettingsSchema } })
    .input(parsedByCore(emailSettingsSchema))
    .mutation(({ ctx, input }) => updateEmailSettings(ctx.core, ctx.actor, input)),
  validationSettings: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/validation-settings', summary: 'Passport OCR, photo checks and minimum photo confidence', response: validationSettingsSchema } })
    .query(({ ctx }) => getValidationSettings(ctx.core, ctx.actor)),
  updateValidationSettings: staffProcedure
    .meta({ rest: { method: 'POST', path: '/api/admin/validation-settings', summary: 'Save the document validation settings', response: validationSettingsSchema } })
    .input(parsedByCore(updateValidationSettingsSchema))
    .mutation(({ ctx, input }) => updateValidationSettings(ctx.core, ctx.actor, input)),
  integrations: staffProcedure
    .meta({ rest: { method: 'GET', path: '/api/admin/integrations', summary: 'Which integrations are configured and by which variables; never a value', response: integrationsSchema } })
    .query(({ ctx }) => listIntegrations(ctx.core, ctx.actor)),
});
