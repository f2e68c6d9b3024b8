import { router } from '../trpc.ts';

export const bulkRouter = router({});
