import type { EntityManager } from '@mikro-orm/postgresql';

/** NOTIFY on `channel`; inside a transaction, PostgreSQL delivers it only if and when that transaction commits. */
export async function notify(em: EntityManager, channel: string, payload: string): Promise<void> {
  await em.getConnection().execute('select pg_notify(?, ?)', [channel, payload], 'run', em.getTransactionContext());
}
