import type { QueryResultRow } from 'pg';
import type { Core } from '../core.ts';

/**
 * Hot paths run their statements as named prepared statements on the ORM's own `pg` pool, so
 * PostgreSQL parses and plans each once per connection, and the request skips the ORM's query
 * building and change tracking. MikroORM's `execute()` inlines parameters into the SQL text, which
 * makes every call a new statement to parse and plan.
 */
/** One SQL statement, as a feature's `queries.ts` declares it: its prepared name, its text, and (as a type) its row. */
export type Query<Row extends QueryResultRow = QueryResultRow> = { readonly name: string; readonly text: string; readonly row?: Row };
export const sql = <Row extends QueryResultRow = QueryResultRow>(name: string, text: string): Query<Row> => ({ name, text });

export type Prepared = <Row extends QueryResultRow>(query: Query<Row>, values: unknown[]) => Promise<Row[]>;

/** The ORM's `pg` pool, reached without forking an EntityManager (no entities are involved). */
const poolOf = (core: Core) => core.orm.em.getConnection().getNativeClient();

/** One statement on a pooled connection of its own (not inside any transaction). */
export async function runPrepared<Row extends QueryResultRow>(core: Core, query: Query<Row>, values: unknown[]): Promise<Row[]> {
  const pool = await poolOf(core);
  const result = await pool.query<Row>({ name: query.name, text: query.text, values });
  return result.rows;
}

/**
 * One statement parsed and planned on every call (an unnamed statement). For ad-hoc filters
 * whose best plan depends on the values: a named statement would fall back to PostgreSQL's
 * generic plan after five calls, which can scan a whole table where the values pick 50 rows.
 */
export async function runPlannedEachTime<Row extends QueryResultRow>(core: Core, query: Query<Row>, values: unknown[]): Promise<Row[]> {
  const pool = await poolOf(core);
  const result = await pool.query<Row>(query.text, values);
  return result.rows;
}

/**
 * Every row of one statement, in batches of `batchSize`, through a server-side cursor: one plan and
 * one scan however many rows (a keyset page per batch would plan and filter again each time), and
 * one consistent snapshot. Holds a pooled connection in a read-only transaction until the rows are
 * read or the reader stops early (returning the generator releases it).
 */
export async function* cursorRows<Row extends QueryResultRow>(core: Core, query: Query<Row>, values: unknown[], batchSize: number): AsyncGenerator<Row[]> {
  const pool = await poolOf(core);
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('begin read only');
    open = true;
    await client.query(`declare rows_cursor no scroll cursor for ${query.text}`, values);
    for (;;) {
      const { rows } = await client.query<Row>(`fetch ${batchSize} from rows_cursor`);
      if (rows.length) yield rows;
      if (rows.length < batchSize) break;
    }
    await client.query('commit');
    open = false;
  } finally {
    if (open) await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** Runs `work` in one transaction on one pooled connection: committed when it returns, rolled back when it throws. */
export async function inPreparedTransaction<T>(core: Core, work: (run: Prepared) => Promise<T>): Promise<T> {
  const pool = await poolOf(core);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(async (query, values) => (await client.query({ name: query.name, text: query.text, values })).rows);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Whether a `pg` error is a unique violation of the named constraint. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}
