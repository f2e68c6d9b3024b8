import { router } from '../trpc.ts';

export const permissionsRouter = router({});
