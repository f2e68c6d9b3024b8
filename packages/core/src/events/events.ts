import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';

export const EVENTS_CHANNEL = 'eta_events';

export const EVENT_TYPES = [
  'new_verification_code',
  'code_used',
  'automation_queued',
  'automation_started',
  'automation_completed',
  'application_updated',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type AppEvent = { type: EventType; data: Record<string, unknown> };

/**
 * Publishes over NOTIFY. Called with an EntityManager inside a transaction, the event is
 * delivered only if and when that transaction commits.
 */
export async function publishEvent(em: EntityManager, event: AppEvent): Promise<void> {
  await em.getConnection().execute('select pg_notify(?, ?)', [EVENTS_CHANNEL, JSON.stringify(event)], 'run', em.getTransactionContext());
}

export type EventListener = { close: () => Promise<void> };

/** Forwards the application events published on EVENTS_CHANNEL. */
export function listenForEvents(databaseUrl: string, onEvent: (event: AppEvent) => void): Promise<EventListener> {
  return listenOnChannel(databaseUrl, EVENTS_CHANNEL, (payload) => {
    try {
      onEvent(JSON.parse(payload) as AppEvent);
    } catch {
      // A malformed payload is not ours to crash on.
    }
  });
}

/** LISTENs on a dedicated connection and reconnects with back-off when it drops. */
export async function listenOnChannel(databaseUrl: string, channel: string, onPayload: (payload: string) => void): Promise<EventListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 1000;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    delay = 1000;
  };

  const reconnect = (): void => {
    if (closed) return;
    client = null;
    setTimeout(() => {
      connect().catch(() => {
        delay = Math.min(delay * 2, 30_000);
        reconnect();
      });
    }, delay).unref();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** The one way producers (API, worker, CLI) publish, and API instances listen. */
export const events = { publish: publishEvent, listen: listenForEvents };
