import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { notify } from '../db/notify.ts';
import { parseAppEvent, type AppEvent } from '@eta/domain';

export type { AppEvent, EventType } from '@eta/domain';

export const EVENTS_CHANNEL = 'eta_events';

/**
 * Publishes over NOTIFY. Called with an EntityManager inside a transaction, the event is
 * delivered only if and when that transaction commits.
 */
export async function publishEvent(em: EntityManager, event: AppEvent): Promise<void> {
  await notify(em, EVENTS_CHANNEL, JSON.stringify(event));
}

export type EventListener = { close: () => Promise<void> };

/** Forwards the application events published on EVENTS_CHANNEL. */
export function listenForEvents(databaseUrl: string, onEvent: (event: AppEvent) => void, options: { applicationName?: string } = {}): Promise<EventListener> {
  return listenOnChannel(databaseUrl, EVENTS_CHANNEL, (payload) => {
    let event: AppEvent | null = null;
    try {
      event = parseAppEvent(JSON.parse(payload));
    } catch {
      // A malformed payload is not ours to crash on.
    }
    if (event) onEvent(event);
  }, options);
}

export const RECONNECT_BASE_MS = 500;
export const RECONNECT_MAX_MS = 30_000;

/** Full jitter: a random wait up to an exponentially growing cap, so restarted listeners do not reconnect in step. */
export function reconnectDelayMs(attempt: number, random = Math.random): number {
  return Math.round(random() * Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt));
}

/**
 * LISTENs on one dedicated connection. When it drops (`error` and `end` usually both fire), exactly
 * one reconnection is scheduled, with jittered back-off, until it succeeds or the listener closes.
 */
export async function listenOnChannel(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: { applicationName?: string } = {},
): Promise<EventListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let reconnecting = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: options.applicationName ?? `eta-listen:${channel}` });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const dropped = () => {
      next.removeAllListeners();
      next.on('error', () => undefined); // a late error on a dead client must not crash the process
      if (client === next) client = null;
      scheduleReconnect();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end().catch(() => undefined));
    client = next;
    attempt = 0;
  };

  const scheduleReconnect = (): void => {
    if (closed || reconnecting) return;
    reconnecting = true;
    setTimeout(() => {
      connect()
        .catch(() => void attempt++)
        .finally(() => {
          reconnecting = false;
          if (!client) scheduleReconnect();
        });
    }, reconnectDelayMs(attempt)).unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      const current = client;
      client = null;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}

/** The one way producers (API, worker, CLI) publish, and API instances listen. */
export const events = { publish: publishEvent, listen: listenForEvents };
