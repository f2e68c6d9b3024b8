import { parseAppEvent, type AppEvent } from '@eta/domain';

/** staff-admin §7, §9: a ping every 30 s; reconnect after 1 s, doubling, at most 30 s. */
export const PING_INTERVAL_MS = 30_000;
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export type LiveState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export const reconnectDelay = (attempt: number) => Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);

type Listener = (event: AppEvent) => void;

/**
 * The console's one live connection to `/ws`. Every event is handed to each listener; the state
 * (for the "Live" indicator) is reported on change. Closing stops reconnecting.
 */
export function connectLiveEvents(onEvent: Listener, onState: (state: LiveState) => void): { close: () => void } {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let closed = false;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    onState(attempt === 0 ? 'connecting' : 'reconnecting');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      onState('open');
      ping = setInterval(() => current.readyState === WebSocket.OPEN && current.send(JSON.stringify({ type: 'ping' })), PING_INTERVAL_MS);
    };
    current.onmessage = (message) => {
      let event: AppEvent | null = null;
      try {
        event = parseAppEvent(JSON.parse(String(message.data)));
      } catch {
        // not an event of ours (the greeting, a pong)
      }
      if (event) onEvent(event);
    };
    current.onclose = () => {
      clearInterval(ping);
      if (closed) return onState('closed');
      onState('reconnecting');
      retry = setTimeout(open, reconnectDelay(attempt++));
    };
  };

  open();
  return {
    close: () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
    },
  };
}
