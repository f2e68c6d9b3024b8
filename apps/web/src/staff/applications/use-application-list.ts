import { useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_LIST_POLL_MS, staffApplicationListSchema, type ListApplicationsInput, type StaffApplicationList } from '@eta/domain';
import { useLiveEvent } from '../live/live-provider.tsx';

export class ListLoadError extends Error {}

/**
 * The staff list over REST, refetched every 3 s (staff-admin §9) with `If-None-Match`: while
 * nothing changed the server answers 304 without running the query, and the rows already shown
 * stay. An `application_updated` event refetches at once.
 */
export function useApplicationList(query: ListApplicationsInput) {
  const queryClient = useQueryClient();
  const tags = useRef(new Map<string, string>());
  const queryKey = ['staff-applications', query] as const;
  const result = useQuery({
    queryKey,
    placeholderData: keepPreviousData,
    refetchInterval: STAFF_LIST_POLL_MS,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<StaffApplicationList> => {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '').map(([k, v]) => [k, String(v)]));
      const url = `/api/staff/applications?${params}`;
      const previous = queryClient.getQueryData<StaffApplicationList>(queryKey);
      const tag = previous ? tags.current.get(url) : undefined;
      const response = await fetch(url, { credentials: 'include', signal, headers: tag ? { 'if-none-match': tag } : {} });
      if (response.status === 304 && previous) return previous;
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new ListLoadError(body?.error ?? `${response.status}: ${response.statusText}`);
      }
      const etag = response.headers.get('etag');
      if (etag) tags.current.set(url, etag);
      return staffApplicationListSchema.parse(await response.json());
    },
  });
  useLiveEvent((event) => {
    if (event.type === 'application_updated') void result.refetch();
  });
  return result;
}
