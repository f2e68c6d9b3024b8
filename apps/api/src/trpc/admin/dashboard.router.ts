import { router } from '../trpc.ts';

export const dashboardRouter = router({});
