import { router } from './trpc.ts';
import { authRouter } from './auth.router.ts';
import { staffRouter } from './staff.router.ts';
import { contactRouter } from './contact.router.ts';
import { settingsRouter } from './settings.router.ts';
import { applicationsRouter } from './applications.router.ts';

export const appRouter = router({
  auth: authRouter,
  staff: staffRouter,
  contact: contactRouter,
  settings: settingsRouter,
  applications: applicationsRouter,
});
export type AppRouter = typeof appRouter;
