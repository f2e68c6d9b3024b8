import { sql } from '../db/prepared.ts';

export type RateHit = { key: string; hits: number; reset_in: number };

/**
 * Counts hits in fixed windows: an `insert ... returning` that runs alone or as a `with` clause
 * ahead of a query, so a hot path counts and reads in one round trip. Its placeholders start at
 * `$firstParam`: the window in seconds, then the keys as one text array (a key once per hit).
 * Keys are locked in sorted order, so concurrent statements cannot deadlock.
 */
export function countHitsText(firstParam: number): string {
  const window = `make_interval(secs => $${firstParam})`;
  return `insert into rate_limit (key, window_start, hits)
          select key, now(), count(*)::int from unnest($${firstParam + 1}::text[]) as key group by key order by key
          on conflict (key) do update set
            hits = case when rate_limit.window_start < now() - ${window} then excluded.hits else rate_limit.hits + excluded.hits end,
            window_start = case when rate_limit.window_start < now() - ${window} then now() else rate_limit.window_start end
          returning key, hits, ceil(extract(epoch from (window_start + ${window} - now())))::int as reset_in`;
}

export const countHits = sql<RateHit>('rate_limit_count', countHitsText(1));

/** Each key's hits in its current window ($1 keys, $2 their window lengths), counting nothing. */
export const peekHits = sql<RateHit>(
  'rate_limit_peek',
  `select r.key, r.hits, ceil(extract(epoch from (r.window_start + make_interval(secs => q.window_seconds) - now())))::int as reset_in
     from unnest($1::text[], $2::int[]) as q(key, window_seconds)
     join rate_limit r on r.key = q.key and r.window_start >= now() - make_interval(secs => q.window_seconds)`,
);

export const clearKey = sql('rate_limit_clear', 'delete from rate_limit where key = $1');

/** Deletes counting windows older than a day (none is longer); answers how many. */
export const purgeOldWindows = sql<{ deleted: number }>(
  'rate_limit_purge',
  `with gone as (delete from rate_limit where window_start < now() - interval '1 day' returning 1) select count(*)::int as deleted from gone`,
);
