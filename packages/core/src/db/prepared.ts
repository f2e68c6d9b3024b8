import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResultRow } from 'pg';

/**
 * Runs a hot-path statement as a named prepared statement on the ORM's own `pg` pool, so PostgreSQL
 * parses and plans it once per connection. MikroORM's `execute()` inlines parameters into the SQL
 * text, which makes every call a new statement to parse and plan. Not for use inside a transaction:
 * the statement runs on a pooled connection of its own.
 */
export async function runPrepared<Row extends QueryResultRow>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = await em.getConnection().getNativeClient();
  const result = await pool.query<Row>({ name, text, values });
  return result.rows;
}
