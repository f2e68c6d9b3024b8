import { router } from './trpc.ts';
import { authRouter } from './auth.router.ts';
import { staffRouter } from './staff.router.ts';
import { contactRouter } from './contact.router.ts';

export const appRouter = router({
  auth: authRouter,
  staff: staffRouter,
  contact: contactRouter,
});
export type AppRouter = typeof appRouter;
