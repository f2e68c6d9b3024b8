import { router } from '../trpc.ts';
import { staffAdminRouter } from './staff.router.ts';

/** Admin sections (staff-admin §6); each checks its permission in core. */
export const adminRouter = router({
  staff: staffAdminRouter,
});
