import { router } from './trpc.ts';
import { authRouter } from './auth/auth.router.ts';
import { publicRouter } from './public/public.router.ts';
import { applicantRouter } from './applicant/applicant.router.ts';
import { consoleRouter } from './console/console.router.ts';
import { adminRouter } from './admin/admin.router.ts';

/** Every call, nested by who makes it. Procedures with a `rest` meta are also served at their /api path. */
export const appRouter = router({
  auth: authRouter,
  public: publicRouter,
  applicant: applicantRouter,
  console: consoleRouter,
  admin: adminRouter,
});
export type AppRouter = typeof appRouter;
