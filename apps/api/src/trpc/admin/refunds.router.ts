import { router } from '../trpc.ts';

export const refundsRouter = router({});
