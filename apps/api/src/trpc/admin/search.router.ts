import { router } from '../trpc.ts';

export const searchRouter = router({});
