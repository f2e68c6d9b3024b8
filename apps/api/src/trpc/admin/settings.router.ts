import { router } from '../trpc.ts';

export const settingsAdminRouter = router({});
