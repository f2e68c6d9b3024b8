import { router } from '../trpc.ts';
import { dashboardRouter } from './dashboard.router.ts';
import { applicationsRouter } from './applications.router.ts';
import { codesRouter } from './codes.router.ts';
import { settingsRouter } from './settings.router.ts';

/** The staff console's calls (staff-admin §2–§7), each authorised in core by role and permission. */
export const consoleRouter = router({
  dashboard: dashboardRouter,
  applications: applicationsRouter,
  codes: codesRouter,
  settings: settingsRouter,
});
