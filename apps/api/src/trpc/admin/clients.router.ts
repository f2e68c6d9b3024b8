import { router } from '../trpc.ts';

export const clientsRouter = router({});
