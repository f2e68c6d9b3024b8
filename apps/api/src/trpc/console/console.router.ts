import { router } from '../trpc.ts';

/** The staff console's calls (staff-admin §2–§5): dashboard, applications, verification codes, automation. None are built yet. */
export const consoleRouter = router({});
