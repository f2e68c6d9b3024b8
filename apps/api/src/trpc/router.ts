import { router } from './trpc.ts';
import { authRouter } from './auth.router.ts';
import { staffRouter } from './staff.router.ts';

export const appRouter = router({
  auth: authRouter,
  staff: staffRouter,
});
export type AppRouter = typeof appRouter;
