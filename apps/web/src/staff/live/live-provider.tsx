import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AppEvent } from '@eta/domain';
import { trpc } from '../../api/trpc.ts';
import { connectLiveEvents, type LiveState } from './live-events.ts';
import { showCodeNotification } from '../codes/notifications.ts';

type LiveContext = { state: LiveState; subscribe: (listener: (event: AppEvent) => void) => () => void };
const Live = createContext<LiveContext>({ state: 'closed', subscribe: () => () => undefined });

/**
 * Keeps the console live: each event refreshes what it changed (the list, the dashboard, one
 * application, the codes, the queue), and a new code raises a desktop notification when the
 * staff member asked for them.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const settings = trpc.console.settings.get.useQuery();
  const desktop = useRef(true);
  const wantsDesktop = settings.data?.preferences.desktopNotifications ?? true;
  useEffect(() => {
    desktop.current = wantsDesktop;
  }, [wantsDesktop]);
  const listeners = useRef(new Set<(event: AppEvent) => void>());
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    const connection = connectLiveEvents((event) => {
      for (const listener of listeners.current) listener(event);
      switch (event.type) {
        case 'new_verification_code':
          if (desktop.current) showCodeNotification(event.data);
          void utils.console.codes.invalidate();
          void utils.console.dashboard.recentActivities.invalidate();
          return;
        case 'code_used':
          void utils.console.codes.invalidate();
          return;
        case 'application_updated':
          void utils.console.dashboard.invalidate();
          void utils.console.codes.eligibleApplications.invalidate();
          void utils.console.applications.get.invalidate();
          void utils.console.applications.activities.invalidate();
          // A document the applicant sent, or a message they wrote, shows at once on the open application.
          void utils.console.applications.documentRequests.invalidate();
          void utils.console.applications.messages.invalidate();
          return;
        default:
          void utils.console.dashboard.automationQueue.invalidate();
          void utils.console.applications.get.invalidate();
          void utils.console.applications.screenshots.invalidate();
      }
    }, setState);
    return () => connection.close();
  }, [utils]);

  const subscribe = useCallback((listener: (event: AppEvent) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo(() => ({ state, subscribe }), [state, subscribe]);
  return <Live.Provider value={value}>{children}</Live.Provider>;
}

export const useLiveState = () => useContext(Live).state;

/** Calls `listener` for each live event while the component is mounted. */
export function useLiveEvent(listener: (event: AppEvent) => void) {
  const { subscribe } = useContext(Live);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
