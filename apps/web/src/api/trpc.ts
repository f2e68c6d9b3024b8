import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { MAX_TRPC_BATCH_SIZE } from '@eta/domain';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@eta/api';

export const trpc = createTRPCReact<AppRouter>();

/** Query defaults of the spec (staff-admin §7): no retries, no refetch on focus, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        maxItems: MAX_TRPC_BATCH_SIZE,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}

export type RouterOutputs = inferRouterOutputs<AppRouter>;
